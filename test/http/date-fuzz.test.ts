/**
 * Every date a request carries is checked against the calendar's range: each route of the site and the office
 * (listed from the route table, so a new one is covered without a change here) is sent each date-bearing
 * parameter with hostile values, in the query string and, for a post, in the form too, and never answers 5xx.
 * A day outside the calendar, one that does not exist, digits of another script or a number too big for a
 * double get a helpful 4xx or are read as today; a daylight-saving day is an ordinary day.
 */
import { describe, expect, it } from 'vitest';
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
  '2026-11-24'.repeat(300),
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
    for (const endpoint of endpoints) {
      const path = endpoint.path
        .replace(':token', token)
        .replace(':reference', reference)
        .replace(':name', 'bookings')
        .replace(':secret', 'x'.repeat(43))
        .replace(':slug', 'washer-repair')
        .replace(':id', endpoint.path.startsWith('/office/team/') ? ownerId : leadId);
      // Every value in every name at once (the schedule's week view asked for too); then each name alone with the
      // value that broke pages before, so a name refused early cannot hide another read later.
      const sets = [
        ...HOSTILE.map((value) => ({ ...Object.fromEntries(DATE_NAMES.map((name) => [name, value])), view: 'week' })),
        ...DATE_NAMES.map((name) => ({ [name]: '9999-12-31' })),
      ];
      {
        for (const params of sets) {
          const query = new URLSearchParams({ ...params, step: 'window', zip: '20901', service: 'washer-repair' });
          const url = `${path}?${query.toString()}`;
          const request =
            endpoint.method === 'GET'
              ? http.get(url)
              : http
                  .post(url)
                  .type('form')
                  .send({ ...params, _csrf: browser.csrf, confirm: 'yes', reason: 'Fuzz', visits: 'move' });
          const response = await request.set('Cookie', browser.cookie).set('X-Forwarded-For', '198.51.100.10');
          if (response.status >= 500)
            failures.push(
              `${endpoint.method} ${endpoint.path} ${JSON.stringify(params).slice(0, 120)}: ${response.status}`,
            );
        }
      }
    }
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
