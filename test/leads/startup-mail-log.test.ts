import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'car-startup-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the real server (server/index.ts), waits until it listens, stops it with SIGTERM, returns its output. */
async function startAndStop(env: Record<string, string>): Promise<{ stdout: string[]; code: number | null }> {
  // One process (no tsx wrapper in between), so the SIGTERM reaches the server's own handler.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: '0',
      LEADS_FILE: path.join(dir, 'leads.jsonl'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let stopping = false;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (!stopping && /listening on/.test(stdout)) {
      stopping = true;
      child.kill('SIGTERM');
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start and stop in time:\n${stdout}\n${stderr}`));
    }, 20_000);
    child.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  // The server logs JSON lines; what a person reads is each line's message.
  const messages = stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
  return { stdout: messages, code };
}

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
