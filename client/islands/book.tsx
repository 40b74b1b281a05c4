import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { BookingFieldErrors, BookingValues } from '../../data/booking';
import { business } from '../../data/business';
import { BookingSteps } from '../../views/booking/BookingSteps';
import { DetailsStep } from '../../views/booking/DetailsStep';
import { groupByDay, todayIn, type DayChoice, type WindowChoice } from '../../views/booking/format';
import { HeldNotice, type HeldInfo } from '../../views/booking/HeldNotice';
import { ReviewStep } from '../../views/booking/ReviewStep';
import {
  earliestStepAtFault,
  type BookFlowState,
  type BookStep,
  type PhotosKept,
  type ServiceChoice,
} from '../../views/booking/types';
import { WhereStep, type StepProps } from '../../views/booking/WhereStep';
import { WindowStep } from '../../views/booking/WindowStep';
import { useHydrated } from '../hydrated';

export interface BookFlowProps extends BookFlowState {
  services: ServiceChoice[];
  /** Each step's document title, as the server writes it in the no-JavaScript pages' <title>. */
  titles: Record<BookStep, string>;
}

interface Availability {
  timeZone: string;
  windows: WindowChoice[];
  closed?: { date: string; reason: string }[];
}

/** POST /book's JSON answer for a step (docs/booking.md "How a POST is answered"). */
interface StepAnswer {
  step?: BookStep;
  values?: BookingValues;
  days?: DayChoice[];
  today?: string;
  error?: string;
  phone?: string;
  errors?: BookingFieldErrors;
  photos?: PhotosKept;
  photoError?: string;
}

interface ApiAnswer extends Partial<HeldInfo> {
  error?: string;
  errors?: BookingFieldErrors;
  alternatives?: WindowChoice[];
  manageUrl?: string;
  /** 'held' with 202: the surge defence holds the booking until the e-mailed link is used. */
  status?: string;
}

const unreachable = `We could not reach our booking calendar. Please try again, or call us at ${business.phone.display}; what you typed is still here.`;

/** The form's fields as the visitor left them. */
function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

/** Moves the flow to a step with what it shows; the errors and messages of the step left are cleared. */
type Go = (next: Partial<BookFlowState> & { step: BookStep }) => void;

/** The windows for the zip and appliance (GET /api/availability), or back to step 1 with why there are none. */
async function loadWindows(values: BookingValues, go: Go): Promise<Partial<BookFlowState> | undefined> {
  const query = new URLSearchParams({ zip: values.zip, service: values.service });
  const response = await fetch(`/api/availability?${query.toString()}`, { headers: { Accept: 'application/json' } });
  const answer = (await response.json().catch(() => ({}))) as Availability & ApiAnswer;
  if (response.ok) {
    return { days: groupByDay(answer.windows, answer.closed), today: todayIn(answer.timeZone), now: Date.now() };
  }
  if (response.status === 400 && answer.errors) go({ step: 'where', values, errors: answer.errors });
  else go({ step: 'where', values, formError: answer.error ?? unreachable });
  return undefined;
}

/**
 * A step checked by the server before moving on, with the rules a visitor without JavaScript meets: POST /book
 * with the step's fields, asking for JSON. The answer names the step to show (the next one, or this one with
 * its errors, or the picker when the window went), the values as read, and the days when it is the picker.
 */
async function checkStep(values: BookingValues, step: 'details' | 'review', go: Go, form?: HTMLFormElement) {
  // The details form as the browser would send it, photos and all (multipart); the window step as JSON.
  const response = await fetch('/book', {
    method: 'POST',
    headers: form ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: form ? new FormData(form) : JSON.stringify({ ...values, step }),
  });
  const answer = (await response.json().catch(() => ({}))) as StepAnswer;
  if (!answer.step) throw new Error(`step answer ${response.status}`);
  const refused = response.status >= 400;
  go({
    step: answer.step,
    values: answer.values ?? values,
    errors: answer.errors ?? {},
    ...(answer.days ? { days: answer.days, today: answer.today, now: Date.now() } : {}),
    // Field errors are shown beside their fields; any other refusal says why (with the phone number).
    ...(refused && !answer.errors && !answer.photoError ? { formError: answer.error ?? unreachable } : {}),
    // The details step answers for the photos: kept (their pending upload), or why they were refused.
    ...(form ? { photos: answer.photos, photoError: answer.photoError } : {}),
  });
}

/** Step 2 again, fresh from the server, for the values given. */
async function backToWindows(values: BookingValues, go: Go) {
  const windows = await loadWindows(values, go);
  if (windows) go({ step: 'window', values, ...windows });
}

/**
 * The booking itself, from the review step: the form's own endpoint, asking for JSON (the same handler answers it
 * as it answers POST /api/bookings). Booked: on to the manage page; held: the e-mailed link to use; refused: back
 * to the step at fault, or the picker again when the window went.
 */
