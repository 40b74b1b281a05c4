/**
 * Online payment (docs/payments.md): a customer whose visit was priced and not paid sees Pay $X on their manage
 * page, pays on Stripe's page (the stand-in's), comes back and sees Paid with the date and the card's last four.
 * The payment is recorded once whichever way it is learnt first: the return, the signed webhook, or the
 * reconciler, with webhooks lost, doubled or out of order. A forged or stale webhook, a changed amount, another
 * visit's link and Stripe down change nothing.
 */
import { load } from 'cheerio';
import { afterEach, describe, expect, it } from 'vitest';
import type { Worker } from '../../server/kernel/feature';
import type { Reconciler } from '../../server/features/payments/reconciler';
import { stripeSignature, type StripeStandin } from '../../scripts/stripe-standin';
import { testEngines } from '../helpers/engines';
import { bookVisit, officeApp } from '../helpers/office';
import { laterApp, manageLink, pathOf, priceUnpaid, standinFor, stripeEnv, WEBHOOK_SECRET } from './helpers';

const engines = testEngines('payments', { postgres: false });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const stoppers: (() => Promise<void>)[] = [];

describe.each(engines)('online payment on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  const site = async (options: { stripe?: boolean } = {}) => {
    const port = await laterApp();
    stoppers.push(port.close);
    const standin = await standinFor(port.webhookUrl);
    stoppers.push(() => standin.close());
    const database = await engine.open();
    const office = await officeApp(database, {
      env: options.stripe === false ? {} : stripeEnv(standin),
      // The reconciler runs when a test says so, not on its own while the test looks.
      options: { bookingRateLimit: { limit: 10_000 }, payments: { reconciler: { everyMs: 3_600_000 } } },
    });
    port.serve(office.app);
    const workers = office.app.locals.workers as Record<string, Worker>;
    stoppers.push(() => Promise.all(Object.values(workers).map((worker) => worker.stop())).then(() => undefined));
    await (workers['payments reconciler'] as Reconciler | undefined)?.run();
    /** A visit priced $189.50 and not paid; the customer's link to it. */
    const owedVisit = async (cents = 18_950) => {
      const reference = await bookVisit(office.http, TUESDAY_8AM);
      const { id } = await database.db
        .selectFrom('bookings')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      await priceUnpaid(database, id, cents);
      return { id, token: await manageLink(database, id) };
    };
    const manage = async (token: string) => {
      const response = await office.http.get(`/booking/${token}`);
      return { status: response.status, $: load(response.text), text: load(response.text)('#payment').text() };
    };
    /** Presses Pay on the manage page, then Pay on Stripe's page; where Stripe sends the browser back. */
    const payOnStripe = async (token: string, standinNow: StripeStandin = standin) => {
      const pay = await office.http.post(`/booking/${token}/pay`).type('form').send({});
      expect(pay.status).toBe(303);
      expect(pay.headers.location).toMatch(new RegExp(`^${standinNow.url}/checkout/cs_test_`));
      const page = await fetch(pay.headers.location!);
      expect(await page.text()).toContain('<button type="submit"');
      const paid = await fetch(pay.headers.location!, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      return paid.headers.get('location')!;
    };
    const payments = (bookingId: string) =>
      database.db.selectFrom('payments').selectAll().where('booking_id', '=', bookingId).execute();
    const chargeOf = (bookingId: string) =>
      database.db.selectFrom('visit_charges').selectAll().where('booking_id', '=', bookingId).executeTakeFirstOrThrow();
    const reconciler = workers['payments reconciler'] as Reconciler;
    return { ...office, standin, database, owedVisit, manage, payOnStripe, payments, chargeOf, reconciler };
  };

  it('shows Pay $189.50, takes the customer to Stripe and back, and shows Paid with the card', async () => {
    const app = await site();
    // The webhooks come a little later than the customer, as they often do.
    app.standin.webhooks.delayMs = 400;
    const visit = await app.owedVisit();
    const before = await app.manage(visit.token);
    expect(before.$('#payment form button').text()).toBe('Pay $189.50');
    expect(before.$('#payment form').attr('action')).toBe(`/booking/${visit.token}/pay`);

    const back = await app.payOnStripe(visit.token);
    expect(back).toMatch(/^https:\/\/www\.capitalappliancerepair\.test\/booking\/.+\/paid\?session_id=cs_test_/);
    const returned = await app.http.get(pathOf(back));
    expect(returned.status).toBe(303);
    expect(returned.headers.location).toBe(`/booking/${visit.token}#payment`);

    const after = await app.manage(visit.token);
    expect(after.$('#payment h2').text()).toBe('Paid');
    expect(after.text).toMatch(/Paid \$189\.50 on \w+ \d{1,2}, 20\d\d with the card ending in 4242\./);
    expect(after.$('#payment form').length).toBe(0);
    const [payment, ...more] = await app.payments(visit.id);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({ amount_cents: 18_950, recorded_via: 'return', card_last4: '4242', flagged: null });
    expect((await app.chargeOf(visit.id)).payment).toBe('card');

    // The webhooks arrive after the return: acted on, and still one payment.
    await app.standin.settle();
    expect(app.standin.stats.delivered).toBe(2);
    expect(await app.payments(visit.id)).toHaveLength(1);
    expect(await app.database.db.selectFrom('payment_events').select('id').execute()).toHaveLength(2);
  });

  it("opens Stripe's page in the customer's language: Latin American Spanish for a booking made in Spanish", async () => {
    const app = await site();
    const english = await app.owedVisit();
    const spanish = await app.owedVisit();
    await app.database.db.updateTable('bookings').set({ language: 'es' }).where('id', '=', spanish.id).execute();
    const stripePage = async (token: string) => {
      const pay = await app.http.post(`/booking/${token}/pay`).type('form').send({});
      expect(pay.status).toBe(303);
      return load(await (await fetch(pay.headers.location!)).text());
    };
    const inEnglish = await stripePage(english.token);
    expect(inEnglish('html').attr('lang')).toBe('en');
    expect(inEnglish('.line').text()).toMatch(/^Repair visit CAR-\w{6}$/);
    const inSpanish = await stripePage(spanish.token);
    expect(inSpanish('html').attr('lang')).toBe('es-419');
    expect(inSpanish('.line').text()).toMatch(/^Visita de reparación CAR-\w{6}$/);
  });

  it('records the payment on the return alone when every webhook is lost', async () => {
    const app = await site();
    app.standin.webhooks.enabled = false;
    const visit = await app.owedVisit();
    await app.http.get(pathOf(await app.payOnStripe(visit.token)));
    await app.standin.settle();
    expect(app.standin.stats.dropped).toBe(2);
    expect(await app.payments(visit.id)).toMatchObject([{ recorded_via: 'return', amount_cents: 18_950 }]);
    expect((await app.manage(visit.token)).text).toContain('ending in 4242');
  });

  it('records it from the webhook when the customer never comes back', async () => {
    const app = await site();
    const visit = await app.owedVisit();
    await app.payOnStripe(visit.token);
    await app.standin.settle();
    expect(await app.payments(visit.id)).toMatchObject([{ recorded_via: 'webhook', card_last4: '4242' }]);
    expect((await app.chargeOf(visit.id)).payment).toBe('card');
  });

  it('records it by the reconciler when the customer never comes back and every webhook is lost', async () => {
    const app = await site();
    app.standin.webhooks.enabled = false;
    const visit = await app.owedVisit();
    await app.payOnStripe(visit.token);
    await app.standin.settle();
    expect(await app.payments(visit.id)).toEqual([]);
    expect(await app.reconciler.run()).toBe(1);
    expect(await app.reconciler.run()).toBe(0);
    expect(await app.payments(visit.id)).toMatchObject([{ recorded_via: 'reconcile', card_last4: '4242' }]);
    expect((await app.manage(visit.token)).$('#payment h2').text()).toBe('Paid');
  });

  it('counts one payment when every webhook comes twice and out of order', async () => {
    const app = await site();
    Object.assign(app.standin.webhooks, { duplicate: 1, delayMs: 40, reorder: true });
    const visit = await app.owedVisit();
    await app.payOnStripe(visit.token);
    await app.standin.settle();
    expect(app.standin.stats.delivered).toBe(4);
    expect(await app.payments(visit.id)).toHaveLength(1);
    await app.http.get(`/booking/${visit.token}/paid?session_id=${app.standin.sessions()[0]!.id}`);
    expect(await app.payments(visit.id)).toHaveLength(1);
  });

  it('refuses a forged, stale or replayed webhook with 400 and records nothing', async () => {
    const app = await site();
    app.standin.webhooks.enabled = false;
    const visit = await app.owedVisit();
    await app.payOnStripe(visit.token);
    const session = app.standin.sessions()[0]!;
    const payload = JSON.stringify({
      id: 'evt_test_forged1',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
    });
    const post = (signature: string, body = payload) =>
      app.http
        .post('/payments/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signature)
        .send(body);
    expect((await post(stripeSignature(payload, 'whsec_notthesecret'))).status).toBe(400);
    // Signed an hour ago (a delivery captured and replayed): past the SDK's five minutes.
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect((await post(stripeSignature(payload, WEBHOOK_SECRET, anHourAgo))).status).toBe(400);
    // A genuine signature over another body.
    expect((await post(stripeSignature(payload, WEBHOOK_SECRET), payload.replace('18950', '1'))).status).toBe(400);
    expect((await app.http.post('/payments/stripe/webhook').send(payload)).status).toBe(400);
    expect(await app.payments(visit.id)).toEqual([]);
    expect(await app.database.db.selectFrom('payment_events').select('id').execute()).toEqual([]);

    // Properly signed, it is acted on once, however often it is sent.
    expect((await post(stripeSignature(payload, WEBHOOK_SECRET))).status).toBe(200);
    expect((await post(stripeSignature(payload, WEBHOOK_SECRET))).status).toBe(200);
    expect(await app.payments(visit.id)).toHaveLength(1);
  });

  it('charges the balance the server computes, whatever amount the request names', async () => {
    const app = await site();
    const visit = await app.owedVisit(12_345);
    const pay = await app.http
      .post(`/booking/${visit.token}/pay`)
      .type('form')
      .send({ amount: '1.00', amount_cents: '100', unit_amount: '100' });
    expect(pay.status).toBe(303);
    expect(app.standin.sessions()[0]).toMatchObject({ amount_total: 12_345, client_reference_id: visit.id });
  });

  it("answers 404 to another visit's link and to another visit's session, and records nothing", async () => {
    const app = await site();
    const mine = await app.owedVisit();
    const theirs = await app.owedVisit();
    expect(
      (
        await app.http
          .post(`/booking/${'x'.repeat(43)}/pay`)
          .type('form')
          .send({})
      ).status,
    ).toBe(404);
    app.standin.webhooks.enabled = false;
    const back = await app.payOnStripe(theirs.token);
    const session = new URL(back).searchParams.get('session_id')!;
    const wrong = await app.http.get(`/booking/${mine.token}/paid?session_id=${session}`);
    expect(wrong.status).toBe(404);
    expect(await app.payments(mine.id)).toEqual([]);
    expect(await app.payments(theirs.id)).toEqual([]);
  });

  it('says so with the phone number when Stripe is down, and records nothing as paid', async () => {
    const app = await site();
    const visit = await app.owedVisit();
    await app.standin.down();
    const pay = await app.http.post(`/booking/${visit.token}/pay`).type('form').send({});
    expect(pay.status).toBe(503);
    const $ = load(pay.text);
    expect($('h1').length).toBe(1);
    expect(pay.text).toContain('Online payment is not available right now, and nothing was charged.');
    expect(pay.text).toContain('(202) 555-0147');
    expect(await app.payments(visit.id)).toEqual([]);
    expect((await app.chargeOf(visit.id)).payment).toBe('unpaid');
    await app.standin.up();
  });

  it('shows no pay button and answers no payment route without STRIPE_SECRET_KEY', async () => {
    const app = await site({ stripe: false });
    const visit = await app.owedVisit();
    const page = await app.manage(visit.token);
    expect(page.status).toBe(200);
    expect(page.$('#payment').length).toBe(0);
    expect(page.$('form[action$="/pay"]').length).toBe(0);
    expect([404, 405]).toContain((await app.http.post(`/booking/${visit.token}/pay`).type('form').send({})).status);
    expect([404, 405]).toContain((await app.http.post('/payments/stripe/webhook').send('{}')).status);
  });
});
