/**
 * Addresses as people write them (issue 40, docs/booking.md#the-address): the street, an optional unit and the
 * town read from the zip, stored apart and written once everywhere. A homeowner in an apartment
 * in Silver Spring books without JavaScript; the office opens the visit; an old row that held the whole address
 * in its street reads the same.
 */
import { load, type CheerioAPI } from 'cheerio';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { formatAddress, townsOfZip } from '../../data/site/address';
import { createBookingStore, type NewBooking } from '../../server/features/booking/store';
import { testApp } from '../helpers/app';
import { testClock } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { officeApp } from '../helpers/office';

const engines = testEngines('addresses', { postgres: false });
const WRITTEN = '12 Elm St, Apt 1204, Silver Spring, MD 20910';
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const HOUR = 3_600_000;

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The values a browser would send from the booking form: hidden fields, inputs, textareas, chosen options. */
function formFields($: CheerioAPI): Record<string, string> {
  const fields: Record<string, string> = {};
  $('form.booking__form input[name]').each((_, element) => {
    const input = $(element);
    const type = input.attr('type');
    if ((type === 'radio' || type === 'checkbox') && input.attr('checked') === undefined) return;
    fields[input.attr('name')!] = input.attr('value') ?? '';
  });
  $('form.booking__form textarea[name]').each(
    (_, element) => void (fields[$(element).attr('name')!] = $(element).text()),
  );
  $('form.booking__form select[name]').each((_, element) => {
    const select = $(element);
    fields[select.attr('name')!] = select.find('option[selected]').attr('value') ?? '';
  });
  return fields;
}

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

describe('one way of writing an address', () => {
  it('writes street, unit, town, state and zip once, the town and state read from the zip', () => {
    expect(formatAddress({ street: '12 Elm St', unit: 'Apt 1204', town: 'Silver Spring', zip: '20910' })).toBe(WRITTEN);
    expect(formatAddress({ street: '1600 K St NW', unit: '', town: 'Washington', zip: '20006' })).toBe(
      '1600 K St NW, Washington, DC 20006',
    );
  });

  it('reads an old row whose street already ends with the town (and state and zip) without repeating them', () => {
    for (const street of [
      '12 Elm St, Apt 1204, Silver Spring',
      '12 Elm St, Apt 1204, Silver Spring, MD',
      '12 Elm St, Apt 1204, Silver Spring, MD 20910',
      '12 Elm St Apt 1204 silver spring md 20910',
    ])
      expect(formatAddress({ street, town: 'Silver Spring', zip: '20910' }).replace('St Apt', 'St, Apt')).toBe(WRITTEN);
    // A two-town zip's old row, no town stored: the street's own town is the one kept.
    expect(formatAddress({ street: '9 Harry S Truman Dr, Largo', town: '', zip: '20774' })).toBe(
      '9 Harry S Truman Dr, Largo, MD 20774',
    );
  });

  it('offers a zip of two towns both, and a zip of one its one', () => {
    expect(townsOfZip('20774')).toEqual(['Upper Marlboro', 'Largo']);
    expect(townsOfZip('20910')).toEqual(['Silver Spring']);
    expect(townsOfZip('90210')).toEqual([]);
  });
});

