import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLeadOutbox,
  readSentIds,
  retryDelay,
  type LeadOutbox,
  type LeadOutboxOptions,
} from '../../server/leads/outbox';
import { createLeadStore, type StoredLead } from '../../server/leads/store';
import type { Lead } from '../../server/leads/validation';

const lead = (name: string): Lead => ({
  name,
  email: 'pat@example.com',
  phone: '(301) 555-0100',
  service: 'dryer',
  message: 'No heat.',
});
const stored = (id: string, name: string): StoredLead => ({
  id,
  receivedAt: '2026-03-01T12:00:00.000Z',
  ...lead(name),
});
const quiet = { log: vi.fn(), error: vi.fn() };
const sentLines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

let dir: string;
let leadsFile: string;
const outboxes: LeadOutbox[] = [];
const outbox = (options: LeadOutboxOptions) => {
  const created = createLeadOutbox({ log: quiet, ...options });
  outboxes.push(created);
  return created;
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'car-outbox-'));
  leadsFile = path.join(dir, 'leads.jsonl');
  quiet.log.mockClear();
  quiet.error.mockClear();
});
afterEach(async () => {
  await Promise.all(outboxes.splice(0).map((o) => o.stop()));
  rmSync(dir, { recursive: true, force: true });
});

describe('the lead outbox', () => {
  it('sends each stored lead once, one at a time and oldest first, and records it in the sent file', async () => {
    const store = createLeadStore(leadsFile);
    const sent: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const box = outbox({
      store,
      send: async (l) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        sent.push(l.name);
        inFlight -= 1;
      },
    });
    expect(box.sentFile).toBe(`${leadsFile}.sent`);

    const leads = [];
    for (const name of ['A', 'B', 'C']) leads.push(await store.appendLead(lead(name)));
    await vi.waitFor(() => expect(sentLines(box.sentFile)).toHaveLength(3));

    expect(sent).toEqual(['A', 'B', 'C']);
    expect(mostInFlight).toBe(1);
    expect(sentLines(box.sentFile)).toEqual(leads.map((l) => l.id));
    expect(box.pending()).toEqual([]);
  });

  it('retries a failed send with growing waits, and other leads go out meanwhile', async () => {
    const store = createLeadStore(leadsFile);
    const attempts: { name: string; at: number }[] = [];
    const box = outbox({
      store,
      retry: { firstDelayMs: 60, maxDelayMs: 1000 },
      random: () => 1,
      send: async (l) => {
        attempts.push({ name: l.name, at: Date.now() });
        if (l.name === 'Flaky' && attempts.filter((a) => a.name === 'Flaky').length <= 2)
          throw new Error('421 try again later');
      },
    });

    const flaky = await store.appendLead(lead('Flaky'));
    const steady = await store.appendLead(lead('Steady'));
    await vi.waitFor(() => expect(sentLines(box.sentFile)).toEqual([steady.id, flaky.id]), { timeout: 2000 });

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
  });

  it('waits twice as long after each failure, up to the cap, jittered down by at most half', () => {
    const retry = { firstDelayMs: 1000, maxDelayMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelay(n, retry, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000,
    ]);
    expect(retryDelay(3, retry, () => 0)).toBe(2000);
    expect(retryDelay(50, retry, () => 0.5)).toBe(45_000);
  });

  it('on start-up sends the stored leads missing from the sent file, despite a torn last line in each file', async () => {
    const [a, b, c] = [stored('id-a', 'A'), stored('id-b', 'B'), stored('id-c', 'C')];
    writeFileSync(leadsFile, [a, b, c].map((l) => JSON.stringify(l)).join('\n') + '\n{"id":"id-torn","na');
    writeFileSync(`${leadsFile}.sent`, 'id-b\nid-');

    const sent: string[] = [];
    const box = outbox({ store: createLeadStore(leadsFile), send: async (l) => void sent.push(l.id) });
    expect(box.pending()).toEqual(['id-a', 'id-c']);
    expect(quiet.log).toHaveBeenCalledWith('lead e-mail: 2 stored lead(s) not yet e-mailed, sending now');

    await vi.waitFor(() => expect(box.pending()).toEqual([]));
    expect(sent).toEqual(['id-a', 'id-c']);
    expect(readFileSync(box.sentFile, 'utf8')).toBe('id-b\nid-\nid-a\nid-c\n');
    expect([...readSentIds(box.sentFile)]).toEqual(['id-b', 'id-', 'id-a', 'id-c']);
  });

  it('stops retrying once stopped, and a send in flight is still recorded', async () => {
    const store = createLeadStore(leadsFile);
    let calls = 0;
    let release: (() => void) | undefined;
    const box = outbox({
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
    expect(box.pending()).toContain(slow.id);

    const stopping = box.stop();
    release!();
    await stopping;
    const callsAtStop = calls;
    expect(sentLines(box.sentFile)).toEqual([slow.id]);

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(callsAtStop);
    // Leads stored after the stop wait on disk for the next start.
    const later = await store.appendLead(lead('Later'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(callsAtStop);
    expect(box.pending()).not.toContain(later.id);
  });

  it('still sends a lead whose id could not be written to the sent file, and says so', async () => {
    const store = createLeadStore(leadsFile);
    const sent: string[] = [];
    const box = outbox({ store, send: async (l) => void sent.push(l.id) });
    // Something takes the sent file's place after start-up, so appending to it fails.
    mkdirSync(box.sentFile);
    const l = await store.appendLead(lead('Pat'));
    await vi.waitFor(() => expect(quiet.error).toHaveBeenCalled());
    expect(sent).toEqual([l.id]);
    expect(quiet.error.mock.calls[0]![0]).toMatch(/e-mailed, but could not record it/);
  });

  it('never keeps the process alive just to wait for a retry', async () => {
    writeFileSync(leadsFile, `${JSON.stringify(stored('id-stuck', 'Stuck'))}\n`);
    const script = `
      import { createLeadOutbox } from './server/leads/outbox.ts';
      import { createLeadStore } from './server/leads/store.ts';
      createLeadOutbox({
        store: createLeadStore(${JSON.stringify(leadsFile)}),
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
    expect(stderr).toMatch(/lead id-stuck: e-mail failed \(attempt 1\), retrying in \d+ s: relay down/);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);
});
