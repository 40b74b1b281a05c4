/**
 * The customer's language (issue 41 item 3): the desk books a Spanish-speaking caller on the phone, chooses Español
 * in New Visit's Language select, and the booking, the customer and the booking's office page all say so; the
 * customer's page and the technician's My Day say "Language: Español" (nothing for English, the rule); the desk
 * sets a customer's language on their page, logged, and a technician may not; bookings.csv has a Language column.
 */
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/kernel/db/database';
import { activityLines } from '../helpers/activity';
import { bookingBody } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { bookVisit, officeApp, testPasswordHash } from '../helpers/office';

const engines = testEngines('the customer language', { postgres: false });
// The clock stands at Monday, November 23, 9:00 AM in New York (test/helpers/booking.ts).
const MONDAY_NOON = '2026-11-23T12:00:00-05:00';
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const PASSWORD = 'copper-lantern-river-27';

/** The "Label: value" lines of a page's facts (its <dt> and <dd> pairs), within `scope` if given. */
const factsOf = (page: CheerioAPI, scope: string | Cheerio<Element> = 'body') =>
  (typeof scope === 'string' ? page(scope) : scope)
    .find('dt')
    .toArray()
    .map((dt) => `${page(dt).text()}: ${page(dt).next('dd').text()}`);

/** The customer a booking is linked to, by its reference. */
const customerOf = async (database: AppDatabase, reference: string) => {
  const row = await database.db
    .selectFrom('bookings as b')
    .innerJoin('customer_records as r', 'r.record_id', 'b.id')
    .select('r.customer_id')
    .where('b.reference', '=', reference)
    .executeTakeFirstOrThrow();
  return row.customer_id;
};

/**
 * The shop: the owner signed in, a technician (Tom), and two customers with a visit today, both Tom's: Rosa
 * Quintanilla, booked by the desk in Español, and Dana Whitfield, who booked online in English.
 */
