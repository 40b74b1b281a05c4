/**
 * The office's view of the leads in the database (DATABASE_URL, else var/site.db).
 *
 *   npm run leads                          every lead, newest first, as a table
 *   npm run leads -- --csv > leads.csv     the same as RFC 4180 CSV for a spreadsheet
 *   npm run leads -- --since 2026-01-01    only leads received on or after that day (DC time)
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createDatabase } from '../server/kernel/db/database';
import { describeDatabase, parseDatabaseUrl, type DatabaseConfig } from '../server/kernel/config';
import { business } from '../data/business';
import { businessTime, leadsCsv } from '../server/features/leads/csv';
import { serviceLabel } from '../server/kernel/mail/mailer';
import { createLeadStore, type StoredLead } from '../server/features/leads/store';

// The office's export (/office/export/leads.csv) writes the same CSV; both live in server/features/leads/csv.ts.
export { businessTime, leadsCsv };

export const USAGE = 'usage: npm run leads -- [--csv] [--since YYYY-MM-DD]   (reads DATABASE_URL, else var/site.db)';

export class UsageError extends Error {}

export interface LeadsArgs {
  csv: boolean;
  /** YYYY-MM-DD, a day in the business's time zone. */
  since?: string;
  database: DatabaseConfig;
  help: boolean;
}

export function parseLeadsArgs(argv: string[], env: Record<string, string | undefined> = process.env): LeadsArgs {
  let values: { csv?: boolean; since?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        csv: { type: 'boolean' },
        since: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.since !== undefined && !isCalendarDate(values.since)) {
    throw new UsageError(`--since must be a date like 2026-01-01 (got "${values.since}")`);
  }
  const database = parseDatabaseUrl(env.DATABASE_URL);
  if (typeof database === 'string') throw new UsageError(database);
  return {
    csv: values.csv ?? false,
    database,
    help: values.help ?? false,
    ...(values.since !== undefined ? { since: values.since } : {}),
  };
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The instant a day (YYYY-MM-DD) begins in the business's time zone, as ISO 8601 UTC. */
export function businessDayStart(day: string): string {
  // Midnight in Washington is 04:00 or 05:00 UTC (EDT or EST); clocks change at 2 AM, so exactly one fits.
  for (const hour of [4, 5]) {
    const candidate = new Date(`${day}T0${hour}:00:00.000Z`).toISOString();
    if (businessTime(candidate) === `${day} 00:00`) return candidate;
  }
  throw new Error(`no midnight found for ${day} in ${business.timeZone}`);
}

/** Leads received on or after `since` (a day in the business's time zone), newest first. */
export function selectLeads(leads: StoredLead[], since?: string): StoredLead[] {
  const time = (lead: StoredLead) => Date.parse(lead.receivedAt) || 0;
  return leads
    .filter((lead) => since === undefined || businessTime(lead.receivedAt).slice(0, 10) >= since)
    .sort((a, b) => time(b) - time(a));
}

/**
 * What a terminal may safely show: control characters (escape sequences could rewrite the screen) and
 * bidirectional overrides become "?", any run of blank space one space, and long text is cut short.
 */
export function terminalSafe(value: string, maxLength: number): string {
  const clean = value
    .replace(/[\r\n\t]+/g, ' ')
    // eslint-disable-next-line no-control-regex -- neutralising control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '?')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...clean];
  return chars.length > maxLength ? `${chars.slice(0, maxLength - 1).join('')}…` : clean;
}

const TABLE_COLUMNS: { header: string; width: number; value: (lead: StoredLead) => string }[] = [
  { header: 'Received (ET)', width: 16, value: (lead) => businessTime(lead.receivedAt) },
  { header: 'Name', width: 28, value: (lead) => lead.name },
  { header: 'Phone', width: 20, value: (lead) => lead.phone },
  { header: 'E-mail', width: 36, value: (lead) => lead.email },
  { header: 'Service', width: 14, value: (lead) => serviceLabel(lead.service) },
  { header: 'Message', width: 60, value: (lead) => lead.message },
];

/** A plain-text table, one lead per line, columns as wide as their widest cell (within a cap). */
export function leadsTable(leads: StoredLead[]): string {
  const rows = leads.map((lead) => TABLE_COLUMNS.map((column) => terminalSafe(column.value(lead), column.width)));
  const widths = TABLE_COLUMNS.map((column, i) =>
    Math.max([...column.header].length, ...rows.map((row) => [...row[i]!].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell + ' '.repeat(widths[i]! - [...cell].length))
      .join('  ')
      .trimEnd();
  return (
    [line(TABLE_COLUMNS.map((c) => c.header)), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') +
    '\n'
  );
}

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Runs the command; returns the exit code (0 fine, 1 database unavailable, 2 bad usage). */
export async function runLeads(argv: string[], env: Record<string, string | undefined>, io: Output): Promise<number> {
  let args: LeadsArgs;
  try {
    args = parseLeadsArgs(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`leads: ${error.message}\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    io.out(`${USAGE}\n`);
    return 0;
  }
  const where = describeDatabase(args.database);
  const scope = `the database (${where})${args.since ? ` since ${args.since}` : ''}`;
  // Reading must not create an empty database where the site has never run (or where a path is mistyped).
  if (args.database.engine === 'sqlite' && !existsSync(args.database.file)) {
    if (args.csv) io.out(leadsCsv([]));
    else io.out(`No leads: there is no database at ${args.database.file} yet.\n`);
    return 0;
  }
  const database = createDatabase(args.database);
  let leads: StoredLead[];
  try {
    const listed = await createLeadStore(database).listLeads(
      args.since === undefined ? {} : { since: businessDayStart(args.since) },
    );
    leads = selectLeads(listed, args.since);
  } catch (error) {
    io.err(`leads: cannot read ${where}: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await database.close();
  }
  if (args.csv) {
    io.out(leadsCsv(leads));
    return 0;
  }
  if (leads.length === 0) {
    io.out(`No leads in ${scope}.\n`);
    return 0;
  }
  io.out(leadsTable(leads));
  io.out(
    `\n${leads.length} lead${leads.length === 1 ? '' : 's'} in ${scope}, newest first. Use --csv for every field in full.\n`,
  );
  return 0;
}
