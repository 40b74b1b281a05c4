/**
 * A surge cannot be turned on a customer, on both engines: someone who types a customer's e-mail (or phone)
 * during a surge does not keep its owner from booking online. The owner's own request takes over the link their
 * mailbox was sent, for their own details (the stranger's request is dropped), whether that link is still
 * waiting or has lapsed; a stranger's hold on their phone number sends them nothing in its place. And one e-mail
 * per address per surge: an address booked just before the surge began gets no confirmation link on top.
 */
import { load } from 'cheerio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { surgeRules } from '../../data/booking';
import type { AppDatabase } from '../../server/kernel/db/database';
import { TEST_SITE_URL } from '../helpers/app';
import { bookingBody, MONDAY_9AM, testClock } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { officeApp } from '../helpers/office';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

const MINUTE = 60_000;
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_2PM = '2026-11-24T14:00:00-05:00';
const engines = testEngines('a surge turned on a customer');
const stoppers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const stop of stoppers.splice(0).reverse()) await stop();
});

/** The app with a surge reached after `trigger` online bookings, a real SMTP relay and a movable clock. */
async function surgeSite(database: AppDatabase, trigger: number) {
  const smtp = await startSmtpServer();
  const clock = testClock(MONDAY_9AM);
  const site = await officeApp(database, {
    clock,
    env: { SITE_URL: TEST_SITE_URL, SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'office@capital.test' },
    options: {
      bookingRateLimit: { limit: 10_000 },
      bookingOutbox: { pollMs: 100 },
      surgeRules: { ...surgeRules, triggers: [{ minutes: 10, requests: trigger }] },
    },
  });
  stoppers.push(async () => {
    await site.app.locals.bookingOutbox?.stop();
    await site.app.locals.leadOutbox?.stop();
    await smtp.close();
  });
  const book = (body: Record<string, unknown>, client: string) =>
    site.http.post('/api/bookings').set('X-Forwarded-For', client).send(body);
  return { site, smtp, clock, book };
}

const mailsTo = (smtp: TestSmtpServer, address: string) =>
  smtp.received.filter((mail) => mail.envelope.to.some((to) => to.toLowerCase() === address.toLowerCase()));

/** The path of the confirmation link in the one e-mail an address got. */
async function linkIn(smtp: TestSmtpServer, address: string): Promise<string> {
  await vi.waitFor(() => expect(mailsTo(smtp, address)).toHaveLength(1), { timeout: 10_000 });
  const url = /https:\/\/\S+\/booking\/[\w-]{43}/.exec(mailsTo(smtp, address)[0]!.parsed.text ?? '')![0];
  return url.slice(TEST_SITE_URL.length);
}

/** What a stranger types: the customer's e-mail with a window, a name and an address of their own. */
const strangers = (email: string, extra: Record<string, unknown> = {}) =>
  bookingBody(TUESDAY_8AM, { email, name: 'Mallory Stranger', address: '1 Stranger Road', ...extra });
const owners = (email: string, extra: Record<string, unknown> = {}) =>
  bookingBody(TUESDAY_2PM, { email, name: 'Vera Owner', address: '22 Owner Street', ...extra });

