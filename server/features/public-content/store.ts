import { sql } from 'kysely';
import type { Logger } from 'pino';
import { business } from '../../../data/business';
import { findCityProfile } from '../../../data/site/city-profiles';
import { findService } from '../../../data/site/services';
import { multiLine, oneLine } from '../../../data/text';
import { teamOnAboutLimit, verifiedReviewLimits, type VerifiedReview } from '../../../data/site/verified-reviews';
import type { AppDatabase } from '../../kernel/db/database';
import { instant } from '../../kernel/db/engine';
import { databaseVersion } from '../../kernel/db/version';
import type { Worker } from '../../kernel/feature';
import { changedPages, NO_PUBLIC_CONTENT, type PublicContent, type TeamMember } from '../../kernel/pages/content';

export interface ContentPollerOptions {
  database: AppDatabase;
  /** The active technicians' cards (the team feature's publicTeam). */
  readTeam: (limit: number) => Promise<TeamMember[]>;
  /** Where a new snapshot goes, with the pages it changes (the page pipeline's showContent). */
  show: (content: PublicContent, changedPaths: readonly string[]) => void;
  logger: Logger;
  /** Milliseconds between readings. */
  pollMs: number;
}

export interface ContentPoller extends Worker {
  /** Reads now (tests; the first reading is taken at once anyway). */
  poll(): Promise<void>;
}

/**
 * Keeps this server's snapshot of the public content: a first reading at once, then every `pollMs` a reading of
 * whether anything at all was written to the database (SQLite's data_version, PostgreSQL's snapshot: no table
 * read) and, only when something was, the reviews' version (one row) and the team (a handful of rows). The
 * published reviews are read again only when their version moved. Only the pages whose part changed are handed on to be rendered again. When the database
 * cannot be read, the last snapshot stays (at start-up: none, so the pages show no verified block or team) and
 * the failure is logged once, not every few seconds.
 */
export function contentPoller(options: ContentPollerOptions): ContentPoller {
  const { database, readTeam, show, logger, pollMs } = options;
  let content = NO_PUBLIC_CONTENT;
  let reviewsAt: string | undefined;
  const anyWrite = databaseVersion(database);
  // What anyWrite said when the snapshot was last read whole: while it says the same, nothing was written since.
  let readAt: unknown;
  let failing = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let reading: Promise<void> | undefined;

  const read = async () => {
    try {
      await database.ready();
      const written = await anyWrite();
      if (written !== undefined && written === readAt && !failing) return;
      const [{ count, version }, team] = await Promise.all([reviewsVersion(database), readTeam(teamOnAboutLimit)]);
      const reviews = version === reviewsAt ? content.reviews : await shownReviews(database, count);
      const next: PublicContent = { reviews, team };
      const changed = changedPages(content, next, verifiedReviewLimits.homePage);
      content = next;
      reviewsAt = version;
      readAt = written;
      if (changed.length > 0) show(next, changed);
      if (failing) logger.info('public content: the database answers again; pages show its reviews and team');
      failing = false;
    } catch (err) {
      if (!failing)
        logger.warn({ err }, 'public content: cannot read the database; pages keep the reviews and team they show');
      failing = true;
    }
  };
  // One reading at a time: a slow database never piles readings up.
  const poll = () => (reading ??= read().finally(() => (reading = undefined)));
  const loop = async () => {
    await poll();
    if (stopped) return;
    timer = setTimeout(() => void loop(), pollMs);
    // A poll alone never keeps a process alive (a script, a test, a server shutting down).
    timer.unref();
  };
  void loop();

  return {
    poll,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await reading;
    },
  };
}

/**
 * The one reading each server takes every few seconds: how many reviews are published and when the newest
 * decision among them was made. Publishing adds one, hiding removes one, and publishing one while hiding another
 * moves the newest decision (every decision sets decided_at), so any change to what is published changes it.
 * Index `reviews_status` (status, created_at) finds the published rows.
 */
export async function reviewsVersion(database: AppDatabase): Promise<{ count: number; version: string }> {
  const row = await database.db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.countAll<number | string | bigint>().as('count'), eb.fn.max('decided_at').as('decided')])
    .where('status', '=', 'published')
    .executeTakeFirst();
  const count = Number(row?.count ?? 0);
  return { count, version: `${count}:${instant(row?.decided)}` };
}

