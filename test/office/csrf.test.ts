/**
 * Every state-changing office request needs the session's CSRF token: without it, with a wrong one or with
 * another session's, the answer is 403 and the database is exactly as it was. The POST routes are listed from
 * the route table, so a new form is covered without a change here.
 */
import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/kernel/db/database';
import type { OfficeEndpoint } from '../../server/office/routes';
import type { Endpoint } from '../../server/kernel/feature';
import { testEngines } from '../helpers/engines';
import { bookVisit, officeApp, OWNER, seedLead } from '../helpers/office';

// The token is checked in memory (refuseExpiredForm in server/office/csrf.tsx), after the guard has read the
// session and before any screen runs, and a post from another site is refused before that: what these tests
// check does not depend on the engine, and the session read they pass through runs on PostgreSQL in every office
// suite that signs in. So they run on SQLite.
const [sqlite] = testEngines('office CSRF');

/** Everything a POST could change, as one comparable value. */
async function snapshot(database: AppDatabase) {
  const { db } = database;
  return {
    leads: await db.selectFrom('leads').select(['id', 'status']).orderBy('id').execute(),
    notes: await db.selectFrom('lead_notes').selectAll().execute(),
    sessions: await db.selectFrom('office_sessions').select('id').orderBy('id').execute(),
    users: await db
      .selectFrom('office_users')
      .select(['id', 'password_hash', 'role', 'name', 'bio', 'removed_at'])
      .execute(),
    invites: await db.selectFrom('office_invites').selectAll().execute(),
    photos: await db.selectFrom('team_photos').select('user_id').execute(),
    bookings: await db.selectFrom('bookings').select(['id', 'status', 'window_start']).orderBy('id').execute(),
    places: await db.selectFrom('window_places').selectAll().orderBy('window_start').execute(),
    capacity: await db.selectFrom('schedule_capacity').selectAll().execute(),
    days: await db.selectFrom('schedule_days').selectAll().execute(),
    settings: await db.selectFrom('schedule_settings').selectAll().execute(),
  };
}

describe.each([sqlite!])('CSRF tokens in the office on $name', (engine) => {
  it('refuses every state-changing route without the session token, with a wrong one or another session’s', async () => {
    const database = await engine.open();
    const { app, http, signIn, store } = await officeApp(database);
    const leadId = await seedLead(database);
    const reference = await bookVisit(http, '2026-11-24T08:00:00-05:00');
    const browser = await signIn();
    const other = await signIn();
    const ownerId = (await store.userWithHash(OWNER))!.id;
    const posts = (app.locals.routeTable as OfficeEndpoint[] as Endpoint[])
      .filter((e) => e.method === 'POST' && e.path.startsWith('/office/'))
      .filter((e) => !(e as OfficeEndpoint).public && !e.path.includes('*'));
    expect(posts.map((e) => e.path)).toEqual(
      expect.arrayContaining([
        '/office/logout',
        '/office/leads/:id/status',
        '/office/leads/:id/notes',
        '/office/bookings/:reference/reschedule',
        '/office/bookings/:reference/cancel',
        '/office/settings/capacity',
        '/office/settings/close',
        '/office/settings/reopen',
        '/office/settings/feed',
      ]),
    );
    const before = await snapshot(database);
    for (const endpoint of posts) {
      const url = endpoint.path
        .replace(':id', endpoint.path.startsWith('/office/team/') ? ownerId : leadId)
        .replace(':reference', reference);
      for (const token of [undefined, '', 'x'.repeat(43), other.csrf, browser.token]) {
        const fields = {
          status: 'closed',
          body: 'A note that must not be stored',
          // What each of the other forms would change, were the token right.
          windowStart: '2026-11-24T10:00:00-05:00',
          force: 'yes',
          confirm: 'yes',
          date: '2026-11-27',
          reason: 'Closed for a reason that must not be stored',
          'cap-Monday-480': '7',
          name: 'A name that must not be stored',
          email: 'someone-new@example.com',
          role: 'technician',
          ...(token === undefined ? {} : { _csrf: token }),
        };
        const request = http.post(url).set('Cookie', browser.cookie);
        // An upload form is multipart; every other office form urlencoded.
        if (endpoint.maxBodyBytes) for (const [name, value] of Object.entries(fields)) request.field(name, value);
        const response = await (endpoint.maxBodyBytes ? request : request.type('form').send(fields));
        expect(response.status, `${url} with ${String(token)}`).toBe(403);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.text).toContain('Nothing was changed.');
      }
    }
    expect(await snapshot(database)).toEqual(before);

    // The right token does go through, so the refusals above were about the token alone.
    const accepted = await http
      .post(`/office/leads/${leadId}/status`)
      .set('Cookie', browser.cookie)
      .type('form')
      .send({ _csrf: browser.csrf, status: 'closed' });
    expect(accepted.status).toBe(303);
    expect((await snapshot(database)).leads.find((lead) => lead.id === leadId)?.status).toBe('closed');
  });

  it('refuses an office form posted from another site before looking at the session', async () => {
    const database = await engine.open();
    const { http, signIn } = await officeApp(database);
    const leadId = await seedLead(database);
    const browser = await signIn();
    const response = await http
      .post(`/office/leads/${leadId}/status`)
      .set('Cookie', browser.cookie)
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send({ _csrf: browser.csrf, status: 'closed' });
    expect(response.status).toBe(403);
    const row = await database.db.selectFrom('leads').select('status').where('id', '=', leadId).executeTakeFirst();
    expect(row?.status).toBe('new');
  });
});
