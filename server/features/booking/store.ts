import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { linkCustomer } from '../customers';
import type { AppDatabase } from '../../kernel/db/database';
import { instant, isUniqueViolation, lockRowsForUpdate, serializeOnKeys, type Engine } from '../../kernel/db/engine';
import type { BookingsTable, BookingSource, BookingStatus, Tables } from '../../kernel/db/schema';
import { emailKey, phoneKey } from '../../kernel/contact';
import { OPEN_VISIT, isVisitStatus, type VisitStatus } from '../../../data/visit-status';
import { townsOfZip } from '../../../data/site/address';
import { bookingLimits, bookingRules } from '../../../data/booking';
import { isoInZone, localDate, zonedInstant } from '../../kernel/time-zone';
import { isLocale, type Locale } from '../../../data/locale';
import type { SourceColumns } from '../../../data/sources';

/** A booking as the rest of the code sees it; the manage token is not part of it (it is never stored). */
export interface StoredBooking {
  id: string;
  reference: string;
  zip: string;
  service: string;
  /** ISO instants in UTC. */
  windowStart: string;
  windowEnd: string;
  tokenExpiresAt: string;
  name: string;
  phone: string;
  email: string;
  /** The street as typed (old rows may hold the unit and town in it: formatAddress reads them). */
  address: string;
  /** Apt, suite or floor (migration 0043-address-parts), '' when none. */
  unit: string;
  /** One of the zip's towns, '' on an old row of a two-town zip. */
  town: string;
  brand: string;
  /** The model number the visitor typed (migration 0014), '' when none. */
  model: string;
  problem: string;
  coupon: string;
  status: BookingStatus;
  sequence: number;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  /** Who in the office last moved or cancelled it; null when the customer did, or nobody has. */
  changedBy: string | null;
  /**
   * Who made it: online, or the office (on the phone, or from a lead); the office account in createdBy. Always
   * read from the table; optional so a booking made up in code (the honeypot's pretend one) need not say.
   */
  source?: BookingSource;
  createdBy?: string | null;
  leadId?: string | null;
  /** The visit's progress on its day (dispatch.ts); done and no-show end it, so it can no longer change. */
  visitStatus: VisitStatus;
  /** The office_users id of the technician assigned, or null. */
  technicianId: string | null;
  /** When the visit was last marked Done (migration 0017-warranty), null otherwise: the warranty counts from it. */
  doneAt?: string | null;
  /** The Done visit this one is a free warranty visit for (migration 0017-warranty), null for an ordinary one. */
  warrantyOf?: string | null;
  /** What it was booked in (migration 0049-customer-language): its e-mails and texts are written in it. */
  language: Locale;
}

/**
 * A booking request as the form's rules put it out (validateBooking in service.ts), before its window is checked:
 * each field cleaned, the zip's five digits, the window's start instant, the coupon as data/site/coupons.ts spells it.
 */
export interface BookingRequest {
  zip: string;
  /** The service's slug (data/site/services.ts). */
  service: string;
  /** The window's start instant, ms since the epoch. */
  windowStart: number;
  name: string;
  phone: string;
  /** '' only from the office's phone-in form. */
  email: string;
  address: string;
  brand: string;
  model: string;
  problem: string;
  /** One of data/site/coupons.ts's codes, or ''. */
  coupon: string;
  /** Absent in a request made up in code (a held booking confirmed, a test): no consent. */
  textConsent?: boolean;
  /** Where the work came from (data/sources.ts); absent in a request made up in code. */
  sources?: SourceColumns;
  /** Apt, suite or floor; absent (none) in a request made up in code. */
  unit?: string;
  /** One of the zip's towns; absent in a request made up in code, where the store reads the zip's first. */
  town?: string;
  /** What the customer booked in (the Spanish pages' 'es', New Visit's choice); absent: English. */
  language?: Locale;
}

export interface NewBooking extends Omit<BookingRequest, 'windowStart' | 'model'> {
  /** The model number, '' or absent when not given. */
  model?: string;
  windowStart: number;
  windowEnd: number;
  /** Where the request came from, for the per-client daily limit. */
  clientAddress: string;
}

