import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../../server/kernel/db/database';
import { leadEmails } from '../../server/features/leads/lead-emails';
import { createLeadOutbox, type LeadOutbox, type LeadOutboxOptions } from '../../server/features/leads/outbox';
import { isPermanentRejection, retryDelay } from '../../server/kernel/queue/worker';
import { createLeadStore } from '../../server/features/leads/store';
import type { Lead } from '../../server/features/leads/validation';
import { testEngines } from '../helpers/engines';

const lead = (name: string): Lead => ({
  name,
  email: 'pat@example.com',
  phone: '(301) 555-0100',
  service: 'dryer',
  message: 'No heat.',
});
const quiet = { log: vi.fn(), error: vi.fn() };
/** An SMTP reply as nodemailer reports it. */
const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

const outboxes: LeadOutbox[] = [];
const outbox = (options: LeadOutboxOptions) => {
  const created = createLeadOutbox({ log: quiet, ...options });
  outboxes.push(created);
  return created;
};
const statuses = async (database: AppDatabase) =>
  Object.fromEntries(
    (await database.db.selectFrom('lead_emails').select(['lead_id', 'status']).execute()).map((row) => [
      row.lead_id,
      row.status,
    ]),
  );

beforeEach(() => {
  quiet.log.mockClear();
  quiet.error.mockClear();
});
afterEach(async () => {
  await Promise.all(outboxes.splice(0).map((o) => o.stop()));
});

describe('the queue worker: retry timing', () => {
  it('waits twice as long after each failure, up to the cap, jittered down by at most half', () => {
    const retry = { firstDelayMs: 1000, maxDelayMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelay(n, retry, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000,
    ]);
    expect(retryDelay(3, retry, () => 0)).toBe(2000);
    expect(retryDelay(50, retry, () => 0.5)).toBe(45_000);
  });

  it('takes an SMTP 5xx for a permanent rejection, a 4xx or a network error for a passing one', () => {
    expect(isPermanentRejection(smtpError(550, 'mailbox unavailable'))).toBe(true);
    expect(isPermanentRejection(smtpError(421, 'try later'))).toBe(false);
    expect(isPermanentRejection(new Error('connect ECONNREFUSED'))).toBe(false);
  });
});

/**
 * The one queue worker (server/kernel/queue/worker.ts), tested once for the mechanism, through the lead kind:
 * exactly once across servers, retries with backoff, giving up, the lease's deadline, graceful stop. What each
 * kind sends is tested by its feature (test/leads/outbox.test.ts, test/booking/email-queue.test.ts, …).
 */