const SHOWN_COLUMNS = [
  'id',
  'author_name',
  'city',
  'city_slug',
  'service',
  'visited_at',
  'rating',
  'body',
  'created_at',
] as const;

/**
 * The published reviews the pages show, in one scan of the published rows: the newest few overall, and the
 * newest few of each service and of each town, ranked by when they were written. Nothing with another status
 * is ever read here, so a new or hidden review cannot reach a page.
 */
export async function shownReviews(database: AppDatabase, count: number): Promise<PublicContent['reviews']> {
  const limits = verifiedReviewLimits;
  const overall = Math.max(limits.reviewsPage, limits.homePage);
  const newestFirst = sql`order by created_at desc, id desc`;
  // Ranked on the narrow columns only; the few rows that make a page are then read whole.
  const ranked = database.db
    .selectFrom('reviews')
    .select([
      'id as ranked_id',
      sql<number>`row_number() over (${newestFirst})`.as('overall_rank'),
      sql<number>`row_number() over (partition by service ${newestFirst})`.as('service_rank'),
      sql<number>`row_number() over (partition by city_slug ${newestFirst})`.as('city_rank'),
    ])
    .where('status', '=', 'published');
  const rows = await database.db
    .selectFrom(ranked.as('ranked'))
    .innerJoin('reviews', 'reviews.id', 'ranked.ranked_id')
    .select(SHOWN_COLUMNS.map((column) => `reviews.${column}` as const))
    .select(['overall_rank', 'service_rank', 'city_rank'])
    .where((eb) =>
      eb.or([
        eb('overall_rank', '<=', overall),
        eb('service_rank', '<=', limits.servicePage),
        eb('city_rank', '<=', limits.cityPage),
      ]),
    )
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .execute();

  const newest: VerifiedReview[] = [];
  const byService: Record<string, VerifiedReview[]> = {};
  const byCity: Record<string, VerifiedReview[]> = {};
  for (const row of rows) {
    const review = shownReview(row);
    if (!review) continue;
    if (Number(row.overall_rank) <= overall) newest.push(review);
    if (Number(row.service_rank) <= limits.servicePage && findService(row.service))
      (byService[row.service] ??= []).push(review);
    if (Number(row.city_rank) <= limits.cityPage && row.city_slug && findCityProfile(row.city_slug))
      (byCity[row.city_slug] ??= []).push(review);
  }
  return { count, newest, byService, byCity };
}

interface ShownRow {
  id: string;
  author_name: string;
  city: string;
  service: string;
  visited_at: unknown;
  rating: number;
  body: string;
  created_at: unknown;
}

const yearMonthDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: business.timeZone,
});

/** "2026-03-14", the day an instant falls on in the business's time zone; '' for a value that is not one. */
function businessDay(value: unknown): string {
  const iso = instant(value);
  const date = new Date(iso);
  return iso === '' || Number.isNaN(date.getTime()) ? '' : yearMonthDay.format(date);
}

/** A row as the site may show it, or undefined for one that cannot be shown honestly (no name, no stars). */
function shownReview(row: ShownRow): VerifiedReview | undefined {
  const author = firstNameAndInitial(row.author_name);
  const rating = Number(row.rating);
  const visited = businessDay(row.visited_at).slice(0, 7);
  if (author === '' || !(rating >= 1 && rating <= 5) || visited === '') return undefined;
  const service = findService(row.service);
  return {
    id: row.id,
    author,
    city: oneLine(row.city),
    service: row.service,
    appliance: service ? service.name.replace(/ Repair$/, '') : '',
    visited,
    rating: Math.round(rating),
    text: multiLine(row.body),
    written: businessDay(row.created_at),
  };
}

/**
 * "Maria G." from whatever name the review carries: the first word and the initial of the last, so a full
 * name stored by mistake still never reaches the site.
 */
export function firstNameAndInitial(name: string): string {
  const words = oneLine(name).split(' ').filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? [...words.at(-1)!][0] : undefined;
  return last ? `${first} ${last.toUpperCase()}.` : first;
}
