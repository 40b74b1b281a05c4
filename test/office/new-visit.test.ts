/**
 * Phone-in bookings: the New Visit form books through the online booking's rules, store and e-mails, records
 * that the office made it, skips the public per-client limits, overbooks only when ticked, keeps every field on a
 * refusal, and books a lead's customer from the lead. Notes on a booking, as on a lead.
 */
import { load } from 'cheerio';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingLimits, surgeRules as defaultSurgeRules } from '../../data/booking';
import { breakActivityLog } from '../helpers/activity';
import { TEST_SITE_URL } from '../helpers/app';
import { bookingBody } from '../helpers/booking';
import { onSqliteOnly, testEngines } from '../helpers/engines';
import { officeApp, OWNER, seedLead } from '../helpers/office';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

const engines = testEngines('office new visit');
const NOTIFY = 'office@capital.test';
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';
const THANKSGIVING_10AM = '2026-11-26T10:00:00-05:00';

describe.each(engines)('New Visit on $name', (engine) => {
  let smtp: TestSmtpServer;
  let office: Awaited<ReturnType<typeof setup>>;
  const stops: (() => Promise<void>)[] = [];

  const setup = async () => {
    const database = await engine.open();
    const app = await officeApp(database, {
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, LEADS_NOTIFY_TO: NOTIFY },
      options: { bookingOutbox: { retry: { firstDelayMs: 40, maxDelayMs: 150 }, pollMs: 100 } },
    });
    stops.push(async () => {
      await app.app.locals.bookingOutbox?.stop();
      await app.app.locals.leadOutbox?.stop();
    });
    const browser = await app.signIn();
    // Every request from one address: the shop's connection.
    const get = (path: string) =>
      app.http.get(path).set('Cookie', browser.cookie).set('X-Forwarded-For', '203.0.113.50');
    const post = (path: string, form: Record<string, string>) =>
      app.http
        .post(path)
        .set('Cookie', browser.cookie)
        .set('X-Forwarded-For', '203.0.113.50')
        .type('form')
        .send({ _csrf: browser.csrf, ...form });
    const row = (reference: string) =>
      database.db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    const book = async (form: Record<string, string>) => {
      const response = await post('/office/bookings/new', form);
      const reference = /\/office\/bookings\/(CAR-[A-Z0-9]{6})\?saved=booked$/.exec(
        response.headers.location ?? '',
      )?.[1];
      return { response, reference };
    };
    /** The New Visit lines of the activity log: written in the transaction of the booking they record. */
    const visitActivity = () =>
      database.db
        .selectFrom('office_activity')
        .select(['user_email', 'detail'])
        .where('action', '=', 'Visit booked by phone')
        .orderBy('at')
        .execute();
    return { ...app, database, get, post, row, book, visitActivity };
  };

  // The databases are the engine helper's, closed after each test; one relay serves the file.
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  beforeEach(async () => {
    office = await setup();
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });
  afterAll(async () => {
    await smtp.close();
  });

  const visit = (windowStart: string, overrides: Record<string, string> = {}) =>
    ({ ...bookingBody(windowStart), ...overrides }) as Record<string, string>;

  onSqliteOnly(engine)('books a phone-in visit as the office’s, with the e-mails an online booking gets', async () => {
    const form = await office.get('/office/bookings/new');
    expect(form.status).toBe(200);
    const $ = load(form.text);
    expect($('h1').text()).toBe('New visit');
    for (const field of ['zip', 'service', 'name', 'phone', 'email', 'address', 'brand', 'problem', 'coupon'])
      expect($(`[name="${field}"]`), field).toHaveLength(1);
    expect($(`input[name="windowStart"][value="${TUESDAY_8AM}"]`)).toHaveLength(1);
    expect(load((await office.get('/office/bookings')).text)('a[href="/office/bookings/new"]').text()).toBe(
      'New Visit',
    );

    const { response, reference } = await office.book(
      visit(TUESDAY_8AM, { name: 'Phone Caller', email: 'caller@example.com', problem: 'Leaks.\nLoud too.' }),
    );
    expect(response.status).toBe(303);
    expect(reference).toBeDefined();
    const stored = await office.row(reference!);
    expect(stored).toMatchObject({ source: 'office', created_by: OWNER, lead_id: null, problem: 'Leaks.\nLoud too.' });
    expect(await office.visitActivity()).toEqual([
      { user_email: OWNER, detail: `Phone Caller (${reference}), Tuesday, November 24, 8:00 AM–10:00 AM` },
    ]);

    await vi.waitFor(() => expect(smtp.received.filter((m) => m.parsed.text?.includes(reference!))).toHaveLength(2), {
      timeout: 5000,
    });
    const mails = smtp.received.filter((m) => m.parsed.text?.includes(reference!));
    const customer = mails.find((m) => m.envelope.to.includes('caller@example.com'))!;
    expect(customer.parsed.subject).toBe('Your repair visit is booked: Tuesday, November 24, 8–10 am');
    expect(customer.parsed.text).toMatch(new RegExp(`${TEST_SITE_URL}/booking/[\\w-]{43}`));
    const notice = mails.find((m) => m.envelope.to.includes(NOTIFY))!;
    expect(notice.parsed.subject).toContain('New booking: Tuesday, November 24, 8–10 am, Phone Caller');
    const reminders = await office.database.db
      .selectFrom('booking_emails')
      .select('kind')
      .where('booking_id', '=', stored.id)
      .execute();
    expect(reminders.map((r) => r.kind).sort()).toEqual(['customer-confirmation', 'customer-reminder', 'office-new']);

    const page = load((await office.get(`/office/bookings/${reference}?saved=booked`)).text);
    expect(page('[role="status"]').text()).toContain('Visit booked');
    expect(page('.office-facts').text()).toContain(`by phone, by ${OWNER}`);
    const log = await office.get('/office/activity');
    expect(log.text).toContain('Visit booked by phone');
  });

  it('is not held to the public per-client limits: more bookings from one address than they allow', async () => {
    const wanted = bookingLimits.requestsPerClient + 1;
    const windows = (await office.http.get('/api/availability?zip=20901&service=washer-repair')).body as {
      windows: { start: string; remaining: number }[];
    };
    const places = windows.windows
      .filter((w) => w.start > TUESDAY_10AM)
      .flatMap((w) => Array(w.remaining).fill(w.start));
    expect(places.length).toBeGreaterThanOrEqual(wanted);
    for (const start of places.slice(0, wanted) as string[]) {
      const { response } = await office.book(visit(start));
      expect(response.status, start).toBe(303);
    }
  });

  it('counts no phone-in visit towards the online booking surge', async () => {
    const surgeRules = { ...defaultSurgeRules, triggers: [{ minutes: 10, requests: 2 }] };
    const database = await engine.open();
    const app = await officeApp(database, { options: { surgeRules, bookingRateLimit: { limit: 10_000 } } });
    const browser = await app.signIn();
    for (const start of [TUESDAY_8AM, TUESDAY_8AM, TUESDAY_10AM])
      expect(
        (
          await app.http
            .post('/office/bookings/new')
            .set('Cookie', browser.cookie)
            .type('form')
            .send({ _csrf: browser.csrf, ...visit(start) })
        ).status,
      ).toBe(303);
    // One online booking is under the trigger of 2: a new contact books at once rather than being held.
    expect((await app.http.post('/api/bookings').send(bookingBody(TUESDAY_10AM))).status).toBe(201);
  });

  onSqliteOnly(engine)('books a full window or a closed day only when "over capacity" is ticked', async () => {
    // Tuesday 10 AM takes 2: fill it, then a third.
    expect((await office.book(visit(TUESDAY_10AM))).response.status).toBe(303);
    expect((await office.book(visit(TUESDAY_10AM))).response.status).toBe(303);
    const full = await office.post('/office/bookings/new', visit(TUESDAY_10AM, { name: 'Third Caller' }));
    expect(full.status).toBe(409);
    const $ = load(full.text);
    expect($('#visit-windowStart-error').text()).toContain('That window is full');
    expect($(`input[name="windowStart"][value="${TUESDAY_10AM}"]`).attr('checked')).toBeDefined();
    expect((await office.book(visit(TUESDAY_10AM, { force: 'yes' }))).response.status).toBe(303);

    const closed = await office.post('/office/bookings/new', visit(THANKSGIVING_10AM));
    expect(closed.status).toBe(422);
    expect(load(closed.text)('#visit-windowStart-error').text()).toContain('Closed for Thanksgiving');
    const forced = await office.book(visit(THANKSGIVING_10AM, { force: 'yes' }));
    expect(forced.response.status).toBe(303);
  });

  it('writes neither a booking, a place nor an activity line when it refuses a full window', async () => {
    for (const caller of ['First Caller', 'Second Caller'])
      expect((await office.book(visit(TUESDAY_10AM, { name: caller }))).response.status).toBe(303);
    const before = await office.visitActivity();
    expect(before).toHaveLength(2);

    const full = await office.post('/office/bookings/new', visit(TUESDAY_10AM, { name: 'Third Caller' }));
    expect(full.status).toBe(409);
    expect(await office.visitActivity()).toEqual(before);
    const third = await office.database.db
      .selectFrom('bookings')
      .select('id')
      .where('name', '=', 'Third Caller')
      .execute();
    expect(third).toEqual([]);
    const places = await office.database.db
      .selectFrom('window_places')
      .select('taken')
      .where('window_start', '=', new Date(TUESDAY_10AM).toISOString())
      .executeTakeFirstOrThrow();
    expect(Number(places.taken)).toBe(2);
  });

  it('keeps no booking, place or e-mail when its activity line cannot be written', async () => {
    await breakActivityLog(office.database);
    const { response } = await office.book(visit(TUESDAY_10AM, { name: 'Lost Caller' }));
    expect(response.status).toBe(500);
    expect(await office.database.db.selectFrom('bookings').select('id').execute()).toEqual([]);
    expect(await office.database.db.selectFrom('booking_emails').select('id').execute()).toEqual([]);
    const places = await office.database.db.selectFrom('window_places').select('taken').execute();
    expect(places.map((place) => Number(place.taken))).not.toContain(1);
  });

  onSqliteOnly(engine)(
    'shows a refused form again with every field kept and the message beside the field',
    async () => {
      const typed = visit(TUESDAY_8AM, { email: 'not-an-address', problem: 'Two\nlines', coupon: '' });
      const refused = await office.post('/office/bookings/new', typed);
      expect(refused.status).toBe(400);
      const $ = load(refused.text);
      expect($('#visit-email').attr('aria-invalid')).toBe('true');
      expect($('#visit-email-error').text()).toContain('valid email address');
      for (const field of ['zip', 'name', 'phone', 'email', 'address', 'brand'])
        expect($(`#visit-${field}`).attr('value'), field).toBe(typed[field]);
      expect($('#visit-service option[selected]').attr('value')).toBe('washer-repair');
      expect($('#visit-problem').text()).toBe('Two\nlines');
      expect($(`input[name="windowStart"][value="${TUESDAY_8AM}"]`).attr('checked')).toBeDefined();
    },
  );

  onSqliteOnly(engine)('books a lead’s customer from the lead, pre-filled, and marks the lead booked', async () => {
    const lead = await seedLead(office.database, {
      name: 'Lead Caller',
      phone: '(240) 555-0199',
      email: 'leadcaller@example.com',
      service: 'dryer',
    });
    const leadPage = load((await office.get(`/office/leads/${lead}`)).text);
    expect(leadPage('a:contains("Book This Customer")').attr('href')).toBe(`/office/bookings/new?lead=${lead}`);
    const form = load((await office.get(`/office/bookings/new?lead=${lead}`)).text);
    expect(form('#visit-name').attr('value')).toBe('Lead Caller');
    expect(form('#visit-phone').attr('value')).toBe('(240) 555-0199');
    expect(form('#visit-email').attr('value')).toBe('leadcaller@example.com');
    expect(form('#visit-service option[selected]').attr('value')).toBe('dryer-repair');
    expect(form('input[name="lead"]').attr('value')).toBe(lead);

    const { response, reference } = await office.book({
      ...visit(TUESDAY_8AM),
      name: 'Lead Caller',
      phone: '(240) 555-0199',
      email: 'leadcaller@example.com',
      service: 'dryer-repair',
      lead,
    });
    expect(response.status).toBe(303);
    expect(await office.row(reference!)).toMatchObject({ source: 'lead', lead_id: lead, created_by: OWNER });
    const status = await office.database.db
      .selectFrom('leads')
      .select('status')
      .where('id', '=', lead)
      .executeTakeFirst();
    expect(status?.status).toBe('booked');
    // Booking the lead is reaching them: the reports' time to call back reads this change.
    const events = await office.database.db
      .selectFrom('lead_events')
      .select(['from_status', 'to_status', 'actor_email'])
      .where('lead_id', '=', lead)
      .execute();
    expect(events).toEqual([{ from_status: 'new', to_status: 'booked', actor_email: OWNER }]);
    expect((await office.get('/office/bookings/new?lead=no-such-lead')).status).toBe(404);
  });

  onSqliteOnly(engine)('keeps notes on a booking, with author and time, and logs them', async () => {
    const { reference } = await office.book(visit('2026-11-27T08:00:00-05:00'));
    const empty = await office.post(`/office/bookings/${reference}/notes`, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(load(empty.text)('#note-body-error').text()).toBe('Please write the note first.');
    const added = await office.post(`/office/bookings/${reference}/notes`, { body: 'Gate code 4411.\nDog in yard.' });
    expect(added.status).toBe(303);
    expect(added.headers.location).toBe(`/office/bookings/${reference}?saved=note`);
    const $ = load((await office.get(`/office/bookings/${reference}`)).text);
    expect($('.office-notes li').text()).toContain('Gate code 4411.\nDog in yard.');
    expect($('.office-notes li').text()).toContain(OWNER);
    expect((await office.get('/office/activity')).text).toContain('Booking note added');
    expect((await office.post('/office/bookings/CAR-ZZZZZZ/notes', { body: 'x' })).status).toBe(404);
  });
});
