/**
 * The owner's bookings, signed in: the list by day with its date filter and the search by reference, a
 * booking's page, moving a visit (into a full window or a closed day only on purpose), cancelling one, and the
 * bookings CSV. Customers book through the public API, as on the site; the changes show in /api/availability.
 */
import { load } from 'cheerio';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Schedule } from '../../server/features/booking/availability/schedule';
import { activityLines, breakActivityLog } from '../helpers/activity';
import { testEngines } from '../helpers/engines';
import { bookVisit, officeApp, OWNER } from '../helpers/office';

const engines = testEngines('office bookings screens', { postgres: false });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';
const WEDNESDAY_2PM = '2026-11-25T14:00:00-05:00';
const THANKSGIVING_10AM = '2026-11-26T10:00:00-05:00';
const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

describe.each(engines)('the office’s bookings on $name', (engine) => {
  const setup = async () => {
    const database = await engine.open();
    const office = await officeApp(database, { options: { bookingRateLimit: { limit: 10_000 } } });
    const browser = await office.signIn();
    const get = (path: string) => office.http.get(path).set('Cookie', browser.cookie);
    const post = (path: string, form: Record<string, string>) =>
      office.http
        .post(path)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, ...form });
    const book = (start: string, overrides: Record<string, unknown> = {}) => bookVisit(office.http, start, overrides);
    const row = (reference: string) =>
      database.db
        .selectFrom('bookings')
        .select(['status', 'window_start', 'changed_by'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
    /** Places left in a window, as a visitor's browser is told. */
    const remaining = async (start: string) => {
      const response = await office.http.get('/api/availability?zip=20901&service=washer-repair');
      return (response.body as { windows: { start: string; remaining: number }[] }).windows.find(
        (w) => w.start === start,
      )?.remaining;
    };
    return { ...office, database, browser, get, post, book, row, remaining };
  };

  it('lists the bookings by day from today, filters by dates, and finds one by its reference', async () => {
    const { get, book, post } = await setup();
    const ada = await book(TUESDAY_8AM, { name: 'Ada Customer' });
    const bea = await book(WEDNESDAY_2PM, { name: 'Bea Customer' });
    await post(`/office/bookings/${bea}/cancel`, { confirm: 'yes' });

    const page = await get('/office/bookings');
    expect(page.status).toBe(200);
    const $ = load(page.text);
    expect($('h1').text()).toBe('Bookings');
    expect($('nav a[aria-current="page"]').text()).toBe('Bookings');
    const days = $('.office-day h2')
      .map((_, el) => $(el).text())
      .get();
    expect(days).toHaveLength(14);
    expect(days[0]).toContain('Monday, November 23');
    expect(days[3]).toContain('Closed for Thanksgiving');
    const tuesday = $('.office-day').eq(1);
    expect(tuesday.find(`a[href="/office/bookings/${ada}"]`).text()).toBe('8:00 AM–10:00 AM · Ada Customer');
    expect(tuesday.find('.office-status').text()).toBe('Booked');
    expect($('.office-day').eq(2).find('.office-status').text()).toBe('Cancelled');
    expect($('[role="status"]').text()).toContain('1 visit booked');

    const wednesdayOnly = load((await get('/office/bookings?from=2026-11-25&to=2026-11-25')).text);
    expect(wednesdayOnly('.office-day')).toHaveLength(1);
    expect(wednesdayOnly('.office-card').text()).toContain('Bea Customer');
    expect(wednesdayOnly('#bookings-from').attr('value')).toBe('2026-11-25');

    const wrong = await get('/office/bookings?from=2026-02-30&to=soon');
    expect(wrong.status).toBe(400);
    const refused = load(wrong.text);
    expect(refused('#bookings-from-error').text()).toBe('Please enter a real date, like 2026-12-24.');
    expect(refused('#bookings-from').attr('value')).toBe('2026-02-30');
    expect(refused('#bookings-to').attr('value')).toBe('soon');

    const found = await get(`/office/bookings?reference=${ada.slice(4).toLowerCase()}`);
    expect(found.status).toBe(303);
    expect(found.headers.location).toBe(`/office/bookings/${ada}`);
    const missing = await get('/office/bookings?reference=CAR-ZZZZZZ');
    expect(missing.status).toBe(400);
    expect(load(missing.text)('#bookings-reference-error').text()).toBe('No booking has that reference.');
  });

  it('shows a booking with everything the customer sent, and moves it to a window with room', async () => {
    const { get, post, book, row, remaining, database } = await setup();
    const reference = await book(TUESDAY_8AM, {
      name: 'Cy Customer',
      brand: 'Bosch',
      problem: 'Leaks.\nOnly on spin.',
      phone: '(301) 555-0123',
    });
    const page = load((await get(`/office/bookings/${reference}`)).text);
    expect(page('h1').text()).toBe(`Cy Customer, booking ${reference}`);
    expect(page('.office-facts').text()).toContain('Tuesday, November 24, 8:00 AM–10:00 AM');
    expect(page('.office-facts').text()).toContain('Washer Repair · Bosch');
    expect(page('.office-message').text()).toBe('Leaks.\nOnly on spin.');
    expect(page('a[href="tel:+13015550123"]').length).toBe(1);
    // The picker: the visit's own window cannot be chosen; the next one can.
    expect(page(`input[value="${TUESDAY_8AM}"]`).attr('disabled')).toBeDefined();
    expect(page(`input[value="${TUESDAY_10AM}"]`).attr('disabled')).toBeUndefined();
    expect(page(`label[for="${page(`input[value="${TUESDAY_10AM}"]`).attr('id')}"]`).text()).toContain('0 of 2 booked');

    expect(await remaining(TUESDAY_10AM)).toBe(2);
    const moved = await post(`/office/bookings/${reference}/reschedule`, { windowStart: TUESDAY_10AM });
    expect(moved.status).toBe(303);
    expect(moved.headers.location).toBe(`/office/bookings/${reference}?saved=moved`);
    expect(await row(reference)).toMatchObject({ status: 'booked', changed_by: OWNER });
    expect(new Date((await row(reference)).window_start as string).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(await remaining(TUESDAY_10AM)).toBe(1);
    expect(await remaining(TUESDAY_8AM)).toBe(2);
    const after = load((await get(moved.headers.location!)).text);
    expect(after('[role="status"]').text()).toContain('Visit moved.');
    expect(after('.office-facts').text()).toContain('last changed by owner@example.com');
    const activity = (await get('/office/activity')).text;
    expect(activity).toContain('Booking moved');
    expect(activity).toContain('Tuesday, November 24, 8:00 AM–10:00 AM to Tuesday, November 24, 10:00 AM–12:00 PM');
    expect(await database.db.selectFrom('bookings').select('id').execute()).toHaveLength(1);
  });

  it('moves a visit into a full window or onto a closed day only with “book over capacity” ticked', async () => {
    const { get, post, book, row } = await setup();
    await book(TUESDAY_10AM);
    await book(TUESDAY_10AM);
    const reference = await book(TUESDAY_8AM, { name: 'Dee Customer' });

    const full = await post(`/office/bookings/${reference}/reschedule`, { windowStart: TUESDAY_10AM });
    expect(full.status).toBe(409);
    const refused = load(full.text);
    expect(refused('#move-windowStart-error').text()).toBe(
      'That window is full. Choose another, or move the visit there anyway on purpose.',
    );
    // The choice is kept for the second try, and nearby windows with room are offered.
    expect(refused(`input[value="${TUESDAY_10AM}"]`).attr('checked')).toBeDefined();
    expect(refused('#move-windowStart-error').closest('form').text()).toContain('Nearest windows with room');
    expect(new Date((await row(reference)).window_start as string).getTime()).toBe(Date.parse(TUESDAY_8AM));

    const closed = await post(`/office/bookings/${reference}/reschedule`, { windowStart: THANKSGIVING_10AM });
    expect(closed.status).toBe(422);
    expect(load(closed.text)('#move-windowStart-error').text()).toContain('Closed for Thanksgiving');

    const forced = await post(`/office/bookings/${reference}/reschedule`, { windowStart: TUESDAY_10AM, force: 'yes' });
    expect(forced.status).toBe(303);
    expect(new Date((await row(reference)).window_start as string).getTime()).toBe(Date.parse(TUESDAY_10AM));
    const today = load((await get('/office')).text);
    expect(today('.office-day').eq(1).text()).toContain('3 of 2 booked (over capacity)');
    expect((await get('/office/activity')).text).toContain('over capacity allowed');

    const nothing = await post(`/office/bookings/${reference}/reschedule`, {});
    expect(nothing.status).toBe(400);
    expect(load(nothing.text)('#move-windowStart-error').text()).toBe('Please choose one of the arrival windows.');
  });

  it('cancels a visit only when confirmed, frees its place at once, and keeps it listed as cancelled', async () => {
    const { get, post, book, row, remaining } = await setup();
    const reference = await book(TUESDAY_8AM, { name: 'Eve Customer' });
    expect(await remaining(TUESDAY_8AM)).toBe(1);

    const unconfirmed = await post(`/office/bookings/${reference}/cancel`, {});
    expect(unconfirmed.status).toBe(400);
    expect(load(unconfirmed.text)('#cancel-confirm-error').text()).toBe(
      'Please tick the box to confirm the cancellation.',
    );
    expect((await row(reference)).status).toBe('booked');

    const cancelled = await post(`/office/bookings/${reference}/cancel`, { confirm: 'yes' });
    expect(cancelled.status).toBe(303);
    expect((await row(reference)).status).toBe('cancelled');
    expect(await remaining(TUESDAY_8AM)).toBe(2);
    expect(cancelled.headers.location).toBe(`/office/bookings/${reference}?saved=cancelled`);
    const page = load((await get(cancelled.headers.location!)).text);
    expect(page('[role="status"]').text()).toContain('Visit cancelled.');
    expect(page('.office-status').text()).toBe('Cancelled');
    expect(page('form[action$="/reschedule"]').length).toBe(0);
    expect((await get('/office/activity')).text).toContain('Booking cancelled');

    // A cancelled visit cannot be moved back by a stale form.
    const stale = await post(`/office/bookings/${reference}/reschedule`, { windowStart: TUESDAY_10AM });
    expect(stale.status).toBe(409);
    expect((await row(reference)).status).toBe('cancelled');
  });

  it('tells the customer of a move and a cancel made in the office, through the same outbox as the site', async () => {
    const { database, book, post } = await setup();
    const reference = await book(TUESDAY_8AM);
    const { id } = await database.db
      .selectFrom('bookings')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const queued = async () =>
      (
        await database.db
          .selectFrom('booking_emails')
          .select(['kind', 'window_start'])
          .where('booking_id', '=', id)
          .where('kind', 'in', ['customer-rescheduled', 'customer-cancelled', 'office-changed', 'office-cancelled'])
          .orderBy('created_at')
          .orderBy('kind')
          .execute()
      ).map((row) => ({ kind: row.kind, start: new Date(row.window_start).toISOString() }));

    expect((await post(`/office/bookings/${reference}/reschedule`, { windowStart: TUESDAY_10AM })).status).toBe(303);
    expect(await queued()).toEqual([
      { kind: 'customer-rescheduled', start: '2026-11-24T15:00:00.000Z' },
      { kind: 'office-changed', start: '2026-11-24T15:00:00.000Z' },
    ]);

    expect((await post(`/office/bookings/${reference}/cancel`, { confirm: 'yes' })).status).toBe(303);
    // The test's clock stands still, so both changes carry one created_at: compare what was queued, not when.
    expect((await queued()).map((row) => row.kind).sort()).toEqual([
      'customer-cancelled',
      'customer-rescheduled',
      'office-cancelled',
      'office-changed',
    ]);
  });

  it('answers an unknown or malformed reference with the office’s 404 and changes nothing', async () => {
    const { get, post } = await setup();
    for (const reference of ['CAR-ZZZZZZ', 'nonsense', '%3Cimg%3E']) {
      expect((await get(`/office/bookings/${reference}`)).status).toBe(404);
      expect((await post(`/office/bookings/${reference}/reschedule`, { windowStart: TUESDAY_10AM })).status).toBe(404);
      expect((await post(`/office/bookings/${reference}/cancel`, { confirm: 'yes' })).status).toBe(404);
    }
  });

  it('exports bookings.csv with a BOM and formula cells neutralised, and logs the export', async () => {
    const { get, book } = await setup();
    await book(TUESDAY_8AM, { name: HOSTILE_NAME, phone: '(301) 555-0188', problem: '=HYPERLINK("http://x")' });
    expect(load((await get('/office/exports')).text)('a[href="/office/export/bookings.csv"]').length).toBe(1);
    const csv = await get('/office/export/bookings.csv')
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="?bookings-2026-11-23\.csv"?$/);
    expect(csv.headers['cache-control']).toBe('no-store');
    const body = csv.body as string;
    expect(body.startsWith('\ufeff')).toBe(true);
    const [row] = parse(body, { bom: true, columns: true }) as Record<string, string>[];
    expect(row!.Name).toBe(HOSTILE_NAME);
    expect(row!['What is happening']).toBe(`'=HYPERLINK("http://x")`);
    expect(row!['Day (ET)']).toBe('2026-11-24');
    expect((await get('/office/activity')).text).toContain('Exported bookings.csv');
  });

  it('shows a hostile name, address and problem as plain text on every bookings screen', async () => {
    const { get, post, book, app } = await setup();
    const reference = await book(TUESDAY_8AM, {
      name: HOSTILE_NAME,
      address: '<iframe src=javascript:alert(4)> 1 Main St',
      problem: 'Line\u0007 one\u202e\n<script>alert(2)</script>',
    });
    await post(`/office/bookings/${reference}/reschedule`, { windowStart: TUESDAY_10AM });
    await (app.locals.schedule as Schedule).closeDay('2026-11-27', '<b>Closed</b> for inventory', OWNER);
    for (const path of [
      '/office/bookings',
      `/office/bookings/${reference}`,
      '/office/activity',
      '/office',
      '/office/settings',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const $ = load(response.text);
      expect($('img[onerror]').length, path).toBe(0);
      expect($('iframe').length, path).toBe(0);
      expect($('b').length, path).toBe(0);
      expect($('body script:not([type="application/json"]):not([type="module"])').length, path).toBe(0);
      // eslint-disable-next-line no-control-regex -- the point is that none of these reach the page
      expect(response.text, path).not.toMatch(/[\u0000-\u0008\v\f\u000e-\u001f\u007f\u202e]/);
    }
    const page = load((await get(`/office/bookings/${reference}`)).text);
    expect(page('h1').text()).toContain(HOSTILE_NAME);
    expect(page('.office-message').text()).toContain('<script>alert(2)</script>');
  });

  it('moves and cancels a visit with its activity line and the customer’s e-mails, or keeps none of them', async () => {
    const { database, book, post, row, remaining } = await setup();
    const reference = await book(TUESDAY_8AM, { name: 'Fay Together' });
    const { id } = await database.db
      .selectFrom('bookings')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const queued = async () =>
      (await database.db.selectFrom('booking_emails').select('kind').where('booking_id', '=', id).execute())
        .map((email) => email.kind)
        .sort();
    const moves = async () => (await activityLines(database)).filter((line) => line.action.startsWith('Booking '));

    expect((await post(`/office/bookings/${reference}/reschedule`, { windowStart: TUESDAY_10AM })).status).toBe(303);
    expect(await moves()).toEqual([
      {
        action: 'Booking moved',
        detail: `Fay Together (${reference}) from Tuesday, November 24, 8:00 AM–10:00 AM to Tuesday, November 24, 10:00 AM–12:00 PM`,
        by: OWNER,
      },
    ]);
    expect(await queued()).toContain('customer-rescheduled');

    // Full: refused, and neither the move nor a line is written.
    await book(WEDNESDAY_2PM);
    await book(WEDNESDAY_2PM);
    const before = { row: await row(reference), emails: await queued(), lines: await activityLines(database) };
    expect((await post(`/office/bookings/${reference}/reschedule`, { windowStart: WEDNESDAY_2PM })).status).toBe(409);
    expect({ row: await row(reference), emails: await queued(), lines: await activityLines(database) }).toEqual(before);

    // The log's table is gone: the move and the cancel fail writing their line, and are not kept either.
    await breakActivityLog(database);
    expect((await post(`/office/bookings/${reference}/reschedule`, { windowStart: TUESDAY_8AM })).status).toBe(500);
    expect((await post(`/office/bookings/${reference}/cancel`, { confirm: 'yes' })).status).toBe(500);
    expect({ row: await row(reference), emails: await queued(), lines: await activityLines(database) }).toEqual(before);
    expect([await remaining(TUESDAY_8AM), await remaining(TUESDAY_10AM)]).toEqual([2, 1]);
  });
});
