import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { Tables } from '../../db/schema';
import type { OfficeRole } from '../roles';
import { normalEmail, toUser, type OfficeUser } from './records';

/** The id of the account with this e-mail, read inside the transaction that changes it. */
const accountId = (trx: Transaction<Tables>, email: string) =>
  trx.selectFrom('office_users').select('id').where('email', '=', normalEmail(email)).executeTakeFirst();

/** The office accounts: adding, listing and removing them, and their passwords. */
export function userStore(database: AppDatabase) {
  const { db } = database;
  const ready = () => database.ready();
  return {
    async addUser(
      email: string,
      passwordHash: string,
      now = new Date(),
      person: { role?: OfficeRole; name?: string } = {},
    ): Promise<OfficeUser> {
      await ready();
      const row = {
        id: randomUUID(),
        email: normalEmail(email),
        password_hash: passwordHash,
        created_at: now.toISOString(),
        password_changed_at: now.toISOString(),
        role: person.role ?? 'owner',
        name: person.name ?? '',
        bio: '',
      };
      await db.insertInto('office_users').values(row).execute();
      return toUser(row);
    },

    async userWithHash(email: string): Promise<(OfficeUser & { passwordHash: string }) | undefined> {
      await ready();
      const row = await db
        .selectFrom('office_users')
        .selectAll()
        .where('email', '=', normalEmail(email))
        .executeTakeFirst();
      return row && { ...toUser(row), passwordHash: row.password_hash };
    },

    async listUsers(): Promise<OfficeUser[]> {
      await ready();
      const rows = await db.selectFrom('office_users').selectAll().orderBy('email').execute();
      return rows.map(toUser);
    },

    /** Removes the account and ends every session it has; false when there is no such account. */
    async removeUser(email: string): Promise<boolean> {
      await ready();
      return db.transaction().execute(async (trx) => {
        const user = await accountId(trx, email);
        if (!user) return false;
        await trx.deleteFrom('office_sessions').where('user_id', '=', user.id).execute();
        await trx.deleteFrom('office_users').where('id', '=', user.id).execute();
        return true;
      });
    },

    /** A new password also signs the account out everywhere: whoever knew the old one loses their session. */
    async setPassword(email: string, passwordHash: string, now = new Date()): Promise<boolean> {
      await ready();
      return db.transaction().execute(async (trx) => {
        const user = await accountId(trx, email);
        if (!user) return false;
        await trx
          .updateTable('office_users')
          .set({ password_hash: passwordHash, password_changed_at: now.toISOString() })
          .where('id', '=', user.id)
          .execute();
        await trx.deleteFrom('office_sessions').where('user_id', '=', user.id).execute();
        return true;
      });
    },
  };
}
