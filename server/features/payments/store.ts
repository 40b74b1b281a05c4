import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatCents } from '../../../data/charges';
import type { AppDatabase } from '../../kernel/db/database';
import { instant, serializeOnKeys, type Engine } from '../../kernel/db/engine';
import type { PaymentMethod, PaymentRecordedVia, Tables } from '../../kernel/db/schema';
import type { SessionFacts } from './stripe-api';

/** What a visit's customer owes: the price recorded, less what was paid online. */
export interface VisitBalance {
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  /** How the office recorded it was paid: only an 'unpaid' visit is offered the pay link. */
  payment: PaymentMethod;
}

export interface StoredPayment {
  id: string;
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
    .executeTakeFirstOrThrow();
  const paidCents = Number(paid.cents);
  return {
    totalCents: charge.total_cents,
    paidCents,
    balanceCents: charge.total_cents - paidCents,
    payment: charge.payment,
  };
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
  const balance = await visitBalance(trx, bookingId);
  const flagged = !balance
    ? `no price was recorded for this visit when ${formatCents(facts.amountCents)} was paid`
    : balance.payment !== 'unpaid'
      ? `the visit was already marked paid (${balance.payment}) when ${formatCents(facts.amountCents)} was paid online`
      : facts.amountCents !== balance.balanceCents
        ? `${formatCents(facts.amountCents)} was paid but the balance was ${formatCents(balance.balanceCents)}`
        : null;
  const inserted = await trx
    .insertInto('payments')
    .values({
      id: randomUUID(),
      booking_id: bookingId,
      checkout_session_id: facts.sessionId,
      payment_intent_id: facts.paymentIntentId,
      amount_cents: facts.amountCents,
      currency: facts.currency,
      status: 'paid',
      card_last4: facts.cardLast4,
      paid_at: facts.paidAt.toISOString(),
      recorded_via: via,
      flagged,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('checkout_session_id').doNothing())
    .returning('id')
    .executeTakeFirst();
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
