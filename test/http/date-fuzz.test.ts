/**
 * Every date a request carries is checked against the calendar's range: each route of the site and the office
 * (listed from the route table, so a new one is covered without a change here) is sent each date-bearing
 * parameter with hostile values, in the query string and, for a post, in the form too, and never answers 5xx.
 * A day outside the calendar, one that does not exist, digits of another script or a number too big for a
 * double get a helpful 4xx or are read as today; a daylight-saving day is an ordinary day.
 *
 * Which routes read a date is found by watching them (recordReads): a route that reads none of the names, with
 * every name sent, with none and with the value that broke pages before, cannot be led anywhere by their values,
 * so it is not sent the other 20 sets; every route that reads one gets all 23.
 */
import type { Express } from 'express';
import { describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '../../server/kernel/feature';
import type { OfficeEndpoint } from '../../server/office/routes';
import { bookingBody } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { officeApp, OWNER, seedLead } from '../helpers/office';

const [sqlite] = testEngines('the date fuzz');

/**
 * What a hand-edited address or a hostile form puts where a date belongs: one value of each kind, since the values
 * of a kind take the same way through a parser, and each value costs one request per route of the table.
 */
const HOSTILE = [
  // Past the calendar's end, before its start, and as a time with an offset past its end.
  '9999-12-31',
  '0000-01-01',
  '9999-12-31T08:00:00-05:00',
  // A day that does not exist (JavaScript's Date rolls it over into March).
  '2026-02-30',
  '',
  // Long, yet with every name carrying it the query string stays under Node's 16 KB limit on a request's head: a
  // longer one is refused by Node's parser (431, or on Node 24 a reset while a form is still being sent) before any
  // route reads it.
  '2026-11-24'.repeat(100),
  // A number too big for a double.
  '1e400',
  // Digits of another script, which \d does not match and Number() does not read.
  '٢٠٢٦-١١-٢٤',
  // The daylight-saving days, and a time that does not exist on the first (clocks skip from 2:00 to 3:00).
  '2026-03-08',
  '2026-11-01',
  '2026-03-08T02:30:00-05:00',
  // An expanded year: the last day a Date holds.
  '+275760-09-13',
];

/** Every name a date travels under in a query string or a form of the site. */
const DATE_NAMES = [
  'date',
  'from',
  'to',
  'moveTo',
  'closed',
  'windowStart',
  'window',
  'day',
  'since',
  'until',
  'start',
];

/**
 * Notes the names a request's handling reads, wherever it reads them: `req.query` (Express's), the parsed form
 * (`req.body`, which every body parser of the app assigns) and any URLSearchParams (the pages and the office's
 * screens parse the query string themselves). Reading one by name notes that name; enumerating (Object.entries,
 * for…of, toString) notes every name there is. The app runs in this process (supertest) and the sweep sends one
 * request at a time, so what is noted between a request and its answer was read for that request. A name read
 * by cutting up `req.originalUrl` by hand would not be seen: the only such uses copy the string whole (the
 * booking steps' language switch) or sign it (the texts webhook), and read no date.
 */
function recordReads(app: Express): { take(): Set<string>; restore(): void } {
  let noted = new Set<string>();
  const note = (name: string | symbol) => {
    if (typeof name === 'string') noted.add(name);
  };
  const watched = <T extends object>(target: T): T =>
    new Proxy(target, {
      get: (t, name, receiver) => (note(name), Reflect.get(t, name, receiver)),
      has: (t, name) => (note(name), Reflect.has(t, name)),
      getOwnPropertyDescriptor: (t, name) => (note(name), Reflect.getOwnPropertyDescriptor(t, name)),
      ownKeys: (t) => {
        const keys = Reflect.ownKeys(t);
        keys.forEach(note);
        return keys;
      },
    });
  // Express's own getter parses the query string at each read; the app's request prototype gets a watching one.
  const query = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(app.request), 'query')!.get!;
  const body = Symbol('body');
  type Watched = Record<symbol, unknown>;
  Object.defineProperties(app.request, {
    query: {
      configurable: true,
      get: function (this: unknown) {
        return watched(query.call(this));
      },
    },
    body: {
      configurable: true,
      get: function (this: Watched) {
        return this[body];
      },
      set: function (this: Watched, value: unknown) {
        this[body] = value !== null && typeof value === 'object' ? watched(value) : value;
      },
    },
  });
  const params = URLSearchParams.prototype;
  const { get, getAll, has, keys } = params;
  const everyName = function (this: URLSearchParams) {
    for (const name of keys.call(this)) note(name);
  };
  const spies = [
    vi.spyOn(params, 'get').mockImplementation(function (this: URLSearchParams, name: string) {
      note(name);
      return get.call(this, name);
    }),
    vi.spyOn(params, 'getAll').mockImplementation(function (this: URLSearchParams, name: string) {
      note(name);
      return getAll.call(this, name);
    }),
    vi.spyOn(params, 'has').mockImplementation(function (this: URLSearchParams, name: string, value?: string) {
      note(name);
      return value === undefined ? has.call(this, name) : has.call(this, name, value);
    }),
    ...(['entries', 'keys', 'values', 'forEach', 'toString', Symbol.iterator] as const).map((method) => {
      const original = params[method] as (...args: unknown[]) => unknown;
      return vi.spyOn(params, method as 'entries').mockImplementation(function (this: URLSearchParams, ...args: []) {
        everyName.call(this);
        return original.apply(this, args) as ReturnType<URLSearchParams['entries']>;
      });
    }),
  ];
  return {
    take() {
      const taken = noted;
      noted = new Set();
      return taken;
    },
    restore() {
      for (const spy of spies) spy.mockRestore();
      Reflect.deleteProperty(app.request, 'query');
      Reflect.deleteProperty(app.request, 'body');
    },
  };
}