/** Limits the store checks in the same transaction as the insert (see data/booking.ts). */
export interface BookingCaps {
  /** Visits the window can take. */
  capacity: number;
  liveBookingsPerPhone: number;
  liveBookingsPerEmail: number;
  bookingsPerClientPerDay: number;
  /** Start of the business day the request falls in (ms), for the daily count. */
  dayStart: number;
  /** How long after the window ends the manage link keeps working (ms). */
  linkLifetimeAfterVisit: number;
}

/** The limits the store checks with a booking in a window of `capacity`, as of `at`. */
export function bookingCaps(at: Date, capacity: number): BookingCaps {
  const { timeZone } = bookingRules;
  return {
    capacity,
    liveBookingsPerPhone: bookingLimits.liveBookingsPerPhone,
    liveBookingsPerEmail: bookingLimits.liveBookingsPerEmail,
    bookingsPerClientPerDay: bookingLimits.bookingsPerClientPerDay,
    dayStart: zonedInstant(localDate(at.getTime(), timeZone), 0, timeZone),
    linkLifetimeAfterVisit: bookingLimits.manageLinkDaysAfterVisit * 24 * 3_600_000,
  };
}

/** A window's start and end as the business's wall-clock ISO text, for pages and JSON. */
export const windowText = (booking: StoredBooking) => ({
  start: isoInZone(Date.parse(booking.windowStart), bookingRules.timeZone),
  end: isoInZone(Date.parse(booking.windowEnd), bookingRules.timeZone),
});

/**
 * A booking the surge gate held instead of making (surge.ts): it takes no place and waits for the link e-mailed
 * to `email`. `alreadySent` when that mailbox was sent its link already: the link now books this request, nothing
 * new is sent, and `expiresAt` is when the link lapses now.
 */
export interface HeldResult {
  kind: 'held';
  email: string;
  expiresAt: string;
  alreadySent: boolean;
}

/**
 * Why a booking was refused for a limit: a contact's live bookings, a client's day; during a surge, an address
 * e-mailed about a booking lately, or the places new contacts (or one mail domain) may take spent.
 */
export type LimitKind = 'phone' | 'email' | 'client' | 'emailed' | 'surge';

export type CreateResult =
  | { kind: 'booked'; booking: StoredBooking; token: string }
  | HeldResult
  | { kind: 'full' }
  | { kind: 'limit'; by: LimitKind };

/**
 * Looks at a new booking inside its transaction, after the contact and client limits passed and before a place
 * is taken: nothing (book it), a hold it wrote instead (committed without the booking), or a refusal (rolled
 * back). The surge defence (surge.ts) is the one gate.
 */
export type CreateGate = (
  trx: Transaction<Tables>,
  booking: NewBooking,
  caps: BookingCaps,
  now: Date,
) => Promise<HeldResult | { kind: 'full' } | { kind: 'limit'; by: LimitKind } | undefined>;

/** Confirming a held booking: the link's token becomes the booking's, and `claim` marks the hold confirmed. */
export interface CreateOptions {
  hold?: {
    token: string;
    /**
     * Runs first in the booking's transaction with the id and reference the booking is about to get; throws
     * (rolling everything back) when the hold is no longer there to confirm.
     */
    claim: (trx: Transaction<Tables>, booking: { id: string; reference: string }) => Promise<void>;
  };
  /** A booking the office makes (office-create.ts): recorded as theirs, and never held by the surge gate. */
  office?: OfficeMade;
  /**
   * A free warranty visit the customer books from a Done visit's link (warranty.ts): never held by the surge
   * gate (the link proves who they are), and linked to the original.
   */
  warranty?: WarrantyMade;
  /**
   * A job's return visit the customer books from their link (the jobs feature's): never held by the surge gate (the
   * link proves who they are), and part of the job.
   */
  job?: { id: string };
}

/** A warranty visit's part of its booking's transaction. */
export interface WarrantyMade {
  /** The id of the Done visit it is for. */
  of: string;
  /** First in the transaction: throws (rolling everything back) when the original has an open warranty visit. */
  claim: (trx: Transaction<Tables>) => Promise<void>;
  /** After the insert: the visit as it ends up (the original's technician, when free in the window). */
  alsoIn: (trx: Transaction<Tables>, booking: StoredBooking) => Promise<StoredBooking>;
}

