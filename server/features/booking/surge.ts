import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { bookingRules, surgeRules, type SurgeTrigger } from '../../../data/booking';
import type { SourceColumns } from '../../../data/sources';
import { windowInWords } from '../../../views/components/window-words';
import type { AppDatabase } from '../../kernel/db/database';
import { instant, serializeOnKeys } from '../../kernel/db/engine';
import { kindQueue, pendingColumns, queueKind } from '../../kernel/queue/kinds';
import type { BookingHoldsTable, BookingHoldStatus, Tables } from '../../kernel/db/schema';
import type { MailQueue } from '../../kernel/queue/worker';
import {
  hashToken,
  newToken,
  TOKEN_PATTERN,
  visitColumns,
  type CreateGate,
  type HeldResult,
  type LimitKind,
  type NewBooking,
} from './store';
import { mailboxKey, mailDomainKey } from './mailbox';
import { emailKey, phoneKey } from '../../kernel/contact';
import { isoInZone } from '../../kernel/time-zone';
import { isLocale, type Locale } from '../../../data/locale';

/**
 * The surge defence: a flood of bookings from many addresses, phones and e-mails passes every per-client and
 * per-contact limit, so the calendar as a whole watches how many online bookings (and held requests) were made
 * lately, across every server, in the database. Past a trigger of data/booking.ts's `surgeRules`, far above real
 * demand, a booking from a contact never seen before is held: it takes no place, and one e-mail goes to the
 * address typed with a link to confirm; confirming takes the place in its own transaction. Known contacts book
 * as usual. A mailbox gets one link, which a later request for it takes over; the places confirmed links may take
 * are budgeted, per mail domain and in all. See docs/decisions/0037-surge-a-script-cannot-fill.md.
 */

export type SurgeRules = {
  readonly triggers: readonly SurgeTrigger[];
  readonly holdMinutes: number;
  readonly knownAfterHours: number;
  readonly quietDaysAfterUnusedLink: number;
  readonly newSurgeAfterQuietMinutes: number;
  readonly placesPerMailDomain: number;
  readonly newContactPlacesPerDay: number;
};

/** A held booking as the rest of the code sees it. `status` is as of the clock it was read with. */
export interface HeldBooking {
  id: string;
  status: BookingHoldStatus;
  /** ISO instants in UTC. */
  createdAt: string;
  expiresAt: string;
  confirmedAt: string | null;
  bookingId: string | null;
  zip: string;
  service: string;
  windowStart: string;
  windowEnd: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  /** As bookings.unit and bookings.town (migration 0043-address-parts). */
  unit: string;
  town: string;
  brand: string;
  problem: string;
  coupon: string;
  clientAddress: string;
  /** The model number typed, '' when none. */
  model: string;
  /** The booking form's "Text me about this visit" box was ticked: recorded as consent once confirmed. */
  textConsent: boolean;
  /** Where the work came from, as the form said (migration 0050-hold-sources); carried onto the booking. */
  sources: SourceColumns;
  /** What it was asked in (migration 0049-customer-language): the booking confirming it makes is in it too. */
  language: Locale;
}

/** The one e-mail of a hold: the link to confirm it, to the address typed. */
export interface HoldEmail {
  kind: 'hold-link';
  id: string;
  hold: HeldBooking;
  /** The link's token; null once it was wiped (the e-mail is then not worth sending). */
  token: string | null;
}

/** What the office's Today screen shows of the defence. */
export interface SurgeStatus {
  /** Whether a booking from a new contact would be held now. */
  on: boolean;
  /** The trigger reached, with the count it saw (the first one reached). */
  reached?: SurgeTrigger & { count: number };
  /** Held bookings waiting for their link, newest first (at most `shown`). */
  waiting: HeldBooking[];
  waitingCount: number;
  /** Of the holds made in the last day: confirmed, and lapsed unconfirmed. */
  confirmedCount: number;
  expiredCount: number;
  /** When the latest hold was made, if any in the last day. */
  lastHeldAt?: string;
}

/** A confirmation refused by the surge's budget (its mail domain's places, or new contacts' places, spent). */
export class SurgeLimit extends Error {
  constructor(readonly by: LimitKind) {
    super('the places a surge lets new contacts take are spent');
  }
}

