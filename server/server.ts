import http from 'node:http';
import { business } from '../data/business';
import { createApp, type AppOptions } from './app';
import { loadConfig } from './config';
import { fastPath } from './fast-path';
import { PageCache } from './page-cache';

export interface PageServer extends http.Server {
  /** Requests the fast path answered without Express. */
  fastPathHits: () => number;
}

/**
 * The production HTTP server: the Express app behind the fast path for cached pages. Tests that only need
 * Express use createApp(); the fast path needs a real server because it answers before Express exists.
 */
export function createServer(options: AppOptions = {}): PageServer {
  const config = options.config ?? loadConfig();
  const pageCache = options.pageCache ?? new PageCache({ timeZone: business.timeZone });
  const app = createApp({ ...options, config, pageCache });
  // Development renders every request (see createApp), so there is nothing for a fast path to answer.
  if (config.env === 'development') return Object.assign(http.createServer(app), { fastPathHits: () => 0 });
  const fast = fastPath(pageCache, app);
  return Object.assign(http.createServer(fast.listener), { fastPathHits: fast.hits });
}
