import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { instant, lockRowsForUpdate, type Engine } from '../../kernel/db/engine';
import type { EstimateStatus, EstimatesTable, Tables } from '../../kernel/db/schema';
import { mintManageLink } from '../booking';
import { ESTIMATE_DAYS, estimateState, type EstimateOption, type EstimateState } from './rules';

/** How long after an estimate expires its e-mailed link still opens the manage page (the job goes on). */
const LINK_GRACE_MS = 180 * 86_400_000;

/** An estimate as stored, with its options and their lines in order. */
export interface Estimate {
  id: string;
  bookingId: string;
  number: number;
  status: EstimateStatus;
  note: string;
  taxState: string;
  taxRateBp: number;
  feeCents: number;
  options: EstimateOption[];
  createdAt: string;
  createdBy: string;
  sentAt: string | null;
  sentBy: string | null;
  expiresAt: string | null;
  viewedAt: string | null;
  decidedAt: string | null;
  approvedOption: number | null;
  signedName: string | null;
  decidedFrom: string | null;
  declineReason: string | null;
}

const orNull = (value: unknown) => (value == null ? null : instant(value));

function toEstimate(row: Selectable<EstimatesTable>, options: EstimateOption[]): Estimate {
  return {
    id: row.id,
    bookingId: row.booking_id,
    number: Number(row.number),
    status: row.status,
    note: row.note,
    taxState: row.tax_state,
    taxRateBp: Number(row.tax_rate_bp),
    feeCents: Number(row.fee_cents),
    options,
    createdAt: instant(row.created_at),
    createdBy: row.created_by,
    sentAt: orNull(row.sent_at),
    sentBy: row.sent_by,
    expiresAt: orNull(row.expires_at),
    viewedAt: orNull(row.viewed_at),
    decidedAt: orNull(row.decided_at),
    approvedOption: row.approved_option == null ? null : Number(row.approved_option),
    signedName: row.signed_name,
    decidedFrom: row.decided_from,
    declineReason: row.decline_reason,
  };
}

/** The options and lines of these estimates, by estimate id. */
async function optionsOf(db: Kysely<Tables>, ids: readonly string[]): Promise<Map<string, EstimateOption[]>> {
  const byEstimate = new Map<string, EstimateOption[]>();
  if (ids.length === 0) return byEstimate;
  const [options, lines] = await Promise.all([
    db.selectFrom('estimate_options').selectAll().where('estimate_id', 'in', ids).orderBy('position').execute(),
    db
      .selectFrom('estimate_lines')
      .selectAll()
      .where('estimate_id', 'in', ids)
      .orderBy('option_position')
      .orderBy('position')
      .execute(),
  ]);
  for (const option of options) {
    const list = byEstimate.get(option.estimate_id) ?? [];
    list.push({
      position: Number(option.position),
      title: option.title,
      lines: lines
        .filter((line) => line.estimate_id === option.estimate_id && Number(line.option_position) === option.position)
        .map((line) => ({
          kind: line.kind,
          description: line.description,
          quantity: Number(line.quantity),
          unitCents: Number(line.unit_cents),
        })),
    });
    byEstimate.set(option.estimate_id, list);
  }
  return byEstimate;
}

/** One estimate, whole. */
export async function estimateById(db: Kysely<Tables>, id: string): Promise<Estimate | undefined> {
  const row = await db.selectFrom('estimates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return toEstimate(row, (await optionsOf(db, [row.id])).get(row.id) ?? []);
}

/** A visit's estimates, newest first. */
export async function estimatesOfBooking(db: Kysely<Tables>, bookingId: string): Promise<Estimate[]> {
  const rows = await db
    .selectFrom('estimates')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('number', 'desc')
    .execute();
  const options = await optionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toEstimate(row, options.get(row.id) ?? []));
}

export interface NewEstimate {
  bookingId: string;
  options: EstimateOption[];
  note: string;
  taxState: string;
  taxRateBp: number;
  feeCents: number;
  createdBy: string;
}

/** Writes a draft: the visit's next number, its options and lines. */
export async function createEstimate(trx: Transaction<Tables>, entry: NewEstimate, now: Date): Promise<Estimate> {
  const last = await trx
    .selectFrom('estimates')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('booking_id', '=', entry.bookingId)
    .executeTakeFirst();
  const id = randomUUID();
  const at = now.toISOString();
  await trx
    .insertInto('estimates')
    .values({
      id,
      booking_id: entry.bookingId,
      number: Number(last?.number ?? 0) + 1,
      status: 'draft',
      note: entry.note,
      tax_state: entry.taxState,
      tax_rate_bp: entry.taxRateBp,
      fee_cents: entry.feeCents,
      created_at: at,
      created_by: entry.createdBy,
      updated_at: at,
    })
    .execute();
  for (const option of entry.options) {
    await trx
      .insertInto('estimate_options')
      .values({ estimate_id: id, position: option.position, title: option.title })
      .execute();
    if (option.lines.length > 0)
      await trx
        .insertInto('estimate_lines')
        .values(
          option.lines.map((line, index) => ({
            estimate_id: id,
            option_position: option.position,
            position: index + 1,
            kind: line.kind,
            description: line.description,
            quantity: line.quantity,
            unit_cents: line.unitCents,
          })),
        )
        .execute();
  }
  return (await estimateById(trx, id))!;
}