describe.each(engines)('addresses on $name', (engine) => {
  it('keeps the unit and the town through the store, each in its own column', async () => {
    const database = await engine.open();
    const store = createBookingStore(database);
    const start = Date.parse('2026-11-24T13:00:00Z');
    const visit: NewBooking = {
      zip: '20910',
      service: 'washer-repair',
      windowStart: start,
      windowEnd: start + 2 * HOUR,
      name: 'Ana Park',
      phone: '(240) 555-0188',
      email: 'ana@example.com',
      address: '12 Elm St',
      unit: 'Apt 1204',
      town: 'Silver Spring',
      brand: '',
      problem: '',
      coupon: '',
      clientAddress: '203.0.113.9',
    };
    const caps = {
      capacity: 2,
      liveBookingsPerPhone: 3,
      liveBookingsPerEmail: 3,
      bookingsPerClientPerDay: 100,
      dayStart: Date.parse('2026-11-23T05:00:00Z'),
      linkLifetimeAfterVisit: 7 * 24 * HOUR,
    };
    const made = await store.create(visit, caps, new Date('2026-11-23T14:00:00Z'));
    expect(made.kind).toBe('booked');
    const row = await database.db.selectFrom('bookings').select(['address', 'unit', 'town', 'zip']).executeTakeFirst();
    expect(row).toEqual({ address: '12 Elm St', unit: 'Apt 1204', town: 'Silver Spring', zip: '20910' });
  });

  it('asks street, unit and shows the town without JavaScript; the review, confirmation and office read it once', async () => {
    const database = await engine.open();
    const clock = testClock();
    const { http, signIn } = await officeApp(database, {
      clock,
      options: { bookingRateLimit: { limit: 10_000 } },
    });
    const details = await http.get(`/book?zip=20910&service=washer-repair&window=${encodeURIComponent(TUESDAY_8AM)}`);
    const $ = load(details.text);
    expect($('label[for="book-address"]').text()).toMatch(/^Street address\b(?! \(zip)/);
    expect($('label[for="book-unit"]').text()).toContain('Apt, suite or floor (optional)');
    // One town for 20910: shown and carried, nothing to choose.
    expect($('#book-town').text()).toContain('Silver Spring');
    expect($('input[type="hidden"][name="town"]').attr('value')).toBe('Silver Spring');

    const who = { name: 'Ana Park', phone: '(240) 555-0199', email: 'ana@example.com', address: '12 Elm St' };
    const review = await http
      .post('/book')
      .type('form')
      .send(form({ ...formFields($), ...who, unit: 'Apt 1204' }));
    expect(review.status).toBe(200);
    const reviewText = load(review.text)('main').text();
    expect(occurrences(reviewText, WRITTEN)).toBe(1);

    const booked = await http
      .post('/book')
      .type('form')
      .send(form({ ...formFields(load(review.text)), step: 'confirm' }));
    expect(booked.status).toBe(303);
    const row = await database.db.selectFrom('bookings').selectAll().executeTakeFirstOrThrow();
    expect([row.address, row.unit, row.town]).toEqual(['12 Elm St', 'Apt 1204', 'Silver Spring']);
    const confirmation = load((await http.get(booked.headers.location!)).text)('main').text();
    expect(occurrences(confirmation, WRITTEN)).toBe(1);
    expect(confirmation).not.toContain('Silver Spring, Silver Spring');

    const owner = await signIn();
    const office = await http.get(`/office/bookings/${row.reference}`).set('Cookie', owner.cookie);
    expect(office.status).toBe(200);
    expect(occurrences(load(office.text)('main').text(), WRITTEN)).toBe(1);
  });

  it('offers a zip of two towns as a select, takes the one chosen, and refuses a town not of the zip', async () => {
    const database = await engine.open();
    const app = testApp(
      { TRUST_PROXY: 'loopback' },
      { database, now: testClock().now, bookingRateLimit: { limit: 10_000 } },
    );
    const http = supertest(app);
    const details = await http.get(`/book?zip=20774&service=washer-repair&window=${encodeURIComponent(TUESDAY_8AM)}`);
    const $ = load(details.text);
    expect(
      $('select[name="town"] option')
        .map((_, o) => $(o).text())
        .get(),
    ).toEqual(['Upper Marlboro', 'Largo']);
    expect($('label[for="book-town"]').text()).toContain('Town');
    const who = { name: 'Lee Moss', phone: '(301) 555-0142', email: 'lee@example.com', address: '9 Harry S Truman Dr' };
    const wrong = await http
      .post('/book')
      .type('form')
      .send(form({ ...formFields($), ...who, town: 'Bowie' }));
    expect(wrong.status).toBe(400);
    expect(load(wrong.text)('#book-town-error, .field__error').text()).toContain('please choose the town');
    const review = await http
      .post('/book')
      .type('form')
      .send(form({ ...formFields($), ...who, town: 'Largo' }));
    expect(load(review.text)('main').text()).toContain('9 Harry S Truman Dr, Largo, MD 20774');
  });

  it('keeps a unit typed as markup as text, on the review and the confirmation', async () => {
    const database = await engine.open();
    const app = testApp(
      { TRUST_PROXY: 'loopback' },
      { database, now: testClock().now, bookingRateLimit: { limit: 10_000 } },
    );
    const http = supertest(app);
    const details = load(
      (await http.get(`/book?zip=20910&service=washer-repair&window=${encodeURIComponent(TUESDAY_8AM)}`)).text,
    );
    const who = { name: 'Kim Roe', phone: '(240) 555-0177', email: 'kim@example.com', address: '12 Elm St' };
    const review = await http
      .post('/book')
      .type('form')
      .send(form({ ...formFields(details), ...who, unit: '<b>1204</b>' }));
    const $ = load(review.text);
    expect($('main b').length).toBe(0);
    expect($('main').text()).toContain('12 Elm St, <b>1204</b>, Silver Spring, MD 20910');
    const booked = await http
      .post('/book')
      .type('form')
      .send(form({ ...formFields($), step: 'confirm' }));
    const confirmation = load((await http.get(booked.headers.location!)).text);
    expect(confirmation('main b').length).toBe(0);
    expect(confirmation('main').text()).toContain('12 Elm St, <b>1204</b>, Silver Spring, MD 20910');
  });
});
