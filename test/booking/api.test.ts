/**
 * The booking API: every answer of GET /api/availability, POST /api/bookings and the
 * customer's link (view, reschedule, cancel), with its body and the rows it leaves in the database.
 */
import { createHash } from 'node:crypto';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { bookingLimits } from '../../data/booking';
import { business } from '../../data/business';
import { testApp } from '../helpers/app';
import type { AppDatabase } from '../../server/kernel/db/database';
import { testEngines, type TestEngine } from '../helpers/engines';
import { bookingApp, bookingBody, testClock } from '../helpers/booking';

const engines = testEngines('booking API', { postgres: false });

// Tuesday 24 November 2026, 8-10 AM in Washington (EST).
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';
const phone = business.phone.display;

interface Window {
  start: string;
  end: string;
  remaining: number;
}

const windowAt = (windows: Window[], start: string) => windows.find((w) => w.start === start);

/** The booking API on a new database of `engine`, on the test clock. */
async function setupOn(engine: TestEngine, clock = testClock()) {
  const database = await engine.open();
  return { database, ...bookingApp(database, clock) };
}
const rows = (database: AppDatabase) => database.db.selectFrom('bookings').selectAll().execute();

describe.each(engines)('the booking API on $name', (engine) => {
  const setup = (clock = testClock()) => setupOn(engine, clock);

  describe('GET /api/availability', () => {
    it('answers a zip outside the area with 422 and the phone number', async () => {
      const { http } = await setup();
      const response = await http.get('/api/availability?zip=10001&service=washer-repair');
      expect(response.status).toBe(422);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({ error: expect.stringContaining('10001 is outside the area'), phone });
      expect((response.body as { error: string }).error).toContain(phone);
    });

    it('answers a malformed zip, a missing one or an unknown service with 400 naming the field', async () => {
      const { http } = await setup();
      for (const query of [
        'zip=abc&service=washer-repair',
        'service=washer-repair',
        'zip=20901&zip=20902&service=washer-repair',
      ]) {
        const response = await http.get(`/api/availability?${query}`);
        expect(response.status, query).toBe(400);
        expect(response.body, query).toMatchObject({ errors: { zip: expect.stringContaining('five-digit') } });
      }
      const unknown = await http.get('/api/availability?zip=20901&service=toaster-repair');
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ errors: { service: expect.any(String) } });
      expect(unknown.headers['cache-control']).toBe('no-store');
    });

    it('lists every window of the next 14 days past its notice, in New York time, with what is left', async () => {
      const { http } = await setup();
      const response = await http.get('/api/availability?zip=20901&service=washer-repair');
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      const { timeZone, windows } = response.body as { timeZone: string; windows: Window[] };
      expect(timeZone).toBe('America/New_York');
      // 9 AM on Monday: 8 and 10 AM are inside the 2 hours' notice, noon is the first.
      expect(windows[0]).toEqual({
        start: '2026-11-23T12:00:00-05:00',
        end: '2026-11-23T14:00:00-05:00',
        remaining: 2,
      });
      expect(windows.filter((w) => w.start.startsWith('2026-11-23')).map((w) => w.start.slice(11, 16))).toEqual([
        '12:00',
        '14:00',
        '16:00',
        '18:00',
      ]);
      // Thanksgiving is closed; the horizon ends on Sunday 6 December.
      expect(windows.some((w) => w.start.startsWith('2026-11-26'))).toBe(false);
      expect(windows.at(-1)!.start).toBe('2026-12-06T15:00:00-05:00');
      expect(windows.every((w) => w.remaining === 2)).toBe(true);
    });

    it('changes offsets, not wall-clock times, across the daylight-saving days', async () => {
      const { http } = await setup(testClock(new Date('2026-03-07T15:00:00Z')));
      const spring = (await http.get('/api/availability?zip=20901&service=dryer-repair')).body as {
        windows: Window[];
        today: string;
        todayEnds: string;
      };
      // The business's day and its midnight, which the browser names "Today" by without time-zone data.
      expect([spring.today, spring.todayEnds]).toEqual(['2026-03-07', '2026-03-08T05:00:00.000Z']);
      expect(spring.windows.filter((w) => w.start.startsWith('2026-03-07')).at(-1)!.start).toBe(
        '2026-03-07T18:00:00-05:00',
      );
      expect(spring.windows.filter((w) => w.start.startsWith('2026-03-08')).map((w) => w.start)).toEqual([
        '2026-03-08T09:00:00-04:00',
        '2026-03-08T11:00:00-04:00',
        '2026-03-08T13:00:00-04:00',
        '2026-03-08T15:00:00-04:00',
      ]);
      const { http: autumn } = await setup(testClock(new Date('2026-10-31T12:00:00Z')));
      const fall = (await autumn.get('/api/availability?zip=20901&service=dryer-repair')).body as {
        windows: Window[];
        today: string;
        todayEnds: string;
      };
      expect([fall.today, fall.todayEnds]).toEqual(['2026-10-31', '2026-11-01T04:00:00.000Z']);
      // On the two days themselves the day is 23 and 25 hours long.
      const { http: springDay } = await setup(testClock(new Date('2026-03-08T15:00:00Z')));
      const { http: fallDay } = await setup(testClock(new Date('2026-11-01T15:00:00Z')));
      expect((await springDay.get('/api/availability/next')).body).toMatchObject({
        today: '2026-03-08',
        todayEnds: '2026-03-09T04:00:00.000Z',
      });
      expect((await fallDay.get('/api/availability/next')).body).toMatchObject({
        today: '2026-11-01',
        todayEnds: '2026-11-02T05:00:00.000Z',
      });
      expect(windowAt(fall.windows, '2026-10-31T18:00:00-04:00')).toBeDefined();
      expect(windowAt(fall.windows, '2026-11-01T09:00:00-05:00')).toEqual({
        start: '2026-11-01T09:00:00-05:00',
        end: '2026-11-01T11:00:00-05:00',
        remaining: 2,
      });
    });
  });

  describe('POST /api/bookings', () => {
    it('answers invalid fields with 400 and a message per field, storing nothing', async () => {
      const { http, database } = await setup();
      const response = await http.post('/api/bookings').send({
        zip: '2090',
        service: 'toaster-repair',
        windowStart: 'tomorrow morning',
        name: '',
        phone: '555-12',
        email: 'not an address',
        address: 'x'.repeat(201),
        brand: 42,
        coupon: 'HALFOFF',
      });
      expect(response.status).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      const { errors } = response.body as { errors: Record<string, string> };
      expect(Object.keys(errors).sort()).toEqual(
        ['address', 'brand', 'coupon', 'email', 'name', 'phone', 'service', 'windowStart', 'zip'].sort(),
      );
      expect(errors.coupon).toContain('FIRST25, SENIOR15, MAJOR50');
      expect(errors.name).toBe('Please enter your name.');
      expect(await rows(database)).toHaveLength(0);
      const bare = await http.post('/api/bookings').send({});
      expect(bare.status).toBe(400);
      expect(Object.keys((bare.body as { errors: object }).errors)).toEqual([
        'zip',
        'service',
        'windowStart',
        'name',
        'phone',
        'email',
        'address',
      ]);
    });

    it('refuses any body but JSON with 415, and a body over 16 KB with 413', async () => {
      const { http } = await setup();
      const form = await http.post('/api/bookings').type('form').send('zip=20901');
      expect(form.status).toBe(415);
      const large = await http.post('/api/bookings').send(bookingBody(TUESDAY_8AM, { problem: 'x'.repeat(17_000) }));
      expect(large.status).toBe(413);
    });

    it('books: 201 with reference, window and manage link; the row holds the token hash, never the token', async () => {
      const { http, database } = await setup();
      const response = await http
        .post('/api/bookings')
        .set('X-Forwarded-For', '203.0.113.9')
        .send(bookingBody(TUESDAY_8AM, { name: 'Ada\r\nBcc: evil@example.com', coupon: ' first25 ' }));
      expect(response.status).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.body as { reference: string; start: string; end: string; manageUrl: string };
      expect(body).toEqual({
        reference: expect.stringMatching(/^CAR-[2-9A-HJKMNP-Z]{6}$/),
        start: TUESDAY_8AM,
        end: TUESDAY_10AM,
        manageUrl: expect.stringMatching(/^\/booking\/[\w-]{43}$/),
      });
      const token = body.manageUrl.slice('/booking/'.length);

      const [row] = await rows(database);
      expect(row).toBeDefined();
      expect(row!.reference).toBe(body.reference);
      expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      for (const value of Object.values(row!)) expect(String(value)).not.toContain(token);
      expect(new Date(row!.window_start).toISOString()).toBe('2026-11-24T13:00:00.000Z');
      expect(new Date(row!.window_end).toISOString()).toBe('2026-11-24T15:00:00.000Z');
      expect(new Date(row!.token_expires_at).toISOString()).toBe('2026-12-01T15:00:00.000Z');
      expect(row).toMatchObject({
        status: 'booked',
        sequence: 0,
        zip: '20901',
        service: 'washer-repair',
        name: 'Ada Bcc: evil@example.com',
        coupon: 'FIRST25',
        brand: 'Whirlpool',
        problem: 'It stops mid-cycle.\nWater in the drum.',
        cancelled_at: null,
      });
      expect(new Date(row!.created_at).toISOString()).toBe('2026-11-23T14:00:00.000Z');

      const after = await http.get('/api/availability?zip=20901&service=washer-repair');
      expect(windowAt((after.body as { windows: Window[] }).windows, TUESDAY_8AM)!.remaining).toBe(1);
    });

    it('refuses a full window with 409, "just taken" and the nearest free windows', async () => {
      const { http, database } = await setup();
      for (let i = 0; i < 2; i++)
        expect((await http.post('/api/bookings').send(bookingBody(TUESDAY_8AM))).status).toBe(201);
      const body = bookingBody(TUESDAY_8AM);
      const response = await http.post('/api/bookings').send(body);
      expect(response.status).toBe(409);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({
        error: expect.stringContaining('That window was just taken'),
        phone,
        // Nearest in time: the rest of that morning beats the evening before.
        alternatives: [
          { start: TUESDAY_10AM, end: '2026-11-24T12:00:00-05:00', remaining: 2 },
          { start: '2026-11-24T12:00:00-05:00', end: '2026-11-24T14:00:00-05:00', remaining: 2 },
          { start: '2026-11-24T14:00:00-05:00', end: '2026-11-24T16:00:00-05:00', remaining: 2 },
        ],
      });
      expect(await rows(database)).toHaveLength(2);
      const places = await database.db.selectFrom('window_places').selectAll().execute();
      expect(places.map((p) => Number(p.taken))).toEqual([2]);
    });

    it('refuses with 422 a time that is not a window, one past its notice, a closed day, beyond the horizon, a zip outside', async () => {
      const { http, database } = await setup();
      const cases: [Record<string, string>, string][] = [
        [{ windowStart: '2026-11-24T08:30:00-05:00' }, 'not one of our arrival windows'],
        [{ windowStart: '2026-11-23T10:00:00-05:00' }, 'too soon to book online'],
        [{ windowStart: '2026-11-26T08:00:00-05:00' }, 'Closed for Thanksgiving'],
        [{ windowStart: '2026-12-08T08:00:00-05:00' }, 'up to 14 days ahead'],
        [{ windowStart: '2026-11-20T08:00:00-05:00' }, 'too soon'],
        [{ zip: '10001' }, '10001 is outside the area'],
      ];
      for (const [override, message] of cases) {
        const response = await http.post('/api/bookings').send({ ...bookingBody(TUESDAY_8AM), ...override });
        expect(response.status, message).toBe(422);
        expect(response.body, message).toMatchObject({ error: expect.stringContaining(message), phone });
        expect((response.body as { error: string }).error).toContain(phone);
      }
      expect(await rows(database)).toHaveLength(0);
    });

    it('takes the window start written in UTC too: the same instant is the same window', async () => {
      const { http } = await setup();
      const response = await http.post('/api/bookings').send(bookingBody('2026-11-24T13:00:00Z'));
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ start: TUESDAY_8AM });
    });

    it('answers a filled honeypot as a real booking would, with the window asked for, and stores nothing', async () => {
      const { http, database } = await setup();
      const real = await http.post('/api/bookings').send(bookingBody(TUESDAY_10AM));
      expect(real.status).toBe(201);
      const bot = await http.post('/api/bookings').send(bookingBody(TUESDAY_8AM, { website: 'http://spam.example' }));
      expect(bot.status).toBe(201);
      // The same keys in the same formats; only the values of this request differ.
      const shape = {
        reference: /^CAR-[2-9A-HJKMNP-Z]{6}$/,
        start: /^2026-11-24T\d\d:00:00-05:00$/,
        end: /^2026-11-24T\d\d:00:00-05:00$/,
        manageUrl: /^\/booking\/[\w-]{43}$/,
      };
      for (const answer of [real, bot]) {
        expect(Object.keys(answer.body as object)).toEqual(Object.keys(shape));
        for (const [key, format] of Object.entries(shape))
          expect((answer.body as Record<string, string>)[key]).toMatch(format);
      }
      expect(bot.body).toMatchObject({ start: TUESDAY_8AM, end: TUESDAY_10AM });
      expect(await rows(database)).toHaveLength(1);
      expect(await database.db.selectFrom('booking_emails').select('booking_id').distinct().execute()).toHaveLength(1);
      // A bot whose fields are wrong hears what anyone would.
      const wrong = await http.post('/api/bookings').send(bookingBody(TUESDAY_8AM, { website: 'x', phone: '12' }));
      expect(wrong.status).toBe(400);
    });

    it('allows 3 live bookings per phone number and per e-mail address, then 409 with the phone number', async () => {
      const { http, database, clock } = await setup();
      const windows = [TUESDAY_8AM, TUESDAY_10AM, '2026-11-24T12:00:00-05:00', '2026-11-24T14:00:00-05:00'];
      // Each from its own address, so the per-client daily limit stays out of the way.
      let client = 0;
      const post = () => http.post('/api/bookings').set('X-Forwarded-For', `192.0.2.${++client}`);
      const samePhone = (start: string) => bookingBody(start, { phone: '+1 (202) 555-0199' });
      for (const start of windows.slice(0, 3)) expect((await post().send(samePhone(start))).status).toBe(201);
      const refused = await post().send(bookingBody(windows[3]!, { phone: '202.555.0199' }));
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error: expect.stringMatching(/phone number already has 3 upcoming visits/),
        phone,
      });

      const sameEmail = (start: string) => bookingBody(start, { email: 'Busy@Example.com' });
      for (const start of windows.slice(0, 3)) expect((await post().send(sameEmail(start))).status).toBe(201);
      const byEmail = await post().send(bookingBody(windows[3]!, { email: 'busy@example.com' }));
      expect(byEmail.status).toBe(409);
      expect((byEmail.body as { error: string }).error).toContain('email address already has 3 upcoming visits');
      expect(await rows(database)).toHaveLength(6);

      // Once those visits are over they are no longer live, and the number may book again (the next day).
      clock.set('2026-11-24T22:00:00Z');
      const later = await post().send(bookingBody('2026-11-25T08:00:00-05:00', { phone: '2025550199' }));
      expect(later.status).toBe(201);
    });

    it('allows 5 bookings per client address per business day, then 429 with the phone number', async () => {
      const { http, clock } = await setup();
      const from = (ip: string, start: string) =>
        http.post('/api/bookings').set('X-Forwarded-For', ip).send(bookingBody(start));
      const starts = ['2026-11-24T08:00:00-05:00', '2026-11-24T10:00:00-05:00', '2026-11-24T12:00:00-05:00'];
      const all = [...starts, '2026-11-25T08:00:00-05:00', '2026-11-25T10:00:00-05:00', '2026-11-25T12:00:00-05:00'];
      const statuses = [];
      for (const start of all) statuses.push((await from('198.51.100.7', start)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const refused = await from('198.51.100.7', '2026-11-27T08:00:00-05:00');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        error: expect.stringContaining('several bookings from your connection today'),
        phone,
      });
      // A new business day in New York (midnight EST is 05:00 UTC) starts a new count.
      clock.set('2026-11-24T05:00:00Z');
      expect((await from('198.51.100.7', '2026-11-27T08:00:00-05:00')).status).toBe(201);
    });

    it('limits requests per client with 429 and the phone number', async () => {
      const database = await engine.open();
      const { http } = bookingApp(database, testClock(), { rateLimit: 2 });
      expect((await http.post('/api/bookings').send({})).status).toBe(400);
      expect((await http.post('/api/bookings').send({})).status).toBe(400);
      const limited = await http.post('/api/bookings').send(bookingBody(TUESDAY_8AM));
      expect(limited.status).toBe(429);
      expect(limited.headers['cache-control']).toBe('no-store');
      expect(limited.body).toEqual({ error: expect.stringContaining(phone), phone });
    });

    it('spends one budget through POST /book, as a form or asking for JSON, and its alias /api/bookings', async () => {
      // The documented numbers (data/booking.ts), not a test's override.
      const database = await engine.open();
      const http = supertest(testApp({ TRUST_PROXY: 'loopback' }, { database, now: testClock().now }));
      const ways = [
        () => http.post('/book').type('form').send({ step: 'confirm', zip: '20901' }),
        () => http.post('/book').set('Accept', 'application/json').type('form').send({ step: 'confirm' }),
        () => http.post('/api/bookings').send({}),
      ];
      // /book asking for JSON books with the API's very answer.
      const booked = await http.post('/book').send({ ...bookingBody(TUESDAY_8AM), step: 'confirm' });
      expect(booked.status).toBe(201);
      expect(booked.body).toEqual({
        reference: expect.stringMatching(/^CAR-/),
        start: TUESDAY_8AM,
        end: TUESDAY_10AM,
        manageUrl: expect.stringMatching(/\/booking\/[\w-]{43}$/),
      });
      const statuses = [];
      for (let n = 1; n < bookingLimits.requestsPerClient; n++) statuses.push((await ways[n % 3]!()).status);
      expect(statuses).toEqual(Array(bookingLimits.requestsPerClient - 1).fill(400));
      const [page, json, api] = [await ways[0]!(), await ways[1]!(), await ways[2]!()];
      expect([page.status, json.status, api.status]).toEqual([429, 429, 429]);
      expect(page.type).toBe('text/html');
      expect(page.text).toContain('several booking requests in a short time');
      expect(json.body).toEqual(api.body);
      expect(api.body).toEqual({ error: expect.stringContaining('several booking requests'), phone });
      // Moving between the steps costs nothing.
      const step = await http
        .post('/book')
        .type('form')
        .send({ step: 'window', zip: '20901', service: 'dryer-repair' });
      expect(step.status).toBe(200);
    });
  });

  describe("the customer's link", () => {
    const book = async (http: Awaited<ReturnType<typeof setup>>['http'], start = TUESDAY_8AM) => {
      const response = await http.post('/api/bookings').send(bookingBody(start));
      expect(response.status).toBe(201);
      const body = response.body as { reference: string; manageUrl: string };
      return { ...body, token: body.manageUrl.slice('/booking/'.length) };
    };
    const remaining = async (http: Awaited<ReturnType<typeof setup>>['http'], start: string) =>
      windowAt(
        ((await http.get('/api/availability?zip=20901&service=washer-repair')).body as { windows: Window[] }).windows,
        start,
      )?.remaining;

    it('GET /api/bookings/{token} shows the booking; an unknown token is 404 with the phone number', async () => {
      const { http } = await setup();
      const { token, reference } = await book(http);
      const response = await http.get(`/api/bookings/${token}`);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body).toMatchObject({
        reference,
        status: 'booked',
        start: TUESDAY_8AM,
        end: TUESDAY_10AM,
        sequence: 0,
      });
      for (const unknown of ['A'.repeat(43), 'short', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]) {
        const missing = await http.get(`/api/bookings/${unknown}`);
        expect(missing.status, unknown).toBe(404);
        expect(missing.body).toEqual({ error: expect.stringContaining('could not find that booking'), phone });
        expect(missing.headers['cache-control']).toBe('no-store');
        expect((await http.post(`/api/bookings/${unknown}/cancel`).send({})).status).toBe(404);
        expect(
          (await http.post(`/api/bookings/${unknown}/reschedule`).send({ windowStart: TUESDAY_10AM })).status,
        ).toBe(404);
      }
    });

    it('reschedule moves the place, raises the sequence and the link expiry; a full window is 409 with alternatives', async () => {
      const { http, database } = await setup();
      const { token, reference } = await book(http);
      const moved = await http
        .post(`/api/bookings/${token}/reschedule`)
        .send({ windowStart: '2026-11-25T14:00:00-05:00' });
      expect(moved.status).toBe(200);
      expect(moved.headers['cache-control']).toBe('no-store');
      expect(moved.body).toMatchObject({
        reference,
        status: 'booked',
        start: '2026-11-25T14:00:00-05:00',
        end: '2026-11-25T16:00:00-05:00',
        sequence: 1,
      });
      expect(await remaining(http, TUESDAY_8AM)).toBe(2);
      expect(await remaining(http, '2026-11-25T14:00:00-05:00')).toBe(1);
      const [row] = await rows(database);
      expect(new Date(row!.window_start).toISOString()).toBe('2026-11-25T19:00:00.000Z');
      expect(new Date(row!.token_expires_at).toISOString()).toBe('2026-12-02T21:00:00.000Z');
      expect(row!.sequence).toBe(1);

      await book(http, TUESDAY_10AM);
      await book(http, TUESDAY_10AM);
      const full = await http.post(`/api/bookings/${token}/reschedule`).send({ windowStart: TUESDAY_10AM });
      expect(full.status).toBe(409);
      expect(full.body).toMatchObject({ error: expect.stringContaining('just taken'), phone });
      expect((full.body as { alternatives: Window[] }).alternatives).toHaveLength(3);
      // Refused, the booking stays where it was, with its place.
      expect(await remaining(http, '2026-11-25T14:00:00-05:00')).toBe(1);
      expect((await rows(database)).find((r) => r.reference === reference)!.sequence).toBe(1);

      const bad = await http.post(`/api/bookings/${token}/reschedule`).send({ windowStart: 'later' });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ errors: { windowStart: expect.any(String) } });
      const closed = await http
        .post(`/api/bookings/${token}/reschedule`)
        .send({ windowStart: '2026-11-26T10:00:00-05:00' });
      expect(closed.status).toBe(422);
      expect(closed.body).toMatchObject({ error: expect.stringContaining('Thanksgiving'), phone });
    });

    it('cancel frees the place at once and raises the sequence; cancelling again changes nothing', async () => {
      const { http, database } = await setup();
      const first = await book(http);
      await book(http);
      expect(await remaining(http, TUESDAY_8AM)).toBe(0);
      const cancelled = await http.post(`/api/bookings/${first.token}/cancel`).send({});
      expect(cancelled.status).toBe(200);
      expect(cancelled.headers['cache-control']).toBe('no-store');
      expect(cancelled.body).toMatchObject({ reference: first.reference, status: 'cancelled', sequence: 1 });
      expect(await remaining(http, TUESDAY_8AM)).toBe(1);
      const row = (await rows(database)).find((r) => r.reference === first.reference)!;
      expect(row.status).toBe('cancelled');
      expect(new Date(row.cancelled_at!).toISOString()).toBe('2026-11-23T14:00:00.000Z');

      const again = await http.post(`/api/bookings/${first.token}/cancel`).send({});
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ status: 'cancelled', sequence: 1 });
      expect(await remaining(http, TUESDAY_8AM)).toBe(1);
      const reschedule = await http.post(`/api/bookings/${first.token}/reschedule`).send({ windowStart: TUESDAY_10AM });
      expect(reschedule.status).toBe(409);
      expect(reschedule.body).toEqual({ error: expect.stringContaining('was cancelled'), phone });
      // The freed place can be booked again.
      expect((await http.post('/api/bookings').send(bookingBody(TUESDAY_8AM))).status).toBe(201);
      expect(await remaining(http, TUESDAY_8AM)).toBe(0);
    });

    it('works until 7 days after the visit, then is 404; a visit already started cannot be changed online', async () => {
      const { http, clock } = await setup();
      const { token } = await book(http);
      clock.set('2026-11-24T13:00:00Z');
      const started = await http.post(`/api/bookings/${token}/cancel`).send({});
      expect(started.status).toBe(422);
      expect(started.body).toEqual({ error: expect.stringContaining('already started'), phone });
      clock.set('2026-12-01T14:59:00Z');
      expect((await http.get(`/api/bookings/${token}`)).status).toBe(200);
      clock.set('2026-12-01T15:00:00Z');
      const expired = await http.get(`/api/bookings/${token}`);
      expect(expired.status).toBe(404);
      expect(expired.body).toEqual({ error: expect.stringContaining('expired'), phone });
      expect((await http.post(`/api/bookings/${token}/cancel`).send({})).status).toBe(404);
      expect((await http.post(`/api/bookings/${token}/reschedule`).send({ windowStart: TUESDAY_10AM })).status).toBe(
        404,
      );
    });
  });
});
