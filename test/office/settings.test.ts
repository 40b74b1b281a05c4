/**
 * The schedule settings, signed in: capacity per weekday and window (one form for the week), closed days with
 * the reason visitors see, and the private calendar feed's address. Every change reaches /api/availability at
 * once, as a visitor's browser asks for it, and is written to the activity log.
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { bookingBody } from '../helpers/booking';
import { activityLines, breakActivityLog } from '../helpers/activity';
import { testEngines } from '../helpers/engines';
import { bookVisit, officeApp, OWNER } from '../helpers/office';

const engines = testEngines('office settings', { postgres: false });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';
const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

describe.each(engines)('the office’s schedule settings on $name', (engine) => {
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
    const windows = async () => {
      const response = await office.http.get('/api/availability?zip=20901&service=washer-repair');
      expect(response.status).toBe(200);
      return (response.body as { windows: { start: string; remaining: number }[] }).windows;
    };
    /** The grid as the page shows it: every field's name and value, ready to post back. */
    const grid = async () => {
      const $ = load((await get('/office/settings')).text);
      const form: Record<string, string> = {};
      $('form[action="/office/settings/capacity"] input[type="number"]').each((_, el) => {
        form[$(el).attr('name')!] = $(el).attr('value')!;
      });
      return form;
    };
    /** The schedule's lines of the activity log: each written in the transaction of its change. */
    const scheduleActivity = async () =>
      (
        await database.db
          .selectFrom('office_activity')
          .select(['user_email', 'action', 'detail'])
          .where('action', 'in', ['Capacity changed', 'Day closed', 'Day reopened'])
          .execute()
      ).map((line) => `${line.user_email} ${line.action}: ${line.detail}`);
    return { ...office, database, get, post, windows, grid, scheduleActivity };
  };

  it('saves the week’s capacity in one form, and visitors see the new places at once', async () => {
    const { get, post, windows, grid, database, http, scheduleActivity } = await setup();
    await bookVisit(http, TUESDAY_8AM);
    const before = await grid();
    expect(Object.keys(before)).toHaveLength(40);
    expect(before['cap-Tuesday-480']).toBe('2');
    expect((await windows()).find((w) => w.start === TUESDAY_8AM)?.remaining).toBe(1);

    const saved = await post('/office/settings/capacity', {
      ...before,
      'cap-Tuesday-480': '4',
      'cap-Tuesday-600': '0',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe('/office/settings?saved=capacity');
    const all = await windows();
    expect(all.find((w) => w.start === TUESDAY_8AM)?.remaining).toBe(3);
    expect(all.find((w) => w.start === TUESDAY_10AM)?.remaining).toBe(0);
    // Only Tuesdays changed: next Tuesday too, and no Monday.
    expect(all.find((w) => w.start === '2026-12-01T08:00:00-05:00')?.remaining).toBe(4);
    expect(all.find((w) => w.start === '2026-11-30T08:00:00-05:00')?.remaining).toBe(2);
    expect(await database.db.selectFrom('schedule_capacity').select('changed_by').execute()).toEqual([
      { changed_by: OWNER },
      { changed_by: OWNER },
    ]);
    const page = load((await get(saved.headers.location!)).text);
    expect(page('[role="status"]').text()).toBe('Capacity saved.');
    expect(page('#cap-Tuesday-480').attr('value')).toBe('4');
    expect(
      load((await get('/office')).text)('.office-day')
        .eq(1)
        .text(),
    ).toContain('1 of 4 booked');
    expect((await get('/office/activity')).text).toContain('Tuesday 08:00–10:00: 2 → 4; Tuesday 10:00–12:00: 2 → 0');
    expect(await scheduleActivity()).toEqual([
      `${OWNER} Capacity changed: Tuesday 08:00–10:00: 2 → 4; Tuesday 10:00–12:00: 2 → 0`,
    ]);
    // The same grid again changes nothing, and so writes no line.
    expect((await post('/office/settings/capacity', await grid())).status).toBe(303);
    expect(await scheduleActivity()).toHaveLength(1);
  });

  it('refuses a grid with a bad cell, saving none of it and keeping what was typed', async () => {
    const { post, grid, database, scheduleActivity } = await setup();
    const typed = { ...(await grid()), 'cap-Monday-480': '5', 'cap-Friday-960': '21', 'cap-Sunday-540': 'lots' };
    const refused = await post('/office/settings/capacity', typed);
    expect(refused.status).toBe(400);
    const $ = load(refused.text);
    expect($('[role="alert"]').first().text()).toContain('Nothing was saved.');
    expect($('#cap-Friday-960-error').text()).toBe('Please enter a whole number of visits from 0 to 20.');
    expect($('#cap-Sunday-540-error').text()).toBe('Please enter a whole number of visits from 0 to 20.');
    expect($('#cap-Sunday-540').attr('aria-invalid')).toBe('true');
    expect($('#cap-Monday-480').attr('value')).toBe('5');
    expect($('#cap-Sunday-540').attr('value')).toBe('lots');
    expect(await database.db.selectFrom('schedule_capacity').selectAll().execute()).toEqual([]);
    expect(await scheduleActivity()).toEqual([]);
  });

  it('closes a day with the reason visitors see, takes its windows out of availability, and reopens it', async () => {
    const { get, post, windows, http, scheduleActivity } = await setup();
    expect((await windows()).some((w) => w.start.startsWith('2026-11-24'))).toBe(true);

    const closed = await post('/office/settings/close', { date: '2026-11-24', reason: 'Closed for a family event' });
    expect(closed.status).toBe(303);
    expect((await windows()).some((w) => w.start.startsWith('2026-11-24'))).toBe(false);
    const refusedBooking = await http.post('/api/bookings').send(bookingBody(TUESDAY_10AM));
    expect(refusedBooking.status).toBe(422);
    expect(JSON.stringify(refusedBooking.body)).toContain('Closed for a family event');

    const page = load((await get(closed.headers.location!)).text);
    expect(page('[role="status"]').first().text()).toBe('Day closed.');
    const listed = page('.office-card').filter((_, el) => page(el).text().includes('Tuesday, November 24'));
    expect(listed.text()).toContain('Visitors see: “Closed for a family event”');
    expect(listed.text()).toContain(`Closed by ${OWNER}`);
    expect(
      load((await get('/office')).text)('.office-day')
        .eq(1)
        .find('h3')
        .text(),
    ).toContain('Closed for a family event');

    const reopened = await post('/office/settings/reopen', { date: '2026-11-24' });
    expect(reopened.status).toBe(303);
    expect((await windows()).some((w) => w.start === TUESDAY_10AM)).toBe(true);
    // Thanksgiving is closed by the site's defaults; the office can open it.
    await post('/office/settings/reopen', { date: '2026-11-26' });
    expect((await windows()).some((w) => w.start.startsWith('2026-11-26'))).toBe(true);
    const activity = (await get('/office/activity')).text;
    expect(activity).toContain('Day closed');
    expect(activity).toContain('Tuesday, November 24: Closed for a family event');
    expect(activity).toContain('Day reopened');
    // Reopening an open day changes nothing, and so writes no line.
    expect((await post('/office/settings/reopen', { date: '2026-11-24' })).status).toBe(303);
    expect((await scheduleActivity()).sort()).toEqual([
      `${OWNER} Day closed: Tuesday, November 24: Closed for a family event`,
      `${OWNER} Day reopened: Thursday, November 26`,
      `${OWNER} Day reopened: Tuesday, November 24`,
    ]);
  });

  it('refuses a day in the past, a made-up date or no reason, keeping what was typed beside each error', async () => {
    const { post, database, scheduleActivity } = await setup();
    const past = load((await post('/office/settings/close', { date: '2026-11-20', reason: 'Too late' })).text);
    expect(past('#close-date-error').text()).toBe('That day has already passed.');
    expect(past('#close-reason').attr('value')).toBe('Too late');
    const bad = await post('/office/settings/close', { date: '2026-02-30', reason: '   ' });
    expect(bad.status).toBe(400);
    const $ = load(bad.text);
    expect($('#close-date-error').text()).toBe('Please enter a real date, like 2026-12-24.');
    expect($('#close-reason-error').text()).toContain('Please say why');
    expect($('#close-date').attr('value')).toBe('2026-02-30');
    expect((await post('/office/settings/reopen', { date: 'never' })).status).toBe(400);
    expect(await database.db.selectFrom('schedule_days').selectAll().execute()).toEqual([]);
    expect(await scheduleActivity()).toEqual([]);
  });

  it('keeps no capacity, closed day or reopened day whose activity line cannot be written', async () => {
    const { post, grid, windows, database } = await setup();
    const before = await grid();
    await breakActivityLog(database);
    expect((await post('/office/settings/capacity', { ...before, 'cap-Tuesday-480': '4' })).status).toBe(500);
    expect(
      (await post('/office/settings/close', { date: '2026-11-25', reason: 'Closed for a family event' })).status,
    ).toBe(500);
    // Thanksgiving is closed by the site's defaults: reopening it would write a row.
    expect((await post('/office/settings/reopen', { date: '2026-11-26' })).status).toBe(500);
    expect(await database.db.selectFrom('schedule_capacity').selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom('schedule_days').selectAll().execute()).toEqual([]);
    const open = await windows();
    expect(open.find((w) => w.start === TUESDAY_8AM)?.remaining).toBe(2);
    expect(open.some((w) => w.start.startsWith('2026-11-25'))).toBe(true);
    expect(open.some((w) => w.start.startsWith('2026-11-26'))).toBe(false);
  });

  it('shows the calendar feed’s private address once; it serves the visits, and a new one retires it', async () => {
    const { get, post, http, database } = await setup();
    await bookVisit(http, TUESDAY_8AM, { name: HOSTILE_NAME, problem: 'Line one\nEND:VEVENT\nBEGIN:VEVENT' });
    const first = await post('/office/settings/feed', {});
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const url = load(first.text)('#feed-url').attr('value')!;
    expect(url).toMatch(/^https:\/\/[^/]+\/office\/calendar\/[\w-]{43}\.ics$/);
    const path = new URL(url).pathname;
    const secret = path.split('/').pop()!.replace('.ics', '');
    // Only the hash is kept, and the address is not on the page again.
    const stored = await database.db.selectFrom('schedule_settings').select('value').execute();
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect((await get('/office/settings')).text).not.toContain(secret);
    expect((await get('/office/activity')).text).not.toContain(secret);

    // A phone calendar has no session: the secret alone opens the feed.
    const feed = await http.get(path);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('no-store');
    expect(feed.headers['x-robots-tag']).toContain('noindex');
    expect(feed.text).toContain('BEGIN:VCALENDAR');
    // The problem's "END:VEVENT" line stays inside the escaped description: one event, no injected one.
    expect(feed.text.match(/^BEGIN:VEVENT/gm)).toHaveLength(1);
    expect(feed.text).toContain(HOSTILE_NAME);

    const second = await post('/office/settings/feed', {});
    const newPath = new URL(load(second.text)('#feed-url').attr('value')!).pathname;
    expect(newPath).not.toBe(path);
    expect((await http.get(path)).status).toBe(404);
    expect((await http.get(newPath)).status).toBe(200);
    expect((await get('/office/activity')).text).toContain('Calendar feed address made');
  });

  it('makes a feed address with its activity line, or neither when the line cannot be written', async () => {
    const { post, http, database } = await setup();
    const feedHash = async () =>
      (
        await database.db
          .selectFrom('schedule_settings')
          .select('value')
          .where('name', '=', 'calendar_feed_secret_hash')
          .executeTakeFirst()
      )?.value;
    const made = await post('/office/settings/feed', {});
    expect(made.status).toBe(200);
    const path = new URL(load(made.text)('#feed-url').attr('value')!).pathname;
    expect((await activityLines(database)).filter((line) => line.action === 'Calendar feed address made')).toEqual([
      { action: 'Calendar feed address made', detail: 'the previous address, if any, stopped working', by: OWNER },
    ]);

    // The log's table is gone: the new secret fails writing its line, and the address in use keeps working.
    const hash = await feedHash();
    await breakActivityLog(database);
    expect((await post('/office/settings/feed', {})).status).toBe(500);
    expect(await feedHash()).toBe(hash);
    expect((await http.get(path)).status).toBe(200);
  });
});
