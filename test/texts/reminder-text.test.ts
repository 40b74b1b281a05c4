/**
 * The evening-before reminder as a text, with two servers' outboxes on one database: it goes
 * when the reminder e-mail does (6 PM New York time, not at booking and not at 5:59), once though both servers
 * look and though the e-mail is sent again, only to a number that agreed and sent no STOP, never for a visit
 * cancelled or ended, and it is dropped unsent once the evening is over.
 */
import supertest from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Worker } from '../../server/kernel/feature';
import { instant } from '../../server/kernel/db/engine';
import { recordTextConsent } from '../../server/features/texts/consent';
import { testApp } from '../helpers/app';
import { bookingBody } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { startFakeSms } from '../helpers/fake-sms';
import { officeApp } from '../helpers/office';
import { startSmtpServer } from '../helpers/smtp';

const engines = testEngines('the reminder text', { postgres: false });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';
const quiet = { log: () => undefined, error: () => undefined };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stoppers: (() => Promise<void>)[] = [];

describe.each(engines)('the reminder text on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  it('texts the reminder with its e-mail at 6 PM, once across two servers, only to who agreed', async () => {
    const [smtp, sms] = await Promise.all([startSmtpServer(), startFakeSms()]);
    stoppers.push(
      () => smtp.close(),
      () => sms.close(),
    );
    const database = await engine.open(undefined, { poolSize: 8 });
    const env = { SMTP_URL: smtp.url, SMS_URL: sms.url, SMS_FROM: '+12025550100' };
    const options = {
      bookingRateLimit: { limit: 10_000 },
      bookingOutbox: { pollMs: 100, log: quiet },
      textOutbox: { pollMs: 100, log: quiet },
    };
    const office = await officeApp(database, { env, options });
    // A second server on the same database and clock, its own outboxes looking too.
    const other = testApp({ TRUST_PROXY: 'loopback', ...env }, { database, now: office.clock.now, ...options });
    for (const app of [office.app, other]) {
      stoppers.push(async () => {
        await app.locals.bookingOutbox?.stop();
        await (app.locals.workers as Record<string, Worker>)['texts outbox']?.stop();
      });
    }
    const nudgeBoth = () => {
      for (const app of [office.app, other]) {
        app.locals.bookingOutbox!.nudge();
        (app.locals.workers as Record<string, Worker & { nudge(): void }>)['texts outbox']!.nudge();
      }
    };
    let client = 0;
    const book = async (name: string, phone: string, consent: boolean, start = TUESDAY_8AM) => {
      const response = await supertest(client % 2 ? office.app : other)
        .post('/api/bookings')
        .set('X-Forwarded-For', `192.0.2.${++client}`)
        .send(bookingBody(start, { name, phone, ...(consent ? { textConsent: 'yes' } : {}) }));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body as { reference: string; manageUrl: string };
    };
    const bookingId = async (reference: string) =>
      (
        await database.db
          .selectFrom('bookings')
          .select('id')
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow()
      ).id;
    const remindersSent = () =>
      smtp.received.filter((mail) => mail.parsed.subject?.startsWith('Reminder: your repair visit tomorrow'));

    const ada = await book('Ada Agreed', '(202) 555-0171', true);
    await book('Bob Unticked', '(202) 555-0172', false);
    await book('Cy Stopped', '(202) 555-0173', true, TUESDAY_10AM);
    await recordTextConsent(database.db, { phone: '2025550173', action: 'stop', source: 'reply', at: new Date() });
    const dee = await book('Dee Cancelled', '(202) 555-0174', true, TUESDAY_10AM);
    expect((await supertest(office.app).post(`${dee.manageUrl}/cancel`).send({})).status).toBe(200);
    const eve = await book('Eve Absent', '(202) 555-0175', true, '2026-11-24T12:00:00-05:00');
    // Eve's visit ended as a No-Show leaves it: the status, and the reminder still waiting skipped. (The office
    // marks No-Show only on the visit's day; this test's clock stays on the day before.)
    const eveId = await bookingId(eve.reference);
    await database.db.updateTable('bookings').set({ visit_status: 'no-show' }).where('id', '=', eveId).execute();
    await database.db
      .updateTable('booking_emails')
      .set({ status: 'skipped', manage_token: null })
      .where('booking_id', '=', eveId)
      .where('kind', '=', 'customer-reminder')
      .execute();

    // The day's e-mails recorded before the clock moves on (a lease running out would send one again).
    const unsettled = () =>
      database.db
        .selectFrom('booking_emails')
        .select('id')
        .where((eb) => eb.or([eb('status', '=', 'pending'), eb('lease_owner', 'is not', null)]))
        .where('kind', '!=', 'customer-reminder')
        .execute();
    await vi.waitFor(async () => expect(await unsettled()).toEqual([]), { timeout: 5000 });

    // Booking texts nothing: the reminder waits for its evening, and at 5:59 PM it still waits.
    office.clock.set('2026-11-23T22:59:00Z');
    nudgeBoth();
    await pause(400);
    expect(remindersSent()).toHaveLength(0);
    expect(await database.db.selectFrom('texts').selectAll().execute()).toEqual([]);

    // 6 PM: the three reminders still due go out, each once, and Ada alone gets the text.
    office.clock.set('2026-11-23T23:00:00Z');
    nudgeBoth();
    await vi.waitFor(() => expect(remindersSent()).toHaveLength(3), { timeout: 5000 });
    const text = await vi.waitFor(
      () => {
        expect(sms.messages).toHaveLength(1);
        return sms.messages[0]!;
      },
      { timeout: 5000 },
    );
    expect(text.to).toBe('+12025550171');
    expect(text.body).toBe(
      'Capital Appliance Repair: a reminder of your washer visit, Tuesday, November 24, between 8 am and 10 am (New York time). Questions? Call (202) 555-0147.\nReply STOP to opt out',
    );
    const rows = async () =>
      (
        await database.db
          .selectFrom('texts')
          .innerJoin('bookings', 'bookings.id', 'texts.booking_id')
          .select(['bookings.name', 'texts.kind', 'texts.status', 'texts.skip_reason', 'texts.expires_at'])
          .orderBy('bookings.name')
          .execute()
      ).map((row) => ({ ...row, expires_at: new Date(instant(row.expires_at)).toISOString() }));
    // Bob and Cy are recorded as skipped with the reason; nothing at all for Dee's cancelled or Eve's ended visit.
    // Each is dropped unsent at 10 PM, four hours after it was due.
    const evening = '2026-11-24T03:00:00.000Z';
    await vi.waitFor(async () =>
      expect(await rows()).toEqual([
        { name: 'Ada Agreed', kind: 'reminder', status: 'sent', skip_reason: null, expires_at: evening },
        { name: 'Bob Unticked', kind: 'reminder', status: 'skipped', skip_reason: 'no-consent', expires_at: evening },
        { name: 'Cy Stopped', kind: 'reminder', status: 'skipped', skip_reason: 'opted-out', expires_at: evening },
      ]),
    );

    // A server died after the relay took Ada's reminder but before recording it: the e-mail goes again (at least
    // once), the text does not.
    const adaReminder = async () =>
      (
        await database.db
          .selectFrom('booking_emails')
          .select('status')
          .where('kind', '=', 'customer-reminder')
          .where('booking_id', '=', await bookingId(ada.reference))
          .executeTakeFirstOrThrow()
      ).status;
    await vi.waitFor(async () => expect(await adaReminder()).toBe('sent'));
    await database.db
      .updateTable('booking_emails')
      .set({ status: 'pending', sent_at: null })
      .where('kind', '=', 'customer-reminder')
      .where('booking_id', '=', await bookingId(ada.reference))
      .execute();
    nudgeBoth();
    await vi.waitFor(() => expect(remindersSent()).toHaveLength(4), { timeout: 5000 });
    await pause(400);
    expect(sms.messages).toHaveLength(1);
    expect(await rows()).toHaveLength(3);
  });
});
