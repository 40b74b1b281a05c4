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
      const [{ count, answers, version }, team] = await Promise.all([
        reviewsVersion(database),
        readTeam(teamOnAboutLimit),
      ]);
      const reviews = version === reviewsAt ? content.reviews : await shownReviews(database, count, answers);
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
 * The one reading each server takes, when anything was written: every answer counted with its stars summed (what
 * /reviews states, hidden ones included), how many are published, and the newest decision and answer. A new
 * answer adds to the counts; a hide or a publish moves the newest decision (every decision sets decided_at); so
 * any change to what the pages show changes the version.
 */
export async function reviewsVersion(
  database: AppDatabase,
): Promise<{ count: number; answers: PublicContent['reviews']['answers']; version: string }> {
  const row = await database.db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as('answers'),
      eb.fn.sum<number | string | bigint | null>('rating').as('stars'),
      eb.fn
        .sum<number | string | bigint | null>(eb.case().when('status', '=', 'published').then(1).else(0).end())
        .as('published'),
      eb.fn.max('decided_at').as('decided'),
      eb.fn.max('created_at').as('newest'),
    ])
    .executeTakeFirst();
  const answers = Number(row?.answers ?? 0);
  const stars = Number(row?.stars ?? 0);
  const count = Number(row?.published ?? 0);
  // One decimal, as a rating is said ("4.6 out of 5"); rounded here so every server shows the same figure.
  const average = answers === 0 ? 0 : Math.round((stars / answers) * 10) / 10;
  return {
    count,
    answers: { count: answers, average },
    version: `${answers}:${stars}:${count}:${instant(row?.decided)}:${instant(row?.newest)}`,
  };
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
 * The published reviews the pages show, in one scan of the published rows: every one, newest first (/reviews
 * pages through them all), and the newest few of each service and of each town, ranked by when they were written.
 * Nothing with another status is ever read here, so a hidden review cannot reach a page.
 */
export async function shownReviews(
  database: AppDatabase,
  count: number,
  answers: PublicContent['reviews']['answers'] = { count, average: 0 },
): Promise<PublicContent['reviews']> {
  const limits = verifiedReviewLimits;
  const newestFirst = sql`order by created_at desc, id desc`;
  // Ranked on the narrow columns only; the few rows that make a page are then read whole.
  const ranked = database.db
    .selectFrom('reviews')
    .select([
      'id as ranked_id',
      sql<number>`row_number() over (partition by service ${newestFirst})`.as('service_rank'),
      sql<number>`row_number() over (partition by city_slug ${newestFirst})`.as('city_rank'),
    ])
    .where('status', '=', 'published');
  const rows = await database.db
    .selectFrom(ranked.as('ranked'))
    .innerJoin('reviews', 'reviews.id', 'ranked.ranked_id')
    .select(SHOWN_COLUMNS.map((column) => `reviews.${column}` as const))
    .select(['service_rank', 'city_rank'])
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .execute();

  const newest: VerifiedReview[] = [];
  const byService: Record<string, VerifiedReview[]> = {};
  const byCity: Record<string, VerifiedReview[]> = {};
  for (const row of rows) {
    const review = shownReview(row);
    if (!review) continue;
    newest.push(review);
    if (Number(row.service_rank) <= limits.servicePage && findService(row.service))
      (byService[row.service] ??= []).push(review);
    if (Number(row.city_rank) <= limits.cityPage && row.city_slug && findCityProfile(row.city_slug))
      (byCity[row.city_slug] ??= []).push(review);
  }
  return { count, answers, newest, byService, byCity };
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
