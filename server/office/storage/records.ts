/** What the office's store reads and writes, and the small helpers its parts share. */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { instant } from '../../db/engine';
import { LEAD_STATUSES, type LeadEmailStatus, type LeadStatus, type Tables } from '../../db/schema';
import type { StoredLead } from '../../leads/store';
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
  action: string;
  detail: string;
  clientAddress: string;
}

export interface LeadNote {
  id: string;
  at: string;
  authorEmail: string;
  body: string;
}

export interface OfficeLead extends StoredLead {
  status: LeadStatus;
}

export interface LeadDetail extends OfficeLead {
  notes: LeadNote[];
  emailDelivery?: { status: LeadEmailStatus; attempts: number; lastError: string | null; sentAt: string | null };
}

export interface LeadQuery {
  status?: LeadStatus;
  /** Matched, case-insensitively, anywhere in the name, e-mail, phone or message. */
  text?: string;
  page: number;
  pageSize: number;
}

/** How long a session lasts without use, and at most. */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60_000;
/** last_seen_at is written at most this often, so reading a screen is not a write each time. */
export const TOUCH_EVERY_MS = 60_000;

export const normalEmail = (email: string) => email.trim().toLowerCase();
export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);

/** What is stored for a session token: its SHA-256, hex. */
export const sessionId = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, base64url: 43 characters. */
export const SESSION_TOKEN = /^[\w-]{43}$/;

export const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
export const leadStatus = (value: unknown): LeadStatus => (isLeadStatus(value) ? value : 'new');
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

/**
 * Marks an account removed, inside the caller's transaction: no password, no sessions, no set-password links,
 * no photo or bio. The row and its name stay for the visits it was assigned (and the activity log keeps e-mails).
 */
export async function retire(trx: Transaction<Tables>, userId: string, now: Date): Promise<void> {
  await trx
    .updateTable('office_users')
    .set({ removed_at: now.toISOString(), password_hash: '', bio: '' })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('office_sessions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('office_invites').where('user_id', '=', userId).execute();
  await trx.deleteFrom('team_photos').where('user_id', '=', userId).execute();
}
