/** What the office's store reads and writes, and the small helpers its parts share. */
import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { ENDED_VISIT } from '../../../data/visit-status';
import { instant } from '../../kernel/db/engine';
import type { Tables } from '../../kernel/db/schema';
import { isOfficeRole, type OfficeRole } from '../roles';

export interface OfficeUser {
  id: string;
  email: string;
  createdAt: string;
  /** What the account may open: each office route lists the roles it allows (routes/index.ts). */
  role: OfficeRole;
  /** Full name, '' when not given. */
  name: string;
  bio: string;
}

export interface OfficeSession {
  /** The row's id: SHA-256 of the cookie's token. */
  id: string;
  user: OfficeUser;
  lastSeenAt: string;
  expiresAt: string;
}

export interface ActivityEntry {
  at: string;
  userEmail: string;
  /** The account's name where the e-mail is an account's, as the log reads it (never written). */
  userName?: string;
  action: string;
  detail: string;
  clientAddress: string;
}

/** How long a session lasts without use, and at most. */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60_000;
/** last_seen_at is written at most this often, so reading a screen is not a write each time. */
export const TOUCH_EVERY_MS = 60_000;

export const normalEmail = (email: string) => email.trim().toLowerCase();

/** What is stored for a session token: its SHA-256, hex. */
export const sessionId = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, base64url: 43 characters. */
export const SESSION_TOKEN = /^[\w-]{43}$/;

export const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const toUser = (row: {
  id: string;
  email: string;
  created_at: unknown;
  role: string;
  name: string;
  bio: string;
}): OfficeUser => ({
  id: row.id,
  email: row.email,
  createdAt: instant(row.created_at),
  // An unknown role (a row written by a newer release) opens nothing rather than everything.
  role: isOfficeRole(row.role) ? row.role : 'technician',
  name: row.name,
  bio: row.bio,
});

/** Who removed an account: the owner on the Team screen, or the command line (no account). */
export interface RemovedBy {
  id: string | null;
  email: string;
}

/**
 * Marks an account removed, inside the caller's transaction, taking every key it held at once: its password, its
 * sessions, its set-password links, its calendar feed's secret. Its visits still to come are unassigned (each
 * change recorded with who removed the person), so the office sees them as Unassigned and gives them to someone
 * else; its visits ended or past keep it, for the record. The row and its name stay for those (and the activity
 * log keeps e-mails); the photo and bio go.
 */
export async function retire(trx: Transaction<Tables>, userId: string, now: Date, by: RemovedBy): Promise<void> {
  const person = await trx
    .selectFrom('office_users')
    .select(['name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  await trx
    .updateTable('office_users')
    .set({ removed_at: now.toISOString(), password_hash: '', bio: '', feed_secret_hash: null })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('office_sessions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('office_invites').where('user_id', '=', userId).execute();
  await trx.deleteFrom('team_photos').where('user_id', '=', userId).execute();
  const at = now.toISOString();
  const upcoming = await trx
    .updateTable('bookings')
    .set({ technician_id: null, updated_at: at, changed_by: by.email })
    .where('technician_id', '=', userId)
    .where('status', '=', 'booked')
    .where('visit_status', 'not in', [...ENDED_VISIT])
    .where('window_end', '>', at)
    .returning('id')
    .execute();
  if (upcoming.length === 0) return;
  await trx
    .insertInto('booking_events')
    .values(
      upcoming.map((visit) => ({
        id: randomUUID(),
        booking_id: visit.id,
        at,
        kind: 'technician' as const,
        actor_id: by.id,
        actor_email: by.email,
        from_value: person ? person.name || person.email : 'Unassigned',
        to_value: 'Unassigned',
        detail: 'removed from the team',
      })),
    )
    .execute();
}
