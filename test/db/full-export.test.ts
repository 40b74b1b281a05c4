/**
 * The full export (docs/export-format.md): a shop's whole database written to one file and restored into an
 * empty database of the other engine with every row the same; a database with data, a file cut short and a
 * garbled line are refused with nothing imported.
 */
import { sql, type Kysely } from 'kysely';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDb } from '../../scripts/db';
import { linkCustomer } from '../../server/customers/link';
import type { AppDatabase } from '../../server/db/database';
import { bytesOf } from '../../server/db/engine';
import { batchesOf, portableRow, writeFullExport } from '../../server/db/portable/export';
import { writeFullExportInWorker } from '../../server/db/portable/export-in-worker';
import { randomBytes } from 'node:crypto';
import { PassThrough, Writable } from 'node:stream';
import { EXPORTED_TABLES, LEFT_OUT, planOf } from '../../server/db/portable/tables';
import type { Tables } from '../../server/db/schema';
import { EVERY_HOSTILE } from '../helpers/hostile-text';
import { testEngines, type TestEngine } from '../helpers/engines';

const engines = testEngines('the full export');

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'car-export-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const newFile = () => path.join(dir, `export-${++files}.ndjson.gz`);

/** Text a visitor might send: quotes, a backslash, JSON and HTML, line breaks, every hostile character class. */
const HOSTILE = `O'Brien "Ann" \\ {"table":"x"}\n<script>alert(1)</script> ${EVERY_HOSTILE.replaceAll('\u0000', '')} 😀 ﷺ`;
/** A photo's bytes, every byte value among them. */
const PHOTO = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
const at = (day: number) => new Date(Date.UTC(2026, 0, 1 + day, 15, 30, 0, 250)).toISOString();

