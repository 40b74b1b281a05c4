import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { business } from '../../../data/business';
import { oneLine } from '../../../data/text';
import { windowInWords } from '../../../views/components/window-words';
import { serializeOnKeys, type Engine } from '../../kernel/db/engine';
import type { Tables } from '../../kernel/db/schema';
import {
  bookingMessages,
  capsFor,
  checkWindow,
  limitMessage,
  placesLeft,
  sameTechnicianIfFree,
  windowText,
  type ArrivalWindow,
  type BookingOffers,
  type BookingStore,
  type StoredBooking,
} from '../booking';
import { jobById, type Job } from './job-store';

/**
 * The return visit (docs/jobs.md): once every part of a job is in, the customer books the visit that carries the
 * approved option out, from their link, or the office books it for them. An ordinary booking (a place in its
 * window, the limits, the confirmation e-mail) that names the job (`bookings.job_id`), copies the first visit's
 * appliance, address and contact, and gets the first visit's technician when they are free in that window. One
 * return visit per job.
 */

const phone = business.phone.display;

export const returnVisitMessages = {
  already: (visit: StoredBooking) =>
    `Your return visit is already booked for ${windowInWords(windowText(visit))} (reference ${visit.reference}). To change it, use the link in its confirmation e-mail or call us at ${phone}.`,
  parts: `Your part is not in yet, so the return visit cannot be booked. We will e-mail you when your part is in.`,
  noWindow: 'Please choose one of the arrival windows shown.',
  notFound: `We could not find a job waiting for a return visit on this link. Please call us at ${phone}.`,
} as const;

/** The windows of the next 14 days with a place left: the first visit's technician free in them first. */
export interface ReturnWindows {
  sameTechnician: ArrivalWindow[];
  others: ArrivalWindow[];
}

/** What booking the return visit needs of the booking feature. */
export interface ReturnVisitDeps {
  engine: Engine;
  /** The app's booking store (its e-mails and availability cache included). */
  store: BookingStore;
  /** Read in the booking's transaction (`rulesIn`): SQLite's one connection is busy with it. */
  schedule: Pick<BookingOffers['schedule'], 'current' | 'rulesIn'>;
}

/** The technician's visits (not cancelled) overlapping [from, to), as [start, end) in ms. */
async function busyTimes(db: Kysely<Tables>, technicianId: string, from: number, to: number, except?: string) {
  const rows = await db
    .selectFrom('bookings')
    .select(['window_start', 'window_end'])
    .where('technician_id', '=', technicianId)
    .where('status', '=', 'booked')
    .$if(except !== undefined, (query) => query.where('id', '!=', except!))
    .where('window_start', '<', new Date(to).toISOString())
    .where('window_end', '>', new Date(from).toISOString())
    .execute();
  return rows.map((row) => [Date.parse(String(row.window_start)), Date.parse(String(row.window_end))] as const);
}

const overlaps = (busy: readonly (readonly [number, number])[], start: number, end: number) =>
  busy.some(([from, to]) => from < end && to > start);

/** The open windows a return visit can take, split by whether the first visit's technician is free in them. */
export async function returnVisitWindows(
  db: Kysely<Tables>,
  { store, schedule }: Pick<ReturnVisitDeps, 'store' | 'schedule'>,
  job: Job,
  at: Date,
): Promise<ReturnWindows> {
  const open = (await placesLeft(store, schedule.current(), at))
    .flatMap((day) => day.windows)
    .filter((slot) => slot.remaining > 0);
  const technician = job.first.technicianId;
  if (!technician || open.length === 0)
    return { sameTechnician: [], others: open.map(({ start, end, remaining }) => ({ start, end, remaining })) };
  const busy = await busyTimes(db, technician, open[0]!.startsAt, Date.parse(open.at(-1)!.end));
  const windows: ReturnWindows = { sameTechnician: [], others: [] };
  for (const { start, end, remaining, startsAt } of open)
    (overlaps(busy, startsAt, Date.parse(end)) ? windows.others : windows.sameTechnician).push({
      start,
      end,
      remaining,
    });
  return windows;
}

export type ReturnVisitOutcome =
  | { kind: 'booked'; booking: StoredBooking; token: string; job: Job }
  /** No job waiting on this visit (404). */
  | { kind: 'not-found' }
  /** The job has its return visit already (409). */
  | { kind: 'already'; visit: StoredBooking }
  /** A part is still on order (409). */
  | { kind: 'parts' }
  /** Not a window, too soon, too far, closed (422), or taken meanwhile (409). */
  | { kind: 'refused' | 'full'; error: string }
  | { kind: 'limit'; error: string };

export interface ReturnVisitRequest {
  jobId: string;
  windowStart: number;
  clientAddress: string;
  at: Date;
  /** The office account booking it; the customer's own booking has none. */
  by?: string;
}

/**
 * Books the job's return visit inside `trx` (the customer's with its activity line): one at a time per job on every server, and
 * only once every part is in. A refusal writes nothing. Call the store's `afterChange()` once committed.
 */
export async function bookReturnVisitIn(
  trx: Transaction<Tables>,
  { engine, store, schedule }: ReturnVisitDeps,
  request: ReturnVisitRequest,
): Promise<ReturnVisitOutcome> {
  const { at, windowStart: start } = request;
  await serializeOnKeys(trx, engine, [`job:${request.jobId}`]);
  const job = await jobById(trx, request.jobId);
  if (!job) return { kind: 'not-found' };
  if (job.returnVisit) return { kind: 'already', visit: job.returnVisit };
  if (job.partsWaiting > 0) return { kind: 'parts' };
  const rules = await schedule.rulesIn(trx);
  const check = checkWindow(start, at, rules);
  if (check.kind === 'refused') return { kind: 'refused', error: check.error };
  const { first } = job;
  const actor = request.by ?? 'website';
  const created = await store.createIn(
    trx,
    {
      zip: first.zip,
      service: first.service,
      name: first.name,
      phone: first.phone,
      email: first.email,
      address: first.address,
      unit: first.unit,
      town: first.town,
      brand: first.brand,
      model: first.model,
      // Written to as the job's first visit was.
      language: first.language,
      problem: [`Return visit for ${first.reference}: ${job.option}.`, first.problem].filter(Boolean).join('\n\n'),
      coupon: '',
      windowStart: start,
      windowEnd: Date.parse(check.slot.end),
      clientAddress: request.clientAddress,
    },
    capsFor(at, start, rules),
    at,
    { job: { id: job.id }, ...(request.by ? { office: { source: 'office', by: request.by } } : {}) },
  );
  if (created.kind === 'full') return { kind: 'full', error: bookingMessages.full };
  if (created.kind === 'limit') return { kind: 'limit', error: limitMessage(created.by) };
  if (created.kind === 'held') throw new Error('a return visit was held by the surge gate');
  const booking = await sameTechnicianIfFree(trx, engine, created.booking, {
    technicianId: first.technicianId,
    actor,
    detail: 'the technician of the job’s first visit, free in this window',
    now: at,
  });
  // The office's action pipeline writes its own line; the customer's booking is the website's.
  if (!request.by)
    await trx
      .insertInto('office_activity')
      .values({
        id: randomUUID(),
        at: at.toISOString(),
        user_email: actor,
        action: 'Return visit booked',
        detail: `${oneLine(first.name)} (${first.reference}): ${booking.reference}, ${windowInWords(windowText(booking))}`,
        client_address: request.clientAddress,
      })
      .execute();
  return { kind: 'booked', booking, token: created.token, job };
}
