import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { bookingLimits, bookingRules } from '../../../data/booking';
import { oneLine } from '../../../data/text';
import {
  beforeVisitDay,
  displayStatus,
  ENDED_VISIT,
  visitMoveAllowed,
  visitStatusLabels,
  type VisitStatus,
} from '../../../data/visit-status';
import type { AppDatabase } from '../../kernel/db/database';
import type { OfficeRequest } from '../../office';
import { instant, lockRowsForUpdate, type Engine } from '../../kernel/db/engine';
import type { BookingEmailKind, OfficeRoleName, Tables } from '../../kernel/db/schema';
import { FEED_SECRET_PATTERN } from './feed';
import {
  bookingEmailRow,
  localDate,
  manageUrl,
  mintManageLink,
  queueVisitText,
  toStoredBooking,
  warrantyLinkExpiry,
  type OfficeBooking,
  type StoredBooking,
  type VisitTexts,
} from '../booking';
import type { JobsOffers } from '../jobs';
import type { TechnicianCardInfo, TechnicianCardLookup } from '../team';

/**
 * Dispatch (docs/office.md, decision 0020): who goes to each visit, and how the visit goes on its day. Each
 * change is one transaction that also records who made it (`booking_events`) and queues what the customer is
 * told (notifyCustomer, below). A status change is conditional on the status it was read with, so two taps at once make
 * one change and the other is told the visit has moved on.
 */

/** Who makes a change: the signed-in office account. */
/** Only a visit not yet started moves: once on the way (or ended, or cancelled) its window is history. */
export const notStarted = (booking: Pick<OfficeBooking, 'status' | 'visitStatus'>) =>
  displayStatus(booking.status, booking.visitStatus).key === 'booked';

export interface Actor {
  id: string;
  email: string;
  role: OfficeRoleName;
}

/** The actor of an office request: its signed-in account, its address on one line as the events record it. */
export const actorOf = (request: Pick<OfficeRequest, 'user'>): Actor => ({
  id: request.user.id,
  email: oneLine(request.user.email),
  role: request.user.role,
});

export interface Technician {
  id: string;
  /** The full name, or the e-mail when no name was given. */
  name: string;
}

export interface BookingEvent {
  at: string;
  kind: 'status' | 'technician';
  actorEmail: string;
  from: string;
  to: string;
  detail: string;
}

export type StatusOutcome =
  | { kind: 'changed'; booking: StoredBooking; from: VisitStatus }
  | { kind: 'not-found' }
  /** A technician's change to a visit that is not theirs. */
  | { kind: 'not-yours' }
  /** A move the visit's status does not allow (now: someone else may have changed it first), or a cancelled visit. */
  | { kind: 'refused'; booking: StoredBooking }
  /** On the Way, Arrived, Done or No-Show before the visit's day (`day`, YYYY-MM-DD in the business's zone). */
  | { kind: 'before-day'; booking: StoredBooking; day: string }
  /** On the Way for a visit nobody is assigned to: the customer would be told of a technician who does not exist. */
  | { kind: 'no-technician'; booking: StoredBooking };

export type AssignOutcome =
  | { kind: 'changed'; booking: StoredBooking; from: string; to: string }
  | { kind: 'not-found' }
  | { kind: 'not-a-technician' }
  | { kind: 'cancelled'; booking: StoredBooking };