/** The estimate, locked for a change in this transaction (PostgreSQL; SQLite's writer lock serialises already). */
export async function lockedEstimate(
  trx: Transaction<Tables>,
  engine: Engine,
  id: string,
): Promise<Estimate | undefined> {
  const row = await trx
    .selectFrom('estimates')
    .selectAll()
    .where('id', '=', id)
    .$if(lockRowsForUpdate(engine), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) return undefined;
  return toEstimate(row, (await optionsOf(trx, [row.id])).get(row.id) ?? []);
}

/** Queues one of the estimate's e-mails in the change's transaction (the outbox sends it after the commit). */
async function queueEmail(
  trx: Transaction<Tables>,
  estimateId: string,
  kind: 'estimate' | 'answer',
  at: string,
  linkToken: string | null = null,
) {
  await trx
    .insertInto('estimate_emails')
    .values({
      id: randomUUID(),
      estimate_id: estimateId,
      kind,
      link_token: linkToken,
      created_at: at,
      status: 'pending',
      next_attempt_at: at,
    })
    .execute();
}

/**
 * Sends a draft: sent now, open for ESTIMATE_DAYS, its e-mail queued with a new link to the customer's page (the
 * token is handed back for the text). A sent estimate is not sent again (a
 * changed quote is a new estimate), so anything but a draft is refused.
 */
export async function sendEstimate(
  trx: Transaction<Tables>,
  estimate: Estimate,
  actor: string,
  now: Date,
): Promise<{ kind: 'sent'; token: string } | { kind: 'not-a-draft' }> {
  if (estimate.status !== 'draft') return { kind: 'not-a-draft' };
  const at = now.toISOString();
  const expires = new Date(now.getTime() + ESTIMATE_DAYS * 86_400_000);
  // The e-mail's link opens the manage page a while past the estimate, for the return visit after it.
  const link = await mintManageLink(
    trx,
    estimate.bookingId,
    'estimate',
    now,
    new Date(expires.getTime() + LINK_GRACE_MS),
  );
  await trx
    .updateTable('estimates')
    .set({
      status: 'sent',
      sent_at: at,
      sent_by: actor,
      expires_at: expires.toISOString(),
      updated_at: at,
    })
    .where('id', '=', estimate.id)
    .where('status', '=', 'draft')
    .execute();
  // A customer booked by phone without an e-mail gets the estimate by text, or from the office: no e-mail is queued.
  const booking = await trx
    .selectFrom('bookings')
    .select('email')
    .where('id', '=', estimate.bookingId)
    .executeTakeFirst();
  if (booking?.email.trim()) await queueEmail(trx, estimate.id, 'estimate', at, link);
  return { kind: 'sent', token: link };
}

/** The customer opened the estimate on their page: the first time is kept. */
export async function markViewed(db: Kysely<Tables>, estimate: Estimate, now: Date): Promise<void> {
  if (estimate.status !== 'sent') return;
  await db
    .updateTable('estimates')
    .set({ status: 'viewed', viewed_at: now.toISOString() })
    .where('id', '=', estimate.id)
    .where('status', '=', 'sent')
    .execute();
}

export type Answer = { kind: 'approve'; option: number; name: string } | { kind: 'decline'; reason: string };

export type AnswerOutcome = 'approved' | 'declined' | { refused: EstimateState | 'no-such-option' };

/**
 * The customer's answer, final: an approval keeps the option, the name typed, the time and the client address;
 * a decline its reason. Only a sent (or viewed) estimate that has not expired can be answered; the office is told
 * by e-mail, queued in the same transaction.
 */
export async function answerEstimate(
  trx: Transaction<Tables>,
  estimate: Estimate,
  answer: Answer,
  client: string,
  now: Date,
): Promise<AnswerOutcome> {
  const state = estimateState(estimate, now);
  if (state !== 'sent' && state !== 'viewed') return { refused: state };
  if (answer.kind === 'approve' && !estimate.options.some((option) => option.position === answer.option))
    return { refused: 'no-such-option' };
  const at = now.toISOString();
  const changed = await trx
    .updateTable('estimates')
    .set({
      status: answer.kind === 'approve' ? 'approved' : 'declined',
      decided_at: at,
      decided_from: client,
      updated_at: at,
      ...(answer.kind === 'approve'
        ? { approved_option: answer.option, signed_name: answer.name }
        : { decline_reason: answer.reason }),
    })
    .where('id', '=', estimate.id)
    .where('status', 'in', ['sent', 'viewed'])
    .executeTakeFirst();
  // Another answer committed first (two tabs, two servers): this one changes nothing.
  if (Number(changed.numUpdatedRows) === 0) return { refused: 'approved' };
  if (answer.kind === 'approve') await openJob(trx, estimate, at);
  await queueEmail(trx, estimate.id, 'answer', at);
  return answer.kind === 'approve' ? 'approved' : 'declined';
}

/**
 * An approval opens the job that carries the estimate out (docs/jobs.md): its parts are ordered against it, and the
 * estimate's visit is its first. A visit already in a job (an earlier approval) stays in that one.
 */
async function openJob(trx: Transaction<Tables>, estimate: Estimate, at: string): Promise<void> {
  const id = randomUUID();
  await trx
    .insertInto('jobs')
    .values({ id, estimate_id: estimate.id, first_booking_id: estimate.bookingId, created_at: at, parts_in_at: null })
    .execute();
  await trx
    .updateTable('bookings')
    .set({ job_id: id })
    .where('id', '=', estimate.bookingId)
    .where('job_id', 'is', null)
    .execute();
}
