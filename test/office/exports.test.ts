/**
 * The owner's Exports screen: leads.csv carries each lead's status and notes, and everything the shop owns
 * downloads as one file in one click, private, logged, and for the owner alone.
 */
import { parse } from 'csv-parse/sync';
import { load } from 'cheerio';
import { gunzipSync } from 'node:zlib';
import type { Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import { onSqliteOnly, testEngines } from '../helpers/engines';
import { officeApp, seedLead, testPasswordHash } from '../helpers/office';

const engines = testEngines('the office exports');

/** The raw bytes of a download, whatever its type. */
const bytes = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe.each(engines)('the office exports on $name', (engine) => {
  it("writes each lead's status and notes into leads.csv, oldest note first", async () => {
    const database = await engine.open();
    const office = await officeApp(database);
    const browser = await office.signIn();
    const get = (path: string) => office.http.get(path).set('Cookie', browser.cookie);
    const post = (path: string, form: Record<string, string>) =>
      office.http
        .post(path)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, ...form });
    const quiet = await seedLead(database, { name: 'Quiet Lead', received_at: '2026-11-19T15:00:00.000Z' });
    const called = await seedLead(database, { name: 'Called Lead', received_at: '2026-11-20T15:00:00.000Z' });
    expect((await post(`/office/leads/${called}/notes`, { body: 'Left a message.\nTry after 5.' })).status).toBe(303);
    office.clock.set(new Date(office.clock.now().getTime() + 60_000));
    expect((await post(`/office/leads/${called}/notes`, { body: '=SUM(A1) she said' })).status).toBe(303);
    expect((await post(`/office/leads/${called}/status`, { status: 'called back' })).status).toBe(303);

    const csv = await get('/office/export/leads.csv');
    expect(csv.status).toBe(200);
    const rows = parse(csv.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([
      'Received (ET)',
      'Name',
      'Phone',
      'E-mail',
      'Service',
      'Message',
      'Status',
      'Notes',
      'Received (UTC)',
      'Lead ID',
    ]);
    expect(rows.map((row) => [row['Lead ID'], row.Status])).toEqual([
      [called, 'called back'],
      [quiet, 'new'],
    ]);
    const notes = rows[0]!.Notes!.split('\n\n');
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/^2026-11-2\d \d\d:\d\d owner@example\.com: Left a message\.\nTry after 5\.$/);
    // A note is never a formula: each paragraph starts with its time.
    expect(notes[1]).toMatch(/^2026-11-2\d \d\d:\d\d owner@example\.com: =SUM\(A1\) she said$/);
    expect(rows[1]!.Notes).toBe('');
  });

  onSqliteOnly(engine)('downloads everything as one private gzip file for the owner alone, and logs it', async () => {
    const database = await engine.open();
    const office = await officeApp(database);
    const password = 'wrench-lantern-meadow-42';
    for (const role of ['dispatcher', 'technician'] as const)
      await office.store.addUser(`${role}@example.com`, await testPasswordHash(password), new Date(), { role });
    const owner = await office.signIn();
    const lead = await seedLead(database, { name: 'Whole Story' });

    const page = load((await office.http.get('/office/exports').set('Cookie', owner.cookie)).text);
    const link = page('a[href="/office/export/everything.ndjson.gz"]');
    expect(link.length).toBe(1);

    const file = await office.http
      .get('/office/export/everything.ndjson.gz')
      .set('Cookie', owner.cookie)
      .buffer(true)
      .parse(bytes);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="?capital-appliance-repair-2026-11-23\.ndjson\.gz"?$/,
    );
    expect(file.headers['cache-control']).toBe('no-store');
    // The file is gzip itself: never compressed again on the way.
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.headers['x-robots-tag']).toContain('noindex');
    const lines = gunzipSync(file.body as Buffer)
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ format: 'capital-appliance-repair-export', version: 1 });
    expect(lines).toContainEqual({ table: 'leads', row: expect.objectContaining({ id: lead, name: 'Whole Story' }) });
    // The download is in the activity log, and in the file's own copy of it.
    expect(lines).toContainEqual({
      table: 'office_activity',
      row: expect.objectContaining({ action: 'Downloaded the full export', user_email: 'owner@example.com' }),
    });
    expect(lines.at(-1)).toMatchObject({ end: true });
    expect((await office.http.get('/office/activity').set('Cookie', owner.cookie)).text).toContain(
      'Downloaded the full export',
    );

    for (const role of ['dispatcher', 'technician'] as const) {
      const browser = await office.signIn(`${role}@example.com`, password);
      const refused = await office.http.get('/office/export/everything.ndjson.gz').set('Cookie', browser.cookie);
      expect(refused.status, role).toBe(403);
      expect(refused.headers['content-type'], role).toMatch(/^text\/html/);
      expect(refused.text, role).not.toContain('Whole Story');
    }
  });
});
