/**
 * Texts in a visit's day: the booking's "Text me about this visit" box records consent in the booking's own
 * transaction (unticked: none), the "on the way" text reaches the provider beside its e-mail with the
 * technician's first name and the opt-out line, a number that sent STOP still gets the e-mail but no text, and
 * the office records consent given on the phone (New Visit's box, the booking's page).
 */
import { load } from 'cheerio';
import supertest from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Worker } from '../../server/kernel/feature';
import { recordTextConsent } from '../../server/features/texts/consent';
import { bookingBody } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { startFakeSms } from '../helpers/fake-sms';
import { officeApp, testPasswordHash } from '../helpers/office';
import { startSmtpServer } from '../helpers/smtp';

const engines = testEngines('texts in a visit’s day', { postgres: false });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';
const quiet = { log: () => undefined, error: () => undefined };
const stoppers: (() => Promise<void>)[] = [];

describe.each(engines)('texts in a visit’s day on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  it('records the box, texts the one who agreed when the technician sets out, and never a STOPped number', async () => {
    const [smtp, sms] = await Promise.all([startSmtpServer(), startFakeSms()]);
    stoppers.push(
      () => smtp.close(),
      () => sms.close(),
    );
    const database = await engine.open();
    const office = await officeApp(database, {
      env: { SMTP_URL: smtp.url, SMS_URL: sms.url, SMS_FROM: '+12025550100' },
      options: {
        bookingRateLimit: { limit: 10_000 },
        bookingOutbox: { pollMs: 100, log: quiet },
        textOutbox: { pollMs: 100, log: quiet },
      },
    });
    stoppers.push(async () => {
      await office.app.locals.bookingOutbox?.stop();
      await (office.app.locals.workers as Record<string, Worker>)['texts outbox']?.stop();
    });
    const tom = await office.store.addUser(
      'tom@example.com',
      await testPasswordHash('wrench-amber-valley-58'),
      new Date(),
      {
        role: 'technician',
        name: 'Tom Wrench',
      },
    );
    let browser = await office.signIn();
    const post = (path: string, form: Record<string, string>) =>
      office.http
        .post(path)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, ...form });
    let client = 0;
    const book = async (overrides: Record<string, unknown>, start = TUESDAY_8AM) => {
      const response = await supertest(office.app)
        .post('/api/bookings')
        .set('X-Forwarded-For', `192.0.2.${++client}`)
        .send(bookingBody(start, overrides));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return (response.body as { reference: string }).reference;
    };
    const setOut = async (reference: string) => {
      expect((await post(`/office/bookings/${reference}/technician`, { technician: tom.id })).status).toBe(303);
      expect((await post(`/office/bookings/${reference}/status`, { status: 'on-the-way' })).status).toBe(303);
    };
    const consents = () =>
      database.db.selectFrom('text_consents').select(['phone_key', 'action', 'source']).orderBy('at').execute();
    const onTheWayMailTo = (email: string) =>
      vi.waitFor(
        () =>
          expect(
            smtp.received.some(
              (m) => m.envelope.to.includes(email) && m.parsed.subject?.startsWith('Tom is on the way'),
            ),
          ).toBe(true),
        { timeout: 5000 },
      );

    // Ticked (the form's "yes"): consent from the booking; unticked: nothing recorded.
    const ada = await book({
      name: 'Ada Lovelace',
      phone: '(202) 555-0141',
      email: 'ada@example.com',
      textConsent: 'yes',
    });
    const bob = await book({ name: 'Bob Plain', phone: '(202) 555-0142', email: 'bob@example.com' });
    expect(await consents()).toEqual([{ phone_key: '2025550141', action: 'consent', source: 'booking' }]);

    // The visits' morning (On the Way is refused before the day), the office signed in again then.
    office.clock.set('2026-11-24T12:30:00Z');
    browser = await office.signIn();
    await setOut(ada);
    const text = await vi.waitFor(
      () => {
        expect(sms.messages).toHaveLength(1);
        return sms.messages[0]!;
      },
      { timeout: 5000 },
    );
    expect(text.to).toBe('+12025550141');
    expect(text.body).toMatch(
      /^Capital Appliance Repair: Tom, your technician, is on the way for your washer visit and will arrive between 8 am and 10 am/,
    );
    expect(text.body.endsWith('Reply STOP to opt out')).toBe(true);
    expect(text.body).not.toContain('Wrench');
    await onTheWayMailTo('ada@example.com');

    // No consent: the e-mail, and the text recorded as skipped.
    await setOut(bob);
    await onTheWayMailTo('bob@example.com');

    // Agreed, then sent STOP: the e-mail still goes, the text does not.
    const cy = await book(
      { name: 'Cy Stopped', phone: '(202) 555-0143', email: 'cy@example.com', textConsent: true },
      TUESDAY_10AM,
    );
    await recordTextConsent(database.db, { phone: '2025550143', action: 'stop', source: 'reply', at: new Date() });
    await setOut(cy);
    await onTheWayMailTo('cy@example.com');

    // Only the On the Way texts: the clock passed the reminders' evening, and their texts are reminder-text's tests.
    const texts = await database.db
      .selectFrom('texts')
      .select(['to_number', 'status', 'skip_reason'])
      .where('kind', '=', 'on-the-way')
      .execute();
    expect(texts.map((t) => [t.to_number, t.status, t.skip_reason]).sort()).toEqual([
      ['+12025550141', 'sent', null],
      ['+12025550142', 'skipped', 'no-consent'],
      ['+12025550143', 'skipped', 'opted-out'],
    ]);
    expect(sms.messages).toHaveLength(1);

    // The office: New Visit's box, and consent recorded later from the booking's page, both 'office-phone'.
    const phoned = await post('/office/bookings/new', {
      ...bookingBody(TUESDAY_10AM, { phone: '(202) 555-0144', email: 'dee@example.com' }),
      textConsent: 'yes',
    } as Record<string, string>);
    expect(phoned.status, phoned.text).toBe(303);
    const page = load((await office.http.get(`/office/bookings/${bob}`).set('Cookie', browser.cookie)).text);
    expect(page('#booking-texts ~ p').first().text()).toBe(
      'The customer has not agreed to texts; they get e-mails only.',
    );
    expect(page(`form[action="/office/bookings/${bob}/text-consent"] button`).text()).toBe(
      'Record consent to texts given by phone',
    );
    const recorded = await post(`/office/bookings/${bob}/text-consent`, {});
    expect(recorded.headers.location).toBe(`/office/bookings/${bob}?saved=texts`);
    const byOffice = (await consents()).filter((c) => c.source === 'office-phone').map((c) => c.phone_key);
    expect(byOffice.sort()).toEqual(['2025550142', '2025550144']);

    // A number texts cannot reach: 422 on the booking's page, and nothing recorded.
    await database.db.updateTable('bookings').set({ phone: '+44 20 7946 0958' }).where('reference', '=', bob).execute();
    const refused = await post(`/office/bookings/${bob}/text-consent`, {});
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('not a US mobile number texts can reach, so no consent was recorded.');
    expect((await consents()).filter((c) => c.source === 'office-phone')).toHaveLength(2);
  });
});
