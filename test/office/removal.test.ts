/**
 * A removed person holds no key: removal takes every credential at once (session, password, calendar feed,
 * set-password and reset links) and unassigns their visits still to come, while visits ended or past keep them
 * for the record. A new password (the command line's reset, or a reset link used) also ends the old sessions and
 * the old feed address.
 */
import { load } from 'cheerio';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { bookingBody, testClock } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { cookieFrom, csrfOf, officeApp, testPasswordHash } from '../helpers/office';

const engines = testEngines('office removal', { postgres: false });
const SAM_PASSWORD = 'wrench-lantern-meadow-42';
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';
const WEDNESDAY_8AM = '2026-11-25T08:00:00-05:00';
const WEDNESDAY_10AM = '2026-11-25T10:00:00-05:00';
/** Tuesday 1:00 PM in Washington: the morning's windows have ended, Wednesday's are to come. */
const TUESDAY_1PM = '2026-11-24T18:00:00Z';

let samHash: Promise<string> | undefined;

describe.each(engines)('removing a person on $name', (engine) => {
  const setup = async () => {
    const clock = testClock();
    const database = await engine.open();
    const office = await officeApp(database, { clock, options: { bookingRateLimit: { limit: 10_000 } } });
    const sam = await office.store.addUser(
      'sam@example.com',
      await (samHash ??= testPasswordHash(SAM_PASSWORD)),
      clock.now(),
      {
        role: 'technician',
        name: 'Sam Rivera',
      },
    );
    let client = 0;
    const book = async (start: string, name: string) => {
      const response = await supertest(office.app)
        .post('/api/bookings')
        .set('X-Forwarded-For', `192.0.2.${++client}`)
        .send(bookingBody(start, { name }));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return (response.body as { reference: string }).reference;
    };
    const visit = (reference: string) =>
      database.db
        .selectFrom('bookings')
        .select(['id', 'technician_id', 'visit_status'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
    const as = (browser: { cookie: string; csrf: string }) => ({
      get: (path: string) => office.http.get(path).set('Cookie', browser.cookie),
      post: (path: string, form: Record<string, string> = {}) =>
        office.http
          .post(path)
          .set('Cookie', browser.cookie)
          .type('form')
          .send({ _csrf: browser.csrf, ...form }),
    });
    /** Sam signs in; the session cookie and My Day's CSRF token. */
    const samSignsIn = async () => {
      const { response, cookie } = await office.tryLogin('sam@example.com', SAM_PASSWORD);
      expect(response.status).toBe(303);
      const day = await office.http.get('/office/my-day').set('Cookie', cookie!);
      return { cookie: cookie!, csrf: csrfOf(day.text) };
    };
    /** Sam's private feed address, made from My Day: its path. */
    const makeFeed = async (browser: { cookie: string; csrf: string }) => {
      const made = load((await as(browser).post('/office/my-day/feed')).text);
      return new URL(made('#my-feed-url').attr('value')!).pathname;
    };
    /** The token of the link shown once in an answer of the Team screens. */
    const linkIn = (html: string) => (load(html)('#invite-url').attr('value') ?? '').split('/').pop()!;
    /** Posts a set-password link's form as the person's browser would. */
    const useLink = async (token: string, password: string) => {
      const form = await office.http.get(`/office/set-password/${token}`);
      const login = cookieFrom(form.headers['set-cookie'], office.loginName) ?? '';
      return office.http
        .post(`/office/set-password/${token}`)
        .set('Cookie', login)
        .type('form')
        .send({ _csrf: csrfOf(form.text), password, again: password });
    };
    return { ...office, clock, sam, book, visit, as, samSignsIn, makeFeed, linkIn, useLink };
  };

  it('takes every key a removed person held, and gives their visits to come back to the office as Unassigned', async () => {
    const { http, clock, sam, book, visit, as, samSignsIn, makeFeed, linkIn, useLink, signIn, tryLogin, database } =
      await setup();
    const done = await book(TUESDAY_8AM, 'Ada Done');
    const past = await book(TUESDAY_10AM, 'Ben Past');
    const upcoming = await book(WEDNESDAY_8AM, 'Cy Upcoming');
    const later = await book(WEDNESDAY_10AM, 'Di Later');
    clock.set(TUESDAY_1PM);
    const owner = as(await signIn());
    for (const reference of [done, past, upcoming, later]) {
      expect((await owner.post(`/office/bookings/${reference}/technician`, { technician: sam.id })).status).toBe(303);
    }
    await database.db.updateTable('bookings').set({ visit_status: 'done' }).where('reference', '=', done).execute();

    // Before: each of Sam's keys opens what it is for.
    const samBrowser = await samSignsIn();
    expect((await as(samBrowser).get('/office/my-day')).status).toBe(200);
    const feedPath = await makeFeed(samBrowser);
    const feed = await http.get(feedPath);
    expect(feed.status).toBe(200);
    expect(feed.text).toContain('Cy Upcoming');
    const reset = linkIn((await owner.post(`/office/team/${sam.id}/link`)).text);
    expect((await http.get(`/office/set-password/${reset}`)).status).toBe(200);
    const added = await owner.post('/office/team/add', {
      name: 'Dee New',
      email: 'dee@example.com',
      role: 'technician',
    });
    const invite = linkIn(added.text);
    const dee = (await database.db
      .selectFrom('office_users')
      .select('id')
      .where('email', '=', 'dee@example.com')
      .executeTakeFirstOrThrow())!;
    expect((await http.get(`/office/set-password/${invite}`)).status).toBe(200);

    expect((await owner.post(`/office/team/${sam.id}/remove`, { confirm: 'yes' })).status).toBe(303);
    expect((await owner.post(`/office/team/${dee.id}/remove`, { confirm: 'yes' })).status).toBe(303);

    // After: the session, the password, the feed, the reset link and the new person's invite all open nothing.
    const session = await as(samBrowser).get('/office/my-day');
    expect([session.status, session.headers.location]).toEqual([303, '/office/login']);
    expect((await tryLogin('sam@example.com', SAM_PASSWORD, { from: '192.0.2.200' })).response.status).toBe(401);
    const gone = await http.get(feedPath);
    expect(gone.status).toBe(404);
    expect(gone.text).not.toContain('Cy Upcoming');
    expect((await http.get(`/office/set-password/${reset}`)).status).toBe(404);
    expect((await http.get(`/office/set-password/${invite}`)).status).toBe(404);
    expect((await useLink(reset, 'another-long-password-7')).status).toBe(404);
    const rows = await database.db
      .selectFrom('office_users')
      .select(['password_hash', 'feed_secret_hash'])
      .where('id', 'in', [sam.id, dee.id])
      .execute();
    expect(rows).toEqual([
      { password_hash: '', feed_secret_hash: null },
      { password_hash: '', feed_secret_hash: null },
    ]);
    expect(
      await database.db.selectFrom('office_sessions').select('id').where('user_id', '=', sam.id).execute(),
    ).toEqual([]);
    expect(await database.db.selectFrom('office_invites').select('id').execute()).toEqual([]);

    // Visits to come are Unassigned, on Today, the board and the booking's history; ended and past ones keep Sam.
    expect((await visit(upcoming)).technician_id).toBeNull();
    expect((await visit(later)).technician_id).toBeNull();
    expect((await visit(done)).technician_id).toBe(sam.id);
    expect((await visit(past)).technician_id).toBe(sam.id);
    const today = load((await owner.get('/office')).text);
    const row = (name: string) =>
      today('li')
        .filter((_, li) => today(li).text().includes(name))
        .last()
        .text();
    expect(row('Cy Upcoming')).not.toContain('Sam Rivera');
    expect(row('Di Later')).not.toContain('Sam Rivera');
    const board = load((await owner.get('/office/schedule?date=2026-11-25')).text);
    expect(board('.office-board thead th').eq(1).text()).toBe('Unassigned');
    const unassigned = board('.office-board tbody tr')
      .map((_, tr) => board(tr).find('td').eq(0).text())
      .get()
      .join(' ');
    expect(unassigned).toContain('Cy Upcoming');
    expect(unassigned).toContain('Di Later');
    const events = await database.db
      .selectFrom('booking_events')
      .select(['actor_email', 'from_value', 'to_value', 'detail'])
      .where('booking_id', '=', (await visit(upcoming)).id)
      .where('kind', '=', 'technician')
      .orderBy('at')
      .execute();
    expect(events.at(-1)).toEqual({
      actor_email: 'owner@example.com',
      from_value: 'Sam Rivera',
      to_value: 'Unassigned',
      detail: 'removed from the team',
    });
    // Nobody gives a visit back to a removed person.
    const refused = await owner.post(`/office/bookings/${upcoming}/technician`, { technician: sam.id });
    expect(refused.status).toBe(400);
    expect((await visit(upcoming)).technician_id).toBeNull();
  });

  it('refuses a removed person’s feed even if their row still held a secret', async () => {
    const { http, samSignsIn, makeFeed, sam, store, database } = await setup();
    const feedPath = await makeFeed(await samSignsIn());
    const kept = await database.db
      .selectFrom('office_users')
      .select('feed_secret_hash')
      .where('id', '=', sam.id)
      .executeTakeFirstOrThrow();
    expect(await store.removeUser('sam@example.com')).toBe(true);
    // As if an older release, or a restored copy, had kept the secret on the removed row.
    await database.db.updateTable('office_users').set(kept).where('id', '=', sam.id).execute();
    expect((await http.get(feedPath)).status).toBe(404);
  });

  it('a reset password ends the old sessions and stops the old feed address, from the command line or a link', async () => {
    const { http, samSignsIn, makeFeed, as, store, signIn, sam, linkIn, useLink } = await setup();
    // npm run office -- reset-password
    const first = await samSignsIn();
    const firstFeed = await makeFeed(first);
    expect((await http.get(firstFeed)).status).toBe(200);
    expect(await store.setPassword('sam@example.com', await testPasswordHash(SAM_PASSWORD))).toBe(true);
    expect((await as(first).get('/office/my-day')).status).toBe(303);
    expect((await http.get(firstFeed)).status).toBe(404);

    // A new link from the Team screen, used.
    const second = await samSignsIn();
    const secondFeed = await makeFeed(second);
    expect((await http.get(secondFeed)).status).toBe(200);
    const owner = as(await signIn());
    const reset = linkIn((await owner.post(`/office/team/${sam.id}/link`)).text);
    expect((await useLink(reset, 'another-long-password-7')).status).toBe(303);
    expect((await as(second).get('/office/my-day')).status).toBe(303);
    expect((await http.get(secondFeed)).status).toBe(404);
  });
});
