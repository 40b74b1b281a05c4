/**
 * The owner's screens, signed in: Today (who waits for a call, the week's visits by window), the leads list
 * with its filters, a lead's page with its status and notes, the CSV export, and the activity log. Hostile
 * text from both public forms shows as plain text on every one of them and in the CSV.
 */
import { load } from 'cheerio';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { weekdayOf, windowStartsOn } from '../../data/booking';
import { zonedInstant } from '../../server/kernel/time-zone';
import type { AppDatabase } from '../../server/kernel/db/database';
import { testClock } from '../helpers/booking';
import { onSqliteOnly, testEngines } from '../helpers/engines';
import { EVERY_HOSTILE, HOSTILE_CLASSES } from '../helpers/hostile-text';
import { csrfOf, officeApp, OWNER, OWNER_PASSWORD, seedLead } from '../helpers/office';

const engines = testEngines('office screens');
const ZONE = 'America/New_York';
const HOSTILE_NAME = '<img src=x onerror=alert(1)>';
// No NUL: neither engine stores one in text (PostgreSQL refuses it, SQLite cuts the string there).
const HOSTILE_MESSAGE =
  'Line one\u0001\u001b[31m red\u0007\u202eevil\r\n<script>alert(2)</script>\n=HYPERLINK("http://x")';

/** A live booking in the window starting `minutes` after midnight (New York time) on `date`. */
async function seedBooking(database: AppDatabase, date: string, minutes: number, fields: Record<string, string> = {}) {
  const start = zonedInstant(date, minutes, ZONE);
  const now = new Date().toISOString();
  await database.db
    .insertInto('bookings')
    .values({
      id: randomUUID(),
      reference: `CAR-${randomUUID().slice(0, 6).toUpperCase()}`,
      token_hash: randomUUID(),
      token_expires_at: new Date(start + 9 * 86_400_000).toISOString(),
      zip: '20901',
      service: 'washer-repair',
      window_start: new Date(start).toISOString(),
      window_end: new Date(start + 2 * 3_600_000).toISOString(),
      name: 'Booked Customer',
      phone: '(301) 555-0199',
      phone_key: '3015550199',
      email: 'booked@example.com',
      email_key: 'booked@example.com',
      address: '12 Sligo Avenue',
      brand: '',
      problem: 'Drum will not turn',
      coupon: '',
      status: 'booked',
      created_at: now,
      updated_at: now,
      client_address: '127.0.0.1',
      ...fields,
    })
    .execute();
}

/** No markup from visitor text: no element it could have made, no control character in the page. */
function expectInert(html: string) {
  const $ = load(html);
  expect($('img[onerror]').length).toBe(0);
  expect($('body script:not([type="application/json"]):not([type="module"])').length).toBe(0);
  // eslint-disable-next-line no-control-regex -- the point is that none of these reach the page
  expect(html).not.toMatch(/[\u0000-\u0008\v\f\u000e-\u001f\u007f\u202e]/);
}

