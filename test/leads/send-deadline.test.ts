/**
 * Every SMTP send has an overall deadline: a relay that keeps a send open by dripping "250-" lines (so no
 * per-step timeout ever fires) cannot hold the outbox, and cannot hold a shutdown.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLeadMailer } from '../../server/features/leads/lead-mail';
import { SendAbortedError } from '../../server/kernel/mail/mailer';
import type { StoredLead } from '../../server/features/leads/store';
import { testApp } from '../helpers/app';
import { startDrippingRelay } from '../helpers/dripping-relay';
import { postJson, startBuiltServer } from '../helpers/server-process';
import { startSmtpServer } from '../helpers/smtp';

let dir: string;
const cleanups: (() => Promise<unknown>)[] = [];
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'car-deadline-'));
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lead = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: '(202) 555-0123',
  message: `Lead ${n}`,
});
const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the SMTP send deadline', () => {
  it('fails a send the relay never finishes at its deadline, with the connection closed', async () => {
    const relay = await startDrippingRelay();
    cleanups.push(() => relay.close());
    const mailer = createLeadMailer(
      { smtpUrl: relay.url, from: 'site@capital.test', to: 'office@capital.test' },
      { sendDeadlineMs: 400 },
    );
    const stored: StoredLead = { ...lead(1), id: 'lead-1', receivedAt: new Date().toISOString(), service: '' };
    const started = Date.now();
    await expect(mailer.send(stored)).rejects.toBeInstanceOf(SendAbortedError);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(390);
    expect(took).toBeLessThan(2_000);
    expect(relay.dripped()).toBe(1);
    await until(() => relay.open() === 0, 1_000);
  });

  it('sends the other leads while one relay connection stalls, and retries the stalled one past its deadline', async () => {
    const sink = await startSmtpServer();
    cleanups.push(() => sink.close());
    const relay = await startDrippingRelay({ dripFor: 1, thenPassTo: sink.port });
    cleanups.push(() => relay.close());
    const errors: string[] = [];
    const app = testApp(
      { SMTP_URL: relay.url, LEADS_NOTIFY_TO: 'office@capital.test' },
      {
        leadOutbox: {
          mailer: { sendDeadlineMs: 1_500 },
          retry: { firstDelayMs: 300, maxDelayMs: 300 },
          random: () => 0.99,
          log: { log: () => undefined, error: (message: string) => void errors.push(message) },
        },
      },
    );
    cleanups.push(() => app.locals.leadOutbox!.stop());
    const site = supertest(app);
    expect((await site.post('/api/contact').send(lead(1))).status).toBe(201);
    await until(() => relay.dripped() === 1);
    for (const n of [2, 3]) expect((await site.post('/api/contact').send(lead(n))).status).toBe(201);

    await until(() => sink.received.length === 2);
    // Sent while the first one's connection still drips: nothing has failed yet.
    expect(relay.open()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(sink.received.map((mail) => mail.parsed.subject).sort()).toEqual([
      'New repair request: Visitor 2',
      'New repair request: Visitor 3',
    ]);

    await until(() => sink.received.length === 3);
    expect(sink.received[2]!.parsed.subject).toBe('New repair request: Visitor 1');
    expect(errors[0]).toMatch(/attempt 1.*not finished after 2 s/);
    await vi.waitFor(async () => expect(await app.locals.leadOutbox!.pending()).toEqual([]));
  });

  it('SIGTERM during a hung send exits with code 0 within 5 s; the lead stays stored for the next start', async () => {
    const relay = await startDrippingRelay();
    cleanups.push(() => relay.close());
    const server = await startBuiltServer({
      DATABASE_URL: `file:${path.join(dir, 'shutdown.db')}`,
      SMTP_URL: relay.url,
    });
    cleanups.push(async () => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    });
    expect((await postJson(server.url, lead(1))).status).toBe(201);
    await until(() => relay.dripped() === 1);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5_000);
  });
});
