import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type ClientRateLimitInfo, type IncrementResponse, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { bookingLimits } from '../../../data/booking';
import { contactLimits } from '../../../data/contact';
import { reviewRules } from '../../../data/review-requests';
import type { AppDatabase } from '../db/database';
import { createRateCounter, type RateCounter } from './counter';

/** Requests one client may send in a window: the shape of the app's `bookingRateLimit` and `contactRateLimit`. */
export interface RateBudget {
  limit: number;
  windowMs?: number;
}

/**
 * One public limit: its name, its budget and the counts in the database. Every way in to what it limits (the JSON
 * API, the no-JavaScript pages) builds its middleware from the same one, so they spend one budget between them,
 * on every server.
 */
export interface RequestLimit {
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
  readonly counter: RateCounter;
  readonly logger: Logger;
}

/** The site's public limits; numbers from data/, which tests may override through the app options. */
export interface PublicLimits {
  /** New bookings, reschedules and cancels, from the API and the /book pages. */
  booking: RequestLimit;
  /** Contact messages, from the form and the API. */
  contact: RequestLimit;
  /** Answers and call-back requests posted from review links. */
  review: RequestLimit;
}

const MINUTE = 60_000;

export function publicLimits(
  database: AppDatabase,
  logger: Logger,
  overrides: { booking?: RateBudget; contact?: RateBudget; review?: RateBudget } = {},
): PublicLimits {
  const counter = createRateCounter(database, {
    onPruneError: (error) => logger.warn({ err: error }, 'could not prune ended rate-limit windows'),
  });
  const limit = (name: string, defaults: Required<RateBudget>, override?: RateBudget): RequestLimit => ({
    name,
    limit: override?.limit ?? defaults.limit,
    windowMs: override?.windowMs ?? defaults.windowMs,
    counter,
    logger,
  });
  return {
    booking: limit(
      'booking',
      { limit: bookingLimits.requestsPerClient, windowMs: bookingLimits.requestsWindowMinutes * MINUTE },
      overrides.booking,
    ),
    contact: limit(
      'contact',
      { limit: contactLimits.messagesPerClient, windowMs: contactLimits.windowMinutes * MINUTE },
      overrides.contact,
    ),
    review: limit(
      'review',
      { limit: reviewRules.postsPerClient, windowMs: reviewRules.postsWindowMinutes * MINUTE },
      overrides.review,
    ),
  };
}

/** What one way in does with a limit: the requests it does not count, and its answer once the budget is spent. */
export interface LimitAnswer {
  skip?: (req: Request) => boolean;
  handler: (req: Request, res: Response) => void;
}

/**
 * The middleware that counts a request against `limit` and answers with `answer.handler` past it. The client is
 * express-rate-limit's default key: `req.ip` (so `TRUST_PROXY` decides who the client is), an IPv6 address by its
 * /56. Its headers are the IETF draft 8 ones (`RateLimit`, `RateLimit-Policy`) and `Retry-After` on a 429.
 *
 * When the database cannot count, the request goes through (logged as an error): what it asks for needs the same
 * database and fails there with its own 503, and a lead is never refused for want of a count.
 */
export function limiter(limit: RequestLimit, answer: LimitAnswer): RequestHandler {
  const { logger } = limit;
  return rateLimit({
    limit: limit.limit,
    windowMs: limit.windowMs,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new DatabaseStore(limit),
    passOnStoreError: true,
    // The library's own checks (a visitor's X-Forwarded-For with no proxy trusted, say) come without a message and
    // once per limiter: a warning. A store that failed comes with one: an error.
    logger: {
      error: (error: unknown, message?: string) =>
        message === undefined
          ? logger.warn({ err: error }, 'rate limiter check')
          : logger.error({ err: error }, message),
      warn: (error: unknown, message?: string) => logger.warn({ err: error }, message ?? 'rate limiter check'),
    },
    ...(answer.skip ? { skip: answer.skip } : {}),
    handler: answer.handler,
  });
}

/**
 * express-rate-limit's store over the `rate_limits` table. One instance per middleware (the library insists),
 * all of one limit sharing its rows through the limit's name.
 */
class DatabaseStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;

  constructor(private readonly limit: RequestLimit) {
    this.prefix = limit.name;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const { name, windowMs, limit } = this.limit;
    const { hits, resetAt } = await this.limit.counter.hit(name, key, windowMs, limit);
    return { totalHits: hits, resetTime: resetAt };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const found = await this.limit.counter.get(this.limit.name, key);
    return found && { totalHits: found.hits, resetTime: found.resetAt };
  }

  decrement(key: string): Promise<void> {
    return this.limit.counter.takeBack(this.limit.name, key);
  }

  resetKey(key: string): Promise<void> {
    return this.limit.counter.reset(this.limit.name, key);
  }
}
