import { createHash, randomBytes } from 'node:crypto';
import { teamRules } from '../../../data/team';
import type { Transaction } from 'kysely';
import type { AppDatabase } from '../../kernel/db/database';
import type { InvitePurpose, Tables } from '../../kernel/db/schema';
import { instant } from '../../kernel/db/engine';
import { toUser, type OfficeUser } from './records';

/** What a set-password link opens: the account, or why it no longer works (and what the link was made for). */
export type InviteState =
  | { kind: 'ok'; user: OfficeUser; purpose: InvitePurpose }
  | { kind: 'used'; purpose?: InvitePurpose }
  | { kind: 'expired'; purpose: InvitePurpose }
  | { kind: 'unknown' };

/** 32 random bytes, base64url: 43 characters; anything else is no link, without a query. */
export const INVITE_TOKEN = /^[\w-]{43}$/;
const inviteId = (token: string) => createHash('sha256').update(token).digest('hex');
/** How long a link works: the Team screen's invitation a day, Forgot password's reset an hour (data/team.ts). */
export const linkLifeMs = (purpose: InvitePurpose) =>
  purpose === 'reset' ? teamRules.resetMinutes * 60_000 : teamRules.inviteHours * 60 * 60_000;

/**
 * Uses a link `invite` found open, in `trx` (the transaction that also starts the person's session and writes
 * its activity line): marks it used by a conditional update, so two posts of the same link cannot both set a
 * password; voids the person's other links, sets the password, stops the calendar feed address (see users.ts,
 * setPassword) and ends every session the account had. `used` when another post used it first.
 */
export async function spendInvite(
  trx: Transaction<Tables>,
  token: string,
  state: Extract<InviteState, { kind: 'ok' }>,
  passwordHash: string,
  now: Date,
): Promise<InviteState> {
  const used = await trx
    .updateTable('office_invites')
    .set({ used_at: now.toISOString() })
    .where('id', '=', inviteId(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) === 0) return { kind: 'used', purpose: state.purpose };
  // Once one link has set the password, every other link of the person (a reset asked for twice) is void.
  await trx
    .deleteFrom('office_invites')
    .where('user_id', '=', state.user.id)
    .where('id', '!=', inviteId(token))
    .execute();
  await trx
    .updateTable('office_users')
    .set({ password_hash: passwordHash, password_changed_at: now.toISOString(), feed_secret_hash: null })
    .where('id', '=', state.user.id)
    .execute();
  await trx.deleteFrom('office_sessions').where('user_id', '=', state.user.id).execute();
  return state;
}

/**
 * A new one-time link for the person to set their password, made in `trx` (the transaction of the change that
 * also writes its activity line and queues its e-mail). An invitation (the Team screen) replaces any earlier
 * link of theirs and works for 24 hours; a reset (Forgot password) works for an hour and leaves the earlier ones
 * be until one is used, so asking twice does not break the first e-mail. Returns the link's token, which is
 * never stored here (only its SHA-256).
 */
export async function createInviteIn(
  trx: Transaction<Tables>,
  userId: string,
  createdBy: string,
  now: Date,
  purpose: InvitePurpose = 'invite',
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  if (purpose === 'invite') await trx.deleteFrom('office_invites').where('user_id', '=', userId).execute();
  await trx
    .insertInto('office_invites')
    .values({
      id: inviteId(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + linkLifeMs(purpose)).toISOString(),
      created_by: createdBy,
      purpose,
    })
    .execute();
  return token;
}

/** The one-time links that let a person set their password (the Team screen, /office/set-password/{token}). */
export function inviteStore(database: AppDatabase) {
  const { db } = database;
  const ready = () => database.ready();

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
        'office_invites.purpose as purpose',
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
    const purpose = row.purpose === 'reset' ? 'reset' : 'invite';
    if (row.used_at !== null) return { kind: 'used', purpose };
    if (!(now.getTime() < Date.parse(instant(row.expires_at)))) return { kind: 'expired', purpose };
    return { kind: 'ok', user: toUser(row), purpose };
  };

  return {
    invite,

    /**
     * A new one-time link for the person to set their password, valid for 24 hours; any earlier link of theirs
     * stops working. Returns the link's token, which is never stored (only its SHA-256).
     */
    async createInvite(userId: string, createdBy: string, now: Date): Promise<string> {
      await ready();
      return db.transaction().execute((trx) => createInviteIn(trx, userId, createdBy, now));
    },

    /**
     * Uses the link: sets the password and ends every session the account had, once; a link that resets a
     * password also stops the person's calendar feed address (see users.ts, setPassword). The link is marked used
     * by a conditional update, so two posts of the same link cannot both set a password.
     */
    async useInvite(token: string, passwordHash: string, now: Date): Promise<InviteState> {
      const state = await invite(token, now);
      if (state.kind !== 'ok') return state;
      return db.transaction().execute((trx) => spendInvite(trx, token, state, passwordHash, now));
    },
  };
}
