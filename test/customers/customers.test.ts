/**
 * Customers: leads and bookings are linked to one customer by phone digits and by e-mail whatever its case, the
 * migration links the rows written before it, the office merges two customers and undoes it exactly, and one
 * search finds customers, leads and bookings by each kind of term, best match first, only for the desk's roles.
 */
import { load } from 'cheerio';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Tables } from '../../server/kernel/db/schema';
import { createLeadStore } from '../../server/features/leads/store';
import { termsOf } from '../../server/features/customers/keys';
import { databaseBefore, onSqliteOnly, testEngines } from '../helpers/engines';
import { bookVisit, officeApp, testPasswordHash } from '../helpers/office';

const engines = testEngines('customers');
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';

/** Who each lead and booking is linked to, by record id. */
async function links(db: Kysely<Tables>) {
  const rows = await db.selectFrom('customer_records').select(['record_id', 'customer_id', 'linked_by']).execute();
  return Object.fromEntries(rows.map((row) => [row.record_id, { customer: row.customer_id, by: row.linked_by }]));
}

/** The office's search as the signed-in desk sees it: the names, names and references listed under each kind. */
function searchAs(office: Awaited<ReturnType<typeof officeApp>>, cookie: string) {
  return async (q: string) => {
    const response = await office.http.get(`/office/search?q=${encodeURIComponent(q)}`).set('Cookie', cookie);
    expect(response.status).toBe(200);
    const $ = load(response.text);
    const group = (id: string) =>
      $(`#${id}`)
        .parent()
        .find('li > a')
        .map((_i, a) => $(a).text())
        .get();
    return { customers: group('found-customers'), leads: group('found-leads'), bookings: group('found-bookings') };
  };
}

