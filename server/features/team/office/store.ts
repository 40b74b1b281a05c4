import type { Kysely, Transaction } from 'kysely';
import type { AppDatabase } from '../../../kernel/db/database';
import { serializeOnKeys, type Engine } from '../../../kernel/db/engine';
import type { Tables } from '../../../kernel/db/schema';
import type { OfficeRole } from '../../../office/roles';
import { retire, toUser, type OfficeUser, type RemovedBy } from '../../../office/storage/records';

/** A person on the Team screen. */
export interface TeamMember extends OfficeUser {
  /** False until they set a password from their link. */
  hasPassword: boolean;
  hasPhoto: boolean;
}

/** Why the owner's change to the team was refused. */
export type TeamRefusal = 'not-found' | 'last-owner';

/** The key every change that could leave the office without an owner takes, one after the other. */
const OWNERS_KEY = 'office owners';

const members = (db: Kysely<Tables>) =>
  db
    .selectFrom('office_users')
    .leftJoin('team_photos', 'team_photos.user_id', 'office_users.id')
    .select([
      'office_users.id as id',
      'office_users.email as email',
      'office_users.created_at as created_at',
      'office_users.role as role',
      'office_users.name as name',
      'office_users.bio as bio',
      'office_users.password_hash as password_hash',
      'team_photos.user_id as photo',
    ])
    .where('office_users.removed_at', 'is', null);
const toMember = (row: Parameters<typeof toUser>[0] & { password_hash: string; photo: string | null }) => ({
  ...toUser(row),
  hasPassword: row.password_hash !== '',
  hasPhoto: row.photo !== null,
});

/** Everyone on the team, read through `db` (the database, or the transaction of a change). */
export async function teamMembersIn(db: Kysely<Tables>): Promise<TeamMember[]> {
  const rows = await members(db).orderBy('office_users.name').orderBy('office_users.email').execute();
  return rows.map(toMember);
}

/** One person on the team, read through `db` (the database, or the transaction of a change). */
export async function teamMemberIn(db: Kysely<Tables>, id: string): Promise<TeamMember | undefined> {
  const row = await members(db).where('office_users.id', '=', id).executeTakeFirst();
  return row && toMember(row);
}

/**
 * Runs, in the transaction `trx`, a change that could take away an owner: refused when `userId` is the last
 * active owner. Every such change takes the same lock first (PostgreSQL; SQLite's one writer already queues
 * them), so two owners demoting each other at once cannot leave none.
 */
async function keepingAnOwner(
  trx: Transaction<Tables>,
  engine: Engine,
  userId: string,
  change: (user: OfficeUser) => Promise<void>,
  losesOwner: (user: OfficeUser) => boolean,
): Promise<OfficeUser | TeamRefusal> {
  await serializeOnKeys(trx, engine, [OWNERS_KEY]);
  const row = await members(trx).where('office_users.id', '=', userId).executeTakeFirst();
  if (!row) return 'not-found';
  const user = toUser(row);
  if (user.role === 'owner' && losesOwner(user)) {
    const owners = await trx
      .selectFrom('office_users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('role', '=', 'owner')
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(owners.n) <= 1) return 'last-owner';
  }
  await change(user);
  return user;
}

/** A new role, in the change's transaction; it takes effect at the next request (the guard reads the role with the session). */
export const changeRole = (trx: Transaction<Tables>, engine: Engine, id: string, role: OfficeRole) =>
  keepingAnOwner(
    trx,
    engine,
    id,
    async () => void (await trx.updateTable('office_users').set({ role }).where('id', '=', id).execute()),
    () => role !== 'owner',
  );

/** Removes a person from the team in the change's transaction (records.ts's retire): every key they held goes at once. */
export const removeTeamMember = (trx: Transaction<Tables>, engine: Engine, id: string, now: Date, by: RemovedBy) =>
  keepingAnOwner(
    trx,
    engine,
    id,
    () => retire(trx, id, now, by),
    () => true,
  );

/**
 * A person's name and line through `db` (the database, or the profile change's transaction); false when there is
 * no such person on the team (a removed one included).
 */
export async function updateProfileIn(
  db: Kysely<Tables>,
  id: string,
  profile: { name: string; bio: string },
): Promise<boolean> {
  const result = await db
    .updateTable('office_users')
    .set({ name: profile.name, bio: profile.bio })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The team: who is on it, their roles and their profile (the set-password links are in invites.ts). */
export function teamMemberStore(database: AppDatabase) {
  const { db, engine } = database;
  const ready = () => database.ready();

  return {
    async teamMembers(): Promise<TeamMember[]> {
      await ready();
      return teamMembersIn(db);
    },

    async teamMember(id: string): Promise<TeamMember | undefined> {
      await ready();
      return teamMemberIn(db, id);
    },

    async changeRole(id: string, role: OfficeRole): Promise<OfficeUser | TeamRefusal> {
      await ready();
      return db.transaction().execute((trx) => changeRole(trx, engine, id, role));
    },

    async removeTeamMember(id: string, now: Date, by: RemovedBy): Promise<OfficeUser | TeamRefusal> {
      await ready();
      return db.transaction().execute((trx) => removeTeamMember(trx, engine, id, now, by));
    },

    async updateProfile(id: string, profile: { name: string; bio: string }): Promise<boolean> {
      await ready();
      return updateProfileIn(db, id, profile);
    },
  };
}

export type TeamMemberStore = ReturnType<typeof teamMemberStore>;
