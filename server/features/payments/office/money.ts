import { sql, type Kysely } from 'kysely';
import { business } from '../../../../data/business';
import { instant } from '../../../kernel/db/engine';
import type { Tables } from '../../../kernel/db/schema';
import { localDate } from '../../booking';
import { jobDepositsPaid } from '../store';

/** How money came in: online through Stripe, or recorded by hand on the price form. */
export const RECEIVED_METHODS = ['online', 'card', 'cash', 'check'] as const;
export type ReceivedMethod = (typeof RECEIVED_METHODS)[number];

export const receivedLabels: Record<ReceivedMethod, string> = {
  online: 'Card online',
  card: 'Card in person',
  cash: 'Cash',
  check: 'Check',
};

/** One sum received: an online payment, or a visit's price recorded as paid by hand. */
export interface Received {
  at: string;
  /** The business-zone day (YYYY-MM-DD) it came in. */
  day: string;
  method: ReceivedMethod;
  amountCents: number;
  reference: string;
  customer: string;
  cardLast4: string | null;
  flagged: string | null;
  /** An online payment's id while something of it is left to refund (none refunded or pending); else absent. */
  refundable?: string;
}

/** A visit priced, not paid, with something left to pay. */
export interface Owed {
  bookingId: string;
  reference: string;
  customer: string;
  phone: string;
  email: string;
  totalCents: number;
  balanceCents: number;
  /** When the price was recorded: what is owed since. */
  since: string;
  /** Whole business-zone days from that day to today. */
  daysOwed: number;
}

/** The instants of a period of business-zone days: from its first day's midnight to the midnight after its last. */
export interface Period {
  start: string;
  end: string;
}

const paidOnline = (db: Kysely<Tables>) =>
  db
    .selectFrom('payments')
    .select(['booking_id', (eb) => eb.fn.sum<number>('amount_cents').as('paid_cents')])
    // A deposit is paid toward the job's return visit, not toward the visit it was paid on.
    .where('estimate_id', 'is', null)
    .groupBy('booking_id');

/**
 * What came in during the period, newest first: each online payment on the day it was paid, and each visit paid by
 * hand on the day its price was last recorded or corrected (when the office marked it paid), for the part of its
 * total not paid online (a visit paid in full online is marked card by the payment itself, and is not counted
 * twice).
 */
export async function receivedIn(
  db: Kysely<Tables>,
  period: Period,
  method: ReceivedMethod | undefined,
): Promise<Received[]> {
  const online =
    method === undefined || method === 'online'
      ? await db
          .selectFrom('payments')
          .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
          .leftJoin(
            db
              .selectFrom('refunds')
              .select(['payment_id', (eb) => eb.fn.sum<number>('amount_cents').as('asked_cents')])
              .where('status', 'in', ['pending', 'succeeded'])
              .groupBy('payment_id')
              .as('asked'),
            'asked.payment_id',
            'payments.id',
          )
          .select([
            'payments.paid_at as at',
            'payments.amount_cents as amount_cents',
            'payments.card_last4 as card_last4',
            'payments.flagged as flagged',
            'payments.id as payment_id',
            'bookings.reference as reference',
            'bookings.name as customer',
            'asked.asked_cents as asked_cents',
          ])
          .where('payments.paid_at', '>=', period.start)
          .where('payments.paid_at', '<', period.end)
          .execute()
      : [];
  const byHand =
    method === 'online'
      ? []
      : await db
          .selectFrom('visit_charges')
          .innerJoin('bookings', 'bookings.id', 'visit_charges.booking_id')
          .leftJoin(paidOnline(db).as('online'), 'online.booking_id', 'visit_charges.booking_id')
          .leftJoin(jobDepositsPaid(db).as('deposit'), 'deposit.booking_id', 'visit_charges.booking_id')
          .select([
            'visit_charges.booking_id as booking_id',
            'visit_charges.updated_at as at',
            'visit_charges.total_cents as total_cents',
            'visit_charges.payment as payment',
            'online.paid_cents as paid_cents',
            'deposit.deposit_cents as deposit_cents',
            'bookings.reference as reference',
            'bookings.name as customer',
          ])
          .where('visit_charges.payment', 'in', method ? [method] : ['cash', 'card', 'check'])
          .where('visit_charges.updated_at', '>=', period.start)
          .where('visit_charges.updated_at', '<', period.end)
          .execute();
  const rows: Received[] = [
    ...online.map((row) => ({
      at: instant(row.at),
      method: 'online' as const,
      amountCents: row.amount_cents,
      reference: row.reference,
      customer: row.customer,
      cardLast4: row.card_last4,
      flagged: row.flagged,
      ...(row.amount_cents - Number(row.asked_cents ?? 0) > 0 ? { refundable: row.payment_id } : {}),
    })),
    ...byHand.flatMap((row) => {
      // A job's return visit paid by hand was paid its price less the job's deposit, counted already as online.
      const amountCents = row.total_cents - Number(row.paid_cents ?? 0) - Number(row.deposit_cents ?? 0);
      if (amountCents <= 0 || row.payment === 'unpaid') return [];
      return [
        {
          at: instant(row.at),
          method: row.payment,
          amountCents,
          reference: row.reference,
          customer: row.customer,
          cardLast4: null,
          flagged: null,
        },
      ];
    }),
  ].map((row) => ({ ...row, day: localDate(Date.parse(row.at), business.timeZone) }));
  return rows.sort((a, b) => b.at.localeCompare(a.at) || a.reference.localeCompare(b.reference));
}

