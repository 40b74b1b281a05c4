/**
 * Booking e-mails as customers and the office receive them: through the outbox, over a real SMTP relay, with
 * invites a calendar can read. The app runs on its own SQLite file with a movable clock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingLimits, bookingRules } from '../../data/booking';
import { brand } from '../../data/brand';
import { business } from '../../data/business';
import { createDatabase, type AppDatabase } from '../../server/kernel/db/database';
import { bookingEmails, queueBookingEmails } from '../../server/features/booking/emails/emails';
import { createBookingStore } from '../../server/features/booking/store';
import { parseDatabaseUrl, type DatabaseConfig } from '../../server/kernel/config';
import { freePort } from '../../scripts/serve-dist';
import { TEST_SITE_URL, testApp } from '../helpers/app';
import { bookingBody, MONDAY_9AM, testClock } from '../helpers/booking';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp';

const OFFICE = 'office@capital.test';
const fastRetry = { firstDelayMs: 40, maxDelayMs: 150 };
const HOUR = 3_600_000;
/** Tuesday, November 24, 2026, 8–10 AM in Washington (EST, UTC-5). */
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_2PM = '2026-11-24T14:00:00-05:00';

let dir: string;
let database: AppDatabase;
const stoppers: (() => Promise<void>)[] = [];
const errors: string[] = [];
const log = { log: () => undefined, error: (message: string) => void errors.push(message) };

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'car-booking-email-'));
  database = createDatabase(parseDatabaseUrl(`file:${path.join(dir, 'site.db')}`) as DatabaseConfig);
  errors.length = 0;
});
afterEach(async () => {
  for (const stop of stoppers.splice(0).reverse()) await stop();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The site as it runs with SMTP_URL set, on this test's database, with a clock the test moves. */
function site(smtpPort: number, clock = testClock()) {
  const app = testApp(
    { TRUST_PROXY: 'loopback', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LEADS_NOTIFY_TO: OFFICE },
    {
      database,
      now: clock.now,
      bookingRateLimit: { limit: 10_000 },
      bookingOutbox: { retry: fastRetry, log, pollMs: 200 },
    },
  );
  const outbox = app.locals.bookingOutbox!;
  stoppers.push(async () => {
    await outbox.stop();
    await app.locals.leadOutbox?.stop();
  });
  return { app, outbox, clock, visitor: supertest(app) };
}

async function relay(options: Parameters<typeof startSmtpServer>[0] = {}): Promise<TestSmtpServer> {
  const server = await startSmtpServer(options);
  stoppers.push(() => server.close());
  return server;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The content lines of an iCalendar file, unfolded (RFC 5545 3.1). */
function icsLines(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}
/** The values of a property: what follows the first colon outside a quoted parameter. */
const property = (lines: string[], name: string) =>
  lines
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    .map((line) => line.slice(/^(?:[^":]|"[^"]*")*:/.exec(line)![0].length));

/** The invite of a message: its text/calendar part (the one calendars act on), parsed. */
function invite(mail: ReceivedMail) {
  const part = mail.parsed.attachments.find((a) => a.contentType === 'text/calendar');
  expect(part, 'a text/calendar part').toBeDefined();
  const lines = icsLines(part!.content.toString('utf8'));
  return {
    lines,
    method: property(lines, 'METHOD')[0],
    uid: property(lines, 'UID')[0],
    sequence: Number(property(lines, 'SEQUENCE')[0]),
    start: property(lines, 'DTSTART')[0],
    end: property(lines, 'DTEND')[0],
    status: property(lines, 'STATUS')[0],
    partHeader: mail.raw.match(/Content-Type: text\/calendar[^\r\n]*/i)?.[0] ?? '',
    text: part!.content.toString('utf8'),
  };
}

const to = (mail: ReceivedMail) => mail.envelope.to.join(',');
const mailsTo = (smtp: TestSmtpServer, address: string) => smtp.received.filter((m) => to(m) === address);

describe('the e-mails of a booking', () => {
  it('confirms to the customer with an invite at the window in UTC, and tells the office, Reply-To the customer', async () => {
    const smtp = await relay();
    const { visitor, outbox } = site(smtp.port);
    const body = bookingBody(TUESDAY_8AM, { name: 'Maria Lopez', email: 'maria@example.com' });
    const booked = await visitor.post('/api/bookings').send(body).expect(201);

    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 5000 });
    const [customer] = mailsTo(smtp, 'maria@example.com');
    const [office] = mailsTo(smtp, OFFICE);

    expect(customer!.parsed.subject).toBe('Your repair visit is booked: Tuesday, November 24, 8–10 am');
    expect(customer!.parsed.from?.value[0]?.address).toBe(business.email);
    expect(customer!.parsed.replyTo?.value[0]?.address).toBe(OFFICE);
    const text = customer!.parsed.text ?? '';
    expect(text).toContain('Tuesday, November 24, 8–10 am');
    expect(text).toContain(`${body.address}, Silver Spring, MD 20901`);
    expect(text).toContain(booked.body.reference);
    expect(text).toContain(`${TEST_SITE_URL}${booked.body.manageUrl}`);
    expect(text).toContain(`$${business.serviceCallFee} service call`);
    expect(text).toContain('What to expect: the technician arrives within the window');
    expect(text).toContain(business.phone.display);
    expect(customer!.parsed.html).toContain(`href="${TEST_SITE_URL}${booked.body.manageUrl}"`);
    // Both parts, the HTML one branded: the business's name on its navy band, the amber button, inline styles.
    expect(customer!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(customer!.parsed.html).toMatch(
      new RegExp(`<td style="[^"]*background:${brand.colors.navy}[^"]*">${business.name}</td>`),
    );
    expect(customer!.parsed.html).toMatch(new RegExp(`background:${brand.colors.amber}"><a href="${TEST_SITE_URL}`));
    expect(customer!.parsed.html).not.toContain('<style');

    const ics = invite(customer!);
    expect(ics.partHeader).toMatch(/method=PUBLISH/i);
    expect(ics.method).toBe('PUBLISH');
    expect(ics.start).toBe('20261124T130000Z');
    expect(ics.end).toBe('20261124T150000Z');
    expect(ics.sequence).toBe(0);

    // What a calendar makes of it, read by a calendar library: the link to manage the visit, a reminder two
    // hours ahead, the whole address, and nobody asked to reply.
    const calendar = new ICAL.Component(ICAL.parse(ics.text));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const event = calendar.getFirstSubcomponent('vevent')!;
    const manage = `${TEST_SITE_URL}${booked.body.manageUrl}`;
    expect(event.getFirstPropertyValue('url')).toBe(manage);
    expect(String(event.getFirstPropertyValue('description'))).toContain(`Reschedule or cancel: ${manage}`);
    expect(event.getFirstPropertyValue('location')).toBe(`${body.address}, Silver Spring, MD 20901`);
    const alarm = event.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect((alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-2 * 3600);
    expect(event.getAllProperties('attendee')).toEqual([]);
    expect(ics.text).not.toMatch(/RSVP=TRUE|METHOD:REQUEST/);

    expect(office!.parsed.subject).toBe('New booking: Tuesday, November 24, 8–10 am, Maria Lopez (Washer Repair)');
    expect(office!.parsed.replyTo?.value[0]).toEqual({ name: 'Maria Lopez', address: 'maria@example.com' });
    expect(office!.parsed.text).toContain(booked.body.reference);
    expect(office!.parsed.text).toContain(body.phone);
    expect(office!.parsed.text).toContain('It stops mid-cycle.\nWater in the drum.');
    // The office never gets the customer's link: it works by reference.
    expect(office!.raw).not.toContain('/booking/');

    // Sent, the link is gone from the database; the reminder waits for Monday 6 PM.
    const stored = await database.db.selectFrom('bookings').select('id').executeTakeFirstOrThrow();
    await vi.waitFor(async () => expect(await outbox.pending()).toHaveLength(1));
    const rows = await bookingEmails(database).ofBooking(stored.id);
    expect(rows.map((r) => [r.kind, r.status, r.hasToken]).sort()).toEqual([
      ['customer-confirmation', 'sent', false],
      ['customer-reminder', 'pending', false],
      ['office-new', 'sent', false],
    ]);
    expect(rows.find((r) => r.kind === 'customer-reminder')!.dueAt).toBe('2026-11-23T23:00:00.000Z');
  });

  it('writes the address as the customer wrote it, once, in the e-mail and the invite: street, unit, town', async () => {
    const smtp = await relay();
    const { visitor } = site(smtp.port);
    const body = bookingBody(TUESDAY_8AM, {
      email: 'ana@example.com',
      zip: '20910',
      address: '12 Elm St',
      unit: 'Apt 1204',
    });
    await visitor.post('/api/bookings').send(body).expect(201);
    await vi.waitFor(() => expect(mailsTo(smtp, 'ana@example.com')).toHaveLength(1), { timeout: 5000 });
    const [customer] = mailsTo(smtp, 'ana@example.com');
    const written = '12 Elm St, Apt 1204, Silver Spring, MD 20910';
    expect((customer!.parsed.text ?? '').split(written)).toHaveLength(2);
    expect(customer!.parsed.text).not.toContain('Silver Spring, Silver Spring');
    expect(property(invite(customer!).lines, 'LOCATION')).toEqual([
      '12 Elm St\\, Apt 1204\\, Silver Spring\\, MD 20910',
    ]);
  });

  it('writes the invite in UTC on both sides of the autumn daylight-saving change', async () => {
    const smtp = await relay();
    // Friday, October 30, 2026, 9 AM EDT; clocks go back on Sunday, November 1.
    const { visitor } = site(smtp.port, testClock(new Date('2026-10-30T13:00:00Z')));
    await visitor
      .post('/api/bookings')
      .send(bookingBody('2026-10-31T08:00:00-04:00', { email: 'before@example.com' }))
      .expect(201);
    await visitor
      .post('/api/bookings')
      .send(bookingBody('2026-11-02T08:00:00-05:00', { email: 'after@example.com' }))
      .expect(201);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(4), { timeout: 5000 });

    const before = invite(mailsTo(smtp, 'before@example.com')[0]!);
    const after = invite(mailsTo(smtp, 'after@example.com')[0]!);
    expect([before.start, before.end]).toEqual(['20261031T120000Z', '20261031T140000Z']);
    expect([after.start, after.end]).toEqual(['20261102T130000Z', '20261102T150000Z']);
    expect(mailsTo(smtp, 'before@example.com')[0]!.parsed.subject).toContain('Saturday, October 31, 8–10 am');
    expect(mailsTo(smtp, 'after@example.com')[0]!.parsed.subject).toContain('Monday, November 2, 8–10 am');

    // Each reminder at 6 PM New York time the evening before: EDT on Friday, EST on Sunday.
    const reminders = await database.db
      .selectFrom('booking_emails')
      .select(['due_at'])
      .where('kind', '=', 'customer-reminder')
      .orderBy('due_at')
      .execute();
    expect(reminders.map((r) => new Date(r.due_at).toISOString())).toEqual([
      '2026-10-30T22:00:00.000Z',
      '2026-11-01T23:00:00.000Z',
    ]);
  });

  it('sends an updated invite with a higher SEQUENCE on reschedule, and CANCEL with the same UID on cancel', async () => {
    const smtp = await relay();
    const { visitor } = site(smtp.port);
    const booked = await visitor
      .post('/api/bookings')
      .send(bookingBody(TUESDAY_8AM, { email: 'sam@example.com' }))
      .expect(201);
    const token = String(booked.body.manageUrl).split('/').pop();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 5000 });
    const confirmation = invite(mailsTo(smtp, 'sam@example.com')[0]!);

    await visitor.post(`/api/bookings/${token}/reschedule`).send({ windowStart: TUESDAY_2PM }).expect(200);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(4), { timeout: 5000 });
    const moved = mailsTo(smtp, 'sam@example.com')[1]!;
    expect(moved.parsed.subject).toBe('Your repair visit has moved: Tuesday, November 24, 2–4 pm');
    expect(moved.parsed.text).toContain('(it was Tuesday, November 24, 8–10 am)');
    expect(moved.parsed.text).toContain(`${TEST_SITE_URL}/booking/${token}`);
    const update = invite(moved);
    expect(update).toMatchObject({ method: 'PUBLISH', uid: confirmation.uid, sequence: 1 });
    expect(update.start).toBe('20261124T190000Z');
    const officeMoved = mailsTo(smtp, OFFICE)[1]!;
    expect(officeMoved.parsed.subject).toMatch(/^Booking moved: Tuesday, November 24, 2–4 pm/);
    expect(officeMoved.parsed.text).toContain('Tuesday, November 24, 8–10 am');

    await visitor.post(`/api/bookings/${token}/cancel`).send({}).expect(200);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(6), { timeout: 5000 });
    const cancelled = mailsTo(smtp, 'sam@example.com')[2]!;
    expect(cancelled.parsed.subject).toBe('Your repair visit is cancelled: Tuesday, November 24, 2–4 pm');
    const withdrawal = invite(cancelled);
    expect(withdrawal.partHeader).toMatch(/method=CANCEL/i);
    expect(withdrawal).toMatchObject({ method: 'CANCEL', uid: confirmation.uid, sequence: 2, status: 'CANCELLED' });
    expect(withdrawal.start).toBe('20261124T190000Z');
    expect(mailsTo(smtp, OFFICE)[2]!.parsed.subject).toMatch(/^Booking cancelled: /);

    // No reminder is left for a cancelled visit.
    const reminders = await database.db
      .selectFrom('booking_emails')
      .select(['status'])
      .where('kind', '=', 'customer-reminder')
      .execute();
    expect(reminders.map((r) => r.status)).toEqual(['skipped', 'skipped']);
  });

  it('sends the reminder at 6 PM New York time the evening before, not a minute sooner', async () => {
    const smtp = await relay();
    const { visitor, outbox, clock } = site(smtp.port);
    const booked = await visitor
      .post('/api/bookings')
      .send(bookingBody(TUESDAY_8AM, { email: 'rita@example.com' }))
      .expect(201);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 5000 });

    // Monday 5:59 PM EST.
    clock.set('2026-11-23T22:59:00Z');
    outbox.nudge();
    await pause(400);
    expect(mailsTo(smtp, 'rita@example.com')).toHaveLength(1);

    // Monday 6:00 PM EST.
    clock.set('2026-11-23T23:00:00Z');
    outbox.nudge();
    await vi.waitFor(() => expect(mailsTo(smtp, 'rita@example.com')).toHaveLength(2), { timeout: 5000 });
    const reminder = mailsTo(smtp, 'rita@example.com')[1]!;
    expect(reminder.parsed.subject).toBe('Reminder: your repair visit tomorrow, Tuesday, November 24, 8–10 am');
    expect(reminder.parsed.text).toContain(booked.body.reference);
    // The link is not kept for days in the database: the reminder points at the confirmation instead.
    expect(reminder.raw).not.toContain('/booking/');
    expect(reminder.parsed.text).toContain('use the link in your confirmation e-mail');
  });

  it('mails office changes made by reference too, without the customer link', async () => {
    const smtp = await relay();
    const { visitor, outbox, clock } = site(smtp.port);
    const booked = await visitor
      .post('/api/bookings')
      .send(bookingBody(TUESDAY_8AM, { email: 'olga@example.com' }))
      .expect(201);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 5000 });
    // Recorded as sent, and its link with it gone (only the reminder still waits): a move while the confirmation
    // is still to go carries its link on to the new e-mail, and the relay has the message a moment before that.
    await vi.waitFor(async () => expect(await outbox.pending()).toHaveLength(1));

    // The office screen works on the same store by reference; the e-mails come from the store's hook.
    const office = createBookingStore(database, { onChange: queueBookingEmails });
    const start = Date.parse(TUESDAY_2PM);
    const caps = {
      capacity: 2,
      liveBookingsPerPhone: 3,
      liveBookingsPerEmail: 3,
      bookingsPerClientPerDay: 5,
      dayStart: 0,
      linkLifetimeAfterVisit: bookingLimits.manageLinkDaysAfterVisit * 24 * HOUR,
    };
    const moved = await office.reschedule(
      { reference: booked.body.reference },
      { start, end: start + bookingRules.windowMinutes * 60_000, capacity: 2 },
      caps,
      clock.now(),
    );
    expect(moved.kind).toBe('changed');
    outbox.nudge();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(4), { timeout: 5000 });
    const update = mailsTo(smtp, 'olga@example.com')[1]!;
    expect(invite(update)).toMatchObject({ method: 'PUBLISH', sequence: 1, start: '20261124T190000Z' });
    expect(update.raw).not.toContain('/booking/');
    expect(update.parsed.text).toContain('use the link in your confirmation e-mail');

    await office.cancel({ reference: booked.body.reference }, clock.now());
    outbox.nudge();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(6), { timeout: 5000 });
    expect(invite(mailsTo(smtp, 'olga@example.com')[2]!)).toMatchObject({ method: 'CANCEL', sequence: 2 });
    expect(mailsTo(smtp, OFFICE).map((m) => m.parsed.subject?.split(':')[0])).toEqual([
      'New booking',
      'Booking moved',
      'Booking cancelled',
    ]);
  });

  it('keeps e-mails while the relay is down and delivers them once it is back', async () => {
    const port = await freePort();
    // Retries wait by the clock, so this one runs (from Monday 9 AM) at the real pace.
    const t0 = Date.now();
    const ticking = { ...testClock(), now: () => new Date(MONDAY_9AM.getTime() + Date.now() - t0) };
    const { visitor, outbox } = site(port, ticking);
    await visitor
      .post('/api/bookings')
      .send(bookingBody(TUESDAY_8AM, { email: 'dora@example.com' }))
      .expect(201);
    await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    expect(errors[0]).toMatch(/^booking e-mail [0-9a-f-]{36}: e-mail failed \(attempt 1\), retrying in \d+ s: /);
    expect(await outbox.pending()).toHaveLength(3);

    const smtp = await relay({ port });
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 5000 });
    expect(smtp.received.map(to).sort()).toEqual(['dora@example.com', OFFICE]);
    const rows = await database.db
      .selectFrom('booking_emails')
      .select(['kind', 'status', 'attempts', 'manage_token'])
      .where('kind', '!=', 'customer-reminder')
      .execute();
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', manage_token: null });
    expect(rows.every((row) => Number(row.attempts) >= 1)).toBe(true);
    // The link was kept while the relay was down, so the late confirmation still carries it.
    expect(mailsTo(smtp, 'dora@example.com')[0]!.parsed.text).toContain(`${TEST_SITE_URL}/booking/`);
  });

  it('keeps a hostile name, address and problem text out of the headers and the invite', async () => {
    const smtp = await relay();
    const { outbox, clock } = site(smtp.port);
    // Straight into the store: whatever the form lets through, the e-mails must hold up on their own.
    const store = createBookingStore(database, { onChange: queueBookingEmails });
    const start = Date.parse(TUESDAY_8AM);
    const result = await store.create(
      {
        zip: '20901',
        service: 'washer-repair',
        windowStart: start,
        windowEnd: start + 2 * HOUR,
        name: 'Mallory "Boss" <m@x>\r\nBcc: victim@evil.test\r\nX-Injected: yes',
        phone: '(301) 555-0666',
        email: 'mallory@example.com',
        address: '1 Main St\r\nATTENDEE:mailto:evil@evil.test\r\nEND:VEVENT',
        brand: '',
        problem: 'Broken;\r\nBEGIN:VEVENT\r\nUID:other\r\nEND:VEVENT',
        coupon: '',
        clientAddress: '203.0.113.9',
      },
      {
        capacity: 2,
        liveBookingsPerPhone: 3,
        liveBookingsPerEmail: 3,
        bookingsPerClientPerDay: 5,
        dayStart: 0,
        linkLifetimeAfterVisit: 7 * 24 * HOUR,
      },
      clock.now(),
    );
    expect(result.kind).toBe('booked');
    outbox.nudge();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 5000 });

    for (const mail of smtp.received) {
      expect(mail.envelope.to).toHaveLength(1);
      expect(mail.headerBlock).not.toMatch(/^(Bcc|X-Injected):/im);
      expect(mail.envelope.to[0]).not.toContain('evil');
    }
    const [customer] = mailsTo(smtp, 'mallory@example.com');
    const ics = invite(customer!);
    expect(ics.lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(property(ics.lines, 'ATTENDEE')).toEqual([]);
    expect(property(ics.lines, 'UID')).toHaveLength(1);
    expect(property(ics.lines, 'LOCATION')[0]).toBe(
      '1 Main St ATTENDEE:mailto:evil@evil.test END:VEVENT\\, Silver Spring\\, MD 20901',
    );
    const [office] = mailsTo(smtp, OFFICE);
    expect(office!.parsed.replyTo?.value[0]?.address).toBe('mallory@example.com');
    expect(office!.parsed.replyTo?.value).toHaveLength(1);
    expect(office!.parsed.subject).not.toMatch(/[\r\n]/);
    expect(office!.parsed.html).not.toContain('<m@x>');
    // The branded HTML part shows the visitor's words as text: escaped, never markup.
    // The customer's greets by the first name alone; the office's shows the name as typed.
    expect(customer!.parsed.html).toContain('Hello Mallory,');
    expect(office!.parsed.html).toContain('Mallory &quot;Boss&quot; &lt;m@x&gt;');
    for (const mail of [customer!, office!]) {
      expect(mail.parsed.html).not.toMatch(
        /<m@x>|<(?!\/?(?:html|head|meta|title|body|table|tr|td|th|h1|h2|p|br|a)\b)[a-z]/i,
      );
    }
  });
});