/** A shop with a row in every table the export holds, written as the site writes them. */
async function fill(database: AppDatabase): Promise<void> {
  const { db, engine } = database;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('office_users')
      .values([
        {
          id: 'u-owner',
          email: 'owner@example.com',
          password_hash: '$argon2id$secret',
          created_at: at(0),
          password_changed_at: at(0),
          role: 'owner',
          name: 'Olive Owner',
          bio: '',
          feed_secret_hash: null,
        },
        {
          id: 'u-tech',
          email: 'tech@example.com',
          password_hash: '$argon2id$other',
          created_at: at(1),
          password_changed_at: at(1),
          role: 'technician',
          name: HOSTILE,
          bio: HOSTILE,
          feed_secret_hash: 'f'.repeat(64),
        },
      ])
      .execute();
    await trx
      .insertInto('team_photos')
      .values({ user_id: 'u-tech', bytes: PHOTO, content_type: 'image/webp', updated_at: at(1) })
      .execute();
    await trx
      .insertInto('office_sessions')
      .values({
        id: 's'.repeat(64),
        user_id: 'u-owner',
        created_at: at(2),
        last_seen_at: at(2),
        expires_at: at(9),
        client_address: '192.0.2.1',
      })
      .execute();
    await trx
      .insertInto('office_invites')
      .values({
        id: 'i'.repeat(64),
        user_id: 'u-tech',
        created_at: at(1),
        expires_at: at(2),
        used_at: at(1),
        created_by: 'owner@example.com',
      })
      .execute();
    await trx
      .insertInto('office_login_failures')
      .values({ id: 'f1', at: at(2), email_key: 'x@example.com', client_address: '192.0.2.9' })
      .execute();
    await trx
      .insertInto('rate_limits')
      .values({ name: 'contact', client_key: '192.0.2.9', hits: 1, reset_at: at(2) })
      .execute();

    for (const [id, name, phone, email, day] of [
      ['lead-1', HOSTILE, '(202) 555-0101', 'ann@example.com', 3],
      ['lead-2', 'Bob Lee', '301-555-0102', 'bob@example.com', 4],
    ] as const) {
      await trx
        .insertInto('leads')
        .values({
          id,
          received_at: at(day),
          name,
          email,
          phone,
          service: 'washer',
          message: HOSTILE,
          status: 'called back',
        })
        .execute();
      await trx
        .insertInto('lead_emails')
        .values({
          lead_id: id,
          status: 'sent',
          attempts: 1,
          next_attempt_at: at(day),
          lease_owner: null,
          lease_until: null,
          last_error: null,
          sent_at: at(day),
          failed_at: null,
        })
        .execute();
      await linkCustomer(trx, engine, { kind: 'lead', id, at: at(day), name, phone, email });
    }
    await trx
      .insertInto('lead_notes')
      .values({ id: 'ln-1', lead_id: 'lead-1', at: at(3), author_email: 'owner@example.com', body: HOSTILE })
      .execute();

    // The warranty visit's id sorts before its original's, so the original is read after it.
    const booking = (id: string, reference: string, day: number, extra: Partial<Record<string, unknown>> = {}) => ({
      id,
      reference,
      token_hash: `${id}-hash`.padEnd(64, '0'),
      token_expires_at: at(day + 8),
      zip: '20001',
      service: 'washer',
      window_start: at(day),
      window_end: at(day + 0.1),
      name: HOSTILE,
      phone: '(202) 555-0101',
      phone_key: '2025550101',
      email: 'ann@example.com',
      email_key: 'ann@example.com',
      address: `12 ${HOSTILE} St`,
      brand: 'Whirlpool',
      model_number: 'WTW5000',
      problem: HOSTILE,
      coupon: '',
      status: 'booked' as const,
      sequence: 1,
      created_at: at(day - 1),
      updated_at: at(day - 1),
      cancelled_at: null,
      client_address: '192.0.2.3',
      source: 'lead' as const,
      created_by: 'owner@example.com',
      lead_id: 'lead-1',
      visit_status: 'done' as const,
      technician_id: 'u-tech',
      done_at: at(day),
      ...extra,
    });
    await trx
      .insertInto('bookings')
      .values(booking('b-9-original', 'CAR-AAAAAA', 10))
      .execute();
    await trx
      .insertInto('bookings')
      .values(
        booking('b-1-warranty', 'CAR-BBBBBB', 20, {
          warranty_of: 'b-9-original',
          visit_status: 'booked',
          done_at: null,
        }),
      )
      .execute();
    for (const [id, day] of [
      ['b-9-original', 10],
      ['b-1-warranty', 20],
    ] as const)
      await linkCustomer(trx, engine, {
        kind: 'booking',
        id,
        at: at(day - 1),
        name: HOSTILE,
        phone: '(202) 555-0101',
        email: 'ann@example.com',
        address: `12 ${HOSTILE} St`,
        zip: '20001',
        reference: id === 'b-1-warranty' ? 'CAR-BBBBBB' : 'CAR-AAAAAA',
      });
    await trx
      .insertInto('window_places')
      .values({ window_start: at(20), taken: 1 })
      .execute();
    await trx
      .insertInto('booking_emails')
      .values({
        id: 'be-1',
        booking_id: 'b-1-warranty',
        kind: 'customer-confirmation',
        due_at: at(19),
        status: 'pending',
        attempts: 0,
        next_attempt_at: at(19),
        lease_owner: null,
        lease_until: null,
        last_error: null,
        sent_at: null,
        failed_at: null,
        window_start: at(20),
        window_end: at(20.1),
        previous_window_start: null,
        sequence: 1,
        manage_token: 'plain-manage-token',
        created_at: at(19),
        message: HOSTILE,
        detail: '{"card":1}',
      })
      .execute();
    await trx
      .insertInto('booking_events')
      .values({
        id: 'ev-1',
        booking_id: 'b-9-original',
        at: at(10),
        kind: 'status',
        actor_id: 'u-tech',
        actor_email: 'tech@example.com',
        from_value: 'arrived',
        to_value: 'done',
        detail: HOSTILE,
      })
      .execute();
    await trx
      .insertInto('booking_notes')
      .values({ id: 'bn-1', booking_id: 'b-9-original', at: at(10), author_email: 'owner@example.com', body: HOSTILE })
      .execute();
    await trx
      .insertInto('booking_photos')
      .values({
        id: 'ph-1',
        booking_id: 'b-9-original',
        upload_key: null,
        bytes: PHOTO,
        content_type: 'image/webp',
        width: 1600,
        height: 1200,
        position: 0,
        created_at: at(9),
        expires_at: null,
      })
      .execute();
    await trx
      .insertInto('booking_holds')
      .values({
        id: 'h-1',
        token_hash: 'h'.repeat(64),
        status: 'confirmed',
        created_at: at(5),
        expires_at: at(5.01),
        confirmed_at: at(5),
        booking_id: 'b-9-original',
        zip: '20001',
        service: 'washer',
        window_start: at(10),
        window_end: at(10.1),
        name: HOSTILE,
        phone: '2025550101',
        phone_key: '2025550101',
        email: 'ann@example.com',
        email_key: 'ann@example.com',
        address: 'x',
        brand: '',
        model_number: '',
        problem: HOSTILE,
        coupon: '',
        client_address: '192.0.2.3',
        email_status: 'pending',
        email_attempts: 0,
        email_next_attempt_at: at(5),
        lease_owner: null,
        lease_until: null,
        email_last_error: null,
        email_sent_at: null,
        link_token: 'plain-hold-token',
      })
      .execute();
    await trx
      .insertInto('texts')
      .values({
        id: 't-1',
        booking_id: 'b-9-original',
        kind: 'on-the-way',
        phone_key: '2025550101',
        to_number: '+12025550101',
        body: HOSTILE,
        status: 'sent',
        skip_reason: null,
        attempts: 1,
        next_attempt_at: at(10),
        expires_at: at(11),
        lease_owner: null,
        lease_until: null,
        last_error: null,
        sent_at: at(10),
        failed_at: null,
        provider_sid: 'SM1',
        delivery_status: 'delivered',
        delivery_error: null,
        delivery_updated_at: at(10),
        created_at: at(10),
      })
      .execute();
    await trx
      .insertInto('text_consents')
      .values({
        id: 'tc-1',
        phone_key: '2025550101',
        action: 'consent',
        source: 'booking',
        at: at(9),
        detail: 'b-9-original',
      })
      .execute();
    await trx
      .insertInto('visit_charges')
      .values({
        booking_id: 'b-9-original',
        work_done: HOSTILE,
        parts: 'pump',
        parts_cents: 4500,
        labour_cents: 12000,
        fee_cents: 8900,
        fee_credit_cents: 8900,
        coupon: '',
        discount_cents: 0,
        total_cents: 16500,
        payment: 'card',
        warranty_ends_on: '2026-04-12',
        recorded_at: at(10),
        recorded_by: 'tech@example.com',
        updated_at: at(10),
        updated_by: 'tech@example.com',
        receipt_queued_at: at(10),
      })
      .execute();
    await trx
      .insertInto('review_requests')
      .values({
        booking_id: 'b-9-original',
        token_hash: 'r'.repeat(64),
        created_at: at(10),
        due_at: at(11),
        expires_at: at(40),
        email_status: 'pending',
        email_attempts: 0,
        email_next_attempt_at: at(11),
        lease_owner: null,
        lease_until: null,
        email_last_error: null,
        email_sent_at: null,
        link_token: 'plain-review-token',
        answered_at: at(12),
      })
      .execute();
    await trx
      .insertInto('schedule_capacity')
      .values({ weekday: 2, start_minutes: 480, capacity: 3, changed_by: 'owner@example.com', changed_at: at(1) })
      .execute();
    await trx
      .insertInto('schedule_days')
      .values({
        date: '2026-11-26',
        status: 'closed',
        reason: HOSTILE,
        changed_by: 'owner@example.com',
        changed_at: at(1),
      })
      .execute();
    await trx
      .insertInto('schedule_settings')
      .values([
        { name: 'default_capacity', value: '4', changed_by: 'owner@example.com', changed_at: at(1) },
        {
          name: 'calendar_feed_secret_hash',
          value: 'c'.repeat(64),
          changed_by: 'owner@example.com',
          changed_at: at(1),
        },
      ])
      .execute();
    await trx
      .insertInto('office_activity')
      .values({
        id: 'a-1',
        at: at(2),
        user_email: 'owner@example.com',
        action: 'Signed in',
        detail: HOSTILE,
        client_address: '192.0.2.1',
      })
      .execute();
  });
  // The lead and the visits are one person; a second customer made by hand is merged into the first.
  const customer = await db.selectFrom('customers').select('id').executeTakeFirstOrThrow();
  await db
    .insertInto('customers')
    .values({
      id: '0-merged',
      name: 'Bob Lee',
      phone: '',
      email: '',
      phone_key: '',
      email_key: '',
      created_at: at(1),
      last_activity_at: at(1),
      merged_into: customer.id,
      merged_at: at(30),
    })
    .execute();
  await db
    .insertInto('customer_merges')
    .values({
      id: 'm-1',
      at: at(30),
      by_email: 'owner@example.com',
      into_id: customer.id,
      from_id: '0-merged',
      undone_at: null,
      undone_by: null,
    })
    .execute();
  await db
    .insertInto('customer_merge_records')
    .values({ merge_id: 'm-1', kind: 'lead', record_id: 'lead-2', linked_by: 'match', linked_at: at(4) })
    .execute();
  await db
    .updateTable('customer_records')
    .set({ customer_id: customer.id, linked_by: 'office' })
    .where('record_id', '=', 'lead-2')
    .execute();
  await db
    .insertInto('reviews')
    .values({
      id: 'rv-1',
      booking_id: 'b-9-original',
      customer_id: customer.id,
      rating: 2,
      body: HOSTILE,
      created_at: at(12),
      author_name: 'Ann O.',
      city: 'Washington',
      city_slug: 'washington-dc',
      service: 'washer',
      visited_at: at(10),
      status: 'hidden',
      decided_at: at(13),
      decided_by: 'owner@example.com',
      wants_callback: 1,
      called_back_at: null,
      called_back_by: null,
    })
    .execute();
}

