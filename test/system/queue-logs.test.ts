import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type SmsConfig } from '../../server/kernel/config';
import { createLogger } from '../../server/kernel/http/logger';
import { outboxHooks } from '../../server/kernel/queue/worker';
import { recordTextConsent } from '../../server/features/texts/consent';
import { startTextOutbox } from '../../server/features/texts/outbox';
import { insertText } from '../../server/features/texts/queue';
import { testEngines } from '../helpers/engines';
import { startFakeSms } from '../helpers/fake-sms';

const engines = testEngines('queue log fields');
const running: { stop(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const item of running.splice(0).reverse()) await item.stop();
});

describe('the queue workers’ log lines', () => {
  it('name the queue, the message and the attempt as fields, and a failed text is not called an e-mail', async () => {
    const database = await engines[0]!.open();
    const fake = await startFakeSms();
    running.push({ stop: () => fake.close() });
    const sms = loadConfig({ SMS_URL: fake.url, SMS_FROM: '+12025550100' }).sms as SmsConfig;
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const outcomes: string[] = [];
    const metrics = { countSend: (queue: string, outcome: string) => void outcomes.push(`${queue} ${outcome}`) };

    await recordTextConsent(database.db, {
      phone: '202-555-0123',
      action: 'consent',
      source: 'booking',
      at: new Date(),
    });
    const queued = await database.db
      .transaction()
      .execute((trx) => insertText(trx, { to: '(202) 555-0123', body: 'On the way.', kind: 'on-the-way' }, new Date()));
    fake.failNext(1, 503);
    const outbox = startTextOutbox(
      sms,
      database,
      { siteUrl: 'https://www.capitalappliancerepair.test' },
      { ...outboxHooks({ logger: createLogger('info', sink), metrics }), retry: { firstDelayMs: 10, maxDelayMs: 20 } },
    );
    running.push(outbox);
    await vi.waitFor(() => expect(fake.messages).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(() => expect(outcomes).toEqual(['text retry', 'text sent']), { timeout: 10_000 });

    const failed = lines.find((line) => line.level === 'error');
    expect(failed).toMatchObject({ queue: 'text', id: (queued as { id: string }).id, attempt: 1 });
    expect(failed!.msg).toMatch(/send failed \(attempt 1\)/);
    expect(failed!.msg).not.toMatch(/e-mail/);
  });
});
