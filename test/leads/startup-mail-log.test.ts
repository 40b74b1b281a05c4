import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/serve-dist';

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
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
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
      `Lead e-mail is off: SMTP_URL is not set, so leads are stored in the database (SQLite at ${path.join(dir, 'site.db')}) but not e-mailed`,
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

  it('imports leads left unsent in a legacy leads file, sends them, and still stops at once while the relay is down', async () => {
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
    expect(stdout).toContain(
      `Legacy leads file ${path.join(dir, 'leads.jsonl')}: imported 1 lead(s) into the database (0 already e-mailed); the file is left in place and is no longer written.`,
    );
    expect(stdout).toContain('lead e-mail: 1 stored lead(s) not yet e-mailed, sending now');
    expect(Date.now() - started).toBeLessThan(15_000);

    // The next start finds it imported already and says so.
    const again = await startAndStop({});
    expect(again.stdout).toContain(
      `Legacy leads file ${path.join(dir, 'leads.jsonl')}: all 1 lead(s) already in the database, nothing to import; the file is left in place and is no longer written.`,
    );
  }, 40_000);

  it('says which database it uses and which migrations it applied', async () => {
    const first = await startAndStop({});
    expect(first.stdout).toContain(
      `Database: SQLite at ${path.join(dir, 'site.db')} (migrated: 0001-leads, 0002-bookings)`,
    );
    const second = await startAndStop({});
    expect(second.stdout).toContain(`Database: SQLite at ${path.join(dir, 'site.db')}, schema up to date`);
  }, 40_000);
});

/** Starts server/index.ts and waits for it to exit on its own; returns its exit code and what it printed. */
async function startExpectingExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  return { code, output };
}

describe('start-up with a database it cannot use', () => {
  it('stops with a message naming DATABASE_URL when it is malformed', async () => {
    const { code, output } = await startExpectingExit({ DATABASE_URL: 'mysql://user:secret@db/site' });
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL must be file:path/to/site.db or postgres://');
    expect(output).not.toContain('secret');
    expect(output).not.toMatch(/listening on/);
  }, 30_000);

  it('stops with a clear message when the SQLite file cannot be opened', async () => {
    writeFileSync(path.join(dir, 'a-file'), '');
    const file = path.join(dir, 'a-file', 'site.db');
    const { code, output } = await startExpectingExit({ DATABASE_URL: `file:${file}` });
    expect(code).toBe(1);
    expect(output).toContain(`Cannot open the database (SQLite at ${file}):`);
    expect(output).not.toMatch(/listening on/);
  }, 30_000);

  it('stops with a clear message when PostgreSQL cannot be reached', async () => {
    const port = await freePort();
    const { code, output } = await startExpectingExit({
      DATABASE_URL: `postgres://site:hunter2@127.0.0.1:${port}/site`,
    });
    expect(code).toBe(1);
    expect(output).toContain(`Cannot open the database (PostgreSQL at postgres://site:***@127.0.0.1:${port}/site):`);
    expect(output).not.toContain('hunter2');
  }, 30_000);
});
