import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { LEGACY_LEAD_NOTICE_MAX_AGE_HOURS } from '../../../data/contact';
import { linkCustomer } from '../customers';
import type { AppDatabase } from '../../kernel/db/database';
import { toStoredLead, type StoredLead } from './store';

/**
 * Earlier versions kept leads in a JSON Lines file (one lead per line, fsynced) and the ids of e-mailed ones in
 * a `.sent` file beside it. At start-up both are imported into the database once: by lead id, so a second run
 * imports nothing twice, and a lead already e-mailed is not e-mailed again. A lead not e-mailed is e-mailed now
 * only when it came in within LEGACY_LEAD_NOTICE_MAX_AGE_HOURS: an old file can hold thousands of leads answered
 * long ago, and a notice for each would bury the office's inbox. The older ones are imported without an e-mail
 * (the office sees them in its leads list), and one line in the office's activity log says how many came in and
 * how many of those were not e-mailed. The files are left in place.
 *
 * Stored data is never a reason not to start: a torn line, a lead with a missing or odd field, a file that
 * cannot be read (or is a folder) are counted and reported, and everything readable is imported.
 */
export interface LegacyImport {
  file: string;
  /** The file was there and readable. */
  found: boolean;
  /** Why the file, or its sent file, could not be read, if so. */
  problems: string[];
  /** Whole leads in the file. */
  leads: number;
  /** New in the database now... */
  imported: number;
  /** ...of which these had been e-mailed already and are recorded as sent... */
  importedSent: number;
  /** ...and these were not, but are older than LEGACY_LEAD_NOTICE_MAX_AGE_HOURS, so they are not e-mailed now. */
  importedOld: number;
  /** Lines that are not a lead with an id (a write cut short by a crash, or something else). */
  skippedLines: number;
}

export const sentFileFor = (leadsFile: string) => `${leadsFile}.sent`;

type Read = { text: string } | { missing: true } | { problem: string };

function readText(file: string): Read {
  try {
    if (statSync(file).isDirectory()) return { problem: `${file} is a folder, not a file` };
    return { text: readFileSync(file, 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { missing: true };
    return { problem: `cannot read ${file}: ${(error as Error).message}` };
  }
}

/** The leads in a legacy file's text, tolerating torn lines and leads with missing or wrongly typed fields. */
export function parseLegacyLeads(text: string, fallbackReceivedAt: string): { leads: StoredLead[]; skipped: number } {
  const leads: StoredLead[] = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      skipped += 1;
      continue;
    }
    const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    // Without an id there is nothing to import it by, and a second start would import it again.
    if (typeof record.id !== 'string' || record.id.trim() === '') {
      skipped += 1;
      continue;
    }
    const lead = toStoredLead({ ...record, received_at: record.receivedAt });
    // A time that is not one ("last Tuesday") would stop PostgreSQL storing the lead: the file's time stands in.
    const received = Date.parse(lead.receivedAt);
    leads.push({ ...lead, receivedAt: Number.isNaN(received) ? fallbackReceivedAt : new Date(received).toISOString() });
  }
  return { leads, skipped };
}

