/**
 * People let in properly (issue 39, docs/office.md): the owner adds Sam and Sam finds the set-password link in his
 * mailbox; a technician who forgot her password asks for a link on the sign-in page, uses it once (it sets the
 * password, signs her in and ends her other sessions) and finds it dead the second time; an address without an
 * account is answered the same and gets nothing; a client asking again and again is held back; the link's token is
 * in neither the database nor the logs once sent; and the owner made on the command line has a name on every
 * screen.
 */
import { load } from 'cheerio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Worker } from '../../server/kernel/feature';
import { createLogger } from '../../server/kernel/http/logger';
import { runOffice } from '../../scripts/office';
import { onSqliteOnly, testEngines } from '../helpers/engines';
import { cookieFrom, csrfOf, officeApp, testPasswordHash } from '../helpers/office';
import { startSmtpServer } from '../helpers/smtp';

const engines = testEngines('people');
const TECH = 'dee@example.com';
const TECH_PASSWORD = 'wrench-amber-valley-58';
const LINK = /https?:\/\/[^\s"<>]+\/office\/set-password\/([\w-]{43})/;
const stoppers: (() => Promise<void>)[] = [];

describe.each(engines)('people let in on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  const site = async (options: { limits?: Record<string, number>; url?: string } = {}) => {
    const smtp = await startSmtpServer();
    stoppers.push(() => smtp.close());
    const logs: string[] = [];
    const logger = createLogger('debug', { write: (line: string) => void logs.push(line) });
    const database = await engine.open(options.url);
    const office = await officeApp(database, {
      env: { SMTP_URL: smtp.url },
      options: {
        logger,
        accountOutbox: { pollMs: 100 },
        ...(options.limits ? { officeLimits: options.limits } : {}),
      },
    });
    stoppers.push(async () => {
      const workers = office.app.locals.workers as Record<string, Worker>;
      await Promise.all(Object.values(workers).map((worker) => worker.stop()));
    });
    /** The e-mails to `to` whose subject starts so, once `count` of them have arrived. */
    const mailTo = (to: string, subject: string, count = 1) =>
      vi.waitFor(
        () => {
          const found = smtp.received.filter(
            (m) => m.envelope.to.includes(to) && m.parsed.subject?.startsWith(subject),
          );
          expect(found.length, `${count} e-mail(s) "${subject}" to ${to}`).toBeGreaterThanOrEqual(count);
          return found;
        },
        { timeout: 8000 },
      );
    /** Forgot password, as a browser without JavaScript fills it: the form, then its post. */
    const askReset = async (email: string, from = '203.0.113.50') => {
      const form = await office.http.get('/office/forgot-password').set('X-Forwarded-For', from);
      expect(form.status).toBe(200);
      const cookie = cookieFrom(form.headers['set-cookie'], office.loginName)!;
      return office.http
        .post('/office/forgot-password')
        .set('X-Forwarded-For', from)
        .set('Cookie', cookie)
        .type('form')
        .send({ _csrf: csrfOf(form.text), email });
    };
    /** Opens a set-password link and sets the password with its form; the answer to the post. */
    const useLink = async (path: string, password: string) => {
      const page = await office.http.get(path);
      const cookie = cookieFrom(page.headers['set-cookie'], office.loginName);
      return office.http
        .post(path)
        .set('Cookie', cookie ?? '')
        .type('form')
        .send({ _csrf: csrfOf(page.text), password, again: password });
    };
    return { ...office, smtp, logs, mailTo, askReset, useLink };
  };

  it('e-mails a new team member the set-password link the owner also sees, and the link works', async () => {
    const app = await site();
    const owner = await app.signIn();
    const team = await app.http.get('/office/team').set('Cookie', owner.cookie);
    expect(load(team.text)('button:contains("Add and e-mail the link")')).toHaveLength(1);
    const added = await app.http
      .post('/office/team/add')
      .set('Cookie', owner.cookie)
      .type('form')
      .send({ _csrf: owner.csrf, name: 'Sam Rivera', email: 'Sam@Example.com', role: 'technician' });
    expect(added.status).toBe(200);
    const shown = load(added.text)('#invite-url').attr('value')!;
    expect(shown).toMatch(LINK);
    expect(load(added.text)('.office-notice').text()).toContain('We e-mailed Sam Rivera');

    const [mail] = await app.mailTo('sam@example.com', 'Your Capital Appliance Repair office account');
    const emailed = LINK.exec(mail!.parsed.text ?? '')!;
    expect(emailed[0]).toBe(shown);
    expect(mail!.parsed.html).toContain(emailed[1]);

    // Sent: the token is gone from the outbox row, and was never in the links table or the logs.
    const token = emailed[1]!;
    await vi.waitFor(async () => {
      const row = await app.database.db.selectFrom('account_emails').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'sent', kind: 'invite', link_token: null });
    });
    const invites = await app.database.db.selectFrom('office_invites').selectAll().execute();
    expect(JSON.stringify(invites)).not.toContain(token);
    const path = new URL(emailed[0]).pathname;
    expect((await app.http.get(path)).status).toBe(200);
    expect(app.logs.join('\n')).not.toContain(token);

    // The link sets Sam's password and signs him in; the activity says it was e-mailed.
    const used = await app.useLink(path, 'copper-lantern-river-42');
    expect(used.status).toBe(303);
    expect((await app.tryLogin('sam@example.com', 'copper-lantern-river-42')).response.status).toBe(303);
    const activity = await app.http.get('/office/activity').set('Cookie', owner.cookie);
    expect(activity.text).toContain('set-password link e-mailed');
  });

  onSqliteOnly(engine)('sends the link again from the member page, a new link that replaces the first', async () => {
    const app = await site();
    const owner = await app.signIn();
    const sam = await app.store.addUser('sam@example.com', '', new Date(), { role: 'technician', name: 'Sam Rivera' });
    const page = await app.http.get(`/office/team/${sam.id}`).set('Cookie', owner.cookie);
    expect(load(page.text)('button:contains("Send the link again")')).toHaveLength(1);
    const send = () =>
      app.http.post(`/office/team/${sam.id}/link`).set('Cookie', owner.cookie).type('form').send({ _csrf: owner.csrf });
    expect((await send()).status).toBe(200);
    const [first] = await app.mailTo('sam@example.com', 'Your Capital Appliance Repair office account');
    expect((await send()).status).toBe(200);
    const both = await app.mailTo('sam@example.com', 'Your Capital Appliance Repair office account', 2);
    const firstPath = new URL(LINK.exec(first!.parsed.text ?? '')![0]).pathname;
    const secondPath = new URL(LINK.exec(both[1]!.parsed.text ?? '')![0]).pathname;
    expect(secondPath).not.toBe(firstPath);
    expect((await app.http.get(firstPath)).status).toBe(404);
    expect((await app.http.get(secondPath)).status).toBe(200);
  });

  onSqliteOnly(engine)(
    'e-mails a one-time reset link that sets the password, signs in, ends other sessions, and is dead after',
    async () => {
      const app = await site();
      await app.store.addUser(TECH, await testPasswordHash(TECH_PASSWORD), new Date(), {
        role: 'technician',
        name: 'Dee',
      });
      const elsewhere = await app.signIn(TECH, TECH_PASSWORD);

      // The sign-in page leads to the form, which works without JavaScript.
      const login = await app.http.get('/office/login');
      expect(load(login.text)('a[href="/office/forgot-password"]').text()).toContain('Forgot your password?');
      const asked = await app.askReset('Dee@Example.com');
      expect(asked.status).toBe(200);
      expect(load(asked.text)('[role="status"]').text()).toContain('If that address has an account, we have e-mailed');

      const [mail] = await app.mailTo(TECH, 'Set a new password');
      const match = LINK.exec(mail!.parsed.text ?? '')!;
      const path = new URL(match[0]).pathname;
      expect(mail!.parsed.text).toContain('60 minutes');
      await vi.waitFor(async () => {
        const row = await app.database.db.selectFrom('account_emails').selectAll().executeTakeFirstOrThrow();
        expect(row).toMatchObject({ status: 'sent', kind: 'reset', link_token: null });
      });
      expect(app.logs.join('\n')).not.toContain(match[1]);

      const used = await app.useLink(path, 'new-harbor-lamp-copper-19');
      expect(used.status).toBe(303);
      const session = cookieFrom(used.headers['set-cookie'], app.sessionName)!;
      expect((await app.http.get('/office/my-day').set('Cookie', session)).status).toBe(200);
      // Her other browser was signed out, and only the new password opens the account.
      expect((await app.http.get('/office/my-day').set('Cookie', elsewhere.cookie)).status).toBe(303);
      expect((await app.tryLogin(TECH, TECH_PASSWORD)).response.status).toBe(401);
      expect((await app.tryLogin(TECH, 'new-harbor-lamp-copper-19')).response.status).toBe(303);

      // The same link again: a clear page saying it was used, and the password stays.
      const again = await app.useLink(path, 'third-password-amber-77');
      expect(again.status).toBe(410);
      expect(load(again.text)('h1').text()).toBe('This link no longer works');
      expect(again.text).toContain('used already');
      expect((await app.tryLogin(TECH, 'new-harbor-lamp-copper-19')).response.status).toBe(303);
      const owner = await app.signIn();
      const activity = await app.http.get('/office/activity').set('Cookie', owner.cookie);
      expect(activity.text).toContain('Password reset from a link');
    },
  );

  onSqliteOnly(engine)('voids the other reset links of the person once one is used', async () => {
    const app = await site();
    await app.store.addUser(TECH, await testPasswordHash(TECH_PASSWORD), new Date(), {
      role: 'technician',
      name: 'Dee',
    });
    expect((await app.askReset(TECH)).status).toBe(200);
    expect((await app.askReset(TECH)).status).toBe(200);
    const mails = await app.mailTo(TECH, 'Set a new password', 2);
    const [first, second] = mails.map((m) => new URL(LINK.exec(m.parsed.text ?? '')![0]).pathname);
    // Asking twice leaves the first e-mail working; using either voids the other.
    expect((await app.http.get(first!)).status).toBe(200);
    expect((await app.useLink(second!, 'new-harbor-lamp-copper-19')).status).toBe(303);
    expect((await app.http.get(first!)).status).toBe(404);
  });

  onSqliteOnly(engine)('answers an address without an account the same, and sends it nothing', async () => {
    const app = await site();
    await app.store.addUser(TECH, await testPasswordHash(TECH_PASSWORD), new Date(), {
      role: 'technician',
      name: 'Dee',
    });
    const known = await app.askReset(TECH, '203.0.113.61');
    const unknown = await app.askReset('nobody@example.com', '203.0.113.62');
    expect(unknown.status).toBe(known.status);
    const main = (html: string) => load(html)('main').text();
    expect(main(unknown.text)).toBe(main(known.text));
    await app.mailTo(TECH, 'Set a new password');
    expect(app.smtp.received.filter((m) => m.envelope.to.includes('nobody@example.com'))).toHaveLength(0);
    const rows = await app.database.db.selectFrom('account_emails').select('user_id').execute();
    expect(rows).toHaveLength(1);
  });

  it('holds back a client asking again and again, and stops mailing an address asked for too often', async () => {
    const app = await site({ limits: { resetsPerClient: 3, resetsPerAddress: 2 } });
    await app.store.addUser(TECH, await testPasswordHash(TECH_PASSWORD), new Date(), {
      role: 'technician',
      name: 'Dee',
    });
    for (const n of [1, 2, 3]) expect((await app.askReset(`guess${n}@example.com`, '198.51.100.9')).status).toBe(200);
    const fourth = await app.askReset('guess4@example.com', '198.51.100.9');
    expect(fourth.status).toBe(429);
    expect(fourth.headers['retry-after']).toMatch(/^\d+$/);
    expect(fourth.text).toContain('Too many links asked for');
    // Another client is not held back by this one.
    expect((await app.askReset('guess5@example.com', '198.51.100.10')).status).toBe(200);

    // Dee's address: two links, then the same answer and no more mail.
    for (const from of ['198.51.100.21', '198.51.100.22', '198.51.100.23']) {
      const answer = await app.askReset(TECH, from);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('If that address has an account');
    }
    await app.mailTo(TECH, 'Set a new password', 2);
    const rows = await app.database.db.selectFrom('account_emails').select('id').execute();
    expect(rows).toHaveLength(2);
  });

  onSqliteOnly(engine)('names the owner made on the command line on the team page and in the activity', async () => {
    const url = await engine.newDatabaseUrl();
    const run = (args: string[], password: string) => {
      let out = '';
      return runOffice(
        args,
        { DATABASE_URL: url },
        { out: (text) => (out += text), err: () => undefined, readPassword: async () => password },
      ).then((code) => ({ code, out }));
    };
    const dana = await run(['add-user', 'dana@example.com', '--name', 'Dana Brooks'], 'harbor-lamp-copper-88');
    expect(dana).toMatchObject({ code: 0 });
    expect(dana.out).toContain('named Dana Brooks');
    // Without --name, the account is named after its e-mail, and the command says how to change it.
    const sam = await run(['add-user', 'sam.rivera@example.com', '--role', 'technician'], 'harbor-lamp-copper-89');
    expect(sam.out).toContain('named Sam Rivera');

    const app = await site({ url });
    const owner = await app.signIn('dana@example.com', 'harbor-lamp-copper-88');
    const team = load((await app.http.get('/office/team').set('Cookie', owner.cookie)).text);
    expect(team('main').text()).toContain('Dana Brooks');
    expect(team('main').text()).toContain('Sam Rivera');
    const activity = load((await app.http.get('/office/activity').set('Cookie', owner.cookie)).text);
    const signIn = activity('.office-activity li').first().text();
    expect(signIn).toContain('Signed in');
    expect(signIn).toContain('Dana Brooks');
    expect(signIn).not.toContain('dana@example.com');
  });
});
