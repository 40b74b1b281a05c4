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
import { officeNav } from '../../server/office/routes';
import { TEST_SITE_URL } from '../helpers/app';
import { testEngines } from '../helpers/engines';
import { officeApp } from '../helpers/office';

const [sqlite] = testEngines('office roles');

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
      expect(line.file, where).toMatch(/^server\/office\/routes\/[a-z-]+\.tsx?$/);
      expect(line.roles, where).toMatch(/^(anyone|owner(,dispatcher(,technician)?)?)$/);
    }
    expect(office.find((line) => line.path === '/office/bookings/:reference/reschedule')).toMatchObject({
      handler: 'bookingRescheduleScreen',
      file: 'server/office/routes/booking-reschedule.tsx',
      roles: 'owner,dispatcher',
    });
    expect(office.filter((line) => line.roles === 'anyone').map((line) => `${line.method} ${line.path}`)).toEqual([
      'GET /office/login',
      'POST /office/login',
      'GET /office/calendar/:secret.ics',
      'GET /office/set-password/:token',
      'POST /office/set-password/:token',
    ]);
  });
});
