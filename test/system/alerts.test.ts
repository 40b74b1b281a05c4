import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/kernel/db/database';
import type { AppOptions } from '../../server/app/app';
import type { Worker } from '../../server/kernel/feature';
import { testApp } from '../helpers/app';
import { testEngines } from '../helpers/engines';
import { officeApp, OWNER } from '../helpers/office';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

const engines = testEngines('queue alerts');
const quiet = { log: () => undefined, error: () => undefined };

/** Waits up to `ms` for `done` to hold, looking every 50 ms. */
async function waitFor(done: () => boolean | Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

/** Two servers on one database and one relay, each looking at the queues every 100 ms. */
async function twoServers(database: AppDatabase, smtp: TestSmtpServer, env: Record<string, string> = {}) {
  const options: Omit<AppOptions, 'config'> = {
    system: { checkMs: 100, alertOutbox: { pollMs: 100, log: quiet } },
    leadOutbox: { pollMs: 100, log: quiet },
    bookingOutbox: { log: quiet },
    reviewOutbox: { log: quiet },
    receiptOutbox: { log: quiet },
  };
  const fullEnv = { SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'desk@example.com', ...env };
  const first = await officeApp(database, { env: fullEnv, options });
  const second = testApp({ TRUST_PROXY: 'loopback', ...fullEnv }, { database, now: first.clock.now, ...options });
  for (const app of [first.app, second]) {
    stops.push(async () => {
      for (const worker of Object.values(app.locals.workers as Record<string, Worker>)) await worker.stop();
    });
  }
  return first;
}

const alerts = (smtp: TestSmtpServer) => smtp.received.filter((mail) => /queue/.test(mail.parsed.subject ?? ''));

describe.each(engines)('the owners’ alert about a stuck queue, on $name', (engine) => {
  it('is e-mailed once per incident, by one of two servers, and once when it clears', async () => {
    const smtp = await startSmtpServer();
    stops.push(() => smtp.close());
    const database = await engine.open();
    const office = await twoServers(database, smtp);
    // A lead whose e-mail the relay refused until the outbox gave up: written failed in one transaction, so neither
    // server's lead outbox can take it meanwhile.
    const id = 'lead-given-up';
    await database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('leads')
        .values({
          id,
          received_at: office.clock.now().toISOString(),
          name: 'Given Up',
          email: 'given.up@example.com',
          phone: '(301) 555-0142',
          service: 'washer',
          message: 'The washer will not drain.',
        })
        .execute();
      await trx
        .insertInto('lead_emails')
        .values({
          lead_id: id,
          status: 'failed',
          attempts: 5,
          next_attempt_at: office.clock.now().toISOString(),
          last_error: '550 mailbox unavailable',
          failed_at: office.clock.now().toISOString(),
        })
        .execute();
    });

    await waitFor(() => alerts(smtp).length >= 1);
    // Both servers go on looking, several times each: still one e-mail.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(alerts(smtp)).toHaveLength(1);
    const [opened] = alerts(smtp);
    expect(opened!.envelope.to).toEqual([OWNER]);
    expect(opened!.parsed.subject).toBe('Lead e-mails: trouble in the queue');
    expect(opened!.parsed.text).toContain('1 message(s) given up on');
    expect(opened!.parsed.text).toContain('/office/system');
    const incidents = await database.db.selectFrom('queue_incidents').selectAll().execute();
    expect(incidents).toEqual([expect.objectContaining({ queue: 'lead', cleared_at: null })]);

    // The owner dismisses it on the System screen: the queue is fine again.
    await database.db
      .insertInto('queue_dismissals')
      .values({ queue: 'lead', message_id: id, dismissed_at: new Date().toISOString(), dismissed_by: OWNER })
      .execute();
    await waitFor(() => alerts(smtp).length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(alerts(smtp)).toHaveLength(2);
    const cleared = alerts(smtp)[1]!;
    expect(cleared.parsed.subject).toBe('Lead e-mails: the queue is back to normal');
    expect(cleared.envelope.to).toEqual([OWNER]);
    const closed = await database.db.selectFrom('queue_incidents').selectAll().execute();
    expect(closed).toHaveLength(1);
    expect(closed[0]!.cleared_at).not.toBeNull();
    const sent = await database.db
      .selectFrom('system_alerts')
      .select(['kind', 'status'])
      .orderBy('kind', 'desc')
      .execute();
    expect(sent).toEqual([
      { kind: 'opened', status: 'sent' },
      { kind: 'cleared', status: 'sent' },
    ]);
  }, 60_000);

  it('opens when the oldest message waits past QUEUE_ALERT_MINUTES, even with nothing failed', async () => {
    const smtp = await startSmtpServer();
    stops.push(() => smtp.close());
    const database = await engine.open();
    const office = await twoServers(database, smtp, { QUEUE_ALERT_MINUTES: '15' });
    // A text queued 20 minutes ago, and no text outbox running (SMS_URL unset): it waits.
    const at = new Date(office.clock.now().getTime() - 20 * 60_000).toISOString();
    await database.db
      .insertInto('texts')
      .values({
        id: 'stuck-text',
        booking_id: null,
        kind: 'reminder',
        phone_key: '3015550142',
        to_number: '+13015550142',
        body: 'Reminder',
        status: 'pending',
        skip_reason: null,
        next_attempt_at: at,
        expires_at: new Date(office.clock.now().getTime() + 60 * 60_000).toISOString(),
        lease_owner: null,
        lease_until: null,
        last_error: null,
        sent_at: null,
        failed_at: null,
        provider_sid: null,
        delivery_status: null,
        delivery_error: null,
        delivery_updated_at: null,
        created_at: at,
      })
      .execute();
    await waitFor(() => alerts(smtp).length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(alerts(smtp)).toHaveLength(1);
    expect(alerts(smtp)[0]!.parsed.subject).toBe('Texts: trouble in the queue');
    expect(alerts(smtp)[0]!.parsed.text).toMatch(/oldest due message has waited 20 min \(more than 15\)/);
  }, 60_000);
});
