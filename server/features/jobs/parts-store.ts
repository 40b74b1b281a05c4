import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { bookingRules } from '../../../data/booking';
import { oneLine } from '../../../data/text';
import { visitStatusLabels, type VisitStatus } from '../../../data/visit-status';
import { instant, lockRowsForUpdate, type Engine } from '../../kernel/db/engine';
import type { Tables } from '../../kernel/db/schema';
import { localDate, mintManageLink, toStoredBooking, type StoredBooking } from '../booking';

/** How long the parts-in message's link opens the customer's page: time enough to book the visit to fit the part. */
const PARTS_IN_LINK_DAYS = 120;

/** A part as the screens show it. Days are the business zone's YYYY-MM-DD. */
export interface JobPart {
  id: string;
  jobId: string;
  partNumber: string;
  description: string;
  supplier: string;
  costCents: number;
  orderedOn: string;
  expectedOn: string;
  arrivedAt: string | null;
  arrivedBy: string | null;
}

/** The job a visit belongs to, with its first visit (the diagnosis, whose status waits on the parts). */
export interface VisitJob {
  id: string;
  firstBookingId: string;
  partsInAt: string | null;
  /** The approved estimate's number on its visit (E-{reference}-{n}). */
  estimateNumber: number;
}

/** Who does something: the signed-in office account. */
export interface PartActor {
  id: string;
  email: string;
}

/** Today's day in the business's zone. */
export const businessToday = (now: Date) => localDate(now.getTime(), bookingRules.timeZone);

const toPart = (row: {
  id: string;
  job_id: string;
  part_number: string;
  description: string;
  supplier: string;
  cost_cents: unknown;
  ordered_on: string;
  expected_on: string;
  arrived_at: unknown;
  arrived_by: string | null;
}): JobPart => ({
  id: row.id,
  jobId: row.job_id,
  partNumber: row.part_number,
  description: row.description,
  supplier: row.supplier,
  costCents: Number(row.cost_cents),
  orderedOn: row.ordered_on,
  expectedOn: row.expected_on,
  arrivedAt: row.arrived_at == null ? null : instant(row.arrived_at),
  arrivedBy: row.arrived_by,
});

/** The visit a route's :reference names, and the job it belongs to (none before an estimate on it is approved). */
export async function visitAndJob(
  db: Kysely<Tables>,
  reference: string,
): Promise<{ booking: StoredBooking; job: VisitJob | undefined } | undefined> {
  const row = await db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirst();
  if (!row) return undefined;
  const booking = toStoredBooking(row);
  const job = row.job_id
    ? await db
        .selectFrom('jobs')
        .innerJoin('estimates', 'estimates.id', 'jobs.estimate_id')
        .select(['jobs.id', 'jobs.first_booking_id', 'jobs.parts_in_at', 'estimates.number'])
        .where('jobs.id', '=', row.job_id)
        .executeTakeFirst()
    : undefined;
  return {
    booking,
    job: job && {
      id: job.id,
      firstBookingId: job.first_booking_id,
      partsInAt: job.parts_in_at == null ? null : instant(job.parts_in_at),
      estimateNumber: Number(job.number),
    },
  };
}

/** A job's parts, in the order they were recorded. */
export async function partsOfJob(db: Kysely<Tables>, jobId: string): Promise<JobPart[]> {
  const rows = await db
    .selectFrom('job_parts')
    .selectAll()
    .where('job_id', '=', jobId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toPart);
}

/** A part to record, as the form gave it (cost in cents, days YYYY-MM-DD). */
export interface NewPart {
  partNumber: string;
  description: string;
  supplier: string;
  costCents: number;
  orderedOn: string;
  expectedOn: string;
}

export type RecordOutcome =
  | { kind: 'recorded'; part: JobPart; moved: boolean }
  | { kind: 'visit-not-ready'; status: VisitStatus | 'cancelled' }
  | { kind: 'before-day'; day: string };

/**
 * Records a part on a job and, in the same transaction, sets the job's first visit Waiting for Parts (with its
 * booking_events line, as dispatch records a status): from Arrived or Done only, on or after the visit's day. A
 * visit not yet begun, cancelled or a no-show is refused and nothing is written. A part recorded after the last one
 * came in puts the job back to waiting (its parts are not all in).
 */