describe.each(engines)('the office screens on $name', (engine) => {
  const setup = async () => {
    const database = await engine.open();
    const clock = testClock();
    const office = await officeApp(database, { clock });
    const browser = await office.signIn();
    const get = (path: string) => office.http.get(path).set('Cookie', browser.cookie);
    const post = (path: string, form: Record<string, string>) =>
      office.http
        .post(path)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, ...form });
    return { ...office, database, browser, get, post };
  };

  onSqliteOnly(engine)(
    'Today lists new leads oldest first, one compact row each: a link, the appliance, when, a call button',
    async () => {
      const { database, get } = await setup();
      const newer = await seedLead(database, { name: 'Newer Lead', received_at: '2026-11-22T15:00:00.000Z' });
      await seedLead(database, { name: 'Older Lead', phone: '301-555-0100', received_at: '2026-11-21T15:00:00.000Z' });
      const page = await get('/office');
      expect(page.status).toBe(200);
      const $ = load(page.text);
      expect($('h1').length).toBe(1);
      const rows = $('.office-row');
      expect(rows.map((_, el) => $(el).find('a').first().text()).get()).toEqual(['Older Lead', 'Newer Lead']);
      expect(rows.eq(1).find('a').first().attr('href')).toBe(`/office/leads/${newer}`);
      expect(rows.eq(1).text()).toContain('Washer · received Sun, Nov 22, 10:00 AM · waiting 23 h');
      expect(rows.eq(0).find('a[href="tel:+13015550100"]').text()).toContain('301-555-0100');
    },
  );

  onSqliteOnly(engine)(
    'Today shows the visits first: today’s and tomorrow’s by window, each a link with its time and status',
    async () => {
      const { database, get } = await setup();
      // The clock says Monday 23 November 2026, 9 AM in Washington.
      const [first, second] = windowStartsOn(weekdayOf('2026-11-24'));
      await seedLead(database, { name: 'Waiting Lead' });
      await seedBooking(database, '2026-11-23', second!, { name: 'Monday Visit', reference: 'CAR-MMMMMM' });
      await seedBooking(database, '2026-11-24', first!, { name: 'Tuesday Early', reference: 'CAR-TTTTTT' });
      await seedBooking(database, '2026-11-24', first!, { name: 'Tuesday Early Two' });
      await seedBooking(database, '2026-11-24', second!, { name: 'Cancelled One', status: 'cancelled' });
      await seedBooking(database, '2026-11-25', first!, { name: 'Wednesday Visit' });
      const html = (await get('/office')).text;
      const $ = load(html);
      // Visits come before the leads on the page.
      expect(html.indexOf('Monday Visit')).toBeLessThan(html.indexOf('Waiting Lead'));
      const days = $('.office-day h3')
        .map((_, el) => $(el).text())
        .get();
      expect(days).toEqual(['Monday, November 23 · 1 visit', 'Tuesday, November 24 · 2 visits']);
      const monday = $('.office-day').eq(0).find('a[href="/office/bookings/CAR-MMMMMM"]');
      expect(monday.text()).toBe('10:00 AM–12:00 PM Monday Visit · Washer Repair · Unassigned · Booked');
      const tuesday = $('.office-day').eq(1);
      expect(tuesday.find('.office-window__head').text()).toContain('2 of 2 booked');
      expect(tuesday.find('a[href="/office/bookings/CAR-TTTTTT"]').text()).toContain('8:00 AM–10:00 AM Tuesday Early');
      expect($('body').text()).not.toContain('Cancelled One');
      expect($('body').text()).not.toContain('Wednesday Visit');
      expect($('a[href="/office/bookings/new"]').text()).toBe('New Visit');
    },
  );

  onSqliteOnly(engine)('Leads: newest first, filtered by status and text, 25 to a page', async () => {
    const { database, get, post } = await setup();
    for (let i = 0; i < 27; i++) {
      await seedLead(database, {
        name: `Person ${String(i).padStart(2, '0')}`,
        received_at: new Date(Date.UTC(2026, 9, 1 + i)).toISOString(),
        message: i === 5 ? 'Fridge 100% broken_now' : 'washer',
      });
    }
    const first = load((await get('/office/leads')).text);
    const names = first('.office-card__title a')
      .map((_, el) => first(el).text())
      .get();
    expect(names).toHaveLength(25);
    expect(names[0]).toBe('Person 26');
    expect(first('a[rel="next"]').attr('href')).toBe('/office/leads?page=2');
    const second = load((await get('/office/leads?page=2')).text);
    expect(
      second('.office-card__title a')
        .map((_, el) => second(el).text())
        .get(),
    ).toEqual(['Person 01', 'Person 00']);

    const text = load((await get('/office/leads?q=100%25+BROKEN_')).text);
    expect(
      text('.office-card__title a')
        .map((_, el) => text(el).text())
        .get(),
    ).toEqual(['Person 05']);
    expect(text('#leads-text').attr('value')).toBe('100% BROKEN_');
    // A % or _ typed is searched for as itself, not as a wildcard.
    expect(load((await get('/office/leads?q=1_0')).text)('.office-card').length).toBe(0);
    // A text matching more than a page is paged and counted whole, in any case; a page past the end still counts.
    const washers = load((await get('/office/leads?q=WaShEr')).text);
    expect(washers('.office-card')).toHaveLength(25);
    expect(washers('main').text()).toContain('26 leads, newest first.');
    expect(washers('a[rel="next"]').attr('href')).toBe('/office/leads?q=WaShEr&page=2');
    const lastWasher = load((await get('/office/leads?q=washer&page=2')).text);
    expect(lastWasher('.office-card__title a').text()).toBe('Person 00');
    expect(lastWasher('main').text()).toContain('26 leads, newest first.');
    expect(load((await get('/office/leads?q=washer&page=9')).text)('main').text()).toContain('26 leads, newest first.');

    const id = (await database.db.selectFrom('leads').select('id').where('name', '=', 'Person 07').executeTakeFirst())!
      .id;
    await post(`/office/leads/${id}/status`, { status: 'booked' });
    const booked = load((await get('/office/leads?status=booked')).text);
    expect(
      booked('.office-card__title a')
        .map((_, el) => booked(el).text())
        .get(),
    ).toEqual(['Person 07']);
    expect(booked('#leads-status option[selected]').attr('value')).toBe('booked');
    // A status that does not exist is no filter at all rather than an error.
    expect((await get('/office/leads?status=nonsense&page=abc')).status).toBe(200);
  });

  onSqliteOnly(engine)(
    'a lead’s page shows what the visitor sent, changes its status and keeps notes, logging each change',
    async () => {
      const { database, get, post } = await setup();
      const id = await seedLead(database, { name: 'Dana Park', message: 'Dryer squeaks.\nSince Monday.' });
      const page = load((await get(`/office/leads/${id}`)).text);
      expect(page('h1').text()).toBe('Dana Park');
      expect(page('.office-nav a[aria-current="page"]').text()).toBe('Leads');
      expect(page('.office-message').first().text()).toBe('Dryer squeaks.\nSince Monday.');
      expect(page('.office-facts').text()).toContain('Waiting to be sent.');
      expect(page('input[name="status"][value="new"]').attr('checked')).toBeDefined();

      const saved = await post(`/office/leads/${id}/status`, { status: 'called back' });
      expect(saved.headers.location).toBe(`/office/leads/${id}?saved=status`);
      const after = load((await get(saved.headers.location!)).text);
      expect(after('[role="status"]').text()).toBe('Status saved.');
      expect(after('input[name="status"][value="called back"]').attr('checked')).toBeDefined();

      const noted = await post(`/office/leads/${id}/notes`, { body: 'Left a voicemail.\nTry again at 5.' });
      expect(noted.status).toBe(303);
      const notes = load((await get(`/office/leads/${id}`)).text)('.office-notes li');
      expect(notes.text()).toContain('Left a voicemail.\nTry again at 5.');
      expect(notes.text()).toContain(OWNER);

      const empty = await post(`/office/leads/${id}/notes`, { body: '   ' });
      expect(empty.status).toBe(400);
      expect(load(empty.text)('#note-body-error').text()).toBe('Please write the note first.');
      const long = 'x'.repeat(2001);
      const tooLong = await post(`/office/leads/${id}/notes`, { body: long });
      expect(tooLong.status).toBe(400);
      expect(load(tooLong.text)('#note-body').text()).toBe(long);
      expect(await database.db.selectFrom('lead_notes').selectAll().execute()).toHaveLength(1);
      // The note's activity line was written with it, once: the refused notes wrote neither.
      const noteLines = await database.db
        .selectFrom('office_activity')
        .select(['user_email', 'detail'])
        .where('action', '=', 'Note added')
        .execute();
      expect(noteLines).toEqual([
        { user_email: OWNER, detail: `Dana Park (${id}): Left a voicemail. Try again at 5.` },
      ]);

      const activity = (await get('/office/activity')).text;
      expect(activity).toContain('Lead status changed');
      expect(activity).toContain('Dana Park');
      expect(activity).toContain('New → Called back');
      expect(activity).toContain('Note added');
    },
  );

  onSqliteOnly(engine)('answers an unknown lead with the office’s 404, and changes nothing for it', async () => {
    const { database, get, post } = await setup();
    expect((await get('/office/leads/no-such-lead')).status).toBe(404);
    expect((await post('/office/leads/no-such-lead/status', { status: 'closed' })).status).toBe(404);
    expect((await post('/office/leads/no-such-lead/notes', { body: 'hello' })).status).toBe(404);
    // No change, so no activity line either (the pipeline writes a line only with its change).
    const lines = database.db.selectFrom('office_activity').select('action').where('action', '!=', 'Signed in');
    expect(await lines.execute()).toEqual([]);
    expect(await database.db.selectFrom('lead_notes').selectAll().execute()).toEqual([]);
  });

  onSqliteOnly(engine)('shows a notice only for a change it names, whatever ?saved= says', async () => {
    const { database, get } = await setup();
    const id = await seedLead(database, { name: 'Dana Park' });
    expect(load((await get(`/office/leads/${id}?saved=note`)).text)('[role="status"]').text()).toBe('Note added.');
    // Names every object has (constructor, toString) are no notice of ours either.
    for (const saved of ['constructor', 'toString', '__proto__', 'nothing']) {
      const page = await get(`/office/leads/${id}?saved=${saved}`);
      expect(page.status, saved).toBe(200);
      expect(load(page.text)('[role="status"]').length, saved).toBe(0);
    }
  });

  onSqliteOnly(engine)('exports leads.csv as the command line does, and logs the export', async () => {
    const { database, get } = await setup();
    await seedLead(database, { name: 'Csv Person' });
    const exports = load((await get('/office/exports')).text);
    expect(exports('a[href="/office/export/leads.csv"]').length).toBe(1);
    const csv = await get('/office/export/leads.csv')
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="?leads-2026-11-23\.csv"?$/);
    expect(csv.headers['cache-control']).toBe('no-store');
    const body = csv.body as string;
    expect(body.startsWith('\ufeff')).toBe(true);
    const rows = parse(body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.Name)).toEqual(['Csv Person']);
    expect((await get('/office/activity')).text).toContain('Exported leads.csv');
  });

  it('shows hostile names, messages and addresses from both public forms as plain text everywhere, and in the CSV', async () => {
    const { database, get, post } = await setup();
    const id = await seedLead(database, {
      name: HOSTILE_NAME,
      message: HOSTILE_MESSAGE,
      phone: '=cmd|"/c calc"!A1',
      email: '"><svg onload=alert(3)>@example.com',
    });
    await seedBooking(database, '2026-11-24', windowStartsOn(weekdayOf('2026-11-24'))[0]!, {
      name: HOSTILE_NAME,
      address: '<iframe src=javascript:alert(4)>\u0002',
      problem: HOSTILE_MESSAGE,
    });
    await post(`/office/leads/${id}/notes`, { body: `${HOSTILE_NAME}\u0000` });
    await post(`/office/leads/${id}/status`, { status: 'called back' });
    for (const path of [
      '/office',
      '/office/leads',
      `/office/leads/${id}`,
      '/office/activity',
      '/office/leads?q=%3Cimg',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expectInert(response.text);
      expect(load(response.text)('body').text(), path).toContain(HOSTILE_NAME);
    }
    const lead = load((await get(`/office/leads/${id}`)).text);
    expect(lead('h1').text()).toBe(HOSTILE_NAME);
    expect(lead('.office-message').first().text()).toContain('<script>alert(2)</script>');
    expect(lead('svg').length).toBe(0);

    const csv = (await get('/office/export/leads.csv')).text;
    const [row] = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(row!.Name).toBe(HOSTILE_NAME);
    // eslint-disable-next-line no-control-regex -- the point is that none of these reach the file
    expect(row!.Message).not.toMatch(/[\u0001\u001b\u0007\u202e]/);
    expect(row!.Message).toContain('<script>alert(2)</script>\n=HYPERLINK');
    // A cell a spreadsheet would run as a formula starts with an apostrophe instead.
    expect(row!.Phone).toBe(`'=cmd|"/c calc"!A1`);
  });

  onSqliteOnly(engine)(
    'cleans every field of its forms with the one cleaner: one line each, a note keeps its lines',
    async () => {
      const { database, post, tryLogin } = await setup();
      const id = await seedLead(database);
      for (const hostile of HOSTILE_CLASSES) {
        const run = hostile.chars.join('');
        const noted = await post(`/office/leads/${id}/notes`, { body: `${run}Called${run}back${run}` });
        expect(noted.status, hostile.name).toBe(303);
        // Nothing that shows is nothing to note.
        const empty = await post(`/office/leads/${id}/notes`, { body: ` ${run} ` });
        expect(empty.status, hostile.name).toBe(400);
        expect(empty.text).toContain('Please write the note first.');
      }
      const notes = await database.db.selectFrom('lead_notes').select('body').orderBy('at').execute();
      expect(notes.map((note) => note.body)).toEqual(
        HOSTILE_CLASSES.map((hostile) => (hostile.breaks ? 'Called\n\n\n\n\n\nback' : 'Calledback')),
      );
      const run = EVERY_HOSTILE;
      expect(
        (await post('/office/settings/close', { date: `${run}2026-12-01${run}`, reason: `${run}Staff${run}day${run}` }))
          .status,
      ).toBe(303);
      const day = await database.db.selectFrom('schedule_days').selectAll().executeTakeFirstOrThrow();
      expect(day).toMatchObject({ date: '2026-12-01', status: 'closed', reason: 'Staff day' });
      // The sign-in e-mail too: pasted with an invisible character around it, it still names the account.
      const { response } = await tryLogin(`\u200b${OWNER}\u202e`, OWNER_PASSWORD, { from: '203.0.113.99' });
      expect(response.status).toBe(303);
    },
  );
});

describe('the sign-in form as markup', () => {
  it('is reachable from the sign-in page without a session and carries its own CSRF token', async () => {
    const engine = engines[0]!;
    const { http } = await officeApp(await engine.open());
    expect(csrfOf((await http.get('/office/login')).text)).toMatch(/^[\w-]{43}$/);
  });
});
