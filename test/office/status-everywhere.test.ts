/**
 * One status, everywhere (issue 39): a visit in each status, Booked to Cancelled, reads the same on every surface
 * the office has: Today, the Bookings list, the booking page, the search results, the Schedule, the technician's
 * My Day, the customer's history, bookings.csv (with the technician by name) and both calendar feeds, where an
 * ended visit stays, named for how it ended, as free time, and a cancelled one leaves.
 */
import { load, type CheerioAPI } from 'cheerio';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { createFeedSecret } from '../../server/features/visits/feed';
import { testClock } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { bookVisit, csrfOf, officeApp, testPasswordHash } from '../helpers/office';

const engines = testEngines('status everywhere', { postgres: false });
const TECH_PASSWORD = 'wrench-amber-valley-58';

/** Each status a visit can be in, what every surface calls it, and where it sits on Monday, November 23. */
const VISITS = [
  { status: 'booked', visitStatus: 'booked', label: 'Booked', window: '2026-11-23T08:00:00-05:00' },
  { status: 'booked', visitStatus: 'on-the-way', label: 'On the Way', window: '2026-11-23T08:00:00-05:00' },
  { status: 'booked', visitStatus: 'arrived', label: 'Arrived', window: '2026-11-23T10:00:00-05:00' },
  {
    status: 'booked',
    visitStatus: 'waiting-for-parts',
    label: 'Waiting for Parts',
    window: '2026-11-23T10:00:00-05:00',
  },
  { status: 'booked', visitStatus: 'done', label: 'Done', window: '2026-11-23T12:00:00-05:00' },
  { status: 'booked', visitStatus: 'no-show', label: 'No-Show', window: '2026-11-23T12:00:00-05:00' },
  // Cancelled by the office while the technician was on the way: Cancelled wins over how far the visit got.
  { status: 'cancelled', visitStatus: 'on-the-way', label: 'Cancelled', window: '2026-11-23T14:00:00-05:00' },
] as const;

const ENDED = ['Waiting for Parts', 'Done', 'No-Show'];

/** Unfolds an iCalendar file into its events, each as its properties by name. */
function events(ics: string): Map<string, string>[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const found: Map<string, string>[] = [];
  let event: Map<string, string> | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') event = new Map();
    else if (line === 'END:VEVENT' && event) {
      found.push(event);
      event = undefined;
    } else if (event) {
      const colon = line.indexOf(':');
      event.set(line.slice(0, colon).split(';')[0]!, line.slice(colon + 1));
    }
  }
  return found;
}

/** The status tag beside the link to the booking, on a page that lists visits. */
const tagBeside = (page: CheerioAPI, reference: string, row: string) =>
  page(`a[href="/office/bookings/${reference}"]`).closest(row).find('.office-status').first().text();

