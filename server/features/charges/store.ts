import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { bookingRules } from '../../../data/booking';
import type { ChargeTotals, Payment } from '../../../data/charges';
import { toStoredBooking, type StoredBooking } from '../booking';
import type { AppDatabase } from '../../kernel/db/database';
import { instant, lockRowsForUpdate, type Engine } from '../../kernel/db/engine';
import type { OfficeRoleName, ReceiptStatus, Tables, VisitChargesTable } from '../../kernel/db/schema';
import { pendingColumns } from '../../kernel/queue/kinds';
import { warrantyEndsOn } from '../booking';

/** A Done visit's price as recorded, and where its receipt is. */
export interface VisitCharge extends ChargeTotals {
  bookingId: string;
  workDone: string;
  parts: string;
  coupon: string;
  payment: Payment;
  /** YYYY-MM-DD, business zone. */
  warrantyEndsOn: string;
  recordedAt: string;
  recordedBy: string;
  updatedAt: string;
  updatedBy: string;
  corrections: number;
  receipt: { status: ReceiptStatus; queuedAt: string; sentAt: string; lastError: string };
  /**
   * The days (YYYY-MM-DD, business zone) of every visit of the job this visit belongs to, oldest first: the
   * receipt after a return visit covers the job. Empty for a visit in no job, or when not read.
   */
  jobVisits?: string[];
}

/** What the form sends, once checked and priced (routes/visit-price-record.tsx). */
export interface ChargeEntry {
  workDone: string;
  parts: string;
  coupon: string;
  payment: Payment;
  totals: ChargeTotals;
}

export type RecordOutcome =
  | { kind: 'recorded' | 'corrected'; charge: VisitCharge }
  /** A technician's second recording: only the office corrects a price. */
  | { kind: 'recorded-already' };

/** Who records a price, as visit_charges writes it. */
export interface ChargeActor {
  email: string;
  role: OfficeRoleName;
}

export interface VisitCharges {
  /** The visit's price, if recorded. */
  chargeOf(bookingId: string): Promise<VisitCharge | undefined>;
  /** The prices of these visits, by booking id (the customer's history, the CSV). */
  chargesOf(bookingIds: readonly string[]): Promise<Map<string, VisitCharge>>;
  /** Every recorded price, by booking id (the bookings CSV). */
  everyCharge(): Promise<Map<string, VisitCharge>>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

export function toVisitCharge(row: Selectable<VisitChargesTable>): VisitCharge {
  return {
    bookingId: row.booking_id,
    workDone: text(row.work_done),
    parts: text(row.parts),
    partsCents: Number(row.parts_cents),
    labourCents: Number(row.labour_cents),
    feeCents: Number(row.fee_cents),
    feeCreditCents: Number(row.fee_credit_cents),
    coupon: text(row.coupon),
    discountCents: Number(row.discount_cents),
    taxCents: Number(row.tax_cents ?? 0),
    totalCents: Number(row.total_cents),
    payment: row.payment,
    warrantyEndsOn: text(row.warranty_ends_on),
    recordedAt: instant(row.recorded_at),
    recordedBy: text(row.recorded_by),
    updatedAt: instant(row.updated_at),
    updatedBy: text(row.updated_by),
    corrections: Number(row.corrections) || 0,
    receipt: {
      status: row.receipt_status,
      queuedAt: instant(row.receipt_queued_at),
      sentAt: instant(row.receipt_sent_at),
      lastError: text(row.receipt_last_error),
    },
  };
}

/** visit_charges (migration 0015): the prices of Done visits, each row also its receipt's outbox entry. */
export function visitCharges(database: AppDatabase): VisitCharges {
  const { db } = database;
  return {
    async chargeOf(bookingId) {
      await database.ready();
      return chargeOf(db, bookingId);
    },

    async chargesOf(bookingIds) {
      if (bookingIds.length === 0) return new Map();
      await database.ready();
      const rows = await db
        .selectFrom('visit_charges')
        .selectAll()
        .where('booking_id', 'in', [...bookingIds])
        .execute();
      return new Map(rows.map((row) => [row.booking_id, toVisitCharge(row)]));
    },

    async everyCharge() {
      await database.ready();
      const rows = await db.selectFrom('visit_charges').selectAll().execute();
      return new Map(rows.map((row) => [row.booking_id, toVisitCharge(row)]));
    },
  };
}

/** The visit's price, if recorded, read through `db` (the database, or the transaction of a change). */
export async function chargeOf(db: Kysely<Tables>, bookingId: string): Promise<VisitCharge | undefined> {
  const row = await db.selectFrom('visit_charges').selectAll().where('booking_id', '=', bookingId).executeTakeFirst();
  return row && { ...toVisitCharge(row), jobVisits: await jobVisitDays(db, bookingId) };
}

const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: bookingRules.timeZone });

