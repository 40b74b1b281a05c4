import type { Transaction } from 'kysely';
import * as v from 'valibot';
import type { Locale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { longDate, windowInWords } from '../../../views/components/window-words';
import type { AppDatabase } from '../../kernel/db/database';
import { lockRowsForUpdate, serializeOnKeys, type Engine } from '../../kernel/db/engine';
import type { Tables } from '../../kernel/db/schema';
import { multiLineTextOnly, oneLineTextOnly, readForm } from '../../kernel/http/schemas';
import {
  bookingMessages,
  capsFor,
  checkWindow,
  limitMessage,
  nearestFreeWindows,
  openWarrantyVisit,
  parseInstant,
  sameTechnicianIfFree,
  toStoredBooking,
  warrantyState,
  windowText,
  type ArrivalWindow,
  type BookingStore,
  type LimitKind,
  type ScheduleSource,
  type StoredBooking,
  type WarrantyState,
} from '../booking';

/**
 * The warranty online (docs/booking.md, "The warranty"; decision 0030): from a Done visit's link, while its
 * warranty lasts, the customer books a free visit for the same problem. It is an ordinary booking (a place in
 * its window, the limits, the e-mails) that points at the original (`warranty_of`), copies its appliance,
 * address and contact, and gets the original's technician when they are free in that window. One warranty visit
 * still to come per original.
 */

/** How long the customer's own words for the warranty visit may be. */
export const WARRANTY_NOTE_MAX = 1000;

/** Why a warranty visit cannot be booked, in the customer's language (the warranty area of the catalogs). */
export function warrantyMessagesIn(locale: Locale) {
  const { warranty } = messagesFor(locale);
  return {
    ended: (endsOn: string) => warranty.refusedEnded(longDate(endsOn, locale)),
    notDone: warranty.refusedNotDone,
    already: (visit: StoredBooking) =>
      warranty.refusedAlready(windowInWords(windowText(visit), locale), visit.reference),
    noWindow: warranty.refusedNoWindow,
    note: warranty.refusedNote(WARRANTY_NOTE_MAX),
  };
}

/** The English, as the API and the form's checks say it. */
export const warrantyMessages = warrantyMessagesIn('en');

export type WarrantyOutcome =
  | { kind: 'booked'; booking: StoredBooking; token: string; original: StoredBooking }
  | { kind: 'not-found' }
  /** Not a Done visit (booked, cancelled, a no-show, or reopened meanwhile): no warranty to claim (409). */
  | { kind: 'not-done'; booking: StoredBooking }
  /** The warranty's last day has passed (422). */
  | { kind: 'ended'; booking: StoredBooking; state: WarrantyState }
  /** A warranty visit is booked already (409): that one is shown. */
  | { kind: 'already'; booking: StoredBooking; state: WarrantyState; visit: StoredBooking }
  /** The form is not right: no window, or a note too long (400). */
  | { kind: 'invalid'; booking: StoredBooking; state: WarrantyState; errors: WarrantyErrors; values: WarrantyValues }
  | {
      kind: 'refused' | 'full';
      booking: StoredBooking;
      state: WarrantyState;
      error: string;
      alternatives: ArrivalWindow[];
      values: WarrantyValues;
    }
  | { kind: 'limit'; booking: StoredBooking; state: WarrantyState; by: LimitKind; error: string };

export interface WarrantyValues {
  windowStart: string;
  note: string;
}
export type WarrantyErrors = Partial<Record<keyof WarrantyValues, string>>;

/** The warranty form: the window chosen and the customer's few words; the rest is the original's. */
const WARRANTY_FORM = v.object({
  windowStart: v.pipe(
    oneLineTextOnly,
    v.check((value) => parseInstant(value) !== undefined, warrantyMessages.noWindow),
  ),
  note: v.pipe(multiLineTextOnly, v.maxLength(WARRANTY_NOTE_MAX, warrantyMessages.note)),
});

/** What the office sees of warranty visits beside a list of bookings. */
export interface WarrantyLinks {
  /** A warranty visit's original: its reference, by the warranty visit's id. */
  originals: Map<string, string>;
  /** An original's warranty visits, by the original's id, oldest first. */
  visits: Map<string, StoredBooking[]>;
}

export type { WarrantyState } from '../booking';

export interface BookingWarranty {
  /** Where a visit's warranty stands; undefined unless it is a Done visit (not cancelled). */
  state(booking: StoredBooking): Promise<WarrantyState | undefined>;
  /** Books the warranty visit the link's Done visit allows, or says why not. */
  book(token: string, body: unknown, clientAddress: string): Promise<WarrantyOutcome>;
  /** The warranty links of the bookings (by id) an office screen shows, in two reads. */
  links(ids: readonly string[]): Promise<WarrantyLinks>;
}

/** Thrown in the booking's transaction when the original got a warranty visit meanwhile: that one. */
class WarrantyTaken extends Error {
  constructor(readonly visit: StoredBooking) {
    super('the original has an open warranty visit');
  }
}

/** Thrown in the booking's transaction when the original is no longer a Done visit (reopened meanwhile). */
class WarrantyGone extends Error {}

/** The first line the stored problem carries: the office reads at once why the visit is free. */
const problemOf = (original: StoredBooking, note: string) =>
  [
    `Warranty visit for ${original.reference}: the same problem came back.`,
    original.problem,
    note ? `Added for the warranty visit: ${note}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');

/** One warranty visit still to come per original, checked one at a time per original on every server. */
async function claimWarranty(trx: Transaction<Tables>, engine: Engine, originalId: string): Promise<void> {
  await serializeOnKeys(trx, engine, [`warranty:${originalId}`]);
  const original = await trx
    .selectFrom('bookings')
    .select(['status', 'visit_status'])
    .where('id', '=', originalId)
    .$if(lockRowsForUpdate(engine), (query) => query.forUpdate())
    .executeTakeFirst();
  if (original?.status !== 'booked' || original.visit_status !== 'done') throw new WarrantyGone();
  const open = await openWarrantyVisit(trx, originalId);
  if (open) throw new WarrantyTaken(toStoredBooking(open));
}

export interface BookingWarrantyOptions {
  database: AppDatabase;
  /** The app's booking store (its e-mails, availability cache and nudge included). */
  store: BookingStore;
  schedule: ScheduleSource;
  now: () => Date;
}

export function bookingWarranty({ database, store, schedule, now }: BookingWarrantyOptions): BookingWarranty {
  const { db, engine } = database;
  const freeNear = (at: Date, start?: number) => nearestFreeWindows(store, schedule.current(), at, start);

  const state = warrantyState(database, now);

  return {
    state,

    async book(token, body, clientAddress) {
      const at = now();
      const booking = await store.findByToken(token, at);
      if (!booking) return { kind: 'not-found' };
      const found = await state(booking);
      if (!found) return { kind: 'not-done', booking };
      if (!found.covers) return { kind: 'ended', booking, state: found };
      if (found.open) return { kind: 'already', booking, state: found, visit: found.open };
      const form = readForm(WARRANTY_FORM, body);
      const values = { windowStart: String(form.values.windowStart), note: String(form.values.note) };
      if (!form.ok) return { kind: 'invalid', booking, state: found, errors: form.errors, values };
      const start = parseInstant(values.windowStart)!;
      const rules = await schedule.current();
      const check = checkWindow(start, at, rules);
      const refusal = { booking, state: found, values };
      if (check.kind === 'refused')
        return { kind: 'refused', ...refusal, error: check.error, alternatives: await freeNear(at, start) };
      const { original } = found;
      try {
        const created = await store.create(
          {
            zip: original.zip,
            service: original.service,
            name: original.name,
            phone: original.phone,
            email: original.email,
            address: original.address,
            unit: original.unit,
            town: original.town,
            brand: original.brand,
            model: original.model,
            // Written to as the visit it is the warranty of was.
            language: original.language,
            problem: problemOf(original, values.note),
            coupon: '',
            windowStart: start,
            windowEnd: Date.parse(check.slot.end),
            clientAddress,
          },
          capsFor(at, start, rules),
          at,
          {
            warranty: {
              of: original.id,
              claim: (trx) => claimWarranty(trx, engine, original.id),
              alsoIn: (trx, made) =>
                sameTechnicianIfFree(trx, engine, made, {
                  technicianId: original.technicianId,
                  actor: 'website',
                  detail: 'the technician of the original visit, free in this window',
                  now: at,
                }),
            },
          },
        );
        if (created.kind === 'booked')
          return { kind: 'booked', booking: created.booking, token: created.token, original };
        if (created.kind === 'full')
          return { kind: 'full', ...refusal, error: bookingMessages.full, alternatives: await freeNear(at, start) };
        if (created.kind === 'limit')
          return { kind: 'limit', booking, state: found, by: created.by, error: limitMessage(created.by) };
        throw new Error('a warranty visit was held by the surge gate');
      } catch (error) {
        if (error instanceof WarrantyTaken) return { kind: 'already', booking, state: found, visit: error.visit };
        if (error instanceof WarrantyGone) return { kind: 'not-done', booking };
        throw error;
      }
    },

    async links(ids) {
      const links: WarrantyLinks = { originals: new Map(), visits: new Map() };
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return links;
      await database.ready();
      const [originals, visits] = await Promise.all([
        db
          .selectFrom('bookings as visit')
          .innerJoin('bookings as original', 'original.id', 'visit.warranty_of')
          .select(['visit.id as id', 'original.reference as reference'])
          .where('visit.id', 'in', wanted)
          .execute(),
        db
          .selectFrom('bookings')
          .selectAll()
          .where('warranty_of', 'in', wanted)
          .orderBy('window_start')
          .orderBy('created_at')
          .execute(),
      ]);
      for (const row of originals) links.originals.set(row.id, row.reference);
      for (const row of visits) {
        const visit = toStoredBooking(row);
        const list = links.visits.get(visit.warrantyOf!) ?? [];
        list.push(visit);
        links.visits.set(visit.warrantyOf!, list);
      }
      return links;
    },
  };
}