/** The sum of each method, every method listed (0 where none came in), and the whole. */
export function totalsByMethod(rows: readonly Received[]) {
  const byMethod = Object.fromEntries(RECEIVED_METHODS.map((method) => [method, 0])) as Record<ReceivedMethod, number>;
  for (const row of rows) byMethod[row.method] += row.amountCents;
  return { byMethod, totalCents: rows.reduce((sum, row) => sum + row.amountCents, 0) };
}

/** Days between two business-zone days (YYYY-MM-DD), whole. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * Every visit priced as not paid yet with a balance left (its total less what was paid online and the job's
 * deposit), oldest first. A
 * cancelled booking's price is still owed: the price is only recorded once the visit was Done.
 */
export async function owedVisits(
  db: Kysely<Tables>,
  now: Date,
  page?: { limit: number; offset: number },
): Promise<Owed[]> {
  const balance = sql<number>`visit_charges.total_cents - coalesce(online.paid_cents, 0) - coalesce(deposit.deposit_cents, 0)`;
  const rows = await db
    .selectFrom('visit_charges')
    .innerJoin('bookings', 'bookings.id', 'visit_charges.booking_id')
    .leftJoin(paidOnline(db).as('online'), 'online.booking_id', 'visit_charges.booking_id')
    // A job's return visit is owed its price less the deposit paid on the job's estimate (paid on the first visit).
    .leftJoin(jobDepositsPaid(db).as('deposit'), 'deposit.booking_id', 'visit_charges.booking_id')
    .select([
      'bookings.id as booking_id',
      'bookings.reference as reference',
      'bookings.name as customer',
      'bookings.phone as phone',
      'bookings.email as email',
      'visit_charges.total_cents as total_cents',
      'visit_charges.recorded_at as recorded_at',
      'online.paid_cents as paid_cents',
      'deposit.deposit_cents as deposit_cents',
    ])
    .where('visit_charges.payment', '=', 'unpaid')
    // A page is cut in the database (Unpaid, 50 of 10,000 on the five-year seed): every row read whole and
    // rendered cost 830 ms of SQLite's CPU per request. The balance is the same sum owedSummary counts.
    .$if(page !== undefined, (query) => query.where(balance, '>', 0).limit(page!.limit).offset(page!.offset))
    .orderBy('visit_charges.recorded_at')
    .orderBy('bookings.reference')
    .execute();
  const today = localDate(now.getTime(), business.timeZone);
  return rows.flatMap((row) => {
    const balanceCents = row.total_cents - Number(row.paid_cents ?? 0) - Number(row.deposit_cents ?? 0);
    if (balanceCents <= 0) return [];
    const since = instant(row.recorded_at);
    return [
      {
        bookingId: row.booking_id,
        reference: row.reference,
        customer: row.customer,
        phone: row.phone,
        email: row.email,
        totalCents: row.total_cents,
        balanceCents,
        since,
        daysOwed: Math.max(0, daysBetween(localDate(Date.parse(since), business.timeZone), today)),
      },
    ];
  });
}

/** What is owed altogether, for Today: how many visits and how much. */
export async function owedSummary(db: Kysely<Tables>): Promise<{ count: number; totalCents: number }> {
  // Summed in the database, as owedVisits reckons each balance: Today needs two numbers, not every row.
  const balance = sql<number>`visit_charges.total_cents - coalesce(online.paid_cents, 0) - coalesce(deposit.deposit_cents, 0)`;
  const row = await db
    .selectFrom('visit_charges')
    .leftJoin(paidOnline(db).as('online'), 'online.booking_id', 'visit_charges.booking_id')
    .leftJoin(jobDepositsPaid(db).as('deposit'), 'deposit.booking_id', 'visit_charges.booking_id')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.sum<number | string>(balance).as('cents')])
    .where('visit_charges.payment', '=', 'unpaid')
    .where(balance, '>', 0)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), totalCents: Number(row.cents ?? 0) };
}