describe.each(engines)('customers on $name', (engine) => {
  onSqliteOnly(engine)(
    'links a lead and bookings by phone in any spelling and by e-mail in any case; the page shows the history',
    async () => {
      const database = await engine.open();
      const office = await officeApp(database);
      const { cookie } = await office.signIn();
      const leads = createLeadStore(database);
      const lead = await leads.appendLead({
        name: 'Dana Whitaker',
        email: 'Dana.Whitaker@Example.com',
        phone: '(202) 555-0188',
        service: 'washer',
        message: 'Leaks from the door.',
      });
      const byPhone = await bookVisit(office.http, TUESDAY_8AM, {
        name: 'Dana Whitaker',
        phone: '+1 202.555.0188',
        email: 'other@example.net',
        address: '1420 Oakwood Terrace NW',
        zip: '20011',
      });
      const byEmail = await bookVisit(office.http, TUESDAY_10AM, {
        name: 'D. Whitaker',
        phone: '(301) 555-0100',
        email: 'DANA.WHITAKER@example.COM',
      });
      const stranger = await bookVisit(office.http, TUESDAY_10AM, { name: 'Sam Lee', phone: '(202) 555-0199' });
      await office.store.addNote(lead.id, 'owner@example.com', 'Prefers mornings.', new Date());
      // Newest of all: Sam's customer is the most recently active.
      await leads.appendLead({
        name: 'Sam Lee',
        email: 'sam@example.com',
        phone: '202 555 0199',
        service: '',
        message: '',
      });

      const bookings = await database.db.selectFrom('bookings').select(['id', 'reference']).execute();
      const idOf = (reference: string) => bookings.find((row) => row.reference === reference)!.id;
      const linked = await links(database.db);
      const customer = linked[lead.id]!.customer;
      expect(linked[idOf(byPhone)]!.customer).toBe(customer);
      expect(linked[idOf(byEmail)]!.customer).toBe(customer);
      expect(linked[idOf(stranger)]!.customer).not.toBe(customer);
      expect(Object.values(linked).every((link) => link.by === 'match')).toBe(true);

      // The lead's and the booking's office pages lead to the customer.
      const leadPage = load((await office.http.get(`/office/leads/${lead.id}`).set('Cookie', cookie)).text);
      expect(leadPage('a:contains("Their whole history")').attr('href')).toBe(`/office/customers/${customer}`);
      const bookingPage = load((await office.http.get(`/office/bookings/${byPhone}`).set('Cookie', cookie)).text);
      expect(bookingPage('a:contains("Their whole history")').attr('href')).toBe(`/office/customers/${customer}`);

      const page = await office.http.get(`/office/customers/${customer}`).set('Cookie', cookie);
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      const $ = load(page.text);
      expect($('h1').text()).toBe('Dana Whitaker');
      expect($('.office-facts').text()).toContain('(202) 555-0188');
      expect($('.office-facts').text()).toContain('1420 Oakwood Terrace NW, Washington, DC 20011');
      expect($('#visits-heading').parent().find(`a[href="/office/bookings/${byPhone}"]`)).toHaveLength(1);
      expect($('#visits-heading').parent().find(`a[href="/office/bookings/${byEmail}"]`)).toHaveLength(1);
      expect($('#visits-heading').parent().text()).not.toContain(stranger);
      expect($('#leads-heading').parent().text()).toContain('Leaks from the door.');
      expect($('#notes-heading').parent().text()).toContain('Prefers mornings.');

      const list = load((await office.http.get('/office/customers').set('Cookie', cookie)).text);
      expect(list('.office-card__title a').first().text()).toBe('Sam Lee');
      expect(
        list('.office-card__title a')
          .map((_i, a) => load(a).text())
          .get(),
      ).toEqual(['Sam Lee', 'Dana Whitaker']);
      expect(list('nav[aria-label="Office"] a:contains("Customers")').attr('aria-current')).toBe('page');
    },
  );

  it('links the leads and bookings that were stored before the migration', async () => {
    const { url, before } = await databaseBefore(engine, '0013-customers');
    // Straight into the table (seedLead would migrate to the latest first).
    const lead = async (id: string, received: string, name: string, phone: string, email: string) => {
      await before.db
        .insertInto('leads')
        .values({ id, received_at: received, name, phone, email, service: '', message: '' })
        .execute();
      return id;
    };
    const first = await lead('old-1', '2025-01-02T15:00:00.000Z', 'Ada Byrne', '202-555-0111', 'ada@example.com');
    const second = await lead('old-2', '2025-02-02T15:00:00.000Z', 'Ada B', '2025550111', 'x@example.com');
    const other = await lead('old-3', '2025-03-02T15:00:00.000Z', 'Bo Chen', '202 555 0122', 'bo@example.com');
    const now = '2025-04-02T15:00:00.000Z';
    await before.db
      .insertInto('bookings')
      .values({
        id: 'booking-old',
        reference: 'CAR-OLD234',
        token_hash: 'h'.repeat(64),
        token_expires_at: now,
        zip: '20011',
        service: 'washer-repair',
        window_start: now,
        window_end: now,
        name: 'Ada Byrne',
        phone: '(301) 555-0000',
        phone_key: '3015550000',
        email: 'ADA@example.com',
        email_key: 'ada@example.com',
        address: '9 Elm Street',
        brand: '',
        problem: '',
        coupon: '',
        status: 'booked',
        created_at: now,
        updated_at: now,
        cancelled_at: null,
        client_address: '203.0.113.1',
      })
      .execute();
    await before.close();

    const database = await engine.open(url);
    const linked = await links(database.db);
    expect(linked[second]!.customer).toBe(linked[first]!.customer);
    expect(linked['booking-old']!.customer).toBe(linked[first]!.customer);
    expect(linked[other]!.customer).not.toBe(linked[first]!.customer);
    const customers = await database.db.selectFrom('customers').selectAll().orderBy('created_at').execute();
    expect(customers.map((row) => row.name)).toEqual(['Ada Byrne', 'Bo Chen']);
    // What the backfill stored is what the search reads: the old booking is found by its street.
    const office = await officeApp(database);
    const { cookie } = await office.signIn();
    const found = load((await office.http.get('/office/search?q=elm%20st').set('Cookie', cookie)).text);
    expect(found('#found-bookings').parent().text()).toContain('CAR-OLD234');
  });

  it('merges two customers and undoes it exactly, links and all', async () => {
    const database = await engine.open();
    const office = await officeApp(database);
    const { cookie, csrf } = await office.signIn();
    const leads = createLeadStore(database);
    const a1 = await leads.appendLead({
      name: 'Lee Park',
      email: 'lee@a.example',
      phone: '2025550301',
      service: '',
      message: '',
    });
    const b1 = await leads.appendLead({
      name: 'Lee Park',
      email: 'lp@b.example',
      phone: '2025550302',
      service: '',
      message: '',
    });
    const b2 = await leads.appendLead({ name: 'L Park', email: 'LP@b.example', phone: '', service: '', message: '' });
    const before = await links(database.db);
    const [into, from] = [before[a1.id]!.customer, before[b1.id]!.customer];
    expect(before[b2.id]!.customer).toBe(from);
    const post = (path: string, form: Record<string, string>) =>
      office.http
        .post(path)
        .set('Cookie', cookie)
        .type('form')
        .send({ _csrf: csrf, ...form });

    // The page offers the namesake; the form takes the other customer's page address.
    const page = load((await office.http.get(`/office/customers/${into}`).set('Cookie', cookie)).text);
    expect(page(`input[name="other"][value="${from}"]`)).toHaveLength(1);
    const merged = await post(`/office/customers/${into}/merge`, {
      other: `https://x.example/office/customers/${from}`,
    });
    expect(merged.status).toBe(303);
    expect(merged.headers.location).toBe(`/office/customers/${into}?saved=merged`);
    const after = await links(database.db);
    expect(after[b1.id]).toEqual({ customer: into, by: 'office' });
    expect(after[b2.id]).toEqual({ customer: into, by: 'office' });
    expect((await office.http.get(`/office/customers/${from}`).set('Cookie', cookie)).headers.location).toBe(
      `/office/customers/${into}`,
    );
    // A new lead with the merged customer's e-mail joins the survivor, and stays there when the merge is undone.
    const later = await leads.appendLead({ name: 'Lee', email: 'lp@b.example', phone: '', service: '', message: '' });
    expect((await links(database.db))[later.id]!.customer).toBe(into);
    const again = await post(`/office/customers/${into}/merge`, { other: from });
    expect(again.status).toBe(409);
    expect((await post(`/office/customers/${into}/merge`, { other: into })).status).toBe(400);
    // The merge's line was written with it; the refused merges wrote none.
    const changes = database.db
      .selectFrom('office_activity')
      .select(['action', 'detail'])
      .where('action', '!=', 'Signed in');
    expect(await changes.execute()).toEqual([{ action: 'Customers merged', detail: `${from} into ${into}` }]);

    const shown = load((await office.http.get(`/office/customers/${into}`).set('Cookie', cookie)).text);
    const mergeId = shown('input[name="merge"]').attr('value')!;
    const undone = await post(`/office/customers/${into}/unmerge`, { merge: mergeId });
    expect(undone.status).toBe(303);
    const restored = await links(database.db);
    expect({ ...restored, [later.id]: undefined }).toEqual({ ...before, [later.id]: undefined });
    expect(restored[later.id]!.customer).toBe(into);
    expect((await post(`/office/customers/${into}/unmerge`, { merge: mergeId })).status).toBe(409);
    const activity = await changes.orderBy('action').execute();
    // One line per change, each with its change: the second unmerge (409) wrote none.
    expect(activity).toEqual([
      { action: 'Customer merge undone', detail: `${mergeId} (into ${into})` },
      { action: 'Customers merged', detail: `${from} into ${into}` },
    ]);
  });

  onSqliteOnly(engine)(
    'finds customers, leads and bookings by name part, phone spelling, e-mail, street and reference, best first; a technician gets 403',
    async () => {
      const database = await engine.open();
      const office = await officeApp(database);
      const { cookie } = await office.signIn();
      const leads = createLeadStore(database);
      await leads.appendLead({
        name: 'Anna Whitfield',
        email: 'anna@w.example',
        phone: '2025550188',
        service: '',
        message: '',
      });
      await leads.appendLead({
        name: 'Whit Marlowe',
        email: 'whit@m.example',
        phone: '3015550140',
        service: '',
        message: '',
      });
      const reference = await bookVisit(office.http, TUESDAY_8AM, {
        name: 'Carla Mendes',
        phone: '240-555-0177',
        email: 'Carla.Mendes@Example.org',
        address: '77 Quince Orchard Road',
      });
      const search = async (q: string) => {
        const response = await office.http.get(`/office/search?q=${encodeURIComponent(q)}`).set('Cookie', cookie);
        expect(response.status).toBe(200);
        const $ = load(response.text);
        const group = (id: string) =>
          $(`#${id}`)
            .parent()
            .find('li > a')
            .map((_i, a) => $(a).text())
            .get();
        return { customers: group('found-customers'), leads: group('found-leads'), bookings: group('found-bookings') };
      };

      // A name's start ranks above a word of it further in.
      expect((await search('whit')).leads).toEqual(['Whit Marlowe', 'Anna Whitfield']);
      expect((await search('whit')).customers).toEqual(['Whit Marlowe', 'Anna Whitfield']);
      expect((await search('FIELD anna')).leads).toEqual([]);
      expect((await search('anna whit')).leads).toEqual(['Anna Whitfield']);
      for (const spelling of ['202-555-0188', '(202) 555 0188', '2025550188', '+1 202 555 0188'])
        expect((await search(spelling)).customers, spelling).toEqual(['Anna Whitfield']);
      expect((await search('carla.mendes@example.ORG')).bookings).toEqual([reference]);
      expect((await search('quince orchard')).bookings).toEqual([reference]);
      expect((await search(reference.toLowerCase())).bookings).toEqual([reference]);
      expect((await search(reference)).customers).toEqual(['Carla Mendes']);
      expect(await search('nobody-at-all')).toEqual({ customers: [], leads: [], bookings: [] });

      // The header's search box is on every page of the desk's roles.
      const header = load((await office.http.get('/office/customers').set('Cookie', cookie)).text);
      expect(header('header form[role="search"] input[type="search"][name="q"]').attr('id')).toBe('office-search-q');
      expect(header('label[for="office-search-q"]').text()).toContain('Search');

      await office.store.addUser('tech@example.com', await testPasswordHash('tech-copper-harbor-71'), new Date(), {
        role: 'technician',
      });
      const { cookie: techCookie } = await office.signIn('tech@example.com', 'tech-copper-harbor-71');
      const refused = await office.http.get('/office/search?q=whit').set('Cookie', techCookie);
      expect(refused.status).toBe(403);
      expect(refused.text).not.toContain('Whitfield');
      expect(refused.text).not.toContain('Marlowe');
    },
  );

  it('finds what the desk types: the last digits or a run inside the phone, one typo, a word of the problem; an exact match first', async () => {
    const database = await engine.open();
    const office = await officeApp(database);
    const { cookie } = await office.signIn();
    const search = searchAs(office, cookie);
    const leads = createLeadStore(database);
    const marta = await bookVisit(office.http, TUESDAY_8AM, {
      name: 'Marta Kowalski',
      phone: '(202) 555-0215',
      email: 'marta@k.example',
      address: '1800 Connecticut Ave NW',
      brand: '',
      problem: 'Our Sub-Zero fridge is warm inside',
    });
    // Another person whose whole number is those seven digits, and one whose name is the typo.
    await leads.appendLead({ name: 'Pat Doyle', email: 'pat@d.example', phone: '555-0215', service: '', message: '' });
    await leads.appendLead({
      name: 'Jan Kowalsky',
      email: 'jan@k.example',
      phone: '3015550990',
      service: '',
      message: '',
    });
    await leads.appendLead({
      name: 'Ann Warmack',
      email: 'ann@w.example',
      phone: '2405550123',
      service: '',
      message: 'The Bosch dishwasher leaves water behind',
    });

    // The last four, the last seven with and without punctuation, a run in the middle.
    expect((await search('0215')).bookings).toEqual([marta]);
    expect((await search('0215')).customers).toEqual(['Pat Doyle', 'Marta Kowalski']);
    for (const lastSeven of ['555-0215', '5550215', '555 0215'])
      // Pat's whole number is an exact phone: above Marta's, where the digits are inside.
      expect((await search(lastSeven)).customers, lastSeven).toEqual(['Pat Doyle', 'Marta Kowalski']);
    expect((await search('2555')).customers).toEqual(['Marta Kowalski']);
    expect((await search('25-550')).bookings).toEqual([marta]);
    // Three digits are too few to look inside a number: they only start one.
    expect(await search('021')).toEqual({ customers: [], leads: [], bookings: [] });
    expect((await search('202')).customers).toEqual(['Marta Kowalski']);

    // One typo in a name, a street, a problem word; a name spelled so ranks above the typo of another.
    expect((await search('Kowalsky')).customers).toEqual(['Jan Kowalsky', 'Marta Kowalski']);
    expect((await search('marta kowalsky')).bookings).toEqual([marta]);
    expect((await search('Conecticut')).bookings).toEqual([marta]);
    expect((await search('1800 conecticut av')).bookings).toEqual([marta]);
    expect((await search('frige')).bookings).toEqual([marta]);
    // Two letters off is another word.
    expect((await search('Kowolsky')).customers).toEqual(['Jan Kowalsky']);
    expect((await search('Conektikut')).bookings).toEqual([]);

    // The problem described, a booking's and a lead's message; below a name that starts with the word.
    expect((await search('sub-zero')).bookings).toEqual([marta]);
    expect((await search('sub-zero')).customers).toEqual(['Marta Kowalski']);
    expect((await search('bosch')).leads).toEqual(['Ann Warmack']);
    expect((await search('warm')).customers).toEqual(['Ann Warmack', 'Marta Kowalski']);
    expect((await search('marta warm')).bookings).toEqual([marta]);
  });

  it('keeps each word in the typo dictionary once, however many customers share it', async () => {
    const database = await engine.open();
    const office = await officeApp(database);
    const { cookie } = await office.signIn();
    const search = searchAs(office, cookie);
    const leads = createLeadStore(database);
    for (const [name, phone] of <[string, string][]>[
      ['Anna Whitfield', '2025550101'],
      ['Ben Whitfield', '2025550102'],
      ['Cara Whitfield', '2025550103'],
    ])
      await leads.appendLead({ name, email: '', phone, service: '', message: 'The fridge is warm' });

    const filed = await database.db
      .selectFrom('search_words')
      .select('deletion')
      .where('word', '=', 'whitfield')
      .orderBy('deletion')
      .execute();
    // The word under itself and its nine one-letter deletions, once for the three records.
    expect(filed.map((row) => row.deletion)).toEqual(
      [
        'whitfield',
        'hitfield',
        'witfield',
        'whtfield',
        'whifield',
        'whitield',
        'whitfeld',
        'whitfild',
        'whitfied',
        'whitfiel',
      ].sort(),
    );
    // A record's own terms hold no deletions: those are the dictionary's.
    const terms = await database.db.selectFrom('search_terms').select('term').where('term', '=', 'hitfield').execute();
    expect(terms).toEqual([]);
    // The three are found through the one entry.
    expect((await search('Witfield')).leads.sort()).toEqual(['Anna Whitfield', 'Ben Whitfield', 'Cara Whitfield']);
    // Three letters are too few for a typo: no entry.
    const short = await database.db.selectFrom('search_words').select('word').where('word', '=', 'ben').execute();
    expect(short).toEqual([]);
  });

  onSqliteOnly(engine)(
    'finds any part of a name through the distinct names, each kept once and written with the record',
    async () => {
      const database = await engine.open();
      const office = await officeApp(database);
      const { cookie } = await office.signIn();
      const search = searchAs(office, cookie);
      const leads = createLeadStore(database);
      await leads.appendLead({ name: 'Dana Whitaker', email: '', phone: '2025550101', service: '', message: '' });
      await leads.appendLead({ name: 'DANA WHITAKER', email: '', phone: '2025550102', service: '', message: '' });
      const reference = await bookVisit(office.http, TUESDAY_8AM, { name: 'Omar Haddad', phone: '240-555-0177' });

      // The two spellings of one name are one row; each record's own name term still names it.
      const names = await database.db.selectFrom('search_names').select('term').orderBy('term').execute();
      expect(names.map((row) => row.term)).toEqual(['dana whitaker', 'omar haddad']);
      expect((await search('itake')).leads).toEqual(['DANA WHITAKER', 'Dana Whitaker']);
      expect((await search('na whit')).leads).toEqual(['DANA WHITAKER', 'Dana Whitaker']);
      expect((await search('ar hadd')).bookings).toEqual([reference]);
      expect(await search('itaker omar')).toEqual({ customers: [], leads: [], bookings: [] });
    },
  );

  it('gives the leads and bookings written before 0034-search-parts their digits, typos and problem words', async () => {
    const { url, before } = await databaseBefore(engine, '0034-search-parts');
    // The lead as it was written then: the row, its link and the terms of that time, straight into the tables.
    const at = '2026-10-02T15:00:00.000Z';
    const message = 'Our Sub-Zero fridge is warm inside';
    await before.db
      .insertInto('leads')
      .values({
        id: 'lead-old',
        received_at: at,
        name: 'Marta Kowalski',
        phone: '(202) 555-0215',
        email: '',
        service: '',
        message,
      })
      .execute();
    await before.db
      .insertInto('customers')
      .values({
        id: 'customer-old',
        name: 'Marta Kowalski',
        phone: '(202) 555-0215',
        email: '',
        phone_key: '2025550215',
        email_key: '',
        created_at: at,
        last_activity_at: at,
        merged_into: null,
        merged_at: null,
      })
      .execute();
    await before.db
      .insertInto('customer_records')
      .values({
        kind: 'lead',
        record_id: 'lead-old',
        customer_id: 'customer-old',
        linked_by: 'match',
        linked_at: at,
        at,
      })
      .execute();
    const terms = termsOf({
      kind: 'lead',
      id: 'lead-old',
      at,
      name: 'Marta Kowalski',
      phone: '(202) 555-0215',
      email: '',
      message,
    });
    await before.db
      .insertInto('search_terms')
      .values(
        terms
          .filter((term) => ['name', 'word', 'phone', 'email', 'reference'].includes(term.field))
          .map((term) => ({ ...term, kind: 'lead' as const, record_id: 'lead-old' })),
      )
      .execute();
    await before.close();
    const database = await engine.open(url);
    const office = await officeApp(database);
    const { cookie } = await office.signIn();
    const search = searchAs(office, cookie);
    // A part of the name too: 0048-search-words filled the distinct names from the terms before it.
    for (const query of ['0215', '555-0215', 'kowalsky', 'sub-zero', 'rta kowal'])
      expect((await search(query)).leads, query).toEqual(['Marta Kowalski']);
    // Exactly the terms a lead written now gets.
    const stored = await database.db
      .selectFrom('search_terms')
      .select(['field', 'term'])
      .where('record_id', '=', 'lead-old')
      .execute();
    const key = (term: { field: string; term: string }) => `${term.field} ${term.term}`;
    expect(stored.map(key).sort()).toEqual(terms.map(key).sort());
  });
});
