/**
 * Every field of a booking goes through the one text cleaner (data/text.ts): for each class of hostile
 * character, one booking with it in every field, followed into the database row, both e-mails the relay
 * receives (headers and bodies), the customer's invite and the office's calendar feed.
 */
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFeedSecret } from '../../server/features/visits/feed';
import { createDatabase, type AppDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl, type DatabaseConfig } from '../../server/kernel/config';
import { testApp } from '../helpers/app';
import { testClock } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { HOSTILE_CLASSES, hostileIn, type HostileClass } from '../helpers/hostile-text';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp';

const OFFICE = 'office@capital.test';
const engines = testEngines('booking hostile text', { postgres: false });

/** One window per class (Tuesday, November 24, 2026, EST): no class waits for another's place. */
const windows = ['08', '10', '12', '14'].map((hour) => `2026-11-24T${hour}:00:00-05:00`);

/** A booking with the class's characters in every field: at the edges of all, inside the free-text ones. */
function hostileBooking(hostile: HostileClass, n: number) {
  const c = hostile.chars.join('');
  return {
    zip: `${c}20901${c}`,
    service: `${c}washer-repair${c}`,
    windowStart: `${c}${windows[n]}${c}`,
    name: `${c}Ann${c}Lee${c}`,
    phone: `${c}(301) 555-010${n}${c}`,
    email: `${c}ann${n}@example.com${c}`,
    address: `${c}8700${c}Sligo Avenue${c}`,
    brand: `${c}Whirl${c}pool${c}`,
    problem: `${c}It stops${c}mid-cycle.${c}`,
    coupon: `${c}first25${c}`,
  };
}

/** An iCalendar file's content lines, unfolded; a property's lines by name. */
const icsLines = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
/** The invite's properties that carry what a visitor typed (an invite names no attendee: decision 0024). */
const INVITE_PROPERTIES = ['SUMMARY', 'DESCRIPTION', 'LOCATION'];

describe.each(engines)('hostile characters in a booking on $name', (engine) => {
  let database: AppDatabase;
  let sink: TestSmtpServer;
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    // Its own connection for the whole file (engine.open closes after each test).
    database = createDatabase(parseDatabaseUrl(await engine.migratedDatabaseUrl()) as DatabaseConfig);
    await database.ready();
    sink = await startSmtpServer();
    app = testApp(
      { TRUST_PROXY: 'loopback', SMTP_URL: sink.url, LEADS_NOTIFY_TO: OFFICE },
      { database, now: testClock().now, bookingRateLimit: { limit: 1000 } },
    );
    for (const [n, hostile] of HOSTILE_CLASSES.entries()) {
      const response = await supertest(app)
        .post('/api/bookings')
        .set('X-Forwarded-For', `192.0.2.${n + 1}`)
        .send(hostileBooking(hostile, n));
      expect(response.status, hostile.name).toBe(201);
    }
    await vi.waitFor(() => expect(sink.received).toHaveLength(HOSTILE_CLASSES.length * 2), { timeout: 10_000 });
  }, 30_000);
  afterAll(async () => {
    await app.locals.bookingOutbox?.stop();
    await sink.close();
    await database.close();
  });

  const mailsOf = (n: number) => {
    const address = `ann${n}@example.com`;
    const customer = sink.received.find((mail) => mail.envelope.to.includes(address))!;
    const office = sink.received.find((mail) => mail.parsed.replyTo?.value[0]?.address === address)!;
    return { customer, office };
  };
  const headers = (mail: ReceivedMail) => [
    mail.parsed.subject ?? '',
    ...[mail.parsed.to, mail.parsed.replyTo]
      .flatMap((field) => (Array.isArray(field) ? field : field ? [field] : []))
      .flatMap((field) => field.value.flatMap((box) => [box.name, box.address ?? ''])),
  ];

  describe.each(HOSTILE_CLASSES.map((hostile, n) => ({ ...hostile, n })))('$name', (hostile) => {
    it('are gone from the stored row, every field but the problem one line', async () => {
      const row = await database.db
        .selectFrom('bookings')
        .selectAll()
        .where('email', '=', `ann${hostile.n}@example.com`)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        zip: '20901',
        service: 'washer-repair',
        name: hostile.breaks ? 'Ann Lee' : 'AnnLee',
        phone: `(301) 555-010${hostile.n}`,
        address: hostile.breaks ? '8700 Sligo Avenue' : '8700Sligo Avenue',
        brand: hostile.breaks ? 'Whirl pool' : 'Whirlpool',
        coupon: 'FIRST25',
      });
      expect(row.problem).toBe(hostile.breaks ? 'It stops\n\n\n\n\n\nmid-cycle.' : 'It stopsmid-cycle.');
      const text = Object.entries(row).filter(([column]) => column !== 'problem');
      expect(hostileIn(text.map(([, value]) => String(value)).join(''), hostile)).toEqual([]);
    });

    it('are gone from both e-mails: Subject, To, Reply-To and the bodies', () => {
      const { customer, office } = mailsOf(hostile.n);
      for (const mail of [customer, office]) {
        expect(hostileIn(headers(mail).join(''), hostile)).toEqual([]);
        expect(hostileIn(`${mail.parsed.text}${String(mail.parsed.html)}`, hostile, { lines: true })).toEqual([]);
      }
      expect(office.parsed.subject).toContain(hostile.breaks ? 'Ann Lee' : 'AnnLee');
      expect(customer.parsed.to).toMatchObject({ value: [{ address: `ann${hostile.n}@example.com` }] });
      // A line break in a field never starts a row of its own in the body.
      expect(office.parsed.text).toMatch(/^Name: +Ann ?Lee$/m);
    });

    it('are gone from the invite: SUMMARY, DESCRIPTION, LOCATION (it names no attendee), and no line is added', () => {
      const part = mailsOf(hostile.n).customer.parsed.attachments.find((a) => a.contentType === 'text/calendar');
      const lines = icsLines(part!.content.toString('utf8'));
      expect(lines.filter((line) => /^[A-Z-]+[;:]/.test(line))).toEqual(lines);
      const visitorLines = lines.filter((line) => INVITE_PROPERTIES.some((name) => line.startsWith(name)));
      // DESCRIPTION twice: the event's and its reminder's.
      expect(new Set(visitorLines.map((line) => /^[A-Z]+/.exec(line)![0]))).toEqual(new Set(INVITE_PROPERTIES));
      expect(hostileIn(visitorLines.join(''), hostile)).toEqual([]);
      expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([]);
    });
  });

  it('are gone from every visit of the calendar feed', async () => {
    const secret = await createFeedSecret(database).rotate();
    const feed = await supertest(app).get(`/office/calendar/${secret}.ics`);
    expect(feed.status).toBe(200);
    const lines = icsLines(feed.text);
    expect(lines.filter((line) => /^[A-Z-]+[;:]/.test(line))).toEqual(lines);
    expect(lines.filter((line) => line.startsWith('SUMMARY'))).toHaveLength(HOSTILE_CLASSES.length);
    for (const hostile of HOSTILE_CLASSES) expect(hostileIn(lines.join(''), hostile)).toEqual([]);
  });

  it.each(HOSTILE_CLASSES)('make a name or address of only $name a field left empty', async (hostile) => {
    const only = hostile.chars.join('');
    const response = await supertest(app)
      .post('/api/bookings')
      .send({ ...hostileBooking(HOSTILE_CLASSES[0]!, 0), name: only, address: ` ${only} ` });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      name: 'Please enter your name.',
      address: 'Please enter the street address of the visit.',
    });
  });
});