/** A row's values as JSON has them, nothing withheld: instants ISO text, bytes base64. */
const plain = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      value instanceof Date
        ? value.toISOString()
        : value instanceof Uint8Array || value instanceof ArrayBuffer
          ? bytesOf(value).toString('base64')
          : value,
    ]),
  );

/** Every row of every table, as the file would hold it, in key order: what two databases are compared by. */
async function contents(db: Kysely<Tables>, { withheld = true } = {}) {
  const all: Record<string, unknown[]> = {};
  for (const table of EXPORTED_TABLES) {
    all[table] = [];
    for await (const rows of batchesOf(db, table))
      all[table].push(...rows.map((row) => (withheld ? portableRow(table, row) : plain(row))));
  }
  const { rows } =
    await sql`select field, term, kind, record_id from search_terms order by field, term, kind, record_id`.execute(db);
  all.search_terms = rows;
  return all;
}

async function db(argv: string[], env: Record<string, string>) {
  let out = '';
  let err = '';
  const code = await runDb(argv, env, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

async function countAll(database: AppDatabase): Promise<number> {
  let n = 0;
  for (const table of [...EXPORTED_TABLES, ...Object.keys(LEFT_OUT)]) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      database.db,
    );
    n += Number(rows[0]!.n);
  }
  return n;
}

