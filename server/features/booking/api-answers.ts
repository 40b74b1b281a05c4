import type { Request, RequestHandler, Response } from 'express';
import { bookingRules } from '../../../data/booking';
import { lookupZip } from '../../../data/site/zip-lookup';
import { phone } from './flows';
import {
  bookingMessages,
  heldInfo,
  manageUrl,
  startedMessage,
  type BookingDecision,
  type ChangeOutcome,
} from './service';
import { windowText } from './store';
import { newReference, newToken, type StoredBooking } from './store';
import { isoInZone } from '../../kernel/time-zone';

/**
 * The booking forms' answers in JSON (docs/booking.md#the-api): what the handlers in server/features/booking/routes/ send
 * when a request asks for JSON, under /api/ or not, and the JSON-only reads (availability.ts, api-view.ts).
 */

/** The customer's booking as the API shows it. */
export const bookingView = (booking: StoredBooking, token: string) => ({
  reference: booking.reference,
  status: booking.status,
  service: booking.service,
  zip: booking.zip,
  address: booking.address,
  unit: booking.unit,
  town: booking.town,
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

export const tokenOf = (req: Request) => String(req.params.token ?? '');

/** Every answer is private and fresh, and a failure of the database is a 503 with the phone number, never a 500. */
export const jsonRoute =
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

/**
 * A window that cannot be had, booking or moving alike: 422 when it is not one to offer (past its notice, a closed
 * day), 409 when it filled; either way with the nearest free windows and the phone number.
 */
export function windowRefused(
  res: Response,
  outcome: { kind: 'refused' | 'full'; error: string; alternatives: unknown[] },
): void {
  res
    .status(outcome.kind === 'refused' ? 422 : 409)
    .json({ error: outcome.error, phone, alternatives: outcome.alternatives });
}

/** The answer to a reschedule or cancel, whatever its outcome. */
export function changeAnswer(res: Response, token: string, outcome: ChangeOutcome): void {
  switch (outcome.kind) {
    case 'not-found':
      res.status(404).json({ error: bookingMessages.notFound, phone });
      return;
    case 'started':
      res.status(422).json({ error: startedMessage(outcome.booking), phone });
      return;
    case 'cancelled':
      res.status(409).json({ error: bookingMessages.cancelled, phone });
      return;
    case 'refused':
    case 'full':
      windowRefused(res, outcome);
      return;
    case 'changed':
      res.json(bookingView(outcome.booking, token));
  }
}

const MINUTE = 60_000;

/** A new booking's answer: 201 booked, 202 held for an e-mailed confirmation, or why not. */
export function bookingAnswer(res: Response, decision: BookingDecision): void {
  if (decision.kind === 'spam') {
    // A bot is told it booked the window it asked for, in a real answer's words, so it learns nothing; no place
    // is taken and nothing is stored. A zip outside the area is refused as it would be for anyone.
    const zip = lookupZip(decision.request.zip);
    if (zip.kind === 'outside') {
      res.status(422).json({ error: bookingMessages.outside(zip.zip), phone });
      return;
    }
    const start = decision.request.windowStart;
    const { timeZone, windowMinutes } = bookingRules;
    res.status(201).json({
      reference: newReference(),
      start: isoInZone(start, timeZone),
      end: isoInZone(start + windowMinutes * MINUTE, timeZone),
      manageUrl: manageUrl(newToken()),
    });
    return;
  }
  if (decision.kind === 'invalid') {
    res.status(400).json({ error: bookingMessages.invalid, errors: decision.errors });
    return;
  }
  const { outcome } = decision;
  switch (outcome.kind) {
    case 'outside':
      res.status(422).json({ error: bookingMessages.outside(outcome.zip), phone });
      return;
    case 'refused':
    case 'full':
      windowRefused(res, outcome);
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
}
