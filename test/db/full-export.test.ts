/**
 * The full export (docs/export-format.md): a shop's whole database written to one file and restored into an
 * empty database of the other engine with every row the same; a database with data, a file cut short and a
 * garbled line are refused with nothing imported. An import takes no credential from a file, unless the
 * credentials move is asked for with the digest its export printed (decision 0038).
 */
import { sql, type Kysely } from 'kysely';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDb } from '../../scripts/db';
import { linkCustomer } from '../../server/features/customers/keys';
import type { AppDatabase } from '../../server/kernel/db/database';
import { bytesOf } from '../../server/kernel/db/engine';
import { batchesOf, portableRow, writeFullExport } from '../../server/kernel/db/portable/export';
import { writeFullExportInWorker } from '../../server/kernel/db/portable/export-in-worker';
import { createHash, randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import supertest from 'supertest';
import { testPasswordHash } from '../helpers/passwords';
import { testApp } from '../helpers/app';
import { cookieFrom, csrfOf } from '../helpers/office';
import { PassThrough, Writable } from 'node:stream';
import { EXPORTED_TABLES, LEFT_OUT, planOf } from '../../server/kernel/db/portable/tables';
import type { Tables } from '../../server/kernel/db/schema';
import { EVERY_HOSTILE } from '../helpers/hostile-text';
import { onSqliteOnly, testEngines, type TestEngine } from '../helpers/engines';

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
          // Where the work came from (migration 0042-sources).
          heard_from: 'other',
          heard_from_other: HOSTILE.slice(0, 60),
          utm_source: 'mailer',
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
      await linkCustomer(trx, engine, { kind: 'lead', id, at: at(day), name, phone, email, message: HOSTILE });
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
      .values(
        booking('b-9-original', 'CAR-AAAAAA', 10, {
          heard_from: 'yelp',
          utm_source: 'yelp-ad',
          utm_campaign: 'spring',
        }),
      )
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
        brand: 'Whirlpool',
        problem: HOSTILE,
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
      .insertInto('visit_notes')
      .values({ booking_id: 'b-9-original', body: HOSTILE, author_email: 'tech@example.com', updated_at: at(10) })
      .execute();
    await trx
      .insertInto('visit_photos')
      .values({
        id: 'vp-1',
        booking_id: 'b-9-original',
        bytes: PHOTO,
        content_type: 'image/jpeg',
        width: 1600,
        height: 1200,
        position: 0,
        author_email: 'tech@example.com',
        created_at: at(10),
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
    // The price book: an item for any appliance, an archived part with a name a visitor could have typed, a tax rate.
    await trx
      .insertInto('price_book_items')
      .values([
        {
          id: 'p-1',
          appliance: '',
          kind: 'labour',
          name: 'Diagnosis and first hour',
          price_cents: 12000,
          archived: 0,
          updated_at: at(1),
          updated_by: 'owner@example.com',
        },
        {
          id: 'p-2',
          appliance: 'washer-repair',
          kind: 'part',
          name: HOSTILE,
          price_cents: 4550,
          archived: 1,
          updated_at: at(2),
          updated_by: 'owner@example.com',
        },
      ])
      .execute();
    await trx
      .insertInto('sales_tax_rates')
      .values({ state: 'MD', rate: 600, updated_at: at(2), updated_by: 'owner@example.com' })
      .execute();
    // The two-visit repair: an estimate of two options approved on the original visit, its job with a part, and
    // the return visit that belongs to it, priced with the tax on the part. The "parts are in" e-mail's link
    // stays behind.
    await trx
      .insertInto('estimates')
      .values({
        id: 'est-1',
        booking_id: 'b-9-original',
        number: 1,
        status: 'approved',
        note: HOSTILE,
        tax_state: 'MD',
        tax_rate_bp: 600,
        fee_cents: 8900,
        created_at: at(10),
        created_by: 'tech@example.com',
        updated_at: at(11),
        sent_at: at(10),
        sent_by: 'tech@example.com',
        expires_at: at(40),
        viewed_at: at(10.5),
        decided_at: at(11),
        approved_option: 2,
        signed_name: HOSTILE,
        decided_from: '192.0.2.9',
        decline_reason: null,
      })
      .execute();
    await trx
      .insertInto('estimate_options')
      .values([
        { estimate_id: 'est-1', position: 1, title: 'Repair the board' },
        { estimate_id: 'est-1', position: 2, title: HOSTILE },
      ])
      .execute();
    await trx
      .insertInto('estimate_lines')
      .values([
        {
          estimate_id: 'est-1',
          option_position: 1,
          position: 1,
          kind: 'labour',
          description: 'Board repair',
          quantity: 1,
          unit_cents: 15000,
        },
        {
          estimate_id: 'est-1',
          option_position: 2,
          position: 1,
          kind: 'part',
          description: HOSTILE,
          quantity: 2,
          unit_cents: 4550,
        },
        {
          estimate_id: 'est-1',
          option_position: 2,
          position: 2,
          kind: 'labour',
          description: 'Install',
          quantity: 1,
          unit_cents: 12000,
        },
      ])
      .execute();
    await trx
      .insertInto('jobs')
      .values({
        id: 'job-1',
        estimate_id: 'est-1',
        first_booking_id: 'b-9-original',
        created_at: at(11),
        parts_in_at: at(14),
      })
      .execute();
    await trx
      .updateTable('bookings')
      .set({ job_id: 'job-1', visit_status: 'done' })
      .where('id', '=', 'b-9-original')
      .execute();
    await trx
      .insertInto('bookings')
      .values(
        booking('b-5-return', 'CAR-CCCCCC', 16, { job_id: 'job-1', source: 'online', lead_id: null, created_by: null }),
      )
      .execute();
    await linkCustomer(trx, engine, {
      kind: 'booking',
      id: 'b-5-return',
      at: at(15),
      name: HOSTILE,
      phone: '(202) 555-0101',
      email: 'ann@example.com',
      address: `12 ${HOSTILE} St`,
      zip: '20001',
      reference: 'CAR-CCCCCC',
      brand: 'Whirlpool',
      problem: HOSTILE,
    });
    await trx
      .insertInto('job_parts')
      .values({
        id: 'part-1',
        job_id: 'job-1',
        part_number: 'W10276397',
        description: HOSTILE,
        supplier: 'Marcone',
        cost_cents: 3125,
        ordered_on: '2026-01-12',
        expected_on: '2026-01-15',
        arrived_at: at(14),
        arrived_by: 'owner@example.com',
        created_at: at(11),
        created_by: 'owner@example.com',
      })
      .execute();
    await trx
      .insertInto('job_emails')
      .values({
        id: 'je-1',
        job_id: 'job-1',
        kind: 'parts-in',
        link_token: 'plain-parts-in-token',
        created_at: at(14),
        status: 'pending',
        next_attempt_at: at(14),
      })
      .execute();
    await trx
      .insertInto('visit_charges')
      .values({
        booking_id: 'b-5-return',
        work_done: 'Installed the part',
        parts: HOSTILE,
        parts_cents: 9100,
        labour_cents: 12000,
        fee_cents: 0,
        fee_credit_cents: 0,
        coupon: '',
        discount_cents: 0,
        tax_cents: 546,
        total_cents: 21646,
        payment: 'card',
        warranty_ends_on: '2026-04-18',
        recorded_at: at(16),
        recorded_by: 'tech@example.com',
        updated_at: at(16),
        updated_by: 'tech@example.com',
        receipt_queued_at: at(16),
      })
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
  // The typo dictionary is rebuilt too, word for word.
  all.search_words = (await sql`select deletion, word from search_words order by deletion, word`.execute(db)).rows;
  // And the distinct names a part of a name is looked for in.
  all.search_names = (await sql`select term from search_names order by term`.execute(db)).rows;
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
    expect(counts.bookings).toBe(3);
    expect(counts.schedule_settings).toBe(1);
    expect(counts).toMatchObject({ estimates: 1, estimate_options: 2, estimate_lines: 3, jobs: 1, job_parts: 1 });
    expect(counts.job_emails).toBe(1);

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
      'plain-parts-in-token',
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
    // Where the work came from travels with its booking and lead.
    expect(
      await target.db
        .selectFrom('bookings')
        .select(['heard_from', 'utm_source', 'utm_medium', 'utm_campaign'])
        .where('id', '=', 'b-9-original')
        .executeTakeFirstOrThrow(),
    ).toEqual({ heard_from: 'yelp', utm_source: 'yelp-ad', utm_medium: null, utm_campaign: 'spring' });
    expect(
      await target.db
        .selectFrom('leads')
        .select(['heard_from', 'utm_source'])
        .where('id', '=', 'lead-1')
        .executeTakeFirstOrThrow(),
    ).toEqual({ heard_from: 'other', utm_source: 'mailer' });
    // The job's two visits are still the job's, the approval still the customer's, the part still its cost.
    const visits = await target.db
      .selectFrom('bookings')
      .select(['id', 'job_id'])
      .where('job_id', '=', 'job-1')
      .orderBy('window_start')
      .execute();
    expect(visits).toEqual([
      { id: 'b-9-original', job_id: 'job-1' },
      { id: 'b-5-return', job_id: 'job-1' },
    ]);
    expect(restored.estimates).toEqual([
      expect.objectContaining({
        id: 'est-1',
        status: 'approved',
        approved_option: 2,
        signed_name: HOSTILE,
        decided_at: at(11),
      }),
    ]);
    expect(restored.job_parts).toEqual([
      expect.objectContaining({ id: 'part-1', cost_cents: 3125, arrived_at: at(14) }),
    ]);
    expect(restored.job_emails).toEqual([expect.objectContaining({ id: 'je-1', link_token: null })]);
    // The search's tables and the Reports' counters (raised by the triggers as each row goes in) are derived
    // from the rows imported; every other table left out stays empty.
    for (const table of Object.keys(LEFT_OUT).filter(
      (t) => t !== 'search_terms' && t !== 'search_words' && t !== 'search_names' && t !== 'report_stamps',
    )) {
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

  // 30 MB of photos through base64 and gzip in a small heap took over 20 s on a loaded 2-core machine.
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
  }, 60_000);

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
    const url = await engine.migratedDatabaseUrl();
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

  onSqliteOnly(engine)(
    'refuses a file cut short, a garbled line and a wrong header, naming the line, and imports none of it',
    async () => {
      const source = await engine.open();
      await fill(source);
      const file = newFile();
      await writeFullExport(source, createWriteStream(file));
      const whole = readFileSync(file);
      const lines = gunzipSync(whole).toString('utf8').split('\n');
      const bookingLine = lines.findIndex((line) => line.startsWith('{"table":"bookings"'));

      const cases: [string, Buffer, RegExp][] = [
        [
          'cut short',
          whole.subarray(0, Math.floor(whole.length * 0.6)),
          /not a whole gzip file .*cut short or damaged/,
        ],
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
              '{"table":"rate_limits","row":{"name":"x"}}',
              ...lines.slice(bookingLine + 1),
            ].join('\n'),
          ),
          new RegExp(`line ${bookingLine + 1}: "rate_limits" is not a table of the export`),
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
      // One empty database refuses each, and stays empty for the next.
      const url = await engine.migratedDatabaseUrl();
      const target = await engine.open(url);
      for (const [name, bytes, message] of cases) {
        const broken = newFile();
        writeFileSync(broken, bytes);
        const result = await db(['import', broken], { DATABASE_URL: url });
        expect(result.code, name).toBe(1);
        expect(result.err, name).toMatch(/not imported into .*, nothing was written: /);
        expect(result.err, name).toMatch(message);
        expect(await countAll(target), name).toBe(0);
      }
    },
  );

  onSqliteOnly(engine)('runs as npm run db:export -- FILE, and never overwrites a file', async () => {
    const url = await engine.migratedDatabaseUrl();
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

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Tokens as the site makes them (32 random bytes, base64url): a session, a set-password link, two feeds. */
const token = () => randomBytes(32).toString('base64url');
const OWNER_PASSWORD = 'lamp-copper-harbor-71';
const FAR = '2099-01-01T00:00:00.000Z';

/** The office on `database`, and its sign-in form posted as a browser does: the session cookie it set, if any. */
function officeOn(database: AppDatabase) {
  const http = supertest(testApp({}, { database }));
  const signIn = async (email: string, password: string) => {
    const form = await http.get('/office/login');
    const login = cookieFrom(form.headers['set-cookie'], '__Host-office-login')!;
    const answer = await http
      .post('/office/login')
      .set('Cookie', login)
      .type('form')
      .send({ _csrf: csrfOf(form.text), email, password });
    return { status: answer.status, session: cookieFrom(answer.headers['set-cookie'], '__Host-office') };
  };
  return { http, signIn };
}

/** The file's lines, parsed; and a file of those lines, gzipped, with its end line counting its rows again. */
const linesOf = (file: string) =>
  gunzipSync(readFileSync(file))
    .toString('utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown> & { table?: string; row?: Record<string, unknown> });
function rewrite(lines: ReturnType<typeof linesOf>): string {
  const rows: Record<string, number> = {};
  for (const line of lines) if (line.table) rows[line.table] = (rows[line.table] ?? 0) + 1;
  const file = newFile();
  const body = lines.map((line) => JSON.stringify(line.end ? { end: true, rows } : line)).join('\n');
  writeFileSync(file, gzipSync(`${body}\n`));
  return file;
}

describe.each(engines)('an import takes no credential from a file on $name', (engine) => {
  /** The shop's export, read back as lines. */
  const exportedLines = async () => {
    const source = await engine.open();
    await fill(source);
    const file = newFile();
    await writeFullExport(source, createWriteStream(file));
    return linesOf(file);
  };

  onSqliteOnly(engine)(
    'a file edited to plant a password hash, an owner and feed secrets imports none of them, says so, and the planted owner neither signs in nor reads a calendar',
    async () => {
      const password = 'planted-password-for-owner';
      const hash = await testPasswordHash(password);
      const [feed, officeFeed] = [token(), token()];
      const lines = await exportedLines();
      const users = lines.filter((line) => line.table === 'office_users');
      // A technician made an owner, with a password; a stranger planted as an owner with a password and a feed.
      const tech = users.find((line) => line.row!.id === 'u-tech')!;
      Object.assign(tech.row!, { role: 'owner', password_hash: hash });
      const planted = {
        table: 'office_users',
        row: {
          ...users[0]!.row,
          id: 'u-planted',
          email: 'planted@example.com',
          name: 'Sam Rivera',
          role: 'owner',
          password_hash: hash,
          feed_secret_hash: sha256(feed),
        },
      };
      lines.splice(lines.indexOf(users.at(-1)!) + 1, 0, planted);
      const settings = lines.findLastIndex((line) => line.table === 'schedule_settings');
      lines.splice(settings + 1, 0, {
        table: 'schedule_settings',
        row: { name: 'calendar_feed_secret_hash', value: sha256(officeFeed), changed_by: 'x', changed_at: at(1) },
      });
      const hostile = rewrite(lines);

      const url = await engine.migratedDatabaseUrl();
      const imported = await db(['import', hostile], { DATABASE_URL: url });
      expect(imported.code).toBe(0);
      const target = await engine.open(url);
      const people = await target.db
        .selectFrom('office_users')
        .select(['email', 'password_hash', 'feed_secret_hash'])
        .orderBy('email')
        .execute();
      expect(people.map((person) => [person.email, person.password_hash, person.feed_secret_hash])).toEqual([
        ['owner@example.com', '', null],
        ['planted@example.com', '', null],
        ['tech@example.com', '', null],
      ]);
      const secret = await target.db
        .selectFrom('schedule_settings')
        .select('value')
        .where('name', '=', 'calendar_feed_secret_hash')
        .execute();
      expect(secret).toEqual([]);
      const office = officeOn(target);
      for (const email of ['planted@example.com', 'tech@example.com']) {
        const attempt = await office.signIn(email, password);
        expect(attempt.status, email).not.toBe(303);
        expect(attempt.session, email).toBeUndefined();
      }
      expect((await office.http.get(`/office/calendar/technician/${feed}.ics`)).status).toBe(404);
      expect((await office.http.get(`/office/calendar/${officeFeed}.ics`)).status).toBe(404);

      expect(imported.out).toContain('No credential is taken from a file');
      expect(imported.out).toContain('office_users.password_hash: 2 (tech@example.com, planted@example.com)');
      expect(imported.out).toContain('office_users.feed_secret_hash: 1 (planted@example.com)');
      expect(imported.out).toContain('schedule_settings calendar_feed_secret_hash: 1');
      // Every person arrives without a way in; the answer names each with the role the file gives, to check.
      expect(imported.out).toContain(
        'Cannot sign in until sent a set-password link (3): owner@example.com (owner), planted@example.com (owner), tech@example.com (owner).',
      );
      expect(imported.err).toMatch(
        /warning: .* held credentials or link tokens, which db:export writes only with --with-credentials/,
      );
    },
  );

  onSqliteOnly(engine)(
    'a file edited to plant a signed-in session and a set-password link imports without them, and says so',
    async () => {
      const [session, link] = [token(), token()];
      const lines = await exportedLines();
      lines.splice(-1, 0, {
        table: 'office_sessions',
        row: {
          id: sha256(session),
          user_id: 'u-owner',
          created_at: at(1),
          last_seen_at: FAR,
          expires_at: FAR,
          client_address: '192.0.2.66',
        },
      });
      lines.splice(-1, 0, {
        table: 'office_invites',
        row: {
          id: sha256(link),
          user_id: 'u-owner',
          created_at: at(1),
          expires_at: FAR,
          used_at: null,
          created_by: 'x',
        },
      });
      const url = await engine.migratedDatabaseUrl();
      const imported = await db(['import', rewrite(lines)], { DATABASE_URL: url });
      expect(imported.code).toBe(0);
      expect(imported.out).toContain('office_sessions: 1');
      expect(imported.out).toContain('office_invites: 1');
      expect(imported.err).toMatch(
        /warning: .* held credentials or link tokens, which db:export writes only with --with-credentials/,
      );

      const target = await engine.open(url);
      for (const table of ['office_sessions', 'office_invites'] as const)
        expect(await target.db.selectFrom(table).select('id').execute(), table).toEqual([]);
      const office = officeOn(target);
      const withSession = await office.http.get('/office/team').set('Cookie', `__Host-office=${session}`);
      expect(withSession.status).toBe(303);
      expect(withSession.headers.location).toMatch(/^\/office\/login/);
      expect((await office.http.get(`/office/set-password/${link}`)).status).toBe(404);
    },
  );

  it('a file that would change the role of a person the database has is refused whole (exit 3)', async () => {
    const source = await engine.open();
    await fill(source);
    const file = newFile();
    await writeFullExport(source, createWriteStream(file));
    const url = await engine.migratedDatabaseUrl();
    const target = await engine.open(url);
    // An owner made on the new machine first, whom the file names as a technician.
    await target.db
      .insertInto('office_users')
      .values({
        id: 'u-here',
        email: 'tech@example.com',
        password_hash: await testPasswordHash(OWNER_PASSWORD),
        created_at: at(0),
        password_changed_at: at(0),
        role: 'owner',
      })
      .execute();
    const refused = await db(['import', file], { DATABASE_URL: url });
    expect(refused.code).toBe(3);
    const [person] = await target.db.selectFrom('office_users').select(['id', 'role']).execute();
    expect(person).toEqual({ id: 'u-here', role: 'owner' });
    expect(await countAll(target)).toBe(1);
  });

  onSqliteOnly(engine)(
    'db:export writes no credential unless asked with --with-credentials, and then prints its digest',
    async () => {
      const url = await engine.migratedDatabaseUrl();
      const source = await engine.open(url);
      await fill(source);
      const plain = newFile();
      const made = await db(['export', plain], { DATABASE_URL: url });
      expect(made.code).toBe(0);
      expect(made.out).not.toContain('sha256:');
      const text = gunzipSync(readFileSync(plain)).toString('utf8');
      for (const secret of ['$argon2id', 'f'.repeat(64), 'c'.repeat(64), 's'.repeat(64), 'i'.repeat(64)])
        expect(text).not.toContain(secret);
      expect(linesOf(plain)[0]).not.toHaveProperty('credentials');

      const moving = newFile();
      const withCredentials = await db(['export', '--with-credentials', moving], { DATABASE_URL: url });
      expect(withCredentials.code).toBe(0);
      const digest = /sha256:[\da-f]{64}/.exec(withCredentials.out)?.[0];
      expect(digest).toBe(`sha256:${sha256Bytes(readFileSync(moving))}`);
      expect(withCredentials.out).toContain('keep it as private as the database');
      expect(statSync(moving).mode & 0o777).toBe(0o600);
      const carried = linesOf(moving);
      expect(carried[0]).toMatchObject({
        credentials: true,
        tables: [...EXPORTED_TABLES, 'office_sessions', 'office_invites'],
      });
      const tech = carried.find((line) => line.table === 'office_users' && line.row!.id === 'u-tech')!.row;
      expect(tech).toMatchObject({ password_hash: '$argon2id$other', feed_secret_hash: 'f'.repeat(64) });
      const movingText = gunzipSync(readFileSync(moving)).toString('utf8');
      for (const secret of ['c'.repeat(64), 's'.repeat(64), 'i'.repeat(64)]) expect(movingText).toContain(secret);
      // The plain tokens of e-mails waiting to go out are not sign-ins: no file holds them.
      for (const secret of ['plain-manage-token', 'plain-hold-token', 'plain-review-token'])
        expect(movingText).not.toContain(secret);
    },
  );

  onSqliteOnly(engine)(
    'refuses the credentials of a file changed after its export, or without the digest, and writes nothing',
    async () => {
      const url = await engine.migratedDatabaseUrl();
      await fill(await engine.open(url));
      const moving = newFile();
      const made = await db(['export', '--with-credentials', moving], { DATABASE_URL: url });
      const digest = /sha256:[\da-f]{64}/.exec(made.out)![0];

      // One password hash swapped for the attacker's, everything else as exported.
      const lines = linesOf(moving);
      const tech = lines.find((line) => line.table === 'office_users' && line.row!.id === 'u-tech')!;
      tech.row!.password_hash = await testPasswordHash('planted-password-for-tech');
      const tampered = rewrite(lines);
      const cases: [string, string[], number, RegExp][] = [
        ['changed', ['--with-credentials', '--digest', digest, tampered], 1, /is not the file db:export wrote/],
        ['no digest', ['--with-credentials', moving], 2, /add --digest with the digest it printed/],
        ['not a digest', ['--with-credentials', '--digest', 'sha256:abc', moving], 1, /is not a digest/],
        ['a digest alone', ['--digest', digest, moving], 2, /usage: /],
      ];
      // One database refuses each, and stays empty for the next.
      const target = await engine.migratedDatabaseUrl();
      for (const [name, args, code, message] of cases) {
        const refused = await db(['import', ...args], { DATABASE_URL: target });
        expect(refused.code, name).toBe(code);
        expect(refused.err, name).toMatch(message);
        expect(await countAll(await engine.open(target)), name).toBe(0);
      }

      // Without --with-credentials the same file imports, its credentials left out and said so.
      const imported = await db(['import', moving], { DATABASE_URL: target });
      expect(imported.code).toBe(0);
      expect(imported.err).toBe('');
      expect(imported.out).toContain('Credentials not taken: the file holds them');
      expect(imported.out).toContain('office_users.password_hash: 2 (owner@example.com, tech@example.com)');
      expect(imported.out).toContain('office_sessions: 1');
      const people = await (await engine.open(target)).db.selectFrom('office_users').select('password_hash').execute();
      expect(people.map((person) => person.password_hash)).toEqual(['', '']);
    },
  );
});

const sha256Bytes = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(pairs)('the credentials move from $name', (from, to) => {
  it(`keeps every sign-in, session, calendar feed and set-password link in ${to.name}`, async () => {
    const url = await from.migratedDatabaseUrl();
    const source = await from.open(url);
    await fill(source);
    const [session, link, feed, officeFeed] = [token(), token(), token(), token()];
    await source.db
      .updateTable('office_users')
      .set({ password_hash: await testPasswordHash(OWNER_PASSWORD) })
      .where('id', '=', 'u-owner')
      .execute();
    await source.db
      .updateTable('office_users')
      .set({ feed_secret_hash: sha256(feed) })
      .where('id', '=', 'u-tech')
      .execute();
    await source.db
      .updateTable('schedule_settings')
      .set({ value: sha256(officeFeed) })
      .where('name', '=', 'calendar_feed_secret_hash')
      .execute();
    await source.db
      .insertInto('office_sessions')
      .values({
        id: sha256(session),
        user_id: 'u-owner',
        created_at: new Date().toISOString(),
        last_seen_at: new Date().toISOString(),
        expires_at: FAR,
        client_address: '192.0.2.1',
      })
      .execute();
    await source.db
      .insertInto('office_invites')
      .values({
        id: sha256(link),
        user_id: 'u-tech',
        created_at: at(1),
        expires_at: FAR,
        created_by: 'owner@example.com',
      })
      .execute();

    const moving = newFile();
    const made = await db(['export', '--with-credentials', moving], { DATABASE_URL: url });
    expect(made.code).toBe(0);
    const digest = /sha256:[\da-f]{64}/.exec(made.out)![0];
    const targetUrl = await to.migratedDatabaseUrl();
    const imported = await db(['import', '--with-credentials', '--digest', digest, moving], {
      DATABASE_URL: targetUrl,
    });
    expect(imported.err).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.out).toContain('Credentials taken');
    expect(imported.out).not.toContain('Cannot sign in');

    // Out again before anyone signs in, the same rows: the move round-trips byte for byte.
    const again = newFile();
    expect((await db(['export', '--with-credentials', again], { DATABASE_URL: targetUrl })).code).toBe(0);
    const body = (file: string) => linesOf(file).slice(1);
    expect(body(again)).toEqual(body(moving));

    const target = await to.open(targetUrl);
    const office = officeOn(target);
    const signedIn = await office.signIn('owner@example.com', OWNER_PASSWORD);
    expect(signedIn.status).toBe(303);
    expect(signedIn.session).toBeDefined();
    expect((await office.http.get('/office/team').set('Cookie', `__Host-office=${session}`)).status).toBe(200);
    expect((await office.http.get(`/office/set-password/${link}`)).status).toBe(200);
    expect((await office.http.get(`/office/calendar/technician/${feed}.ics`)).status).toBe(200);
    expect((await office.http.get(`/office/calendar/${officeFeed}.ics`)).status).toBe(200);
  });
});
