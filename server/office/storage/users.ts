import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AppDatabase } from '../../kernel/db/database';
import type { Tables } from '../../kernel/db/schema';
import { isUniqueViolation } from '../../kernel/db/engine';
import type { OfficeRole } from '../roles';
import { normalEmail, retire, toUser, type OfficeUser, type RemovedBy } from './records';

/** The actor `npm run office` records: it has no account of its own. */
const COMMAND_LINE: RemovedBy = { id: null, email: 'npm run office' };

/** The id of the account with this e-mail, read inside the transaction that changes it. */
const accountId = (trx: Transaction<Tables>, email: string) =>
  trx
    .selectFrom('office_users')
    .select('id')
    .where('email', '=', normalEmail(email))
    .where('removed_at', 'is', null)
    .executeTakeFirst();

/**
 * A name read from an e-mail's local part ("sam.rivera@example.com" is "Sam Rivera"): what `npm run office --
 * add-user` gives an account it was given no name for, and what migration 0035-people gave every account without
 * one, so no screen falls back to a bare address. The person changes it on My profile.
 */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const words = local
    .split(/[._+\-\d]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return (words.join(' ') || local || email).slice(0, 80);
}

/** Who an account is for, as the Team screen and the command line give it. */
type NewPerson = { role?: OfficeRole; name?: string };

/** A new account's row: `passwordHash` '' is one whose person sets the password from a link. */
function newUserRow(email: string, passwordHash: string, now: Date, person: NewPerson) {
  return {
    id: randomUUID(),
    email: normalEmail(email),
    password_hash: passwordHash,
    created_at: now.toISOString(),
    password_changed_at: now.toISOString(),
    role: person.role ?? 'owner',
    name: person.name ?? '',
    bio: '',
  };
}

/** A removed account given back to its e-mail: the new password and role, the name only when one is given. */
function revivedUser(row: ReturnType<typeof newUserRow>, person: NewPerson) {
  return {
    password_hash: row.password_hash,
    password_changed_at: row.password_changed_at,
    role: row.role,
    ...(person.name !== undefined ? { name: row.name } : {}),
    removed_at: null,
  };
}

/**
 * Adds an account in `trx` (the transaction of the change that also writes its activity line), as `addUser`
 * does: `passwordHash` '' is one whose person sets the password from a link, and a removed account's e-mail gets
 * that account back (its id, the new role, name and password). An active account's e-mail is `taken`, read
 * first, so the transaction is not broken by a refused insert (PostgreSQL); two adds of one e-mail at the same
 * moment still meet the unique index, which the caller answers as taken.
 */
export async function addUserIn(
  trx: Transaction<Tables>,
  email: string,
  passwordHash: string,
  now: Date,
  person: { role?: OfficeRole; name?: string } = {},
): Promise<OfficeUser | 'taken'> {
  const row = newUserRow(email, passwordHash, now, person);
  const known = await trx
    .selectFrom('office_users')
    .select(['id', 'removed_at'])
    .where('email', '=', row.email)
    .executeTakeFirst();
  if (known && known.removed_at === null) return 'taken';
  if (!known) {
    await trx.insertInto('office_users').values(row).execute();
    return toUser(row);
  }
  const revived = await trx
    .updateTable('office_users')
    .set(revivedUser(row, person))
    .where('id', '=', known.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toUser(revived);
}

/** The office accounts: adding, listing and removing them, and their passwords. */
export function userStore(database: AppDatabase) {
  const { db } = database;
  const ready = () => database.ready();
  return {
    /**
     * Adds an account; `passwordHash` '' is one whose person sets the password from a link (the Team screen).
     * An e-mail whose account was removed gets that account back, with its id (so its past visits stay its
     * own), the new role, name and password; an active account's e-mail is refused as the unique violation.
     */
    async addUser(
      email: string,
      passwordHash: string,
      now = new Date(),
      person: { role?: OfficeRole; name?: string } = {},
    ): Promise<OfficeUser> {
      await ready();
      const row = newUserRow(email, passwordHash, now, person);
      try {
        await db.insertInto('office_users').values(row).execute();
        return toUser(row);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const revived = await db
          .updateTable('office_users')
          .set(revivedUser(row, person))
          .where('email', '=', row.email)
          .where('removed_at', 'is not', null)
          .returningAll()
          .executeTakeFirst();
        if (!revived) throw error;
        return toUser(revived);
      }
    },

    async userWithHash(email: string): Promise<(OfficeUser & { passwordHash: string }) | undefined> {
      await ready();
      const row = await db
        .selectFrom('office_users')
        .selectAll()
        .where('email', '=', normalEmail(email))
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return row && { ...toUser(row), passwordHash: row.password_hash };
    },

    async listUsers(): Promise<OfficeUser[]> {
      await ready();
      const rows = await db
        .selectFrom('office_users')
        .selectAll()
        .where('removed_at', 'is', null)
        .orderBy('email')
        .execute();
      return rows.map(toUser);
    },

    /**
     * Removes the account (the command line; the Team screen also keeps the last owner): every key it held goes
     * at once and its visits to come are unassigned (records.ts, retire). The row stays, marked removed, so the
     * visits it had keep its name. False when there is no such active account.
     */
    async removeUser(email: string, now = new Date(), by: RemovedBy = COMMAND_LINE): Promise<boolean> {
      await ready();
      return db.transaction().execute(async (trx) => {
        const user = await accountId(trx, email);
        if (!user) return false;
        await retire(trx, user.id, now, by);
        return true;
      });
    },

    /**
     * A new password also signs the account out everywhere and stops its calendar feed's address: whoever knew the
     * old password (or took the phone) loses what it opened. The person makes a new feed address from My Day.
     */
    async setPassword(email: string, passwordHash: string, now = new Date()): Promise<boolean> {
      await ready();
      return db.transaction().execute(async (trx) => {
        const user = await accountId(trx, email);
        if (!user) return false;
        await trx
          .updateTable('office_users')
          .set({ password_hash: passwordHash, password_changed_at: now.toISOString(), feed_secret_hash: null })
          .where('id', '=', user.id)
          .execute();
        await trx.deleteFrom('office_sessions').where('user_id', '=', user.id).execute();
        return true;
      });
    },
  };
}
