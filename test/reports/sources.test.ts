/**
 * Where the work comes from (issue 39 item 8): a visitor who lands on a mailer's link books with its campaign
 * kept, without a cookie and without JavaScript once on /book; the contact form and the office's New Visit keep
 * "How did you hear about us?"; Reports counts leads, bookings, conversion and revenue per source, as a table and
 * a CSV; a hostile campaign tag is never stored nor shown.
 */
import { load, type CheerioAPI } from 'cheerio';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { carryUtm } from '../../client/carry-utm';
import { TEST_SITE_URL } from '../helpers/app';
import { bookingBody } from '../helpers/booking';
import { onSqliteOnly, testEngines } from '../helpers/engines';
import { officeApp, OWNER } from '../helpers/office';

const engines = testEngines('sources');
// The test clock starts on Monday 23 November 2026 at 9 AM in New York.
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';
const NOVEMBER = 'from=2026-11-01&to=2026-11-30';

/**
 * What client/carry-utm.ts does in the visitor's browser, run over the page as served: its links and forms,
 * read and written through cheerio in place of the DOM.
 */
function withCarriedUtm(html: string, address: string): CheerioAPI {
  const $ = load(html);
  const doc = {
    querySelectorAll: (selector: string) =>
      selector === 'a[href]'
        ? $('a[href]')
            .toArray()
            .map((el) => ({
              get href() {
                return new URL($(el).attr('href')!, address).toString();
              },
              set href(value: string) {
                $(el).attr('href', value);
              },
            }))
        : $('form')
            .toArray()
            .map((el) => ({
              action: new URL($(el).attr('action') ?? '', address).toString(),
              method: $(el).attr('method') ?? 'get',
              elements: { namedItem: (name: string) => ($(el).find(`[name="${name}"]`).length > 0 ? {} : null) },
              append: (field: { name: string; value: string }) =>
                $(el).append($('<input type="hidden">').attr('name', field.name).attr('value', field.value)),
            })),
    createElement: () => ({ type: '', name: '', value: '' }),
  };
  carryUtm(doc as unknown as Document, new URL(address) as unknown as Location);
  return $;
}

/** A form's fields as a browser without JavaScript sends them: hidden and filled-in ones, the chosen radio. */
function formFields($: CheerioAPI, form: string, fill: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  $(form)
    .find('input[type="hidden"]')
    .each((_, el) => {
      fields[$(el).attr('name')!] = $(el).attr('value') ?? '';
    });
  return { ...fields, ...fill };
}

