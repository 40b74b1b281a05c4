import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runLeads } from '../../scripts/leads';
import { leadEmails } from '../../server/features/leads/lead-emails';
import { importLegacyLeads, legacyImportMessage } from '../../server/features/leads/legacy-import';
import { createLeadOutbox, type LeadOutbox } from '../../server/features/leads/outbox';
import { createLeadStore } from '../../server/features/leads/store';
import { testEngines } from '../helpers/engines';

const legacy = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  receivedAt: '2026-03-01T12:00:00.000Z',
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '(301) 555-0100',
  service: 'dryer',
  message: 'No heat.',
  ...extra,
});

/** Less than a day after the leads in writeLegacyFiles came in: none of them is old. */
const JUST_AFTER = new Date('2026-03-02T10:00:00.000Z');

let dir: string;
let file: string;
const outboxes: LeadOutbox[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'car-legacy-'));
  file = path.join(dir, 'leads.jsonl');
});
afterEach(async () => {
  await Promise.all(outboxes.splice(0).map((outbox) => outbox.stop()));
  rmSync(dir, { recursive: true, force: true });
});

/** A leads file as a crash left it: three leads, an odd one, a torn last line; two of them e-mailed. */
function writeLegacyFiles() {
  const lines = [
    legacy('id-a', 'Ann'),
    legacy('id-b', 'Bob'),
    // Older versions could leave a lead without a message, or with a service that is not text.
    {
      id: 'id-c',
      receivedAt: '2026-03-02T09:30:00.000Z',
      name: 'Cy',
      email: 'cy@example.com',
      phone: '2025550100',
      service: 7,
    },
  ].map((lead) => JSON.stringify(lead));
  writeFileSync(file, `${lines.join('\n')}\n{"hello":"no id"}\n{"id":"id-torn","receivedAt":"2026-03-0`);
  writeFileSync(`${file}.sent`, 'id-a\nid-c\nid-');
}

