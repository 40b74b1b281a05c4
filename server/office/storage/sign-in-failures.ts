import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../db/database';
import { instant } from '../../db/engine';

/** Failed sign-ins, counted by the throttle (throttle.ts) across every server. */
export function signInFailureStore(database: AppDatabase) {
  const { db } = database;
  const ready = () => database.ready();
  return {
    /** Records a failure (or an attempt not yet judged, which counts as one until forgotten); returns its id. */
    async recordFailure(emailKey: string, clientAddress: string, now: Date, keepMs: number): Promise<string> {
      await ready();
      const id = randomUUID();
      await db
        .insertInto('office_login_failures')
        .values({ id, at: now.toISOString(), email_key: emailKey, client_address: clientAddress })
        .execute();
      await db
        .deleteFrom('office_login_failures')
        .where('at', '<=', new Date(now.getTime() - keepMs).toISOString())
        .execute();
      return id;
    },

    /** Takes back an attempt recorded ahead of its verdict: it was refused unheard, or the password was right. */
    async forgetFailure(id: string): Promise<void> {
      await ready();
      await db.deleteFrom('office_login_failures').where('id', '=', id).execute();
    },

    /** The instants of the failures since `since` for the account and for the client address, oldest first. */
    async failuresSince(
      emailKey: string,
      clientAddress: string,
      since: Date,
    ): Promise<{ account: string[]; client: string[] }> {
      await ready();
      const from = since.toISOString();
      const of = (column: 'email_key' | 'client_address', value: string) =>
        db
          .selectFrom('office_login_failures')
          .select('at')
          .where(column, '=', value)
          .where('at', '>', from)
          .orderBy('at')
          .execute()
          .then((rows) => rows.map((row) => instant(row.at)));
      const [account, client] = await Promise.all([of('email_key', emailKey), of('client_address', clientAddress)]);
      return { account, client };
    },

    /** After a good sign-in the account's count starts again; the address's count stands. */
    async clearAccountFailures(emailKey: string): Promise<void> {
      await ready();
      await db.deleteFrom('office_login_failures').where('email_key', '=', emailKey).execute();
    },
  };
}