/** Who in the office made a booking, and what else its transaction does (the lead it came from marked booked). */
export interface OfficeMade {
  source: Exclude<BookingSource, 'online'>;
  by: string;
  leadId?: string;
  alsoIn?: (trx: Transaction<Tables>, booking: StoredBooking) => Promise<void>;
}

export type ChangeResult =
  | { kind: 'changed'; booking: StoredBooking }
  | { kind: 'not-found' }
  /** Cancelled already (reschedule), or changed by someone else meanwhile. */
  | { kind: 'cancelled'; booking: StoredBooking }
  | { kind: 'full'; booking: StoredBooking };

/** Which booking a change is for: the customer's link, or the reference the office sees. */
export type BookingKey = { token: string } | { reference: string };

/**
 * A change to a booking, handed to `onChange` inside the transaction that made it, so whatever must follow it
 * (the e-mails of the outbox) is committed with it or not at all. `token` is there when the change came through
 * the customer's link (or made it); the office changes bookings by reference and has none.
 */
export type BookingChange =
  /** `textConsent`: the booking's "Text me about this visit" box (or the office's) was ticked. */
  | { kind: 'created'; booking: StoredBooking; token: string; textConsent?: boolean }
  | { kind: 'rescheduled'; booking: StoredBooking; previous: StoredBooking; token?: string; by?: string }
  | { kind: 'cancelled'; booking: StoredBooking; token?: string; by?: string; message?: string };

export interface BookingStoreOptions {
  onChange?: (trx: Transaction<Tables>, change: BookingChange) => Promise<void>;
  /** Looks at every new booking made without a hold (the surge defence); confirming a hold skips it. */
  gate?: CreateGate;
  /**
   * Told once a change has committed (the booking outbox's nudge): what onChange queued inside the transaction,
   * another connection sees only then, so looking at once sends it now rather than at the next poll.
   */
  afterCommit?: () => void;
  /** Told once a hold the gate wrote instead of a booking has committed (the hold links' nudge). */
  afterHold?: () => void;
}

/** The `bookings` and `window_places` tables: the one place that writes and reads them. */
export interface BookingStore {
  /** Places taken per window starting in [from, to), keyed by the start instant (ms). */
  takenBetween(from: number, to: number): Promise<Map<number, number>>;
  /** The same, read in the caller's transaction: what it sees, its own changes included. */
  takenBetweenIn(trx: Transaction<Tables>, from: number, to: number): Promise<Map<number, number>>;
  /** Counts, checks the limits, takes a place and inserts the booking, all in one transaction. */
  create(booking: NewBooking, caps: BookingCaps, now: Date, options?: CreateOptions): Promise<CreateResult>;
  /**
   * `create` inside the caller's transaction `trx` (an office action's, which writes its activity line in it too):
   * a refusal undoes only what the booking wrote. Nothing is nudged: the caller nudges the outbox once committed.
   */
  createIn(
    trx: Transaction<Tables>,
    booking: NewBooking,
    caps: BookingCaps,
    now: Date,
    options?: CreateOptions,
  ): Promise<CreateResult>;
  /** The booking the token opens, unless the token is unknown or has expired. */
  findByToken(token: string, now: Date): Promise<StoredBooking | undefined>;
  findByReference(reference: string): Promise<StoredBooking | undefined>;
  /**
   * Moves the booking to another window, freeing its old place and taking a new one in one transaction. With
   * `force` (the office, on purpose) the new window takes it even when that puts it over capacity. `by` names
   * the office user who made the change (kept in `changed_by`); without it the customer did.
   */
  reschedule(
    key: BookingKey,
    to: { start: number; end: number; capacity: number },
    caps: BookingCaps,
    now: Date,
    options?: { force?: boolean; by?: string },
  ): Promise<ChangeResult>;
  /** Cancels the booking and frees its place; cancelling a cancelled booking changes nothing. */
  cancel(key: BookingKey, now: Date, options?: { by?: string; message?: string }): Promise<ChangeResult>;
  /**
   * `reschedule` in the caller's transaction (the office's action pipeline, whose activity line is written in it
   * too): a refusal writes nothing, even one found after the first writes (a full window); `afterChange()` once
   * the caller has committed.
   */
  rescheduleIn(
    trx: Transaction<Tables>,
    key: BookingKey,
    to: { start: number; end: number; capacity: number },
    caps: BookingCaps,
    now: Date,
    options?: { force?: boolean; by?: string },
  ): Promise<ChangeResult>;
  /** `cancel` in the caller's transaction; a refusal writes nothing. `afterChange()` once the caller has committed. */
  cancelIn(
    trx: Transaction<Tables>,
    key: BookingKey,
    now: Date,
    options?: { by?: string; message?: string },
  ): Promise<ChangeResult>;
  /**
   * What follows a change made in a caller's transaction, once that has committed: `afterCommit` (the e-mail
   * outbox's nudge) and `changes()` counts it, as after a change in a transaction of its own.
   */
  afterChange(): void;
  /**
   * How many changes this store has seen committed: availability's cache (availability/taken-cache.ts) keeps a
   * reading only while this is what it was, so this server's visitors see their own changes at once.
   */
  changes(): number;
}

