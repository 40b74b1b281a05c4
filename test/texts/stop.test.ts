/**
 * STOP is the number's own word. After a number replied STOP, a booking by someone else with that phone and
 * "Text me" ticked does not make it textable again: the On the Way text is skipped, and the customer's page says
 * texts are off for the number and how to turn them back on. Only the number texting START, or the office
 * recording consent given on the phone (in the activity, with who), lifts it. And a reply is acted on once per
 * MessageSid: a captured signed START posted again after a later STOP changes nothing.
 */
import { load } from 'cheerio';
import supertest from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Worker } from '../../server/kernel/feature';
import { textPermission } from '../../server/features/texts/consent';
import { bookingBody } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { signAsTwilio, startFakeSms, type FakeSmsProvider } from '../helpers/fake-sms';
import { assignTechnician, officeApp, OWNER } from '../helpers/office';
import { TEST_SITE_URL } from '../helpers/app';

const engines = testEngines('STOP is the number’s own word', { postgres: false });
const ANN_PHONE = '(202) 555-0151';
const ANN_KEY = '2025550151';
const SENDER = '+12025550100';
const quiet = { log: () => undefined, error: () => undefined };
const stoppers: (() => Promise<void>)[] = [];

describe.each(engines)('STOP and START on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  async function textsOffice() {
    const sms = await startFakeSms();
    stoppers.push(() => sms.close());
    const database = await engine.open();
    const office = await officeApp(database, {
      env: { SMS_URL: sms.url, SMS_FROM: SENDER },
      options: { bookingRateLimit: { limit: 10_000 }, textOutbox: { pollMs: 100, log: quiet } },
    });
    stoppers.push(() => (office.app.locals.workers as Record<string, Worker>)['texts outbox']!.stop());
    const browser = await office.signIn();
    // The app's clock stands still unless moved: each event a second after the one before.
    const later = () => office.clock.set(new Date(office.clock.now().getTime() + 1000));
    const post = (path: string, form: Record<string, string> = {}) => {
      later();
      return office.http
        .post(path)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, ...form });
    };
    let client = 0;
    const book = async (overrides: Record<string, unknown>) => {
      later();
      const response = await supertest(office.app)
        .post('/api/bookings')
        .set('X-Forwarded-For', `192.0.2.${++client}`)
        // Noon today (the clock's Monday): a visit whose technician may set out in the test.
        .send(bookingBody('2026-11-23T12:00:00-05:00', overrides));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body as { reference: string; manageUrl: string };
    };
    const reply = (sms: FakeSmsProvider, body: string, n: number) => {
      const params = {
        MessageSid: `SM${String(n).padStart(32, '0')}`,
        AccountSid: sms.accountSid,
        From: `+1${ANN_KEY}`,
        To: SENDER,
        Body: body,
      };
      const signature = signAsTwilio(sms.authToken, `${TEST_SITE_URL}/texts/webhook/inbound`, params);
      // The same signed request each time it is called: what an attacker who captured it would post.
      return () => {
        later();
        return supertest(office.app)
          .post('/texts/webhook/inbound')
          .type('form')
          .set('X-Twilio-Signature', signature)
          .send(params);
      };
    };
    const permission = () => textPermission(database.db, ANN_KEY);
    return {
      ...office,
      sms,
      database,
      post,
      book,
      reply: (body: string, n: number) => reply(sms, body, n),
      permission,
    };
  }

  it('keeps texts off after STOP when someone else books with that phone and ticks “Text me”', async () => {
    const { sms, database, post, book, reply, permission, http, store } = await textsOffice();
    await book({ name: 'Ann Owner', phone: ANN_PHONE, email: 'ann@example.com', textConsent: 'yes' });
    expect(await permission()).toBe('yes');
    expect((await reply('STOP', 1)()).status).toBe(200);
    expect(await permission()).toBe('opted-out');

    // A third party books a visit with Ann's number and ticks the box.
    const other = await book({ name: 'Mal Other', phone: ANN_PHONE, email: 'mal@example.com', textConsent: 'yes' });
    expect(await permission()).toBe('opted-out');

    // What the booking's page says instead of "we call or text".
    const page = load((await http.get(other.manageUrl)).text);
    const line = page('[data-texts-stopped]').text().replace(/\s+/g, ' ');
    expect(line).toContain('Texts are off for this number because it replied STOP');
    expect(line).toContain(`To get texts again, text START from that phone to ${SENDER}`);

    await assignTechnician({ database, store }, other.reference);
    // The technician sets out: the text is recorded as skipped for the STOP, and nothing reaches the provider.
    expect((await post(`/office/bookings/${other.reference}/status`, { status: 'on-the-way' })).status).toBe(303);
    const texts = await database.db.selectFrom('texts').select(['to_number', 'status', 'skip_reason']).execute();
    expect(texts).toEqual([{ to_number: `+1${ANN_KEY}`, status: 'skipped', skip_reason: 'opted-out' }]);
    expect(sms.messages).toEqual([]);

    // The office hears Ann agree on the phone: texts are on again, and the activity says who recorded it.
    expect((await post(`/office/bookings/${other.reference}/text-consent`)).status).toBe(303);
    expect(await permission()).toBe('yes');
    const logged = await database.db
      .selectFrom('office_activity')
      .select(['user_email', 'detail'])
      .where('action', '=', 'Consent to texts recorded')
      .execute();
    expect(logged).toEqual([{ user_email: OWNER, detail: expect.stringContaining(other.reference) }]);
  });

  it('lifts a STOP when the number itself texts START', async () => {
    const { book, reply, permission } = await textsOffice();
    await book({ phone: ANN_PHONE, textConsent: 'yes' });
    await reply('STOP', 1)();
    await book({ phone: ANN_PHONE, email: 'someone@example.com', textConsent: 'yes' });
    expect(await permission()).toBe('opted-out');
    await reply('START', 2)();
    expect(await permission()).toBe('yes');
  });

  it('changes nothing when a captured signed START is replayed after a later STOP', async () => {
    const { database, book, reply, permission } = await textsOffice();
    await book({ phone: ANN_PHONE, textConsent: 'yes' });
    const start = reply('START', 2);
    expect((await reply('STOP', 1)()).status).toBe(200);
    expect((await start()).status).toBe(200);
    expect(await permission()).toBe('yes');
    expect((await reply('STOP', 3)()).status).toBe(200);
    expect(await permission()).toBe('opted-out');

    const replayed = await start();
    expect(replayed.status).toBe(200);
    expect(replayed.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await permission()).toBe('opted-out');
    const events = await database.db.selectFrom('text_consents').select(['action', 'detail']).orderBy('at').execute();
    expect(events.map((e) => e.action)).toEqual(['consent', 'stop', 'start', 'stop']);
    const seen = await database.db.selectFrom('text_replies').select('message_sid').orderBy('message_sid').execute();
    expect(seen.map((r) => r.message_sid)).toEqual([1, 2, 3].map((n) => `SM${String(n).padStart(32, '0')}`));
  });
});
