/**
 * Signing in to the office, on both engines: the cookie and its flags, a new session at every sign-in,
 * signing out, the idle and absolute ends of a session, the one answer for every wrong sign-in, and the
 * throttle that stops guessing without locking the owner out: a guesser's failures hold back the guesser's address,
 * never one that has not failed.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testClock } from '../helpers/booking';
import { onSqliteOnly, testEngines } from '../helpers/engines';
import { cookieFrom, csrfOf, officeApp, OWNER, OWNER_PASSWORD } from '../helpers/office';

const engines = testEngines('office sign-in');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// The form, and a post of it whose token is not the form's, are answered before anything is read or written
// (officeLogin in server/office/routes/login.ts compares the token with the browser's cookie first): the same on
// either engine, so on SQLite.
describe('the sign-in form, answered before storage (sqlite)', () => {
  const setup = async () => officeApp(await engines[0]!.open());

  it('shows a sign-in form with a CSRF field, labelled fields and no navigation', async () => {
    const { http } = await setup();
    const response = await http.get('/office/login');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    expect(csrfOf(response.text)).toMatch(/^[\w-]{43}$/);
    expect(response.text).toContain('<label for="login-email"');
    expect(response.text).not.toContain('aria-label="Office"');
    expect(response.headers['set-cookie']![0]).toMatch(
      /^__Host-office-login=[\w-]{43}; Max-Age=\d+; Path=\/; Expires=.*; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it('refuses a sign-in form without its CSRF token with 403, keeping the e-mail typed', async () => {
    const { http, database } = await setup();
    const response = await http
      .post('/office/login')
      .type('form')
      .send({ email: OWNER, password: OWNER_PASSWORD, _csrf: 'x'.repeat(43) });
    expect(response.status).toBe(403);
    expect(response.text).toContain('The sign-in form had expired');
    expect(response.text).toContain(`value="${OWNER}"`);
    expect(await database.db.selectFrom('office_sessions').selectAll().execute()).toEqual([]);
  });
});

describe.each(engines)('signing in to the office on $name', (engine) => {
  const setup = async (env: Record<string, string> = {}, clock = testClock()) =>
    officeApp(await engine.open(), { env, clock });

  onSqliteOnly(engine)(
    'signs in with 303 to /office and a __Host- session cookie: HttpOnly, Secure, SameSite=Lax, Path=/',
    async () => {
      const { tryLogin, database } = await setup();
      const { response, cookie } = await tryLogin(OWNER, OWNER_PASSWORD);
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe('/office');
      const line = (response.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('__Host-office='))!;
      expect(line).toMatch(/; Path=\/;/);
      expect(line).toContain('HttpOnly');
      expect(line).toContain('Secure');
      expect(line).toContain('SameSite=Lax');
      expect(line).toMatch(/Max-Age=604800/);
      // Only the token's SHA-256 is stored.
      const token = cookie!.split('=')[1]!;
      const rows = await database.db.selectFrom('office_sessions').selectAll().execute();
      expect(rows.map((row) => row.id)).toEqual([createHash('sha256').update(token).digest('hex')]);
      expect(JSON.stringify(rows)).not.toContain(token);
    },
  );

  onSqliteOnly(engine)(
    'over plain http the cookie is "office", Path=/office and not Secure (the __Host- prefix needs https)',
    async () => {
      const { tryLogin, http } = await setup({ SITE_URL: 'http://localhost:3000' });
      const { response, cookie } = await tryLogin(OWNER, OWNER_PASSWORD);
      expect(response.status).toBe(303);
      const line = (response.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('office='))!;
      expect(line).toContain('Path=/office;');
      expect(line).toContain('HttpOnly');
      expect(line).toContain('SameSite=Lax');
      expect(line).not.toContain('Secure');
      expect((await http.get('/office').set('Cookie', cookie!)).status).toBe(200);
    },
  );

  onSqliteOnly(engine)('gives a new session id at every sign-in, ending the one the browser had', async () => {
    const { signIn, http, database } = await setup();
    const first = await signIn();
    const second = await signIn(OWNER, OWNER_PASSWORD, { cookie: first.cookie });
    expect(second.token).not.toBe(first.token);
    expect(second.csrf).not.toBe(first.csrf);
    expect((await http.get('/office').set('Cookie', first.cookie)).status).toBe(303);
    expect((await http.get('/office').set('Cookie', second.cookie)).status).toBe(200);
    expect(await database.db.selectFrom('office_sessions').selectAll().execute()).toHaveLength(1);
  });

  onSqliteOnly(engine)('signs out: the session row is deleted and its cookie opens nothing any more', async () => {
    const { signIn, http, database } = await setup();
    const browser = await signIn();
    const response = await http
      .post('/office/logout')
      .set('Cookie', browser.cookie)
      .type('form')
      .send({ _csrf: browser.csrf });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/office/login?signed-out=1');
    expect(response.headers['set-cookie']![0]).toMatch(/^__Host-office=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect(await database.db.selectFrom('office_sessions').selectAll().execute()).toEqual([]);
    const after = await http.get('/office').set('Cookie', browser.cookie);
    expect(after.status).toBe(303);
    expect(after.headers.location).toBe('/office/login');
    expect((await http.get('/office/login?signed-out=1')).text).toContain('You have signed out.');
  });

  onSqliteOnly(engine)('ends a session after 12 hours without use, and after 7 days however it is used', async () => {
    const clock = testClock();
    const { signIn, http } = await setup({}, clock);
    const idle = await signIn();
    const busy = await signIn();
    const start = clock.now().getTime();
    clock.set(new Date(start + 11 * HOUR));
    expect((await http.get('/office').set('Cookie', busy.cookie)).status).toBe(200);
    clock.set(new Date(start + 12 * HOUR + MINUTE));
    expect((await http.get('/office').set('Cookie', idle.cookie)).status).toBe(303);
    // Used every 11 hours, the busy one lives until its seventh day, then ends.
    let at = start + 11 * HOUR;
    while (at + 11 * HOUR < start + 7 * 24 * HOUR) {
      at += 11 * HOUR;
      clock.set(new Date(at));
      expect((await http.get('/office').set('Cookie', busy.cookie)).status).toBe(200);
    }
    clock.set(new Date(start + 7 * 24 * HOUR));
    expect((await http.get('/office').set('Cookie', busy.cookie)).status).toBe(303);
  });

  onSqliteOnly(engine)(
    'answers an unknown e-mail and a wrong password alike: 401, one message, the e-mail kept, no cookie',
    async () => {
      const { tryLogin } = await setup();
      const unknown = await tryLogin('nobody@example.com', OWNER_PASSWORD);
      const wrong = await tryLogin(OWNER, 'not-the-password-at-all');
      for (const { response, cookie } of [unknown, wrong]) {
        expect(response.status).toBe(401);
        expect(cookie).toBeUndefined();
        expect(response.text).toContain('That e-mail and password do not match an account.');
      }
      const comparable = (html: string, email: string) =>
        html.replace(/value="[\w-]{43}"/g, '').replace(email, 'EMAIL');
      expect(comparable(unknown.response.text, 'nobody@example.com')).toBe(comparable(wrong.response.text, OWNER));
      expect(wrong.response.text).toContain(`value="${OWNER}"`);
    },
  );

  onSqliteOnly(engine)(
    'checks a password even for an unknown e-mail, so both take an argon2 verification',
    async () => {
      const { http, loginName } = await setup();
      /** The time of the POST alone (the form is fetched first, untimed), from an address of its own. */
      const timedPost = async (email: string, attempt: number) => {
        const from = `198.51.100.${attempt}`;
        const form = await http.get('/office/login').set('X-Forwarded-For', from);
        const cookie = cookieFrom(form.headers['set-cookie'], loginName)!;
        const started = performance.now();
        const response = await http
          .post('/office/login')
          .set('X-Forwarded-For', from)
          .set('Cookie', cookie)
          .type('form')
          .send({ _csrf: csrfOf(form.text), email, password: 'not-the-password-at-all' });
        expect(response.status).toBe(401);
        return performance.now() - started;
      };
      // Interleaved, and the fastest of each kept: a busy machine slows both alike and cannot fake the gap.
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i++) {
        wrong.push(await timedPost(OWNER, 2 * i));
        unknown.push(await timedPost(`nobody${i}@example.com`, 2 * i + 1));
      }
      // Without the throwaway hash an unknown e-mail answers in a few milliseconds, a tenth of a verification.
      expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...wrong) * 0.4);
    },
  );

  onSqliteOnly(engine)(
    'stops a guesser after 5 wrong passwords from one address while the owner signs in from another',
    async () => {
      const clock = testClock();
      const { tryLogin } = await setup({}, clock);
      const GUESSER = '203.0.113.66';
      for (let i = 0; i < 5; i++) {
        expect((await tryLogin(OWNER, `wrong-password-${i}`, { from: GUESSER })).response.status).toBe(401);
      }
      const stopped = await tryLogin(OWNER, 'wrong-password-5', { from: GUESSER });
      expect(stopped.response.status).toBe(429);
      expect(Number(stopped.response.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(stopped.response.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(stopped.response.text).toContain('Please wait 15 minutes');
      // Even the right password waits from the guessing address: it cannot tell the owner from the guesser.
      expect((await tryLogin(OWNER, OWNER_PASSWORD, { from: GUESSER })).response.status).toBe(429);

      const owner = await tryLogin(OWNER, OWNER_PASSWORD, { from: '192.0.2.50' });
      expect(owner.response.status).toBe(303);
      expect(owner.cookie).toBeDefined();
      // The owner's sign-in gives the guesser no fresh count.
      expect((await tryLogin(OWNER, 'wrong-password-6', { from: GUESSER })).response.status).toBe(429);
      clock.set(new Date(clock.now().getTime() + 15 * MINUTE + 1000));
      expect((await tryLogin(OWNER, OWNER_PASSWORD, { from: GUESSER })).response.status).toBe(303);
    },
  );

  onSqliteOnly(engine)('lets the owner in with the right password after wrong ones from many addresses', async () => {
    const { tryLogin } = await setup();
    for (let i = 0; i < 12; i++) {
      expect((await tryLogin(OWNER, `wrong-password-${i}`, { from: `198.51.100.${i}` })).response.status).toBe(401);
    }
    expect((await tryLogin(OWNER, OWNER_PASSWORD, { from: '192.0.2.50' })).response.status).toBe(303);
  });

  onSqliteOnly(engine)(
    'past the account’s daily bound stops clients that have failed there, never one that has not',
    async () => {
      const clock = testClock();
      const database = await engine.open();
      const { tryLogin } = await officeApp(database, {
        clock,
        // The bound is 100 a day; 6 here, so the test need not verify 100 passwords.
        options: { officeLimits: { perAccountPerDay: 6 } },
      });
      for (let i = 0; i < 3; i++) {
        expect((await tryLogin(OWNER, `wrong-password-${i}`, { from: '203.0.113.1' })).response.status).toBe(401);
      }
      for (let i = 2; i <= 4; i++) {
        expect((await tryLogin(OWNER, 'wrong-password-x', { from: `203.0.113.${i}` })).response.status).toBe(401);
      }
      // Six failures today: the client that failed 3 times waits until tomorrow; one that failed once is still heard.
      const held = await tryLogin(OWNER, OWNER_PASSWORD, { from: '203.0.113.1' });
      expect(held.response.status).toBe(429);
      expect(Number(held.response.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
      expect((await tryLogin(OWNER, 'wrong-password-y', { from: '203.0.113.2' })).response.status).toBe(401);
      expect((await tryLogin(OWNER, OWNER_PASSWORD, { from: '192.0.2.50' })).response.status).toBe(303);
      clock.set(new Date(clock.now().getTime() + 24 * HOUR + 1000));
      expect((await tryLogin(OWNER, OWNER_PASSWORD, { from: '203.0.113.1' })).response.status).toBe(303);
    },
  );

  it('lets no more than 5 guesses from one address at one account through when they all arrive at once', async () => {
    const { tryLogin } = await setup();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => tryLogin(OWNER, `wrong-password-${i}`, { from: '198.51.100.7' })),
    );
    const statuses = answers.map(({ response }) => response.status);
    // Each attempt is judged with the others in flight counted, so a burst may get fewer than 5, never more.
    const tried = statuses.filter((status) => status === 401).length;
    expect(tried).toBeGreaterThanOrEqual(1);
    expect(tried).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - tried);
    // The refused ones were never tried, so they are not failures: exactly 5 in all are heard, then the wait.
    for (let i = tried; i < 5; i++) {
      expect((await tryLogin(OWNER, `wrong-again-${i}`, { from: '198.51.100.7' })).response.status).toBe(401);
    }
    expect((await tryLogin(OWNER, OWNER_PASSWORD, { from: '198.51.100.7' })).response.status).toBe(429);
    expect((await tryLogin(OWNER, OWNER_PASSWORD, { from: '192.0.2.50' })).response.status).toBe(303);
  });

  onSqliteOnly(engine)(
    'after 20 failures from one address answers it 429 for any account, while other addresses still sign in',
    async () => {
      const clock = testClock();
      const { tryLogin } = await setup({}, clock);
      for (let i = 0; i < 20; i++) {
        expect(
          (await tryLogin(`guess${i}@example.com`, 'wrong-password-here', { from: '203.0.113.99' })).response.status,
        ).toBe(401);
      }
      expect((await tryLogin(OWNER, OWNER_PASSWORD, { from: '203.0.113.99' })).response.status).toBe(429);
      expect((await tryLogin(OWNER, OWNER_PASSWORD, { from: '192.0.2.1' })).response.status).toBe(303);
      clock.set(new Date(clock.now().getTime() + 15 * MINUTE + 1000));
      expect((await tryLogin(OWNER, OWNER_PASSWORD, { from: '203.0.113.99' })).response.status).toBe(303);
    },
    60_000,
  );

  onSqliteOnly(engine)(
    'writes sign-ins, failures and sign-outs to the activity log with who, when and from where',
    async () => {
      const { tryLogin, signIn, http } = await setup();
      await tryLogin('intruder@example.com', 'wrong-password-here', { from: '203.0.113.66' });
      const browser = await signIn();
      await http.post('/office/logout').set('Cookie', browser.cookie).type('form').send({ _csrf: browser.csrf });
      const again = await signIn();
      const page = await http.get('/office/activity').set('Cookie', again.cookie);
      expect(page.status).toBe(200);
      const text = page.text;
      expect(text).toContain('Sign-in failed');
      expect(text).toContain('intruder@example.com');
      expect(text).toContain('203.0.113.66');
      // One person's sign-ins of one New York day are one line with their count (docs/office.md#activity).
      expect(text.replaceAll('<!-- -->', '')).toMatch(/signed in 2 times<\/strong>/);
      expect(text).toContain('Signed out');
    },
  );
});