export interface Dispatch {
  /** Every account with the technician role, by name. */
  technicians(): Promise<Technician[]>;
  /**
   * Sets (or, with null, clears) the visit's technician: in a transaction of its own, or in `trx`, the caller's
   * (the office's action pipeline, whose activity line goes in it too). A refusal writes nothing.
   */
  assign(
    reference: string,
    technicianId: string | null,
    actor: Actor,
    now: Date,
    trx?: Transaction<Tables>,
  ): Promise<AssignOutcome>;
  /**
   * Moves the visit's status; a technician only on their own visits, and only the office reopens. In a
   * transaction of its own, or `within` the caller's, with the card `statusCard` read before it; the outboxes are
   * then nudged by `afterChange()` once the caller has committed. A refusal writes nothing.
   */
  setStatus(reference: string, to: VisitStatus, actor: Actor, now: Date, within?: StatusWithin): Promise<StatusOutcome>;
  /** What a status's message shows of whoever is assigned: read before the change's transaction. */
  statusCard(reference: string, to: VisitStatus): Promise<TechnicianCardInfo | undefined>;
  /** Once a change made in a caller's transaction has committed: the e-mail and text outboxes are told. */
  afterChange(): void;
  /** The visit's changes of status and technician, oldest first. */
  events(bookingId: string): Promise<BookingEvent[]>;
  /** The booked visits of one technician whose windows start in [from, to), in window order. */
  visitsOf(technicianId: string, from: number, to: number): Promise<StoredBooking[]>;
  /**
   * Makes the person a new private feed secret (the old one stops at once) and returns it, to show once; in
   * `trx`, the caller's, when given.
   */
  rotateFeed(userId: string, trx?: Transaction<Tables>): Promise<string>;
  /** The account whose feed this secret is, if any. */
  feedOwner(secret: string): Promise<string | undefined>;
  /** Whether the person has made a feed address. */
  hasFeed(userId: string): Promise<boolean>;
}

