import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { EarlyAnswer } from './cache/fast-path';
import type { AppDatabase } from './db/database';
import type { Assets } from './http/assets';
import type { Config } from './config';
import type { Metrics } from './http/metrics';
import type { SendStatusPage } from './http/errors';
import type { Page } from './pages/page';
import type { PublicContent } from './pages/content';

/** One line of the site's route table: a method, an Express path and the handlers that answer it, in order. */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  handlers: RequestHandler[];
  /**
   * The named, exported function that answers, when it is not the last handler itself (a page's builder behind
   * the shared page handler): what `npm run routes` names and a newcomer opens.
   */
  answeredBy?: (...args: never[]) => unknown;
  /**
   * Who may use it, where only signed-in staff may (the office's roles, enforced by its guard), or "anyone" for
   * such a feature's answers that need no sign-in; unset for the public site. `npm run routes` prints it.
   */
  roles?: readonly string[] | 'anyone';
  /**
   * The largest body this route accepts, when it reads more than the app's 16 KB itself, streaming and with its
   * own limits (a photo upload); the app's body-size guard lets such a route's larger bodies through to it.
   */
  maxBodyBytes?: number;
  /**
   * The same answer given before Express, for a GET of exactly this path (server/kernel/cache/fast-path.ts): a route
   * that keeps its answer ready-made (the availability API) says here which requests it takes and when what it
   * keeps is current. Express still answers everything else, and the first requests of each new answer.
   */
  early?: EarlyAnswer;
}

/** Something a feature runs in the background (an e-mail outbox); shutdown stops each one after the requests. */
export interface Worker {
  stop(): Promise<void>;
}

/**
 * What the app hands every feature: the one configuration, database, logger and clock, and the page pipeline
 * (layout, head, assets, the render-once cache) so a feature's pages look like every other page.
 */
export interface FeatureContext {
  config: Config;
  database: AppDatabase;
  logger: Logger;
  /** The clock every rule reads; tests move it. */
  now: () => Date;
  /** The Prometheus metrics (server/kernel/http/metrics.ts), when METRICS_TOKEN or METRICS_LISTEN turns them on. */
  metrics?: Metrics | undefined;
  /** Refuses a post another site's page sent (server/kernel/http/same-site.ts); every public form's first handler. */
  sameSite: RequestHandler;
  site: SiteTools;
}

export interface SiteTools {
  /** Renders a page through the document pipeline (layout, head, assets) for this request alone. */
  render: (page: Page) => string;
  /** Answers with a page rendered for this request (200 or its own status). */
  sendPage: (res: Response, page: Page) => void;
  /** Answers with the site's page for an error status (404, 405, 429, …), rendered once. */
  sendStatusPage: SendStatusPage;
  /** Whether this client may still have pages rendered for its request alone (server/kernel/cache/render-budget.ts). */
  mayRender: (req: Request) => boolean;
  /** The build's asset URLs (the stylesheet, the island script), read again in development. */
  assets: () => Assets;
  /**
   * Hands the pages what they show of the database (published reviews, the team; server/public-content) and
   * forgets the cached pages at `changedPaths`, so those, and only those, are rendered again with it.
   */
  showContent: (content: PublicContent, changedPaths: readonly string[]) => void;
}

/**
 * A feature, as its folder's index.ts assembles it: the endpoints it answers, the workers it runs, and what it
 * offers the features listed after it (the office uses booking's schedule, for example). The app mounts the
 * routes in the order the features are listed (server/app/features.ts) and stops the workers at shutdown.
 */
export interface Feature<Offers = undefined> {
  name: string;
  routes: Endpoint[];
  workers: Record<string, Worker>;
  offers: Offers;
}

export const get = (path: string, ...handlers: RequestHandler[]): Endpoint => ({ method: 'GET', path, handlers });
export const post = (path: string, ...handlers: RequestHandler[]): Endpoint => ({ method: 'POST', path, handlers });
