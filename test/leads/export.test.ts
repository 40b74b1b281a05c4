import { parse } from 'csv-parse/sync';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { businessDayStart, businessTime, leadsCsv, runLeads, selectLeads } from '../../scripts/leads';
import type { StoredLead } from '../../server/features/leads/store';
import { testEngines, type TestEngine } from '../helpers/engines';
import { storedLeads } from '../helpers/leads';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Leads as the office might find them: awkward text everywhere. */
const leads: StoredLead[] = [
  {
    id: 'lead-ann',
    receivedAt: '2026-01-02T15:00:00.000Z',
    name: 'Ann "Annie" Smith, Jr.',
    email: 'ann@example.com',
    phone: '+1 202 555 0100',
    service: 'washer',
    message: 'Line one\nLine two, with a comma and "quotes"',
  },
  {
    id: 'lead-bob',
    receivedAt: '2026-03-05T01:30:00.000Z',
    name: '=HYPERLINK("http://evil.test","click")',
    email: 'bob@example.com',
    phone: '(301) 555-0101',
    service: '',
    message: '-2+3 \u001b[2J cleared?',
  },
  {
    id: 'lead-carl',
    receivedAt: '2025-12-31T12:00:00.000Z',
    name: '@Carl',
    email: 'carl@example.com',
    phone: '202-555-0102',
    service: 'oven',
    message: '\tTabbed\r\nand CR',
  },
];

const engines = testEngines('the leads export', { postgres: false });

/** A database holding the leads above, as the office might find it. */
async function seed(engine: TestEngine): Promise<string> {
  const url = await engine.migratedDatabaseUrl();
  const database = await engine.open(url);
  for (const { receivedAt, ...lead } of leads) {
    await database.db
      .insertInto('leads')
      .values({ ...lead, received_at: receivedAt })
      .execute();
  }
  return url;
}