async function shop(engine: (typeof engines)[number]) {
  const database = await engine.open();
  const office = await officeApp(database, { options: { bookingRateLimit: { limit: 10_000 } } });
  const tom = await office.store.addUser('tom@example.com', await testPasswordHash(PASSWORD), new Date(), {
    role: 'technician',
    name: 'Tom',
  });
  const owner = await office.signIn();
  const as = (browser: { cookie: string; csrf: string }) => ({
    get: (path: string) => office.http.get(path).set('Cookie', browser.cookie),
    post: (path: string, form: Record<string, string>) =>
      office.http
        .post(path)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, ...form }),
  });
  const desk = as(owner);
  const booked = await desk.post('/office/bookings/new', {
    ...bookingBody(MONDAY_NOON, { name: 'Rosa Quintanilla' }),
    language: 'es',
  });
  expect(booked.status).toBe(303);
  const rosa = /(CAR-[A-Z0-9]{6})/.exec(booked.headers.location ?? '')![1]!;
  const dana = await bookVisit(office.http, MONDAY_NOON, { name: 'Dana Whitfield' });
  for (const reference of [rosa, dana])
    expect((await desk.post(`/office/bookings/${reference}/technician`, { technician: tom.id })).status).toBe(303);
  const technician = as(await office.signIn('tom@example.com', PASSWORD));
  return { database, office, desk, technician, rosa, dana };
}

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

  it('says Español on a Spanish customer’s page and on their card in the technician’s My Day, nothing for English', async () => {
    const { database, desk, technician, rosa, dana } = await shop(engine);

    const rosaPage = load((await desk.get(`/office/customers/${await customerOf(database, rosa)}`)).text);
    expect(factsOf(rosaPage, '.office-facts')).toContain('Language: Español');
    expect(rosaPage('dd[lang="es"]').text()).toBe('Español');
    const danaPage = load((await desk.get(`/office/customers/${await customerOf(database, dana)}`)).text);
    expect(factsOf(danaPage, '.office-facts').some((fact) => fact.startsWith('Language'))).toBe(false);

    const myDay = load((await technician.get('/office/my-day')).text);
    const card = (name: string) =>
      myDay('article.office-day-visit')
        .filter((_, article) => myDay(article).find('.office-card__title').text().includes(name))
        .first();
    expect(card('Rosa Quintanilla').length).toBe(1);
    expect(factsOf(myDay, card('Rosa Quintanilla'))).toContain('Language: Español');
    expect(card('Dana Whitfield').length).toBe(1);
    expect(factsOf(myDay, card('Dana Whitfield')).some((fact) => fact.startsWith('Language'))).toBe(false);
  });

  it('lets the owner set a caller’s language to Español, with their visit to come, logged; a technician is refused', async () => {
    const { database, office, desk, technician, dana } = await shop(engine);
    const id = await customerOf(database, dana);
    const page = `/office/customers/${id}`;
    // An earlier visit of hers, cancelled: it keeps the language it was made in.
    const contact = await database.db
      .selectFrom('bookings')
      .select(['phone', 'email'])
      .where('reference', '=', dana)
      .executeTakeFirstOrThrow();
    const cancelled = await bookVisit(office.http, TUESDAY_8AM, { name: 'Dana Whitfield', ...contact });
    expect(await customerOf(database, cancelled)).toBe(id);
    expect((await desk.post(`/office/bookings/${cancelled}/cancel`, { confirm: 'yes' })).status).toBe(303);
    const languages = async () => ({
      customer: (
        await database.db.selectFrom('customers').select('language').where('id', '=', id).executeTakeFirstOrThrow()
      ).language,
      visit: (
        await database.db
          .selectFrom('bookings')
          .select('language')
          .where('reference', '=', dana)
          .executeTakeFirstOrThrow()
      ).language,
    });
    const form = load((await desk.get(page)).text)(`form[action="${page}/language"]`);
    expect(form.attr('method')).toBe('post');
    expect(form.find('label[for="customer-language"]').text()).toBe('Language of their e-mails and texts');
    expect(form.find('option[selected]').text()).toBe('English');

    // Tom drives to Dana today, but her language is the desk's to set.
    expect((await technician.post(`${page}/language`, { language: 'es' })).status).toBe(403);
    // A choice the select never offers changes nothing.
    expect((await desk.post(`${page}/language`, { language: 'fr' })).status).toBe(400);
    expect(await languages()).toEqual({ customer: 'en', visit: 'en' });

    const saved = await desk.post(`${page}/language`, { language: 'es' });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe(`${page}?saved=language`);
    expect(await languages()).toEqual({ customer: 'es', visit: 'es' });
    const kept = await database.db
      .selectFrom('bookings')
      .select('language')
      .where('reference', '=', cancelled)
      .executeTakeFirstOrThrow();
    expect(kept.language).toBe('en');
    expect(await activityLines(database)).toContainEqual({
      action: 'Customer language set',
      detail: 'Language set to Español for Dana Whitfield',
      by: 'owner@example.com',
    });
    const after = load((await desk.get(saved.headers.location!)).text);
    expect(after('[role="status"]').text()).toContain('Language saved');
    expect(factsOf(after, '.office-facts')).toContain('Language: Español');
    expect(after('#customer-language option[selected]').text()).toBe('Español');
    const booking = load((await desk.get(`/office/bookings/${dana}`)).text);
    expect(factsOf(booking)).toContain('Language: Español');

    // And back, when she says English is fine after all: nothing shown, as for every English customer.
    expect((await desk.post(`${page}/language`, { language: 'en' })).status).toBe(303);
    expect(await languages()).toEqual({ customer: 'en', visit: 'en' });
    expect(factsOf(load((await desk.get(page)).text), '.office-facts').some((f) => f.startsWith('Language'))).toBe(
      false,
    );
  });

  it('writes each booking’s language in bookings.csv’s last column, Language', async () => {
    const { desk, rosa, dana } = await shop(engine);
    const csv = await desk.get('/office/export/bookings.csv');
    expect(csv.status).toBe(200);
    const rows = parse(csv.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!).at(-1)).toBe('Language');
    expect(rows.map((row) => [row.Reference, row.Name, row.Language]).sort()).toEqual(
      [
        [rosa, 'Rosa Quintanilla', 'Español'],
        [dana, 'Dana Whitfield', 'English'],
      ].sort(),
    );
  });
});