export async function recordPart(
  trx: Transaction<Tables>,
  engine: Engine,
  job: VisitJob,
  part: NewPart,
  actor: PartActor,
  now: Date,
): Promise<RecordOutcome> {
  const row = await trx
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', job.firstBookingId)
    .$if(lockRowsForUpdate(engine), (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  const first = toStoredBooking(row);
  const from = first.visitStatus;
  if (first.status !== 'booked') return { kind: 'visit-not-ready', status: 'cancelled' };
  if (from !== 'arrived' && from !== 'done' && from !== 'waiting-for-parts')
    return { kind: 'visit-not-ready', status: from };
  const day = localDate(Date.parse(first.windowStart), bookingRules.timeZone);
  if (businessToday(now) < day) return { kind: 'before-day', day };
  const at = now.toISOString();
  const stored = {
    id: randomUUID(),
    job_id: job.id,
    part_number: part.partNumber,
    description: part.description,
    supplier: part.supplier,
    cost_cents: part.costCents,
    ordered_on: part.orderedOn,
    expected_on: part.expectedOn,
    arrived_at: null,
    arrived_by: null,
    created_at: at,
    created_by: actor.email,
  };
  await trx.insertInto('job_parts').values(stored).execute();
  await trx.updateTable('jobs').set({ parts_in_at: null }).where('id', '=', job.id).execute();
  const moved = from !== 'waiting-for-parts';
  if (moved) {
    await trx
      .updateTable('bookings')
      .set({ visit_status: 'waiting-for-parts', updated_at: at })
      .where('id', '=', first.id)
      .execute();
    await trx
      .insertInto('booking_events')
      .values({
        id: randomUUID(),
        booking_id: first.id,
        at,
        kind: 'status',
        actor_id: actor.id,
        actor_email: actor.email,
        from_value: from,
        to_value: 'waiting-for-parts',
      })
      .execute();
    // An ended visit is told nothing more (as dispatch does for Done): a reminder still waiting is dropped.
    await trx
      .updateTable('booking_emails')
      .set({
        status: 'skipped',
        manage_token: null,
        last_error: `the visit was marked ${visitStatusLabels['waiting-for-parts']}`,
      })
      .where('booking_id', '=', first.id)
      .where('status', '=', 'pending')
      .where('kind', '=', 'customer-reminder')
      .execute();
  }
  return { kind: 'recorded', part: toPart(stored), moved };
}

/** A part on the Parts screen: the part, its customer and the visit it was ordered on. */
export interface ListedPart extends JobPart {
  reference: string;
  customer: string;
}

const listedColumns = [
  'job_parts.id',
  'job_parts.job_id',
  'job_parts.part_number',
  'job_parts.description',
  'job_parts.supplier',
  'job_parts.cost_cents',
  'job_parts.ordered_on',
  'job_parts.expected_on',
  'job_parts.arrived_at',
  'job_parts.arrived_by',
  'bookings.reference',
  'bookings.name',
] as const;

/** How far back the Parts screen lists the parts that came in. */
const ARRIVED_SHOWN_DAYS = 14;
/** The most parts one list shows: a shop has tens on order, never thousands. */
const LIST_LIMIT = 500;

/**
 * The Parts screen's two lists, each one query (the customer and the visit joined in): the parts not yet in by
 * expected day (the job_parts_waiting index: arrived_at null, then expected_on), so the late ones come first; and
 * those marked in over the last 14 days, newest first. A technician's lists hold only their own visits' jobs.
 */
export async function partsLists(
  db: Kysely<Tables>,
  now: Date,
  technicianId: string | undefined,
): Promise<{ waiting: ListedPart[]; arrived: ListedPart[] }> {
  const base = () =>
    db
      .selectFrom('job_parts')
      .innerJoin('jobs', 'jobs.id', 'job_parts.job_id')
      .innerJoin('bookings', 'bookings.id', 'jobs.first_booking_id')
      .select(listedColumns)
      .$if(technicianId !== undefined, (query) => query.where('bookings.technician_id', '=', technicianId!));
  const since = new Date(now.getTime() - ARRIVED_SHOWN_DAYS * 86_400_000).toISOString();
  const [waiting, arrived] = await Promise.all([
    base()
      .where('job_parts.arrived_at', 'is', null)
      .orderBy('job_parts.arrived_at')
      .orderBy('job_parts.expected_on')
      .orderBy('job_parts.id')
      .limit(LIST_LIMIT)
      .execute(),
    base()
      .where('job_parts.arrived_at', '>=', since)
      .orderBy('job_parts.arrived_at', 'desc')
      .limit(LIST_LIMIT)
      .execute(),
  ]);
  const listed = (row: (typeof waiting)[number]): ListedPart => ({
    ...toPart(row),
    reference: row.reference,
    customer: oneLine(row.name),
  });
  return { waiting: waiting.map(listed), arrived: arrived.map(listed) };
}

/** The part a Part Arrived form names, with the technician of its job's first visit (the route's policy). */
export async function partOwner(
  db: Kysely<Tables>,
  partId: string,
): Promise<{ technicianId: string | null } | undefined> {
  return db
    .selectFrom('job_parts')
    .innerJoin('jobs', 'jobs.id', 'job_parts.job_id')
    .innerJoin('bookings', 'bookings.id', 'jobs.first_booking_id')
    .select('bookings.technician_id as technicianId')
    .where('job_parts.id', '=', partId)
    .executeTakeFirst();
}

export type ArrivedOutcome =
  | { kind: 'not-found' }
  | { kind: 'in-already'; part: JobPart }
  | {
      kind: 'arrived';
      part: JobPart;
      booking: StoredBooking;
      /** Set when this was the job's last part out: the customer's new link, and how many parts the job has. */
      allIn: { token: string; parts: number } | undefined;
    };

/**
 * Marks a part in. The job's row is locked first, so of two parts of one job marked in at once the second reads the
 * first's change: exactly one of them finds every part in. That one sets jobs.parts_in_at, mints the customer's
 * link (purpose 'return-visit') and queues the parts-in e-mail, all in the caller's transaction.
 */
export async function markPartArrived(
  trx: Transaction<Tables>,
  engine: Engine,
  partId: string,
  actor: PartActor,
  now: Date,
): Promise<ArrivedOutcome> {
  const found = await trx.selectFrom('job_parts').select('job_id').where('id', '=', partId).executeTakeFirst();
  if (!found) return { kind: 'not-found' };
  const job = await trx
    .selectFrom('jobs')
    .select(['id', 'first_booking_id', 'parts_in_at'])
    .where('id', '=', found.job_id)
    .$if(lockRowsForUpdate(engine), (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  const at = now.toISOString();
  const changed = await trx
    .updateTable('job_parts')
    .set({ arrived_at: at, arrived_by: actor.email })
    .where('id', '=', partId)
    .where('arrived_at', 'is', null)
    .executeTakeFirst();
  const part = toPart(await trx.selectFrom('job_parts').selectAll().where('id', '=', partId).executeTakeFirstOrThrow());
  if (changed.numUpdatedRows !== 1n) return { kind: 'in-already', part };
  const booking = toStoredBooking(
    await trx.selectFrom('bookings').selectAll().where('id', '=', job.first_booking_id).executeTakeFirstOrThrow(),
  );
  const out = await trx
    .selectFrom('job_parts')
    .select('id')
    .where('job_id', '=', job.id)
    .where('arrived_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  if (out || job.parts_in_at != null) return { kind: 'arrived', part, booking, allIn: undefined };
  await trx.updateTable('jobs').set({ parts_in_at: at }).where('id', '=', job.id).execute();
  const token = await mintManageLink(
    trx,
    booking.id,
    'return-visit',
    now,
    new Date(now.getTime() + PARTS_IN_LINK_DAYS * 86_400_000),
  );
  await trx
    .insertInto('job_emails')
    .values({
      id: randomUUID(),
      job_id: job.id,
      kind: 'parts-in',
      link_token: token,
      created_at: at,
      status: 'pending',
      next_attempt_at: at,
    })
    .execute();
  const { n } = await trx
    .selectFrom('job_parts')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('job_id', '=', job.id)
    .executeTakeFirstOrThrow();
  return { kind: 'arrived', part, booking, allIn: { token, parts: Number(n) } };
}
