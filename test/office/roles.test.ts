/**
 * Every office route allows the roles this file expects of it, written here screen by screen and not read from the
 * route table, so changing a route's roles (or adding a route without saying who may use it) fails this test; the
 * guard lets only those roles through (403 for anyone else), the "own visit" policy keeps a technician to their
 * own visits, the navigation shows a role only the screens it may open, and `npm run routes` names each office
 * route's handler, its file, its roles and its policy.
 */
import express from 'express';
import { load } from 'cheerio';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../scripts/routes';
import { provideOffice, type OfficeContext } from '../../server/office/context';
import { officeCookies } from '../../server/office/cookies';
import { officeGuard } from '../../server/office/guard';
import { TEST_SITE_URL } from '../helpers/app';
import { testEngines } from '../helpers/engines';
import type { OfficeEndpoint } from '../../server/office/routes';
import type { OfficeRole } from '../../server/office/roles';
import type { Endpoint } from '../../server/kernel/feature';
import { bookVisit, officeApp, seedLead, type OfficeBrowser, testPasswordHash } from '../helpers/office';

const [sqlite] = testEngines('office roles');

const O: readonly OfficeRole[] = ['owner'];
const DESK: readonly OfficeRole[] = ['owner', 'dispatcher'];
const ALL: readonly OfficeRole[] = ['owner', 'dispatcher', 'technician'];
const ANYONE = 'anyone';

/**
 * Who may use each office route, as the business decided it (docs/office.md, "Roles"): "METHOD path" → the roles
 * the guard must let through, or "anyone" for the few answers without a session (their secret is their key).
 */
const EXPECTED_ROLES: Record<string, readonly OfficeRole[] | typeof ANYONE> = {
  'GET /office/login': ANYONE,
  'POST /office/login': ANYONE,
  'GET /office/forgot-password': ANYONE,
  'POST /office/forgot-password': ANYONE,
  'POST /office/logout': ALL,
  'GET /office': DESK,
  'GET /office/leads': DESK,
  'GET /office/leads/:id': DESK,
  'POST /office/leads/:id/status': DESK,
  'POST /office/leads/:id/notes': DESK,
  'GET /office/bookings': DESK,
  'GET /office/bookings/new': DESK,
  'POST /office/bookings/new': DESK,
  'POST /office/bookings/new/lookup': DESK,
  'GET /office/api/customers': DESK,
  'GET /office/bookings/:reference': DESK,
  'POST /office/bookings/:reference/reschedule': DESK,
  'POST /office/bookings/:reference/cancel': DESK,
  'GET /office/bookings/:reference/photos/:id': ALL,
  'POST /office/bookings/:reference/notes': DESK,
  'GET /office/settings': O,
  'POST /office/settings/capacity': O,
  'POST /office/settings/close': O,
  'POST /office/settings/reopen': O,
  'POST /office/bookings/:reference/technician': DESK,
  'POST /office/bookings/:reference/text-consent': DESK,
  'POST /office/bookings/:reference/status': ALL,
  'GET /office/schedule': DESK,
  'GET /office/schedule/week': DESK,
  'POST /office/schedule/move': DESK,
  'GET /office/my-day': ALL,
  'POST /office/my-day/feed': ALL,
  'GET /office/visits/:reference': ALL,
  'POST /office/visits/:reference/note': ALL,
  'POST /office/visits/:reference/photos': ALL,
  'GET /office/visits/:reference/photos/:id': ALL,
  'POST /office/settings/feed': O,
  'GET /office/calendar/:secret.ics': ANYONE,
  'GET /office/calendar/technician/:secret.ics': ANYONE,
  'GET /office/visits/:reference/price': ALL,
  'POST /office/visits/:reference/price': ALL,
  'GET /office/settings/price-book': O,
  'POST /office/settings/price-book': O,
  'POST /office/settings/price-book/tax': O,
  'POST /office/settings/price-book/deposit': O,
  'POST /office/settings/price-book/items/:id': O,
  'POST /office/settings/price-book/items/:id/archive': O,
  'GET /office/visits/:reference/estimates/new': ALL,
  'POST /office/visits/:reference/estimates': ALL,
  'GET /office/visits/:reference/estimates/:number': ALL,
  'POST /office/visits/:reference/estimates/:number/send': ALL,
  'GET /office/parts': ALL,
  'POST /office/parts/:id/arrived': ALL,
  'GET /office/visits/:reference/parts': ALL,
  'POST /office/visits/:reference/parts': ALL,
  'GET /office/visits/:reference/return-visit': ALL,
  'POST /office/visits/:reference/return-visit': ALL,
  'GET /office/customers': DESK,
  'GET /office/customers/:id': DESK,
  'POST /office/customers/:id/merge': DESK,
  'POST /office/customers/:id/unmerge': DESK,
  'POST /office/customers/:id/language': DESK,
  'GET /office/search': DESK,
  'GET /office/reviews': DESK,
  'POST /office/reviews/:id/status': O,
  'POST /office/reviews/:id/hide': O,
  'POST /office/reviews/:id/called-back': DESK,
  'GET /office/team': O,
  'POST /office/team/add': O,
  'GET /office/team/:id': O,
  'POST /office/team/:id/edit': O,
  'POST /office/team/:id/role': O,
  'POST /office/team/:id/link': O,
  'POST /office/team/:id/remove': O,
  'GET /office/profile': ALL,
  'POST /office/profile/edit': ALL,
  'GET /office/exports': O,
  'GET /office/export/leads.csv': O,
  'GET /office/export/bookings.csv': O,
  'GET /office/export/everything.ndjson.gz': O,
  'GET /office/payments': O,
  'GET /office/payments/unpaid': DESK,
  'POST /office/payments/unpaid/:reference/send': DESK,
  'GET /office/payments/:paymentId/refund': O,
  'POST /office/payments/:paymentId/refund': O,
  'GET /office/reports': O,
  'GET /office/reports/:name.csv': O,
  'GET /office/system': O,
  'POST /office/system/retry': O,
  'POST /office/system/dismiss': O,
  'GET /office/activity': O,
  'GET /office/set-password/:token': ANYONE,
  'POST /office/set-password/:token': ANYONE,
  'GET /office/*rest': ALL,
  'POST /office/*rest': ALL,
};

