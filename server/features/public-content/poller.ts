import type { Logger } from 'pino';
import { teamOnAboutLimit, verifiedReviewLimits } from '../../../data/site/verified-reviews';
import type { Worker } from '../../kernel/feature';
import { databaseVersion } from '../booking';
import type { AppDatabase } from '../../kernel/db/database';
import { changedPages, NO_PUBLIC_CONTENT, type PublicContent, type TeamMember } from '../../kernel/pages/content';
import { reviewsVersion, shownReviews } from './store';

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
