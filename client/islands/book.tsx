import { useEffect, useRef, useState, type Dispatch, type FormEvent, type RefObject, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import type { BookingFieldErrors, BookingValues } from '../../data/booking';
import type { Locale } from '../../data/locale';
import { screenMessagesFor } from '../../data/messages/screens';
import { LocaleProvider } from '../../views/components/locale';
import { BookingSteps } from '../../views/booking/BookingSteps';
import { DetailsStep } from '../../views/booking/DetailsStep';
import { groupByDay, todayOf, type DayChoice, type WindowChoice } from '../../views/components/window-words';
import { HeldNotice, type HeldInfo } from '../../views/booking/HeldNotice';
import { ReviewStep } from '../../views/booking/ReviewStep';
import {
  earliestStepAtFault,
  type BookFlowState,
  bookPath,
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
  /** The page's language (the server's rendering and the island's words agree); English when absent. */
  locale?: Locale;
}

interface Availability {
  timeZone: string;
  today: string;
  todayEnds: string;
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

/** Why a step could not be checked, in the page's language. */
const unreachable = (locale: Locale) => screenMessagesFor(locale).booking.unreachable;

/** The form's fields as the visitor left them. */
function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

/** Moves the flow to a step with what it shows; the errors and messages of the step left are cleared. */
type Go = (next: Partial<BookFlowState> & { step: BookStep }) => void;

/** The windows for the zip and appliance (GET /api/availability), or back to step 1 with why there are none. */
async function loadWindows(values: BookingValues, go: Go, locale: Locale): Promise<Partial<BookFlowState> | undefined> {
  // The API speaks English: another language asks its own /book for step 2, which answers in its words.
  if (locale !== 'en') return windowStepOf(values, go, locale);
  const query = new URLSearchParams({ zip: values.zip, service: values.service });
  const response = await fetch(`/api/availability?${query.toString()}`, { headers: { Accept: 'application/json' } });
  const answer = (await response.json().catch(() => ({}))) as Availability & ApiAnswer;
  if (response.ok) {
    return { days: groupByDay(answer.windows, answer.closed), today: todayOf(answer), now: Date.now() };
  }
  if (response.status === 400 && answer.errors) go({ step: 'where', values, errors: answer.errors });
  else go({ step: 'where', values, formError: answer.error ?? unreachable(locale) });
  return undefined;
}

/** Step 2's days from the language's own form (POST /es/book, step=window), or step 1 with why not. */
async function windowStepOf(values: BookingValues, go: Go, locale: Locale) {
  const response = await fetch(bookPath(locale), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ ...values, step: 'window' }),
  });
  const answer = (await response.json().catch(() => ({}))) as StepAnswer;
  if (response.ok && answer.days) return { days: answer.days, today: answer.today, now: Date.now() };
  if (answer.errors) go({ step: 'where', values, errors: answer.errors });
  else go({ step: 'where', values, formError: answer.error ?? unreachable(locale) });
  return undefined;
}

/**
 * A step checked by the server before moving on, with the rules a visitor without JavaScript meets: POST /book
 * with the step's fields, asking for JSON. The answer names the step to show (the next one, or this one with
 * its errors, or the picker when the window went), the values as read, and the days when it is the picker.
 */
async function checkStep(
  values: BookingValues,
  step: 'details' | 'review',
  go: Go,
  locale: Locale,
  form?: HTMLFormElement,
) {
  // The details form as the browser would send it, photos and all (multipart); the window step as JSON.
  const response = await fetch(bookPath(locale), {
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
    ...(refused && !answer.errors && !answer.photoError ? { formError: answer.error ?? unreachable(locale) } : {}),
    // The details step answers for the photos: kept (their pending upload), or why they were refused.
    ...(form ? { photos: answer.photos, photoError: answer.photoError } : {}),
  });
}

/** Step 2 again, fresh from the server, for the values given. */
async function backToWindows(values: BookingValues, go: Go, locale: Locale) {
  const windows = await loadWindows(values, go, locale);
  if (windows) go({ step: 'window', values, ...windows });
}

/**
 * The booking itself, from the review step: the form's own endpoint, asking for JSON (the same handler answers it
 * as it answers POST /api/bookings). Booked: on to the manage page; held: the e-mailed link to use; refused: back
 * to the step at fault, or the picker again when the window went.
 */
