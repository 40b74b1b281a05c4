/**
 * The phone desk (issue 39 item 4): Book This Customer carries the lead's message into New Visit, Book Again fills
 * New Visit from the customer's latest booking, New Visit finds a caller by the digits of their phone (a lookup
 * step without JavaScript, JSON for its island), and the lead page tells its times in New York time.
 */
import { load } from 'cheerio';
import { beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '../helpers/engines';
import { bookVisit, officeApp, seedLead, testPasswordHash, type OfficeBrowser } from '../helpers/office';

const engines = testEngines('office phone desk', { postgres: false });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const FRIDAY_2PM = '2026-11-27T14:00:00-05:00';
const WANDA = { name: 'Wanda Kowalski', phone: '(202) 555-0215', email: 'wanda@example.com' };

describe.each(engines)('the phone desk on $name', (engine) => {
  let office: Awaited<ReturnType<typeof officeApp>>;
  let owner: OfficeBrowser;

  beforeEach(async () => {
    office = await officeApp(await engine.open());
    owner = await office.signIn();
  });

  const get = (path: string, browser = owner) => office.http.get(path).set('Cookie', browser.cookie);
  const post = (path: string, form: Record<string, string>, browser = owner) =>
    office.http
      .post(path)
      .set('Cookie', browser.cookie)
      .type('form')
      .send({ _csrf: browser.csrf, ...form });
  const customerOf = async (reference: string) => {
    const row = await office.database.db
      .selectFrom('customer_records as r')
      .innerJoin('bookings as b', 'b.id', 'r.record_id')
      .select('r.customer_id')
      .where('r.kind', '=', 'booking')
      .where('b.reference', '=', reference)
      .executeTakeFirstOrThrow();
    return row.customer_id;
  };
  /** Wanda's washer last month-end, then her dryer at another address: the dryer visit is her latest. */
  const wandaBooksTwice = async () => {
    await bookVisit(office.http, TUESDAY_8AM, {
      ...WANDA,
      address: '12 Old Road',
      zip: '20901',
      service: 'washer-repair',
      brand: 'Whirlpool',
    });
    const latest = await bookVisit(office.http, FRIDAY_2PM, {
      ...WANDA,
      address: '40 Sligo Avenue',
      zip: '20910',
      service: 'dryer-repair',
      brand: 'Maytag',
    });
    return customerOf(latest);
  };
  const field = ($: ReturnType<typeof load>, name: string) => $(`#visit-${name}`).attr('value');

  it('Book This Customer opens New Visit with the lead’s message in the problem field, as text', async () => {
    const message = '<script>alert("owned")</script> The dryer squeals & smells hot.';
    const lead = await seedLead(office.database, { name: 'Lead Caller', service: 'dryer', message });

    const page = await get(`/office/bookings/new?lead=${lead}`);
    expect(page.status).toBe(200);
    const $ = load(page.text);
    expect($('#visit-problem').text()).toBe(message);
    expect(field($, 'name')).toBe('Lead Caller');
    expect($('#visit-service option[selected]').attr('value')).toBe('dryer-repair');
    // Escaped into the textarea: the visitor's markup is never the page's.
    expect(page.text).not.toContain('<script>alert');
    expect($('script:not([type="application/json"]):not([src])').text()).not.toContain('owned');
  });

  it('Book Again on the customer’s page opens New Visit filled in from their latest booking', async () => {
    const customerId = await wandaBooksTwice();
    const customerPage = load((await get(`/office/customers/${customerId}`)).text);
    const link = customerPage('a:contains("Book Again")');
    expect(link.attr('href')).toBe(`/office/bookings/new?customer=${customerId}`);

    // Whatever else the address carries, only the id is read: the details come from the database.
    const page = await get(`${link.attr('href')!}&name=Someone+Else&phone=000`);
    expect(page.status).toBe(200);
    const $ = load(page.text);
    expect({
      name: field($, 'name'),
      phone: field($, 'phone'),
      email: field($, 'email'),
      address: field($, 'address'),
      zip: field($, 'zip'),
      brand: field($, 'brand'),
      service: $('#visit-service option[selected]').attr('value'),
    }).toEqual({ ...WANDA, address: '40 Sligo Avenue', zip: '20910', brand: 'Maytag', service: 'dryer-repair' });
    expect($('[role="status"] a').attr('href')).toBe(`/office/customers/${customerId}`);
    expect((await get('/office/bookings/new?customer=no-such-customer')).status).toBe(404);
  });

  it('finds the caller by the last digits of their phone without JavaScript, and Use this customer fills the form', async () => {
    const customerId = await wandaBooksTwice();
    await bookVisit(office.http, TUESDAY_8AM, { name: 'Other Caller', phone: '(301) 555-7788' });

    const form = load((await get('/office/bookings/new')).text);
    const find = form('button:contains("Find customer")');
    expect(find.attr('formaction')).toBe('/office/bookings/new/lookup');
    expect(find.attr('formnovalidate')).toBeDefined();

    // The desk has chosen the appliance and typed the problem, then the caller's last four digits.
    const typed = { zip: '', service: 'refrigerator-repair', phone: '0215', problem: 'Fridge is warm.' };
    const found = await post('/office/bookings/new/lookup', typed);
    expect(found.status).toBe(200);
    const $ = load(found.text);
    const matches = $('[data-lookup-results] li');
    expect(matches).toHaveLength(1);
    expect(matches.text()).toContain('Wanda Kowalski');
    expect(matches.text()).not.toContain('Other Caller');
    const use = matches.find('button:contains("Use this customer")');
    expect([use.attr('name'), use.attr('value'), use.attr('formaction')]).toEqual([
      'customer',
      customerId,
      '/office/bookings/new/lookup',
    ]);
    expect($('#visit-problem').text()).toBe('Fridge is warm.');
    expect(field($, 'phone')).toBe('0215');

    const used = await post('/office/bookings/new/lookup', { ...typed, customer: customerId });
    expect(used.status).toBe(200);
    const filled = load(used.text);
    expect({
      name: field(filled, 'name'),
      phone: field(filled, 'phone'),
      email: field(filled, 'email'),
      address: field(filled, 'address'),
      zip: field(filled, 'zip'),
      brand: field(filled, 'brand'),
    }).toEqual({ ...WANDA, address: '40 Sligo Avenue', zip: '20910', brand: 'Maytag' });
    // What the desk chose for this call stays: the appliance and the problem.
    expect(filled('#visit-service option[selected]').attr('value')).toBe('refrigerator-repair');
    expect(filled('#visit-problem').text()).toBe('Fridge is warm.');
    // Nothing was booked by looking up.
    expect(await office.database.db.selectFrom('bookings').select('id').execute()).toHaveLength(3);

    const tooShort = await post('/office/bookings/new/lookup', { phone: '215', problem: 'Kept.' });
    expect(tooShort.status).toBe(400);
    const refused = load(tooShort.text);
    expect(refused('#visit-phone-error').text()).toContain('at least 4 digits');
    expect(refused('#visit-problem').text()).toBe('Kept.');
    expect((await post('/office/bookings/new/lookup', { phone: '0215', customer: 'no-such' })).status).toBe(404);
  });

  it('answers the island’s lookup as JSON to the desk only, and refuses what is not a phone being typed', async () => {
    const customerId = await wandaBooksTwice();
    const found = await get('/office/api/customers?phone=555-0215');
    expect(found.status).toBe(200);
    expect(found.headers['content-type']).toMatch(/^application\/json/);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(found.body).toEqual({ customers: [{ id: customerId, ...WANDA }] });
    expect((await get('/office/api/customers?phone=9999')).body).toEqual({ customers: [] });

    for (const bad of ['', '?phone=215', '?phone=wanda', `?phone=${'5'.repeat(31)}`, '?phone=1&phone=2'])
      expect((await get(`/office/api/customers${bad}`)).status, bad).toBe(400);

    const password = 'wrench-lantern-meadow-42';
    await office.store.addUser('tech@example.com', await testPasswordHash(password), new Date(), {
      role: 'technician',
      name: 'Tara Volt',
    });
    const technician = await office.signIn('tech@example.com', password);
    const refused = await get('/office/api/customers?phone=0215', technician);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('Wanda');
    const anonymous = await office.http.get('/office/api/customers?phone=0215');
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).not.toContain('Wanda');
  });

  it('shows a lead’s times in New York time: one received at 02:30 UTC came in the evening before', async () => {
    const lead = await seedLead(office.database, { name: 'Late Caller', received_at: '2026-11-21T02:30:00.000Z' });
    await office.database.db
      .updateTable('lead_emails')
      .set({ status: 'sent', sent_at: '2026-11-21T02:31:00.000Z' })
      .where('lead_id', '=', lead)
      .execute();

    const $ = load((await get(`/office/leads/${lead}`)).text);
    const facts = $('.office-facts').text();
    expect(facts).toContain('Fri, Nov 20, 9:30 PM');
    expect(facts).toContain('Sent Fri, Nov 20, 9:31 PM.');
    expect(facts).not.toContain('UTC');
    expect(facts).not.toContain('Nov 21');
  });
});
