/**
 * The customer's language (issue 41 item 3): the desk books a Spanish-speaking caller on the phone, chooses Español
 * in New Visit's Language select, and the booking, the customer and the booking's office page all say so.
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { bookingBody } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { officeApp } from '../helpers/office';

const engines = testEngines('the customer language');
const MONDAY_NOON = '2026-11-23T12:00:00-05:00';

describe.each(engines)('the customer’s language on $name', (engine) => {
  it('books a Spanish-speaking caller in Español and shows it on the booking', async () => {
    const database = await engine.open();
    const office = await officeApp(database);
    const browser = await office.signIn();
    const form = await office.http.get('/office/bookings/new').set('Cookie', browser.cookie);
    const select = load(form.text)('select[name="language"]');
    expect(
      select
        .find('option')
        .toArray()
        .map((option) => load(option).text()),
    ).toEqual(['English', 'Español']);

    const response = await office.http
      .post('/office/bookings/new')
      .set('Cookie', browser.cookie)
      .type('form')
      .send({ _csrf: browser.csrf, ...bookingBody(MONDAY_NOON, { name: 'Rosa Quintanilla' }), language: 'es' });
    expect(response.status).toBe(303);
    const reference = /(CAR-[A-Z0-9]{6})/.exec(response.headers.location ?? '')![1]!;

    const booking = await database.db
      .selectFrom('bookings')
      .select(['id', 'language'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(booking.language).toBe('es');
    const customer = await database.db
      .selectFrom('customer_records as r')
      .innerJoin('customers as c', 'c.id', 'r.customer_id')
      .select('c.language')
      .where('r.record_id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(customer.language).toBe('es');

    const page = load((await office.http.get(`/office/bookings/${reference}`).set('Cookie', browser.cookie)).text);
    const facts = page('dt')
      .toArray()
      .map((dt) => `${page(dt).text()}: ${page(dt).next('dd').text()}`);
    expect(facts).toContain('Language: Español');
  });
});