const pairs: [TestEngine, TestEngine][] =
  engines.length === 1
    ? [[engines[0]!, engines[0]!]]
    : [
        [engines[0]!, engines[1]!],
        [engines[1]!, engines[0]!],
      ];

describe.each(pairs)('the full export from $name', (from, to) => {
  it(`restores every row into an empty ${to.name} database: the move loses nothing but the secrets it names`, async () => {
    const source = await from.open();
    await fill(source);
    const file = newFile();
    const counts = await writeFullExport(source, createWriteStream(file), new Date('2026-11-26T18:00:00Z'));
    expect(counts.bookings).toBe(2);
    expect(counts.schedule_settings).toBe(1);

    const lines = gunzipSync(readFileSync(file))
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({
      format: 'capital-appliance-repair-export',
      version: 1,
      exported_at: '2026-11-26T18:00:00.000Z',
      tables: EXPORTED_TABLES,
    });
    expect(lines[0].migrations).toContain('0017-warranty');
    expect(lines.at(-1)).toEqual({ end: true, rows: counts });
    const photo = lines.find((line) => line.table === 'booking_photos');
    expect(Buffer.from(photo.row.bytes, 'base64').equals(PHOTO)).toBe(true);
    expect(lines.find((line) => line.table === 'leads').row.received_at).toBe(at(3));
    const user = lines.find((line) => line.table === 'office_users' && line.row.id === 'u-tech').row;
    expect(user).toMatchObject({ password_hash: '', feed_secret_hash: null, bio: HOSTILE });
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    for (const secret of [
      '$argon2id',
      'plain-manage-token',
      'plain-hold-token',
      'plain-review-token',
      'c'.repeat(64),
      's'.repeat(64),
      'i'.repeat(64),
    ])
      expect(text).not.toContain(secret);
    expect(lines.some((line) => line.table && !EXPORTED_TABLES.includes(line.table))).toBe(false);

    const url = await to.newDatabaseUrl();
    const imported = await db(['import', file], { DATABASE_URL: url });
    expect(imported.err).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.out).toMatch(new RegExp(`imported \\d+ rows of ${EXPORTED_TABLES.length} tables`));
    const target = await to.open(url);
    const [restored, exported] = [await contents(target.db, { withheld: false }), await contents(source.db)];
    for (const table of Object.keys(exported)) expect(restored[table], table).toEqual(exported[table]);
    const original = await target.db
      .selectFrom('bookings')
      .select('warranty_of')
      .where('id', '=', 'b-1-warranty')
      .executeTakeFirstOrThrow();
    expect(original.warranty_of).toBe('b-9-original');
    for (const table of Object.keys(LEFT_OUT).filter((t) => t !== 'search_terms')) {
      const { rows } = await sql`select 1 from ${sql.table(table)}`.execute(target.db);
      expect(rows, table).toEqual([]);
    }
  });
});

