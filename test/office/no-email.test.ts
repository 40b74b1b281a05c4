/**
 * Customers without e-mail (issue 39): the desk books a caller who has none on the phone; no e-mail is queued for
 * them (each customer e-mail skipped, never retried); they are confirmed by text where they agreed, otherwise the
 * booking's page and Today say to confirm by phone; callers without e-mail stay separate customers; and no office
 * page that shows them carries an empty mailto: link or a link without a name.
 */
import { load } from 'cheerio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Worker } from '../../server/kernel/feature';
import { bookingBody } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { startFakeSms } from '../helpers/fake-sms';
import { officeApp, testPasswordHash } from '../helpers/office';
import { startSmtpServer } from '../helpers/smtp';

const engines = testEngines('customers without e-mail', { postgres: false });
/** The test clock's Monday 9 AM; the visits are that day at noon, so Today, the board and My Day all show them. */
const MONDAY_NOON = '2026-11-23T12:00:00-05:00';
const NOTIFY = 'office@capital.test';
const quiet = { log: () => undefined, error: () => undefined };

describe.each(engines)('customers without e-mail on $name', (engine) => {
  const stoppers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  const setup = async () => {
    const [smtp, sms] = await Promise.all([startSmtpServer(), startFakeSms()]);
    stoppers.push(
      () => smtp.close(),
      () => sms.close(),
    );
    const database = await engine.open();
    const office = await officeApp(database, {
      env: { SMTP_URL: smtp.url, SMS_URL: sms.url, SMS_FROM: '+12025550100', LEADS_NOTIFY_TO: NOTIFY },
      options: { bookingOutbox: { pollMs: 100, log: quiet }, textOutbox: { pollMs: 100, log: quiet } },
    });
    stoppers.push(async () => {
      await office.app.locals.bookingOutbox?.stop();
      await (office.app.locals.workers as Record<string, Worker>)['texts outbox']?.stop();
    });
    const browser = await office.signIn();
    const get = (path: string, cookie = browser.cookie) => office.http.get(path).set('Cookie', cookie);
    const post = (path: string, form: Record<string, string>) =>
      office.http
        .post(path)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, ...form });
    /** New Visit for a caller with no e-mail: the form's e-mail left empty. */
    const bookByPhone = async (fields: Record<string, string>) => {
      const response = await post('/office/bookings/new', {
        ...(bookingBody(MONDAY_NOON, { email: '' }) as Record<string, string>),
        ...fields,
      });
      expect(response.status, load(response.text)('[role=alert]').first().text()).toBe(303);
      const reference = /\/office\/bookings\/(CAR-[A-Z0-9]{6})\?saved=booked$/.exec(response.headers.location ?? '');
      return reference![1]!;
    };
    const booking = (reference: string) =>
      database.db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    const emailsOf = async (reference: string) =>
      database.db
        .selectFrom('booking_emails')
        .select(['kind', 'status', 'last_error', 'manage_token'])
        .where('booking_id', '=', (await booking(reference)).id)
        .orderBy('kind')
        .execute();
    return { smtp, sms, database, office, browser, get, post, bookByPhone, booking, emailsOf };
  };

  it('books a caller without an e-mail, texts the confirmation they agreed to, and e-mails them nothing', async () => {
    const { smtp, sms, get, bookByPhone, booking, emailsOf } = await setup();

    const reference = await bookByPhone({ name: 'Edna Phone', phone: '(202) 555-0161', textConsent: 'yes' });
    const row = await booking(reference);
    expect(row.email).toBe('');
    expect(row.email_key).toBe('');
    expect(row.source).toBe('office');

    // The confirmation reaches the provider, with the visit's reference and the customer's link.
    const text = await vi.waitFor(
      () => {
        expect(sms.messages).toHaveLength(1);
        return sms.messages[0]!;
      },
      { timeout: 5000 },
    );
    expect(text.to).toBe('+12025550161');
    expect(text.body).toContain('your washer visit is booked for Monday');
    expect(text.body).toContain(`reference ${reference}`);
    expect(text.body).toMatch(/Move or cancel it at https:\/\/[^ ]+\/booking\/[\w-]+ or call/);

    // The office still hears of the new visit; the customer's confirmation is skipped at once, its link wiped.
    await vi.waitFor(
      async () =>
        expect(await emailsOf(reference)).toEqual([
          {
            kind: 'customer-confirmation',
            status: 'skipped',
            last_error: 'the booking has no e-mail address',
            manage_token: null,
          },
          { kind: 'office-new', status: 'sent', last_error: null, manage_token: null },
        ]),
      { timeout: 5000 },
    );
    expect(smtp.received.flatMap((m) => m.envelope.to)).toEqual([NOTIFY]);

    // Texted: nothing tells the desk to call.
    const page = await get(`/office/bookings/${reference}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('Confirm by phone');
  });

  it('texts the reminder at its evening and skips the reminder e-mail, which has nowhere to go', async () => {
    const { smtp, sms, office, bookByPhone, emailsOf } = await setup();
    const reference = await bookByPhone({
      name: 'Vera Evening',
      phone: '(202) 555-0165',
      textConsent: 'yes',
      windowStart: '2026-11-24T10:00:00-05:00',
    });
    await vi.waitFor(() => expect(sms.messages).toHaveLength(1), { timeout: 5000 });
    // Pending until its evening, so its text can go with it.
    expect((await emailsOf(reference)).find((e) => e.kind === 'customer-reminder')?.status).toBe('pending');

    office.clock.set('2026-11-23T23:00:00Z');
    office.app.locals.bookingOutbox!.nudge();
    const reminder = await vi.waitFor(
      () => {
        expect(sms.messages).toHaveLength(2);
        return sms.messages[1]!;
      },
      { timeout: 5000 },
    );
    expect(reminder.to).toBe('+12025550165');
    expect(reminder.body).toContain('a reminder of your washer visit');
    await vi.waitFor(
      async () =>
        expect((await emailsOf(reference)).find((e) => e.kind === 'customer-reminder')).toEqual({
          kind: 'customer-reminder',
          status: 'skipped',
          last_error: 'the booking has no e-mail address',
          manage_token: null,
        }),
      { timeout: 5000 },
    );
    expect(smtp.received.flatMap((m) => m.envelope.to).filter((to) => to !== NOTIFY)).toEqual([]);
  });

  it('says "Confirm by phone" where nothing reaches the caller, and keeps callers without e-mail apart', async () => {
    const { database, get, bookByPhone, emailsOf } = await setup();

    // Four callers without e-mail in one window (over its capacity on purpose): more than the per-e-mail limit of
    // live visits, which an empty address does not count.
    const references = [];
    for (const [name, phone] of [
      ['Walter Nomail', '(202) 555-0171'],
      ['Ruth Nomail', '(202) 555-0172'],
      ['Hal Nomail', '(202) 555-0173'],
      ['Iris Nomail', '(202) 555-0174'],
    ] as const)
      references.push(await bookByPhone({ name, phone, force: 'yes' }));
    const [walter, ruth] = references as [string, string];

    const customers = await database.db
      .selectFrom('customers')
      .select(['name', 'email_key'])
      .where('name', 'like', '% Nomail')
      .orderBy('name')
      .execute();
    expect(customers).toEqual([
      { name: 'Hal Nomail', email_key: '' },
      { name: 'Iris Nomail', email_key: '' },
      { name: 'Ruth Nomail', email_key: '' },
      { name: 'Walter Nomail', email_key: '' },
    ]);

    // No consent: the confirmation text is recorded skipped, and no customer e-mail waits to be sent.
    const texts = await database.db.selectFrom('texts').select(['kind', 'status', 'skip_reason']).execute();
    expect(texts).toHaveLength(4);
    expect(new Set(texts.map((t) => `${t.kind} ${t.status} ${t.skip_reason}`))).toEqual(
      new Set(['confirmed skipped no-consent']),
    );
    for (const reference of references)
      expect(
        (await emailsOf(reference)).filter((e) => e.kind.startsWith('customer-') && e.status !== 'skipped'),
      ).toEqual([]);

    const page = load((await get(`/office/bookings/${walter}`)).text);
    expect(page('.office-notice--warn').text()).toContain('Confirm by phone: no e-mail, no texts');

    const today = load((await get('/office')).text);
    const entry = today(`a[href="/office/bookings/${ruth}"]`).closest('li');
    expect(entry.text()).toContain('Confirm by phone: no e-mail, no texts');
  });

  it('shows no empty mailto: link, nor a link without a name, on any office page of such a customer', async () => {
    const { office, browser, get, post, bookByPhone, booking } = await setup();
    const tom = await office.store.addUser(
      'tom@example.com',
      await testPasswordHash('wrench-amber-valley-58'),
      new Date(),
      {
        role: 'technician',
        name: 'Tom Wrench',
      },
    );
    const reference = await bookByPhone({ name: 'Olga Quietly', phone: '(202) 555-0181' });
    expect((await post(`/office/bookings/${reference}/technician`, { technician: tom.id })).status).toBe(303);
    const customer = await office.database.db
      .selectFrom('customer_records')
      .select('customer_id')
      .where('record_id', '=', (await booking(reference)).id)
      .executeTakeFirstOrThrow();
    const tomBrowser = await office.signIn('tom@example.com', 'wrench-amber-valley-58');

    const pages: [string, string, string][] = [
      ['the booking page', `/office/bookings/${reference}`, browser.cookie],
      ['the customer page', `/office/customers/${customer.customer_id}`, browser.cookie],
      ['the search results', '/office/search?q=Olga+Quietly', browser.cookie],
      ['Today', '/office', browser.cookie],
      ['the Schedule', '/office/schedule?date=2026-11-23', browser.cookie],
      ['the Bookings list', '/office/bookings?from=2026-11-23&to=2026-11-23', browser.cookie],
      ['My Day of its technician', '/office/my-day', tomBrowser.cookie],
    ];
    for (const [what, path, cookie] of pages) {
      const response = await get(path, cookie);
      expect(response.status, what).toBe(200);
      expect(response.text, what).toContain('Olga Quietly');
      const $ = load(response.text);
      expect($('a[href="mailto:"]').length, `${what}: an empty mailto: link`).toBe(0);
      const nameless = $('a')
        .toArray()
        .filter((a) => $(a).text().trim() === '' && !$(a).attr('aria-label') && $(a).find('img[alt]').length === 0)
        .map((a) => $(a).attr('href'));
      expect(nameless, `${what}: links without a name`).toEqual([]);
    }
    // Where an e-mail would be, the pages say there is none.
    expect((await get(`/office/bookings/${reference}`)).text).toContain('No e-mail');
    expect((await get(`/office/customers/${customer.customer_id}`)).text).toContain('No e-mail');
  });
});
