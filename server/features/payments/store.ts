import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatCents } from '../../../data/charges';
import type { AppDatabase } from '../../kernel/db/database';
import { instant, serializeOnKeys, type Engine } from '../../kernel/db/engine';
import type { PaymentMethod, PaymentRecordedVia, Tables } from '../../kernel/db/schema';
import type { SessionFacts } from './stripe-api';

/** What a visit's customer owes: the price recorded, less what was paid online and the job's deposit paid. */
export interface VisitBalance {
  totalCents: number;
  paidCents: number;
  /** The deposit paid on the job's approved estimate, credited on its return visit's price; 0 for other visits. */
  depositCents: number;
  balanceCents: number;
  /** How the office recorded it was paid: only an 'unpaid' visit is offered the pay link. */
  payment: PaymentMethod;
}

export interface StoredPayment {
  id: string;
  /** The approved estimate whose deposit it paid; null for the visit's own payment. */
  estimateId: string | null;
  checkoutSessionId: string;
  amountCents: number;
  cardLast4: string | null;
  paidAt: string;
  recordedVia: PaymentRecordedVia;
  flagged: string | null;
}

export type RecordOutcome = 'recorded' | 'already' | 'not-paid' | 'not-ours';

export async function visitBalance(db: Kysely<Tables>, bookingId: string): Promise<VisitBalance | undefined> {
  const charge = await db
    .selectFrom('visit_charges')
    .select(['total_cents', 'payment'])
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  if (!charge) return undefined;
  const paid = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('booking_id', '=', bookingId)
    .where('estimate_id', 'is', null)
    .executeTakeFirstOrThrow();
  const paidCents = Number(paid.cents);
  const depositCents = await jobDepositPaid(db, bookingId);
  return {
    totalCents: charge.total_cents,
    paidCents,
    depositCents,
    balanceCents: charge.total_cents - paidCents - depositCents,
    payment: charge.payment,
  };
}

/**
 * The deposit paid on the approved estimate of the job `bookingId` is a return visit of: the job's final price is
 * the approved option's, so what was paid toward it at approval is credited there. 0 for the job's first visit
 * (its own price is the diagnosis) and for a visit in no job.
 */
export async function jobDepositPaid(db: Kysely<Tables>, bookingId: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('jobs', 'jobs.id', 'bookings.job_id')
    .innerJoin('payments', 'payments.estimate_id', 'jobs.estimate_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('payments.amount_cents'), eb.lit(0)).as('cents'))
    .where('bookings.id', '=', bookingId)
    .whereRef('jobs.first_booking_id', '<>', 'bookings.id')
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/**
 * jobDepositPaid for every return visit at once, as a table of (booking_id, deposit_cents) to join: the lists of
 * visits owed and paid read it in their one statement rather than one statement per visit (15,000 of them on
 * five years). Driven by the deposits paid, the few rows of payments with an estimate.
 */
export const jobDepositsPaid = (db: Kysely<Tables>) =>
  db
    .selectFrom('payments')
    // Cross joins, so SQLite (no statistics) keeps this order: with inner joins it walked all five years of
    // bookings in key order for the GROUP BY (510 ms of CPU per Today on the seed). PostgreSQL plans them as joins.
    .crossJoin('jobs')
    .crossJoin('bookings')
    .whereRef('jobs.estimate_id', '=', 'payments.estimate_id')
    .whereRef('bookings.job_id', '=', 'jobs.id')
    .where('payments.estimate_id', 'is not', null)
    .select(['bookings.id as booking_id', (eb) => eb.fn.sum<number>('payments.amount_cents').as('deposit_cents')])
    .whereRef('jobs.first_booking_id', '<>', 'bookings.id')
    .groupBy('bookings.id');

/** The payment of the deposit credited on `bookingId` (a job's return visit), if one was paid: its day and card. */
export async function jobDepositPayment(
  db: Kysely<Tables>,
  bookingId: string,
): Promise<{ paidAt: string; cardLast4: string | null } | undefined> {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('jobs', 'jobs.id', 'bookings.job_id')
    .innerJoin('payments', 'payments.estimate_id', 'jobs.estimate_id')
    .select(['payments.paid_at', 'payments.card_last4'])
    .where('bookings.id', '=', bookingId)
    .whereRef('jobs.first_booking_id', '<>', 'bookings.id')
    .orderBy('payments.paid_at', 'desc')
    .executeTakeFirst();
  return row && { paidAt: instant(row.paid_at), cardLast4: row.card_last4 };
}

/** An approved estimate's deposit: what the approval asked for, and what was paid toward it. */
export interface EstimateDeposit {
  estimateId: string;
  bookingId: string;
  askedCents: number;
  paidCents: number;
}

/** The deposits asked on this visit's approved estimates (at most one: one approval per visit's estimate). */
export async function depositsOfBooking(db: Kysely<Tables>, bookingId: string): Promise<EstimateDeposit[]> {
  const rows = await db
    .selectFrom('estimates')
    .select(['estimates.id', 'estimates.booking_id', 'estimates.deposit_cents'])
    .select((eb) =>
      eb
        .selectFrom('payments')
        .select((p) => p.fn.coalesce(p.fn.sum<number>('amount_cents'), p.lit(0)).as('paid'))
        .whereRef('payments.estimate_id', '=', 'estimates.id')
        .as('paid'),
    )
    .where('estimates.booking_id', '=', bookingId)
    .where('estimates.status', '=', 'approved')
    .where('estimates.deposit_cents', '>', 0)
    .orderBy('estimates.number')
    .execute();
  return rows.map((row) => ({
    estimateId: row.id,
    bookingId: row.booking_id,
    askedCents: Number(row.deposit_cents),
    paidCents: Number(row.paid ?? 0),
  }));
}

/** The deposit of one approved estimate of this visit, if one was asked. */
export async function depositOf(
  db: Kysely<Tables>,
  bookingId: string,
  estimateId: string,
): Promise<EstimateDeposit | undefined> {
  return (await depositsOfBooking(db, bookingId)).find((deposit) => deposit.estimateId === estimateId);
}

export async function paymentsOfBooking(db: Kysely<Tables>, bookingId: string): Promise<StoredPayment[]> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('paid_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    estimateId: row.estimate_id,
    checkoutSessionId: row.checkout_session_id,
    amountCents: row.amount_cents,
    cardLast4: row.card_last4,
    paidAt: instant(row.paid_at),
    recordedVia: row.recorded_via,
    flagged: row.flagged,
  }));
}

