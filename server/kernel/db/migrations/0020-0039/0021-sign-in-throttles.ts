import type { Kysely } from 'kysely';

/**
 * The office's throttle counts two kinds of failure apart (decision 0036): a wrong password ('sign-in', every row
 * before this migration) and a set-password link that opened nothing ('link'), each with its own budget, so a
 * guesser's wrong passwords never hold back a new person's link from the same address. Failures are now kept for
 * 24 hours, for the account's daily bound.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('office_login_failures')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('sign-in'))
    .execute();
  // One client's failures at one account: read at every sign-in, among however many other clients' there are.
  await db.schema
    .createIndex('office_login_failures_pair')
    .on('office_login_failures')
    .columns(['email_key', 'client_address', 'at'])
    .execute();
}