describe.each(testEngines('the queue worker'))('the queue worker on $name', (engine) => {
  it('sends each stored lead once, oldest first, at most `concurrency` at once, and records it as sent', async () => {
    const database = await engine.open();
    const store = createLeadStore(database);
    const started: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const box = outbox({
      database,
      store,
      concurrency: 2,
      send: async (l) => {
        started.push(l.name);
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await gate;
        inFlight -= 1;
      },
    });

    const leads = [];
    for (const name of ['A', 'B', 'C', 'D']) leads.push(await store.appendLead(lead(name)));
    // Two sends held open: the other two wait for a free slot.
    await vi.waitFor(() => expect(started).toEqual(['A', 'B']));
    expect(await box.pending()).toHaveLength(4);
    release();
    await vi.waitFor(async () => expect(await box.pending()).toEqual([]), { timeout: 3000 });

    expect(started).toEqual(['A', 'B', 'C', 'D']);
    expect(mostInFlight).toBe(2);
    expect(await statuses(database)).toEqual(Object.fromEntries(leads.map((l) => [l.id, 'sent'])));
    const state = await leadEmails(database).state(leads[0]!.id);
    expect(state).toMatchObject({ status: 'sent', attempts: 0, lastError: null, failedAt: null });
    expect(Date.parse(state!.sentAt!)).toBeGreaterThan(0);
  });

  it('never sends one e-mail twice from one server, even when its lease runs out mid-send (the clock moved on)', async () => {
    const database = await engine.open();
    const store = createLeadStore(database);
    let at = Date.now() + 60_000;
    const sent: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const box = outbox({
      database,
      store,
      now: () => new Date(at),
      send: async (l) => {
        sent.push(l.name);
        await gate;
      },
    });
    const { id } = await store.appendLead(lead('A'));
    await vi.waitFor(() => expect(sent).toEqual(['A']));
    const leaseUntil = async () =>
      (await database.db.selectFrom('lead_emails').select('lease_until').where('lead_id', '=', id).executeTakeFirst())
        ?.lease_until;
    const first = String(await leaseUntil());
    at += 60 * 60_000;
    box.nudge();
    // Claimed again (its lease had run out by this clock), yet not sent again: the send under way records it.
    await vi.waitFor(async () => expect(String(await leaseUntil())).not.toBe(first));
    release();
    await vi.waitFor(async () => expect(await box.pending()).toEqual([]));
    expect(sent).toEqual(['A']);
  });

  it('retries a failed send with growing waits, and other leads go out meanwhile', async () => {
    const database = await engine.open();
    const store = createLeadStore(database);
    const attempts: { name: string; at: number }[] = [];
    const sent: string[] = [];
    const box = outbox({
      database,
      store,
      retry: { firstDelayMs: 60, maxDelayMs: 1000 },
      random: () => 1,
      send: async (l) => {
        attempts.push({ name: l.name, at: Date.now() });
        if (l.name === 'Flaky' && attempts.filter((a) => a.name === 'Flaky').length <= 2)
          throw smtpError(421, '421 try again later');
        sent.push(l.id);
      },
    });

    const flaky = await store.appendLead(lead('Flaky'));
    const steady = await store.appendLead(lead('Steady'));
    await vi.waitFor(() => expect(sent).toEqual([steady.id, flaky.id]), { timeout: 3000 });
    await vi.waitFor(async () => expect(await box.pending()).toEqual([]));

    const flakyTimes = attempts.filter((a) => a.name === 'Flaky').map((a) => a.at);
    expect(flakyTimes).toHaveLength(3);
    expect(flakyTimes[1]! - flakyTimes[0]!).toBeGreaterThanOrEqual(55);
    expect(flakyTimes[2]! - flakyTimes[1]!).toBeGreaterThanOrEqual(115);
    expect(quiet.error).toHaveBeenCalledTimes(2);
    expect(quiet.error.mock.calls[0]![0]).toMatch(
      new RegExp(`^lead ${flaky.id}: e-mail failed \\(attempt 1\\), retrying in 0 s: 421 try again later$`),
    );
    // The log names the lead by id only; what the visitor wrote stays out of it.
    expect(JSON.stringify(quiet.error.mock.calls)).not.toContain('pat@example.com');
    expect(await leadEmails(database).state(flaky.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
  });

  it('gives up on a permanent rejection after a bounded number of attempts, says so at error, keeps the lead', async () => {
    const database = await engine.open();
    const store = createLeadStore(database);
    let calls = 0;
    const box = outbox({
      database,
      store,
      retry: { firstDelayMs: 10, maxDelayMs: 20, permanentAttempts: 3 },
      send: async () => {
        calls += 1;
        throw smtpError(550, '550 5.1.1 mailbox unavailable');
      },
    });
    const rejected = await store.appendLead(lead('Rejected'));
    await vi.waitFor(async () => expect(await box.pending()).toEqual([]), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 150));

    expect(calls).toBe(3);
    const state = await leadEmails(database).state(rejected.id);
    expect(state).toMatchObject({ status: 'failed', attempts: 3, lastError: '550 5.1.1 mailbox unavailable' });
    expect(Date.parse(state!.failedAt!)).toBeGreaterThan(0);
    expect(quiet.error.mock.calls.at(-1)![0]).toMatch(
      new RegExp(`^lead ${rejected.id}: e-mail rejected permanently 3 times, giving up`),
    );
    expect(await store.getLead(rejected.id)).toMatchObject(lead('Rejected'));
  });

  it('stops retrying once stopped, and a send in flight is still recorded', async () => {
    const database = await engine.open();
    const store = createLeadStore(database);
    let calls = 0;
    let release: (() => void) | undefined;
    const box = outbox({
      database,
      store,
      retry: { firstDelayMs: 20, maxDelayMs: 20 },
      send: (l) => {
        calls += 1;
        if (l.name === 'Broken') return Promise.reject(new Error('connection refused'));
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    await store.appendLead(lead('Broken'));
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2));
    const slow = await store.appendLead(lead('Slow'));
    await vi.waitFor(() => expect(release).toBeDefined());

    const stopping = box.stop();
    release!();
    await stopping;
    const callsAtStop = calls;
    expect((await statuses(database))[slow.id]).toBe('sent');

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(callsAtStop);
    // Leads stored after the stop wait in the database for the next start.
    const later = await store.appendLead(lead('Later'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(callsAtStop);
    expect((await statuses(database))[later.id]).toBe('pending');
  });

  it('with two servers on one database, e-mails each of 40 leads exactly once', async () => {
    const url = await engine.migratedDatabaseUrl();
    const [first, second] = [await engine.open(url), await engine.open(url)];
    const [storeOne, storeTwo] = [createLeadStore(first), createLeadStore(second)];
    const sentBy = new Map<string, string[]>();
    const send = (server: string) => async (l: { id: string }) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      sentBy.set(l.id, [...(sentBy.get(l.id) ?? []), server]);
    };
    // Each server's outbox is nudged by the other's leads too, so both race for every lead.
    const one = outbox({ database: first, store: storeOne, send: send('one'), pollMs: 20 });
    const two = outbox({ database: second, store: storeTwo, send: send('two'), pollMs: 20 });
    storeOne.onStored(() => two.nudge());
    storeTwo.onStored(() => one.nudge());

    const stored = await Promise.all(
      Array.from({ length: 40 }, (_, n) => (n % 2 ? storeOne : storeTwo).appendLead(lead(`Visitor ${n}`))),
    );
    await vi.waitFor(() => expect(sentBy.size).toBe(40), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([...sentBy.values()].filter((servers) => servers.length !== 1)).toEqual([]);
    expect(new Set(sentBy.keys())).toEqual(new Set(stored.map((l) => l.id)));
  });

  it('takes over a lead whose lease ran out (its server died mid-send), and no sooner', async () => {
    const database = await engine.open();
    const store = createLeadStore(database);
    const orphan = await store.appendLead(lead('Orphan'));
    const emails = leadEmails(database);
    expect(await emails.claimNext('dead-server', new Date(), 300)).toMatchObject({ lead: { id: orphan.id } });
    // Held: nobody else may take it.
    expect(await emails.claimNext('other', new Date(), 300)).toBeUndefined();

    const sent: string[] = [];
    const box = outbox({ database, send: async (l) => void sent.push(l.id), pollMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sent).toEqual([]);
    await vi.waitFor(() => expect(sent).toEqual([orphan.id]), { timeout: 3000 });
    // The dead server's late answer cannot overwrite what the new holder recorded.
    await vi.waitFor(async () => expect(await box.pending()).toEqual([]));
    expect(await emails.record(orphan.id, 'dead-server', { kind: 'sent' }, new Date())).toBe(false);
  });

  it('never keeps the process alive just to wait for a retry', async () => {
    const url = await engine.migratedDatabaseUrl();
    const database = await engine.open(url);
    await createLeadStore(database).appendLead(lead('Stuck'));
    const script = `
      import { createDatabase } from './server/kernel/db/database.ts';
      import { parseDatabaseUrl } from './server/kernel/config.ts';
      import { createLeadOutbox } from './server/features/leads/outbox.ts';
      createLeadOutbox({
        database: createDatabase(parseDatabaseUrl(${JSON.stringify(url)})),
        retry: { firstDelayMs: 60000 },
        send: async () => { throw new Error('relay down'); },
      });`;
    const root = path.resolve(import.meta.dirname, '..', '..');
    const started = Date.now();
    const { stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: root, timeout: 20_000 },
    );
    expect(stderr).toMatch(/lead [0-9a-f-]{36}: e-mail failed \(attempt 1\), retrying in \d+ s: relay down/);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);
});