describe.each(engines)('a surge turned on a customer, on $name', (engine) => {
  it("lets the owner of a typed e-mail book with their own details through the link they got; the stranger's request is dropped", async () => {
    const database = await engine.open();
    const { site, smtp, book } = await surgeSite(database, 0);
    expect((await book(strangers('vera@example.org'), '198.51.100.66')).status).toBe(202);
    const link = await linkIn(smtp, 'vera@example.org');

    // The owner books their own visit while the stranger's request waits.
    const mine = await book(owners('Vera@Example.org'), '203.0.113.5');
    expect(mine.status).toBe(202);
    expect(mine.body).toMatchObject({ status: 'held', alreadySent: true, window: { start: TUESDAY_2PM } });
    expect(mine.body.message).toContain('it now books this request instead');

    // The link in their inbox now shows and books their request, not the stranger's.
    const page = load((await site.http.get(link).expect(200)).text);
    expect(page('main').text()).toContain('22 Owner Street');
    expect(page('main').text()).not.toContain('Stranger');
    const confirmed = await site.http.post(`${link}/confirm`).type('form').send({});
    expect(confirmed.status).toBe(303);
    const bookings = await database.db.selectFrom('bookings').selectAll().execute();
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({
      name: 'Vera Owner',
      address: '22 Owner Street',
      client_address: '203.0.113.5',
    });
    expect(Date.parse(String(bookings[0]!.window_start))).toBe(Date.parse(TUESDAY_2PM));
    const holds = await database.db.selectFrom('booking_holds').selectAll().execute();
    expect(holds.map((hold) => [hold.status, hold.name])).toEqual([['confirmed', 'Vera Owner']]);
    // One link, then the confirmation of the visit they asked for: nothing more.
    await vi.waitFor(() => expect(mailsTo(smtp, 'vera@example.org')).toHaveLength(2), { timeout: 10_000 });
    expect(mailsTo(smtp, 'vera@example.org')[1]!.parsed.text).toContain('22 Owner Street');
  });

  it("lets the owner book after the stranger's link lapsed, through that same link, with no second link sent", async () => {
    const database = await engine.open();
    const { site, smtp, clock, book } = await surgeSite(database, 0);
    expect((await book(strangers('ada@example.org'), '198.51.100.66')).status).toBe(202);
    const link = await linkIn(smtp, 'ada@example.org');
    clock.set(new Date(MONDAY_9AM.getTime() + (surgeRules.holdMinutes + 1) * MINUTE));
    expect((await site.http.get(link)).status).toBe(410);

    const mine = await book(owners('ada@example.org'), '203.0.113.6');
    expect(mine.status).toBe(202);
    expect(mine.body).toMatchObject({ alreadySent: true, expiresAt: '2026-11-23T10:01:00-05:00' });
    expect((await site.http.post(`${link}/confirm`).type('form').send({})).status).toBe(303);
    const [booking] = await database.db.selectFrom('bookings').selectAll().execute();
    expect(booking).toMatchObject({ name: 'Vera Owner', address: '22 Owner Street' });
    await vi.waitFor(() => expect(mailsTo(smtp, 'ada@example.org')).toHaveLength(2), { timeout: 10_000 });
  });

  it("sends the owner of a typed phone number their own link: a stranger's hold on the number is no reason to withhold it", async () => {
    const database = await engine.open();
    const { smtp, book } = await surgeSite(database, 0);
    const phone = '(240) 555-0199';
    expect((await book(strangers('mallory@example.net', { phone }), '198.51.100.66')).status).toBe(202);
    const mine = await book(owners('grace@example.org', { phone }), '203.0.113.7');
    expect(mine.status).toBe(202);
    expect(mine.body).toMatchObject({ alreadySent: false, email: 'grace@example.org' });
    await linkIn(smtp, 'grace@example.org');
  });

  it('sends no confirmation link to an address booked just before the surge began, however it is spelled', async () => {
    const database = await engine.open();
    // The surge is on from the second booking: the first two below book before it.
    const { smtp, book } = await surgeSite(database, 2);
    expect((await book(owners('linus@example.org'), '203.0.113.8')).status).toBe(201);
    expect((await book(owners('l.i.n.u.s@gmail.com'), '203.0.113.9')).status).toBe(201);
    await vi.waitFor(() => expect(mailsTo(smtp, 'l.i.n.u.s@gmail.com')).toHaveLength(1), { timeout: 10_000 });

    for (const [email, client] of [
      ['Linus@example.org', '198.51.100.70'],
      ['linus+repair@gmail.com', '198.51.100.71'],
    ] as const) {
      const again = await book(strangers(email), client);
      expect(again.status, email).toBe(409);
      expect(again.body.error).toContain('We e-mailed this address about a booking a short while ago');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(smtp, 'linus@example.org')).toHaveLength(1);
    expect(mailsTo(smtp, 'l.i.n.u.s@gmail.com')).toHaveLength(1);
    expect(mailsTo(smtp, 'linus+repair@gmail.com')).toHaveLength(0);
    expect(await database.db.selectFrom('booking_holds').selectAll().execute()).toHaveLength(0);
  });
});
