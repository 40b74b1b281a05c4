import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import { instant } from '../db/engine';
import { LEAD_STATUSES, type LeadEmailStatus, type LeadStatus } from '../db/schema';
import { toStoredLead, type StoredLead } from '../leads/store';
import { toStoredBooking, type StoredBooking } from '../booking/store';

export interface OfficeUser {
  id: string;
  email: string;
  createdAt: string;
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
const TOUCH_EVERY_MS = 60_000;

export const normalEmail = (email: string) => email.trim().toLowerCase();
export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);

/** What is stored for a session token: its SHA-256, hex. */
export const sessionId = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, base64url: 43 characters. */
export const SESSION_TOKEN = /^[\w-]{43}$/;

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const leadStatus = (value: unknown): LeadStatus => (isLeadStatus(value) ? value : 'new');
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Everything the office reads and writes in the database. */
export function createOfficeStore(database: AppDatabase) {
  const { db } = database;
  const ready = () => database.ready();

  const toUser = (row: { id: string; email: string; created_at: unknown }): OfficeUser => ({
    id: row.id,
    email: row.email,
    createdAt: instant(row.created_at),
  });

  return {
    async addUser(email: string, passwordHash: string, now = new Date()): Promise<OfficeUser> {
      await ready();
      const row = {
        id: randomUUID(),
        email: normalEmail(email),
        password_hash: passwordHash,
        created_at: now.toISOString(),
        password_changed_at: now.toISOString(),
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
        const user = await trx
          .selectFrom('office_users')
          .select('id')
          .where('email', '=', normalEmail(email))
          .executeTakeFirst();
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
        const user = await trx
          .selectFrom('office_users')
          .select('id')
          .where('email', '=', normalEmail(email))
          .executeTakeFirst();
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

    /** Starts a session and returns its token (the cookie's value), which is never stored. */
    async createSession(userId: string, now: Date, clientAddress: string): Promise<string> {
      await ready();
      const token = randomBytes(32).toString('base64url');
      const at = now.toISOString();
      await db
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
      await db
        .deleteFrom('office_sessions')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<=', at),
            eb('last_seen_at', '<=', new Date(now.getTime() - SESSION_IDLE_MS).toISOString()),
          ]),
        )
        .execute();
      return token;
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
        ])
        .where('office_sessions.id', '=', sessionId(token))
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
        user: toUser({ id: row.user_id, email: row.email, created_at: row.created_at }),
        lastSeenAt: instant(row.last_seen_at),
        expiresAt: instant(row.expires_at),
      };
    },

    async deleteSession(id: string): Promise<void> {
      await ready();
      await db.deleteFrom('office_sessions').where('id', '=', id).execute();
    },

    async recordFailure(emailKey: string, clientAddress: string, now: Date, keepMs: number): Promise<void> {
      await ready();
      await db
        .insertInto('office_login_failures')
        .values({ id: randomUUID(), at: now.toISOString(), email_key: emailKey, client_address: clientAddress })
        .execute();
      await db
        .deleteFrom('office_login_failures')
        .where('at', '<=', new Date(now.getTime() - keepMs).toISOString())
        .execute();
    },

    /** The instants of the failures since `since` for the account and for the client address, oldest first. */
    async failuresSince(
      emailKey: string,
      clientAddress: string,
      since: Date,
    ): Promise<{ account: string[]; client: string[] }> {
      await ready();
      const from = since.toISOString();
      const of = (column: 'email_key' | 'client_address', value: string) =>
        db
          .selectFrom('office_login_failures')
          .select('at')
          .where(column, '=', value)
          .where('at', '>', from)
          .orderBy('at')
          .execute()
          .then((rows) => rows.map((row) => instant(row.at)));
      const [account, client] = await Promise.all([of('email_key', emailKey), of('client_address', clientAddress)]);
      return { account, client };
    },

    /** After a good sign-in the account's count starts again; the address's count stands. */
    async clearAccountFailures(emailKey: string): Promise<void> {
      await ready();
      await db.deleteFrom('office_login_failures').where('email_key', '=', emailKey).execute();
    },

    async logActivity(entry: ActivityEntry): Promise<void> {
      await ready();
      await db
        .insertInto('office_activity')
        .values({
          id: randomUUID(),
          at: entry.at,
          user_email: entry.userEmail,
          action: entry.action,
          detail: entry.detail,
          client_address: entry.clientAddress,
        })
        .execute();
    },

    async activity(page: number, pageSize: number): Promise<{ entries: ActivityEntry[]; total: number }> {
      await ready();
      const [rows, count] = await Promise.all([
        db
          .selectFrom('office_activity')
          .selectAll()
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        db
          .selectFrom('office_activity')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        entries: rows.map((row) => ({
          at: instant(row.at),
          userEmail: text(row.user_email),
          action: text(row.action),
          detail: text(row.detail),
          clientAddress: text(row.client_address),
        })),
        total: Number(count.n),
      };
    },

    async leads(query: LeadQuery): Promise<{ leads: OfficeLead[]; total: number }> {
      await ready();
      const pattern = query.text ? `%${escapeLike(query.text.toLowerCase())}%` : undefined;
      const filtered = db
        .selectFrom('leads')
        .$if(query.status !== undefined, (q) => q.where('status', '=', query.status!))
        .$if(pattern !== undefined, (q) =>
          q.where((eb) =>
            eb.or(
              (['name', 'email', 'phone', 'message'] as const).map(
                (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern!} escape '\\'`,
              ),
            ),
          ),
        );
      const [rows, count] = await Promise.all([
        filtered
          .selectAll()
          .orderBy('received_at', 'desc')
          .orderBy('id')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        leads: rows.map((row) => ({ ...toStoredLead(row), status: leadStatus(row.status) })),
        total: Number(count.n),
      };
    },

    /** New leads waiting for a call back, oldest first: the one waiting longest is called first. */
    async waitingLeads(limit: number): Promise<OfficeLead[]> {
      await ready();
      const rows = await db
        .selectFrom('leads')
        .selectAll()
        .where('status', '=', 'new')
        .orderBy('received_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...toStoredLead(row), status: leadStatus(row.status) }));
    },

    async lead(id: string): Promise<LeadDetail | undefined> {
      await ready();
      const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const [notes, email] = await Promise.all([
        db.selectFrom('lead_notes').selectAll().where('lead_id', '=', id).orderBy('at').orderBy('id').execute(),
        db.selectFrom('lead_emails').selectAll().where('lead_id', '=', id).executeTakeFirst(),
      ]);
      return {
        ...toStoredLead(row),
        status: leadStatus(row.status),
        notes: notes.map((note) => ({
          id: note.id,
          at: instant(note.at),
          authorEmail: text(note.author_email),
          body: text(note.body),
        })),
        ...(email
          ? {
              emailDelivery: {
                status: email.status,
                attempts: Number(email.attempts) || 0,
                lastError: email.last_error,
                sentAt: email.sent_at == null ? null : instant(email.sent_at),
              },
            }
          : {}),
      };
    },

    /** Sets the lead's status; resolves with the status it had, or undefined when there is no such lead. */
    async setLeadStatus(id: string, status: LeadStatus): Promise<LeadStatus | undefined> {
      await ready();
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirst();
        if (!row) return undefined;
        await trx.updateTable('leads').set({ status }).where('id', '=', id).execute();
        return leadStatus(row.status);
      });
    },

    /** Adds a note; false when there is no such lead. */
    async addNote(leadId: string, authorEmail: string, body: string, now: Date): Promise<boolean> {
      await ready();
      const lead = await db.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst();
      if (!lead) return false;
      await db
        .insertInto('lead_notes')
        .values({ id: randomUUID(), lead_id: leadId, at: now.toISOString(), author_email: authorEmail, body })
        .execute();
      return true;
    },

    /** Live (not cancelled) bookings whose window starts in [from, to), in time order. */
    async bookingsBetween(from: number, to: number): Promise<StoredBooking[]> {
      await ready();
      const rows = await db
        .selectFrom('bookings')
        .selectAll()
        .where('status', '=', 'booked')
        .where('window_start', '>=', new Date(from).toISOString())
        .where('window_start', '<', new Date(to).toISOString())
        .orderBy('window_start')
        .orderBy('created_at')
        .execute();
      return rows.map(toStoredBooking);
    },
  };
}

export type OfficeStore = ReturnType<typeof createOfficeStore>;
