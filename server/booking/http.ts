import express, { type Request, type RequestHandler, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { bookingLimits, bookingRules, weekdayOf, windowStartsOn } from '../../data/booking';
import { business } from '../../data/business';
import { findService } from '../../data/services';
import { lookupZip } from '../../data/zip-lookup';
import { MAX_BODY_BYTES } from '../http/request-guards';
import { newReference, newToken, type BookingCaps, type BookingStore, type StoredBooking } from './store';
import { parseInstant, validateBooking, WINDOW_START_ERROR } from './validation';
import { availability, isoInZone, localDate, zonedInstant, type ArrivalWindow } from './windows';

export interface BookingOptions {
  store: BookingStore;
  /** The clock every rule reads; tests move it. */
  now?: () => Date;
  /** Booking requests (new, reschedule, cancel) one client may send per window (default 10 in 10 minutes). */
  rateLimit?: { limit: number; windowMs?: number };
}

/** The endpoints of the booking API, as the route table mounts them. */
export interface BookingHandlers {
  availability: RequestHandler[];
  create: RequestHandler[];
  view: RequestHandler[];
  reschedule: RequestHandler[];
  cancel: RequestHandler[];
}

const phone = business.phone.display;
const callUs = `call us at ${phone}`;
export const bookingMessages = {
  invalid: 'Please correct the highlighted fields and try again.',
  badZip: 'Please enter a five-digit zip code, like 20901.',
  badService: 'Please choose an appliance from the list.',
  outside: (zip: string) =>
    `Sorry, ${zip} is outside the area we serve, so we cannot book a visit there online. Please ${callUs}: we may still be able to help or recommend someone.`,
  full: `That window was just taken. Please pick another one, or ${callUs}.`,
  notAWindow: `That is not one of our arrival windows. Please pick one of the windows shown, or ${callUs}.`,
  tooSoon: `That window starts in less than ${bookingRules.noticeMinutes / 60} hours, too soon to book online. Please pick a later one, or ${callUs}.`,
  beyondHorizon: `We take online bookings up to ${bookingRules.horizonDays} days ahead. Please pick an earlier window, or ${callUs}.`,
  closed: (reason: string) => `${reason}, so there are no visits that day. Please pick another day, or ${callUs}.`,
  phoneLimit: `This phone number already has ${bookingLimits.liveBookingsPerPhone} upcoming visits booked. To add another, please ${callUs}.`,
  emailLimit: `This email address already has ${bookingLimits.liveBookingsPerEmail} upcoming visits booked. To add another, please ${callUs}.`,
  clientLimit: `We have received several bookings from your connection today. To book another visit, please ${callUs}.`,
  tooMany: `You have sent several booking requests in a short time. Please wait a few minutes, or ${callUs}.`,
  notFound: `We could not find that booking. The link may be mistyped or expired. Please ${callUs} and we will help.`,
  cancelled: `This booking was cancelled. To book a new visit, start again or ${callUs}.`,
  started: `This visit has already started or passed, so it can no longer be changed online. Please ${callUs}.`,
  unavailable: `Sorry, we could not reach our booking calendar just now. Please try again in a minute, or ${callUs}.`,
} as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Slot = ArrivalWindow & { startsAt: number };

/** Visits the window starting at `date`/`minutes` can take; the office will override it, until then the default. */
const capacityOf = (_date: string, _minutes: number) => bookingRules.capacity;

/** The manage link's path; the page behind it comes with the /book pages. */
export const manageUrl = (token: string) => `/booking/${token}`;

const windowOf = (slot: Slot): ArrivalWindow => ({ start: slot.start, end: slot.end, remaining: slot.remaining });

/** Why a window cannot be booked, or the window itself. */
type WindowCheck = { kind: 'ok'; slot: Slot } | { kind: 'refused'; error: string };

export function bookingHandlers({ store, now = () => new Date(), rateLimit: limits }: BookingOptions): BookingHandlers {
  const { timeZone } = bookingRules;

  const windowsWithPlaces = async (at: Date): Promise<Slot[]> => {
    const from = at.getTime();
    const booked = await store.takenBetween(from, from + (bookingRules.horizonDays + 1) * DAY);
    return availability({ now: at, booked, capacity: capacityOf }).flatMap((day) => day.windows);
  };

  /** The nearest free windows to `start`, in time order. */
  const alternatives = async (at: Date, start?: number): Promise<ArrivalWindow[]> => {
    const free = (await windowsWithPlaces(at)).filter((slot) => slot.remaining > 0 && slot.startsAt !== start);
    const target = start ?? at.getTime();
    return free
      .sort((a, b) => Math.abs(a.startsAt - target) - Math.abs(b.startsAt - target) || a.startsAt - b.startsAt)
      .slice(0, bookingLimits.alternatives)
      .sort((a, b) => a.startsAt - b.startsAt)
      .map(windowOf);
  };

  const checkWindow = (start: number, at: Date): WindowCheck => {
    const slot = availability({ now: at, booked: new Map(), capacity: capacityOf })
      .flatMap((day) => day.windows)
      .find((candidate) => candidate.startsAt === start);
    if (slot) return { kind: 'ok', slot };
    const date = localDate(start, timeZone);
    const closed = bookingRules.closedDays.find((day) => day.date === date);
    const minutes = windowStartsOn(weekdayOf(date)).find((m) => zonedInstant(date, m, timeZone) === start);
    if (minutes === undefined) return { kind: 'refused', error: bookingMessages.notAWindow };
    if (closed) return { kind: 'refused', error: bookingMessages.closed(closed.reason) };
    if (start < at.getTime() + bookingRules.noticeMinutes * MINUTE)
      return { kind: 'refused', error: bookingMessages.tooSoon };
    return { kind: 'refused', error: bookingMessages.beyondHorizon };
  };

  const caps = (at: Date, windowStart: number): BookingCaps => {
    const date = localDate(windowStart, timeZone);
    const local = Math.round((windowStart - zonedInstant(date, 0, timeZone)) / MINUTE);
    return {
      capacity: capacityOf(date, local),
      liveBookingsPerPhone: bookingLimits.liveBookingsPerPhone,
      liveBookingsPerEmail: bookingLimits.liveBookingsPerEmail,
      bookingsPerClientPerDay: bookingLimits.bookingsPerClientPerDay,
      dayStart: zonedInstant(localDate(at.getTime(), timeZone), 0, timeZone),
      linkLifetimeAfterVisit: bookingLimits.manageLinkDaysAfterVisit * DAY,
    };
  };

  const view = (booking: StoredBooking, token: string) => ({
    reference: booking.reference,
    status: booking.status,
    service: booking.service,
    zip: booking.zip,
    address: booking.address,
    start: isoInZone(Date.parse(booking.windowStart), timeZone),
    end: isoInZone(Date.parse(booking.windowEnd), timeZone),
    name: booking.name,
    phone: booking.phone,
    email: booking.email,
    brand: booking.brand,
    problem: booking.problem,
    coupon: booking.coupon,
    sequence: booking.sequence,
    manageUrl: manageUrl(token),
  });

  /** Every answer is private and fresh, and a failure of the database is a 503 with the phone number, never a 500. */
  const jsonRoute =
    (handle: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    async (req, res) => {
      // Answers name a visitor's booking or depend on the minute: never cached, never indexed.
      res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
      try {
        await handle(req, res);
      } catch (error) {
        req.log.error({ err: error }, 'booking request failed');
        if (!res.headersSent) res.status(503).json({ error: bookingMessages.unavailable, phone });
      }
    };

  const availabilityRoute = jsonRoute(async (req, res) => {
    const query = req.query as Record<string, unknown>;
    const zipInput = typeof query.zip === 'string' ? query.zip : '';
    const service = typeof query.service === 'string' ? query.service : '';
    const zip = lookupZip(zipInput);
    if (zip.kind === 'none' || zip.kind === 'invalid') {
      res.status(400).json({ error: bookingMessages.badZip, errors: { zip: bookingMessages.badZip } });
      return;
    }
    if (!findService(service)) {
      res.status(400).json({ error: bookingMessages.badService, errors: { service: bookingMessages.badService } });
      return;
    }
    if (zip.kind === 'outside') {
      res.status(422).json({ error: bookingMessages.outside(zip.zip), phone });
      return;
    }
    const windows = (await windowsWithPlaces(now())).map(windowOf);
    res.json({ timeZone, windows });
  });

  const createRoute = jsonRoute(async (req, res) => {
    const result = validateBooking(req.body);
    if (result.kind === 'spam') {
      // A bot is told it booked, so it learns nothing; no place is taken.
      const start = now().getTime();
      res.status(201).json({
        reference: newReference(),
        start: isoInZone(start, timeZone),
        end: isoInZone(start + bookingRules.windowMinutes * MINUTE, timeZone),
        manageUrl: manageUrl(newToken()),
      });
      return;
    }
    if (result.kind === 'invalid') {
      res.status(400).json({ error: bookingMessages.invalid, errors: result.errors });
      return;
    }
    const { booking } = result;
    const at = now();
    if (lookupZip(booking.zip).kind === 'outside') {
      res.status(422).json({ error: bookingMessages.outside(booking.zip), phone });
      return;
    }
    const check = checkWindow(booking.windowStart, at);
    if (check.kind === 'refused') {
      res.status(422).json({ error: check.error, phone, alternatives: await alternatives(at, booking.windowStart) });
      return;
    }
    const end = Date.parse(check.slot.end);
    const created = await store.create(
      { ...booking, windowEnd: end, clientAddress: req.ip ?? '' },
      caps(at, booking.windowStart),
      at,
    );
    if (created.kind === 'full') {
      res
        .status(409)
        .json({ error: bookingMessages.full, phone, alternatives: await alternatives(at, booking.windowStart) });
      return;
    }
    if (created.kind === 'limit') {
      if (created.by === 'client') res.status(429).json({ error: bookingMessages.clientLimit, phone });
      else
        res
          .status(409)
          .json({ error: created.by === 'phone' ? bookingMessages.phoneLimit : bookingMessages.emailLimit, phone });
      return;
    }
    res.status(201).json({
      reference: created.booking.reference,
      start: check.slot.start,
      end: check.slot.end,
      manageUrl: manageUrl(created.token),
    });
  });

  const tokenOf = (req: Request) => String(req.params.token ?? '');
  const notFound = (res: Response) => res.status(404).json({ error: bookingMessages.notFound, phone });

  const viewRoute = jsonRoute(async (req, res) => {
    const booking = await store.findByToken(tokenOf(req), now());
    if (!booking) notFound(res);
    else res.json(view(booking, tokenOf(req)));
  });

  /** The booking a change may touch, or the answer already sent. */
  const changeable = async (req: Request, res: Response, at: Date): Promise<StoredBooking | undefined> => {
    const booking = await store.findByToken(tokenOf(req), at);
    if (!booking) {
      notFound(res);
      return undefined;
    }
    if (booking.status === 'booked' && Date.parse(booking.windowStart) <= at.getTime()) {
      res.status(422).json({ error: bookingMessages.started, phone });
      return undefined;
    }
    return booking;
  };

  const rescheduleRoute = jsonRoute(async (req, res) => {
    const at = now();
    const token = tokenOf(req);
    const booking = await changeable(req, res, at);
    if (!booking) return;
    if (booking.status === 'cancelled') {
      res.status(409).json({ error: bookingMessages.cancelled, phone });
      return;
    }
    const start = parseInstant((req.body as { windowStart?: unknown } | undefined)?.windowStart);
    if (start === undefined) {
      res.status(400).json({ error: bookingMessages.invalid, errors: { windowStart: WINDOW_START_ERROR } });
      return;
    }
    const check = checkWindow(start, at);
    if (check.kind === 'refused') {
      res.status(422).json({ error: check.error, phone, alternatives: await alternatives(at, start) });
      return;
    }
    const result = await store.reschedule(
      token,
      { start, end: Date.parse(check.slot.end), capacity: caps(at, start).capacity },
      caps(at, start),
      at,
    );
    if (result.kind === 'not-found') notFound(res);
    else if (result.kind === 'cancelled') res.status(409).json({ error: bookingMessages.cancelled, phone });
    else if (result.kind === 'full')
      res.status(409).json({ error: bookingMessages.full, phone, alternatives: await alternatives(at, start) });
    else res.json(view(result.booking, token));
  });

  const cancelRoute = jsonRoute(async (req, res) => {
    const at = now();
    const token = tokenOf(req);
    const booking = await changeable(req, res, at);
    if (!booking) return;
    const result = await store.cancel(token, at);
    if (result.kind === 'not-found') notFound(res);
    // Cancelling twice is not an error: the visitor wants it cancelled, and it is.
    else res.json(view(result.booking, token));
  });

  const limiter = rateLimit({
    windowMs: limits?.windowMs ?? 10 * 60 * 1000,
    limit: limits?.limit ?? 10,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
      res.status(429).json({ error: bookingMessages.tooMany, phone });
    },
  });
  const json = express.json({ limit: MAX_BODY_BYTES });

  return {
    availability: [availabilityRoute],
    create: [json, limiter, createRoute],
    view: [viewRoute],
    reschedule: [json, limiter, rescheduleRoute],
    cancel: [json, limiter, cancelRoute],
  };
}
