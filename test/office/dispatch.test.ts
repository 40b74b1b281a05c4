/**
 * Dispatch: assigning a technician (the booking's page and the Schedule board), the board's columns and
 * capacity, a visit's status set by its technician from My Day (who and when recorded, illegal and concurrent
 * moves refused with 409, someone else's visit 403), the customer's e-mails and manage page, reminders of ended
 * visits dropped, and each technician's own calendar feed.
 */
import { load } from 'cheerio';
import supertest from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityLines, breakActivityLog } from '../helpers/activity';
import { TEST_SITE_URL } from '../helpers/app';
import { bookingBody } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { csrfOf, officeApp, OWNER, testPasswordHash } from '../helpers/office';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

const engines = testEngines('dispatch', { postgres: false });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';
const TECH_PASSWORD = 'wrench-amber-valley-58';

const stoppers: (() => Promise<void>)[] = [];
let techHash: Promise<string> | undefined;

describe.each(engines)('dispatch on $name', (engine) => {
  // Before the engine closes the test's database: the outbox and the relay stop first.
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });
  const setup = async () => {
    const smtp: TestSmtpServer = await startSmtpServer();
    stoppers.push(() => smtp.close());
    const database = await engine.open();
    const office = await officeApp(database, {
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
    const una = await office.store.addUser('una@example.com', hash, new Date(), {
      role: 'technician',
      name: 'Una Volt',
    });
    const owner = await office.signIn();
    /** Signs a technician in: the sign-in lands on My Day, whose forms carry the CSRF token. */
    const technician = async (email: string) => {
      const { response, cookie } = await office.tryLogin(email, TECH_PASSWORD);
      expect(response.headers.location).toBe('/office/my-day');
      const day = await office.http.get('/office/my-day').set('Cookie', cookie!);
      return { cookie: cookie!, csrf: csrfOf(day.text) };
    };
    const as = (browser: { cookie: string; csrf: string }) => ({
      get: (path: string) => office.http.get(path).set('Cookie', browser.cookie),
      post: (path: string, form: Record<string, string>) =>
        office.http
          .post(path)
          .set('Cookie', browser.cookie)
          .type('form')
          .send({ _csrf: browser.csrf, ...form }),
    });
    /** A customer books through the API; the reference and the manage link's path. */
    let client = 0;
    const book = async (start: string, overrides: Record<string, unknown> = {}) => {
      const response = await supertest(office.app)
        .post('/api/bookings')
        .set('X-Forwarded-For', `192.0.2.${++client}`)
        .send(bookingBody(start, overrides));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const body = response.body as { reference: string; manageUrl: string };
      return { reference: body.reference, manage: body.manageUrl };
    };
    const visit = (reference: string) =>
      database.db
        .selectFrom('bookings')
        .select(['id', 'technician_id', 'visit_status', 'window_start'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
    /** What a change of the visit writes beside it: its events, its queued e-mails, and the activity log. */
    const written = async (id: string) => ({
      events: await database.db
        .selectFrom('booking_events')
        .select(['kind', 'to_value'])
        .where('booking_id', '=', id)
        .orderBy('at')
        .orderBy('id')
        .execute(),
      emails: (await database.db.selectFrom('booking_emails').select('kind').where('booking_id', '=', id).execute())
        .map((row) => row.kind)
        .sort(),
      activity: await activityLines(database),
    });
    return { ...office, smtp, tom, una, owner: as(owner), technician, as, book, visit, written };
  };
  const site = setup;

  it('assigns from the booking page and the board, which shows each window’s capacity and a column per technician', async () => {
    const { owner, book, visit, tom, una, database } = await site();
    const ada = await book(TUESDAY_8AM, { name: 'Ada Board' });
    const page = load((await owner.get(`/office/bookings/${ada.reference}`)).text);
    const select = page('select[name="technician"]');
    expect(page(`label[for="${select.attr('id')}"]`).text()).toBe('Technician');
    expect(
      select
        .find('option')
        .map((_, o) => page(o).text())
        .get(),
    ).toEqual(['Unassigned', 'Tom Wrench', 'Una Volt']);

    const assigned = await owner.post(`/office/bookings/${ada.reference}/technician`, { technician: tom.id });
    expect(assigned.status).toBe(303);
    expect((await visit(ada.reference)).technician_id).toBe(tom.id);

    const board = load((await owner.get('/office/schedule?date=2026-11-24')).text);
    expect(board('h1').text()).toBe('Schedule');
    expect(board('nav a[aria-current="page"]').text()).toBe('Schedule');
    expect(
      board('.office-board thead th')
        .map((_, th) => board(th).text())
        .get(),
    ).toEqual(['Window', 'Unassigned', 'Tom Wrench', 'Una Volt']);
    const eight = board('.office-board tbody tr').first();
    expect(eight.find('th').text()).toBe('8:00 AM–10:00 AM1 of 2 booked');
    // Tom's column (the third cell: window, unassigned, Tom) holds the visit, a link to its booking.
    expect(eight.find('td').eq(1).find(`a[href="/office/bookings/${ada.reference}"]`).text()).toBe('Ada Board');

    // One step on the board: to Una and the 10 AM window; the move goes through the office's own reschedule.
    const moved = await owner.post('/office/schedule/move', {
      reference: ada.reference,
      technician: una.id,
      windowStart: TUESDAY_10AM,
      date: '2026-11-24',
    });
    expect(moved.status).toBe(303);
    expect(moved.headers.location).toBe(
      `/office/schedule?date=2026-11-24&saved=moved-technician&visit=${ada.reference}#visit-${ada.reference}`,
    );
    const after = await visit(ada.reference);
    expect([after.technician_id, new Date(after.window_start).toISOString()]).toEqual([
      una.id,
      '2026-11-24T15:00:00.000Z',
    ]);
    const kinds = await database.db
      .selectFrom('booking_emails')
      .select('kind')
      .where('booking_id', '=', after.id)
      .execute();
    expect(kinds.map((row) => row.kind)).toContain('customer-rescheduled');
    const events = await database.db
      .selectFrom('booking_events')
      .select(['kind', 'actor_email', 'from_value', 'to_value'])
      .where('booking_id', '=', after.id)
      .orderBy('at')
      .execute();
    expect(events).toEqual([
      { kind: 'technician', actor_email: OWNER, from_value: 'Unassigned', to_value: 'Tom Wrench' },
      { kind: 'technician', actor_email: OWNER, from_value: 'Tom Wrench', to_value: 'Una Volt' },
    ]);
  });

  it('lets a technician run their own visits from My Day, records who and when, and tells the customer', async () => {
    const { owner, book, visit, tom, una, technician, as, clock, smtp, database, http, signIn } = await site();
    const bea = await book(TUESDAY_8AM, { name: 'Bea Status', email: 'bea@example.com' });
    const cal = await book(TUESDAY_10AM, { name: 'Cal Other' });
    await owner.post(`/office/bookings/${bea.reference}/technician`, { technician: tom.id });
    await owner.post(`/office/bookings/${cal.reference}/technician`, { technician: una.id });
    clock.set('2026-11-24T12:30:00Z'); // 7:30 AM on the visit day
    const tomBrowser = await technician('tom@example.com');
    const tomAs = as(tomBrowser);
    expect((await tomAs.get('/office')).headers.location).toBe('/office/my-day');
    expect((await tomAs.get(`/office/bookings/${bea.reference}`)).status).toBe(403);

    const day = load((await tomAs.get('/office/my-day')).text);
    expect(day('h1').text()).toBe('My Day');
    expect(day('article').length).toBe(1);
    expect(day('article h2').text()).toContain('Bea Status');
    expect(day('article a[href^="https://www.openstreetmap.org/search?query="]').length).toBe(1);
    expect(day('article a[href^="tel:"]').length).toBe(1);
    expect(
      day('article button')
        .map((_, b) => day(b).text())
        .get(),
    ).toEqual(['On the Way', 'No-Show']);

    // Someone else's visit: neither its page nor its status.
    expect((await tomAs.get(`/office/visits/${cal.reference}`)).status).toBe(403);
    expect((await tomAs.post(`/office/bookings/${cal.reference}/status`, { status: 'on-the-way' })).status).toBe(403);
    expect((await visit(cal.reference)).visit_status).toBe('booked');

    // Two taps at once: one changes the status, the other is told it has moved on.
    const taps = await Promise.all([
      tomAs.post(`/office/bookings/${bea.reference}/status`, { status: 'on-the-way', back: 'my-day' }),
      tomAs.post(`/office/bookings/${bea.reference}/status`, { status: 'on-the-way', back: 'my-day' }),
    ]);
    expect(taps.map((r) => r.status).sort()).toEqual([303, 409]);
    const manage = async () => load((await http.get(bea.manage)).text)('.booking__status').text();
    expect(await manage()).toBe('Your technician is on the way.');
    expect(load((await http.get(bea.manage)).text)('.booking__technician').text()).toBe('Tom Is on the WayTom');

    const onTheWay = await vi.waitFor(
      () => {
        const mail = smtp.received.find((m) => m.parsed.subject?.startsWith('Tom is on the way'));
        expect(mail).toBeDefined();
        return mail!;
      },
      { timeout: 5000 },
    );
    expect(onTheWay.envelope.to).toEqual(['bea@example.com']);
    expect(onTheWay.parsed.text).toContain('Tom, your technician, is on the way');
    expect(onTheWay.parsed.text).toContain('will arrive between 8 am and 10 am (New York time)');
    expect(onTheWay.parsed.text).not.toContain('tom@example.com');

    expect((await tomAs.post(`/office/bookings/${bea.reference}/status`, { status: 'arrived' })).status).toBe(303);
    expect(await manage()).toBe('Your technician has arrived.');
    expect((await tomAs.post(`/office/bookings/${bea.reference}/status`, { status: 'done' })).status).toBe(303);
    expect(await manage()).toBe('Your visit is done. Thank you for choosing us.');
    // Done ends the visit: no move or cancel for the customer, and a technician cannot go back or reopen.
    expect(load((await http.get(bea.manage)).text)('form[action$="/cancel"]').length).toBe(0);
    const illegal = await tomAs.post(`/office/bookings/${bea.reference}/status`, { status: 'arrived' });
    expect(illegal.status).toBe(409);
    expect(load(illegal.text)('main p').first().text()).toBe('This visit is Done now, so it cannot be marked Arrived.');
    expect((await tomAs.post(`/office/bookings/${bea.reference}/status`, { status: 'booked' })).status).toBe(409);
    await vi.waitFor(
      () => expect(smtp.received.some((m) => m.parsed.subject?.startsWith('Thank you for choosing'))).toBe(true),
      { timeout: 5000 },
    );

    const { id } = await visit(bea.reference);
    const events = await database.db
      .selectFrom('booking_events')
      .select(['actor_email', 'from_value', 'to_value', 'at'])
      .where('booking_id', '=', id)
      .where('kind', '=', 'status')
      .orderBy('at')
      .execute();
    expect(events.map((e) => [e.actor_email, e.from_value, e.to_value])).toEqual([
      ['tom@example.com', 'booked', 'on-the-way'],
      ['tom@example.com', 'on-the-way', 'arrived'],
      ['tom@example.com', 'arrived', 'done'],
    ]);
    expect(new Date(events[0]!.at).toISOString()).toBe('2026-11-24T12:30:00.000Z');
    const logged = await database.db
      .selectFrom('office_activity')
      .select('action')
      .where('user_email', '=', 'tom@example.com')
      .execute();
    expect(logged.map((row) => row.action)).toEqual(
      expect.arrayContaining(['Visit On the Way', 'Visit Arrived', 'Visit Done']),
    );

    // The office reopens it (signed in again: the clock moved past the morning's session).
    const reopened = await as(await signIn()).post(`/office/bookings/${bea.reference}/status`, { status: 'booked' });
    expect(reopened.status).toBe(303);
    expect(reopened.headers.location).toBe(`/office/bookings/${bea.reference}?saved=status`);
    expect((await visit(bea.reference)).visit_status).toBe('booked');
  });

  it('drops the waiting reminder of a visit marked No-Show', async () => {
    const { book, visit, tom, database, clock, as, signIn } = await site();
    // Booked at 5:30 AM on the day for the afternoon: its morning reminder (7 AM) is still waiting.
    clock.set('2026-11-24T10:30:00Z');
    const dee = await book('2026-11-24T14:00:00-05:00', { name: 'Dee Absent' });
    const owner = as(await signIn());
    await owner.post(`/office/bookings/${dee.reference}/technician`, { technician: tom.id });
    const noShow = { status: 'no-show', confirm: 'yes' };
    expect((await owner.post(`/office/bookings/${dee.reference}/status`, noShow)).status).toBe(303);
    const { id } = await visit(dee.reference);
    const reminder = await database.db
      .selectFrom('booking_emails')
      .select('status')
      .where('booking_id', '=', id)
      .where('kind', '=', 'customer-reminder')
      .executeTakeFirstOrThrow();
    expect(reminder.status).toBe('skipped');
  });

  it('gives each technician a private feed of their own visits only', async () => {
    const { book, owner, una, tom, technician, as, http } = await site();
    const eve = await book('2026-11-25T08:00:00-05:00', { name: 'Eve Feed' });
    const cal = await book(TUESDAY_10AM, { name: 'Cal Other' });
    const bea = await book(TUESDAY_8AM, { name: 'Bea Status' });
    await owner.post(`/office/bookings/${eve.reference}/technician`, { technician: una.id });
    await owner.post(`/office/bookings/${cal.reference}/technician`, { technician: una.id });
    await owner.post(`/office/bookings/${bea.reference}/technician`, { technician: tom.id });
    const unaAs = as(await technician('una@example.com'));
    const made = load((await unaAs.post('/office/my-day/feed', {})).text);
    const url = made('#my-feed-url').attr('value')!;
    expect(url).toMatch(/\/office\/calendar\/technician\/[\w-]{43}\.ics$/);
    const feed = await http.get(new URL(url).pathname);
    expect(feed.status).toBe(200);
    expect(feed.text).toContain(eve.reference);
    expect(feed.text).toContain('Cal Other');
    expect(feed.text).not.toContain('Bea Status');
    // Each event links the visit's own page, which Una opens; the desk's booking page would be a 403 to her.
    const urls = feed.text
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter((line) => line.startsWith('URL:'))
      .map((line) => line.slice('URL:'.length));
    expect(urls.sort()).toEqual([cal, eve].map((v) => `${TEST_SITE_URL}/office/visits/${v.reference}`).sort());
    for (const link of urls) expect((await unaAs.get(new URL(link).pathname)).status, link).toBe(200);
    expect(feed.text).not.toContain('/office/bookings/');
    expect((await unaAs.get(`/office/bookings/${eve.reference}`)).status).toBe(403);
    expect((await http.get('/office/calendar/technician/' + 'x'.repeat(43) + '.ics')).status).toBe(404);
  });

  it('writes each change of a visit with its activity line, and keeps neither when the line cannot be written', async () => {
    const { owner, book, visit, written, tom, una, as, signIn, clock, database } = await site();
    const bea = await book(TUESDAY_8AM, { name: 'Bea Together' });
    const { id } = await visit(bea.reference);
    const linesOf = async (action: string) => (await activityLines(database)).filter((line) => line.action === action);

    expect((await owner.post(`/office/bookings/${bea.reference}/technician`, { technician: tom.id })).status).toBe(303);
    expect((await visit(bea.reference)).technician_id).toBe(tom.id);
    expect(await linesOf('Technician assigned')).toEqual([
      { action: 'Technician assigned', detail: `Bea Together (${bea.reference}): Unassigned → Tom Wrench`, by: OWNER },
    ]);
    // One step on the board, one line for both of its changes.
    const move = { reference: bea.reference, technician: una.id, windowStart: TUESDAY_10AM, date: '2026-11-24' };
    expect((await owner.post('/office/schedule/move', move)).status).toBe(303);
    expect(await linesOf('Booking moved, Technician assigned')).toEqual([
      {
        action: 'Booking moved, Technician assigned',
        detail: `Bea Together (${bea.reference}) from Tuesday, November 24, 8:00 AM–10:00 AM to Tuesday, November 24, 10:00 AM–12:00 PM; Bea Together (${bea.reference}): Tom Wrench → Una Volt`,
        by: OWNER,
      },
    ]);
    expect((await written(id)).emails).toContain('customer-rescheduled');
    clock.set('2026-11-24T12:30:00Z'); // 7:30 AM on the visit day; signed in again, as the morning's session
    const desk = as(await signIn());
    expect((await desk.post(`/office/bookings/${bea.reference}/status`, { status: 'on-the-way' })).status).toBe(303);
    expect((await visit(bea.reference)).visit_status).toBe('on-the-way');
    expect(await linesOf('Visit On the Way')).toEqual([
      { action: 'Visit On the Way', detail: `Bea Together (${bea.reference}): Booked → On the Way`, by: OWNER },
    ]);
    expect((await written(id)).emails).toContain('customer-on-the-way');

    // The log's table is gone: each change below fails writing its line, and takes its change down with it.
    const before = await written(id);
    await breakActivityLog(database);
    expect((await desk.post(`/office/bookings/${bea.reference}/status`, { status: 'arrived' })).status).toBe(500);
    expect((await desk.post(`/office/bookings/${bea.reference}/technician`, { technician: tom.id })).status).toBe(500);
    // On the Way, the visit no longer moves (409): the board's technician change is what fails here.
    const back = { reference: bea.reference, technician: tom.id, date: '2026-11-24' };
    expect((await desk.post('/office/schedule/move', back)).status).toBe(500);
    expect((await desk.post('/office/my-day/feed', {})).status).toBe(500);

    const after = await visit(bea.reference);
    expect([after.visit_status, after.technician_id, new Date(after.window_start).toISOString()]).toEqual([
      'on-the-way',
      una.id,
      '2026-11-24T15:00:00.000Z',
    ]);
    expect(await written(id)).toEqual(before);
    const { feed_secret_hash } = await database.db
      .selectFrom('office_users')
      .select('feed_secret_hash')
      .where('email', '=', OWNER)
      .executeTakeFirstOrThrow();
    expect(feed_secret_hash).toBeNull();
  });

  it('writes no activity line and changes nothing for a status change the visit does not allow', async () => {
    const { owner, book, visit, written, tom, technician, as, clock } = await site();
    const cy = await book(TUESDAY_8AM, { name: 'Cy Refused' });
    await owner.post(`/office/bookings/${cy.reference}/technician`, { technician: tom.id });
    clock.set('2026-11-24T12:30:00Z');
    const tomAs = as(await technician('tom@example.com'));
    expect((await tomAs.post(`/office/bookings/${cy.reference}/status`, { status: 'on-the-way' })).status).toBe(303);
    const { id } = await visit(cy.reference);
    const before = await written(id);

    // Only the office reopens a visit.
    const refused = await tomAs.post(`/office/bookings/${cy.reference}/status`, { status: 'booked', back: 'my-day' });
    expect(refused.status).toBe(409);
    expect(load(refused.text)('main p').first().text()).toBe('This visit is On the Way now, so it cannot be reopened.');
    expect((await visit(cy.reference)).visit_status).toBe('on-the-way');
    expect(await written(id)).toEqual(before);
  });

  it('writes no activity line and changes nothing for a board move refused for its window or its technician', async () => {
    const { owner, book, visit, written, una } = await site();
    await book(TUESDAY_10AM);
    await book(TUESDAY_10AM);
    const dee = await book(TUESDAY_8AM, { name: 'Dee Board' });
    const { id } = await visit(dee.reference);
    const before = await written(id);
    const unmoved = async () => {
      const now = await visit(dee.reference);
      expect([now.technician_id, new Date(now.window_start).toISOString()]).toEqual([null, '2026-11-24T13:00:00.000Z']);
      expect(await written(id)).toEqual(before);
    };

    const full = await owner.post('/office/schedule/move', {
      reference: dee.reference,
      technician: una.id,
      windowStart: TUESDAY_10AM,
      date: '2026-11-24',
    });
    expect(full.status).toBe(409);
    expect(full.text).toContain('That window is full.');
    await unmoved();

    // The noon window has room, but no technician has that id: the window is not moved without its technician.
    const nobody = await owner.post('/office/schedule/move', {
      reference: dee.reference,
      technician: 'no-such-technician',
      windowStart: '2026-11-24T12:00:00-05:00',
      date: '2026-11-24',
    });
    expect(nobody.status).toBe(400);
    expect(nobody.text).toContain('Please choose one of the technicians.');
    await unmoved();
  });
});