/** The office's navigation as the business expects it, in its order: each item a GET screen of the table. */
const officeNav = [
  '/office',
  '/office/leads',
  '/office/bookings',
  '/office/customers',
  '/office/reviews',
  '/office/schedule',
  '/office/my-day',
  '/office/parts',
  '/office/team',
  '/office/settings',
  '/office/settings/price-book',
  '/office/exports',
  '/office/payments',
  '/office/reports',
  '/office/activity',
  '/office/system',
  '/office/profile',
].map((href) => ({ href, label: href }));

/** The office's endpoints of the app's route table, as mounted. */
const officeEndpointsOf = (app: express.Express) =>
  (app.locals.routeTable as Endpoint[] as OfficeEndpoint[]).filter(
    (e) => e.path === '/office' || e.path.startsWith('/office/'),
  );

const keyOf = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

/** What the table expects of a role at a route: allowed, or (a route the table does not name) refused. */
const expectedAllows = (key: string, role: OfficeRole) => {
  const roles = EXPECTED_ROLES[key];
  return roles !== undefined && roles !== ANYONE && roles.includes(role);
};

/** Two technicians and a visit for each, the office signed in as owner, dispatcher and each technician. */
async function staffedOffice(database: Parameters<typeof officeApp>[0], secret: string) {
  const office = await officeApp(database);
  const leadId = await seedLead(database, { name: secret });
  const reference = await bookVisit(office.http, '2026-11-24T08:00:00-05:00', { name: secret });
  const othersReference = await bookVisit(office.http, '2026-11-24T12:00:00-05:00', { name: secret });
  const password = 'wrench-lantern-meadow-42';
  for (const email of ['dispatcher@example.com', 'technician@example.com', 'other-technician@example.com']) {
    const role = email.startsWith('dispatcher') ? 'dispatcher' : 'technician';
    // Their own names are in their own header (the user menu): not the secret a refused screen must not show.
    await office.store.addUser(email, await testPasswordHash(password), new Date(), { role, name: `${role} ${email}` });
  }
  const technicianId = (await office.store.userWithHash('technician@example.com'))!.id;
  const otherTechnicianId = (await office.store.userWithHash('other-technician@example.com'))!.id;
  const assign = (ref: string, id: string) =>
    database.db.updateTable('bookings').set({ technician_id: id }).where('reference', '=', ref).execute();
  // The technician's own visit: the routes a technician may use answer for their own visits only.
  await assign(reference, technicianId);
  await assign(othersReference, otherTechnicianId);
  const browsers: Record<OfficeRole, OfficeBrowser> = {
    owner: await office.signIn(),
    dispatcher: await office.signIn('dispatcher@example.com', password),
    technician: await office.signIn('technician@example.com', password),
  };
  return { office, leadId, reference, othersReference, technicianId, browsers };
}

