import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../kernel/db/database';
import { instant } from '../../kernel/db/engine';

/**
 * A wrong password, a set-password link that opened nothing, or a Forgot password asked for (not a failure,
 * but counted the same way): each kind has its own budget.
 */
export type FailureKind = 'sign-in' | 'link' | 'reset';

/** Which failures a count reads: one kind, of one account (the e-mail typed), one client, or both together. */
export interface FailureScope {
  kind: FailureKind;
  emailKey?: string;
  client?: string;
}

/** Failed sign-ins and dead set-password links, counted by the throttle (throttle.ts) across every server. */
export function signInFailureStore(database: AppDatabase) {
  const { db } = database;
  const ready = () => database.ready();
  return {
    /**
     * Records a failure (or an attempt not yet judged, which counts as one until forgotten) and forgets those
     * older than `keepMs`; returns its id. A link's failure has no account: `emailKey` ''.
     */
    async recordFailure(
      emailKey: string,
      clientAddress: string,
      now: Date,
      keepMs: number,
      kind: FailureKind = 'sign-in',
    ): Promise<string> {
      await ready();
      const id = randomUUID();
      await db
        .insertInto('office_login_failures')
        .values({ id, at: now.toISOString(), email_key: emailKey, client_address: clientAddress, kind })
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

    /**
     * The instant of the `n`th newest failure in `scope` since `since`, or undefined when there are fewer than
     * `n`: what a limit of `n - 1` needs to know (whether it is reached, and when the oldest that counts expires),
     * read through an index however many failures an account has gathered.
     */
    async nthNewestFailure(scope: FailureScope, since: Date, n: number): Promise<string | undefined> {
      await ready();
      const row = await db
        .selectFrom('office_login_failures')
        .select('at')
        .where('kind', '=', scope.kind)
        .$if(scope.emailKey !== undefined, (query) => query.where('email_key', '=', scope.emailKey!))
        .$if(scope.client !== undefined, (query) => query.where('client_address', '=', scope.client!))
        .where('at', '>', since.toISOString())
        .orderBy('at', 'desc')
        .limit(1)
        .offset(n - 1)
        .executeTakeFirst();
      return row && instant(row.at);
    },

    /**
     * After a good sign-in, that client's failures at the account are forgotten; other clients' stand, so the
     * owner signing in does not give a guesser elsewhere a fresh count.
     */
    async clearFailuresOf(emailKey: string, clientAddress: string): Promise<void> {
      await ready();
      await db
        .deleteFrom('office_login_failures')
        .where('kind', '=', 'sign-in')
        .where('email_key', '=', emailKey)
        .where('client_address', '=', clientAddress)
        .execute();
    },
  };
}
