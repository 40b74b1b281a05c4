import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/serve-dist';
import { migrations } from '../../server/kernel/db/migrations';
import { startAndStop as startServer, startExpectingExit } from '../helpers/startup';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'car-startup-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const startAndStop = (env: Record<string, string>) =>
  startServer({ LEADS_FILE: path.join(dir, 'leads.jsonl'), DATABASE_URL: `file:${path.join(dir, 'site.db')}`, ...env });

describe('start-up', () => {
  it('says which database it made and migrated, and in exactly one line that lead e-mail is off when SMTP_URL is not set', async () => {
    const { stdout, code } = await startAndStop({});
    expect(code).toBe(0);
    expect(stdout).toContain(
      `Database: SQLite at ${path.join(dir, 'site.db')} (migrated: ${Object.keys(migrations).join(', ')})`,
    );
    // \b: "0022-surge-mailboxes" in the migrations line is no e-mail line.
    const lines = stdout.filter((line) => /\be-mail|SMTP/i.test(line));
    expect(lines).toEqual([
      `Lead e-mail is off: SMTP_URL is not set, so leads are stored in the database (SQLite at ${path.join(dir, 'site.db')}) but not e-mailed`,
    ]);
  }, 60_000);

  it('names the recipient and relay, never the password, when SMTP_URL is set', async () => {
    const { stdout, code } = await startAndStop({
      SMTP_URL: 'smtp://website:s3cret@127.0.0.1:9',
      LEADS_NOTIFY_TO: 'office@capital.test',
    });
    expect(code).toBe(0);
    expect(stdout.filter((line) => /\be-mail|SMTP/i.test(line))).toEqual([
      'Lead e-mail is on: new leads go to office@capital.test via smtp://website:***@127.0.0.1:9',
    ]);
    expect(stdout.join('\n')).not.toContain('s3cret');
  }, 60_000);

  it('imports leads left unsent in a legacy leads file, sends them, still stops at once while the relay is down, and starts again without migrating', async () => {
    const lead = {
      id: 'left-over',
      // Within the last day: an older lead would be imported without its e-mail (see legacy-import.test.ts).
      receivedAt: new Date(Date.now() - 3_600_000).toISOString(),
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

    // The next start finds the leads imported already, and the schema the first start migrated, and says so.
    const again = await startAndStop({});
    expect(again.stdout).toContain(
      `Legacy leads file ${path.join(dir, 'leads.jsonl')}: all 1 lead(s) already in the database, nothing to import; the file is left in place and is no longer written.`,
    );
    expect(again.stdout).toContain(`Database: SQLite at ${path.join(dir, 'site.db')}, schema up to date`);
  }, 90_000);
});

describe('start-up with a database it cannot use', () => {
  it('stops with a message naming DATABASE_URL when it is malformed', async () => {
    const { code, output } = await startExpectingExit({ DATABASE_URL: 'mysql://user:secret@db/site' });
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL must be file:path/to/site.db or postgres://');
    expect(output).not.toContain('secret');
    expect(output).not.toMatch(/listening on/);
  }, 60_000);

  it('stops with a clear message when the SQLite file cannot be opened', async () => {
    writeFileSync(path.join(dir, 'a-file'), '');
    const file = path.join(dir, 'a-file', 'site.db');
    const { code, output } = await startExpectingExit({ DATABASE_URL: `file:${file}` });
    expect(code).toBe(1);
    expect(output).toContain(`Cannot open the database (SQLite at ${file}):`);
    expect(output).not.toMatch(/listening on/);
  }, 60_000);

  it('waits for PostgreSQL it cannot reach up to DATABASE_WAIT_SECONDS, then stops with a clear message', async () => {
    const port = await freePort();
    const { code, output } = await startExpectingExit({
      DATABASE_URL: `postgres://site:hunter2@127.0.0.1:${port}/site`,
      DATABASE_WAIT_SECONDS: '1',
    });
    expect(code).toBe(1);
    expect(output).toContain('waiting for the database (PostgreSQL at postgres://site:***@127.0.0.1');
    expect(output).toContain(
      `Cannot open the database (PostgreSQL at postgres://site:***@127.0.0.1:${port}/site): gave up waiting for the database after 1 s (DATABASE_WAIT_SECONDS)`,
    );
    expect(output).not.toContain('hunter2');
  }, 60_000);
});
