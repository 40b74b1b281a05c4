import type { BookingFieldErrors, BookingValues } from '../../../data/booking';
import type { BookingService, ChangeOutcome, CreateOutcome } from './service';
import type { StoredBooking } from './store';
import { validateBooking, type BookingRequest } from './validation';

/**
 * Each booking form decided once, whoever asked: its one handler (routes/book-post.tsx, reschedule.tsx) calls
 * these, then answers the result as a page or as JSON (decision 0021).
 */

export type BookingDecision =
  /** The honeypot was filled: pretend, take no place, store nothing. */
  | { kind: 'spam'; request: BookingRequest }
  | { kind: 'invalid'; errors: BookingFieldErrors }
  /** Applied: what the service made of it, and the visitor's values spelled as we store them. */
  | { kind: 'applied'; outcome: CreateOutcome; values: BookingValues };

/** A new booking: validate, then book (or hold, or refuse). `emailOptional`: the office's phone-in form. */
export async function decideBooking(
  service: Pick<BookingService, 'create'>,
  body: unknown,
  client: string,
  { emailOptional = false } = {},
): Promise<BookingDecision> {
  const result = validateBooking(body, { emailOptional });
  if (result.kind === 'spam') return { kind: 'spam', request: result.booking };
  if (result.kind === 'invalid') return { kind: 'invalid', errors: result.errors };
  const outcome = await service.create(result.booking, client);
  // What the visitor meant, spelled as we store it (a coupon in capitals, the zip's five digits).
  return {
    kind: 'applied',
    outcome,
    values: { ...result.values, zip: result.booking.zip, coupon: result.booking.coupon },
  };
}

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
