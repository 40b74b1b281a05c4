/**
 * Nobody without a live session gets anything from the office. The routes are listed from the app's own route
 * table, so a screen added later is covered here without a line of this file changing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/app/server';
import { loadConfig } from '../../server/kernel/config';
import type { Endpoint } from '../../server/kernel/feature';
import type { OfficeEndpoint } from '../../server/office/routes';
import { testClock } from '../helpers/booking';
import { onSqliteOnly, testEngines } from '../helpers/engines';
import { bookVisit, officeApp, OWNER, seedLead } from '../helpers/office';
import { newAppDatabaseUrl, TEST_SITE_URL } from '../helpers/app';
import { listen, rawRequest } from '../helpers/raw';

const engines = testEngines('office guard');
const SECRET_NAME = 'Zebulon Quartermaine';
const HOUR = 60 * 60_000;

/** The office's routes from the app's route table, with a concrete path for each. */
function officeEndpoints(table: Endpoint[], leadId: string, reference: string, userId: string, customerId: string) {
  return (table as OfficeEndpoint[])
    .filter((endpoint) => endpoint.path === '/office' || endpoint.path.startsWith('/office/'))
    .map((endpoint) => ({
      ...endpoint,
      url: endpoint.path
        .replace('/customers/:id', `/customers/${encodeURIComponent(customerId)}`)
        .replace(':id', encodeURIComponent(endpoint.path.startsWith('/office/team/') ? userId : leadId))
        .replace(':reference', reference)
        .replace(':number', '1')
        .replace('/reports/:name', '/reports/sources')
        // A well-formed secret that is not the feed's: the feed must tell nothing without the right one.
        .replace(':secret', 'A'.repeat(43))
        .replace(':token', 'A'.repeat(43))
        .replace('*rest', 'no/such/screen')
        // New Visit's lookup answers a phone's digits.
        .replace(/^\/office\/api\/customers$/, '/office/api/customers?phone=0188'),
    }));
}