describe.each(testEngines('the legacy leads import', { postgres: false }))(
  'the legacy leads import on $name',
  (engine) => {
    it('imports a torn leads file and its sent file once; a second run imports nothing; sent leads are not resent', async () => {
      writeLegacyFiles();
      const url = await engine.migratedDatabaseUrl();
      const database = await engine.open(url);
      const first = await importLegacyLeads(database, file, { now: () => JUST_AFTER });
      expect(first).toMatchObject({
        found: true,
        leads: 3,
        imported: 3,
        importedSent: 2,
        importedOld: 0,
        skippedLines: 2,
        problems: [],
      });
      expect(legacyImportMessage(first)).toEqual({
        level: 'warn',
        message: `Legacy leads file ${file}: imported 3 lead(s) into the database (2 already e-mailed), 2 unreadable line(s) skipped; the file is left in place and is no longer written.`,
      });

      const store = createLeadStore(database);
      expect((await store.listLeads()).map((l) => l.id).sort()).toEqual(['id-a', 'id-b', 'id-c']);
      expect(await store.getLead('id-c')).toEqual({
        id: 'id-c',
        receivedAt: '2026-03-02T09:30:00.000Z',
        language: 'en',
        name: 'Cy',
        email: 'cy@example.com',
        phone: '2025550100',
        service: '7',
        message: '',
      });

      const second = await importLegacyLeads(database, file, { now: () => JUST_AFTER });
      expect(second).toMatchObject({ found: true, leads: 3, imported: 0, importedSent: 0 });
      expect(legacyImportMessage(second)?.message).toMatch(
        /all 3 lead\(s\) already in the database, nothing to import/,
      );
      expect(await store.listLeads()).toHaveLength(3);

      const sent: string[] = [];
      const outbox = createLeadOutbox({
        database,
        send: async (l) => void sent.push(l.id),
        log: { log() {}, error() {} },
      });
      outboxes.push(outbox);
      await vi.waitFor(async () => expect(await outbox.pending()).toEqual([]), { timeout: 3000 });
      expect(sent).toEqual(['id-b']);
      expect((await leadEmails(database).state('id-a'))?.status).toBe('sent');

      // The file is left as it was.
      expect(readFileSync(file, 'utf8')).toContain('"id-torn"');

      // And the office's export reads the imported odd lead without tripping over it.
      let out = '';
      const code = await runLeads(['--csv'], { DATABASE_URL: url }, { out: (t) => (out += t), err: () => {} });
      expect(code).toBe(0);
      expect(out).toContain('id-c');
    });

    it('imports leads older than a day without e-mailing them, says so once in the activity log, e-mails the recent', async () => {
      const now = new Date('2026-03-10T12:00:00.000Z');
      const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
      const old = Array.from({ length: 200 }, (_, n) =>
        legacy(`old-${n}`, `Old${n}`, { receivedAt: hoursAgo(25 + n) }),
      );
      const lines = [
        ...old,
        legacy('recent-1', 'Rita', { receivedAt: hoursAgo(23) }),
        legacy('recent-2', 'Ravi', { receivedAt: hoursAgo(1) }),
        legacy('old-sent', 'Sam', { receivedAt: hoursAgo(100) }),
        legacy('no-time', 'Nat', { receivedAt: 'last Tuesday' }),
      ];
      writeFileSync(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
      writeFileSync(`${file}.sent`, 'old-sent\n');
      // A lead whose time cannot be read takes the file's: two days old here.
      utimesSync(file, new Date(hoursAgo(48)), new Date(hoursAgo(48)));
      const database = await engine.open();

      const report = await importLegacyLeads(database, file, { now: () => now });
      expect(report).toMatchObject({ imported: 204, importedSent: 1, importedOld: 201 });
      expect(legacyImportMessage(report)?.message).toContain(
        'imported 204 lead(s) into the database (1 already e-mailed, 201 older than 24 hours not e-mailed)',
      );
      expect((await leadEmails(database).pendingIds()).sort()).toEqual(['recent-1', 'recent-2']);
      expect(await createLeadStore(database).listLeads()).toHaveLength(204);
      const activity = await database.db.selectFrom('office_activity').selectAll().execute();
      expect(activity).toEqual([
        expect.objectContaining({
          action: 'Old leads imported',
          detail:
            '204 lead(s) imported from the leads file of the earlier version; 201 older than 24 hours not e-mailed (see Leads); 1 e-mailed already; 2 recent one(s) e-mailed now',
        }),
      ]);

      // A later start, days on: nothing new, no e-mail for the old ones, no second line in the log.
      const again = await importLegacyLeads(database, file, { now: () => new Date('2026-03-20T12:00:00.000Z') });
      expect(again).toMatchObject({ imported: 0, importedOld: 0 });
      expect((await leadEmails(database).pendingIds()).sort()).toEqual(['recent-1', 'recent-2']);
      expect(await database.db.selectFrom('office_activity').selectAll().execute()).toHaveLength(1);
    });

    it('starts whatever the file holds: a missing file is no import, a folder or unreadable file is reported', async () => {
      const database = await engine.open();
      const missing = await importLegacyLeads(database, path.join(dir, 'none.jsonl'));
      expect(missing).toMatchObject({ found: false, problems: [] });
      expect(legacyImportMessage(missing)).toBeUndefined();

      const folder = path.join(dir, 'a-folder.jsonl');
      mkdirSync(folder);
      const report = await importLegacyLeads(database, folder);
      expect(report).toMatchObject({ found: false, problems: [`${folder} is a folder, not a file`] });
      expect(legacyImportMessage(report)).toEqual({
        level: 'warn',
        message: `Legacy leads file not imported. Problems: ${folder} is a folder, not a file.`,
      });

      // A sent file that is a folder: the leads come in, treated as not e-mailed (better twice than never).
      writeFileSync(file, `${JSON.stringify(legacy('id-x', 'Xavier'))}\n`);
      mkdirSync(`${file}.sent`);
      const partly = await importLegacyLeads(database, file, { now: () => JUST_AFTER });
      expect(partly).toMatchObject({ found: true, imported: 1, importedSent: 0 });
      expect(partly.problems[0]).toMatch(/is a folder, not a file; its leads are treated as not e-mailed/);
      expect((await leadEmails(database).state('id-x'))?.status).toBe('pending');
    });
  },
);
