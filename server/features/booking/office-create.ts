import type { Transaction } from 'kysely';
import { bookingLimits, bookingRules } from '../../../data/booking';
import { lookupZip } from '../../../data/site/zip-lookup';
import type { Tables } from '../../kernel/db/schema';
import { recordLeadStatusChange } from '../leads';
import { officeMessages, windowAt } from './office';
import type { CreateOutcome, ScheduleSource } from './service';
import type { BookingCaps, BookingStore, LimitKind } from './store';
import type { BookingRequest } from './validation';
import { availability, isoInZone, localDate, zonedInstant, type ArrivalWindow } from './availability/windows';

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

export interface NewVisitOptions {
  /** Book a full window or a closed day on purpose. */
  force: boolean;
  /** The office account making it. */
  by: string;
  /** The lead it is booked from: recorded on the booking, and the lead marked booked in the same transaction. */
  leadId?: string;
}

export interface OfficeNewVisits {
  create(request: BookingRequest, options: NewVisitOptions): Promise<CreateOutcome>;
}

export function officeNewVisits({
  store,
  schedule,
  now = () => new Date(),
}: {
  store: BookingStore;
  schedule: ScheduleSource;
  now?: () => Date;
}): OfficeNewVisits {
  const { timeZone } = bookingRules;

  /** The free windows visitors could book nearest to `start`, as a refused move offers. */
  const nearest = async (start: number, at: Date): Promise<ArrivalWindow[]> => {
    const [rules, booked] = await Promise.all([
      schedule.current(),
      store.takenBetween(at.getTime(), at.getTime() + (bookingRules.horizonDays + 1) * DAY),
    ]);
    return availability({ now: at, booked, capacity: rules.capacityOf, closedDays: rules.closedDays })
      .flatMap((day) => day.windows)
      .filter((slot) => slot.remaining > 0 && slot.startsAt !== start)
      .sort((a, b) => Math.abs(a.startsAt - start) - Math.abs(b.startsAt - start) || a.startsAt - b.startsAt)
      .slice(0, bookingLimits.alternatives)
      .sort((a, b) => a.startsAt - b.startsAt)
      .map(({ start: s, end, remaining }) => ({ start: s, end, remaining }));
  };

  const markLeadBooked = (leadId: string, by: string, at: Date) => async (trx: Transaction<Tables>) => {
    const lead = await trx.selectFrom('leads').select('status').where('id', '=', leadId).executeTakeFirst();
    await trx.updateTable('leads').set({ status: 'booked' }).where('id', '=', leadId).execute();
    // Booking the lead is reaching them: the reports' time to call back counts it (docs/reports.md).
    if (lead) await recordLeadStatusChange(trx, { leadId, at, by, from: lead.status, to: 'booked' });
  };

  return {
    async create(request, { force, by, leadId }) {
      const at = now();
      const start = request.windowStart;
      if (lookupZip(request.zip).kind === 'outside') return { kind: 'outside', zip: request.zip };
      const refuse = async (error: string): Promise<CreateOutcome> => ({
        kind: 'refused',
        error,
        alternatives: await nearest(start, at),
      });
      const window = windowAt(start);
      if (!window) return refuse(officeMessages.notAWindow);
      if (start <= at.getTime()) return refuse(officeMessages.started);
      const rules = await schedule.current();
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
      const created = await store.create(
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
          return { kind: 'full', error: newVisitMessages.full, alternatives: await nearest(start, at) };
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
