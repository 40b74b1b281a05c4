/**
 * The warranty online: a customer whose Done visit's problem came back books a free warranty visit from the
 * visit's own link, up to the warranty's last day (90 days in the business's zone), without JavaScript and in
 * JSON. The visit is linked to the original, keeps its technician when free, says "no charge" everywhere the
 * customer reads it, and the office sees it as a warranty visit.
 */
import { load } from 'cheerio';
import supertest from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingBody, testClock } from '../helpers/booking';
import { databaseBefore, onSqliteOnly, testEngines } from '../helpers/engines';
import { officeApp, testPasswordHash } from '../helpers/office';
import { startSmtpServer } from '../helpers/smtp';

const engines = testEngines('warranty');
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TECH_PASSWORD = 'wrench-amber-valley-58';
const NO_CHARGE = 'Warranty visit — no charge';
let techHash: Promise<string> | undefined;

const stoppers: (() => Promise<void>)[] = [];

describe.each(engines)('the warranty on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  const setup = async (start = new Date('2026-11-23T14:00:00Z')) => {
    const smtp = await startSmtpServer();
    stoppers.push(() => smtp.close());
    const database = await engine.open();
    const clock = testClock(start);
    const office = await officeApp(database, {
      clock,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      options: {
        bookingRateLimit: { limit: 10_000 },
        bookingOutbox: { pollMs: 100, log: { log: () => undefined, error: () => undefined } },
      },
    });
    stoppers.push(async () => office.app.locals.bookingOutbox?.stop());
    const hash = await (techHash ??= testPasswordHash(TECH_PASSWORD));
    const tom = await office.store.addUser('tom@example.com', hash, new Date(), {
      role: 'technician',
      name: 'Tom Wrench',
    });
    // Signed in again whenever the clock has moved on by days: a session does not last that long.
    let owner = await office.signIn();
    const signInAgain = async () => {
      owner = await office.signIn();
    };
    const as = (path: string, form: Record<string, string>) =>
      office.http
        .post(path)
        .set('Cookie', owner.cookie)
        .type('form')
        .send({ _csrf: owner.csrf, ...form });
    let client = 0;
    /** A customer books through the API: the reference and the manage link's path. */
    const book = async (windowStart: string, overrides: Record<string, unknown> = {}) => {
      const response = await supertest(office.app)
        .post('/api/bookings')
        .set('X-Forwarded-For', `192.0.2.${++client}`)
        .send(bookingBody(windowStart, overrides));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body as { reference: string; manageUrl: string };
    };
    /** A visit booked, given to `technician`, and marked Done by the office at `doneAt`. */
    const doneVisit = async (windowStart: string, doneAt: string, technician = tom.id, name = 'Ada Lovelace') => {
      const visit = await book(windowStart, { name });
      expect((await as(`/office/bookings/${visit.reference}/technician`, { technician })).status).toBe(303);
      clock.set(doneAt);
      await signInAgain();
      for (const status of ['on-the-way', 'arrived', 'done'])
        expect((await as(`/office/bookings/${visit.reference}/status`, { status })).status).toBe(303);
      return visit;
    };
    const row = (reference: string) =>
      database.db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    const get = (path: string) => office.http.get(path).set('Cookie', owner.cookie);
    return { ...office, smtp, tom, as, book, doneVisit, row, get, signInAgain };
  };

  onSqliteOnly(engine)(
    'books a free warranty visit without JavaScript: linked, same technician, "no charge" at every step',
    async () => {
      const { http, clock, doneVisit, row, smtp, tom, get, signInAgain, tryLogin, as } = await setup();
      const ada = await doneVisit(TUESDAY_8AM, '2026-11-24T14:30:00Z');
      // A week later the problem is back; the link (7 days after the window, before) still opens.
      clock.set('2026-12-03T14:00:00Z');
      await signInAgain();
      const page = load((await http.get(ada.manageUrl)).text);
      const card = page('[data-warranty="covers"]');
      expect(card.find('h2').text()).toBe('Your 90-Day Warranty');
      expect(card.text()).toContain('covered until Monday, February 22, 2027');
      expect(card.find(`a[href="${ada.manageUrl}/warranty"]`).text()).toBe('The same problem came back');

      // Step 1: the booking picker with Continue, said to be free.
      const step1 = await http.get(`${ada.manageUrl}/warranty`);
      expect(step1.status).toBe(200);
      expect(step1.headers['cache-control']).toBe('no-store');
      const picker = load(step1.text);
      expect(picker('h1').text()).toBe('The Same Problem Came Back');
      expect(picker('main').text()).toContain(NO_CHARGE);
      expect(picker('form[method="get"] input[type="radio"][name="window"]').length).toBeGreaterThan(10);
      expect(picker('.booking__actions--sticky button').text()).toBe('Continue');

      // Step 2: check and confirm, the original's appliance, address and contact, nothing to pay.
      const window = '2026-12-04T10:00:00-05:00';
      const step2 = load((await http.get(`${ada.manageUrl}/warranty?window=${encodeURIComponent(window)}`)).text);
      const rows = Object.fromEntries(
        step2('.booking__review-row')
          .map((_, r) => [[step2(r).find('dt').text(), step2(r).find('dd').text()]])
          .get() as [string, string][],
      );
      expect(rows).toMatchObject({ Price: NO_CHARGE, Name: 'Ada Lovelace', 'Warranty of': ada.reference });
      expect(step2('form[method="post"] input[name="windowStart"]').val()).toBe(window);
      expect(step2('main').text()).not.toContain('$89');

      const posted = await http
        .post(`${ada.manageUrl}/warranty`)
        .type('form')
        .send({ windowStart: window, note: 'Leaking again from the door.' });
      expect(posted.status).toBe(303);
      const newLink = posted.headers.location!.replace('?booked=1', '');
      expect(newLink).toMatch(/^\/booking\/[\w-]{43}$/);
      const confirmation = load((await http.get(posted.headers.location!)).text);
      expect(confirmation('h1').text()).toBe("You're Booked");
      expect(confirmation('main').text()).toContain('your warranty visit is booked for Friday, Dec 4, 10 am–12 pm');
      expect(confirmation('main').text()).toContain(NO_CHARGE);
      expect(confirmation('main').text()).not.toContain('$89');

      // The row: the original's, linked, its technician free that morning.
      const original = await row(ada.reference);
      const made = await rowByLink(http, newLink);
      const visit = await row(made);
      expect(visit).toMatchObject({
        warranty_of: original.id,
        service: original.service,
        address: original.address,
        phone: original.phone,
        email: original.email,
        technician_id: tom.id,
        coupon: '',
        status: 'booked',
      });
      expect(visit.problem).toContain(original.problem);
      expect(visit.problem).toContain('Added for the warranty visit: Leaking again from the door.');

      // A second try shows the one already booked; the original's page says so instead of the button.
      const again = await http.post(`${ada.manageUrl}/warranty`).type('form').send({ windowStart: window });
      expect(again.status).toBe(409);
      expect(load(again.text)('main').text()).toContain(
        `already booked for Friday, Dec 4, 10 am–12 pm (reference ${made})`,
      );
      const after = load((await http.get(ada.manageUrl)).text);
      expect(after('[data-warranty]').text()).toContain(`reference ${made}`);
      expect(after(`a[href="${ada.manageUrl}/warranty"]`).length).toBe(0);

      // The warranty visit is not done: it has no warranty of its own to claim.
      expect(load((await http.get(newLink)).text)('[data-warranty]').length).toBe(0);
      expect((await http.post(`${newLink}/warranty`).type('form').send({ windowStart: window })).status).toBe(409);

      // E-mails: the customer's confirmation and invite say no charge and never the fee; the office's says warranty.
      const mail = await vi.waitFor(
        () => {
          const found = smtp.received.find((m) => m.parsed.subject?.startsWith('Your warranty visit is booked'));
          expect(found).toBeDefined();
          return found!;
        },
        { timeout: 10_000 },
      );
      expect(mail.parsed.text).toContain(`Price:     ${NO_CHARGE}`);
      expect(mail.parsed.text).not.toContain('$89');
      expect(mail.parsed.html).toContain(NO_CHARGE);
      expect(mail.raw).toMatch(/SUMMARY:Capital Appliance Repair: Washer Repair warranty visit \(no charge\)/);
      await vi.waitFor(() =>
        expect(smtp.received.some((m) => m.parsed.subject?.startsWith('New warranty visit'))).toBe(true),
      );

      // The office: the badge with the original on the visit's page, the warranty visit on the original's.
      const office = load((await get(`/office/bookings/${made}`)).text);
      expect(office(`.warranty-badge a[href="/office/bookings/${ada.reference}"]`).length).toBe(1);
      const originalPage = load((await get(`/office/bookings/${ada.reference}`)).text);
      expect(originalPage(`.warranty-visits a[href="/office/bookings/${made}"]`).length).toBe(1);
      const customer = office('a[href^="/office/customers/"]').attr('href')!;
      for (const screen of [
        '/office',
        '/office/schedule?date=2026-12-04',
        '/office/bookings?from=2026-12-04&to=2026-12-04',
        `/office/visits/${made}`,
        customer,
      ]) {
        const badge = load((await get(screen)).text)('.warranty-badge');
        expect(badge.text(), screen).toBe(`Warranty visit for ${ada.reference}`);
        expect(badge.find('a').attr('href'), screen).toBe(`/office/bookings/${ada.reference}`);
      }
      // Tom's own day links the original's visit page, which a technician may open.
      clock.set('2026-12-04T13:00:00Z');
      const tomIn = await tryLogin('tom@example.com', TECH_PASSWORD);
      const myDay = load((await http.get('/office/my-day').set('Cookie', tomIn.cookie!)).text);
      expect(myDay('.warranty-badge a').attr('href')).toBe(`/office/visits/${ada.reference}`);

      // Once the warranty visit is done too, its own page offers the original's warranty, to the same last day.
      await signInAgain();
      for (const status of ['on-the-way', 'arrived', 'done'])
        expect((await as(`/office/bookings/${made}/status`, { status })).status).toBe(303);
      const doneAgain = load((await http.get(newLink)).text)('[data-warranty="covers"]');
      expect(doneAgain.text()).toContain('covered until Monday, February 22, 2027');
    },
  );

  onSqliteOnly(engine)(
    'keeps the visit unassigned when the technician is busy then, and answers JSON on the API path',
    async () => {
      const { clock, doneVisit, book, as, row, tom, app, signInAgain } = await setup();
      const bea = await doneVisit(TUESDAY_8AM, '2026-11-24T14:30:00Z', undefined, 'Bea Busy');
      clock.set('2026-12-03T14:00:00Z');
      await signInAgain();
      const window = '2026-12-04T08:00:00-05:00';
      const other = await book(window);
      expect((await as(`/office/bookings/${other.reference}/technician`, { technician: tom.id })).status).toBe(303);
      const answer = await supertest(app)
        .post(`/api${bea.manageUrl.replace('/booking/', '/bookings/')}/warranty`)
        .send({ windowStart: window });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body).toMatchObject({ warrantyOf: bea.reference, charge: 'none', start: window });
      expect(await row((answer.body as { reference: string }).reference)).toMatchObject({
        technician_id: null,
        warranty_of: (await row(bea.reference)).id,
      });
    },
  );

  it('books one warranty visit when two requests for it arrive at once', async () => {
    const { clock, doneVisit, app, database, signInAgain } = await setup();
    const eve = await doneVisit(TUESDAY_8AM, '2026-11-24T14:30:00Z', undefined, 'Eve Twice');
    clock.set('2026-12-03T14:00:00Z');
    await signInAgain();
    const path = `/api${eve.manageUrl.replace('/booking/', '/bookings/')}/warranty`;
    const answers = await Promise.all(
      ['2026-12-04T08:00:00-05:00', '2026-12-05T10:00:00-05:00'].map((windowStart) =>
        supertest(app).post(path).send({ windowStart }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const made = answers.find((answer) => answer.status === 201)!.body as { reference: string };
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({
      visit: { reference: made.reference },
    });
    const rows = await database.db
      .selectFrom('bookings')
      .select('reference')
      .where('warranty_of', 'is not', null)
      .execute();
    expect(rows.map((row) => row.reference)).toEqual([made.reference]);
  });

  onSqliteOnly(engine)(
    'is refused from the 91st day in New York, across the change back from daylight saving, with the phone number',
    async () => {
      // Done at 11:30 PM on Thursday, August 20 (EDT): already the 21st in UTC, still the 20th for the business.
      const { http, app, clock, doneVisit, database } = await setup(new Date('2026-08-17T13:00:00Z'));
      const cy = await doneVisit('2026-08-20T18:00:00-04:00', '2026-08-21T03:30:00Z');

      // The 90th day, Wednesday, November 18 (EST since November 1), at 11 PM: covered, and it books.
      clock.set('2026-11-19T04:00:00Z');
      expect(load((await http.get(cy.manageUrl)).text)('[data-warranty]').text()).toContain(
        'covered until Wednesday, November 18, 2026',
      );
      const last = await supertest(app)
        .post(`/api${cy.manageUrl.replace('/booking/', '/bookings/')}/warranty`)
        .send({ windowStart: '2026-11-19T08:00:00-05:00' });
      expect(last.status, JSON.stringify(last.body)).toBe(201);

      // Half an hour into the 91st day: the link still opens (months after the 7 days of an ordinary link), and
      // the page, the step, the form and the API all refuse plainly with the phone number.
      clock.set('2026-11-19T05:30:00Z');
      const page = await http.get(cy.manageUrl);
      expect(page.status).toBe(200);
      const ended = load(page.text)('[data-warranty="ended"]').text();
      expect(ended).toContain('ended on Wednesday, November 18, 2026');
      expect(ended).toContain('(202) 555-0147');
      expect(load(page.text)(`a[href="${cy.manageUrl}/warranty"]`).length).toBe(0);
      const step = await http.get(`${cy.manageUrl}/warranty`);
      expect(step.status).toBe(422);
      expect(load(step.text)('main').text()).toContain('(202) 555-0147');
      const form = await http
        .post(`${cy.manageUrl}/warranty`)
        .type('form')
        .send({ windowStart: '2026-11-20T08:00:00-05:00' });
      expect(form.status).toBe(422);
      expect(load(form.text)('[role="alert"]').text()).toContain('warranty ended on Wednesday, November 18, 2026');
      const json = await http
        .post(`${cy.manageUrl}/warranty`)
        .set('Accept', 'application/json')
        .type('form')
        .send({ windowStart: '2026-11-20T08:00:00-05:00' });
      expect(json.status).toBe(422);
      expect(json.body).toMatchObject({ phone: '(202) 555-0147', warrantyEnded: '2026-11-18' });
      const count = await database.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('warranty_of', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    },
  );

  it('gives a visit done before the warranty existed its Done time and a link that lasts the warranty', async () => {
    const { url, before } = await databaseBefore(engine, '0017-warranty');
    const window = '2026-11-24T13:00:00.000Z';
    await before.db
      .insertInto('bookings')
      .values({
        id: 'done-before',
        reference: 'CAR-OLD567',
        token_hash: 'h'.repeat(64),
        token_expires_at: '2026-12-01T15:00:00.000Z',
        zip: '20901',
        service: 'washer-repair',
        window_start: window,
        window_end: '2026-11-24T15:00:00.000Z',
        name: 'Old Done',
        phone: '(301) 555-0000',
        phone_key: '3015550000',
        email: 'old@example.com',
        email_key: 'old@example.com',
        address: '9 Elm Street',
        brand: '',
        problem: '',
        coupon: '',
        status: 'booked',
        visit_status: 'done',
        created_at: window,
        updated_at: window,
        cancelled_at: null,
        client_address: '203.0.113.1',
      })
      .execute();
    await before.db
      .insertInto('booking_events')
      .values({
        id: 'event-done',
        booking_id: 'done-before',
        at: '2026-11-24T14:30:00.000Z',
        kind: 'status',
        actor_id: null,
        actor_email: 'tom@example.com',
        from_value: 'arrived',
        to_value: 'done',
      })
      .execute();
    await before.close();

    const database = await engine.open(url);
    const row = await database.db
      .selectFrom('bookings')
      .select(['done_at', 'token_expires_at'])
      .where('id', '=', 'done-before')
      .executeTakeFirstOrThrow();
    expect(new Date(row.done_at!).toISOString()).toBe('2026-11-24T14:30:00.000Z');
    // The warranty's last day is Monday, February 22, 2027; the link lasts 30 days more, to midnight EDT.
    expect(new Date(row.token_expires_at).toISOString()).toBe('2027-03-25T04:00:00.000Z');
  });

  onSqliteOnly(engine)('offers nothing to a visit that is not done, and refuses a post from another site', async () => {
    const { http, book } = await setup();
    const dan = await book(TUESDAY_8AM);
    expect(load((await http.get(dan.manageUrl)).text)('[data-warranty]').length).toBe(0);
    const refused = await http.get(`${dan.manageUrl}/warranty`);
    expect(refused.status).toBe(409);
    expect(load(refused.text)('main').text()).toContain('once your visit is done');
    const foreign = await http
      .post(`${dan.manageUrl}/warranty`)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ windowStart: TUESDAY_8AM });
    expect(foreign.status).toBe(403);
  });
});

/** The reference of the booking a manage link opens, read from its page. */
async function rowByLink(http: ReturnType<typeof supertest>, link: string): Promise<string> {
  const page = load((await http.get(link)).text);
  return page('.eyebrow').first().text().replace('Booking ', '');
}
