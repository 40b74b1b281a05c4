import { request } from 'node:http';
import supertest from 'supertest';
import type { AppDatabase } from '../../server/kernel/db/database';
import { testApp } from './app';

/** A Monday, 9:00 AM in Washington (EST): today's bookable windows start at noon (2 hours' notice). */
export const MONDAY_9AM = new Date('2026-11-23T14:00:00Z');

/** A movable clock for the app's `now` option. */
export function testClock(start = MONDAY_9AM) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (to: Date | string) => {
      current = new Date(to).getTime();
    },
  };
}

let visitors = 0;

/** A complete, valid booking request for the window; each call is a different visitor (phone and e-mail). */
export function bookingBody(windowStart: string, overrides: Record<string, unknown> = {}) {
  const n = ++visitors;
  return {
    zip: '20901',
    service: 'washer-repair',
    windowStart,
    name: `Booking Visitor ${n}`,
    phone: `(301) 555-${String(1000 + (n % 9000)).padStart(4, '0')}`,
    email: `visitor${n}@example.com`,
    address: `${100 + n} Sligo Avenue`,
    brand: 'Whirlpool',
    problem: 'It stops mid-cycle.\nWater in the drum.',
    ...overrides,
  };
}

/**
 * The app on a given database with a movable clock and a rate limit out of the way. It trusts a proxy on
 * loopback, so a test names each visitor's address with X-Forwarded-For.
 */
export function bookingApp(database: AppDatabase, clock = testClock(), options: { rateLimit?: number } = {}) {
  const app = testApp(
    { TRUST_PROXY: 'loopback' },
    { database, now: clock.now, bookingRateLimit: { limit: options.rateLimit ?? 10_000 } },
  );
  return { app, http: supertest(app), clock };
}

export interface JsonResult {
  status?: number;
  body?: unknown;
  error?: string;
}

/** One JSON request on its own connection (no pooling), with its outcome: a status and body, or the network error. */
export function sendJson(
  url: string,
  method: 'GET' | 'POST',
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResult> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method,
        agent: false,
        headers: {
          Connection: 'close',
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: the test shows the text
          }
          resolve({ status: res.statusCode, body: parsed });
        });
        res.on('error', (error) => resolve({ error: error.message }));
      },
    );
    req.on('error', (error) => resolve({ error: error.message }));
    req.end(payload);
  });
}

/** A window the public calendar offers, with the places it has left. */
export interface OfferedWindow {
  start: string;
  remaining: number;
}

/** The windows a running server offers a washer repair in Silver Spring (20901), as a visitor's page reads them. */
export async function offeredWindows(url: string): Promise<OfferedWindow[]> {
  const result = await sendJson(`${url}/api/availability?zip=20901&service=washer-repair`, 'GET');
  if (result.status !== 200) throw new Error(`availability answered ${result.status ?? result.error}`);
  return (result.body as { windows: OfferedWindow[] }).windows;
}

/** The places left, in `windows`, of the windows of `horizon`: what a flood took is the difference. */
export const freePlacesIn = (horizon: OfferedWindow[], windows: OfferedWindow[]) =>
  windows.filter((w) => horizon.some((h) => h.start === w.start)).reduce((sum, w) => sum + w.remaining, 0);