describe.each(engines)('sources on $name', (engine) => {
  const setup = async () => {
    const database = await engine.open();
    const office = await officeApp(database, { options: { bookingRateLimit: { limit: 10_000 } } });
    return office;
  };

  onSqliteOnly(engine)(
    'keeps a mailer’s UTM parameters from the landing page through the four steps into the booking row',
    async () => {
      const { http, database } = await setup();
      const landing = `${TEST_SITE_URL}/?utm_source=mailer&utm_campaign=spring`;
      const home = await http.get('/?utm_source=mailer&utm_campaign=spring');
      expect(home.status).toBe(200);
      // The cached home page is the same bytes for everybody: it is the browser that carries the parameters on.
      expect(home.text).not.toContain('utm_source');
      const $home = withCarriedUtm(home.text, landing);
      const book = $home('a[href]')
        .toArray()
        .map((el) => new URL($home(el).attr('href')!))
        .find((url) => url.pathname === '/book')!;
      expect(book.search).toContain('utm_source=mailer');

      // From here on, no JavaScript: step 1 carries them in hidden fields, the later steps too.
      const step1 = await http.get(`${book.pathname}${book.search}`);
      expect(step1.status).toBe(200);
      const $1 = load(step1.text);
      expect($1('form[action="/book"] input[name="utm_source"]').attr('value')).toBe('mailer');
      const query = new URLSearchParams(
        formFields($1, 'form[action="/book"]', { zip: '20901', service: 'washer-repair' }),
      );
      const step2 = await http.get(`/book?${query.toString()}`);
      expect(step2.status).toBe(200);
      const $2 = load(step2.text);
      const windowQuery = new URLSearchParams(formFields($2, 'form[action="/book"]', { window: TUESDAY_8AM }));
      const step3 = await http.get(`/book?${windowQuery.toString()}`);
      expect(step3.status).toBe(200);
      const $3 = load(step3.text);
      // Step 3's own fields, as the visitor types them; the earlier steps' values are the form's hidden ones.
      const typed = bookingBody(TUESDAY_8AM, { name: 'Mailer Reader' });
      const details = { name: typed.name, phone: typed.phone, email: typed.email, address: typed.address };
      const step4 = await http
        .post('/book')
        .type('form')
        .send(formFields($3, 'form[action="/book"]', details));
      expect(step4.status).toBe(200);
      const $4 = load(step4.text);
      // Asked last, optional, labelled; the list the spec names.
      expect($4('label[for="book-heardFrom"]').text()).toContain('How did you hear about us?');
      expect(
        $4('select[name="heardFrom"] option')
          .toArray()
          .map((el) => $4(el).text()),
      ).toContain('A mailer or coupon');
      const booked = await http
        .post('/book')
        .type('form')
        .send(formFields($4, 'form[action="/book"]', { step: 'confirm', heardFrom: '' }));
      expect(booked.status).toBe(303);
      const row = await database.db
        .selectFrom('bookings')
        .selectAll()
        .where('name', '=', 'Mailer Reader')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        utm_source: 'mailer',
        utm_medium: null,
        utm_campaign: 'spring',
        heard_from: null,
        heard_from_other: null,
        source: 'online',
      });
    },
  );

  it('stores the contact form’s answer and the campaign it carried', async () => {
    const { http, database } = await setup();
    const page = load((await http.get('/contact?utm_source=yelp-ad&utm_medium=cpc')).text);
    expect(page('input[type="hidden"][name="utm_source"]').attr('value')).toBe('yelp-ad');
    expect(page('label[for="contact-heardFrom"]').text()).toContain('How did you hear about us?');
    const sent = await http.post('/contact').type('form').send({
      name: 'Nora Next',
      email: 'nora@example.com',
      phone: '(301) 555-0177',
      message: 'The oven will not heat.',
      heardFrom: 'other',
      heardFromOther: 'The <b>church</b> newsletter',
      utm_source: 'yelp-ad',
      utm_medium: 'cpc',
    });
    expect(sent.status).toBe(303);
    const lead = await database.db
      .selectFrom('leads')
      .selectAll()
      .where('name', '=', 'Nora Next')
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      heard_from: 'other',
      heard_from_other: 'The <b>church</b> newsletter',
      utm_source: 'yelp-ad',
      utm_medium: 'cpc',
      utm_campaign: null,
    });
  });

  onSqliteOnly(engine)('lets the office set the source of a phone-in booking on New Visit', async () => {
    const { http, database, signIn } = await setup();
    const browser = await signIn();
    const form = load((await http.get('/office/bookings/new').set('Cookie', browser.cookie)).text);
    expect(form('label[for="visit-heardFrom"]').text()).toContain('How did they hear about us?');
    const answer = await http
      .post('/office/bookings/new')
      .set('Cookie', browser.cookie)
      .type('form')
      .send({ _csrf: browser.csrf, ...bookingBody(TUESDAY_8AM, { name: 'Phone Friend' }), heardFrom: 'friend' });
    expect(answer.status).toBe(303);
    const row = await database.db
      .selectFrom('bookings')
      .select(['source', 'created_by', 'heard_from', 'utm_source'])
      .where('name', '=', 'Phone Friend')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ source: 'office', created_by: OWNER, heard_from: 'friend', utm_source: null });
  });

  onSqliteOnly(engine)(
    'reports leads, bookings, conversion and revenue by source for the period, on the screen and as CSV',
    async () => {
      const { http, database, signIn } = await setup();
      const contact = (name: string, phone: string, extra: Record<string, string>) =>
        http
          .post('/contact')
          .type('form')
          .send({ name, email: `${phone.slice(-4)}@example.com`, phone, message: 'Help.', ...extra });
      const book = (overrides: Record<string, string>, at = TUESDAY_8AM) =>
        http
          .post('/api/bookings')
          .set('X-Forwarded-For', `198.51.100.${Math.floor(Math.random() * 200) + 1}`)
          .send({
            ...bookingBody(at),
            ...overrides,
          });
      // Two Yelp leads; one of them books afterwards (same phone and e-mail: the same customer).
      expect((await contact('Yelp One', '(301) 555-0301', { heardFrom: 'yelp' })).status).toBe(303);
      expect((await contact('Yelp Two', '(301) 555-0302', { heardFrom: 'yelp' })).status).toBe(303);
      // The leads came in a few days before the booking (the site stamps a lead with the real time, not the test's).
      await database.db.updateTable('leads').set({ received_at: '2026-11-20T15:00:00.000Z' }).execute();
      const yelpBooking = await book({
        name: 'Yelp One',
        phone: '(301) 555-0301',
        email: '0301@example.com',
        heardFrom: 'yelp',
      });
      expect(yelpBooking.status).toBe(201);
      // A mailer's visitor who picked nothing: the UTM source is the source.
      expect((await book({ utm_source: 'mailer', utm_campaign: 'spring' }, TUESDAY_10AM)).status).toBe(201);
      // A hostile tag: refused, so the booking counts as "Not said", and nothing of it is stored.
      const hostile = `<script>alert(1)</script>${'x'.repeat(500)}`;
      expect((await book({ utm_source: hostile }, TUESDAY_10AM)).status).toBe(201);
      // A long but plain tag is cut to its first 60 characters.
      expect((await contact('Long Tag', '(301) 555-0303', { utm_source: 'y'.repeat(500) })).status).toBe(303);

      // The Yelp visit is done and priced at $180.00.
      const yelpRow = await database.db
        .selectFrom('bookings')
        .select('id')
        .where('name', '=', 'Yelp One')
        .executeTakeFirstOrThrow();
      await database.db.updateTable('bookings').set({ visit_status: 'done' }).where('id', '=', yelpRow.id).execute();
      await database.db
        .insertInto('visit_charges')
        .values({
          booking_id: yelpRow.id,
          work_done: 'Replaced the pump',
          total_cents: 18000,
          payment: 'card',
          warranty_ends_on: '2027-02-22',
          recorded_at: '2026-11-24T15:00:00.000Z',
          recorded_by: OWNER,
          updated_at: '2026-11-24T15:00:00.000Z',
          updated_by: OWNER,
        })
        .execute();
      const stored = await database.db.selectFrom('bookings').select('utm_source').execute();
      expect(stored.map((r) => r.utm_source)).not.toContain(expect.stringContaining('<'));
      const longLead = await database.db
        .selectFrom('leads')
        .select('utm_source')
        .where('name', '=', 'Long Tag')
        .executeTakeFirstOrThrow();
      expect(longLead.utm_source).toBe('y'.repeat(60));

      const browser = await signIn();
      const screen = await http.get(`/office/reports?${NOVEMBER}`).set('Cookie', browser.cookie);
      expect(screen.status).toBe(200);
      expect(screen.text).not.toContain('<script>alert(1)');
      const $ = load(screen.text);
      const rows = $('section[aria-labelledby="report-lead-sources"] table tr')
        .toArray()
        .map((tr) =>
          $(tr)
            .find('th, td')
            .toArray()
            .map((cell) => $(cell).text().trim()),
        );
      expect(rows).toEqual([
        ['Source', 'Leads', 'Leads booked', 'Conversion', 'Bookings', 'Done', 'Revenue'],
        ['Yelp', '2', '1', '50.0 %', '1', '1', '$180.00'],
        ['Campaign: mailer', '0', '0', '–', '1', '0', '$0.00'],
        [`Campaign: ${'y'.repeat(60)}`, '1', '0', '0.0 %', '0', '0', '$0.00'],
        ['Not said', '0', '0', '–', '1', '0', '$0.00'],
        ['Total', '3', '1', '33.3 %', '3', '1', '$180.00'],
      ]);

      const csv = await http.get(`/office/reports/lead-sources.csv?${NOVEMBER}`).set('Cookie', browser.cookie);
      expect(csv.status).toBe(200);
      expect(csv.text).not.toContain('<script>');
      const table = parse(csv.text, { bom: true }) as string[][];
      expect(table[0]).toEqual([
        'Source',
        'Leads',
        'Leads booked',
        'Conversion (%)',
        'Bookings',
        'Done',
        'Revenue ($)',
      ]);
      expect(table[1]).toEqual(['Yelp', '2', '1', '50.0', '1', '1', '180.00']);
      expect(table.at(-1)).toEqual(['Total', '3', '1', '33.3', '3', '1', '180.00']);
    },
  );
});