describe('dates in requests', () => {
  it('answers every route’s date parameters with hostile values without a 5xx', { timeout: 900_000 }, async () => {
    const database = await sqlite!.open();
    const { app, http, signIn, store } = await officeApp(database, {
      options: { bookingRateLimit: { limit: 1_000_000 } },
    });
    const leadId = await seedLead(database);
    const made = await http
      .post('/api/bookings')
      .set('X-Forwarded-For', '198.51.100.9')
      .send(bookingBody('2026-11-24T08:00:00-05:00'));
    const { reference, manageUrl } = made.body as { reference: string; manageUrl: string };
    const token = manageUrl.slice('/booking/'.length);
    const browser = await signIn();
    const ownerId = (await store.userWithHash(OWNER))!.id;
    const endpoints = (app.locals.routeTable as (Endpoint | OfficeEndpoint)[])
      // Signing out or removing someone would end the session the rest of the sweep needs.
      .filter((e) => !['/office/logout', '/office/team/:id/remove'].includes(e.path))
      // The readiness probe reads no parameter, and its 503 is an answer (here: the test app's configured SQLite
      // folder, which the injected database does not use, does not exist), not a failure.
      .filter((e) => e.path !== '/readyz')
      .filter((e) => !e.path.includes('*'));
    expect(endpoints.map((e) => e.path)).toEqual(
      expect.arrayContaining(['/office/schedule', '/office/my-day', '/office/reports', '/book', '/booking/:token']),
    );

    const failures: string[] = [];
    /** The date names each route was seen to read. */
    const readers = new Map<string, Set<string>>();
    const reads = recordReads(app);
    try {
      for (const endpoint of endpoints) {
        const path = endpoint.path
          .replace(':token', token)
          .replace(':reference', reference)
          .replace(':name', 'bookings')
          .replace(':secret', 'x'.repeat(43))
          .replace(':slug', 'washer-repair')
          .replace(':id', endpoint.path.startsWith('/office/team/') ? ownerId : leadId);
        const key = `${endpoint.method} ${endpoint.path}`;
        // A path may be in the table twice (a live step before the page table's route): one watch for both.
        const read = readers.get(key) ?? new Set<string>();
        readers.set(key, read);
        const send = async (params: Record<string, string>) => {
          const query = new URLSearchParams({ ...params, step: 'window', zip: '20901', service: 'washer-repair' });
          const url = `${path}?${query.toString()}`;
          const request =
            endpoint.method === 'GET'
              ? http.get(url)
              : http
                  .post(url)
                  .type('form')
                  .send({ ...params, _csrf: browser.csrf, confirm: 'yes', reason: 'Fuzz', visits: 'move' });
          reads.take();
          const response = await request.set('Cookie', browser.cookie).set('X-Forwarded-For', '198.51.100.10');
          for (const name of reads.take()) if (DATE_NAMES.includes(name)) read.add(name);
          // 431: Node refused the request's head, so no route read its dates and the probe tested nothing.
          if (response.status >= 500 || response.status === 431)
            failures.push(`${key} ${JSON.stringify(params).slice(0, 120)}: ${response.status}`);
        };
        const everyName = (value: string) => ({
          ...Object.fromEntries(DATE_NAMES.map((name) => [name, value])),
          view: 'week',
        });
        // Whether it reads a date at all: every name an ordinary day (so no refusal stops the reading early), then
        // none (a name read only when another is missing), then every name the value that broke pages before.
        const probes = [everyName('2026-11-24'), { view: 'week' }, everyName('9999-12-31')];
        for (const params of probes) await send(params);
        if (read.size === 0) continue;
        // Every value in every name at once (the schedule's week view asked for too); then each name alone with the
        // value that broke pages before, so a name refused early cannot hide another read later.
        const sets = [
          ...HOSTILE.filter((value) => value !== '9999-12-31').map(everyName),
          ...DATE_NAMES.map((name) => ({ [name]: '9999-12-31' })),
        ];
        for (const params of sets) await send(params);
      }
    } finally {
      reads.restore();
    }
    const dated = [...readers].filter(([, names]) => names.size > 0);
    console.info(
      `date fuzz: ${readers.size} routes, ${dated.length} read a date: ` +
        dated.map(([route, names]) => `${route} (${[...names].join(', ')})`).join('; '),
    );
    // The watch sees what the routes read: the screens known to read dates were swept with every set.
    expect([...readers.get('GET /office/schedule')!]).toContain('date');
    expect([...readers.get('GET /office/reports')!]).toEqual(expect.arrayContaining(['from', 'to']));
    expect([...readers.get('GET /about')!]).toEqual([]);
    expect(failures).toEqual([]);
    await database.close();
  });

  it('answers the schedule of 9999-12-31 with a helpful 400, in the day and the week view', async () => {
    const database = await sqlite!.open();
    const { http, signIn } = await officeApp(database);
    const browser = await signIn();
    for (const url of ['/office/schedule?date=9999-12-31', '/office/schedule?date=9999-12-31&view=week']) {
      const response = await http.get(url).set('Cookie', browser.cookie);
      expect(response.status, url).toBe(400);
      expect(response.text, url).toContain('Please choose a real date');
    }
    await database.close();
  });

  it('still shows the daylight-saving days’ boards', async () => {
    const database = await sqlite!.open();
    const { http, signIn } = await officeApp(database);
    const browser = await signIn();
    for (const date of ['2026-03-08', '2026-11-01']) {
      const response = await http.get(`/office/schedule?date=${date}`).set('Cookie', browser.cookie);
      expect(response.status, date).toBe(200);
    }
    await database.close();
  });
});
