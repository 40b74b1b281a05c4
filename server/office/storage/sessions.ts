import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AppDatabase } from '../../kernel/db/database';
import type { Tables } from '../../kernel/db/schema';
import { instant } from '../../kernel/db/engine';
import {
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  SESSION_TOKEN,
  sessionId,
  toUser,
  TOUCH_EVERY_MS,
  type OfficeSession,
} from './records';

/**
 * Starts a session with `executor` (the transaction that also writes its activity line) and returns its token (the
 * cookie's value), which is never stored.
 */
export async function insertSession(
  executor: Kysely<Tables> | Transaction<Tables>,
  userId: string,
  now: Date,
  clientAddress: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  await executor
    .insertInto('office_sessions')
    .values({
      id: sessionId(token),
      user_id: userId,
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(now.getTime() + SESSION_MAX_MS).toISOString(),
      client_address: clientAddress,
    })
    .execute();
  // Sessions that ended are of no use to anyone; sweeping them here keeps the table small.
  await executor
    .deleteFrom('office_sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', at),
        eb('last_seen_at', '<=', new Date(now.getTime() - SESSION_IDLE_MS).toISOString()),
      ]),
    )
    .execute();
  return token;
}

/** Ends a session with `executor` (the transaction that also writes its activity line). */
export async function deleteSessionIn(executor: Kysely<Tables> | Transaction<Tables>, id: string): Promise<void> {
  await executor.deleteFrom('office_sessions').where('id', '=', id).execute();
}

/** Sessions: started at sign-in, found from the cookie's token, ended at sign-out. */
export function sessionStore(database: AppDatabase) {
  const { db } = database;
  const ready = () => database.ready();
  return {
    async createSession(userId: string, now: Date, clientAddress: string): Promise<string> {
      await ready();
      return insertSession(db, userId, now, clientAddress);
    },

    /** The live session a token opens (not idle too long, not past its end), moving its idle clock on. */
    async findSession(token: string, now: Date): Promise<OfficeSession | undefined> {
      if (!SESSION_TOKEN.test(token)) return undefined;
      await ready();
      const row = await db
        .selectFrom('office_sessions')
        .innerJoin('office_users', 'office_users.id', 'office_sessions.user_id')
        .select([
          'office_sessions.id as id',
          'office_sessions.last_seen_at as last_seen_at',
          'office_sessions.expires_at as expires_at',
          'office_users.id as user_id',
          'office_users.email as email',
          'office_users.created_at as created_at',
          'office_users.role as role',
          'office_users.name as name',
          'office_users.bio as bio',
        ])
        .where('office_sessions.id', '=', sessionId(token))
        .where('office_users.removed_at', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      const lastSeen = Date.parse(instant(row.last_seen_at));
      const expires = Date.parse(instant(row.expires_at));
      const at = now.getTime();
      if (!(at < expires) || !(at - lastSeen < SESSION_IDLE_MS)) return undefined;
      if (at - lastSeen >= TOUCH_EVERY_MS) {
        await db
          .updateTable('office_sessions')
          .set({ last_seen_at: now.toISOString() })
          .where('id', '=', row.id)
          .execute();
      }
      return {
        id: row.id,
        user: toUser({ ...row, id: row.user_id }),
        lastSeenAt: instant(row.last_seen_at),
        expiresAt: instant(row.expires_at),
      };
    },

    async deleteSession(id: string): Promise<void> {
      await ready();
      await deleteSessionIn(db, id);
    },
  };
}
