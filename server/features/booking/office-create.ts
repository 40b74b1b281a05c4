import type { Transaction } from 'kysely';
import { bookingLimits, bookingRules } from '../../../data/booking';
import { lookupZip } from '../../../data/site/zip-lookup';
import type { Tables } from '../../kernel/db/schema';
import { recordLeadStatusChange } from '../leads';
import { officeMessages, windowAt } from './office';
import type { BookingRequest, CreateOutcome } from './service';
import { takenBetweenIn, type BookingCaps, type BookingStore, type LimitKind } from './store';
import type { Schedule } from './availability/schedule';
import { nearestFreeWindows } from './availability/free-windows';
import { isoInZone, localDate, zonedInstant } from '../../kernel/time-zone';

/**
 * A visit the office books for a customer on the phone (the New Visit screen, docs/office.md): the same fields,
 * windows, capacity, store and e-mails as a booking made online, with the office's rules for what it may choose
 * (docs/decisions/0023-phone-in-bookings.md):
 *
 * - any window that has not started, as for a move: the visitors' notice and horizon are for strangers;
 * - a full window or a closed day only with `force` (the office's "book over capacity on purpose");
 * - no public per-client limits: the connection is the shop's, so neither the per-connection daily count nor the
 *   surge's hold (a person heard the customer) applies; the request budget is the public routes' and never ran;
 * - the per-phone and per-e-mail limits of live visits stay: they catch one customer booked twice.
 */

/** What the office records as the client address of its bookings: never one a public daily count matches. */
export const OFFICE_CLIENT = 'office';

/** Within a 32-bit integer, as for an office move over capacity: PostgreSQL types the parameter after the column. */
const NO_LIMIT = 2_000_000_000;
const DAY = 24 * 60 * 60_000;

export const newVisitMessages = {
  outside: (zip: string) => `${zip} is outside the area we serve; a visit there cannot be booked.`,
  full: 'That window is full. Choose another, or book it anyway with "Book over capacity on purpose".',
  limit: (by: LimitKind) =>
    by === 'email'
      ? `This e-mail address already has ${bookingLimits.liveBookingsPerEmail} upcoming visits booked, the most one customer can have. Move or cancel one of them first.`
      : `This phone number already has ${bookingLimits.liveBookingsPerPhone} upcoming visits booked, the most one customer can have. Move or cancel one of them first.`,
} as const;

/** The lead a New Visit is booked from, as its transaction sees it: the form names it, the booking records it. */
export async function leadIn(trx: Transaction<Tables>, id: string): Promise<{ id: string; name: string } | undefined> {
  return trx.selectFrom('leads').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export interface NewVisitOptions {
  /** Book a full window or a closed day on purpose. */
  force: boolean;
  /** The office account making it. */
  by: string;
  /** The lead it is booked from: recorded on the booking, and the lead marked booked in the same transaction. */
  leadId?: string;
}

export interface OfficeNewVisits {
  /**
   * Decides and books it inside `trx`, the New Visit action's transaction (its activity line goes in it too): every
   * read through `trx`, and a refusal writes nothing. Call `committed()` once the transaction is.
   */
  create(trx: Transaction<Tables>, request: BookingRequest, options: NewVisitOptions): Promise<CreateOutcome>;
  /** After a booking's transaction committed: the outbox sends its e-mails now rather than at its next poll. */
  committed(): void;
}

export function officeNewVisits({
  store,
  schedule,
  now = () => new Date(),
  nudge = () => undefined,
}: {
  store: BookingStore;
  schedule: Pick<Schedule, 'rulesIn'>;
  now?: () => Date;
  /** Wakes the booking e-mails' outbox. */
  nudge?: () => void;
}): OfficeNewVisits {
  const { timeZone } = bookingRules;

  const markLeadBooked = (leadId: string, by: string, at: Date) => async (trx: Transaction<Tables>) => {
    const lead = await trx.selectFrom('leads').select('status').where('id', '=', leadId).executeTakeFirst();
    await trx.updateTable('leads').set({ status: 'booked' }).where('id', '=', leadId).execute();
    // Booking the lead is reaching them: the reports' time to call back counts it (docs/reports.md).
    if (lead) await recordLeadStatusChange(trx, { leadId, at, by, from: lead.status, to: 'booked' });
  };

  return {
    committed: nudge,

    async create(trx, request, { force, by, leadId }) {
      const at = now();
      const start = request.windowStart;
      if (lookupZip(request.zip).kind === 'outside') return { kind: 'outside', zip: request.zip };
      const rules = await schedule.rulesIn(trx);
      /** The free windows visitors could book nearest to `start`, as a refused move offers. */
      const nearest = () =>
        nearestFreeWindows({ takenBetween: (from, to) => takenBetweenIn(trx, from, to) }, rules, at, start);
      const refuse = async (error: string): Promise<CreateOutcome> => ({
        kind: 'refused',
        error,
        alternatives: await nearest(),
      });
      const window = windowAt(start);
      if (!window) return refuse(officeMessages.notAWindow);
      if (start <= at.getTime()) return refuse(officeMessages.started);
      const closed = rules.closedDays.find((day) => day.date === window.date)?.reason;
      if (closed && !force) return refuse(`${closed}: that day is closed to bookings. Book it there only on purpose.`);
      const capacity = rules.capacityOf(window.date, window.startMinutes);
      const caps: BookingCaps = {
        capacity: force ? NO_LIMIT : capacity,
        liveBookingsPerPhone: bookingLimits.liveBookingsPerPhone,
        liveBookingsPerEmail: bookingLimits.liveBookingsPerEmail,
        bookingsPerClientPerDay: NO_LIMIT,
        dayStart: zonedInstant(localDate(at.getTime(), timeZone), 0, timeZone),
        linkLifetimeAfterVisit: bookingLimits.manageLinkDaysAfterVisit * DAY,
      };
      const created = await store.createIn(
        trx,
        { ...request, windowEnd: window.end, clientAddress: OFFICE_CLIENT },
        caps,
        at,
        {
          office: {
            source: leadId ? 'lead' : 'office',
            by,
            ...(leadId ? { leadId, alsoIn: markLeadBooked(leadId, by, at) } : {}),
          },
        },
      );
      switch (created.kind) {
        case 'full':
          return { kind: 'full', error: newVisitMessages.full, alternatives: await nearest() };
        case 'limit':
          return { kind: 'limit', by: created.by, error: newVisitMessages.limit(created.by) };
        case 'held':
          // The store never sends an office booking through the surge gate.
          throw new Error('an office booking was held');
        case 'booked':
          return {
            kind: 'booked',
            booking: created.booking,
            token: created.token,
            window: {
              start: isoInZone(start, timeZone),
              end: isoInZone(window.end, timeZone),
              remaining: Math.max(0, capacity - 1),
            },
          };
      }
    },
  };
}
