/**
 * The office's money (docs/payments.md, "What the office sees"): the owner's Payments screen lists what came in,
 * online and by hand, by New York day with each method's total; Unpaid lists who owes what, oldest first, for the
 * desk, with Send Pay Link e-mailing and texting a fresh link to the customer's page where Pay $X is; Today counts
 * what is owed.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '../../data/business';
import { recordPayment } from '../../server/features/payments/store';
import { PAYMENTS_PAGE } from '../../server/features/payments/office/payments';
import { UNPAID_PAGE } from '../../server/features/payments/office/unpaid';
import type { AppDatabase } from '../../server/kernel/db/database';
import type { Worker } from '../../server/kernel/feature';
import type { PaymentMethod } from '../../server/kernel/db/schema';
import { testEngines } from '../helpers/engines';
import { startFakeSms, type FakeSmsProvider } from '../helpers/fake-sms';
import { MONDAY_9AM } from '../helpers/booking';
import { bookVisit, officeApp, testPasswordHash } from '../helpers/office';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { copiesOf, laterApp, pathOf, standinFor, stripeEnv } from './helpers';

const engines = testEngines('payments office', { postgres: false });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
/** Wednesday November 25, 2026, 10:00 AM in Washington. */
const WEDNESDAY_10AM = new Date('2026-11-25T15:00:00Z');
const STAFF_PASSWORD = 'ledger-harbor-violet-63';
const quiet = { log: () => undefined, error: () => undefined };
const stoppers: (() => Promise<void>)[] = [];

/** A listed row's parts, each as shown, with " | " between them. */
const spans = ($: CheerioAPI) => (li: Element) =>
  $(li)
    .find('.office-row__main > span')
    .toArray()
    .map((span) => $(span).text().replace(/\s+/g, ' ').trim())
    .join(' | ');

/** A visit's price as the price form records it, at a known instant. */
async function priced(database: AppDatabase, bookingId: string, cents: number, payment: PaymentMethod, at: string) {
  await database.db
    .insertInto('visit_charges')
    .values({
      booking_id: bookingId,
      work_done: 'Replaced the drain pump',
      total_cents: cents,
      payment,
      warranty_ends_on: '2027-02-22',
      recorded_at: at,
      recorded_by: 'tom@example.com',
      updated_at: at,
      updated_by: 'tom@example.com',
    })
    .execute();
}