describe.each(engines)('one status everywhere on $name', (engine) => {
  it('shows each visit’s status on every screen, list, search, CSV and feed', async () => {
    const database = await engine.open();
    // Booked on Sunday morning, walked on Monday at 7 AM, before any of the day's windows starts or ends.
    const clock = testClock(new Date('2026-11-22T15:00:00Z'));
    const office = await officeApp(database, { clock, options: { bookingRateLimit: { limit: 10_000 } } });
    const tom = await office.store.addUser('tom@example.com', await testPasswordHash(TECH_PASSWORD), new Date(), {
      role: 'technician',
      name: 'Tom Wrench',
    });
    const visits = [];
    for (const [index, visit] of VISITS.entries()) {
      // A minute apart, so visits of one window keep the order they were booked in on every list.
      clock.set(new Date(Date.parse('2026-11-22T15:00:00Z') + index * 60_000));
      const name = `Pat Statuswalk ${index + 1}`;
      const reference = await bookVisit(office.http, visit.window, { name });
      // What the technician's buttons, a recorded part or a cancellation would have left.
      await database.db
        .updateTable('bookings')
        .set({
          status: visit.status,
          visit_status: visit.visitStatus,
          technician_id: tom.id,
          ...(visit.status === 'cancelled' ? { cancelled_at: clock.now().toISOString() } : {}),
        })
        .where('reference', '=', reference)
        .execute();
      visits.push({ ...visit, name, reference });
    }
    const live = visits.filter((visit) => visit.status === 'booked');
    clock.set('2026-11-23T12:00:00Z');

    const owner = await office.signIn();
    const get = (path: string, cookie = owner.cookie) => office.http.get(path).set('Cookie', cookie);
    const page = async (path: string, cookie?: string) => {
      const response = await get(path, cookie);
      expect(response.status, path).toBe(200);
      return load(response.text);
    };

    // Today and the Schedule board are the day's live visits: a cancelled one is not on them.
    const today = await page('/office');
    for (const visit of live)
      expect(today(`a[href="/office/bookings/${visit.reference}"]`).text(), visit.label).toMatch(
        new RegExp(` · Tom Wrench · ${visit.label}$`),
      );
    const board = await page('/office/schedule?date=2026-11-23');
    for (const visit of live) expect(tagBeside(board, visit.reference, 'li'), visit.label).toBe(visit.label);
    for (const surface of [today, board])
      expect(surface(`a[href="/office/bookings/${visits[6]!.reference}"]`)).toHaveLength(0);

    const bookings = await page('/office/bookings');
    const found = await page('/office/search?q=Statuswalk');
    for (const visit of visits) {
      expect(tagBeside(bookings, visit.reference, 'li'), visit.label).toBe(visit.label);
      expect(found(`a[href="/office/bookings/${visit.reference}"]`).closest('li').text(), visit.label).toMatch(
        new RegExp(` · ${visit.label}$`),
      );
      const booking = await page(`/office/bookings/${visit.reference}`);
      const status = booking('.office-facts dt:contains("Status")').next('dd').find('.office-status');
      expect(status.text(), visit.label).toBe(visit.label);
      const customer = await page(booking('.office-facts dt:contains("Customer")').next('dd').find('a').attr('href')!);
      expect(tagBeside(customer, visit.reference, 'li'), visit.label).toBe(visit.label);
    }

    const csv = await get('/office/export/bookings.csv');
    expect(csv.status).toBe(200);
    const rows = parse(csv.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual(expect.arrayContaining(['Status', 'Technician']));
    expect(rows.map((row) => [row.Reference, row.Status, row.Technician])).toEqual(
      visits.map((visit) => [visit.reference, visit.label, 'Tom Wrench']),
    );

    // The technician's day and own feed.
    const technician = await office.signIn('tom@example.com', TECH_PASSWORD);
    const myDay = await page('/office/my-day', technician.cookie);
    for (const visit of live)
      expect(myDay(`#visit-${visit.reference}`).closest('article').find('.office-status').text(), visit.label).toBe(
        visit.label,
      );
    expect(myDay(`#visit-${visits[6]!.reference}`)).toHaveLength(0);
    const made = await office.http
      .post('/office/my-day/feed')
      .set('Cookie', technician.cookie)
      .type('form')
      .send({ _csrf: csrfOf(myDay.html()) });
    expect(made.status).toBe(200);
    const technicianFeed = new URL(load(made.text)('#my-feed-url').attr('value')!).pathname;
    const officeFeed = `/office/calendar/${await createFeedSecret(database).rotate()}.ics`;

    // An ended visit stays on the calendar, named for how it ended and shown as free time; open visits hold
    // their time under their usual name; a cancelled one leaves. None is marked cancelled but the cancelled.
    for (const feed of [officeFeed, technicianFeed]) {
      const response = await office.http.get(feed);
      expect(response.status, feed).toBe(200);
      const shown = events(response.text);
      expect(shown.map((event) => event.get('SUMMARY'))).toEqual(
        live.map((visit) => `${ENDED.includes(visit.label) ? `${visit.label}: ` : ''}Washer Repair: ${visit.name}`),
      );
      expect(shown.map((event) => event.get('TRANSP'))).toEqual(
        live.map((visit) => (ENDED.includes(visit.label) ? 'TRANSPARENT' : 'OPAQUE')),
      );
      expect(shown.map((event) => event.get('STATUS'))).toEqual(live.map(() => 'CONFIRMED'));
      expect(shown.map((event) => event.get('DESCRIPTION'))).toEqual(
        live.map((visit) => expect.stringContaining(`Status: ${visit.label}\\n`)),
      );
    }
  });
});
