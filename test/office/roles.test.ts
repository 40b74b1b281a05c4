/**
 * Every office route states the roles it allows, its guard lets only those through (403 for anyone else), and
 * `npm run routes` names each office route's handler and prints the roles.
 */
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../scripts/routes';
import { provideOffice, type OfficeContext } from '../../server/office/context';
import { officeCookies } from '../../server/office/cookies';
import { officeGuard } from '../../server/office/guard';
import { TEST_SITE_URL } from '../helpers/app';
import { testEngines } from '../helpers/engines';
import { hashPassword } from '../../server/office/passwords';
import type { OfficeEndpoint } from '../../server/office/routes';
import type { OfficeRole } from '../../server/office/roles';
import type { Endpoint } from '../../server/kernel/feature';
import { bookVisit, officeApp, seedLead, type OfficeBrowser } from '../helpers/office';

const [sqlite] = testEngines('office roles');

/** The office's navigation as the business expects it: every item a GET screen of the table. */
const officeNav = [
  '/office',
  '/office/leads',
  '/office/bookings',
  '/office/customers',
  '/office/reviews',
  '/office/schedule',
  '/office/my-day',
  '/office/team',
  '/office/settings',
  '/office/exports',
  '/office/reports',
  '/office/activity',
  '/office/system',
  '/office/profile',
].map((href) => ({ href, label: href }));

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

  it('npm run routes names every office handler, its file and the roles each office route allows', async () => {
    const office = (await routeList()).filter((line) => line.path === '/office' || line.path.startsWith('/office/'));
    expect(office.length).toBeGreaterThanOrEqual(20);
    for (const line of office) {
      const where = `${line.method} ${line.path}`;
      expect(line.handler, where).not.toBe('(anonymous)');
      expect(line.file, where).toMatch(/^server\/(office\/routes|features\/[a-z-]+\/office)\/[a-z-]+\.tsx?$/);
      expect(line.roles, where).toMatch(/^(anyone|owner(,dispatcher(,technician)?)?)$/);
    }
    expect(office.find((line) => line.path === '/office/bookings/:reference/reschedule')).toMatchObject({
      handler: 'bookingRescheduleScreen',
      file: 'server/features/visits/office/booking-reschedule.tsx',
      roles: 'owner,dispatcher',
    });
    expect(office.filter((line) => line.roles === 'anyone').map((line) => `${line.method} ${line.path}`)).toEqual([
      'GET /office/login',
      'POST /office/login',
      'GET /office/calendar/:secret.ics',
      'GET /office/calendar/technician/:secret.ics',
      'GET /office/set-password/:token',
      'POST /office/set-password/:token',
    ]);
  });

  it('walks the route table with each role and with no session: a route that does not list the role is refused and shows nothing', async () => {
    const database = await sqlite!.open();
    const office = await officeApp(database);
    const SECRET = 'Zebulon Quartermaine';
    const leadId = await seedLead(database, { name: SECRET });
    const reference = await bookVisit(office.http, '2026-11-24T08:00:00-05:00', { name: SECRET });
    const password = 'wrench-lantern-meadow-42';
    for (const role of ['dispatcher', 'technician'] as const) {
      await office.store.addUser(`${role}@example.com`, await hashPassword(password), new Date(), {
        role,
        name: SECRET,
      });
    }
    const technicianId = (await office.store.userWithHash('technician@example.com'))!.id;
    // The technician's own visit: the routes a technician may use answer for their own visits only.
    await database.db
      .updateTable('bookings')
      .set({ technician_id: technicianId })
      .where('reference', '=', reference)
      .execute();
    const browsers: Record<OfficeRole, OfficeBrowser> = {
      owner: await office.signIn(),
      dispatcher: await office.signIn('dispatcher@example.com', password),
      technician: await office.signIn('technician@example.com', password),
    };
    const endpoints = (office.app.locals.routeTable as Endpoint[] as OfficeEndpoint[])
      .filter((e) => (e.path === '/office' || e.path.startsWith('/office/')) && !e.public)
      // Signing out ends the session the other requests use: last.
      .sort((a, b) => Number(a.path === '/office/logout') - Number(b.path === '/office/logout'));
    expect(endpoints.length).toBeGreaterThanOrEqual(30);
    // The navigation is read from the table: every item must have its GET line there.
    for (const item of officeNav) expect(endpoints.some((e) => e.method === 'GET' && e.path === item.href)).toBe(true);
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
      const where = `${endpoint.method} ${endpoint.path} without a session`;
      const response = await ask(endpoint);
      expect(response.status, where).toBe(303);
      expect(response.headers.location, where).toBe('/office/login');
      expect(response.text, where).not.toContain(SECRET);
    }
    for (const role of ['owner', 'dispatcher', 'technician'] as const) {
      for (const endpoint of endpoints) {
        const allowed = endpoint.roles !== 'anyone' && endpoint.roles.includes(role);
        const where = `${endpoint.method} ${endpoint.path} as ${role}`;
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
  });
});