/**
 * The days of the visits of the job `bookingId` is a return visit of (docs/jobs.md), oldest first; none for a
 * visit in no job, or the job's first visit (its price is its own). Read from the kernel's tables: the jobs
 * feature comes after this one.
 */
export async function jobVisitDays(db: Kysely<Tables>, bookingId: string): Promise<string[]> {
  const job = await db
    .selectFrom('bookings')
    .innerJoin('jobs', 'jobs.id', 'bookings.job_id')
    .select(['jobs.id as id', 'jobs.first_booking_id as firstId'])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  if (!job || job.firstId === bookingId) return [];
  const visits = await db
    .selectFrom('bookings')
    .select('window_start')
    .where((eb) => eb.or([eb('job_id', '=', job.id), eb('id', '=', job.firstId)]))
    .where('status', '=', 'booked')
    .orderBy('window_start')
    .execute();
  return visits.map((visit) => dayOf.format(new Date(String(visit.window_start))));
}

/**
 * The visit a price is recorded for, read in the change's transaction and locked: of two recordings at once (a
 * double tap), the second sees the first. With the job it is a visit of (bookings.job_id), if any.
 */
export async function lockedVisit(
  trx: Transaction<Tables>,
  engine: Engine,
  reference: string,
): Promise<(StoredBooking & { jobId: string | null }) | undefined> {
  const row = await trx
    .selectFrom('bookings')
    .selectAll()
    .where('reference', '=', reference)
    .$if(lockRowsForUpdate(engine), (query) => query.forUpdate())
    .executeTakeFirst();
  return row && { ...toStoredBooking(row), jobId: row.job_id };
}

/**
 * Records the price of a Done visit (`doneAt` set), or (the office) corrects it, and queues the receipt in the
 * same transaction: a new receipt id each time, so the customer gets the corrected one.
 */
export async function recordCharge(
  trx: Transaction<Tables>,
  booking: StoredBooking & { doneAt: string },
  entry: ChargeEntry,
  actor: ChargeActor,
  now: Date,
): Promise<RecordOutcome> {
  const existing = await trx
    .selectFrom('visit_charges')
    .select('corrections')
    .where('booking_id', '=', booking.id)
    .executeTakeFirst();
  if (existing && actor.role === 'technician') return { kind: 'recorded-already' };
  const at = now.toISOString();
  const { totals } = entry;
  const addressed = Boolean(booking.email.trim());
  const values = {
    work_done: entry.workDone,
    parts: entry.parts,
    parts_cents: totals.partsCents,
    labour_cents: totals.labourCents,
    fee_cents: totals.feeCents,
    fee_credit_cents: totals.feeCreditCents,
    coupon: entry.coupon,
    discount_cents: totals.discountCents,
    tax_cents: totals.taxCents,
    total_cents: totals.totalCents,
    payment: entry.payment,
    warranty_ends_on: warrantyEndsOn(booking.doneAt),
    updated_at: at,
    updated_by: actor.email,
    // The receipt, queued anew: a new key, pending now (skipped without an address), any lease let go.
    receipt_id: randomUUID(),
    ...pendingColumns(at, 'receipt_'),
    ...(addressed
      ? {}
      : { receipt_status: 'skipped' as const, receipt_last_error: 'the booking has no e-mail address' }),
    receipt_attempts: 0,
    receipt_queued_at: addressed ? at : null,
  };
  if (existing) {
    await trx
      .updateTable('visit_charges')
      .set({ ...values, corrections: Number(existing.corrections) + 1 })
      .where('booking_id', '=', booking.id)
      .execute();
  } else {
    await trx
      .insertInto('visit_charges')
      .values({ booking_id: booking.id, ...values, recorded_at: at, recorded_by: actor.email })
      .execute();
  }
  const saved = await chargeOf(trx, booking.id);
  if (!saved) throw new Error(`the price of ${booking.reference} was written but cannot be read back`);
  return { kind: existing ? 'corrected' : 'recorded', charge: saved };
}