async function run(argv: string[], env: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const code = await runLeads(argv, env, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

describe('the office clock', () => {
  it('shows when a lead came in on Washington time, and finds where a Washington day begins', () => {
    // 01:30 UTC on 5 March is still the evening of 4 March in Washington.
    expect(businessTime('2026-03-05T01:30:00.000Z')).toBe('2026-03-04 20:30');
    expect(businessTime('2026-07-04T16:30:00.000Z')).toBe('2026-07-04 12:30');
    expect(businessDayStart('2026-01-15')).toBe('2026-01-15T05:00:00.000Z');
    expect(businessDayStart('2026-07-04')).toBe('2026-07-04T04:00:00.000Z');
    // The days the clocks change: midnight is still on the old time.
    expect(businessDayStart('2026-03-08')).toBe('2026-03-08T05:00:00.000Z');
    expect(businessDayStart('2026-11-01')).toBe('2026-11-01T04:00:00.000Z');
  });
});

describe.each(engines)('the leads export on $name', (engine) => {
  it('reads every lead and shows them newest first', async () => {
    const url = await seed(engine);
    expect(selectLeads(await storedLeads(url)).map((l) => l.id)).toEqual(['lead-bob', 'lead-ann', 'lead-carl']);
  });

  it('prints a table with a header, one line per lead and no raw control characters', async () => {
    const url = await seed(engine);
    const { code, out } = await run([], { DATABASE_URL: url });
    expect(code).toBe(0);
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Received \(ET\) +Name +Phone +E-mail +Service +Message$/);
    expect(lines[1]).toMatch(/^-+( +-+){5}$/);
    expect(lines.slice(2, 5).map((line) => line.slice(0, 16))).toEqual([
      '2026-03-04 20:30',
      '2026-01-02 10:00',
      '2025-12-31 07:00',
    ]);
    expect(lines[3]).toContain('Ann "Annie" Smith, Jr.');
    expect(lines[3]).toContain('Washer');
    expect(lines[3]).toContain('Line one Line two, with a comma and "quotes"');
    expect(lines[2]).toContain('Not specified');
    expect(lines[2]).toContain('-2+3 ?[2J cleared?');
    // eslint-disable-next-line no-control-regex -- checking that none got through
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
    // Columns line up: every lead's phone starts where the header's does.
    const phoneAt = lines[0]!.indexOf('Phone');
    expect(lines.slice(2, 5).map((line) => line.slice(phoneAt).split('  ')[0])).toEqual([
      '(301) 555-0101',
      '+1 202 555 0100',
      '202-555-0102',
    ]);
    expect(lines.at(-1)).toMatch(/^3 leads in the database \((SQLite|PostgreSQL) at .+\), newest first\. Use --csv/);
  });

  it('writes RFC 4180 CSV that a parser reads back field for field, formulas neutralised', async () => {
    const url = await seed(engine);
    const { out: csv } = await run(['--csv'], { DATABASE_URL: url });
    expect(csv.startsWith('\uFEFFReceived (ET),Name,Phone,E-mail,Service,Message,Received (UTC),Lead ID\r\n')).toBe(
      true,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv).toContain('"Ann ""Annie"" Smith, Jr."');
    expect(csv).toContain('"Line one\nLine two, with a comma and ""quotes"""');

    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        'Received (ET)': '2026-03-04 20:30',
        Name: `'=HYPERLINK("http://evil.test","click")`,
        Phone: '(301) 555-0101',
        'E-mail': 'bob@example.com',
        Service: 'Not specified',
        Message: "'-2+3 [2J cleared?", // the escape character is dropped, as the form drops it
        'Received (UTC)': '2026-03-05T01:30:00.000Z',
        'Lead ID': 'lead-bob',
      },
      {
        'Received (ET)': '2026-01-02 10:00',
        Name: 'Ann "Annie" Smith, Jr.',
        Phone: "'+1 202 555 0100",
        'E-mail': 'ann@example.com',
        Service: 'Washer',
        Message: 'Line one\nLine two, with a comma and "quotes"',
        'Received (UTC)': '2026-01-02T15:00:00.000Z',
        'Lead ID': 'lead-ann',
      },
      {
        'Received (ET)': '2025-12-31 07:00',
        Name: "'@Carl",
        Phone: '202-555-0102',
        'E-mail': 'carl@example.com',
        Service: 'Oven',
        Message: 'Tabbed\nand CR',
        'Received (UTC)': '2025-12-31T12:00:00.000Z',
        'Lead ID': 'lead-carl',
      },
    ]);
  });

  it('filters with --since by the day in Washington, and refuses a date that does not exist', async () => {
    const env = { DATABASE_URL: await seed(engine) };
    const ids = async (argv: string[]) =>
      (parse((await run(argv, env)).out, { bom: true, columns: true }) as Record<string, string>[]).map(
        (row) => row['Lead ID'],
      );
    expect(await ids(['--csv', '--since', '2026-01-01'])).toEqual(['lead-bob', 'lead-ann']);
    expect(await ids(['--csv', '--since', '2026-03-04'])).toEqual(['lead-bob']);
    expect(await ids(['--csv', '--since', '2026-03-05'])).toEqual([]);
    expect((await run(['--since', '2027-01-01'], env)).out).toMatch(
      /^No leads in the database \(.+\) since 2027-01-01\.\n$/,
    );

    for (const bad of ['2026-02-30', '01/02/2026', 'yesterday', '2026-1-1']) {
      const { code, out, err } = await run(['--since', bad], env);
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(err).toContain(`leads: --since must be a date like 2026-01-01 (got "${bad}")`);
    }
    expect((await run(['--sinse', '2026-01-01'], env)).err).toMatch(/^leads: Unknown option '--sinse'/);
  });

  it('lists a lead with odd stored fields instead of crashing', async () => {
    const url = await seed(engine);
    const database = await engine.open(url);
    // A row edited by hand: SQLite keeps whatever type it is given, so a blob can sit in a text column.
    const odd = engine.name === 'sqlite' ? sql`x'00ff'` : sql`''`;
    await sql`insert into leads (id, received_at, name, email, phone, service, message)
      values ('lead-odd', '2026-02-01T12:00:00.000Z', 'Odd', '', '', ${odd}, ${odd})`.execute(database.db);
    const table = await run([], { DATABASE_URL: url });
    expect(table.code).toBe(0);
    expect(table.out).toContain('4 leads in');
    const csv = await run(['--csv'], { DATABASE_URL: url });
    expect((parse(csv.out, { bom: true, columns: true }) as Record<string, string>[]).map((r) => r.Name)).toContain(
      'Odd',
    );
  });

  it('runs as `npm run leads -- --csv` does, writing only the CSV to stdout', async () => {
    const url = await seed(engine);
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/cli.ts', 'leads', '--csv'],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', DATABASE_URL: url },
      },
    );
    expect(stderr).toBe('');
    expect(stdout).toBe(leadsCsv(selectLeads(await storedLeads(url))));
    expect((parse(stdout, { bom: true, columns: true }) as unknown[]).length).toBe(3);
  }, 60_000);
});

describe('the leads export without a database', () => {
  it('says there are no leads where the site never ran, and creates no database there', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'car-export-'));
    try {
      const file = path.join(dir, 'site.db');
      expect((await run([], { DATABASE_URL: `file:${file}` })).out).toBe(
        `No leads: there is no database at ${file} yet.\n`,
      );
      expect((await run(['--csv'], { DATABASE_URL: `file:${file}` })).out).toBe(
        '\uFEFFReceived (ET),Name,Phone,E-mail,Service,Message,Received (UTC),Lead ID\r\n',
      );
      expect(existsSync(file)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // The arguments are read before any database is opened: one start through tsx, not one per engine.
  it('refuses a --since that is no date as `npm run leads` does, with exit code 2', async () => {
    const failed = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/cli.ts', 'leads', '--since', 'soon'],
      { cwd: root },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--since must be a date like 2026-01-01 (got "soon")'),
    });
  }, 60_000);

  it('refuses a malformed DATABASE_URL, naming it', async () => {
    const { code, err } = await run([], { DATABASE_URL: 'mysql://x/y' });
    expect(code).toBe(2);
    expect(err).toContain('DATABASE_URL must be');
  });
});