describe.each(engines)('the full export in its worker thread on $name', (engine) => {
  const lines = (file: string) => gunzipSync(readFileSync(file)).toString('utf8');

  it('writes the same file as the export in the server’s own thread, from a connection of its own', async () => {
    const source = await engine.open();
    await fill(source);
    const now = new Date('2026-11-26T18:00:00Z');
    const inThread = newFile();
    const inWorker = newFile();
    const counts = await writeFullExport(source, createWriteStream(inThread), now);
    expect(await writeFullExportInWorker(source, createWriteStream(inWorker), now)).toEqual(counts);
    expect(lines(inWorker)).toBe(lines(inThread));
  });

  it('exports photos of several megabytes within the worker’s small heap, one at a time', async () => {
    const source = await engine.open();
    // Five photos of 6 MB, several times what a re-encoded photo can weigh: read together they would not fit.
    const photos = Array.from({ length: 5 }, () => randomBytes(6 * 1024 * 1024));
    for (const [n, bytes] of photos.entries())
      await source.db
        .insertInto('booking_photos')
        .values({
          id: `large-${n}`,
          booking_id: null,
          upload_key: `large-key-${n}`,
          bytes,
          content_type: 'image/jpeg',
          width: 1600,
          height: 1200,
          position: 0,
          created_at: at(9),
          expires_at: at(10),
        })
        .execute();
    const file = newFile();
    expect((await writeFullExportInWorker(source, createWriteStream(file))).booking_photos).toBe(5);
    const exported = lines(file)
      .split('\n')
      .filter((line) => line.startsWith('{"table":"booking_photos"'))
      .map((line) => (JSON.parse(line) as { row: { id: string; bytes: string } }).row)
      .sort((a, b) => a.id.localeCompare(b.id));
    expect(exported.map((row) => Buffer.from(row.bytes, 'base64').equals(photos[Number(row.id.slice(6))]!))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('stops when the download is closed early, and fails the download when the export fails', async () => {
    const source = await engine.open();
    await fill(source);
    // Incompressible photos: many more gzip chunks than the worker may send ahead of the download.
    for (let n = 0; n < 8; n++)
      await source.db
        .insertInto('booking_photos')
        .values({
          id: `big-${n}`,
          booking_id: null,
          upload_key: `key-${n}`,
          bytes: randomBytes(200_000),
          content_type: 'image/jpeg',
          width: 1,
          height: 1,
          position: 0,
          created_at: at(9),
          expires_at: at(10),
        })
        .execute();
    let taken = 0;
    const cancelled = new Writable({
      write(chunk: Buffer, _encoding, done) {
        taken += chunk.length;
        done();
        // The owner cancels the download after its first bytes.
        this.destroy();
      },
    });
    await expect(writeFullExportInWorker(source, cancelled)).rejects.toThrow(/closed before the export was complete/);
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThan(200_000);

    // A database that cannot be opened: its folder is a file.
    const notAFolder = path.join(dir, 'a-file');
    writeFileSync(notAFolder, '');
    const unreachable: AppDatabase = {
      ...source,
      config:
        engine.name === 'sqlite'
          ? { engine: 'sqlite', file: path.join(notAFolder, 'site.db') }
          : { engine: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' },
    };
    const download = new PassThrough();
    download.resume();
    await expect(writeFullExportInWorker(unreachable, download)).rejects.toThrow(/full export failed/);
    expect(download.destroyed).toBe(true);
    expect(download.writableFinished).toBe(false);
  });
});

describe.each(engines)('the full export and import on $name', (engine) => {
  it('plans every table the migrations make: exported, or left out with a reason', async () => {
    const database = await engine.open();
    const tables = (await database.db.introspection.getTables()).map((table) => table.name).sort();
    const planned = [...EXPORTED_TABLES, ...Object.keys(LEFT_OUT)].sort();
    expect(tables).toEqual(planned);
    // docs/export-format.md describes every field of every table the file holds, and every table it leaves out.
    const doc = readFileSync(path.join(import.meta.dirname, '..', '..', 'docs', 'export-format.md'), 'utf8');
    const introspected = await database.db.introspection.getTables();
    for (const table of EXPORTED_TABLES) {
      const columns = introspected.find((t) => t.name === table)!.columns.map((c) => c.name);
      for (const key of planOf(table).key) expect(columns, table).toContain(key);
      const line = doc.split('\n').find((l) => l.startsWith(`| \`${table}\` |`));
      expect(line, `docs/export-format.md: ${table}`).toBeDefined();
      for (const column of columns)
        expect(line, `docs/export-format.md: ${table}.${column}`).toContain(`\`${column}\``);
    }
    for (const table of Object.keys(LEFT_OUT)) expect(doc).toContain(`| \`${table}\` |`);
  });

  it('refuses a database that has any data, with exit code 3, and changes nothing', async () => {
    const source = await engine.open();
    await fill(source);
    const file = newFile();
    await writeFullExport(source, createWriteStream(file));
    const url = await engine.newDatabaseUrl();
    const target = await engine.open(url);
    await target.db
      .insertInto('schedule_days')
      .values({ date: '2026-12-25', status: 'closed', reason: 'Christmas', changed_by: 'o', changed_at: at(0) })
      .execute();
    const refused = await db(['import', file], { DATABASE_URL: url });
    expect(refused.code).toBe(3);
    expect(refused.err).toContain(
      'the database is not empty (schedule_days has rows); import only into a new, empty database',
    );
    expect(await countAll(target)).toBe(1);
  });

  it('refuses a file cut short, a garbled line and a wrong header, naming the line, and imports none of it', async () => {
    const source = await engine.open();
    await fill(source);
    const file = newFile();
    await writeFullExport(source, createWriteStream(file));
    const whole = readFileSync(file);
    const lines = gunzipSync(whole).toString('utf8').split('\n');
    const bookingLine = lines.findIndex((line) => line.startsWith('{"table":"bookings"'));

    const cases: [string, Buffer, RegExp][] = [
      ['cut short', whole.subarray(0, Math.floor(whole.length * 0.6)), /not a whole gzip file .*cut short or damaged/],
      ['without its end line', gzipSync(lines.slice(0, -2).join('\n')), /stops before its end line: it is cut short/],
      [
        'garbled',
        gzipSync(
          [
            ...lines.slice(0, bookingLine),
            '{"table":"bookings","row":{"id":"x", "nope',
            ...lines.slice(bookingLine + 1),
          ].join('\n'),
        ),
        new RegExp(`line ${bookingLine + 1} is not JSON`),
      ],
      [
        'an unknown column',
        gzipSync(
          [
            ...lines.slice(0, bookingLine),
            '{"table":"bookings","row":{"id":"x","colour":"red"}}',
            ...lines.slice(bookingLine + 1),
          ].join('\n'),
        ),
        new RegExp(`line ${bookingLine + 1}: bookings has no column "colour"`),
      ],
      [
        'an unknown table',
        gzipSync(
          [
            ...lines.slice(0, bookingLine),
            '{"table":"office_sessions","row":{"id":"x"}}',
            ...lines.slice(bookingLine + 1),
          ].join('\n'),
        ),
        new RegExp(`line ${bookingLine + 1}: "office_sessions" is not a table of the export`),
      ],
      [
        'another format',
        gzipSync('{"format":"something-else","version":1}\n'),
        /line 1: this is not a full export of this site/,
      ],
      [
        'a newer version',
        gzipSync(lines[0]!.replace('"version":1', '"version":2') + '\n'),
        /line 1: the file is version 2 of the format/,
      ],
      ['not gzip nor JSON', Buffer.from('PK\u0003\u0004 a zip file'), /line 1 is not JSON/],
    ];
    for (const [name, bytes, message] of cases) {
      const broken = newFile();
      writeFileSync(broken, bytes);
      const url = await engine.newDatabaseUrl();
      const result = await db(['import', broken], { DATABASE_URL: url });
      expect(result.code, name).toBe(1);
      expect(result.err, name).toMatch(/not imported into .*, nothing was written: /);
      expect(result.err, name).toMatch(message);
      const target = await engine.open(url);
      expect(await countAll(target), name).toBe(0);
    }
  });

  it('runs as npm run db:export -- FILE, and never overwrites a file', async () => {
    const url = await engine.newDatabaseUrl();
    await fill(await engine.open(url));
    const file = newFile();
    const made = await db(['export', file], { DATABASE_URL: url });
    expect(made.code).toBe(0);
    expect(made.out).toMatch(new RegExp(`exported \\d+ rows of ${EXPORTED_TABLES.length} tables to `));
    const again = await db(['export', file], { DATABASE_URL: url });
    expect(again.code).toBe(1);
    expect(again.err).toContain('it exists already; name a new file');
    expect(gunzipSync(readFileSync(file)).toString('utf8')).toContain('"table":"reviews"');
    if (engine.name === 'sqlite') {
      const nowhere = path.join(dir, 'no-such-folder', 'site.db');
      const missing = await db(['export', newFile()], { DATABASE_URL: `file:${nowhere}` });
      expect(missing.code).toBe(1);
      expect(missing.err).toContain(`there is no database at ${nowhere}`);
      expect(existsSync(nowhere)).toBe(false);
    }
  });
});