async function confirmBooking(values: BookingValues, photos: PhotosKept | undefined, go: Go, locale: Locale) {
  const response = await fetch(bookPath(locale), {
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
    const windows = await loadWindows({ ...values, windowStart: '' }, go, locale);
    if (windows) go({ step: 'window', values: { ...values, windowStart: '' }, ...windows, formError: answer.error });
    return;
  }
  if (response.status === 422 && !answer.alternatives) return go({ step: 'where', values, formError: answer.error });
  go({ step: 'review', values, formError: answer.error ?? unreachable(locale) });
}

/**
 * A step's address, as the flow without JavaScript names it (docs/booking.md "Each step a URL"): step 2 is
 * /book?zip=…&service=…, step 3 adds &window=…; step 4 is step 3's address with step=review, which the server
 * answers with step 3 (the details travel only by POST) and the island turns back into the review from its history
 * entry. A reload therefore lands on the same step.
 */
export function stepUrl(step: BookStep, values: BookingValues, locale: Locale = 'en'): string {
  const query = new URLSearchParams();
  if (step !== 'where') query.set('zip', values.zip);
  if (values.service) query.set('service', values.service);
  if (values.coupon) query.set('coupon', values.coupon);
  if ((step === 'details' || step === 'review') && values.windowStart) query.set('window', values.windowStart);
  if (step === 'review') query.set('step', 'review');
  return `${bookPath(locale)}?${query.toString()}`;
}

/**
 * What a history entry of the flow keeps: its step, and what was typed, so Back, Forward and a reload show the step
 * with the values in place. It is the browser's own record of this tab, never part of the address, so the
 * personal details stay out of addresses and access logs as without JavaScript.
 */
interface StepEntry {
  bookStep: BookStep;
  values: BookingValues;
  photos?: PhotosKept | undefined;
}

const entryOf = (state: BookFlowState): StepEntry => ({
  bookStep: state.step,
  values: state.values,
  ...(state.photos ? { photos: state.photos } : {}),
});

const savedEntry = (value: unknown): StepEntry | undefined =>
  value && typeof value === 'object' && 'bookStep' in value && 'values' in value ? (value as StepEntry) : undefined;

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
 * Each step a history entry (docs/booking.md "Each step a URL"): a step the visitor moves to is pushed with its
 * address, Back and Forward show the entry's step with everything typed so far (sent or not), and a reload of step
 * 3 or 4 gets its step and values back from the entry. Returns a count that changes whenever the history, not the
 * visitor, drew a step, so the step's form is drawn afresh with the values kept.
 */
function useStepHistory(
  hydrated: boolean,
  state: BookFlowState,
  setState: Dispatch<SetStateAction<BookFlowState>>,
  card: RefObject<HTMLDivElement | null>,
  locale: Locale,
): number {
  const latest = useRef(state);
  // Whether the step now shown came from the history (Back, Forward, a reload), which only updates its own entry.
  const fromHistory = useRef(false);
  const shownStep = useRef<BookStep | undefined>(undefined);
  // A reload's step is being drawn from its entry: the entry is not to be written over with the server's step first.
  const restoring = useRef(false);
  const [drawn, setDrawn] = useState(0);

  useEffect(() => {
    if (!hydrated) return;
    // Before the entry is first written: a reload of step 3 or 4 finds its step and values there. The server drew
    // step 3 from the address (the window still free); the entry has what was typed, and which step it was.
    const saved = savedEntry(window.history.state);
    const server = latest.current;
    if (!saved || server.step !== 'details' || (saved.bookStep !== 'details' && saved.bookStep !== 'review')) return;
    restoring.current = true;
    setState((now) => ({
      ...now,
      step: saved.bookStep,
      values: { ...saved.values, windowStart: server.values.windowStart },
      ...(saved.photos ? { photos: saved.photos } : {}),
    }));
    setDrawn((count) => count + 1);
  }, [hydrated, setState]);

  useEffect(() => {
    latest.current = state;
    if (!hydrated || state.held) return;
    if (restoring.current) {
      restoring.current = false;
      return;
    }
    const entry = entryOf(state);
    if (shownStep.current === undefined || shownStep.current === state.step || fromHistory.current)
      window.history.replaceState(entry, '');
    else window.history.pushState(entry, '', stepUrl(state.step, state.values, locale));
    fromHistory.current = false;
    shownStep.current = state.step;
  }, [hydrated, state, locale]);

  useEffect(() => {
    if (!hydrated) return;
    const show = (next: Partial<BookFlowState>) => {
      fromHistory.current = true;
      setState((now) => ({
        ...now,
        errors: {},
        formError: undefined,
        photoError: undefined,
        held: undefined,
        ...next,
      }));
      setDrawn((count) => count + 1);
    };
    const onPopState = (event: PopStateEvent) => {
      const entry = savedEntry(event.state);
      if (!entry) return;
      const current = latest.current;
      // What was typed on the step being left, sent or not, goes along.
      const form = card.current?.querySelector('form');
      const values = form && !current.held ? submittedValues(form, current) : current.values;
      if (entry.bookStep !== 'window' || current.days) return show({ step: entry.bookStep, values });
      void loadWindows(values, show, locale).then((windows) => windows && show({ step: 'window', values, ...windows }));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [hydrated, setState, card, locale]);
  return drawn;
}

/**
 * The four steps of /book on one page. The server renders this same component for whichever step a visitor
 * without JavaScript is on, every step a plain form; once hydrated, each submit is taken over: the windows come
 * from GET /api/availability, the booking goes to POST /book asking for JSON, and the visitor lands on the confirmation
 * (the manage page) only once booked. Focus moves to each step's heading; refusals go back to the step at
 * fault with the visitor's values in place.
 */
export default function BookFlow({ services, titles, locale = 'en', ...initial }: BookFlowProps) {
  const hydrated = useHydrated();
  const [state, setState] = useState<BookFlowState>(initial);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const card = useRef<HTMLDivElement>(null);
  const drawn = useStepHistory(hydrated, state, setState, card, locale);

  useEffect(() => {
    if (!hydrated) return;
    document.title = titles[state.held ? 'review' : state.step];
  }, [hydrated, titles, state.step, state.held]);

  useEffect(() => {
    // A step the visitor moved to, or one the history drew again (Back, Forward).
    if (!moved.current && drawn === 0) return;
    // After a refusal with field errors the summary takes focus; otherwise the new step's heading.
    const target = summaryRef.current ?? headingRef.current;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'start' });
  }, [state, drawn]);

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
      flushSync(() => setState((current) => ({ ...current, formError: unreachable(locale) })));
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
    if (state.step === 'where' && values.windowStart) return void run(() => checkStep(values, 'details', go, locale));
    if (state.step === 'where') return void run(() => backToWindows(values, go, locale));
    // The window still free and the connection not at a limit before the details; the details' own rules (the
    // phone, the coupon) before the review.
    if (state.step === 'window') return void run(() => checkStep(values, 'details', go, locale));
    if (state.step === 'details') return void run(() => checkStep(values, 'review', go, locale, form));

    const choice = submitter?.value;
    if (choice === 'details') return go({ step: 'details', values });
    if (choice === 'window') return void run(() => backToWindows(values, go, locale));
    void run(() => confirmBooking(values, state.photos, go, locale));
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
    // The island hydrates on its own, outside the page's provider: its words come from the language it was handed.
    <LocaleProvider locale={locale}>
      <div
        className="booking"
        data-step={state.held ? 'held' : state.step}
        data-enhanced={hydrated ? 'true' : undefined}
      >
        <BookingSteps current={state.step} />
        <div className="booking__card" ref={card} key={drawn}>
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
    </LocaleProvider>
  );
}

/**
 * The fields each step lets the visitor change, as the step's form shows them only in their own controls. The
 * details step's coupon is left out: the line above the form prints the coupon the step was drawn with, and
 * hydration must find that same text (the form's own coupon field is what its submit sends, as always).
 */
const EDITED_ON: Record<BookStep, readonly (keyof BookingValues)[]> = {
  where: ['zip', 'service'],
  window: ['windowStart'],
  details: ['name', 'phone', 'email', 'address', 'unit', 'town', 'brand', 'model', 'problem', 'textConsent'],
  review: ['heardFrom', 'heardFromOther'],
};

/**
 * What the visitor typed or chose before the island woke (the registry's 'form' rule, decision 0065), laid over the
 * props the server wrote, so the flow's state starts from what is on screen: hydration keeps the controls as they
 * are, the defaults it writes (a textarea's) are the visitor's, and the first history entry holds them.
 */
export function propsFromForm(root: HTMLElement, props: BookFlowProps): BookFlowProps {
  const form = root.querySelector<HTMLFormElement>('form.booking__form');
  if (!form || props.held) return props;
  const sent = submittedValues(form, props);
  const values = { ...props.values };
  for (const field of EDITED_ON[props.step]) values[field] = sent[field];
  return { ...props, values };
}