describe.each(engines)('the office’s money on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  const site = async ({ stripe = true, texts = true, mail = false } = {}) => {
    const port = await laterApp();
    stoppers.push(port.close);
    const standin = await standinFor(port.webhookUrl);
    stoppers.push(() => standin.close());
    let sms: FakeSmsProvider | undefined;
    if (texts) {
      sms = await startFakeSms();
      stoppers.push(() => sms!.close());
    }
    let smtp: TestSmtpServer | undefined;
    if (mail) {
      smtp = await startSmtpServer();
      stoppers.push(() => smtp!.close());
    }
    const database = await engine.open();
    const office = await officeApp(database, {
      env: {
        ...(stripe ? stripeEnv(standin) : {}),
        ...(sms ? { SMS_URL: sms.url, SMS_FROM: '+12025550100' } : {}),
        ...(smtp ? { SMTP_URL: smtp.url } : {}),
      },
      options: {
        bookingRateLimit: { limit: 10_000 },
        bookingOutbox: { log: quiet },
        payments: { reconciler: { everyMs: 3_600_000 }, outbox: { pollMs: 100, log: quiet } },
        ...(sms ? { textOutbox: { pollMs: 100, log: quiet } } : {}),
      },
    });
    port.serve(office.app);
    const workers = office.app.locals.workers as Record<string, Worker>;
    stoppers.push(() => Promise.all(Object.values(workers).map((worker) => worker.stop())).then(() => undefined));
    for (const [email, role] of [
      ['dana@example.com', 'dispatcher'],
      ['tom@example.com', 'technician'],
    ] as const)
      await office.store.addUser(email, await testPasswordHash(STAFF_PASSWORD), new Date(), { role, name: email });
    const as = async (email?: string) => {
      const signed = email ? await office.signIn(email, STAFF_PASSWORD) : await office.signIn();
      return {
        get: (path: string) => office.http.get(path).set('Cookie', signed.cookie),
        post: (path: string, form: Record<string, string> = {}) =>
          office.http
            .post(path)
            .set('Cookie', signed.cookie)
            .type('form')
            .send({ _csrf: signed.csrf, ...form }),
        postWithoutCsrf: (path: string) => office.http.post(path).set('Cookie', signed.cookie).type('form').send({}),
      };
    };
    /** A visit booked online (`count` of them, each its own booking), named as given; their ids and references. */
    const visits = async (names: string[], overrides: Record<string, unknown> = {}) => {
      // Booked on the Monday before; the office looks on Wednesday.
      office.clock.set(MONDAY_9AM);
      const reference = await bookVisit(office.http, TUESDAY_8AM, { name: names[0], ...overrides });
      const first = await database.db
        .selectFrom('bookings')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      const ids = [first.id, ...(await copiesOf(database, first.id, names.length - 1))];
      for (const [index, id] of ids.entries())
        await database.db.updateTable('bookings').set({ name: names[index]! }).where('id', '=', id).execute();
      office.clock.set(WEDNESDAY_10AM);
      const rows = await database.db.selectFrom('bookings').select(['id', 'reference']).execute();
      return ids.map((id) => ({ id, reference: rows.find((row) => row.id === id)!.reference }));
    };
    /** Paid online, as the customer's return, the webhook or the reconciler records it. */
    const paidOnline = (bookingId: string, cents: number, paidAt: string, session: string) =>
      recordPayment(
        database,
        {
          sessionId: session,
          bookingId,
          paid: true,
          amountCents: cents,
          currency: 'usd',
          paymentIntentId: `pi_${session}`,
          cardLast4: '4242',
          estimateId: null,
          paidAt: new Date(paidAt),
        },
        'return',
        new Date(paidAt),
      );
    return { ...office, database, sms, smtp, as, visits, paidOnline };
  };

  it('lists what came in by New York day with its method, visit and customer, and totals each method', async () => {
    const app = await site();
    const [online, cash, check, card, owed, paidInFull] = await app.visits([
      'Olive Online',
      'Cass Cash',
      'Chet Check',
      'Carla Card',
      'Una Unpaid',
      'Fay Full',
    ]);
    // Paid at 10:30 PM on Monday in Washington, already Tuesday in UTC: Monday's.
    await priced(app.database, online!.id, 18_950, 'unpaid', '2026-11-23T20:00:00Z');
    await app.paidOnline(online!.id, 10_000, '2026-11-24T03:30:00Z', 'cs_part');
    await priced(app.database, cash!.id, 12_000, 'cash', '2026-11-24T15:00:00Z');
    await priced(app.database, check!.id, 7_500, 'check', '2026-11-24T16:00:00Z');
    await priced(app.database, card!.id, 6_025, 'card', '2026-11-24T17:00:00Z');
    await priced(app.database, owed!.id, 8_900, 'unpaid', '2026-11-24T18:00:00Z');
    // Paid in full online: the payment marks its price card, and it is counted once, as the online payment.
    await priced(app.database, paidInFull!.id, 20_000, 'unpaid', '2026-11-24T18:30:00Z');
    await app.paidOnline(paidInFull!.id, 20_000, '2026-11-24T19:00:00Z', 'cs_full');
    const owner = await app.as();

    const both = await owner.get('/office/payments?from=2026-11-23&to=2026-11-24');
    expect(both.status).toBe(200);
    const $ = load(both.text);
    expect($('h1').text()).toBe('Payments');
    const rows = $('[data-list="payments"] li').toArray().map(spans($));
    expect(rows).toEqual([
      `Tuesday, November 24 · $200.00 · Card online | Fay Full · ${paidInFull!.reference} · card ending in 4242`,
      `Tuesday, November 24 · $60.25 · Card in person | Carla Card · ${card!.reference}`,
      `Tuesday, November 24 · $75.00 · Check | Chet Check · ${check!.reference}`,
      `Tuesday, November 24 · $120.00 · Cash | Cass Cash · ${cash!.reference}`,
      `Monday, November 23 · $100.00 · Card online | Olive Online · ${online!.reference} · flagged: $100.00 was paid but the balance was $189.50`,
    ]);
    expect($(`[data-reference="${cash!.reference}"] a`).attr('href')).toBe(`/office/visits/${cash!.reference}`);
    // The owner refunds from the row of a payment taken online; money taken by hand has no Refund.
    const full = await app.database.db
      .selectFrom('payments')
      .select('id')
      .where('checkout_session_id', '=', 'cs_full')
      .executeTakeFirstOrThrow();
    const refundOf = (reference: string) =>
      $(`[data-reference="${reference}"] a`)
        .toArray()
        .filter((a) => $(a).text().startsWith('Refund'))
        .map((a) => $(a).attr('href'));
    expect(refundOf(paidInFull!.reference)).toEqual([`/office/payments/${full.id}/refund`]);
    expect(refundOf(cash!.reference)).toEqual([]);
    expect((await owner.get(`/office/payments/${full.id}/refund`)).status).toBe(200);
    const totals = $('[data-list="totals"] div')
      .toArray()
      .map((div) => `${$(div).find('dt').text()}: ${$(div).find('dd').text()}`);
    expect(totals).toEqual(['Card online: $300.00', 'Card in person: $60.25', 'Cash: $120.00', 'Check: $75.00']);
    expect($('#payments-totals').text()).toContain('$555.25');

    // Once all of it is asked back (pending at Stripe counts), the row offers no more Refund.
    await app.database.db
      .insertInto('refunds')
      .values({
        id: 'refund-full',
        payment_id: full.id,
        stripe_refund_id: 're_full',
        amount_cents: 20_000,
        reason: 'Customer asked',
        status: 'pending',
        requested_by: 'owner@example.com',
        requested_at: '2026-11-25T15:00:00.000Z',
        confirmed_at: null,
      })
      .execute();
    const after = load((await owner.get('/office/payments?from=2026-11-23&to=2026-11-24')).text);
    expect(after(`[data-reference="${paidInFull!.reference}"]`).text()).not.toContain('Refund');

    // Tuesday alone leaves out Monday evening's payment; a method filter keeps only its own.
    const tuesday = load((await owner.get('/office/payments?from=2026-11-24&to=2026-11-24').expect(200)).text);
    expect(tuesday('[data-list="payments"] li')).toHaveLength(4);
    const cashOnly = load((await owner.get('/office/payments?from=2026-11-23&to=2026-11-24&method=cash')).text);
    expect(cashOnly('[data-list="payments"] li').text()).toContain('Cass Cash');
    expect(cashOnly('[data-list="payments"] li')).toHaveLength(1);
    expect(cashOnly('#payments-totals').text()).toContain('$120.00');

    const refused = await owner.get('/office/payments?from=2026-11-30&to=2026-11-02');
    expect(refused.status).toBe(400);
    expect(load(refused.text)('#payments-to-error').text()).toBe('The end date must be on or after the start date.');
  });

  it('shows a busy month 50 lines to a page, newest first, with the count and totals of the whole month', async () => {
    const app = await site({ stripe: false, texts: false });
    const [first] = await app.visits(['Cora Cash']);
    // 53 visits paid in cash over November, one five hours after the other; then one check on the 25th.
    const [checked, ...copies] = await copiesOf(app.database, first!.id, PAYMENTS_PAGE + 3);
    for (const [index, id] of [first!.id, ...copies].entries())
      await priced(
        app.database,
        id,
        1_000 + index,
        'cash',
        new Date(Date.UTC(2026, 10, 2, 14) + index * 5 * 3_600_000).toISOString(),
      );
    await app.database.db.updateTable('bookings').set({ name: 'Chad Check' }).where('id', '=', checked!).execute();
    await priced(app.database, checked!, 5_000, 'check', '2026-11-25T16:00:00Z');
    const owner = await app.as();

    const page1 = load((await owner.get('/office/payments?from=2026-11-01&to=2026-11-30').expect(200)).text);
    const lines = page1('[data-list="payments"] li');
    expect(lines).toHaveLength(PAYMENTS_PAGE);
    expect(lines.first().text()).toContain('Chad Check');
    expect(page1('#payments-list').text()).toBe(`Each payment (${PAYMENTS_PAGE + 4})`);
    expect(page1('main').text()).toContain('Newest first. Page 1 of 2.');
    // $10.00 + … + $10.52 in cash and $50.00 by check, counted whatever the page.
    const cash = (53 * 1_000 + (52 * 53) / 2) / 100;
    expect(page1('#payments-totals').text()).toContain(`$${(cash + 50).toFixed(2)}`);
    const pager = page1('nav[aria-label="Pages of payments"] a');
    expect(pager.text()).toBe('Older');
    expect(pager.attr('href')).toBe('/office/payments?from=2026-11-01&to=2026-11-30&page=2');

    const page2 = load((await owner.get('/office/payments?from=2026-11-01&to=2026-11-30&page=2').expect(200)).text);
    expect(page2('[data-list="payments"] li')).toHaveLength(4);
    // The oldest line is the first cash price: $10.00, on Monday the 2nd.
    expect(page2('[data-list="payments"] li').last().text()).toContain('Monday, November 2');
    expect(page2('[data-list="payments"] li').last().text()).toContain('$10.00');
    expect(page2('#payments-totals').text()).toContain(`$${(cash + 50).toFixed(2)}`);
    expect(page2('nav[aria-label="Pages of payments"] a').text()).toBe('Newer');
    expect(page2('nav[aria-label="Pages of payments"] a').attr('href')).toBe(
      '/office/payments?from=2026-11-01&to=2026-11-30&page=1',
    );
    // The pages of one method keep the method; a page past the end shows the last.
    const cashOnly = load((await owner.get('/office/payments?from=2026-11-01&to=2026-11-30&method=cash')).text);
    expect(cashOnly('#payments-list').text()).toBe(`Each payment (${PAYMENTS_PAGE + 3})`);
    expect(cashOnly('nav[aria-label="Pages of payments"] a').attr('href')).toBe(
      '/office/payments?from=2026-11-01&to=2026-11-30&method=cash&page=2',
    );
    expect(
      load((await owner.get('/office/payments?from=2026-11-01&to=2026-11-30&page=7')).text)(
        '[data-list="payments"] li',
      ),
    ).toHaveLength(4);
  });

  it('lists who owes what oldest first with the days owed, and Today counts them with a link', async () => {
    const app = await site();
    const [older, partly, paid, newer] = await app.visits(['Olga Older', 'Pat Partly', 'Paula Paid', 'Ned Newer']);
    await priced(app.database, older!.id, 15_000, 'unpaid', '2026-11-20T15:00:00Z');
    await priced(app.database, partly!.id, 30_000, 'unpaid', '2026-11-23T15:00:00Z');
    await app.paidOnline(partly!.id, 10_000, '2026-11-23T16:00:00Z', 'cs_partly');
    await priced(app.database, paid!.id, 9_000, 'cash', '2026-11-22T15:00:00Z');
    await priced(app.database, newer!.id, 8_950, 'unpaid', '2026-11-25T14:00:00Z');

    // The dispatcher collects too.
    const dispatcher = await app.as('dana@example.com');
    const unpaid = await dispatcher.get('/office/payments/unpaid');
    expect(unpaid.status).toBe(200);
    const $ = load(unpaid.text);
    const rows = $('[data-list="unpaid"] li').toArray().map(spans($));
    expect(rows).toEqual([
      `$150.00 · owed 5 days | Olga Older · ${older!.reference} · e-mail is off and no consent to texts: call them`,
      `$200.00 · owed 2 days | Pat Partly · ${partly!.reference} · e-mail is off and no consent to texts: call them`,
      `$89.50 · owed since today | Ned Newer · ${newer!.reference} · e-mail is off and no consent to texts: call them`,
    ]);
    expect($('main p, p').text()).toContain('3 visits owe $439.50 altogether');

    const today = load((await dispatcher.get('/office').expect(200)).text);
    expect(today('#unpaid-today-heading').text()).toBe('Unpaid');
    expect(today('[data-unpaid]').text()).toContain('3 visits owe $439.50');
    expect(today('[data-unpaid] a').attr('href')).toBe('/office/payments/unpaid');

    // A long list comes 50 to a page, oldest first; the count and the total are of every visit owing.
    const more = await copiesOf(app.database, newer!.id, UNPAID_PAGE);
    for (const [index, id] of more.entries())
      await priced(
        app.database,
        id,
        1_000,
        'unpaid',
        `2026-11-25T14:${String(10 + (index % 50)).padStart(2, '0')}:00Z`,
      );
    const first = load((await dispatcher.get('/office/payments/unpaid')).text);
    expect(first('[data-list="unpaid"] li')).toHaveLength(UNPAID_PAGE);
    expect(first('main').text()).toContain(
      `${UNPAID_PAGE + 3} visits owe $939.50 altogether, oldest first. Page 1 of 2.`,
    );
    expect(first('[data-list="unpaid"] li').first().text()).toContain('Olga Older');
    expect(first('nav[aria-label="Pages of unpaid visits"] a').text()).toBe('Newer');
    const second = load((await dispatcher.get('/office/payments/unpaid?page=2')).text);
    expect(second('[data-list="unpaid"] li')).toHaveLength(3);
    expect(second('nav[aria-label="Pages of unpaid visits"] a').attr('href')).toBe('/office/payments/unpaid?page=1');
    // A page past the end shows the last; a page that is no number, the first.
    expect(load((await dispatcher.get('/office/payments/unpaid?page=9')).text)('[data-list="unpaid"] li')).toHaveLength(
      3,
    );
    expect(load((await dispatcher.get('/office/payments/unpaid?page=x')).text)('[data-list="unpaid"] li')).toHaveLength(
      UNPAID_PAGE,
    );
  });

  it('texts a fresh link to the manage page where Pay $X is, with its activity line, on Send Pay Link', async () => {
    const app = await site();
    const [texted] = await app.visits(['Tess Texted'], { phone: '(202) 555-0142', textConsent: 'yes' });
    const [silent] = await app.visits(['Sid Silent'], { phone: '(202) 555-0199' });
    await priced(app.database, texted!.id, 18_950, 'unpaid', '2026-11-24T15:00:00Z');
    await priced(app.database, silent!.id, 9_900, 'unpaid', '2026-11-24T16:00:00Z');
    const dispatcher = await app.as('dana@example.com');

    const list = load((await dispatcher.get('/office/payments/unpaid')).text);
    const send = `/office/payments/unpaid/${texted!.reference}/send`;
    expect(list(`[data-reference="${texted!.reference}"] form`).attr('action')).toBe(send);
    expect(list(`[data-reference="${texted!.reference}"] button`).text()).toBe('Send Pay Link');
    // Without consent to texts (and e-mail off) nothing can carry the link: no button, and the post is refused with
    // nothing written.
    expect(list(`[data-reference="${silent!.reference}"] form`)).toHaveLength(0);
    const refused = await dispatcher.post(`/office/payments/unpaid/${silent!.reference}/send`);
    expect(refused.status).toBe(409);
    // A post without the form's CSRF token changes nothing either.
    expect((await dispatcher.postWithoutCsrf(send)).status).toBe(403);
    expect(await app.database.db.selectFrom('texts').selectAll().execute()).toHaveLength(0);
    expect(
      await app.database.db.selectFrom('booking_links').selectAll().where('purpose', '=', 'pay').execute(),
    ).toEqual([]);

    const sent = await dispatcher.post(send);
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/office/payments/unpaid?saved=texted');
    const text = await vi.waitFor(
      () => {
        const found = app.sms!.messages.find((message) => message.body.includes('is due for your visit'));
        expect(found, 'the pay link text').toBeDefined();
        return found!;
      },
      { timeout: 8000 },
    );
    expect(text.to).toBe('+12025550142');
    expect(text.body).toContain(`$189.50 is due for your visit ${texted!.reference}`);
    const link = /https?:\/\/\S+\/booking\/\S+/.exec(text.body)![0];
    const manage = load((await app.http.get(pathOf(link))).text);
    expect(manage('#payment button').text()).toBe('Pay $189.50');

    const [activity] = await app.database.db
      .selectFrom('office_activity')
      .selectAll()
      .where('action', '=', 'Pay link sent')
      .execute();
    expect(activity).toMatchObject({
      user_email: 'dana@example.com',
      detail: `Tess Texted (${texted!.reference}): $189.50 by text`,
    });
    const rows = await app.database.db.selectFrom('texts').select(['kind', 'booking_id']).execute();
    expect(rows).toEqual([{ kind: 'pay-link', booking_id: texted!.id }]);
    const shown = load((await dispatcher.get(sent.headers.location!)).text);
    expect(shown('[role="status"]').text()).toContain('Pay link texted');
  });

  it('e-mails Pay $X with a link to the manage page where the customer gave an address, texts where they agreed, and refuses where neither', async () => {
    const app = await site({ mail: true });
    // Four visits booked by a customer who agreed to texts; two moved to a phone that never agreed.
    const [emailed, neither, texted, both] = await app.visits(
      ['Ema <b>Emailed</b>', 'Nell Neither', 'Tess Texted', 'Bea Both'],
      {
        phone: '(202) 555-0132',
        textConsent: 'yes',
      },
    );
    await app.database.db
      .updateTable('bookings')
      .set({ phone: '(202) 555-0131' })
      .where('id', 'in', [emailed!.id, neither!.id])
      .execute();
    const addressed = async (id: string, email: string) =>
      app.database.db.updateTable('bookings').set({ email }).where('id', '=', id).execute();
    await addressed(emailed!.id, 'ema@example.com');
    await addressed(both!.id, 'bea@example.com');
    // Booked by phone without an address, as the desk may.
    await addressed(texted!.id, '');
    await addressed(neither!.id, '');
    await priced(app.database, emailed!.id, 18_950, 'unpaid', '2026-11-24T15:00:00Z');
    await priced(app.database, texted!.id, 9_900, 'unpaid', '2026-11-24T16:00:00Z');
    await priced(app.database, both!.id, 12_000, 'unpaid', '2026-11-24T17:00:00Z');
    await priced(app.database, neither!.id, 7_500, 'unpaid', '2026-11-24T18:00:00Z');
    const dispatcher = await app.as('dana@example.com');

    // Neither an address nor consent to texts: no button, and a post is refused with nothing written.
    const list = load((await dispatcher.get('/office/payments/unpaid')).text);
    for (const visit of [emailed, texted, both])
      expect(list(`[data-reference="${visit!.reference}"] button`).text()).toBe('Send Pay Link');
    expect(list(`[data-reference="${neither!.reference}"] form`)).toHaveLength(0);
    expect(list(`[data-reference="${neither!.reference}"]`).text()).toContain(
      'no e-mail address and no consent to texts: call them',
    );
    const refused = await dispatcher.post(`/office/payments/unpaid/${neither!.reference}/send`);
    expect(refused.status).toBe(409);
    expect(await app.database.db.selectFrom('payment_emails').selectAll().execute()).toEqual([]);
    expect(await app.database.db.selectFrom('texts').selectAll().execute()).toEqual([]);
    expect(
      await app.database.db.selectFrom('booking_links').selectAll().where('purpose', '=', 'pay').execute(),
    ).toEqual([]);
    expect(
      await app.database.db.selectFrom('office_activity').selectAll().where('action', '=', 'Pay link sent').execute(),
    ).toEqual([]);

    const send = (visit: { reference: string }) => dispatcher.post(`/office/payments/unpaid/${visit.reference}/send`);
    const onlyEmail = await send(emailed!);
    expect(onlyEmail.status).toBe(303);
    expect(onlyEmail.headers.location).toBe('/office/payments/unpaid?saved=emailed');
    expect((await send(texted!)).headers.location).toBe('/office/payments/unpaid?saved=texted');
    expect((await send(both!)).headers.location).toBe('/office/payments/unpaid?saved=both');
    const shown = load((await dispatcher.get('/office/payments/unpaid?saved=both')).text);
    expect(shown('[role="status"]').text()).toContain('Pay link e-mailed and texted');

    // Each e-mail once its row is settled as sent, its link gone from the row.
    const payMails = () => app.smtp!.received.filter((mail) => mail.parsed.subject?.startsWith('Pay $'));
    await vi.waitFor(
      async () => {
        const rows = await app.database.db.selectFrom('payment_emails').select('status').execute();
        expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
        expect(payMails()).toHaveLength(2);
      },
      { timeout: 8000 },
    );
    const rows = await app.database.db
      .selectFrom('payment_emails')
      .select(['booking_id', 'kind', 'link_token', 'attempts'])
      .orderBy('booking_id')
      .execute();
    expect(rows).toEqual(
      [emailed!.id, both!.id].sort().map((id) => ({ booking_id: id, kind: 'pay-link', link_token: null, attempts: 0 })),
    );
    const toEma = payMails().filter((mail) => mail.envelope.to.includes('ema@example.com'));
    expect(toEma).toHaveLength(1);
    expect(payMails().filter((mail) => mail.envelope.to.includes('bea@example.com'))).toHaveLength(1);
    const mail = toEma[0]!.parsed;
    expect(mail.subject).toBe('Pay $189.50 for your visit on Tuesday, November 24');
    expect(mail.text).toContain('$189.50 is due for your visit on Tuesday, November 24');
    expect(mail.text).toContain(business.phone.display);
    expect(mail.html).toContain(business.phone.display);
    // Greeted by the first name; the rest of the name, markup and all, is not shown.
    expect(mail.html).toContain('Hello Ema,');
    expect(mail.html).not.toContain('<b>Emailed</b>');
    const link = /https?:\/\/\S+\/booking\/\S+/.exec(mail.text!)![0];
    expect(load(mail.html as string)('a:contains("Pay $189.50")').attr('href')).toBe(link);
    const manage = load((await app.http.get(pathOf(link))).text);
    expect(manage('#payment button').text()).toBe('Pay $189.50');

    // The texts: one to the customer without an address, one to the customer with both; none to the e-mail only.
    await vi.waitFor(
      () =>
        expect(app.sms!.messages.filter((message) => message.body.includes('is due for your visit'))).toHaveLength(2),
      { timeout: 8000 },
    );
    const payTexts = app.sms!.messages.filter((message) => message.body.includes('is due for your visit'));
    expect(payTexts.map((message) => message.to)).toEqual(['+12025550132', '+12025550132']);
    const texts = await app.database.db.selectFrom('texts').select(['kind', 'booking_id']).execute();
    expect(texts.map((text) => text.booking_id).sort()).toEqual([texted!.id, both!.id].sort());

    const activity = await app.database.db
      .selectFrom('office_activity')
      .select('detail')
      .where('action', '=', 'Pay link sent')
      .execute();
    expect(activity.map((row) => row.detail).sort()).toEqual(
      [
        `Bea Both (${both!.reference}): $120.00 by e-mail and text`,
        `Ema <b>Emailed</b> (${emailed!.reference}): $189.50 by e-mail`,
        `Tess Texted (${texted!.reference}): $99.00 by text`,
      ].sort(),
    );
  });

  it('lists the unpaid without STRIPE_SECRET_KEY but offers no Send Pay Link', async () => {
    const app = await site({ stripe: false });
    const [owed] = await app.visits(['Ora Owed'], { phone: '(202) 555-0143', textConsent: 'yes' });
    await priced(app.database, owed!.id, 12_500, 'unpaid', '2026-11-24T15:00:00Z');
    const owner = await app.as();
    const page = load((await owner.get('/office/payments/unpaid').expect(200)).text);
    expect(page(`[data-reference="${owed!.reference}"]`).text()).toContain('$125.00');
    expect(page('form[action*="/send"]')).toHaveLength(0);
    expect(page.text()).toContain('Online payment is off');
    expect((await owner.post(`/office/payments/unpaid/${owed!.reference}/send`)).status).toBe(404);
    expect(await app.database.db.selectFrom('texts').selectAll().execute()).toHaveLength(0);
  });

  it('keeps Payments to the owner and Unpaid to the desk', async () => {
    const app = await site({ texts: false });
    const [owed] = await app.visits(['Rhea Roles']);
    await priced(app.database, owed!.id, 12_500, 'unpaid', '2026-11-24T15:00:00Z');
    const technician = await app.as('tom@example.com');
    const dispatcher = await app.as('dana@example.com');
    expect((await technician.get('/office/payments')).status).toBe(403);
    expect((await technician.get('/office/payments/unpaid')).status).toBe(403);
    expect((await technician.post(`/office/payments/unpaid/${owed!.reference}/send`)).status).toBe(403);
    expect((await dispatcher.get('/office/payments')).status).toBe(403);
    expect((await dispatcher.get('/office/payments/unpaid')).status).toBe(200);
    const nav = load((await (await app.as()).get('/office')).text)('nav a[href="/office/payments"]');
    expect(nav.text()).toBe('Payments');
  });
});
