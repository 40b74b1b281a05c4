import type { RequestHandler } from 'express';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { business } from '../../../data/business';
import { findService } from '../../../data/site/services';
import { displayStatus, ENDED_VISIT } from '../../../data/visit-status';
import type { Transaction } from 'kysely';
import type { AppDatabase } from '../../kernel/db/database';
import type { Tables } from '../../kernel/db/schema';
import { calendarFile, type CalendarVisit } from '../../kernel/calendar';
import { cleanBookingText, toStoredBooking, visitAddress, type StoredBooking } from '../booking';

/**
 * The office's private calendar feed: every upcoming visit as an iCalendar file a phone calendar subscribes to
 * at /office/calendar/{secret}.ics. A calendar app cannot sign in, so the secret in the URL is the only key:
 * 32 random bytes, of which the database keeps only the SHA-256, and which the owner rotates from the settings
 * screen when a phone is lost (the old URL stops working at once).
 */

const SECRET_SETTING = 'calendar_feed_secret_hash';
/** 32 bytes in base64url: 43 characters. */
export const FEED_SECRET_PATTERN = /^[\w-]{43}$/;
export const FEED_NAME = `${business.name} visits`;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Where a feed's events link: the page its reader can open for the visit. */
export type FeedLink = 'office' | 'visit';

/**
 * The office page an event links to, as its URL and in its description. The office's feed is the desk's, whose
 * booking page (owner, dispatcher) a technician may not open; a technician's own feed links the visit's page,
 * which every role opens for its own visits.
 */
export const feedLinkPath = (link: FeedLink, reference: string): string =>
  link === 'office' ? `/office/bookings/${reference}` : `/office/visits/${reference}`;

/**
 * The iCalendar (METHOD:PUBLISH) of the booked visits given, cancelled ones left out. Each event names the
 * service and the customer and holds every detail the technician needs; all of it is visitor text, which
 * calendar.ts escapes and folds, so nothing typed in a booking can add a property or an event. An ended visit
 * (Done, No-Show, Waiting for Parts) stays, its summary starting with its status ("Done: ") and its time shown
 * free (TRANSP:TRANSPARENT): the day's record stays on the phone, and the hour reads as open.
 */
export function calendarFeed(bookings: readonly StoredBooking[], siteUrl: string, link: FeedLink = 'office'): string {
  const site = siteUrl.replace(/(?<!\/)\/+$/, '');
  const host = new URL(site).hostname;
  const visits = bookings
    .filter((booking) => booking.status === 'booked')
    .map(cleanBookingText)
    .map((booking): CalendarVisit => {
      const service = findService(booking.service)?.name ?? booking.service;
      const shown = displayStatus(booking.status, booking.visitStatus);
      // An ended visit stays where it was, named for how it ended and shown as free time (docs/office.md).
      const ended = ENDED_VISIT.includes(booking.visitStatus);
      const details = [
        `Reference: ${booking.reference}`,
        `Status: ${shown.label}`,
        `Phone: ${booking.phone}`,
        `E-mail: ${booking.email}`,
        `Address: ${visitAddress(booking)}`,
        booking.brand && `Brand: ${booking.brand}`,
        booking.problem && `What is happening: ${booking.problem}`,
        booking.coupon && `Coupon: ${booking.coupon}`,
        `In the office: ${site}${feedLinkPath(link, booking.reference)}`,
      ];
      return {
        // Not the UID of the customer's own invite: a calendar holding both must keep them apart.
        uid: `office-feed-${booking.id}@${host}`,
        sequence: booking.sequence,
        start: new Date(booking.windowStart),
        end: new Date(booking.windowEnd),
        summary: `${ended ? `${shown.label}: ` : ''}${service}: ${booking.name}`,
        description: details.filter(Boolean).join('\n'),
        location: visitAddress(booking),
        url: `${site}${feedLinkPath(link, booking.reference)}`,
        organizer: { name: business.name, email: business.email },
        attendee: { name: booking.name, email: booking.email },
        stamp: new Date(booking.updatedAt),
        transparent: ended,
      };
    });
  return calendarFile('PUBLISH', visits, FEED_NAME);
}

export interface FeedSecret {
  /**
   * Makes a new secret, keeps only its hash (the old one stops working) and returns it, to show once; in `trx`,
   * the caller's (the office's action pipeline), when given.
   */
  rotate(by?: string, trx?: Transaction<Tables>): Promise<string>;
  /** Whether the secret is the current one; compares hashes in constant time. */
  verify(secret: string): Promise<boolean>;
  /** Whether a feed has been set up at all (the settings screen offers "create" or "rotate"). */
  exists(): Promise<boolean>;
}

export function createFeedSecret(database: AppDatabase, { now = () => new Date() } = {}): FeedSecret {
  const { db } = database;
  const storedHash = async () => {
    await database.ready();
    const row = await db
      .selectFrom('schedule_settings')
      .select('value')
      .where('name', '=', SECRET_SETTING)
      .executeTakeFirst();
    return row?.value;
  };
  return {
    async rotate(by = 'office', trx) {
      const secret = randomBytes(32).toString('base64url');
      const hash = sha256(secret).toString('hex');
      const changedAt = now().toISOString();
      if (!trx) await database.ready();
      await (trx ?? db)
        .insertInto('schedule_settings')
        .values({ name: SECRET_SETTING, value: hash, changed_by: by, changed_at: changedAt })
        .onConflict((conflict) =>
          conflict.column('name').doUpdateSet({ value: hash, changed_by: by, changed_at: changedAt }),
        )
        .execute();
      return secret;
    },

    async verify(secret) {
      const candidate = sha256(typeof secret === 'string' ? secret : '');
      const stored = Buffer.from((await storedHash()) ?? '', 'hex');
      // Without a stored hash the comparison still runs, so an answer takes as long with a feed as without.
      const matches = timingSafeEqual(candidate, stored.length === candidate.length ? stored : Buffer.alloc(32));
      return matches && stored.length === candidate.length && FEED_SECRET_PATTERN.test(secret);
    },

    exists: async () => (await storedHash()) !== undefined,
  };
}

/** Every booked visit whose window has not ended yet, in time order. */
export async function upcomingVisits(database: AppDatabase, now: Date): Promise<StoredBooking[]> {
  await database.ready();
  const rows = await database.db
    .selectFrom('bookings')
    .selectAll()
    .where('status', '=', 'booked')
    .where('window_end', '>', now.toISOString())
    .orderBy('window_start')
    .orderBy('created_at')
    .execute();
  return rows.map(toStoredBooking);
}

export interface CalendarFeedOptions {
  database: AppDatabase;
  siteUrl: string;
  now?: () => Date;
}

/**
 * The handler of GET /office/calendar/:secret.ics (mount it outside the office's sign-in: a calendar app has no
 * session). A valid secret gets 200 text/calendar; anything else 404, whose only difference in work is the
 * hash comparison. Both are private: never cached, never indexed.
 */
export function calendarFeedHandler({
  database,
  siteUrl,
  now = () => new Date(),
}: CalendarFeedOptions): RequestHandler {
  const secrets = createFeedSecret(database);
  return async (req, res) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' });
    const param = (req.params as Record<string, string | undefined>).secret ?? '';
    const secret = param.endsWith('.ics') ? param.slice(0, -'.ics'.length) : param;
    if (!(await secrets.verify(secret))) {
      res.status(404).type('text').send('Not found');
      return;
    }
    const ics = calendarFeed(await upcomingVisits(database, now()), siteUrl);
    res.status(200).type('text/calendar; charset=utf-8').send(ics);
  };
}
