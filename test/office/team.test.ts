/**
 * The Team screen: adding a person with a one-time link to set their password, changing roles (never leaving the
 * office without an owner), removing someone (their sessions end at once), and the links themselves: only a
 * hash stored, once, for 24 hours, throttled (a budget of their own: a link that works opens whatever else the
 * address tried), CSRF-checked. On both engines.
 */
import { createHash } from 'node:crypto';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { testClock } from '../helpers/booking';
import { onSqliteOnly, testEngines } from '../helpers/engines';
import { cookieFrom, csrfOf, officeApp, OWNER } from '../helpers/office';

const engines = testEngines('office team');
const TECH_PASSWORD = 'wrench-lantern-meadow-42';

describe.each(engines)('the team on $name', (engine) => {
  const setup = async () => {
    const clock = testClock();
    const database = await engine.open();
    const office = await officeApp(database, { clock });
    const owner = await office.signIn();
    const post = (path: string, form: Record<string, string>, browser = owner) =>
      office.http
        .post(path)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, ...form });
    /** Adds a person through the screen; the link's token, from the one answer that shows it. */
    const add = async (form: Record<string, string>) => {
      const answer = await post('/office/team/add', form);
      expect(answer.status).toBe(200);
      const url = load(answer.text)('#invite-url').attr('value') ?? '';
      expect(url).toMatch(/^https:\/\/.+\/office\/set-password\/[\w-]{43}$/);
      return { answer, token: url.split('/').pop()! };
    };
    /** Opens the link and sets a password, as the person's browser would. */
    const setPassword = async (token: string, password: string, again = password) => {
      const form = await office.http.get(`/office/set-password/${token}`);
      const login = cookieFrom(form.headers['set-cookie'], office.loginName) ?? '';
      const answer = await office.http
        .post(`/office/set-password/${token}`)
        .set('Cookie', login)
        .type('form')
        .send({ _csrf: csrfOf(form.text), password, again });
      return { form, answer, cookie: cookieFrom(answer.headers['set-cookie'], office.sessionName) };
    };
    /** The team's lines of the activity log, each written in the transaction of its change. */
    const teamActivity = async () =>
      (
        await database.db
          .selectFrom('office_activity')
          .select(['action', 'detail'])
          .where('action', 'in', ['Role changed', 'Team member removed'])
          .execute()
      ).map((line) => `${line.action}: ${line.detail}`);
    return { ...office, owner, post, add, setPassword, teamActivity };
  };

  it('adds a technician with a link that works once, for 24 hours, with only its SHA-256 stored', async () => {
    const { http, database, add, setPassword, clock, signIn } = await setup();
    const { answer, token } = await add({ name: 'Sam Rivera', email: 'Sam@Example.com', role: 'technician' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.text).toContain('Has not set a password yet');
    const stored = await database.db.selectFrom('office_invites').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const differ = await setPassword(token, TECH_PASSWORD, `${TECH_PASSWORD}x`);
    expect(differ.form.status).toBe(200);
    expect(differ.form.headers['x-robots-tag']).toContain('noindex');
    expect(differ.form.text).toContain('sam@example.com');
    expect(differ.answer.status).toBe(400);
    expect(differ.answer.text).toContain('The two passwords differ');
    const weak = await setPassword(token, 'password1234');
    expect(weak.answer.status).toBe(400);
    expect(weak.answer.text).toContain('one of the most common');

    const done = await setPassword(token, TECH_PASSWORD);
    expect(done.answer.status).toBe(303);
    // A technician lands on the first screen their role may open: their own day.
    expect(done.answer.headers.location).toBe('/office/my-day');
    const profile = await http.get('/office/profile').set('Cookie', done.cookie!);
    expect(profile.status).toBe(200);
    expect(
      load(profile.text)('nav a')
        .map((_, a) => load(a).text())
        .get(),
    ).toEqual(['My Day', 'Parts']);
    // Their profile is in the user menu, under their name, beside Sign out.
    expect(load(profile.text)('.office-user__menu a').text()).toBe('Profile');
    const front = await http.get('/office').set('Cookie', done.cookie!);
    expect([front.status, front.headers.location]).toEqual([303, '/office/my-day']);
    await signIn('sam@example.com', TECH_PASSWORD);

    const again = await setPassword(token, 'another-password-here-9');
    expect(again.form.status).toBe(410);
    expect(again.form.text).toContain('ask the owner');
    expect(again.answer.status).toBe(410);

    const late = await add({ name: 'Dana Cole', email: 'dana@example.com', role: 'dispatcher' });
    clock.set(new Date(clock.now().getTime() + 24 * 60 * 60_000));
    const expired = await setPassword(late.token, TECH_PASSWORD);
    expect(expired.form.status).toBe(410);
    expect(expired.form.text).toContain('expired');
    expect(expired.answer.status).toBe(410);
    expect(expired.cookie).toBeUndefined();
  });

  onSqliteOnly(engine)(
    'refuses a set-password post without the page’s token, and throttles links that open nothing',
    async () => {
      const { http, add, database } = await setup();
      const { token } = await add({ name: 'Sam Rivera', email: 'sam@example.com', role: 'technician' });
      const forged = await http
        .post(`/office/set-password/${token}`)
        .type('form')
        .send({ _csrf: 'x', password: TECH_PASSWORD, again: TECH_PASSWORD });
      expect(forged.status).toBe(403);
      const user = await database.db
        .selectFrom('office_users')
        .selectAll()
        .where('email', '=', 'sam@example.com')
        .executeTakeFirst();
      expect(user!.password_hash).toBe('');

      const from = (n: number) =>
        http.get(`/office/set-password/${'B'.repeat(42)}${n}`).set('X-Forwarded-For', '203.0.113.99');
      for (let i = 0; i < 5; i++) expect((await from(i)).status).toBe(404);
      const throttled = await from(9);
      expect(throttled.status).toBe(429);
      expect(throttled.headers['retry-after']).toMatch(/^\d+$/);
      // Another address is not held back by that one.
      expect((await http.get(`/office/set-password/${token}`).set('X-Forwarded-For', '203.0.113.5')).status).toBe(200);
    },
  );

  onSqliteOnly(engine)(
    'opens a new technician’s link behind the same address as a guesser of passwords and of links',
    async () => {
      const { http, add, tryLogin, loginName, sessionName } = await setup();
      const { token } = await add({ name: 'Sam Rivera', email: 'sam@example.com', role: 'technician' });
      const SHOP = '203.0.113.99';
      // Someone at the shop's address guesses: every account's budget from there is spent, and the links' too.
      for (let i = 0; i < 20; i++) {
        expect((await tryLogin(`guess${i}@example.com`, 'wrong-password-here', { from: SHOP })).response.status).toBe(
          401,
        );
      }
      expect((await tryLogin(OWNER, 'wrong-password-here', { from: SHOP })).response.status).toBe(429);
      for (let i = 0; i < 5; i++) {
        expect((await http.get(`/office/set-password/${'C'.repeat(42)}${i}`).set('X-Forwarded-For', SHOP)).status).toBe(
          404,
        );
      }
      expect((await http.get(`/office/set-password/${'C'.repeat(43)}`).set('X-Forwarded-For', SHOP)).status).toBe(429);

      // Sam, at the same address, opens the link and sets a password.
      const form = await http.get(`/office/set-password/${token}`).set('X-Forwarded-For', SHOP);
      expect(form.status).toBe(200);
      const answer = await http
        .post(`/office/set-password/${token}`)
        .set('X-Forwarded-For', SHOP)
        .set('Cookie', cookieFrom(form.headers['set-cookie'], loginName) ?? '')
        .type('form')
        .send({ _csrf: csrfOf(form.text), password: TECH_PASSWORD, again: TECH_PASSWORD });
      expect(answer.status).toBe(303);
      expect(cookieFrom(answer.headers['set-cookie'], sessionName)).toBeDefined();
    },
    60_000,
  );

  it('changes roles at once, keeps the last owner, and removing someone ends their sessions', async () => {
    const { http, add, setPassword, post, store, owner, teamActivity } = await setup();
    const { token } = await add({ name: 'Sam Rivera', email: 'sam@example.com', role: 'technician' });
    const sam = (await setPassword(token, TECH_PASSWORD)).cookie!;
    const samId = (await store.userWithHash('sam@example.com'))!.id;
    const ownerId = (await store.userWithHash(OWNER))!.id;

    expect((await http.get('/office/leads').set('Cookie', sam)).status).toBe(403);
    expect((await post(`/office/team/${samId}/role`, { role: 'dispatcher' })).status).toBe(303);
    expect((await http.get('/office/leads').set('Cookie', sam)).status).toBe(200);
    expect((await http.get('/office/team').set('Cookie', sam)).status).toBe(403);

    const demoteSelf = await post(`/office/team/${ownerId}/role`, { role: 'technician' });
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.text).toContain('at least one owner');
    const removeSelf = await post(`/office/team/${ownerId}/remove`, { confirm: 'yes' });
    expect(removeSelf.status).toBe(409);
    expect((await store.userWithHash(OWNER))!.role).toBe('owner');
    expect((await post(`/office/team/${samId}/role`, { role: 'pilot' })).status).toBe(400);

    expect((await post(`/office/team/${samId}/remove`, {})).status).toBe(400);
    // The refused changes (the last owner, a role not ours, no confirmation) wrote no line.
    expect(await teamActivity()).toEqual(['Role changed: sam@example.com: technician → dispatcher']);
    const removed = await post(`/office/team/${samId}/remove`, { confirm: 'yes' });
    expect(removed.status).toBe(303);
    const after = await http.get('/office/leads').set('Cookie', sam);
    expect(after.status).toBe(303);
    expect(after.headers.location).toBe('/office/login');
    expect((await teamActivity()).sort()).toEqual([
      'Role changed: sam@example.com: technician → dispatcher',
      'Team member removed: Sam Rivera <sam@example.com>',
    ]);
    const team = await http.get('/office/team').set('Cookie', owner.cookie);
    expect(team.text).not.toContain('sam@example.com');
    // Kept as removed, so the visits it was assigned keep its name; it cannot sign in.
    expect(await store.userWithHash('sam@example.com')).toBeUndefined();
    expect(await store.teamMember(samId)).toBeUndefined();

    // Back on the team under the same e-mail: the same account, with a new link.
    const back = await add({ name: 'Sam Rivera', email: 'sam@example.com', role: 'technician' });
    expect((await setPassword(back.token, TECH_PASSWORD)).answer.status).toBe(303);
    expect((await store.userWithHash('sam@example.com'))!.id).toBe(samId);
  });

  onSqliteOnly(engine)(
    'refuses a second account for an e-mail and a bad form, and a new link replaces the old one',
    async () => {
      const { add, post, setPassword, store } = await setup();
      const first = await add({ name: 'Sam Rivera', email: 'sam@example.com', role: 'technician' });
      const twice = await post('/office/team/add', { name: 'Sam', email: 'SAM@example.com', role: 'technician' });
      expect(twice.status).toBe(409);
      expect(twice.text).toContain('has an account already');
      const bad = await post('/office/team/add', { name: '', email: 'not-an-address', role: 'king' });
      expect(bad.status).toBe(400);
      const $ = load(bad.text);
      expect($('#add-name-error').text()).toContain('full name');
      expect($('#add-email-error').text()).toContain('e-mail');
      expect(bad.text).toContain('Please choose a role');

      const samId = (await store.userWithHash('sam@example.com'))!.id;
      const fresh = await post(`/office/team/${samId}/link`, {});
      const token = (load(fresh.text)('#invite-url').attr('value') ?? '').split('/').pop()!;
      expect(token).toMatch(/^[\w-]{43}$/);
      expect((await setPassword(first.token, TECH_PASSWORD)).answer.status).toBe(404);
      expect((await setPassword(token, TECH_PASSWORD)).answer.status).toBe(303);
    },
  );
});