/** The ids in a sent file; a torn last line is an id that matches no lead. */
export function parseSentIds(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

export interface LegacyImportOptions {
  /** The clock a lead's age is read with; tests set it. */
  now?: () => Date;
}

export async function importLegacyLeads(
  database: AppDatabase,
  file: string,
  { now = () => new Date() }: LegacyImportOptions = {},
): Promise<LegacyImport> {
  const report: LegacyImport = {
    file,
    found: false,
    problems: [],
    leads: 0,
    imported: 0,
    importedSent: 0,
    importedOld: 0,
    skippedLines: 0,
  };
  const leadsText = readText(file);
  if ('missing' in leadsText) return report;
  if ('problem' in leadsText) {
    report.problems.push(leadsText.problem);
    return report;
  }
  report.found = true;
  let fallback = new Date().toISOString();
  try {
    fallback = statSync(file).mtime.toISOString();
  } catch {
    // the time of the import will do
  }
  const { leads, skipped } = parseLegacyLeads(leadsText.text, fallback);
  report.leads = leads.length;
  report.skippedLines = skipped;
  const sentText = readText(sentFileFor(file));
  if ('problem' in sentText) report.problems.push(`${sentText.problem}; its leads are treated as not e-mailed`);
  const sent = 'text' in sentText ? parseSentIds(sentText.text) : new Set<string>();

  await database.ready();
  const importedAt = now().toISOString();
  const noticeAfter = now().getTime() - LEGACY_LEAD_NOTICE_MAX_AGE_HOURS * 3_600_000;
  // A time that cannot be read is taken as old: better a lead in the list than a burst of e-mails.
  const isRecent = (lead: StoredLead) => Date.parse(lead.receivedAt) >= noticeAfter;
  await database.db.transaction().execute(async (trx) => {
    for (const lead of leads) {
      const inserted = await trx
        .insertInto('leads')
        .values({
          id: lead.id,
          received_at: lead.receivedAt,
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          service: lead.service,
          message: lead.message,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      const wasSent = sent.has(lead.id);
      if (isNew) {
        await linkCustomer(trx, database.engine, { kind: 'lead', ...lead, at: lead.receivedAt });
        report.imported += 1;
        if (wasSent) report.importedSent += 1;
      }
      // Imported now or before: an old lead never gets a notice queued, a second start included.
      if (!wasSent && !isRecent(lead)) {
        if (isNew) report.importedOld += 1;
        continue;
      }
      await trx
        .insertInto('lead_emails')
        .values(
          wasSent
            ? { lead_id: lead.id, status: 'sent', next_attempt_at: lead.receivedAt, sent_at: importedAt }
            : { lead_id: lead.id, status: 'pending', next_attempt_at: lead.receivedAt },
        )
        .onConflict((conflict) => conflict.column('lead_id').doNothing())
        .execute();
    }
    if (report.imported > 0) {
      await trx
        .insertInto('office_activity')
        .values({
          id: randomUUID(),
          at: importedAt,
          user_email: 'the server, at start-up',
          action: 'Old leads imported',
          detail: importSummary(report),
          client_address: 'this server',
        })
        .execute();
    }
  });
  return report;
}

/** What the office's activity log says about an import that brought leads in. */
export function importSummary(report: LegacyImport): string {
  const recent = report.imported - report.importedSent - report.importedOld;
  return [
    `${report.imported} lead(s) imported from the leads file of the earlier version`,
    report.importedOld > 0 &&
      `${report.importedOld} older than ${LEGACY_LEAD_NOTICE_MAX_AGE_HOURS} hours not e-mailed (see Leads)`,
    report.importedSent > 0 && `${report.importedSent} e-mailed already`,
    recent > 0 && `${recent} recent one(s) e-mailed now`,
  ]
    .filter(Boolean)
    .join('; ');
}

/** The start-up log line about the legacy file; none when there was no file. */
export function legacyImportMessage(report: LegacyImport): { level: 'info' | 'warn'; message: string } | undefined {
  const problems = report.problems.length > 0 ? ` Problems: ${report.problems.join('; ')}.` : '';
  if (!report.found) {
    return problems ? { level: 'warn', message: `Legacy leads file not imported.${problems}` } : undefined;
  }
  const skipped = report.skippedLines > 0 ? `, ${report.skippedLines} unreadable line(s) skipped` : '';
  const message =
    report.imported > 0
      ? `Legacy leads file ${report.file}: imported ${report.imported} lead(s) into the database (${report.importedSent} already e-mailed${report.importedOld > 0 ? `, ${report.importedOld} older than ${LEGACY_LEAD_NOTICE_MAX_AGE_HOURS} hours not e-mailed` : ''})${skipped}; the file is left in place and is no longer written.${problems}`
      : `Legacy leads file ${report.file}: all ${report.leads} lead(s) already in the database, nothing to import${skipped}; the file is left in place and is no longer written.${problems}`;
  return { level: problems || skipped ? 'warn' : 'info', message };
}