describe.each(engines)('the office guard on $name', (engine) => {
  const setup = async (clock = testClock()) => {
    const database = await engine.open();
    const office = await officeApp(database, { clock });
    const leadId = await seedLead(database, { name: SECRET_NAME, message: 'secret message body' });
    const reference = await bookVisit(office.http, '2026-11-24T08:00:00-05:00', {
      name: SECRET_NAME,
      problem: 'secret message of a booking',
    });
    const owner = await office.store.userWithHash(OWNER);
    // The booking's customer (the lead above is written straight into its table, so it has none).
    const customer = await database.db.selectFrom('customer_records').select('customer_id').executeTakeFirstOrThrow();
    const endpoints = officeEndpoints(
      office.app.locals.routeTable as Endpoint[],
      leadId,
      reference,
      owner!.id,
      customer.customer_id,
    );
    return { ...office, leadId, endpoints };
  };

  /** Every guarded route, asked with `cookie`: 303 to the sign-in page (401 JSON) and not a byte of lead data. */
  const expectShutOut = async (
    http: Awaited<ReturnType<typeof setup>>['http'],
    endpoints: Awaited<ReturnType<typeof setup>>['endpoints'],
    cookie: string | undefined,
  ) => {
    const guarded = endpoints.filter((endpoint) => !endpoint.public);
    expect(guarded.length).toBeGreaterThanOrEqual(10);
    for (const endpoint of guarded) {
      const request = endpoint.method === 'GET' ? http.get(endpoint.url) : http.post(endpoint.url).type('form');
      if (cookie) request.set('Cookie', cookie);
      const response = endpoint.method === 'GET' ? await request : await request.send({ status: 'closed', body: 'x' });
      const where = `${endpoint.method} ${endpoint.url}`;
      // JSON for a script (under /office/api/): 401, with nowhere to be sent.
      if (endpoint.path.startsWith('/office/api/')) expect(response.status, where).toBe(401);
      else {
        expect(response.status, where).toBe(303);
        expect(response.headers.location, where).toBe('/office/login');
      }
      expect(response.headers['cache-control'], where).toBe('no-store');
      expect(response.headers['x-robots-tag'], where).toContain('noindex');
      expect(response.text, where).not.toContain(SECRET_NAME);
      expect(response.text, where).not.toContain('secret message');
      expect(response.text, where).not.toContain(SECRET_NAME.toUpperCase());
    }
  };

  onSqliteOnly(engine)(
    'lists the office screens in the route table, the sign-in and Forgot password forms, the calendar feed and the set-password link as the only public ones',
    async () => {
      const { endpoints } = await setup();
      expect(endpoints.filter((e) => e.public).map((e) => `${e.method} ${e.path}`)).toEqual([
        'GET /office/login',
        'POST /office/login',
        'GET /office/forgot-password',
        'POST /office/forgot-password',
        'GET /office/calendar/:secret.ics',
        'GET /office/calendar/technician/:secret.ics',
        'GET /office/set-password/:token',
        'POST /office/set-password/:token',
      ]);
      expect(endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(
        expect.arrayContaining([
          'GET /office',
          'GET /office/leads',
          'GET /office/leads/:id',
          'POST /office/leads/:id/status',
          'POST /office/leads/:id/notes',
          'GET /office/export/leads.csv',
          'GET /office/activity',
          'POST /office/logout',
          'GET /office/bookings',
          'GET /office/bookings/:reference',
          'POST /office/bookings/:reference/reschedule',
          'POST /office/bookings/:reference/cancel',
          'GET /office/settings',
          'POST /office/settings/capacity',
          'POST /office/settings/close',
          'POST /office/settings/reopen',
          'POST /office/settings/feed',
          'GET /office/export/bookings.csv',
        ]),
      );
    },
  );

  onSqliteOnly(engine)(
    'answers the calendar feed without its secret with a 404 that tells nothing, signed in or not',
    async () => {
      const { http, endpoints, signIn } = await setup();
      const browser = await signIn();
      const feed = endpoints.find((e) => e.path === '/office/calendar/:secret.ics')!;
      for (const url of [feed.url, '/office/calendar/short.ics', '/office/calendar/%3Cimg%3E.ics']) {
        for (const cookie of [undefined, browser.cookie]) {
          const request = http.get(url);
          if (cookie) request.set('Cookie', cookie);
          const response = await request;
          expect(response.status, url).toBe(404);
          expect(response.headers['cache-control'], url).toBe('no-store');
          expect(response.headers['x-robots-tag'], url).toContain('noindex');
          expect(response.text, url).not.toContain(SECRET_NAME);
          expect(response.text, url).not.toContain('BEGIN:VCALENDAR');
        }
      }
    },
  );

  onSqliteOnly(engine)('sends every office URL without a session to the sign-in page, unknown ones too', async () => {
    const { http, endpoints } = await setup();
    await expectShutOut(http, endpoints, undefined);
  });

  onSqliteOnly(engine)('does the same for a made-up session cookie and a malformed one', async () => {
    const { http, endpoints } = await setup();
    await expectShutOut(http, endpoints, `__Host-office=${'A'.repeat(43)}`);
    await expectShutOut(http, endpoints, '__Host-office=%E0%A4%A');
  });

  onSqliteOnly(engine)('does the same for a session past its idle or absolute end', async () => {
    const clock = testClock();
    const { http, endpoints, signIn } = await setup(clock);
    const browser = await signIn();
    clock.set(new Date(clock.now().getTime() + 12 * HOUR + 1000));
    await expectShutOut(http, endpoints, browser.cookie);
  });

  onSqliteOnly(engine)('does the same for the session of an account that was removed', async () => {
    const { http, endpoints, signIn, store } = await setup();
    const browser = await signIn();
    expect((await http.get('/office').set('Cookie', browser.cookie)).status).toBe(200);
    expect(await store.removeUser(OWNER)).toBe(true);
    await expectShutOut(http, endpoints, browser.cookie);
  });

  it('signed in, every screen answers with no-store and noindex, and an unknown path is a 404 of the office', async () => {
    const { http, endpoints, signIn } = await setup();
    const browser = await signIn();
    for (const endpoint of endpoints.filter((e) => e.method === 'GET' && !e.public)) {
      const response = await http.get(endpoint.url).set('Cookie', browser.cookie);
      const where = endpoint.url;
      // A customer's photo by an id no photo has, an estimate the visit does not have, or a refund of a payment there
      // is not, is the office's 404 like an unknown path (photos, estimates and payments/refunds tests show them).
      const missing =
        endpoint.path === '/office/*rest' ||
        endpoint.path.endsWith('/photos/:id') ||
        endpoint.path.endsWith('/estimates/:number') ||
        endpoint.path.endsWith('/payments/:paymentId/refund');
      expect(response.status, where).toBe(missing ? 404 : 200);
      expect(response.headers['cache-control'], where).toBe('no-store');
      expect(response.headers['x-robots-tag'], where).toContain('noindex');
      expect(response.headers['content-security-policy'], where).toContain("script-src 'self'");
    }
    const unknown = await http.get('/office/no/such/screen').set('Cookie', browser.cookie);
    expect(unknown.text).toContain('There is nothing at this address in the office.');
  });
});

describe('the office and the caches in front of Express', () => {
  const config = loadConfig({
    NODE_ENV: 'production',
    SITE_URL: TEST_SITE_URL,
    LOG_LEVEL: 'silent',
    DATABASE_URL: newAppDatabaseUrl(),
  });
  const server = createServer({ config });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('never answers an office path from the rendered-once 404 or any cached page', async () => {
    const port = await listen(server);
    // Warm the 404 page so the fast path would serve it for any path it thinks unknown.
    for (let i = 0; i < 3; i++) expect((await rawRequest(port, '/no-such-page')).status).toBe(404);
    const hits = server.fastPathHits();
    for (const path of ['/office', '/office/', '/office/leads', '/office/nope', '/OFFICE/nope', '/office/login']) {
      for (let i = 0; i < 3; i++) {
        const answer = await rawRequest(port, path);
        expect(answer.status, path).toBe(path.endsWith('login') ? 200 : 303);
        expect(answer.headers['cache-control'], path).toBe('no-store');
      }
    }
    expect(server.fastPathHits()).toBe(hits);
  });

  it('keeps /office out of the sitemap and disallows it in robots.txt', async () => {
    const port = await listen(server);
    expect((await rawRequest(port, '/robots.txt')).body.toString()).toContain('Disallow: /office\n');
    expect((await rawRequest(port, '/sitemap.xml')).body.toString()).not.toContain('/office');
  });
});
