import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { business } from '../../../data/business';
import type { AppDatabase } from '../../kernel/db/database';
import type { Tables } from '../../kernel/db/schema';
import { instant } from '../../kernel/db/engine';
import { localDate, nextDate, zonedInstant } from '../../kernel/time-zone';
import { text, type ActivityEntry } from './records';

/** The kind of line folded by person and day: the desk signs in many times a day, and each is not news. */
export const SIGNED_IN = 'Signed in';

/** What the Activity screen narrows the log to; each part optional. */
export interface ActivityFilter {
  /** An account's id: its lines are those written under its e-mail. */
  person?: string;
  /** A kind of line: its action, as written ("Signed in", "Booking moved"). */
  kind?: string;
  /** New York days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

/** A line of the Activity screen: one entry, or a person's sign-ins of one New York day folded (count > 1). */
export interface ActivityShown extends ActivityEntry {
  /** How many entries the line stands for: 1, or a day's sign-ins. */
  count: number;
  /** The earliest of them; `at` is the latest. */
  firstAt: string;
  /** How many client addresses they came from. */
  addresses: number;
}

/** A person the log can be narrowed to: every account, removed ones too, since their lines stay. */
export interface ActivityPerson {
  id: string;
  name: string;
  email: string;
  removed: boolean;
}

/**
 * Writes one line of the activity log with `executor`: the transaction of the change it records (the office's
 * action pipeline, server/office/action.ts), so the line and the change are kept or lost together.
 */
export async function writeActivity(
  executor: Kysely<Tables> | Transaction<Tables>,
  entry: ActivityEntry,
): Promise<void> {
  await executor
    .insertInto('office_activity')
    .values({
      id: randomUUID(),
      at: entry.at,
      user_email: entry.userEmail,
      action: entry.action,
      detail: entry.detail,
      client_address: entry.clientAddress,
      sign_in_day: entry.action === SIGNED_IN ? newYorkDay(entry.at) : null,
    })
    .execute();
}

const { timeZone } = business;

/** The business's calendar day an instant falls on, YYYY-MM-DD. */
const newYorkDay = (at: string): string => localDate(Date.parse(at), timeZone);

/** The first instant of a business day, as ISO text: its midnight, a daylight-saving day's too. */
const dayStart = (date: string): string => new Date(zonedInstant(date, 0, timeZone)).toISOString();

/**
 * Whether an entry heads a line of the screen: a person's sign-ins of one New York day share one line (sign_in_day
 * is set on those only), shown at the newest of them; every other entry is a line of its own. Whole lines are kept
 * or left by every filter (a person, a kind, whole days), so the pages and their count stay right.
 */
const HEAD = sql<boolean>`(office_activity.sign_in_day is null or not exists (select 1 from office_activity o where o.user_email = office_activity.user_email and o.sign_in_day = office_activity.sign_in_day and (o.at > office_activity.at or (o.at = office_activity.at and o.id > office_activity.id))))`;

/** The activity log: who did what in the office, and when. */
export function activityStore(database: AppDatabase) {
  const { db } = database;
  const ready = () => database.ready();
  return {
    async logActivity(entry: ActivityEntry): Promise<void> {
      await ready();
      await writeActivity(db, entry);
    },

    /** A page of the log's lines, newest first, narrowed by `filter`, and how many lines it has in all. */
    async activity(
      filter: ActivityFilter,
      page: number,
      pageSize: number,
    ): Promise<{ entries: ActivityShown[]; total: number }> {
      await ready();
      const narrowed = <O>(query: SelectQueryBuilder<Tables, 'office_activity', O>) => {
        let q = query;
        if (filter.person !== undefined)
          q = q.where('user_email', '=', (eb) =>
            eb.selectFrom('office_users').select('email').where('id', '=', filter.person!),
          );
        if (filter.kind !== undefined) q = q.where('action', '=', filter.kind);
        if (filter.from !== undefined) q = q.where('at', '>=', dayStart(filter.from));
        if (filter.to !== undefined) q = q.where('at', '<', dayStart(nextDate(filter.to)));
        return q;
      };
      // A line is shown at its newest entry (its head): every entry but a sign-in is its own head; a sign-in is one
      // when no later sign-in of the same person and day exists (`office_activity_sign_ins` answers that, migration
      // 0052). So a page walks the log's newest-first index and skips the folded entries, instead of grouping the
      // whole log to sort its lines: the 200th page reads some 10,000 index entries, the first 50.
      const heads = narrowed(db.selectFrom('office_activity')).where(HEAD);
      const [rows, count] = await Promise.all([
        heads
          .select(['id', 'at', 'user_email', 'action', 'detail', 'client_address', 'sign_in_day'])
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        heads.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      // The page's folded days: how many sign-ins each stands for, the first, and from how many addresses.
      const days = rows.filter((row) => row.sign_in_day !== null);
      const folds =
        days.length === 0
          ? []
          : await db
              .selectFrom('office_activity')
              .where((eb) =>
                eb.or(
                  days.map((row) =>
                    eb.and([eb('user_email', '=', row.user_email), eb('sign_in_day', '=', row.sign_in_day)]),
                  ),
                ),
              )
              .select((eb) => [
                'user_email',
                'sign_in_day',
                eb.fn.countAll<number | string>().as('n'),
                eb.fn.min('at').as('first_at'),
                eb.fn.count('client_address').distinct().as('addresses'),
                eb.fn.min('client_address').as('client_address'),
              ])
              .groupBy(['user_email', 'sign_in_day'])
              .execute();
      const foldOf = new Map(folds.map((fold) => [`${text(fold.user_email)} ${text(fold.sign_in_day)}`, fold]));
      // Each line with the name of the account its e-mail is, so the log shows people, not addresses.
      const emails = [...new Set(rows.map((row) => text(row.user_email)))];
      const named =
        emails.length === 0
          ? []
          : await db.selectFrom('office_users').select(['email', 'name']).where('email', 'in', emails).execute();
      const names = new Map(named.map((row) => [row.email, row.name]));
      return {
        entries: rows.map((row) => {
          const userEmail = text(row.user_email);
          const userName = names.get(userEmail);
          const fold = row.sign_in_day === null ? undefined : foldOf.get(`${userEmail} ${text(row.sign_in_day)}`);
          return {
            at: instant(row.at),
            firstAt: instant(fold ? fold.first_at : row.at),
            count: fold ? Number(fold.n) : 1,
            addresses: fold ? Number(fold.addresses) : 1,
            userEmail,
            ...(userName ? { userName: text(userName) } : {}),
            action: text(row.action),
            detail: text(row.detail),
            clientAddress: text(fold ? fold.client_address : row.client_address),
          };
        }),
        total: Number(count.n),
      };
    },

    /** Everyone the log can be narrowed to, by name. */
    async people(): Promise<ActivityPerson[]> {
      await ready();
      const rows = await db.selectFrom('office_users').select(['id', 'name', 'email', 'removed_at']).execute();
      const people = rows.map((row) => ({
        id: row.id,
        name: text(row.name),
        email: text(row.email),
        removed: row.removed_at !== null,
      }));
      // By what the list shows (the name, or the e-mail of an account without one), as a person reads it.
      const shown = (person: ActivityPerson) => person.name || person.email;
      return people.sort((a, b) => shown(a).localeCompare(shown(b), 'en'));
    },

    /** Every kind of line the log holds, alphabetically (read from its kind index). */
    async kinds(): Promise<string[]> {
      await ready();
      const rows = await db.selectFrom('office_activity').select('action').distinct().orderBy('action').execute();
      return rows.map((row) => text(row.action));
    },
  };
}
