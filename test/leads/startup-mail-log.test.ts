import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAndStop as startServer } from '../helpers/startup';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'car-startup-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const startAndStop = (env: Record<string, string>) =>
  startServer({ LEADS_FILE: path.join(dir, 'leads.jsonl'), ...env });

describe('start-up', () => {
  it('says in exactly one line that lead e-mail is off when SMTP_URL is not set', async () => {
    const { stdout, code } = await startAndStop({});
    expect(code).toBe(0);
    const lines = stdout.filter((line) => /e-mail|SMTP/i.test(line));
    expect(lines).toEqual([
      `Lead e-mail is off: SMTP_URL is not set, so leads are stored in ${path.join(dir, 'leads.jsonl')} but not e-mailed`,
    ]);
  }, 30_000);

  it('names the recipient and relay, never the password, when SMTP_URL is set', async () => {
    const { stdout, code } = await startAndStop({
      SMTP_URL: 'smtp://website:s3cret@127.0.0.1:9',
      LEADS_NOTIFY_TO: 'office@capital.test',
    });
    expect(code).toBe(0);
    expect(stdout.filter((line) => /e-mail|SMTP/i.test(line))).toEqual([
      'Lead e-mail is on: new leads go to office@capital.test via smtp://website:***@127.0.0.1:9',
    ]);
    expect(stdout.join('\n')).not.toContain('s3cret');
  }, 30_000);

  it('sends leads left unsent at start-up, and still stops at once while the relay is down', async () => {
    const lead = {
      id: 'left-over',
      receivedAt: '2026-05-01T12:00:00.000Z',
      name: 'Pat',
      email: 'pat@example.com',
      phone: '2025550100',
      service: '',
      message: '',
    };
    writeFileSync(path.join(dir, 'leads.jsonl'), `${JSON.stringify(lead)}\n`);
    const started = Date.now();
    const { stdout, code } = await startAndStop({ SMTP_URL: 'smtp://127.0.0.1:9' });
    expect(code).toBe(0);
    expect(stdout).toContain('lead e-mail: 1 stored lead(s) not yet e-mailed, sending now');
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);
});