/** A hold that cannot be confirmed any more (confirmed meanwhile, or lapsed): thrown to roll a confirmation back. */
export class HoldGone extends Error {
  constructor() {
    super('the held booking is no longer waiting for confirmation');
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Who the activity log names for what the website did by itself. */
export const WEBSITE_ACTOR = 'website';

const iso = (ms: number) => new Date(ms).toISOString();
const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

export function toHeldBooking(row: Partial<Record<keyof BookingHoldsTable, unknown>>, now?: Date): HeldBooking {
  const expiresAt = instant(row.expires_at);
  const stored: BookingHoldStatus =
    row.status === 'confirmed' ? 'confirmed' : row.status === 'expired' ? 'expired' : 'held';
  // A lapsed hold is expired whether or not the outbox's sweep has written so yet.
  const status = stored === 'held' && now && Date.parse(expiresAt) <= now.getTime() ? 'expired' : stored;
  return {
    id: text(row.id),
    status,
    createdAt: instant(row.created_at),
    expiresAt,
    confirmedAt: row.confirmed_at == null ? null : instant(row.confirmed_at),
    bookingId: row.booking_id == null ? null : text(row.booking_id),
    zip: text(row.zip),
    service: text(row.service),
    windowStart: instant(row.window_start),
    windowEnd: instant(row.window_end),
    name: text(row.name),
    phone: text(row.phone),
    email: text(row.email),
    address: text(row.address),
    unit: text(row.unit),
    town: text(row.town),
    brand: text(row.brand),
    problem: text(row.problem),
    coupon: text(row.coupon),
    clientAddress: text(row.client_address),
    model: text(row.model_number),
    textConsent: Number(row.text_consent) === 1,
    sources: {
      heard_from: row.heard_from == null ? null : text(row.heard_from),
      heard_from_other: row.heard_from_other == null ? null : text(row.heard_from_other),
      utm_source: row.utm_source == null ? null : text(row.utm_source),
      utm_medium: row.utm_medium == null ? null : text(row.utm_medium),
      utm_campaign: row.utm_campaign == null ? null : text(row.utm_campaign),
    },
    language: isLocale(row.language) ? row.language : 'en',
  };
}

/** Where the work came from, as the hold keeps it for its booking (migration 0050-hold-sources). */
const sourcesOf = (booking: NewBooking): SourceColumns =>
  booking.sources ?? {
    heard_from: null,
    heard_from_other: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
  };

/** "Tuesday, Nov 24, 8–10 am" for an activity line, in the business's zone. */
const windowWords = (startIso: string, endIso: string) =>
  windowInWords({
    start: isoInZone(Date.parse(startIso), bookingRules.timeZone),
    end: isoInZone(Date.parse(endIso), bookingRules.timeZone),
  });

/** A lead's phone as digits, in SQL, for the few characters people type around them. */
const leadPhoneDigits = sql<string>`replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

type Executor = Kysely<Tables>;

/** Online bookings plus held requests created since each trigger's start, in the triggers' order. */
async function requestCounts(executor: Executor, triggers: readonly SurgeTrigger[], now: Date): Promise<number[]> {
  if (triggers.length === 0) return [];
  const since = triggers.map((trigger) => iso(now.getTime() - trigger.minutes * MINUTE));
  const earliest = since.reduce((a, b) => (a < b ? a : b));
  const count = async (table: 'bookings' | 'booking_holds') => {
    const row = await executor
      .selectFrom(table)
      .select((eb) =>
        since.map((from, i) =>
          eb.fn.sum<number | string | null>(eb.case().when('created_at', '>=', from).then(1).else(0).end()).as(`t${i}`),
        ),
      )
      .where('created_at', '>=', earliest)
      // Online demand only: a visit the office booked on the phone is no sign of a flood (0023-phone-in-bookings).
      .$if(table === 'bookings', (query) => query.where(sql.ref('source'), '=', 'online'))
      .executeTakeFirst();
    const values = (row ?? {}) as Record<string, unknown>;
    return since.map((_, i) => Number(values[`t${i}`] ?? 0) || 0);
  };
  const [bookings, holds] = await Promise.all([count('bookings'), count('booking_holds')]);
  return bookings.map((n, i) => n + holds[i]!);
}

/** "150 online bookings and held requests in the last 10 minutes (the trigger is 8)": a trigger reached, in words. */
export function triggerWords(reached: SurgeTrigger & { count: number }): string {
  const span = reached.minutes >= 120 ? `${reached.minutes / 60} hours` : `${reached.minutes} minutes`;
  return `${reached.count} online bookings and held requests in the last ${span} (the trigger is ${reached.requests})`;
}

const reachedOf = (triggers: readonly SurgeTrigger[], counts: number[]) => {
  const index = triggers.findIndex((trigger, i) => counts[i]! >= trigger.requests);
  return index === -1 ? undefined : { ...triggers[index]!, count: counts[index]! };
};

export interface BookingHoldsOptions {
  /** The thresholds; tests and the benchmark may pass others (data/booking.ts's by default). */
  rules?: SurgeRules;
}

/** The `booking_holds` table: the gate that writes holds, confirming them, the office's view and the outbox's. */
export function bookingHolds(database: AppDatabase, options: BookingHoldsOptions = {}) {
  const rules = options.rules ?? surgeRules;
  return {
    gate: surgeGate(database, rules),
    queue: holdEmailQueue(database),
    ...holdLinks(database, rules),
    status: surgeStatus(database, rules),
  };
}

/** On a booking or lead old enough, or on a hold its owner confirmed (which proved the inbox). */
async function isKnown(trx: Executor, rules: SurgeRules, phone: string, email: string, now: Date): Promise<boolean> {
  const before = iso(now.getTime() - rules.knownAfterHours * HOUR);
  const [booking, confirmed, lead] = await Promise.all([
    trx
      .selectFrom('bookings')
      .select('id')
      .where((eb) => eb.or([eb('phone_key', '=', phone), eb('email_key', '=', email)]))
      .where('created_at', '<=', before)
      .limit(1)
      .executeTakeFirst(),
    trx
      .selectFrom('booking_holds')
      .select('id')
      .where('email_key', '=', email)
      .where('status', '=', 'confirmed')
      .limit(1)
      .executeTakeFirst(),
    trx
      .selectFrom('leads')
      .select('id')
      .where('received_at', '<=', before)
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['email']), '=', email),
          ...(phone === '' ? [] : [eb(leadPhoneDigits, 'in', [phone, `1${phone}`])]),
        ]),
      )
      .limit(1)
      .executeTakeFirst(),
  ]);
  return Boolean(booking ?? confirmed ?? lead);
}

/** Holds and bookings made from one client address since the day began, together. */
export async function requestsFromClientToday(trx: Executor, clientAddress: string, dayStart: number): Promise<number> {
  const count = (table: 'bookings' | 'booking_holds') =>
    trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('client_address', '=', clientAddress)
      .where('created_at', '>=', iso(dayStart))
      .executeTakeFirstOrThrow();
  const holdsToday = await count('booking_holds');
  const bookingsToday = await count('bookings');
  return Number(holdsToday.count) + Number(bookingsToday.count);
}

/**
 * What the surge has let new contacts have lately (the known-contact age, a day): whether a booking was made for
 * this mailbox (its e-mail went there: it gets no link on top, one e-mail per address per surge), and whether the
 * places confirmed links took, at its mail domain or in all, are spent.
 */
async function surgeSpending(
  trx: Executor,
  rules: SurgeRules,
  email: string,
  now: Date,
  /** A hold being confirmed, not to count against itself. */
  except?: string,
): Promise<{ mailboxBooked: boolean; spent?: LimitKind }> {
  const since = iso(now.getTime() - rules.knownAfterHours * HOUR);
  const mailbox = mailboxKey(email);
  const domain = mailDomainKey(email);
  // Read whole and keyed here, not in SQL: a day's bookings are tens (a surge keeps them few), and the confirmed
  // holds at most the budget.
  const [recent, confirmed] = await Promise.all([
    trx.selectFrom('bookings').select('email_key').where('created_at', '>=', since).execute(),
    trx
      .selectFrom('booking_holds')
      .select('email_key')
      .where('status', '=', 'confirmed')
      .where('confirmed_at', '>=', since)
      .$if(except !== undefined, (query) => query.where('id', '!=', except!))
      .execute(),
  ]);
  const mailboxBooked = recent.some((row) => mailboxKey(row.email_key) === mailbox);
  const atDomain = domain === undefined ? 0 : confirmed.filter((row) => mailDomainKey(row.email_key) === domain).length;
  const spent = atDomain >= rules.placesPerMailDomain || confirmed.length >= rules.newContactPlacesPerDay;
  return { mailboxBooked, ...(spent ? { spent: 'surge' as const } : {}) };
}

/** The activity line of a surge's start, unless a hold was made lately (the same surge goes on). */
async function logSurgeStart(
  trx: Executor,
  rules: SurgeRules,
  reached: SurgeTrigger & { count: number },
  clientAddress: string,
  now: Date,
): Promise<void> {
  const previous = await trx
    .selectFrom('booking_holds')
    .select('id')
    .where('created_at', '>=', iso(now.getTime() - rules.newSurgeAfterQuietMinutes * MINUTE))
    .limit(1)
    .executeTakeFirst();
  if (previous) return;
  await trx
    .insertInto('office_activity')
    .values({
      id: randomUUID(),
      at: now.toISOString(),
      user_email: WEBSITE_ACTOR,
      action: 'Booking surge: new contacts must confirm by e-mail',
      detail: `${triggerWords(reached)}; a booking from a new contact now takes no place until confirmed`,
      client_address: clientAddress,
    })
    .execute();
}

/** The gate of the booking store: during a surge, a booking from a new contact is held instead of made. */
function surgeGate({ engine }: AppDatabase, rules: SurgeRules): CreateGate {
  return async (trx, booking, caps, now) => {
    // One surge check at a time across servers, so a burst cannot slip past the trigger all at once. SQLite's
    // write lock already does this; the booking transactions it serialises are short.
    await serializeOnKeys(trx, engine, ['booking-surge']);
    const counts = await requestCounts(trx, rules.triggers, now);
    const reached = reachedOf(rules.triggers, counts);
    if (!reached) return undefined;
    const phone = phoneKey(booking.phone);
    const email = emailKey(booking.email);
    if (await isKnown(trx, rules, phone, email, now)) return undefined;

    const nowIso = now.toISOString();
    const mailbox = mailboxKey(booking.email);
    const spending = await surgeSpending(trx, rules, booking.email, now);
    // One e-mail per address per surge: the mailbox had its confirmation (a booking a day old would be known).
    if (spending.mailboxBooked) return { kind: 'limit', by: 'emailed' };
    if (spending.spent) return { kind: 'limit', by: spending.spent };
    const latest = await trx
      .selectFrom('booking_holds')
      .select(['id', 'status', 'email_status'])
      .where('mailbox_key', '=', mailbox)
      .where('created_at', '>=', iso(now.getTime() - rules.quietDaysAfterUnusedLink * DAY))
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    // Its owner used the link; another spelling of the mailbox gets no second one.
    if (latest?.status === 'confirmed') return { kind: 'limit', by: 'emailed' };

    if ((await requestsFromClientToday(trx, booking.clientAddress, caps.dayStart)) >= caps.bookingsPerClientPerDay)
      return { kind: 'limit', by: 'client' };

    // A full window is said so now, as it would be without a surge; a free one is not kept for the hold.
    const place = await trx
      .selectFrom('window_places')
      .select('taken')
      .where('window_start', '=', iso(booking.windowStart))
      .executeTakeFirst();
    if (place && Number(place.taken) >= caps.capacity) return { kind: 'full' };

    const expiresAt = iso(now.getTime() + rules.holdMinutes * MINUTE);
    // The link this mailbox was sent (or is about to be) now books this request, whoever made the earlier one: a
    // stranger who typed the address cannot keep its owner out, and the owner is not written to again.
    if (latest && (latest.email_status === 'sent' || latest.email_status === 'pending')) {
      await trx
        .updateTable('booking_holds')
        .set({
          ...visitColumns(booking),
          ...sourcesOf(booking),
          text_consent: booking.textConsent ? 1 : 0,
          status: 'held',
          created_at: nowIso,
          expires_at: expiresAt,
        })
        .where('id', '=', latest.id)
        .execute();
      return { kind: 'held', email: booking.email, expiresAt, alreadySent: true };
    }

    await logSurgeStart(trx, rules, reached, booking.clientAddress, now);

    const token = newToken();
    await trx
      .insertInto('booking_holds')
      .values({
        id: randomUUID(),
        token_hash: hashToken(token),
        status: 'held',
        created_at: nowIso,
        expires_at: expiresAt,
        confirmed_at: null,
        booking_id: null,
        ...visitColumns(booking),
        ...sourcesOf(booking),
        text_consent: booking.textConsent ? 1 : 0,
        ...pendingColumns(nowIso, 'email_'),
        link_token: token,
        mailbox_key: mailbox,
      })
      .execute();
    return { kind: 'held', email: booking.email, expiresAt, alreadySent: false } satisfies HeldResult;
  };
}

/** A held booking's one link, as a kind of the one queue (server/kernel/queue/kinds.ts). */
export const holdLinkKind = queueKind({
  name: 'hold',
  label: 'Held-booking links',
  columns: {
    table: 'booking_holds',
    key: 'id',
    status: 'email_status',
    nextAttemptAt: 'email_next_attempt_at',
    attempts: 'email_attempts',
    lastError: 'email_last_error',
    sentAt: 'email_sent_at',
    claimOrder: ['created_at', 'id'],
    pendingOrder: ['id'],
    // The link goes with the e-mail's last attempt.
    clearWhenDone: ['link_token'],
  },
  since: 'created_at',
  noRetry: 'its link was wiped when it was given up; the customer can book again',
});

/** The hold e-mails' queue for the outbox: lapsed holds are swept out before each claim. */
function holdEmailQueue(database: AppDatabase): MailQueue<HoldEmail> {
  const { db } = database;

  /** Lapsed holds: their e-mail is not worth sending any more, their link can open nothing, so it goes. */
  const sweep = async (now: Date) => {
    const at = now.toISOString();
    await db
      .updateTable('booking_holds')
      .set({ email_status: 'skipped', email_last_error: 'the hold lapsed before its e-mail could be sent' })
      .where('status', '=', 'held')
      .where('expires_at', '<=', at)
      .where('email_status', '=', 'pending')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
      .execute();
    await db
      .updateTable('booking_holds')
      .set({ status: 'expired', link_token: null })
      .where('status', '=', 'held')
      .where('expires_at', '<=', at)
      .where('email_status', '!=', 'pending')
      .execute();
  };

  return kindQueue(database, holdLinkKind, {
    beforeClaim: sweep,
    take: async (claimed, { now }) => ({
      kind: 'hold-link',
      id: claimed.id,
      hold: toHeldBooking(claimed, now),
      token: claimed.link_token,
    }),
  });
}

/** A hold's link: what it opens, and confirming it. */
function holdLinks(database: AppDatabase, rules: SurgeRules) {
  const { db } = database;
  return {
    /** The held booking a link opens (whatever became of it), or undefined for an unknown token. */
    async findByToken(token: string, now: Date): Promise<HeldBooking | undefined> {
      if (!TOKEN_PATTERN.test(token)) return undefined;
      await database.ready();
      const row = await db
        .selectFrom('booking_holds')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      return row && toHeldBooking(row, now);
    },

    /**
     * Marks the hold confirmed inside the transaction that makes its booking, or throws HoldGone when it was
     * confirmed meanwhile or has lapsed, SurgeLimit when the places a surge lets new contacts (or the hold's mail
     * domain) take are spent; the activity log says a held booking was confirmed. The store holds the surge's
     * lock by then, so two servers' confirmations count one budget.
     */
    async claim(
      trx: Transaction<Tables>,
      hold: HeldBooking,
      booking: { id: string; reference: string },
      window: { start: number; end: number },
      now: Date,
    ): Promise<void> {
      const nowIso = now.toISOString();
      const claimed = await trx
        .updateTable('booking_holds')
        .set({ status: 'confirmed', confirmed_at: nowIso, booking_id: booking.id, link_token: null })
        .where('id', '=', hold.id)
        .where('status', '=', 'held')
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      if (claimed.numUpdatedRows !== 1n) throw new HoldGone();
      // A script reading a catch-all domain's mail confirms every link it is sent: the budget bounds what it gets.
      const { spent } = await surgeSpending(trx, rules, hold.email, now, hold.id);
      if (spent) throw new SurgeLimit(spent);
      await trx
        .insertInto('office_activity')
        .values({
          id: randomUUID(),
          at: nowIso,
          user_email: WEBSITE_ACTOR,
          action: 'Held booking confirmed by e-mail',
          detail: `${booking.reference}, ${windowWords(iso(window.start), iso(window.end))}`,
          client_address: hold.clientAddress,
        })
        .execute();
    },
  };
}

/** The defence as the office sees it: on or off, and the holds of the last day. */
function surgeStatus(database: AppDatabase, rules: SurgeRules) {
  const { db } = database;
  return async (now: Date, shown = 20): Promise<SurgeStatus> => {
    await database.ready();
    const nowIso = now.toISOString();
    const dayAgo = iso(now.getTime() - DAY);
    const [counts, waiting, tally] = await Promise.all([
      requestCounts(db, rules.triggers, now),
      db
        .selectFrom('booking_holds')
        .selectAll()
        .where('status', '=', 'held')
        .where('expires_at', '>', nowIso)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(shown)
        .execute(),
      db
        .selectFrom('booking_holds')
        .select(['status', 'expires_at', 'created_at'])
        .where('created_at', '>=', dayAgo)
        .execute(),
    ]);
    const held = tally.map((row) => toHeldBooking(row, now));
    const reached = reachedOf(rules.triggers, counts);
    const latest = held
      .map((hold) => hold.createdAt)
      .sort()
      .at(-1);
    return {
      on: reached !== undefined,
      ...(reached ? { reached } : {}),
      waiting: waiting.map((row) => toHeldBooking(row, now)),
      waitingCount: held.filter((hold) => hold.status === 'held').length,
      confirmedCount: held.filter((hold) => hold.status === 'confirmed').length,
      expiredCount: held.filter((hold) => hold.status === 'expired').length,
      ...(latest ? { lastHeldAt: latest } : {}),
    };
  };
}

export type BookingHolds = ReturnType<typeof bookingHolds>;
