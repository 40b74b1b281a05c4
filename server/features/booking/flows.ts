import express, { type Request, type RequestHandler, type Response } from 'express';
import type { ReactNode } from 'react';
import { bookingRules, type BookingFieldErrors, type BookingValues } from '../../../data/booking';
import { business } from '../../../data/business';
import type { Locale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { findService } from '../../../data/site/services';
import { lookupZip } from '../../../data/site/zip-lookup';
import { windowInWords, type DayChoice, type WindowChoice } from '../../../views/components/window-words';
import type { BookStep } from '../../../views/booking/types';
import { MAX_BODY_BYTES, requireBodyType } from '../../kernel/http/request-guards';
import { wantsJson } from '../../kernel/http/negotiate';
import { limiter, type RequestLimit } from '../../kernel/limits/rate-limit';
import type { Page } from '../../kernel/pages/page';
import type { TechnicianCardLookup } from '../team';
import type { AvailabilityAnswers } from './availability/availability-answers';
import type { LimitPeek } from './availability/limit-peek';
import { localDate } from '../../kernel/time-zone';
import { bookFlowPage, type BookPageState } from './book-page';
import type { BookingPhotos } from './photos';
import {
  bookingMessages,
  parseInstant,
  readBookingValues,
  windowOf,
  type BookingService,
  type ChangeOutcome,
} from './service';
import type { StoredBooking } from './store';
import type { WarrantyStateReader } from './warranty/state';

/**
 * Booking's public forms, from the request to the answer (decision 0021): the context each request is handed, how a
 * form answers (privately; a page through the app's pipeline or, when the request asks for it, JSON), the guards
 * before a handler (body, the one booking limit), the /book steps and the window choice, and booking and
 * rescheduling decided once, whoever asked (a new booking is decided by the service: decideBooking in service.ts). The
 * handlers themselves are in routes/, one named export per file.
 */

/** The business's number, given with every refusal that is not the visitor's typing to fix. */
export const phone = business.phone.display;

// ——— The context: what every booking handler needs of its app ———

/**
 * What every booking handler needs of its app: made once by the feature (index.ts) and handed to each request by
 * the first handler of every booking route, so the handlers themselves are plain exported functions that
 * `npm run routes` can name (the same pattern as the office's, server/office/context.ts).
 */
export interface BookingContext {
  service: BookingService;
  /** The clock the service reads; tests move it. */
  now: () => Date;
  /** Renders a page through the app's document pipeline (layout, head, assets). */
  render: (page: Page) => string;
  /** The public origin, for the manage link in full. */
  siteUrl: string;
  /** The office's address, the organizer of the invite "Add to calendar" serves (as the e-mailed one's). */
  officeEmail: string;
  /** What the manage page shows of the technician assigned: first name, bio, photo; never a contact detail. */
  technicianCard: TechnicianCardLookup;
  /** Whether this visitor is at a booking limit already, read without spending any (limit-peek.ts). */
  limitPeek: LimitPeek;
  /** The visitors' photos of the appliance (photos.ts). */
  photos: BookingPhotos;
  /** Where a Done visit's warranty stands, for the manage page's card (warranty/state.ts). */
  warrantyState: WarrantyStateReader;
  /** The availability API's answers, made once per reading of the database (availability-answers.ts). */
  availability: AvailabilityAnswers;
  /** Whether the visit's number replied STOP, so it gets no texts (visit-texts.ts's textsStopped). */
  textsStopped: (phone: string) => Promise<{ sender?: string } | undefined>;
  /** What later features show on the manage page (an estimate to approve): added at assembly, read per request. */
  manageSections: readonly ManageSection[];
}

/**
 * A part of the customer's manage page that a later feature brings (the estimates'): given the booking, its link's
 * token and the clock, what to show, or nothing. Booking knows no feature after it; each adds its own.
 */
export type ManageSection = (booking: StoredBooking, token: string, now: Date) => Promise<ReactNode>;

interface BookingLocals {
  bookingContext?: BookingContext;
  /** The language of the pages and answers: the path's (/es/book) or the booking's own (the manage page). */
  locale?: Locale;
}

/** A booking route's language, for the handlers after it: /es/book's answers are Spanish. */
export function speaking(locale: Locale): RequestHandler {
  return (_req, res, next) => {
    (res.locals as BookingLocals).locale = locale;
    next();
  };
}

/** The language this request is answered in (English unless a route or the booking said otherwise). */
export const localeOf = (res: Response): Locale => (res.locals as BookingLocals).locale ?? 'en';

/** Sets the language of the answer once the booking it is about is known (the manage page and its forms). */
export function answerIn(res: Response, locale: Locale): void {
  (res.locals as BookingLocals).locale = locale;
}

/** Whether a path is /book in one of its languages: the form whose steps are free and whose details take photos. */
export const isBookPath = (path: string) => path === '/book' || path === '/es/book';

/**
 * A refusal the service wrote in English (the catalog's words, as the API and the office read them), said in the
 * answer's language: the same key of the booking catalog, or, for a message of a value, the same function.
 */
export function spoken(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const english = messagesFor('en').booking as Record<string, unknown>;
  const translated = messagesFor(locale).booking as Record<string, unknown>;
  for (const [key, words] of Object.entries(english)) {
    if (words === message && typeof translated[key] === 'string') return translated[key];
  }
  // The two refusals that carry a value: a closed day's reason and a zip outside the area.
  for (const key of ['closed', 'outside'] as const) {
    const [before = '', after = ''] = messagesFor('en').booking[key]('\u0000').split('\u0000');
    if (message.startsWith(before) && message.endsWith(after) && message.length > before.length + after.length)
      return messagesFor(locale).booking[key](message.slice(before.length, message.length - after.length));
  }
  return message;
}

/** Every booking route's first handler: hands the request the feature's context, and changes nothing else. */
export function provideBooking(context: BookingContext): RequestHandler {
  return (_req, res, next) => {
    (res.locals as BookingLocals).bookingContext = context;
    next();
  };
}

/** The booking feature's context for this request; a handler mounted without provideBooking before it is a bug. */
export function bookingContext(res: Response): BookingContext {
  const context = (res.locals as BookingLocals).bookingContext;
  if (!context) throw new Error('a booking handler ran without provideBooking before it');
  return context;
}

// ——— How a booking form answers ———

/** Step 2 and later show live availability or a visitor's details: never cached anywhere, never indexed. */
export function privately(res: Response): void {
  res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
}

/** Answers with a booking page, private and rendered through the app's document pipeline. */
export function sendPage(res: Response, page: Page): void {
  privately(res);
  res
    .status(page.status ?? 200)
    .type('html')
    .send(bookingContext(res).render({ ...switchKeepingSteps(res, page), locale: page.locale ?? localeOf(res) }));
}

/**
 * A /book step reached by a link (its zip, appliance and window in the address): the language switch leads to the
 * same step in the other language (issue 41 item 2). A step answering a form's POST carries its state in the body,
 * so its switch leads to the other language's /book.
 */
function switchKeepingSteps(res: Response, page: Page): Page {
  const req = res.req;
  if (req.method !== 'GET' || !isBookPath(req.path) || page.head.languages) return page;
  const queryAt = req.originalUrl.indexOf('?');
  return {
    ...page,
    head: { ...page.head, languages: { en: '/book', es: '/es/book' } },
    ...(queryAt === -1 ? {} : { switchQuery: req.originalUrl.slice(queryAt + 1) }),
  };
}

/** The manage page: private, unindexed, and its link never sent to another site as a referrer. */
export function sendManage(res: Response, page: Page): void {
  res.set('Referrer-Policy', 'no-referrer');
  sendPage(res, page);
}

/** A private redirect after a form (303, so the browser GETs the page). */
export function seeOther(res: Response, url: string): void {
  privately(res);
  res.redirect(303, url);
}

/**
 * A step of /book: its page, or in JSON the step with the visitor's values as we read them, the windows to pick
 * from on step 2, and on a refusal its `error` (with the phone number unless the fields are at fault) and the
 * field `errors`.
 */
export function sendStep(res: Response, answer: BookPageState): void {
  const locale = localeOf(res);
  const state = { ...answer, locale, ...(answer.formError ? { formError: spoken(answer.formError, locale) } : {}) };
  if (!wantsJson(res.req)) return sendPage(res, bookFlowPage(state));
  const { step, values, errors, formError, days, today, photos, photoError, status = 200 } = state;
  const refused = status >= 400;
  privately(res);
  res.status(status).json({
    step,
    values,
    ...(days ? { days, today } : {}),
    // As the API: every refusal has its `error`, and all but field errors the phone number.
    ...(refused ? (formError ? { error: formError, phone } : { error: messagesFor(locale).booking.invalid }) : {}),
    ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
    ...(photos ? { photos } : {}),
    ...(photoError ? { photoError } : {}),
  });
}

/** A form field or query parameter as a string ('' when it is missing or not one). */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Every booking handler: its answers private and fresh (they name a visitor's booking or depend on the minute),
 * and a failure (the database gone) a 503 with the phone number, never a 500: in JSON `{ error, phone }`, as a
 * page the step again.
 */
export const guarded =
  (handle: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  async (req, res) => {
    privately(res);
    try {
      await handle(req, res);
    } catch (error) {
      req.log.error({ err: error }, 'booking request failed');
      if (res.headersSent) return;
      if (wantsJson(req)) {
        res.status(503).json({ error: spoken(bookingMessages.unavailable, localeOf(res)), phone });
        return;
      }
      const values = readBookingValues(req.body ?? req.query);
      const step: BookStep = req.method === 'POST' && values.name ? 'review' : 'where';
      sendPage(
        res,
        bookFlowPage({
          // The review step shows the window chosen: without a real one, step 1.
          step: parseInstant(values.windowStart) === undefined ? 'where' : step,
          values,
          errors: {},
          formError: spoken(bookingMessages.unavailable, localeOf(res)),
          status: 503,
          locale: localeOf(res),
        }),
      );
    }
  };

// ——— Before the handler: the body and the one booking limit ———

const body = { limit: MAX_BODY_BYTES };

/** A booking form's body: the browser's own form post, or JSON from the island or any client that asks for JSON. */
export const bookingBody: RequestHandler[] = [
  express.urlencoded({ extended: false, ...body }),
  express.json(body),
  // A multipart form is read by bookingPhotoUpload (/book's details step only); anywhere else it is refused here.
  (req, res, next) =>
    req.is('multipart/form-data') && isBookPath(req.path)
      ? next()
      : requireBodyType('application/x-www-form-urlencoded', 'application/json')(req, res, next),
];

/** Under /api/: JSON only (the app refuses any other body with 415 before this parser). */
export const apiBody: RequestHandler[] = [express.json(body)];

/**
 * The one booking limit's middleware, mounted on every route that books or changes a booking, whichever way in
 * (the /book form, /api/bookings, the manage page's forms): one instance, one budget in the database. Past it, 429:
 * `{ error, phone }` in JSON, the review step again on /book, plain text on the manage page's forms.
 */
export const bookingLimited = (limit: RequestLimit): RequestHandler =>
  limiter(limit, {
    // Moving between the steps of /book is free; booking and changing a booking count.
    skip: (req) => isBookPath(req.path) && text((req.body as Record<string, unknown> | undefined)?.step) !== 'confirm',
    handler: (req, res) => {
      privately(res);
      const tooMany = spoken(bookingMessages.tooMany, localeOf(res));
      if (wantsJson(req)) res.status(429).json({ error: tooMany, phone });
      else if (isBookPath(req.path)) {
        const values = readBookingValues(req.body);
        // The review step shows the window chosen; a request without a real one gets step 1 (the review would fail).
        const step = parseInstant(values.windowStart) === undefined ? 'where' : 'review';
        sendStep(res, { step, values, errors: {}, formError: bookingMessages.tooMany, status: 429 });
      } else res.status(429).type('text').send(tooMany);
    },
  });

// ——— The /book steps and the window choice ———

export const dayChoices = (days: Awaited<ReturnType<BookingService['days']>>): DayChoice[] =>
  days.map((day) => ({
    date: day.date,
    ...(day.closed ? { closed: day.closed } : {}),
    windows: day.windows.map(windowOf),
  }));

/** Today's date where the business is, for the picker. */
export const bookingToday = (res: Response): string =>
  localDate(bookingContext(res).now().getTime(), bookingRules.timeZone);

/** "… Nearest free windows: Tuesday, Nov 24, 10 am–12 pm; …" after a refusal that offers some. */
export function withAlternatives(
  message: string,
  alternatives: readonly WindowChoice[],
  locale: Locale = 'en',
): string {
  const said = spoken(message, locale);
  if (alternatives.length === 0) return said;
  const windows = alternatives.map((window) => windowInWords(window, locale)).join('; ');
  return `${said}${messagesFor(locale).booking.nearest(windows)}`;
}

/** Step 1 again, with why the zip or appliance was refused. */
export const whereStep = (res: Response, values: BookingValues, errors: BookingFieldErrors, formError?: string) =>
  sendStep(res, {
    step: 'where',
    values,
    errors,
    ...(formError ? { formError } : {}),
    status: formError ? 422 : 400,
  });

/** Step 2 with live windows; `chosen` is preselected when it is still free. */
export async function windowStep(res: Response, values: BookingValues, extra: Partial<BookPageState> = {}) {
  const days = dayChoices(await bookingContext(res).service.days());
  // The instant too, so today's day can offer the phone while the shop is open (views/booking/WindowPicker.tsx).
  const now = bookingContext(res).now().getTime();
  sendStep(res, { step: 'window', values, days, today: bookingToday(res), now, ...extra });
}

/** Whether the zip and appliance let the visitor past step 1; if not, step 1 has been answered. */
export function placeChecked(res: Response, values: BookingValues): boolean {
  const errors: BookingFieldErrors = {};
  const zip = lookupZip(values.zip);
  const words = messagesFor(localeOf(res)).booking;
  if (zip.kind === 'none') errors.zip = words.errorNoZip;
  else if (zip.kind === 'invalid') errors.zip = words.errorBadZip;
  if (!findService(values.service)) errors.service = words.errorBadService;
  if (Object.keys(errors).length > 0) {
    whereStep(res, values, errors);
    return false;
  }
  if (zip.kind === 'outside') {
    whereStep(res, values, {}, bookingMessages.outside(zip.zip));
    return false;
  }
  if (zip.kind !== 'none' && zip.kind !== 'invalid') values.zip = zip.zip;
  return true;
}

/**
 * The window if it can be booked now, or step 2 answered with why not (the visitor's values kept, and the photos
 * `kept` at the details step, so Continue brings all of it back to step 3).
 */
export async function windowChecked(
  res: Response,
  values: BookingValues,
  kept: Pick<BookPageState, 'photos'> = {},
): Promise<boolean> {
  const { service, now } = bookingContext(res);
  const start = parseInstant(values.windowStart);
  const offered = (await service.windows()).find((window) => Date.parse(window.start) === start);
  if (offered && offered.remaining > 0) {
    values.windowStart = offered.start;
    return true;
  }
  // Picked in time, then inside its notice while the details were typed: say so, rather than "not shown".
  const lapsed = start !== undefined && start < now().getTime() + bookingRules.noticeMinutes * 60_000;
  const words = messagesFor(localeOf(res)).booking;
  const error = offered ? words.windowFull : lapsed ? words.tooSoon : words.errorWindowShown;
  const alternatives = offered ? await service.alternatives(start) : [];
  await windowStep(res, values, {
    ...kept,
    status: offered ? 409 : 400,
    ...(offered
      ? { formError: withAlternatives(error, alternatives, localeOf(res)) }
      : { errors: { windowStart: error } }),
    values: { ...values, windowStart: alternatives[0]?.start ?? '' },
  });
  return false;
}

/**
 * Before the details are typed: a visitor whose connection is at a booking limit hears it now, with the phone
 * number, on the window step (429), rather than at Confirm after all the typing. Nothing is spent (limit-peek.ts).
 */
export async function limitChecked(req: Request, res: Response, values: BookingValues): Promise<boolean> {
  const { limitPeek, now } = bookingContext(res);
  const reached = await limitPeek(req, now());
  if (!reached) return true;
  await windowStep(res, values, { formError: reached, status: 429 });
  return false;
}

// ——— A reschedule decided once, whoever asked (a new booking: decideBooking in service.ts) ———

/** Whether the customer may still move or cancel it: booked, nobody on the way yet, and its window not started. */
export const changeable = (booking: StoredBooking, now: () => Date): boolean =>
  booking.status === 'booked' && booking.visitStatus === 'booked' && Date.parse(booking.windowStart) > now().getTime();

export type RescheduleDecision =
  | ChangeOutcome
  | { kind: 'no-window'; booking: StoredBooking }
  /** The visit's own window chosen again: nothing moves, nothing is sent. */
  | { kind: 'unchanged'; booking: StoredBooking };

/**
 * A reschedule: a booking that could still move but names no window is asked for one; a cancelled or started
 * booking says so even when the window is missing.
 */
export async function decideReschedule(
  service: BookingService,
  now: () => Date,
  token: string,
  start: number | undefined,
): Promise<RescheduleDecision> {
  const booking = await service.find(token);
  if (!booking) return { kind: 'not-found' };
  if (start === undefined && changeable(booking, now)) return { kind: 'no-window', booking };
  if (start === Date.parse(booking.windowStart) && changeable(booking, now)) return { kind: 'unchanged', booking };
  return service.reschedule(token, start ?? Number.NaN);
}