describe('office roles', () => {
  it('lets a signed-in user through only to a route that lists their role, else 403 and nothing of the screen', async () => {
    const database = await sqlite!.open();
    const { store, clock, signIn } = await officeApp(database);
    const { cookie } = await signIn();
    const context = {
      store,
      now: clock.now,
      siteUrl: TEST_SITE_URL,
      assets: () => ({ js: '/assets/app.js', css: '/assets/app.css' }),
      cookies: officeCookies(TEST_SITE_URL),
      nav: () => officeNav,
    } as Partial<OfficeContext> as OfficeContext;
    const app = express();
    const screen = (_req: express.Request, res: express.Response) => void res.send('the screen');
    app.get('/office/owners', provideOffice(context), officeGuard(['owner']), screen);
    app.get('/office/nobody', provideOffice(context), officeGuard([]), screen);
    const http = supertest(app);

    const allowed = await http.get('/office/owners').set('Cookie', cookie);
    expect(allowed.status).toBe(200);
    expect(allowed.text).toBe('the screen');
    const refused = await http.get('/office/nobody').set('Cookie', cookie);
    expect(refused.status).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.text).toContain('Not allowed');
    expect(refused.text).not.toContain('the screen');
    const anonymous = await http.get('/office/nobody');
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toBe('/office/login');
  });

  it('gives every office route the roles this table expects: none differs, none is missing, none is extra', async () => {
    const database = await sqlite!.open();
    const { app } = await officeApp(database);
    const mounted = new Map(officeEndpointsOf(app).map((e) => [keyOf(e), e.roles]));
    const differing = [...mounted]
      .filter(([key, roles]) => key in EXPECTED_ROLES && String(roles) !== String(EXPECTED_ROLES[key]))
      .map(([key, roles]) => `${key}: the app allows ${String(roles)}, expected ${String(EXPECTED_ROLES[key])}`);
    const missingFromTable = [...mounted.keys()].filter((key) => !(key in EXPECTED_ROLES));
    const missingFromApp = Object.keys(EXPECTED_ROLES).filter((key) => !mounted.has(key));
    expect(differing, 'routes whose roles differ from the table').toEqual([]);
    expect(missingFromTable, 'office routes the table does not name').toEqual([]);
    expect(missingFromApp, 'routes the table names that the app does not have').toEqual([]);
  });

  it('npm run routes names every office handler, its file, the roles and the policy of each office route', async () => {
    const office = (await routeList()).filter((line) => line.path === '/office' || line.path.startsWith('/office/'));
    expect(office.map(keyOf).sort()).toEqual(Object.keys(EXPECTED_ROLES).sort());
    for (const line of office) {
      const where = keyOf(line);
      expect(line.handler, where).not.toBe('(anonymous)');
      const roles = EXPECTED_ROLES[where]!;
      // The feature file of each screen (its office/ folder, or one folder of screens inside it, as visits' From the
      // job), the shell's own routes, or, for a calendar feed
      // (no screen: its secret URL is its key), the feature's module that makes the feed.
      expect(line.file, where).toMatch(
        roles === ANYONE && where.includes('/calendar/')
          ? /^server\/features\/visits\/[a-z-]+\.ts$/
          : /^server\/(office\/routes|features\/[a-z-]+\/office(\/[a-z-]+)?)\/[a-z-]+\.tsx?$/,
      );
      expect(line.roles, where).toBe(roles === ANYONE ? ANYONE : roles.join(','));
      // A policy is printed by its name, with "(404)" where a refusal is answered as the office's 404.
      expect(line.policy, where).toMatch(/^([a-z ]+( \(404\))?)?$/);
    }
    expect(office.find((line) => line.path === '/office/bookings/:reference/reschedule')).toMatchObject({
      handler: 'bookingRescheduleScreen',
      file: 'server/features/visits/office/booking-reschedule.tsx',
      roles: 'owner,dispatcher',
    });
  });

  // A sweep of every office route with each role: seconds of work, more on a loaded machine.
  it(
    'walks the route table with each role and with no session: a route the table does not give the role is refused and shows nothing',
    { timeout: 90_000 },
    async () => {
      const database = await sqlite!.open();
      const SECRET = 'Zebulon Quartermaine';
      const { office, leadId, reference, technicianId, browsers } = await staffedOffice(database, SECRET);
      const endpoints = officeEndpointsOf(office.app)
        .filter((e) => !e.public)
        // Signing out ends the session the other requests use: last.
        .sort((a, b) => Number(a.path === '/office/logout') - Number(b.path === '/office/logout'));
      expect(endpoints.length).toBeGreaterThanOrEqual(30);
      // The navigation is read from the table: every item must have its GET line there.
      for (const item of officeNav)
        expect(endpoints.some((e) => e.method === 'GET' && e.path === item.href)).toBe(true);
      const urlOf = (path: string) =>
        path
          .replace(':id', path.startsWith('/office/team/') ? technicianId : leadId)
          .replace(':reference', reference)
          .replace('*rest', 'no/such/screen');
      const ask = (endpoint: OfficeEndpoint, browser?: OfficeBrowser) => {
        const url = urlOf(endpoint.path);
        if (endpoint.method === 'GET')
          return browser ? office.http.get(url).set('Cookie', browser.cookie) : office.http.get(url);
        const request = office.http.post(url);
        if (browser) request.set('Cookie', browser.cookie);
        // An upload route reads a multipart form; every other POST a urlencoded one.
        if (endpoint.maxBodyBytes) return request.field('_csrf', browser?.csrf ?? '').field('status', 'closed');
        // The visit stays the technician's whoever assigns it (the technician field), so their turn finds it theirs.
        return request.type('form').send({ _csrf: browser?.csrf ?? '', status: 'closed', technician: technicianId });
      };

      for (const endpoint of endpoints) {
        const where = `${keyOf(endpoint)} without a session`;
        const response = await ask(endpoint);
        // JSON for a script under /office/api/: 401, nowhere to be sent.
        if (endpoint.path.startsWith('/office/api/')) expect(response.status, where).toBe(401);
        else {
          expect(response.status, where).toBe(303);
          expect(response.headers.location, where).toBe('/office/login');
        }
        expect(response.text, where).not.toContain(SECRET);
      }
      for (const role of ['owner', 'dispatcher', 'technician'] as const) {
        for (const endpoint of endpoints) {
          // Whether the role may use the route is the table's word, not the route's own.
          const allowed = expectedAllows(keyOf(endpoint), role);
          const where = `${keyOf(endpoint)} as ${role}`;
          const response = await ask(endpoint, browsers[role]);
          if (role === 'technician' && endpoint.method === 'GET' && endpoint.path === '/office') {
            // A technician has no Today: the office's front door opens their own day instead of refusing.
            expect([response.status, response.headers.location], where).toEqual([303, '/office/my-day']);
          } else if (allowed) {
            expect(response.status, where).not.toBe(403);
            expect(response.headers.location ?? '', where).not.toBe('/office/login');
          } else {
            expect(response.status, where).toBe(403);
            expect(response.text, where).toContain('Not allowed');
            expect(response.text, where).not.toContain(SECRET);
          }
        }
      }
    },
  );

  it("keeps a technician to their own visits: another technician's visit is 403 Not your visit, their own opens", async () => {
    const database = await sqlite!.open();
    const SECRET = 'Ottoline Wakefield-Prynne';
    const { office, reference, othersReference, browsers } = await staffedOffice(database, SECRET);
    const visit = (ref: string, role: OfficeRole) =>
      office.http.get(`/office/visits/${ref}`).set('Cookie', browsers[role].cookie);

    const own = await visit(reference, 'technician');
    expect(own.status).toBe(200);
    expect(own.text).toContain(reference);
    const others = await visit(othersReference, 'technician');
    expect(others.status).toBe(403);
    expect(others.text).toContain('Not your visit');
    expect(others.text).toContain('This visit is not assigned to you.');
    expect(others.text).not.toContain(othersReference);
    // The desk opens any visit.
    for (const role of ['owner', 'dispatcher'] as const) expect((await visit(othersReference, role)).status).toBe(200);
  });

  it('shows each role the navigation items whose screens the table gives that role, and no other', async () => {
    const database = await sqlite!.open();
    const { office, browsers } = await staffedOffice(database, 'Navigation Person');
    for (const role of ['owner', 'dispatcher', 'technician'] as const) {
      // The profile is every role's: its page carries the role's navigation.
      const response = await office.http.get('/office/profile').set('Cookie', browsers[role].cookie);
      expect(response.status, role).toBe(200);
      const $ = load(response.text);
      const shown = [
        ...new Set(
          // The screens' links, and the user menu's (Profile sits there, beside Sign out).
          $('nav[aria-label="Office"] a[href], details.office-user a[href]')
            .map((_i, a) => $(a).attr('href'))
            .get(),
        ),
      ];
      const expected = officeNav.map((item) => item.href).filter((href) => expectedAllows(`GET ${href}`, role));
      expect([...shown].sort(), role).toEqual([...expected].sort());
    }
  });
});
