import express, { type Request, type RequestHandler, type Response } from 'express';
import { bookingRules } from '../../data/booking';
import { business } from '../../data/business';
import { findService } from '../../data/services';
import { lookupZip } from '../../data/zip-lookup';
import { MAX_BODY_BYTES } from '../http/request-guards';
import { limiter, type RequestLimit } from '../limits/rate-limit';
import {
  bookingMessages,
  heldInfo,
  manageUrl,
  windowOf,
  windowText,
  type ChangeOutcome,
  type BookingService,
} from './service';
import { newReference, newToken, type StoredBooking } from './store';
import { parseInstant, validateBooking, WINDOW_START_ERROR } from './validation';
import { isoInZone } from './windows';

export interface BookingOptions {
  service: BookingService;
  /** The clock the service reads; tests move it. */
  now?: () => Date;
  /** The booking requests (new, reschedule, cancel) one client may send, shared with the /book pages. */
  rateLimit: RequestLimit;
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
const MINUTE = 60_000;

export function bookingHandlers({
  service,
  now = () => new Date(),
  rateLimit: limit,
}: BookingOptions): BookingHandlers {
  const { timeZone } = bookingRules;

  const view = (booking: StoredBooking, token: string) => ({
    reference: booking.reference,
    status: booking.status,
    service: booking.service,
    zip: booking.zip,
    address: booking.address,
    ...windowText(booking),
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
    const serviceSlug = typeof query.service === 'string' ? query.service : '';
    const zip = lookupZip(zipInput);
    if (zip.kind === 'none' || zip.kind === 'invalid') {
      res.status(400).json({ error: bookingMessages.badZip, errors: { zip: bookingMessages.badZip } });
      return;
    }
    if (!findService(serviceSlug)) {
      res.status(400).json({ error: bookingMessages.badService, errors: { service: bookingMessages.badService } });
      return;
    }
    if (zip.kind === 'outside') {
      res.status(422).json({ error: bookingMessages.outside(zip.zip), phone });
      return;
    }
    // The closed days too, so a picker can say why a day has no windows.
    const days = await service.days();
    res.json({
      timeZone,
      windows: days.flatMap((day) => day.windows.map(windowOf)),
      closed: days.flatMap((day) => (day.closed ? [{ date: day.date, reason: day.closed }] : [])),
    });
  });

  const createRoute = jsonRoute(async (req, res) => {
    const result = validateBooking(req.body);
    if (result.kind === 'spam') {
      // A bot is told it booked the window it asked for, in a real answer's words, so it learns nothing; no place
      // is taken and nothing is stored. A zip outside the area is refused as it would be for anyone.
      const zip = lookupZip(result.booking.zip);
      if (zip.kind === 'outside') {
        res.status(422).json({ error: bookingMessages.outside(zip.zip), phone });
        return;
      }
      const start = result.booking.windowStart;
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
    const outcome = await service.create(result.booking, req.ip ?? '');
    switch (outcome.kind) {
      case 'outside':
        res.status(422).json({ error: bookingMessages.outside(outcome.zip), phone });
        return;
      case 'refused':
        res.status(422).json({ error: outcome.error, phone, alternatives: outcome.alternatives });
        return;
      case 'full':
        res.status(409).json({ error: outcome.error, phone, alternatives: outcome.alternatives });
        return;
      case 'limit':
        res.status(outcome.by === 'client' ? 429 : 409).json({ error: outcome.error, phone });
        return;
      case 'held': {
        // Accepted, not booked: the visitor confirms through the link e-mailed (the surge defence, surge.ts).
        const { message, ...held } = heldInfo(outcome);
        res.status(202).json({ status: 'held', message, ...held, phone });
        return;
      }
      case 'booked':
        res.status(201).json({
          reference: outcome.booking.reference,
          start: outcome.window.start,
          end: outcome.window.end,
          manageUrl: manageUrl(outcome.token),
        });
    }
  });

  const tokenOf = (req: Request) => String(req.params.token ?? '');

  /** The answer to a reschedule or cancel, whatever its outcome. */
  const changeAnswer = (res: Response, token: string, outcome: ChangeOutcome) => {
    switch (outcome.kind) {
      case 'not-found':
        res.status(404).json({ error: bookingMessages.notFound, phone });
        return;
      case 'started':
        res.status(422).json({ error: bookingMessages.started, phone });
        return;
      case 'cancelled':
        res.status(409).json({ error: bookingMessages.cancelled, phone });
        return;
      case 'refused':
        res.status(422).json({ error: outcome.error, phone, alternatives: outcome.alternatives });
        return;
      case 'full':
        res.status(409).json({ error: outcome.error, phone, alternatives: outcome.alternatives });
        return;
      case 'changed':
        res.json(view(outcome.booking, token));
    }
  };

  const viewRoute = jsonRoute(async (req, res) => {
    const booking = await service.find(tokenOf(req));
    if (!booking) res.status(404).json({ error: bookingMessages.notFound, phone });
    else res.json(view(booking, tokenOf(req)));
  });

  const rescheduleRoute = jsonRoute(async (req, res) => {
    const token = tokenOf(req);
    const booking = await service.find(token);
    if (!booking) {
      changeAnswer(res, token, { kind: 'not-found' });
      return;
    }
    const start = parseInstant((req.body as { windowStart?: unknown } | undefined)?.windowStart);
    // A cancelled or started booking says so even when the new window is missing.
    if (start === undefined && booking.status === 'booked' && Date.parse(booking.windowStart) > now().getTime()) {
      res.status(400).json({ error: bookingMessages.invalid, errors: { windowStart: WINDOW_START_ERROR } });
      return;
    }
    changeAnswer(res, token, await service.reschedule(token, start ?? Number.NaN));
  });

  const cancelRoute = jsonRoute(async (req, res) => {
    const token = tokenOf(req);
    changeAnswer(res, token, await service.cancel(token));
  });

  const limited = limiter(limit, {
    handler: (_req, res) => {
      res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
      res.status(429).json({ error: bookingMessages.tooMany, phone });
    },
  });
  const json = express.json({ limit: MAX_BODY_BYTES });

  return {
    availability: [availabilityRoute],
    create: [json, limited, createRoute],
    view: [viewRoute],
    reschedule: [json, limited, rescheduleRoute],
    cancel: [json, limited, cancelRoute],
  };
}
