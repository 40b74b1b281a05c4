import { parse } from 'csv-parse/sync';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businessTime, leadsCsv, runLeads, selectLeads } from '../../scripts/leads';
import { readLeads, type StoredLead } from '../../server/leads/store';

const root = path.resolve(import.meta.dirname, '..', '..');

/** A leads file as the office might find it: awkward text everywhere, and a write cut short at the end. */
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

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'car-export-'));
  file = path.join(dir, 'leads.jsonl');
  writeFileSync(
    file,
    leads.map((lead) => JSON.stringify(lead)).join('\n') + '\n{"id":"lead-torn","receivedAt":"2026-04-0',
  );
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function run(argv: string[], env: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const code = runLeads(argv, env, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

describe('the leads export', () => {
  it('reads every intact lead and shows them newest first, on the office clock', () => {
    expect(readLeads(file)).toHaveLength(3);
    expect(selectLeads(readLeads(file)).map((l) => l.id)).toEqual(['lead-bob', 'lead-ann', 'lead-carl']);
    // 01:30 UTC on 5 March is still the evening of 4 March in Washington.
    expect(businessTime('2026-03-05T01:30:00.000Z')).toBe('2026-03-04 20:30');
    expect(businessTime('2026-07-04T16:30:00.000Z')).toBe('2026-07-04 12:30');
  });

  it('prints a table with a header, one line per lead and no raw control characters', () => {
    const { code, out } = run(['--file', file]);
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
    expect(lines.at(-1)).toBe(`3 leads in ${file}, newest first. Use --csv for every field in full.`);
  });

  it('writes RFC 4180 CSV that a parser reads back field for field, formulas neutralised', () => {
    const csv = leadsCsv(selectLeads(readLeads(file)));
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

  it('filters with --since by the day in Washington, and refuses a date that does not exist', () => {
    const ids = (out: string) =>
      (parse(out, { bom: true, columns: true }) as Record<string, string>[]).map((row) => row['Lead ID']);
    expect(ids(run(['--csv', '--since', '2026-01-01', '--file', file]).out)).toEqual(['lead-bob', 'lead-ann']);
    expect(ids(run(['--csv', '--since', '2026-03-04', '--file', file]).out)).toEqual(['lead-bob']);
    expect(ids(run(['--csv', '--since', '2026-03-05', '--file', file]).out)).toEqual([]);
    expect(run(['--since', '2027-01-01', '--file', file]).out).toBe(`No leads in ${file} since 2027-01-01.\n`);

    for (const bad of ['2026-02-30', '01/02/2026', 'yesterday', '2026-1-1']) {
      const { code, out, err } = run(['--since', bad, '--file', file]);
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(err).toContain(`leads: --since must be a date like 2026-01-01 (got "${bad}")`);
    }
    expect(run(['--sinse', '2026-01-01']).err).toMatch(/^leads: Unknown option '--sinse'/);
  });

  it('reads LEADS_FILE when no --file is given, and a missing file has no leads', () => {
    expect(run([], { LEADS_FILE: file }).out).toContain('3 leads in');
    const missing = path.join(dir, 'none.jsonl');
    expect(run([], { LEADS_FILE: missing }).out).toBe(`No leads in ${missing}.\n`);
    expect(run(['--csv', '--file', missing]).out).toBe(
      '\uFEFFReceived (ET),Name,Phone,E-mail,Service,Message,Received (UTC),Lead ID\r\n',
    );
  });

  it('runs as `npm run leads -- --csv` does, writing only the CSV to stdout', async () => {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/leads.ts', '--csv'],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', LEADS_FILE: file },
      },
    );
    expect(stderr).toBe('');
    expect(stdout).toBe(leadsCsv(selectLeads(readLeads(file))));
    expect((parse(stdout, { bom: true, columns: true }) as unknown[]).length).toBe(3);

    const failed = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/leads.ts', '--since', 'soon'],
      { cwd: root },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--since must be a date like 2026-01-01 (got "soon")'),
    });
  }, 20_000);
});
