/**
 * The office's private calendar feed: the secret is random, kept only as a hash and
 * rotatable; the feed at /office/calendar/{secret}.ics lists the upcoming booked visits and nothing a customer
 * typed can add a property or an event to it; any other secret is a 404. Both answers are private.
 */
import { createHash } from 'node:crypto';
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { calendarFeedHandler, createFeedSecret, FEED_SECRET_PATTERN } from '../../server/features/visits/feed';
import { createBookingStore, type BookingCaps, type NewBooking } from '../../server/features/booking/store';
import { TEST_SITE_URL } from '../helpers/app';
import { bookingApp, bookingBody, testClock } from '../helpers/booking';
import { testEngines } from '../helpers/engines';

const engines = testEngines('office calendar feed', { postgres: false });
const HOUR = 3_600_000;

/** Unfolds an iCalendar file and splits it into [name with parameters, value] pairs, as a calendar reads it. */
function properties(ics: string): [string, string][] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        if (line[i] === '"') quoted = !quoted;
        if (line[i] === ':' && !quoted) return [line.slice(0, i), line.slice(i + 1)] as [string, string];
      }
      throw new Error(`no value in ${line}`);
    });
}

const caps: BookingCaps = {
  capacity: 2,
  liveBookingsPerPhone: 3,
  liveBookingsPerEmail: 3,
  bookingsPerClientPerDay: 100,
  dayStart: Date.parse('2026-11-23T05:00:00Z'),
  linkLifetimeAfterVisit: 7 * 24 * HOUR,
};

/** A booking as a hand edit or an older release could have left it: no form cleaned what is in it. */
const raw = (windowStart: string, fields: Partial<NewBooking>): NewBooking => ({
  zip: '20901',
  service: 'dryer-repair',
  windowStart: Date.parse(windowStart),
  windowEnd: Date.parse(windowStart) + 2 * HOUR,
  name: 'Raw Customer',
  phone: '(240) 555-0100',
  email: 'raw@example.com',
  address: '9 Raw Road',
  brand: '',
  problem: '',
  coupon: '',
  clientAddress: '203.0.113.9',
  ...fields,
});