/**
 * THE way a payment is recorded, whichever way it was learnt (the customer's return, the webhook, the reconciler):
 * once per Checkout Session, on every server. Inside `trx`, the booking's payments are read and written one
 * transaction at a time (an advisory lock on PostgreSQL; SQLite's one writer), and the unique session id refuses
 * a second row whatever happens. A second learning only fills in what the first did not know (the intent, the
 * card). An amount that does not match the balance, or a visit already marked paid, is recorded and flagged for
 * the office, never ignored. A visit paid in full is marked paid by card in the same transaction.
 */
export async function recordPaymentIn(
  trx: Kysely<Tables>,
  engine: Engine,
  facts: SessionFacts,
  via: PaymentRecordedVia,
  now: Date,
): Promise<RecordOutcome> {
  if (!facts.paid) return 'not-paid';
  const bookingId = facts.bookingId;
  if (!bookingId) return 'not-ours';
  await serializeOnKeys(trx, engine, [`payments:${bookingId}`]);
  const booking = await trx.selectFrom('bookings').select('id').where('id', '=', bookingId).executeTakeFirst();
  if (!booking) return 'not-ours';
  const known = await trx
    .selectFrom('payments')
    .select(['id', 'payment_intent_id', 'card_last4'])
    .where('checkout_session_id', '=', facts.sessionId)
    .executeTakeFirst();
  if (known) {
    const fill = {
      ...(known.payment_intent_id === null && facts.paymentIntentId
        ? { payment_intent_id: facts.paymentIntentId }
        : {}),
      ...(known.card_last4 === null && facts.cardLast4 ? { card_last4: facts.cardLast4 } : {}),
    };
    if (Object.keys(fill).length > 0) await trx.updateTable('payments').set(fill).where('id', '=', known.id).execute();
    return 'already';
  }
  if (facts.estimateId) return recordDepositIn(trx, facts, via, now);
  const balance = await visitBalance(trx, bookingId);
  const flagged = !balance
    ? `no price was recorded for this visit when ${formatCents(facts.amountCents)} was paid`
    : balance.payment !== 'unpaid'
      ? `the visit was already marked paid (${balance.payment}) when ${formatCents(facts.amountCents)} was paid online`
      : facts.amountCents !== balance.balanceCents
        ? `${formatCents(facts.amountCents)} was paid but the balance was ${formatCents(balance.balanceCents)}`
        : null;
  const inserted = await insertPayment(trx, facts, { via, flagged, now });
  if (!inserted) return 'already';
  if (balance && balance.payment === 'unpaid' && balance.balanceCents - facts.amountCents <= 0) {
    await trx
      .updateTable('visit_charges')
      .set({ payment: 'card' })
      .where('booking_id', '=', bookingId)
      .where('payment', '=', 'unpaid')
      .execute();
  }
  return 'recorded';
}

