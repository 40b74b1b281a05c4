import { sql } from 'kysely';
import type { AppDatabase } from '../../server/kernel/db/database';

/**
 * Makes every later write to the office's activity log fail, as a lost connection or a full disk would at that
 * step: a change that is kept all the same was written outside its activity line's transaction.
 */
export async function breakActivityLog(database: AppDatabase): Promise<void> {
  await sql`drop table office_activity`.execute(database.db);
}
