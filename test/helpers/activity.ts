import { sql } from 'kysely';
import type { AppDatabase } from '../../server/kernel/db/database';

/** Where the activity log is kept once `breakActivityLog` has taken it away. */
const AWAY = 'office_activity_away';

const broken = new WeakSet<AppDatabase>();

/** The activity log's lines, oldest first, wherever `breakActivityLog` left them. */
export async function activityLines(database: AppDatabase) {
  const rows = await database.db
    .selectFrom(broken.has(database) ? (AWAY as 'office_activity') : 'office_activity')
    .select(['action', 'detail', 'user_email'])
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ action: row.action, detail: row.detail, by: row.user_email }));
}

/**
 * Takes the activity log away (its table renamed, on either engine), so the next line an office change writes
 * fails: a change written in the same transaction as its line is then kept no more than the line.
 */
export async function breakActivityLog(database: AppDatabase): Promise<void> {
  await sql`alter table office_activity rename to ${sql.id(AWAY)}`.execute(database.db);
  broken.add(database);
}
