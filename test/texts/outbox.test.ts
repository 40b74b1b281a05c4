/**
 * The text outbox against a local provider speaking Twilio's Messages API: texts go only to numbers whose owner
 * agreed, each is sent once though two servers' workers race for them, a 5xx is retried after its backoff, and a
 * provider that hangs on one text holds neither the others nor anything past the send's deadline.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '../../data/business';
import type { AppDatabase } from '../../server/kernel/db/database';
import { loadConfig, type SmsConfig } from '../../server/kernel/config';
import { recordTextConsent } from '../../server/features/texts/consent';
import { startTextOutbox, type TextOutbox, type TextOutboxOptions } from '../../server/features/texts/outbox';
import { insertText, type NewText } from '../../server/features/texts/queue';
import { testEngines } from '../helpers/engines';
import { startFakeSms } from '../helpers/fake-sms';

const engines = testEngines('the text outbox');
const SITE = 'https://www.capitalappliancerepair.test';
const running: { stop(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const item of running.splice(0).reverse()) await item.stop();
});

const provider = async () => {
  const fake = await startFakeSms();
  running.push({ stop: () => fake.close() });
  const sms = loadConfig({ SMS_URL: fake.url, SMS_FROM: '+12025550100' }).sms as SmsConfig;
  return { fake, sms };
};

const outbox = (sms: SmsConfig, database: AppDatabase, options: TextOutboxOptions = {}): TextOutbox => {
  const started = startTextOutbox(sms, database, { siteUrl: SITE }, { log: quiet, ...options });
  running.push(started);
  return started;
};
const quiet = { log: () => undefined, error: () => undefined };

const text = (n: number, to = '(202) 555-0123'): NewText => ({
  to,
  body: `Visit ${n}: your technician is on the way.`,
  kind: 'on-the-way',
});
const consent = (database: AppDatabase, phone: string, at = new Date()) =>
  recordTextConsent(database.db, { phone, action: 'consent', source: 'booking', detail: 'booking-1', at });
const queue = (database: AppDatabase, item: NewText, at = new Date()) =>
  database.db.transaction().execute((trx) => insertText(trx, item, at));
// Texts queued in the same millisecond share created_at, and ids are random: their bodies (Visit 0, Visit 1, …) keep
// them in the order the test queued them.
const rows = (database: AppDatabase) =>
  database.db.selectFrom('texts').selectAll().orderBy('created_at').orderBy('body').execute();

describe.each(engines)('texts on $name', (engine) => {
  it('queues only for a number whose owner agreed, then sends it once with the footer, sender and callback', async () => {
    const database = await engine.open();
    const { fake, sms } = await provider();
    const logged: string[] = [];
    const log = { log: (line: string) => void logged.push(line), error: (line: string) => void logged.push(line) };

    expect(await queue(database, text(1))).toMatchObject({ status: 'skipped', reason: 'no-consent' });
    expect(await queue(database, text(2, '+44 20 7946 0958'))).toMatchObject({ reason: 'invalid-number' });
    await consent(database, '202-555-0123');
    const queued = await queue(database, text(3, '+1 (202) 555 0123'));
    expect(queued).toMatchObject({ status: 'pending' });

    outbox(sms, database, { log });
    await vi.waitFor(() => expect(fake.messages).toHaveLength(1), { timeout: 5_000 });
    const [message] = fake.messages;
    expect(message).toMatchObject({ to: '+12025550123', from: '+12025550100' });
    expect(message!.body).toBe(`${business.name}: Visit 3: your technician is on the way.\nReply STOP to opt out`);
    expect(message!.statusCallback).toBe(`${SITE}/texts/webhook/status?text=${(queued as { id: string }).id}`);
    await vi.waitFor(async () =>
      expect((await rows(database)).map((row) => [row.status, row.skip_reason])).toEqual([
        ['skipped', 'no-consent'],
        ['skipped', 'invalid-number'],
        ['sent', null],
      ]),
    );
    expect((await rows(database))[2]!.provider_sid).toBe(message!.sid);
    // Neither the auth token nor any text's words reach the log.
    expect(logged.join('\n')).not.toMatch(new RegExp(`${fake.authToken}|technician`));
  });

  it('sends each text once while two servers race for them', async () => {
    const url = await engine.migratedDatabaseUrl();
    const [first, second] = [await engine.open(url), await engine.open(url)];
    const { fake, sms } = await provider();
    await consent(first, '2025550123');
    for (let n = 0; n < 12; n++) await queue(first, text(n));
    outbox(sms, first, { owner: 'server-a' });
    outbox(sms, second, { owner: 'server-b' });
    await vi.waitFor(async () => expect((await rows(first)).every((row) => row.status === 'sent')).toBe(true), {
      timeout: 10_000,
    });
    expect(fake.requests()).toBe(12);
    expect(new Set(fake.messages.map((m) => m.body)).size).toBe(12);
  });

  it('retries a text the provider failed with a 5xx after its backoff, then sends it', async () => {
    const database = await engine.open();
    const { fake, sms } = await provider();
    let clock = new Date('2026-11-25T15:00:00Z');
    await consent(database, '2025550123', clock);
    await queue(database, text(1), clock);
    fake.failNext(1, 503);
    const worker = outbox(sms, database, {
      now: () => clock,
      random: () => 0.5,
      retry: { firstDelayMs: 60_000, maxDelayMs: 600_000 },
    });
    await vi.waitFor(async () => expect((await rows(database))[0]!.attempts).toBe(1));
    const [row] = await rows(database);
    expect(row).toMatchObject({ status: 'pending', last_error: expect.stringContaining('HTTP 503') });
    // Half the first delay plus half of it again: random() pinned at 0.5.
    expect(new Date(row!.next_attempt_at).toISOString()).toBe('2026-11-25T15:00:45.000Z');

    worker.nudge();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.requests()).toBe(1);
    clock = new Date('2026-11-25T15:00:45Z');
    worker.nudge();
    await vi.waitFor(() => expect(fake.messages).toHaveLength(1));
    expect(fake.requests()).toBe(2);
  });

  it('records a STOP when the provider says the number opted out with it (21610), and skips the text', async () => {
    const database = await engine.open();
    const { fake, sms } = await provider();
    await consent(database, '2025550123', new Date(Date.now() - 1000));
    await queue(database, text(1));
    fake.failNext(1, 400, 21610);
    outbox(sms, database, { retry: { firstDelayMs: 20, maxDelayMs: 20 } });
    await vi.waitFor(async () =>
      expect((await rows(database))[0]).toMatchObject({ status: 'skipped', skip_reason: 'opted-out' }),
    );
    expect(fake.messages).toEqual([]);
    const stops = await database.db
      .selectFrom('text_consents')
      .select(['action', 'source'])
      .where('action', '=', 'stop')
      .execute();
    expect(stops).toEqual([{ action: 'stop', source: 'provider' }]);
  });

  it('sends the other texts while the provider hangs on one, and gives that one up at its deadline', async () => {
    const database = await engine.open();
    const { fake, sms } = await provider();
    fake.hangOn('Visit 0');
    await consent(database, '2025550123');
    for (let n = 0; n < 4; n++) await queue(database, text(n));
    outbox(sms, database, { client: { deadlineMs: 800 }, retry: { firstDelayMs: 60_000 } });
    await vi.waitFor(() => expect(fake.messages).toHaveLength(3));
    expect(fake.hanging()).toBe(1);
    await vi.waitFor(async () => expect((await rows(database))[0]!.attempts).toBe(1), { timeout: 8_000 });
    expect((await rows(database))[0]).toMatchObject({
      status: 'pending',
      last_error: expect.stringContaining('did not answer within 800 ms'),
    });
  });
});