async function confirmBooking(values: BookingValues, photos: PhotosKept | undefined, go: Go) {
  const response = await fetch('/book', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ ...values, step: 'confirm', ...(photos ? { photoKey: photos.key } : {}) }),
  });
  const answer = (await response.json().catch(() => ({}))) as ApiAnswer;
  if (response.status === 201 && answer.manageUrl) {
    window.location.assign(`${answer.manageUrl}?booked=1`);
    return;
  }
  if (response.status === 202 && answer.status === 'held' && answer.window && answer.expiresAt) {
    const held: HeldInfo = {
      email: answer.email ?? values.email,
      window: answer.window,
      expiresAt: answer.expiresAt,
      alreadySent: answer.alreadySent === true,
    };
    return go({ step: 'review', values, held });
  }
  if (response.status === 400 && answer.errors) {
    return go({ step: earliestStepAtFault(answer.errors) ?? 'details', values, errors: answer.errors });
  }
  if (answer.alternatives) {
    // The window went (or never was): the picker again, fresh, with the reason on top.
    const windows = await loadWindows({ ...values, windowStart: '' }, go);
    if (windows) go({ step: 'window', values: { ...values, windowStart: '' }, ...windows, formError: answer.error });
    return;
  }
  if (response.status === 422 && !answer.alternatives) return go({ step: 'where', values, formError: answer.error });
  go({ step: 'review', values, formError: answer.error ?? unreachable });
}

/** The values a step's form sent, laid over the flow's: the window picked, and the text box's tick or its absence. */
function submittedValues(form: HTMLFormElement, state: BookFlowState): BookingValues {
  const sent = formValues(form);
  const values: BookingValues = { ...state.values };
  for (const key of Object.keys(values) as (keyof BookingValues)[]) if (key in sent) values[key] = sent[key]!;
  if (state.step === 'window') values.windowStart = sent.window ?? sent.windowStart ?? '';
  // An unticked box is not in the form's data: on its own step, absent means no.
  if (state.step === 'details') values.textConsent = sent.textConsent ?? '';
  return values;
}

/**
 * The four steps of /book on one page. The server renders this same component for whichever step a visitor
 * without JavaScript is on, every step a plain form; once hydrated, each submit is taken over: the windows come
 * from GET /api/availability, the booking goes to POST /book asking for JSON, and the visitor lands on the confirmation
 * (the manage page) only once booked. Focus moves to each step's heading; refusals go back to the step at
 * fault with the visitor's values in place.
 */
export default function BookFlow({ services, titles, ...initial }: BookFlowProps) {
  const hydrated = useHydrated();
  const [state, setState] = useState<BookFlowState>(initial);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!hydrated) return;
    document.title = titles[state.held ? 'review' : state.step];
  }, [hydrated, titles, state.step, state.held]);

  useEffect(() => {
    if (!moved.current) return;
    // After a refusal with field errors the summary takes focus; otherwise the new step's heading.
    const target = summaryRef.current ?? headingRef.current;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'start' });
  }, [state]);

  const go: Go = (next) => {
    moved.current = true;
    setState(
      (current) => ({ ...current, errors: {}, formError: undefined, photoError: undefined, ...next }) as BookFlowState,
    );
  };

  async function run(task: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await task();
    } catch {
      flushSync(() => setState((current) => ({ ...current, formError: unreachable })));
      headingRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = submittedValues(form, state);
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;

    // A window a link carried ("Next available") is the answer to step 2: the server checks it is still free
    // and goes on to the details, as it does for the same link without JavaScript.
    if (state.step === 'where' && values.windowStart) return void run(() => checkStep(values, 'details', go));
    if (state.step === 'where') return void run(() => backToWindows(values, go));
    // The window still free and the connection not at a limit before the details; the details' own rules (the
    // phone, the coupon) before the review.
    if (state.step === 'window') return void run(() => checkStep(values, 'details', go));
    if (state.step === 'details') return void run(() => checkStep(values, 'review', go, form));

    const choice = submitter?.value;
    if (choice === 'details') return go({ step: 'details', values });
    if (choice === 'window') return void run(() => backToWindows(values, go));
    void run(() => confirmBooking(values, state.photos, go));
  };

  const props: StepProps = {
    state,
    services,
    headingRef,
    summaryRef,
    busy,
    onSubmit: hydrated ? submit : undefined,
  };
  return (
    <div className="booking" data-step={state.held ? 'held' : state.step} data-enhanced={hydrated ? 'true' : undefined}>
      <BookingSteps current={state.step} />
      <div className="booking__card">
        {state.held ? (
          <HeldNotice held={state.held} headingRef={headingRef} />
        ) : (
          <>
            {state.step === 'where' && <WhereStep {...props} />}
            {state.step === 'window' && <WindowStep {...props} />}
            {state.step === 'details' && <DetailsStep {...props} />}
            {state.step === 'review' && <ReviewStep {...props} />}
          </>
        )}
      </div>
    </div>
  );
}
