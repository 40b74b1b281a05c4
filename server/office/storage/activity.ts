import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AppDatabase } from '../../kernel/db/database';
import type { Tables } from '../../kernel/db/schema';
import { instant } from '../../kernel/db/engine';
import { text, type ActivityEntry } from './records';

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
    })
    .execute();
}

/** The activity log: who did what in the office, and when. */
export function activityStore(database: AppDatabase) {
  const { db } = database;
  const ready = () => database.ready();
  return {
    async logActivity(entry: ActivityEntry): Promise<void> {
      await ready();
      await writeActivity(db, entry);
    },

    async activity(page: number, pageSize: number): Promise<{ entries: ActivityEntry[]; total: number }> {
      await ready();
      const [rows, count] = await Promise.all([
        // The page's ids from the (at, id) index alone, then those rows (decision 0034).
        // Each line with the name of the account its e-mail is, so the log shows people, not addresses.
        db
          .selectFrom('office_activity')
          .leftJoin('office_users', 'office_users.email', 'office_activity.user_email')
          .selectAll('office_activity')
          .select('office_users.name as user_name')
          .where(
            'office_activity.id',
            'in',
            db
              .selectFrom('office_activity')
              .select('id')
              .orderBy('at', 'desc')
              .orderBy('id', 'desc')
              .limit(pageSize)
              .offset((page - 1) * pageSize),
          )
          .orderBy('office_activity.at', 'desc')
          .orderBy('office_activity.id', 'desc')
          .execute(),
        db
          .selectFrom('office_activity')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        entries: rows.map((row) => ({
          at: instant(row.at),
          userEmail: text(row.user_email),
          ...(row.user_name ? { userName: text(row.user_name) } : {}),
          action: text(row.action),
          detail: text(row.detail),
          clientAddress: text(row.client_address),
        })),
        total: Number(count.n),
      };
    },
  };
}