/** 32 random bytes, base64url: 43 characters. */
export const TOKEN_PATTERN = /^[\w-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the token: its SHA-256, hex. A leaked table opens no booking. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// No 0/O, 1/I/L: a reference is read out over the phone.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** CAR-7K3P9Q: six characters from an alphabet of 31, about 887 million references. */
export function newReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `CAR-${code}`;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A requested visit as the columns `bookings` and `booking_holds` both keep: the visitor's fields, the window, and
 * the phone and e-mail keys the per-contact limits and the surge's "known contact" match on.
 */
export function visitColumns(booking: NewBooking) {
  return {
    zip: booking.zip,
    service: booking.service,
    window_start: iso(booking.windowStart),
    window_end: iso(booking.windowEnd),
    name: booking.name,
    phone: booking.phone,
    phone_key: phoneKey(booking.phone),
    email: booking.email,
    email_key: emailKey(booking.email),
    address: booking.address,
    unit: booking.unit ?? '',
    // A request made up in code names no town: its zip's first, as the form would have shown it.
    town: booking.town || (townsOfZip(booking.zip)[0] ?? ''),
    brand: booking.brand,
    model_number: booking.model ?? '',
    problem: booking.problem,
    coupon: booking.coupon,
    client_address: booking.clientAddress,
    language: booking.language ?? 'en',
  };
}

export function toStoredBooking(row: Partial<Record<keyof BookingsTable, unknown>>): StoredBooking {
  const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
  return {
    id: text(row.id),
    reference: text(row.reference),
    zip: text(row.zip),
    service: text(row.service),
    windowStart: instant(row.window_start),
    windowEnd: instant(row.window_end),
    tokenExpiresAt: instant(row.token_expires_at),
    name: text(row.name),
    phone: text(row.phone),
    email: text(row.email),
    address: text(row.address),
    unit: text(row.unit),
    town: text(row.town),
    brand: text(row.brand),
    model: text(row.model_number),
    problem: text(row.problem),
    coupon: text(row.coupon),
    status: row.status === 'cancelled' ? 'cancelled' : 'booked',
    sequence: Number(row.sequence ?? 0),
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
    cancelledAt: row.cancelled_at == null ? null : instant(row.cancelled_at),
    changedBy: typeof row.changed_by === 'string' ? row.changed_by : null,
    source: row.source === 'office' || row.source === 'lead' ? row.source : 'online',
    createdBy: typeof row.created_by === 'string' ? row.created_by : null,
    leadId: typeof row.lead_id === 'string' ? row.lead_id : null,
    visitStatus: isVisitStatus(row.visit_status) ? row.visit_status : 'booked',
    technicianId: typeof row.technician_id === 'string' ? row.technician_id : null,
    doneAt: row.done_at == null ? null : instant(row.done_at),
    warrantyOf: typeof row.warranty_of === 'string' ? row.warranty_of : null,
    language: isLocale(row.language) ? row.language : 'en',
  };
}

/**
 * Takes one place in the window, or reports it full. The row is made (taken 0) if it is not there yet; then
 * the UPDATE raises the count only while it is below capacity. Both engines run that UPDATE atomically against
 * the latest committed row (SQLite holds the write lock; PostgreSQL waits for a concurrent writer of the row
 * and re-checks the condition on its result), so exactly `capacity` transactions ever see one changed row.
 */
async function takePlace(trx: Transaction<Tables>, windowStart: string, capacity: number): Promise<boolean> {
  await trx
    .insertInto('window_places')
    .values({ window_start: windowStart, taken: 0 })
    .onConflict((conflict) => conflict.column('window_start').doNothing())
    .execute();
  const result = await trx
    .updateTable('window_places')
    .set((eb) => ({ taken: eb('taken', '+', 1) }))
    .where('window_start', '=', windowStart)
    .where('taken', '<', capacity)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A booking as it stands now, inside the transaction that changed it. */
async function bookingById(trx: Transaction<Tables>, id: string): Promise<StoredBooking> {
  return toStoredBooking(await trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

async function freePlace(trx: Transaction<Tables>, windowStart: string): Promise<void> {
  await trx
    .updateTable('window_places')
    .set((eb) => ({ taken: eb('taken', '-', 1) }))
    .where('window_start', '=', windowStart)
    .where('taken', '>', 0)
    .execute();
}

/** Thrown inside a transaction to roll it back and answer with a result instead of an error. */
class Refusal<T> {
  constructor(readonly result: T) {}
}

async function inTransaction<T>(db: Kysely<Tables>, work: (trx: Transaction<Tables>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (error instanceof Refusal) return error.result as T;
    throw error;
  }
}

/**
 * As inTransaction, inside a transaction someone else began and commits: a savepoint stands in for the rollback,
 * so a refusal or a failed statement (PostgreSQL would refuse every later one) undoes only `work`'s writes.
 */
async function underSavepoint<T>(trx: Transaction<Tables>, work: () => Promise<T>): Promise<T> {
  await sql`savepoint booking_change`.execute(trx);
  try {
    const result = await work();
    await sql`release savepoint booking_change`.execute(trx);
    return result;
  } catch (error) {
    await sql`rollback to savepoint booking_change`.execute(trx);
    await sql`release savepoint booking_change`.execute(trx);
    if (error instanceof Refusal) return error.result as T;
    throw error;
  }
}

/** Places taken per window starting in [from, to), read through `executor` (the database, or a change's transaction). */
export async function takenBetweenIn(executor: Kysely<Tables>, from: number, to: number): Promise<Map<number, number>> {
  const rows = await executor
    .selectFrom('window_places')
    .select(['window_start', 'taken'])
    .where('window_start', '>=', iso(from))
    .where('window_start', '<', iso(to))
    .where('taken', '>', 0)
    .execute();
  return new Map(rows.map((row) => [Date.parse(instant(row.window_start)), Number(row.taken)]));
}

export function createBookingStore(database: AppDatabase, options: BookingStoreOptions = {}): BookingStore {
  const onChange = options.onChange ?? (async () => {});
  const { afterCommit, afterHold } = options;
  let committedChanges = 0;
  const committed = () => {
    committedChanges += 1;
    if (afterCommit) setImmediate(afterCommit).unref();
  };
  const told = <T>(result: T) => {
    committed();
    return result;
  };
  const creation = bookingCreation(database, onChange, options.gate);
  const changes = bookingChanges(database, onChange);
  return {
    ...bookingReads(database),
    ...creation,
    ...changes,
    create: (...args) =>
      creation.create(...args).then((result) => {
        if (result.kind === 'held' && afterHold) setImmediate(afterHold).unref();
        return told(result);
      }),
    reschedule: (...args) => changes.reschedule(...args).then(told),
    cancel: (...args) => changes.cancel(...args).then(told),
    // A change in a caller's transaction: told once the caller has committed it.
    afterChange: committed,
    changes: () => committedChanges,
  };
}

type OnChange = NonNullable<BookingStoreOptions['onChange']>;

/** The booking a live token opens, locked for the transaction's change when `forUpdate`. */
function rowByToken(executor: Kysely<Tables>, engine: Engine, token: string, now: Date, forUpdate = false) {
  return TOKEN_PATTERN.test(token)
    ? executor
        .selectFrom('bookings')
        .selectAll()
        .where((eb) => {
          const hash = hashToken(token);
          const at = now.toISOString();
          // The booking's own link, or one minted for a later message (mintManageLink), each until it expires.
          return eb.or([
            eb.and([eb('token_hash', '=', hash), eb('token_expires_at', '>', at)]),
            eb(
              'id',
              'in',
              eb
                .selectFrom('booking_links')
                .select('booking_id')
                .where('token_hash', '=', hash)
                .where('expires_at', '>', at),
            ),
          ]);
        })
        .$if(forUpdate && lockRowsForUpdate(engine), (query) => query.forUpdate())
        .executeTakeFirst()
    : Promise.resolve(undefined);
}

/**
 * A new link to the booking's manage page, for a message sent after the booking was made (its own token is never
 * stored): only its hash is kept, in the change's transaction, and it opens the page until `expiresAt`.
 */
export async function mintManageLink(
  trx: Kysely<Tables>,
  bookingId: string,
  purpose: string,
  now: Date,
  expiresAt: Date,
): Promise<string> {
  const token = newToken();
  await trx
    .insertInto('booking_links')
    .values({
      token_hash: hashToken(token),
      booking_id: bookingId,
      purpose,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return token;
}

/** The office's way in: by reference, whether or not the customer's link has expired. */
function rowByKey(executor: Kysely<Tables>, engine: Engine, key: BookingKey, now: Date, forUpdate = false) {
  return 'token' in key
    ? rowByToken(executor, engine, key.token, now, forUpdate)
    : executor
        .selectFrom('bookings')
        .selectAll()
        .where('reference', '=', key.reference)
        .$if(forUpdate && lockRowsForUpdate(engine), (query) => query.forUpdate())
        .executeTakeFirst();
}

const tokenOf = (key: BookingKey) => ('token' in key ? key.token : undefined);

/**
 * The visit statuses a change may start from. The customer's link moves or cancels a visit only while it is
 * simply booked: once the technician is on the way, a cancel is a phone call. The office may change any visit not
 * ended (done, no-show), which it reopens first.
 */
const openTo = (key: BookingKey): readonly VisitStatus[] => ('token' in key ? ['booked'] : OPEN_VISIT);

/** Reading: the places taken, and a booking by its link or its reference. */
function bookingReads(
  database: AppDatabase,
): Pick<BookingStore, 'takenBetween' | 'takenBetweenIn' | 'findByToken' | 'findByReference'> {
  const { db, engine } = database;
  return {
    async takenBetween(from, to) {
      await database.ready();
      return takenBetweenIn(db, from, to);
    },

    takenBetweenIn,

    async findByToken(token, now) {
      await database.ready();
      const row = await rowByToken(db, engine, token, now);
      return row && toStoredBooking(row);
    },

    async findByReference(reference) {
      await database.ready();
      const row = await rowByKey(db, engine, { reference }, new Date());
      return row && toStoredBooking(row);
    },
  };
}

/** Refuses the booking (rolling its transaction back) when the phone, the e-mail or the client is at its limit. */
async function checkLimits(trx: Transaction<Tables>, booking: NewBooking, caps: BookingCaps, now: Date) {
  const nowIso = now.toISOString();
  const live = (column: 'phone_key' | 'email_key', value: string) =>
    trx
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where(column, '=', value)
      .where('status', '=', 'booked')
      .where('window_end', '>', nowIso)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  if ((await live('phone_key', phoneKey(booking.phone))) >= caps.liveBookingsPerPhone)
    throw new Refusal<CreateResult>({ kind: 'limit', by: 'phone' });
  // No e-mail is nobody's e-mail: the customers booked by phone without one are not one customer.
  const email = emailKey(booking.email);
  if (email !== '' && (await live('email_key', email)) >= caps.liveBookingsPerEmail)
    throw new Refusal<CreateResult>({ kind: 'limit', by: 'email' });
  const today = await trx
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('client_address', '=', booking.clientAddress)
    .where('created_at', '>=', iso(caps.dayStart))
    .executeTakeFirstOrThrow();
  if (Number(today.count) >= caps.bookingsPerClientPerDay)
    throw new Refusal<CreateResult>({ kind: 'limit', by: 'client' });
}

/** Writing a new booking: the limits, the gate, a place, the row, all in one transaction. */
function bookingCreation(
  database: AppDatabase,
  onChange: OnChange,
  gate?: CreateGate,
): Pick<BookingStore, 'create' | 'createIn'> {
  const { db, engine } = database;

  const insert = async (
    trx: Transaction<Tables>,
    booking: NewBooking,
    caps: BookingCaps,
    now: Date,
    { hold, office, warranty, job }: CreateOptions,
  ): Promise<CreateResult> => {
    const id = randomUUID();
    const reference = newReference();
    const keys = [
      `booking-phone:${phoneKey(booking.phone)}`,
      ...(emailKey(booking.email) ? [`booking-email:${emailKey(booking.email)}`] : []),
      `booking-client:${booking.clientAddress}`,
    ];
    // A confirmation spends the surge's budget (surge.ts), so it takes the surge's lock too, after the same keys
    // as a new booking's gate and before the hold's row, the order the gate takes them in: no deadlock.
    if (hold) await serializeOnKeys(trx, engine, [...keys, 'booking-surge']);
    // First, so a second confirmation of one hold waits for the first and then finds it taken.
    await hold?.claim(trx, { id, reference });
    await warranty?.claim(trx);
    const nowIso = now.toISOString();
    await serializeOnKeys(trx, engine, keys);
    await checkLimits(trx, booking, caps, now);
    // A person took the office's booking on the phone: the surge's e-mailed proof of a real contact is not needed.
    const gated = hold || office || warranty || job ? undefined : await gate?.(trx, booking, caps, now);
    if (gated?.kind === 'held') return gated;
    if (gated) throw new Refusal<CreateResult>(gated);

    if (!(await takePlace(trx, iso(booking.windowStart), caps.capacity)))
      throw new Refusal<CreateResult>({ kind: 'full' });
    const token = hold?.token ?? newToken();
    const row = {
      id,
      reference,
      token_hash: hashToken(token),
      token_expires_at: iso(booking.windowEnd + caps.linkLifetimeAfterVisit),
      ...visitColumns(booking),
      status: 'booked' as const,
      sequence: 0,
      created_at: nowIso,
      updated_at: nowIso,
      cancelled_at: null,
      changed_by: null,
      ...(office ? { source: office.source, created_by: office.by, lead_id: office.leadId ?? null } : {}),
      ...(warranty ? { warranty_of: warranty.of } : {}),
      ...(job ? { job_id: job.id } : {}),
      // Where the work came from (migration 0042-sources): not a column booking_holds keeps (visitColumns).
      ...(booking.sources ?? {}),
    };
    await trx.insertInto('bookings').values(row).execute();
    let stored = toStoredBooking(row);
    await office?.alsoIn?.(trx, stored);
    if (warranty) stored = await warranty.alsoIn(trx, stored);
    await linkCustomer(trx, engine, { kind: 'booking', ...stored, at: stored.createdAt });
    await onChange(trx, { kind: 'created', booking: stored, token, textConsent: booking.textConsent });
    return { kind: 'booked', booking: stored, token };
  };

  /** A reference or token that happens to exist already: the whole attempt, limits included, goes again. */
  const attempts = async (attempt: () => Promise<CreateResult>): Promise<CreateResult> => {
    for (let count = 1; ; count++) {
      try {
        return await attempt();
      } catch (error) {
        if (!isUniqueViolation(error) || count >= 3) throw error;
      }
    }
  };

  return {
    async create(booking, caps, now, createOptions = {}) {
      await database.ready();
      return attempts(() => inTransaction(db, (trx) => insert(trx, booking, caps, now, createOptions)));
    },

    async createIn(trx, booking, caps, now, createOptions = {}) {
      return attempts(() => underSavepoint(trx, () => insert(trx, booking, caps, now, createOptions)));
    },
  };
}

/** Changing a booking: moving it to another window, cancelling it; in a transaction of its own, or the caller's. */
function bookingChanges(
  database: AppDatabase,
  onChange: OnChange,
): Pick<BookingStore, 'reschedule' | 'cancel' | 'rescheduleIn' | 'cancelIn'> {
  const { db, engine } = database;
  /** The move in `trx`; a full window throws its Refusal, which inTransaction or inSavepoint turns into its result. */
  const moveIn: BookingStore['rescheduleIn'] = async (trx, key, to, caps, now, { force = false, by } = {}) => {
    // Within a 32-bit integer: PostgreSQL types the parameter after the integer column.
    const capacity = force ? 2_000_000_000 : to.capacity;
    const row = await rowByKey(trx, engine, key, now, true);
    if (!row) return { kind: 'not-found' };
    const booking = toStoredBooking(row);
    // A visit that is done or was a no-show is over: it moves no more than a cancelled one.
    if (booking.status !== 'booked' || !openTo(key).includes(booking.visitStatus))
      return { kind: 'cancelled', booking };
    const from = booking.windowStart;
    const target = iso(to.start);
    if (from === target) return { kind: 'changed', booking };
    const nowIso = now.toISOString();
    // Conditional on the window it had when read: a reschedule or cancel that got there first wins.
    const moved = await trx
      .updateTable('bookings')
      .set((eb) => ({
        window_start: target,
        window_end: iso(to.end),
        token_expires_at: iso(to.end + caps.linkLifetimeAfterVisit),
        sequence: eb('sequence', '+', 1),
        updated_at: nowIso,
        changed_by: by ?? null,
      }))
      .where('id', '=', booking.id)
      .where('status', '=', 'booked')
      .where('visit_status', 'in', openTo(key))
      .where('window_start', '=', from)
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) return { kind: 'cancelled', booking };
    // Window rows are locked in time order, so two reschedules crossing between the same windows never
    // wait for each other in a circle.
    if (target < from) {
      if (!(await takePlace(trx, target, capacity))) throw new Refusal<ChangeResult>({ kind: 'full', booking });
      await freePlace(trx, from);
    } else {
      await freePlace(trx, from);
      if (!(await takePlace(trx, target, capacity))) throw new Refusal<ChangeResult>({ kind: 'full', booking });
    }
    const changed = await bookingById(trx, booking.id);
    await onChange(trx, { kind: 'rescheduled', booking: changed, previous: booking, token: tokenOf(key), by });
    return { kind: 'changed', booking: changed };
  };

  /** The cancel; it refuses before it writes anything. */
  const cancelIn: BookingStore['cancelIn'] = async (trx, key, now, { by, message } = {}) => {
    const row = await rowByKey(trx, engine, key, now, true);
    if (!row) return { kind: 'not-found' };
    const booking = toStoredBooking(row);
    if (booking.status === 'cancelled' || !openTo(key).includes(booking.visitStatus))
      return { kind: 'cancelled', booking };
    const nowIso = now.toISOString();
    const cancelled = await trx
      .updateTable('bookings')
      .set((eb) => ({
        status: 'cancelled' as const,
        cancelled_at: nowIso,
        updated_at: nowIso,
        sequence: eb('sequence', '+', 1),
        changed_by: by ?? null,
      }))
      .where('id', '=', booking.id)
      .where('status', '=', 'booked')
      .where('visit_status', 'in', openTo(key))
      .where('window_start', '=', booking.windowStart)
      .executeTakeFirst();
    if (cancelled.numUpdatedRows !== 1n) {
      return { kind: 'cancelled', booking: await bookingById(trx, booking.id) };
    }
    await freePlace(trx, booking.windowStart);
    const changed = await bookingById(trx, booking.id);
    await onChange(trx, { kind: 'cancelled', booking: changed, token: tokenOf(key), by, message });
    return { kind: 'changed', booking: changed };
  };

  return {
    async reschedule(key, to, caps, now, options) {
      await database.ready();
      return inTransaction(db, (trx) => moveIn(trx, key, to, caps, now, options));
    },
    rescheduleIn: (trx, key, to, caps, now, options) =>
      underSavepoint(trx, () => moveIn(trx, key, to, caps, now, options)),
    async cancel(key, now, options) {
      await database.ready();
      return inTransaction(db, (trx) => cancelIn(trx, key, now, options));
    },
    cancelIn,
  };
}
