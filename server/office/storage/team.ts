import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { teamRules } from '../../../data/team';
import type { AppDatabase } from '../../db/database';
import { instant, serializeOnKeys } from '../../db/engine';
import type { Tables } from '../../db/schema';
import type { OfficeRole } from '../roles';
import { retire, toUser, type OfficeUser } from './records';

/** A person on the Team screen. */
export interface TeamMember extends OfficeUser {
  /** False until they set a password from their link. */
  hasPassword: boolean;
  hasPhoto: boolean;
}

/** Why the owner's change to the team was refused. */
export type TeamRefusal = 'not-found' | 'last-owner';

/** What a set-password link opens: the account, or why it no longer works. */
export type InviteState =
  { kind: 'ok'; user: OfficeUser } | { kind: 'used' } | { kind: 'expired' } | { kind: 'unknown' };

/** 32 random bytes, base64url: 43 characters; anything else is no link, without a query. */
export const INVITE_TOKEN = /^[\w-]{43}$/;
const inviteId = (token: string) => createHash('sha256').update(token).digest('hex');
const INVITE_MS = teamRules.inviteHours * 60 * 60_000;

/** The key every change that could leave the office without an owner takes, one after the other. */
const OWNERS_KEY = 'office owners';

/** The team: who is on it, their roles, their profile, and the links that let them set a password. */
export function teamMemberStore(database: AppDatabase) {
  const { db, engine } = database;
  const ready = () => database.ready();

  const members = (trx: Transaction<Tables> | typeof db) =>
    trx
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

  /**
   * Runs a change that could take away an owner: refused when `userId` is the last active owner. Every such change
   * takes the same lock first (PostgreSQL; SQLite's one writer already queues them), so two owners demoting each
   * other at once cannot leave none.
   */
  const keepingAnOwner = (
    userId: string,
    change: (trx: Transaction<Tables>, user: OfficeUser) => Promise<void>,
    losesOwner: (user: OfficeUser) => boolean,
  ): Promise<OfficeUser | TeamRefusal> =>
    db.transaction().execute(async (trx) => {
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
      await change(trx, user);
      return user;
    });

  /** What the link opens, without using it. */
  const invite = async (token: string, now: Date): Promise<InviteState> => {
    if (!INVITE_TOKEN.test(token)) return { kind: 'unknown' };
    await ready();
    const row = await db
      .selectFrom('office_invites')
      .innerJoin('office_users', 'office_users.id', 'office_invites.user_id')
      .select([
        'office_invites.expires_at as expires_at',
        'office_invites.used_at as used_at',
        'office_users.id as id',
        'office_users.email as email',
        'office_users.created_at as created_at',
        'office_users.role as role',
        'office_users.name as name',
        'office_users.bio as bio',
      ])
      .where('office_invites.id', '=', inviteId(token))
      .where('office_users.removed_at', 'is', null)
      .executeTakeFirst();
    if (!row) return { kind: 'unknown' };
    if (row.used_at !== null) return { kind: 'used' };
    if (!(now.getTime() < Date.parse(instant(row.expires_at)))) return { kind: 'expired' };
    return { kind: 'ok', user: toUser(row) };
  };

  return {
    invite,

    async teamMembers(): Promise<TeamMember[]> {
      await ready();
      const rows = await members(db).orderBy('office_users.name').orderBy('office_users.email').execute();
      return rows.map(toMember);
    },

    async teamMember(id: string): Promise<TeamMember | undefined> {
      await ready();
      const row = await members(db).where('office_users.id', '=', id).executeTakeFirst();
      return row && toMember(row);
    },

    /** A new role takes effect at the next request: the guard reads the role with the session. */
    async changeRole(id: string, role: OfficeRole): Promise<OfficeUser | TeamRefusal> {
      await ready();
      return keepingAnOwner(
        id,
        async (trx) => void (await trx.updateTable('office_users').set({ role }).where('id', '=', id).execute()),
        () => role !== 'owner',
      );
    },

    /** Removes a person from the team (records.ts's retire): their sessions end at once. */
    async removeTeamMember(id: string, now: Date): Promise<OfficeUser | TeamRefusal> {
      await ready();
      return keepingAnOwner(
        id,
        (trx) => retire(trx, id, now),
        () => true,
      );
    },

    async updateProfile(id: string, profile: { name: string; bio: string }): Promise<boolean> {
      await ready();
      const result = await db
        .updateTable('office_users')
        .set({ name: profile.name, bio: profile.bio })
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * A new one-time link for the person to set their password, valid for 24 hours; any earlier link of theirs
     * stops working. Returns the link's token, which is never stored (only its SHA-256).
     */
    async createInvite(userId: string, createdBy: string, now: Date): Promise<string> {
      await ready();
      const token = randomBytes(32).toString('base64url');
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('office_invites').where('user_id', '=', userId).execute();
        await trx
          .insertInto('office_invites')
          .values({
            id: inviteId(token),
            user_id: userId,
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + INVITE_MS).toISOString(),
            created_by: createdBy,
          })
          .execute();
      });
      return token;
    },

    /**
     * Uses the link: sets the password and ends every session the account had, once. The link is marked used by
     * a conditional update, so two posts of the same link cannot both set a password.
     */
    async useInvite(token: string, passwordHash: string, now: Date): Promise<InviteState> {
      const state = await invite(token, now);
      if (state.kind !== 'ok') return state;
      return db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('office_invites')
          .set({ used_at: now.toISOString() })
          .where('id', '=', inviteId(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', now.toISOString())
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) === 0) return { kind: 'used' } as const;
        await trx
          .updateTable('office_users')
          .set({ password_hash: passwordHash, password_changed_at: now.toISOString() })
          .where('id', '=', state.user.id)
          .execute();
        await trx.deleteFrom('office_sessions').where('user_id', '=', state.user.id).execute();
        return state;
      });
    },
  };
}