describe.each(engines)('the calendar feed on $name', (engine) => {
  const setup = async () => {
    const database = await engine.open();
    const clock = testClock();
    const { http } = bookingApp(database, clock);
    const feed = express();
    // Mounted as the office will mount it.
    feed.get('/office/calendar/:secret.ics', calendarFeedHandler({ database, siteUrl: TEST_SITE_URL, now: clock.now }));
    return { database, http, clock, secrets: createFeedSecret(database), feed: supertest(feed) };
  };

  it('keeps only the SHA-256 of a random secret, and a rotation retires the old one at once', async () => {
    const { database, secrets } = await setup();
    expect(await secrets.exists()).toBe(false);
    expect(await secrets.verify('A'.repeat(43))).toBe(false);

    const first = await secrets.rotate('owner@example.com');
    expect(first).toMatch(FEED_SECRET_PATTERN);
    expect(await secrets.exists()).toBe(true);
    const stored = await database.db.selectFrom('schedule_settings').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      value: createHash('sha256').update(first).digest('hex'),
      changed_by: 'owner@example.com',
    });
    expect(JSON.stringify(stored)).not.toContain(first);
    expect(await secrets.verify(first)).toBe(true);
    expect(await secrets.verify(first.slice(0, 42))).toBe(false);
    expect(await secrets.verify(`${first}=`)).toBe(false);
    expect(await secrets.verify('')).toBe(false);

    const second = await secrets.rotate();
    expect(second).not.toBe(first);
    expect(await secrets.verify(first)).toBe(false);
    expect(await secrets.verify(second)).toBe(true);
  });

  it('serves the upcoming booked visits as a private text/calendar to the right secret, 404 to any other', async () => {
    const { http, secrets, feed, clock } = await setup();
    const tomorrow = await http
      .post('/api/bookings')
      .send(bookingBody('2026-11-24T08:00:00-05:00', { name: 'Ada Upcoming' }));
    const later = await http
      .post('/api/bookings')
      .send(bookingBody('2026-11-25T14:00:00-05:00', { name: 'Bea Later' }));
    const cancelled = await http
      .post('/api/bookings')
      .send(bookingBody('2026-11-25T16:00:00-05:00', { name: 'Cy Cancelled' }));
    expect([tomorrow.status, later.status, cancelled.status]).toEqual([201, 201, 201]);
    const token = (cancelled.body as { manageUrl: string }).manageUrl.split('/').pop();
    expect((await http.post(`/api/bookings/${token}/cancel`).send({})).status).toBe(200);

    const missing = await feed.get(`/office/calendar/${'A'.repeat(43)}.ics`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['x-robots-tag']).toBe('noindex');
    expect(missing.text).not.toContain('VCALENDAR');

    const secret = await secrets.rotate();
    const response = await feed.get(`/office/calendar/${secret}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const props = properties(response.text);
    expect(props).toContainEqual(['METHOD', 'PUBLISH']);
    expect(props).toContainEqual(['X-WR-CALNAME', 'Capital Appliance Repair visits']);
    expect(props.filter(([key]) => key === 'SUMMARY').map(([, value]) => value)).toEqual([
      'Washer Repair: Ada Upcoming',
      'Washer Repair: Bea Later',
    ]);
    expect(props.filter(([key]) => key === 'DTSTART').map(([, value]) => value)).toEqual([
      '20261124T130000Z',
      '20261125T190000Z',
    ]);
    const reference = (tomorrow.body as { reference: string }).reference;
    expect(props.find(([key]) => key === 'DESCRIPTION')![1]).toContain(`${TEST_SITE_URL}/office/bookings/${reference}`);
    // The office's feed is the desk's: each event opens the booking's office page.
    expect(props.filter(([key]) => key === 'URL').map(([, value]) => value)).toEqual([
      `${TEST_SITE_URL}/office/bookings/${reference}`,
      `${TEST_SITE_URL}/office/bookings/${(later.body as { reference: string }).reference}`,
    ]);

    // A visit whose window has ended leaves the feed.
    clock.set('2026-11-24T15:30:00Z');
    const after = properties((await feed.get(`/office/calendar/${secret}.ics`)).text);
    expect(after.filter(([key]) => key === 'SUMMARY').map(([, value]) => value)).toEqual(['Washer Repair: Bea Later']);

    // The last character changed, whatever it was: a secret ending in A must not be "wrong" as itself.
    const lastChanged = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [lastChanged, 'short', `${secret}${secret}`, encodeURIComponent(`${secret}\n`)])
      expect((await feed.get(`/office/calendar/${wrong}.ics`)).status, wrong).toBe(404);
    await secrets.rotate();
    expect((await feed.get(`/office/calendar/${secret}.ics`)).status).toBe(404);
  });

  it('keeps whatever a customer typed as text: a hostile name or address adds no property and no event', async () => {
    const { database, secrets, feed, http } = await setup();
    const store = createBookingStore(database);
    const hostile = raw('2026-11-24T15:00:00Z', {
      name: 'Eve"; ROLE=CHAIR:mailto:evil@example.com\r\nATTENDEE:mailto:boss@evil.example',
      address: '1 Main St\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Free money\nX-EVIL:1',
      problem: 'Line one\u2028ORGANIZER:mailto:evil@example.com\u001b[31m; a, b \\ c',
      brand: '<img src=x onerror=alert(1)>',
      email: 'eve@example.com?cc=boss@evil.example',
    });
    expect((await store.create(hostile, caps, new Date('2026-11-23T14:00:00Z'))).kind).toBe('booked');
    expect(
      (await http.post('/api/bookings').send(bookingBody('2026-11-24T12:00:00-05:00', { name: 'Plain Customer' })))
        .status,
    ).toBe(201);

    const secret = await secrets.rotate();
    const ics = (await feed.get(`/office/calendar/${secret}.ics`)).text;
    const props = properties(ics);
    expect(props.filter(([key]) => key === 'BEGIN')).toEqual([
      ['BEGIN', 'VCALENDAR'],
      ['BEGIN', 'VEVENT'],
      ['BEGIN', 'VEVENT'],
    ]);
    expect(props.filter(([key]) => key.startsWith('ATTENDEE'))).toHaveLength(2);
    expect(props.filter(([key]) => key.startsWith('ORGANIZER'))).toHaveLength(2);
    expect(props.filter(([key]) => key === 'SUMMARY')).toHaveLength(2);
    expect(props.some(([key]) => key.startsWith('X-EVIL'))).toBe(false);
    expect(ics.includes('\u001b') || ics.includes('\u2028')).toBe(false);
    expect(props).toContainEqual([
      'LOCATION',
      // A single-line field's breaks are spaces by now (data/text.ts), and the text is escaped besides.
      '1 Main St END:VEVENT BEGIN:VEVENT SUMMARY:Free money X-EVIL:1\\, Silver Spring\\, MD 20901',
    ]);
    const attendee = props.find(([key, value]) => key.startsWith('ATTENDEE') && value.includes('eve'))!;
    expect(attendee[0]).toBe(
      'ATTENDEE;CN="Eve; ROLE=CHAIR:mailto:evil@example.com ATTENDEE:mailto:boss@evil.example";ROLE=REQ-PARTICIPANT',
    );
    expect(attendee[1]).toBe('mailto:eve@example.com%3Fcc=boss@evil.example');
  });
});