/** A status change in the caller's transaction, and the card read for its message before it. */
export interface StatusWithin {
  trx: Transaction<Tables>;
  card: TechnicianCardInfo | undefined;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface DispatchOptions {
  database: AppDatabase;
  technicianCard: TechnicianCardLookup;
  /** Tells the outbox an e-mail was queued, once the change has committed. */
  nudge?: () => void;
  /** The texts that go beside the customer's e-mails (notifyCustomer), when texts are on. */
  texts?: VisitTexts | undefined;
  /** The review request a visit marked Done gets (server/features/reviews/), when the reviews feature is there. */
  reviews?: ReviewRequests | undefined;
  /** The site's origin, for the manage link a No-Show's text carries. */
  siteUrl?: string | undefined;
  /** The jobs feature's: Done on a return visit ends the job's first visit, which waited for the parts. */
  jobs?: Pick<JobsOffers, 'firstVisitOfReturn'> | undefined;
}

/** What dispatch uses of the reviews feature (server/features/reviews/index.ts offers it). */
export interface ReviewRequests {
  /** Writes the visit's one review request, due later, in the transaction that marks it Done; once per visit. */
  requestReview(trx: Transaction<Tables>, bookingId: string, now: Date): Promise<void>;
}

/** What the parts of dispatch share: the options, with the nudge filled in (texts and reviews stay optional). */
type DispatchParts = Required<Omit<DispatchOptions, 'texts' | 'reviews' | 'siteUrl' | 'jobs'>> & {
  jobs: DispatchOptions['jobs'];
  texts: VisitTexts | undefined;
  reviews: ReviewRequests | undefined;
  siteUrl: string | undefined;
};

export function createDispatch({
  database,
  technicianCard,
  nudge = () => {},
  texts,
  reviews,
  siteUrl,
  jobs,
}: DispatchOptions): Dispatch {
  const parts: DispatchParts = { database, technicianCard, nudge, texts, reviews, siteUrl, jobs };
  return { ...assigning(parts), ...visitStatus(parts), ...visitHistory(parts), ...feeds(parts) };
}

const technicianName = async (trx: Transaction<Tables>, id: string | null) => {
  if (!id) return 'Unassigned';
  const row = await trx.selectFrom('office_users').select(['name', 'email']).where('id', '=', id).executeTakeFirst();
  return row ? row.name || row.email : 'Unassigned';
};

const record = (
  trx: Transaction<Tables>,
  bookingId: string,
  kind: 'status' | 'technician',
  actor: Actor,
  from: string,
  to: string,
  now: Date,
) =>
  trx
    .insertInto('booking_events')
    .values({
      id: randomUUID(),
      booking_id: bookingId,
      at: now.toISOString(),
      kind,
      actor_id: actor.id,
      actor_email: actor.email,
      from_value: from,
      to_value: to,
    })
    .execute();

const rowByReference = (trx: Transaction<Tables>, engine: Engine, reference: string) =>
  trx
    .selectFrom('bookings')
    .selectAll()
    .where('reference', '=', reference)
    .$if(lockRowsForUpdate(engine), (query) => query.forUpdate())
    .executeTakeFirst();

/** Who goes to each visit: the technicians, and assigning one. */
function assigning({ database }: DispatchParts): Pick<Dispatch, 'technicians' | 'assign'> {
  const { db, engine } = database;
  return {
    async technicians() {
      await database.ready();
      const rows = await db
        .selectFrom('office_users')
        .select(['id', 'name', 'email'])
        .where('role', '=', 'technician')
        .orderBy('name')
        .orderBy('email')
        .execute();
      return rows.map((row) => ({ id: row.id, name: row.name || row.email }));
    },

    async assign(reference, technicianId, actor, now, outer) {
      const change = async (trx: Transaction<Tables>): Promise<AssignOutcome> => {
        const row = await rowByReference(trx, engine, reference);
        if (!row) return { kind: 'not-found' };
        // Read after the visit's lock: a removal that unassigned it has committed, or waits for this change.
        if (technicianId !== null) {
          const person = await trx
            .selectFrom('office_users')
            .select('id')
            .where('id', '=', technicianId)
            .where('role', '=', 'technician')
            .where('removed_at', 'is', null)
            .executeTakeFirst();
          if (!person) return { kind: 'not-a-technician' };
        }
        const booking = toStoredBooking(row);
        if (booking.status !== 'booked') return { kind: 'cancelled', booking };
        const [from, to] = [await technicianName(trx, booking.technicianId), await technicianName(trx, technicianId)];
        if (booking.technicianId === technicianId) return { kind: 'changed', booking, from, to };
        await trx
          .updateTable('bookings')
          .set({ technician_id: technicianId, updated_at: now.toISOString(), changed_by: actor.email })
          .where('id', '=', booking.id)
          .execute();
        await record(trx, booking.id, 'technician', actor, from, to, now);
        return { kind: 'changed', booking: { ...booking, technicianId, changedBy: actor.email }, from, to };
      };
      if (outer) return change(outer);
      await database.ready();
      return db.transaction().execute(change);
    },
  };
}

/** How the visit goes on its day: its status, moved by the office or its technician. */
function visitStatus({
  database,
  technicianCard,
  nudge,
  texts,
  reviews,
  siteUrl,
  jobs,
}: DispatchParts): Pick<Dispatch, 'setStatus' | 'statusCard' | 'afterChange'> {
  const { db, engine } = database;
  /**
   * The return visit Done: the job's first visit, which waited for its parts, is done with it (no message: the
   * customer hears of the return visit's), so the job ends whole.
   */
  const firstVisitDone = async (trx: Transaction<Tables>, bookingId: string, actor: Actor, now: Date) => {
    const first = await jobs?.firstVisitOfReturn(trx, bookingId);
    if (first?.visitStatus !== 'waiting-for-parts') return;
    await trx
      .updateTable('bookings')
      .set({ visit_status: 'done', done_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', first.id)
      .where('visit_status', '=', 'waiting-for-parts')
      .execute();
    await record(trx, first.id, 'status', actor, 'waiting-for-parts', 'done', now);
  };
  const afterChange = () => {
    setImmediate(nudge).unref();
    // Texts off (no SMS_URL): nothing was queued, so nothing to look for.
    if (texts?.enabled) setImmediate(() => texts.nudge()).unref();
  };
  const statusCard = async (reference: string, to: VisitStatus) => {
    await database.ready();
    // Read before the transaction: the card of whoever is assigned, for the "on the way" e-mail.
    const before = await db
      .selectFrom('bookings')
      .select('technician_id')
      .where('reference', '=', reference)
      .executeTakeFirst();
    return to === 'on-the-way' && before?.technician_id ? technicianCard(before.technician_id) : undefined;
  };
  return {
    statusCard,
    afterChange,
    async setStatus(reference, to, actor, now, within) {
      const card = within ? within.card : await statusCard(reference, to);
      const change = async (trx: Transaction<Tables>): Promise<StatusOutcome> => {
        const row = await rowByReference(trx, engine, reference);
        if (!row) return { kind: 'not-found' };
        const booking = toStoredBooking(row);
        if (actor.role === 'technician' && booking.technicianId !== actor.id) return { kind: 'not-yours' };
        const from = booking.visitStatus;
        if (booking.status !== 'booked' || !visitMoveAllowed(from, to, actor.role !== 'technician'))
          return { kind: 'refused', booking };
        // The day's order (docs/office.md, "Dispatch"): whoever asks, from whichever screen.
        const day = localDate(Date.parse(booking.windowStart), bookingRules.timeZone);
        if (beforeVisitDay(to, day, localDate(now.getTime(), bookingRules.timeZone)))
          return { kind: 'before-day', booking, day };
        // Read under the visit's lock: an unassignment that committed first is seen, and nothing is sent.
        if (to === 'on-the-way' && !booking.technicianId) return { kind: 'no-technician', booking };
        const nowIso = now.toISOString();
        // Conditional on the status it was read with: of two taps at once, the second changes nothing.
        const changed = await trx
          .updateTable('bookings')
          // done_at: when it was last marked Done (the warranty and the reports count from it); a reopen clears it.
          .set({
            visit_status: to,
            updated_at: nowIso,
            ...(to === 'done'
              ? { done_at: nowIso, token_expires_at: warrantyLinkExpiry(booking.tokenExpiresAt, now) }
              : to === 'booked'
                ? { done_at: null }
                : {}),
          })
          .where('id', '=', booking.id)
          .where('status', '=', 'booked')
          .where('visit_status', '=', from)
          .executeTakeFirst();
        if (changed.numUpdatedRows !== 1n) {
          const current = await trx.selectFrom('bookings').selectAll().where('id', '=', booking.id).executeTakeFirst();
          return { kind: 'refused', booking: current ? toStoredBooking(current) : booking };
        }
        await record(trx, booking.id, 'status', actor, from, to, now);
        const after = { ...booking, visitStatus: to, updatedAt: nowIso };
        // An ended visit is told nothing more: the reminder still waiting (a morning one) is dropped.
        if (ENDED_VISIT.includes(to)) {
          await trx
            .updateTable('booking_emails')
            .set({ status: 'skipped', manage_token: null, last_error: `the visit was marked ${visitStatusLabels[to]}` })
            .where('booking_id', '=', booking.id)
            .where('status', '=', 'pending')
            .where('kind', '=', 'customer-reminder')
            .execute();
        }
        if (to === 'on-the-way' || to === 'done' || to === 'no-show')
          await notifyCustomer(trx, after, to, { now, technician: card, texts, siteUrl });
        // The visit's one review request, due a day later (docs/reviews.md); a second Done writes none.
        if (to === 'done') await reviews?.requestReview(trx, booking.id, now);
        // Only a visit in a job can be a return visit: any other is not the jobs feature's.
        if (to === 'done' && row.job_id) await firstVisitDone(trx, booking.id, actor, now);
        return { kind: 'changed', booking: after, from };
      };
      if (within) return change(within.trx);
      const outcome = await db.transaction().execute(change);
      if (outcome.kind === 'changed') afterChange();
      return outcome;
    },
  };
}

/** What happened to a visit, and a technician's visits. */
function visitHistory({ database }: DispatchParts): Pick<Dispatch, 'events' | 'visitsOf'> {
  const { db } = database;
  return {
    async events(bookingId) {
      await database.ready();
      const rows = await db
        .selectFrom('booking_events')
        .selectAll()
        .where('booking_id', '=', bookingId)
        .orderBy('at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        at: instant(row.at),
        kind: row.kind,
        actorEmail: row.actor_email,
        from: row.from_value,
        to: row.to_value,
        detail: row.detail,
      }));
    },

    async visitsOf(technicianId, from, to) {
      await database.ready();
      const rows = await db
        .selectFrom('bookings')
        .selectAll()
        .where('technician_id', '=', technicianId)
        .where('status', '=', 'booked')
        .where('window_start', '>=', new Date(from).toISOString())
        .where('window_start', '<', new Date(to).toISOString())
        .orderBy('window_start')
        .orderBy('created_at')
        .execute();
      return rows.map(toStoredBooking);
    },
  };
}

/** The private calendar feed addresses. */
function feeds({ database }: DispatchParts): Pick<Dispatch, 'rotateFeed' | 'feedOwner' | 'hasFeed'> {
  const { db } = database;
  return {
    async rotateFeed(userId, trx) {
      if (!trx) await database.ready();
      const secret = randomBytes(32).toString('base64url');
      await (trx ?? db)
        .updateTable('office_users')
        .set({ feed_secret_hash: sha256(secret) })
        .where('id', '=', userId)
        .execute();
      return secret;
    },

    async feedOwner(secret) {
      if (typeof secret !== 'string' || !FEED_SECRET_PATTERN.test(secret)) return undefined;
      await database.ready();
      // Looked up by the hash of a 256-bit secret: what an index lookup's timing could tell is of no use.
      const row = await db
        .selectFrom('office_users')
        .select('id')
        .where('feed_secret_hash', '=', sha256(secret))
        // Removal clears the secret; this refuses a removed person's feed even if a row kept one.
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return row?.id;
    },

    async hasFeed(userId) {
      await database.ready();
      const row = await db
        .selectFrom('office_users')
        .select('feed_secret_hash')
        .where('id', '=', userId)
        .executeTakeFirst();
      return Boolean(row?.feed_secret_hash);
    },
  };
}

/** What the customer is told as the visit goes: the technician set out, the visit is done, or we missed them. */
export type VisitNotice = 'on-the-way' | 'done' | 'no-show';

const emailKinds: Record<VisitNotice, BookingEmailKind> = {
  'on-the-way': 'customer-on-the-way',
  done: 'customer-done',
  'no-show': 'customer-missed',
};

const DAY = 24 * 60 * 60_000;

/**
 * A new link to the manage page for a missed visit's "we missed you" (the booking's own token is never stored, so
 * the confirmation's link cannot be sent again): minted beside it (mintManageLink), so the link the customer kept
 * still works too, and open for the usual days after today, however long ago the window was.
 */
async function freshManageLink(trx: Transaction<Tables>, booking: StoredBooking, now: Date): Promise<string> {
  const until = Math.max(
    Date.parse(booking.tokenExpiresAt),
    now.getTime() + bookingLimits.manageLinkDaysAfterVisit * DAY,
  );
  return mintManageLink(trx, booking.id, 'missed', now, new Date(until));
}

/**
 * The one place a visit's progress reaches the customer, inside the transaction that recorded it, so the
 * message is committed with the change or not at all: an e-mail through the booking outbox, and beside it a text
 * (server/features/texts/) when texts are on and the customer agreed to them (queueText skips any other number).
 * A No-Show's e-mail and text carry the customer's manage link, to book again.
 */
export async function notifyCustomer(
  trx: Transaction<Tables>,
  booking: StoredBooking,
  kind: VisitNotice,
  context: {
    now: Date;
    technician?: TechnicianCardInfo | undefined;
    texts?: VisitTexts | undefined;
    /** The site's origin, for the link a No-Show's text carries. */
    siteUrl?: string | undefined;
  },
): Promise<void> {
  const token = kind === 'no-show' ? await freshManageLink(trx, booking, context.now) : undefined;
  const link = token && context.siteUrl !== undefined ? `${context.siteUrl}${manageUrl(token)}` : undefined;
  // Texts off (no SMS_URL): no text is written, and the texts feature is not asked.
  if (context.texts?.enabled)
    await queueVisitText(context.texts, trx, kind === 'no-show' ? 'missed' : kind, booking, context.technician, link);
  const at = context.now.toISOString();
  await trx
    .insertInto('booking_emails')
    .values(
      bookingEmailRow(booking, emailKinds[kind], at, {
        // The card as it was when the technician set out: the e-mail describes that, whatever changes later.
        detail: context.technician ? JSON.stringify({ technician: context.technician }) : null,
        manage_token: token ?? null,
      }),
    )
    .execute();
}