/**
 * A deposit's payment, inside recordPaymentIn's lock and after its check that the session is new: tied to its
 * estimate, flagged when the estimate asked for another amount or its deposit was paid already; the visit's own
 * price is not touched (the deposit is credited on the job's return visit).
 */
async function recordDepositIn(
  trx: Kysely<Tables>,
  facts: SessionFacts,
  via: PaymentRecordedVia,
  now: Date,
): Promise<RecordOutcome> {
  const bookingId = facts.bookingId!;
  const deposit = await depositOf(trx, bookingId, facts.estimateId!);
  const estimate = await trx
    .selectFrom('estimates')
    .select('id')
    .where('id', '=', facts.estimateId!)
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  if (!estimate) return 'not-ours';
  const paid = formatCents(facts.amountCents);
  const flagged = !deposit
    ? `${paid} was paid as a deposit but the estimate asked for none`
    : deposit.paidCents > 0
      ? `the deposit was paid already when ${paid} was paid again`
      : facts.amountCents !== deposit.askedCents
        ? `${paid} was paid but the deposit asked was ${formatCents(deposit.askedCents)}`
        : null;
  const inserted = await insertPayment(trx, facts, { via, flagged, now, estimateId: estimate.id });
  return inserted ? 'recorded' : 'already';
}

/** recordPaymentIn in a transaction of its own. */
export async function recordPayment(
  database: AppDatabase,
  facts: SessionFacts,
  via: PaymentRecordedVia,
  now: Date,
): Promise<RecordOutcome> {
  if (!facts.paid || !facts.bookingId) return facts.paid ? 'not-ours' : 'not-paid';
  await database.ready();
  return database.db.transaction().execute((trx) => recordPaymentIn(trx, database.engine, facts, via, now));
}

/** Which of these sessions are recorded already, with their card known (nothing left to learn of them). */
export async function settledSessions(db: Kysely<Tables>, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('payments')
    .select('checkout_session_id')
    .where('checkout_session_id', 'in', sessionIds)
    .where('card_last4', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.checkout_session_id));
}

/**
 * Takes, or keeps, the named lease for `ms` if it is free, expired, or already this owner's: one server at a time
 * runs what it guards, and another takes over once a holder stops renewing it. One statement, on both engines.
 */
export async function takeLease(
  db: Kysely<Tables>,
  name: string,
  owner: string,
  now: Date,
  ms: number,
): Promise<boolean> {
  const at = now.toISOString();
  const row = await db
    .insertInto('payment_leases')
    .values({ name, owner, lease_until: new Date(now.getTime() + ms).toISOString() })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet((eb) => ({ owner: eb.ref('excluded.owner'), lease_until: eb.ref('excluded.lease_until') }))
        .where((eb) => eb.or([eb('payment_leases.lease_until', '<', at), eb('payment_leases.owner', '=', owner)])),
    )
    .returning('owner')
    .executeTakeFirst();
  return row?.owner === owner;
}

/** The payment's row, once per Checkout Session: undefined when the session was recorded already (by any server). */
function insertPayment(
  trx: Kysely<Tables>,
  facts: SessionFacts,
  row: { via: PaymentRecordedVia; flagged: string | null; now: Date; estimateId?: string },
) {
  return trx
    .insertInto('payments')
    .values({
      id: randomUUID(),
      booking_id: facts.bookingId!,
      ...(row.estimateId ? { estimate_id: row.estimateId } : {}),
      checkout_session_id: facts.sessionId,
      payment_intent_id: facts.paymentIntentId,
      amount_cents: facts.amountCents,
      currency: facts.currency,
      status: 'paid',
      card_last4: facts.cardLast4,
      paid_at: facts.paidAt.toISOString(),
      recorded_via: row.via,
      flagged: row.flagged,
      created_at: row.now.toISOString(),
    })
    .onConflict((oc) => oc.column('checkout_session_id').doNothing())
    .returning('id')
    .executeTakeFirst();
}
