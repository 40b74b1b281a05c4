/**
 * Closing a day that has visits asks what to do with them: move them to another day's windows (each customer
 * e-mailed the new window) or cancel them with a message each customer gets; either way no reminder for the
 * closed day stays queued, and the day closes in the same request.
 */
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { breakActivityLog } from '../helpers/activity';
import { testEngines } from '../helpers/engines';
import { bookVisit, officeApp } from '../helpers/office';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

const engines = testEngines('office close a day with visits', { postgres: false });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_2PM = '2026-11-24T14:00:00-05:00';
const CLOSE = { date: '2026-11-24', reason: 'Closed for a family event' };

describe.each(engines)('closing a day with visits on $name', (engine) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  const setup = async (withMail = false) => {
    const database = await engine.open();
    const office = await officeApp(database, {
      env: withMail ? { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } : {},
      options: { bookingRateLimit: { limit: 10_000 }, bookingOutbox: { pollMs: 100 } },
    });
    const browser = await office.signIn();
    const get = (path: string) => office.http.get(path).set('Cookie', browser.cookie);
    const post = (path: string, form: Record<string, string>) =>
      office.http
        .post(path)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, ...form });
    const early = await bookVisit(office.http, TUESDAY_8AM, { email: 'early@example.com' });
    const late = await bookVisit(office.http, TUESDAY_2PM, { email: 'late@example.com' });
    const bookings = () =>
      database.db
        .selectFrom('bookings')
        .select(['id', 'reference', 'status', 'window_start'])
        .orderBy('window_start')
        .execute();
    /** The reminders still to go out for a visit on the closed day. */
    const tuesdayReminders = async () =>
      (
        await database.db
          .selectFrom('booking_emails')
          .select(['status', 'window_start'])
          .where('kind', '=', 'customer-reminder')
          .execute()
      ).filter((row) => new Date(row.window_start as string).toISOString().startsWith('2026-11-24'));
    const stop = async () => {
      await office.app.locals.bookingOutbox?.stop();
      await office.app.locals.leadOutbox?.stop();
    };
    /** The closing's lines of the activity log, by action: written in the transaction of the closing. */
    const closeActivity = async () =>
      (
        await database.db
          .selectFrom('office_activity')
          .select(['action', 'detail'])
          .where('action', 'in', ['Day closed', 'Booking moved', 'Booking cancelled'])
          .execute()
      ).sort((a, b) => a.action.localeCompare(b.action) || a.detail.localeCompare(b.detail));
    return { ...office, database, get, post, early, late, bookings, tuesdayReminders, stop, closeActivity };
  };

  it('asks first, listing the visits with their times, then moves them to another day’s windows', async () => {
    const { post, get, early, late, bookings, tuesdayReminders, database, closeActivity } = await setup();
    expect((await tuesdayReminders()).map((r) => r.status)).toEqual(['pending', 'pending']);

    const asked = await post('/office/settings/close', CLOSE);
    expect(asked.status).toBe(200);
    const $ = load(asked.text);
    expect($('h1').text()).toBe('Close Tuesday, November 24?');
    expect($(`a[href="/office/bookings/${early}"]`).text()).toContain('8:00 AM–10:00 AM');
    expect($(`a[href="/office/bookings/${late}"]`).text()).toContain('2:00 PM–4:00 PM');
    expect(
      $('form input[name="visits"]')
        .map((_, el) => $(el).attr('value'))
        .get(),
    ).toEqual(['move', 'cancel']);
    // Nothing is closed until a choice is made.
    expect(await database.db.selectFrom('schedule_days').selectAll().execute()).toEqual([]);

    const closedToo = await post('/office/settings/close', { ...CLOSE, visits: 'move', moveTo: '2026-11-26' });
    expect(closedToo.status).toBe(409);
    expect(load(closedToo.text)('#close-moveTo-error').text()).toContain('Closed for Thanksgiving');
    expect((await bookings()).every((b) => b.status === 'booked')).toBe(true);
    // Neither the question nor the refused move changed anything, so neither wrote a line.
    expect(await closeActivity()).toEqual([]);

    const moved = await post('/office/settings/close', { ...CLOSE, visits: 'move', moveTo: '2026-11-27' });
    expect(moved.status).toBe(303);
    expect(moved.headers.location).toBe('/office/settings?saved=closed-moved&closed=2026-11-24');
    const after = await bookings();
    expect(after.map((b) => [b.reference, new Date(b.window_start as string).toISOString()])).toEqual([
      [early, '2026-11-27T13:00:00.000Z'],
      [late, '2026-11-27T19:00:00.000Z'],
    ]);
    expect((await tuesdayReminders()).map((r) => r.status)).toEqual(['skipped', 'skipped']);
    const rescheduled = await database.db
      .selectFrom('booking_emails')
      .select('status')
      .where('kind', '=', 'customer-rescheduled')
      .execute();
    expect(rescheduled).toHaveLength(2);
    const settings = load((await get(moved.headers.location!)).text);
    expect(settings('[role="status"]').first().text()).toContain('Its visits are moved');
    expect(settings('.office-notice--warn')).toHaveLength(0);
    expect((await get('/office/activity')).text).toContain('the day being closed');
    const lines = await closeActivity();
    expect(lines.map((line) => line.action)).toEqual(['Booking moved', 'Booking moved', 'Day closed']);
    expect(lines[0]!.detail).toContain(`(${early}) from `);
    expect(lines[1]!.detail).toContain(`(${late}) from `);
    expect(lines[2]!.detail).toBe(
      'Tuesday, November 24: Closed for a family event, its 2 visits moved to Friday, November 27',
    );
  });

  it('cancels them with a message each customer gets in the cancel e-mail', async () => {
    const { post, bookings, tuesdayReminders, stop, closeActivity } = await setup(true);
    try {
      const empty = await post('/office/settings/close', { ...CLOSE, visits: 'cancel', message: ' ' });
      expect(empty.status).toBe(400);
      expect(load(empty.text)('#close-message-error').text()).toBe('Please write the message each customer gets.');
      expect(await closeActivity()).toEqual([]);
      const message = 'A family emergency closes us that day. Please call to book again; sorry!';
      const cancelled = await post('/office/settings/close', { ...CLOSE, visits: 'cancel', message });
      expect(cancelled.status).toBe(303);
      expect((await bookings()).map((b) => b.status)).toEqual(['cancelled', 'cancelled']);
      expect((await closeActivity()).map((line) => line.action)).toEqual([
        'Booking cancelled',
        'Booking cancelled',
        'Day closed',
      ]);
      expect((await tuesdayReminders()).map((r) => r.status)).toEqual(['skipped', 'skipped']);
      await vi.waitFor(
        () => {
          const mail = smtp.received.find(
            (m) => m.envelope.to.includes('early@example.com') && m.parsed.subject?.includes('cancelled'),
          );
          expect(mail?.parsed.text).toContain(message);
        },
        { timeout: 5000 },
      );
    } finally {
      await stop();
    }
  });

  it('keeps the day open and its visits where they were when the activity line cannot be written', async () => {
    const { post, bookings, tuesdayReminders, database } = await setup();
    const before = await bookings();
    await breakActivityLog(database);
    const moved = await post('/office/settings/close', { ...CLOSE, visits: 'move', moveTo: '2026-11-27' });
    expect(moved.status).toBe(500);
    expect(await database.db.selectFrom('schedule_days').selectAll().execute()).toEqual([]);
    expect(await bookings()).toEqual(before);
    expect((await tuesdayReminders()).map((r) => r.status)).toEqual(['pending', 'pending']);
    const rescheduled = await database.db
      .selectFrom('booking_emails')
      .select('status')
      .where('kind', '=', 'customer-rescheduled')
      .execute();
    expect(rescheduled).toEqual([]);
  });
});
