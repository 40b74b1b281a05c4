/**
 * The provider's webhooks: a reply's STOP or START recorded only when X-Twilio-Signature signs the request as
 * Twilio does, the delivery report moving a text's status forward, and the same-site check lifted for these two
 * posts alone (every other post of the site still refuses another site's form).
 */
import type { Express } from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Endpoint, Worker } from '../../server/kernel/feature';
import type { AppDatabase } from '../../server/kernel/db/database';
import { loadConfig } from '../../server/kernel/config';
import { recordTextConsent } from '../../server/features/texts/consent';
import { replyAction } from '../../server/features/texts/routes/inbound';
import { insertText } from '../../server/features/texts/queue';
import { twilioSignature } from '../../server/kernel/texts/signature';
import { TEST_SITE_URL, testApp } from '../helpers/app';
import { onSqliteOnly, testEngines } from '../helpers/engines';
import { signAsTwilio, startFakeSms, type FakeSmsProvider } from '../helpers/fake-sms';

const engines = testEngines('the texts webhooks');
const CUSTOMER = '+12025550123';
const quiet = { log: () => undefined, error: () => undefined };

describe('the signature', () => {
  it("matches Twilio's published example, computed by the server and by the tests' own signer", () => {
    // twilio-node's spec/unit/webhooks/webhooks.spec.js
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+14158675309',
      Digits: '1234',
      From: '+14158675309',
      To: '+18005551212',
    };
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    expect(twilioSignature('12345', url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(signAsTwilio('12345', url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
  });

  it.each([
    ['STOP', 'stop'],
    [' stop. ', 'stop'],
    ['Stop texting me', 'stop'],
    ['UNSUBSCRIBE', 'stop'],
    ['Cancel my visit', undefined],
    ['start', 'start'],
    ['Yes I will be home', undefined],
    ['', undefined],
  ])('reads the reply %j as %s', (body, action) => {
    expect(replyAction(body)).toBe(action);
  });
});

describe.each(engines)('the webhooks on $name', (engine) => {
  let fake: FakeSmsProvider;
  let app: Express;
  let url: string;
  /** The test's own handle on the app's database (testEngines closes it after each test). */
  let database: AppDatabase;
  const signed = (path: string, params: Record<string, string>, token = fake.authToken) =>
    supertest(app)
      .post(path)
      .type('form')
      .set('X-Twilio-Signature', signAsTwilio(token, `${TEST_SITE_URL}${path}`, params))
      .send(params);
  const reply = (body: string, n: number) => ({
    MessageSid: `SM${String(n).padStart(32, '0')}`,
    AccountSid: fake.accountSid,
    From: CUSTOMER,
    To: '+12025550100',
    Body: body,
  });
  const events = () => database.db.selectFrom('text_consents').select(['action', 'source']).orderBy('at').execute();
  const queue = () =>
    database.db
      .transaction()
      .execute((trx) => insertText(trx, { to: CUSTOMER, body: 'On the way', kind: 'on-the-way' }, new Date()));

  beforeAll(async () => {
    fake = await startFakeSms();
    url = await engine.newDatabaseUrl();
    app = testApp(
      { DATABASE_URL: url, SMS_URL: fake.url, SMS_FROM: '+12025550100' }, // Idle: the texts these tests queue stay pending, so the status callback finds them as queued.
      { textOutbox: { log: quiet, pollMs: 3_600_000 } },
    );
  });
  beforeEach(async () => {
    database = await engine.open(url);
  });
  afterAll(async () => {
    await (app.locals.workers as Record<string, Worker>)['texts outbox']!.stop();
    await (app.locals.database as AppDatabase).close();
    await fake.close();
  });

  onSqliteOnly(engine)('refuses a forged, altered or unsigned reply with 403 and records nothing', async () => {
    const stop = reply('STOP', 1);
    const forged = await signed('/texts/webhook/inbound', stop, 'not-the-auth-token');
    const altered = await supertest(app)
      .post('/texts/webhook/inbound')
      .type('form')
      .set('X-Twilio-Signature', signAsTwilio(fake.authToken, `${TEST_SITE_URL}/texts/webhook/inbound`, stop))
      .send({ ...stop, From: '+12025550199' });
    const unsigned = await supertest(app).post('/texts/webhook/inbound').type('form').send(stop);
    for (const response of [forged, altered, unsigned]) {
      expect(response.status).toBe(403);
      expect(response.text).toContain('X-Twilio-Signature');
    }
    await database.db
      .selectFrom('text_consents')
      .selectAll()
      .execute()
      .then((rows) => expect(rows).toEqual([]));
  });

  it('records a signed STOP, after which nothing is queued for the number, and a START that lifts it', async () => {
    await recordTextConsent(database.db, {
      phone: CUSTOMER,
      action: 'consent',
      source: 'office-phone',
      at: new Date(Date.now() - 1000),
    });
    expect(await queue()).toMatchObject({ status: 'pending' });

    // From the provider's servers: a browser's cross-site headers change nothing, the signature decides.
    const stopped = await signed('/texts/webhook/inbound', reply('Stop', 2))
      .set('Origin', 'https://api.twilio.com')
      .set('Sec-Fetch-Site', 'cross-site');
    expect(stopped.status).toBe(200);
    expect(stopped.headers['content-type']).toMatch(/^text\/xml/);
    expect(stopped.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await queue()).toMatchObject({ status: 'skipped', reason: 'opted-out' });

    expect((await signed('/texts/webhook/inbound', reply('START', 3))).status).toBe(200);
    expect(await queue()).toMatchObject({ status: 'pending' });
    expect(await events()).toEqual([
      { action: 'consent', source: 'office-phone' },
      { action: 'stop', source: 'reply' },
      { action: 'start', source: 'reply' },
    ]);
  });

  it('moves a text’s delivery status forward from the signed status callback, never back', async () => {
    const queued = (await queue()) as { id: string };
    const path = `/texts/webhook/status?text=${queued.id}`;
    const report = (status: string) => ({
      MessageSid: `SM${'1'.repeat(32)}`,
      MessageStatus: status,
      AccountSid: fake.accountSid,
    });
    const status = () =>
      database.db.selectFrom('texts').select('delivery_status').where('id', '=', queued.id).executeTakeFirstOrThrow();
    expect((await signed(path, report('delivered'))).status).toBe(200);
    expect((await signed(path, report('sent'))).status).toBe(200);
    expect(await status()).toEqual({ delivery_status: 'delivered' });
    expect((await signed(path, report('failed'), 'forged')).status).toBe(403);
    expect(await status()).toEqual({ delivery_status: 'delivered' });
  });
});

describe('same-site forms and the provider’s webhooks', () => {
  it('every post but the two webhooks still refuses a form from another site', async () => {
    const app = testApp({ SMS_URL: 'http://AC1:token@127.0.0.1:9', SMS_FROM: '+12025550100' });
    const posts = (app.locals.routeTable as Endpoint[])
      .filter((endpoint) => endpoint.method === 'POST')
      .map((endpoint) => endpoint.path);
    expect(posts).toEqual(expect.arrayContaining(['/texts/webhook/inbound', '/texts/webhook/status', '/contact']));
    for (const path of posts) {
      const request = supertest(app)
        .post(path.replace(/:\w+/g, 'x'))
        .set('Origin', 'https://evil.example')
        .set('Sec-Fetch-Site', 'cross-site');
      const response = await (path.startsWith('/api/') ? request.send({ a: 'b' }) : request.type('form').send('a=b'));
      // The webhooks: no signature, so refused by it, in its words rather than the same-site page's.
      if (path.startsWith('/texts/webhook/')) expect(response.text, path).toContain('X-Twilio-Signature');
      else expect(response.status, path).toBe(403);
    }
    await (app.locals.workers as Record<string, Worker>)['texts outbox']!.stop();
  });

  it('without SMS_URL texts are off: the webhooks answer 404', async () => {
    expect(loadConfig({}).sms).toBeUndefined();
    const response = await supertest(testApp()).post('/texts/webhook/inbound').type('form').send('Body=STOP');
    expect(response.status).toBe(404);
  });
});
