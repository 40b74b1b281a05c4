/**
 * The day's order (issue 37): On the Way, Arrived, Done and No-Show are refused before the visit's day (its
 * window's calendar day in New York, across both daylight-saving changes), with the visit unchanged and the
 * reason on the page; No-Show asks for a confirmation first, then tells the customer "we missed you" by e-mail
 * and (where they agreed) text, with a fresh link to their page, where they can book a new visit.
 */
import { load } from 'cheerio';
import supertest from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '../../data/business';
import type { VisitStatus } from '../../data/visit-status';
import type { Worker } from '../../server/kernel/feature';
import { TEST_SITE_URL } from '../helpers/app';
import { bookingBody, testClock } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { startFakeSms, type FakeSmsProvider } from '../helpers/fake-sms';
import { assignTechnician, csrfOf, officeApp, testPasswordHash } from '../helpers/office';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

const engines = testEngines('the day’s order', { postgres: false });
const quiet = { log: () => undefined, error: () => undefined };
const stoppers: (() => Promise<void>)[] = [];

describe.each(engines)('the day’s order on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  /** The office with a relay and a text provider, its clock at `start`, and the owner signed in then. */
  const site = async (start: string) => {
    const [smtp, sms]: [TestSmtpServer, FakeSmsProvider] = await Promise.all([startSmtpServer(), startFakeSms()]);
    stoppers.push(
      () => smtp.close(),
      () => sms.close(),
    );
    const database = await engine.open();
    const office = await officeApp(database, {
      clock: testClock(new Date(start)),
      env: { SMTP_URL: smtp.url, SMS_URL: sms.url, SMS_FROM: '+12025550100' },
      options: {
        bookingRateLimit: { limit: 10_000 },
        bookingOutbox: { pollMs: 100, log: quiet },
        textOutbox: { pollMs: 100, log: quiet },
      },
    });
    stoppers.push(async () => {
      await office.app.locals.bookingOutbox?.stop();
      await (office.app.locals.workers as Record<string, Worker>)['texts outbox']?.stop();
    });
    let client = 0;
    const book = async (windowStart: string, overrides: Record<string, unknown> = {}) => {
      const response = await supertest(office.app)
        .post('/api/bookings')
        .set('X-Forwarded-For', `192.0.2.${++client}`)
        .send(bookingBody(windowStart, overrides));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body as { reference: string; manageUrl: string };
    };
    /** The owner, signed in at the clock's time now (a session lapses after 12 idle hours). */
    const owner = async () => {
      const { cookie, csrf } = await office.signIn();
      return (reference: string, form: Record<string, string>) =>
        office.http
          .post(`/office/bookings/${reference}/status`)
          .set('Cookie', cookie)
          .type('form')
          .send({ _csrf: csrf, back: 'booking', ...form });
    };
    const visit = (reference: string) =>
      database.db
        .selectFrom('bookings')
        .select(['id', 'visit_status', 'token_hash'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
    const customerEmails = async (reference: string) => {
      const { id } = await visit(reference);
      const rows = await database.db.selectFrom('booking_emails').select('kind').where('booking_id', '=', id).execute();
      return rows
        .map((row) => row.kind)
        .filter((kind) => kind !== 'customer-confirmation' && kind.startsWith('customer-'));
    };
    return { ...office, smtp, sms, book, owner, visit, customerEmails };
  };

  it('refuses On the Way, Arrived, Done and No-Show the day before, says why, and changes nothing', async () => {
    const { book, owner, visit, customerEmails, database, clock, store } = await site('2026-11-23T14:00:00Z');
    const { reference } = await book('2026-11-24T08:00:00-05:00', { name: 'Ann Early' });
    await assignTechnician({ database, store }, reference);
    // Monday 11:30 PM in New York (already Tuesday in UTC): still the day before the Tuesday 8 AM visit.
    clock.set('2026-11-24T04:30:00Z');
    const post = await owner();
    const tries: [from: VisitStatus, to: VisitStatus][] = [
      ['booked', 'on-the-way'],
      ['on-the-way', 'arrived'],
      ['arrived', 'done'],
      ['booked', 'no-show'],
    ];
    for (const [from, to] of tries) {
      // A visit left at `from` by an earlier mistake (the rule is new): the move on from it is refused all the same.
      await database.db
        .updateTable('bookings')
        .set({ visit_status: from })
        .where('reference', '=', reference)
        .execute();
      const refused = await post(reference, { status: to, confirm: 'yes' });
      expect(refused.status, to).toBe(409);
      const page = load(refused.text);
      expect(page('h1').text()).toBe("Not before the visit's day");
      expect(page('main p').first().text()).toMatch(
        /^This visit is on Tuesday, November 24, 8:00 AM–10:00 AM \(New York time\)\. It cannot be marked (On the Way|Arrived|Done|No-Show) before its day\.$/,
      );
      expect(page(`main a[href="/office/bookings/${reference}"]`).text()).toBe('Back');
      expect((await visit(reference)).visit_status).toBe(from);
    }
    const { id } = await visit(reference);
    expect(await database.db.selectFrom('booking_events').select('id').where('booking_id', '=', id).execute()).toEqual(
      [],
    );
    expect(await customerEmails(reference)).toEqual(['customer-reminder']);

    // Tuesday just after midnight: the visit's day, and the moves go.
    await database.db
      .updateTable('bookings')
      .set({ visit_status: 'booked' })
      .where('reference', '=', reference)
      .execute();
    clock.set('2026-11-24T05:01:00Z');
    const onTheDay = await owner();
    for (const to of ['on-the-way', 'arrived', 'done']) {
      expect((await onTheDay(reference, { status: to })).status, to).toBe(303);
      expect((await visit(reference)).visit_status).toBe(to);
    }
  });

  it('counts the day in New York across the autumn change: Saturday 11 PM EDT is not yet Sunday’s visit', async () => {
    const { book, owner, visit, clock, database, store } = await site('2026-10-27T14:00:00Z');
    // Sunday 2026-11-01, 9 AM EST, the day's first window (clocks went back at 2 AM that morning).
    const { reference } = await book('2026-11-01T09:00:00-05:00');
    await assignTechnician({ database, store }, reference);
    clock.set('2026-11-01T03:00:00Z'); // Saturday 2026-10-31, 11 PM EDT
    expect((await (await owner())(reference, { status: 'on-the-way' })).status).toBe(409);
    expect((await visit(reference)).visit_status).toBe('booked');
    clock.set('2026-11-01T04:30:00Z'); // Sunday 2026-11-01, 00:30 EDT
    expect((await (await owner())(reference, { status: 'on-the-way' })).status).toBe(303);
    expect((await visit(reference)).visit_status).toBe('on-the-way');
  });

  it('counts the day in New York across the spring change: Saturday 11:30 PM EST is not yet Sunday’s visit', async () => {
    const { book, owner, visit, clock, database, store } = await site('2026-03-03T14:00:00Z');
    // Sunday 2026-03-08, 9 AM EDT, the day's first window (clocks went forward at 2 AM that morning).
    const { reference } = await book('2026-03-08T09:00:00-04:00');
    await assignTechnician({ database, store }, reference);
    clock.set('2026-03-08T04:30:00Z'); // Saturday 2026-03-07, 11:30 PM EST
    expect((await (await owner())(reference, { status: 'on-the-way' })).status).toBe(409);
    expect((await visit(reference)).visit_status).toBe('booked');
    clock.set('2026-03-08T05:30:00Z'); // Sunday 2026-03-08, 00:30 EST
    expect((await (await owner())(reference, { status: 'on-the-way' })).status).toBe(303);
    expect((await visit(reference)).visit_status).toBe('on-the-way');
  });

  it('asks before No-Show, then tells the customer "we missed you" with a new link to book again', async () => {
    const { book, owner, visit, customerEmails, smtp, sms, http, clock } = await site('2026-11-23T14:00:00Z');
    const name = 'Ann <b>O’Hara</b> & "Co"';
    const booked = await book('2026-11-24T08:00:00-05:00', {
      name,
      email: 'ann@example.com',
      phone: '(202) 555-0161',
      textConsent: 'yes',
    });
    const { reference } = booked;
    clock.set('2026-11-24T15:30:00Z'); // Tuesday 10:30 AM: the window is over and nobody answered
    const post = await owner();

    // The button's first press only asks: a page with the second press on it, and nothing changed.
    const asked = await post(reference, { status: 'no-show' });
    expect(asked.status).toBe(200);
    const page = load(asked.text);
    expect(page('h1').text()).toBe('Mark this visit a No-Show?');
    expect(page('main').text()).toContain(name);
    expect(asked.text).not.toContain('<b>O’Hara</b>');
    const form = page(`form[action="/office/bookings/${reference}/status"]`);
    expect(form.find('input[name="confirm"]').attr('value')).toBe('yes');
    expect(form.find('input[name="back"]').attr('value')).toBe('booking');
    expect(form.find('button[name="status"]').attr('value')).toBe('no-show');
    expect(form.find('button').text()).toBe('Yes, Mark No-Show');
    expect(page(`a[href="/office/bookings/${reference}"]`).text()).toBe('Keep the Visit');
    const before = await visit(reference);
    expect(before.visit_status).toBe('booked');
    expect(await customerEmails(reference)).toEqual(['customer-reminder']);

    const confirmed = await post(reference, { status: 'no-show', confirm: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.location).toBe(`/office/bookings/${reference}?saved=status`);
    const after = await visit(reference);
    expect(after.visit_status).toBe('no-show');
    expect((await customerEmails(reference)).sort()).toEqual(['customer-missed', 'customer-reminder']);

    const mail = await vi.waitFor(
      () => {
        const found = smtp.received.find((m) => m.parsed.subject?.startsWith('We missed you'));
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 5000 },
    );
    expect(mail.envelope.to).toEqual(['ann@example.com']);
    const link = new RegExp(`${TEST_SITE_URL.replaceAll('.', '\\.')}/booking/[\\w-]{43}`).exec(mail.parsed.text ?? '');
    expect(link).not.toBeNull();
    // A greeting by the first name, then a sentence of its own, in the site's time format.
    expect(mail.parsed.text).toContain(
      'Hello Ann,\n\nOur technician came for your visit Tuesday, November 24, 8–10 am',
    );
    expect(mail.parsed.text).toContain(`Book a new visit: ${link![0]}`);
    const html = String(mail.parsed.html);
    expect(html).toContain('Hello Ann,');
    expect(html).not.toContain('<b>O’Hara</b>');
    expect(html).toContain(`href="${link![0]}"`);

    const text = await vi.waitFor(
      () => {
        expect(sms.messages).toHaveLength(1);
        return sms.messages[0]!;
      },
      { timeout: 5000 },
    );
    expect(text.to).toBe('+12025550161');
    expect(text.body).toBe(
      `${business.name}: we came for your washer visit but missed you. Book a new visit at ${link![0]} or call ${business.phone.display}.\nReply STOP to opt out`,
    );
    expect(text.body).not.toContain('O’Hara');

    // The link opens the customer's page, which offers a new visit; the confirmation's link still opens it too.
    const manage = await http.get(new URL(link![0]).pathname);
    expect(manage.status).toBe(200);
    const mine = load(manage.text);
    expect(mine('.booking__status').text()).toBe(
      'We came by but could not reach you. Book a new visit below, or call us.',
    );
    expect(mine('a[href="/book?zip=20901"]').text()).toBe('Book a New Visit');
    expect(mine('h1').text()).toBe('Your Repair Visit');
    expect(after.token_hash).toBe(before.token_hash);
    expect((await http.get(booked.manageUrl)).status).toBe(200);
    expect(manage.text).not.toContain('<b>O’Hara</b>');
  });

  it('asks a technician about No-Show only on their own visit: another’s is a 403 that names nobody', async () => {
    const { book, visit, store, tryLogin, http, clock } = await site('2026-11-23T14:00:00Z');
    const { reference } = await book('2026-11-24T08:00:00-05:00', { name: 'Bo Elsewhere' });
    clock.set('2026-11-24T15:30:00Z');
    await store.addUser('tom@example.com', await testPasswordHash('wrench-amber-valley-58'), new Date(), {
      role: 'technician',
      name: 'Tom Wrench',
    });
    const { cookie } = await tryLogin('tom@example.com', 'wrench-amber-valley-58');
    const csrf = csrfOf((await http.get('/office/my-day').set('Cookie', cookie!)).text);
    const asked = await http
      .post(`/office/bookings/${reference}/status`)
      .set('Cookie', cookie!)
      .type('form')
      .send({ _csrf: csrf, status: 'no-show', back: 'my-day' });
    expect(asked.status).toBe(403);
    expect(load(asked.text)('h1').text()).toBe('Not your visit');
    expect(asked.text).not.toContain('Bo Elsewhere');
    expect((await visit(reference)).visit_status).toBe('booked');
  });
});
