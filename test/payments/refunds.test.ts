/**
 * Refunds (docs/payments.md): the owner gives back all or part of a card payment taken online, through Stripe's
 * Refunds API (the stand-in's), with a reason; the refund is recorded pending and counted only once Stripe
 * confirms it (its own answer, the webhook or the reconciler), exactly once whatever the webhooks do. More than
 * is left, a technician or a dispatcher, and Stripe down refund nothing.
 */
import { load } from 'cheerio';
import { afterEach, describe, expect, it } from 'vitest';
import type { Worker } from '../../server/kernel/feature';
import type { Reconciler } from '../../server/features/payments/reconciler';
import { onSqliteOnly, testEngines } from '../helpers/engines';
import { bookVisit, csrfOf, officeApp, testPasswordHash, type OfficeBrowser } from '../helpers/office';
import { laterApp, manageLink, pathOf, priceUnpaid, standinFor, stripeEnv } from './helpers';

const engines = testEngines('refunds');
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const STAFF_PASSWORD = 'wrench-lantern-meadow-42';
const stoppers: (() => Promise<void>)[] = [];

describe.each(engines)('refunds on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  const site = async () => {
    const port = await laterApp();
    stoppers.push(port.close);
    const standin = await standinFor(port.webhookUrl);
    stoppers.push(() => standin.close());
    const database = await engine.open();
    const office = await officeApp(database, {
      env: stripeEnv(standin),
      options: { bookingRateLimit: { limit: 10_000 }, payments: { reconciler: { everyMs: 3_600_000 } } },
    });
    port.serve(office.app);
    const workers = office.app.locals.workers as Record<string, Worker>;
    stoppers.push(() => Promise.all(Object.values(workers).map((worker) => worker.stop())).then(() => undefined));
    const reconciler = workers['payments reconciler'] as Reconciler;
    await reconciler.run();
    const owner = await office.signIn();

    /** A visit priced $189.50, paid online by its customer, who came back to the site; its payment's row. */
    const paidVisit = async (window = TUESDAY_8AM) => {
      const reference = await bookVisit(office.http, window);
      const { id } = await database.db
        .selectFrom('bookings')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      await priceUnpaid(database, id, 18_950);
      const token = await manageLink(database, id);
      const pay = await office.http.post(`/booking/${token}/pay`).type('form').send({});
      const paid = await fetch(pay.headers.location!, { method: 'POST', redirect: 'manual' });
      await office.http.get(pathOf(paid.headers.get('location')!));
      await standin.settle();
      const payment = await database.db
        .selectFrom('payments')
        .selectAll()
        .where('booking_id', '=', id)
        .executeTakeFirstOrThrow();
      return { id, reference, token, payment };
    };

    /** Opens the Refund form as `browser` and sends it with these fields. */
    const refund = async (
      paymentId: string,
      fields: { amount: string; reason: string; other?: string },
      browser: OfficeBrowser = owner,
    ) => {
      const form = await office.http.get(`/office/payments/${paymentId}/refund`).set('Cookie', browser.cookie);
      const attempt = load(form.text)('input[name="attempt"]').attr('value') ?? '00000000-0000-4000-8000-000000000000';
      return office.http
        .post(`/office/payments/${paymentId}/refund`)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: csrfOf(form.text) || browser.csrf, attempt, other: '', ...fields });
    };
    const refunds = () => database.db.selectFrom('refunds').selectAll().orderBy('requested_at').execute();
    const staff = async (role: 'dispatcher' | 'technician') => {
      const email = `${role}@example.com`;
      await office.store.addUser(email, await testPasswordHash(STAFF_PASSWORD), new Date(), { role, name: role });
      return office.signIn(email, STAFF_PASSWORD);
    };
    return { ...office, standin, database, reconciler, owner, paidVisit, refund, refunds, staff };
  };

  it('refunds $50 pending until Stripe confirms it, then the rest at once; the visit shows fully refunded', async () => {
    const app = await site();
    const visit = await app.paidVisit();
    // The bank takes its time with this one: Stripe answers pending.
    app.standin.refundsPending = true;
    const first = await app.refund(visit.payment.id, { amount: '50', reason: 'Customer not satisfied' });
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe(`/office/payments/${visit.payment.id}/refund?saved=pending`);
    expect(await app.refunds()).toMatchObject([
      { amount_cents: 5_000, status: 'pending', reason: 'Customer not satisfied', requested_by: 'owner@example.com' },
    ]);
    const asked = app.standin.refunds();
    expect(asked).toMatchObject([
      { amount: 5_000, status: 'pending', payment_intent: visit.payment.payment_intent_id },
    ]);
    // Not counted yet: the manage page says nothing of it.
    await app.standin.settle();
    expect((await app.refunds())[0]!.status).toBe('pending');
    expect((await app.http.get(`/booking/${visit.token}`)).text).not.toContain('Refunded');
    const page = await app.http.get(`/office/payments/${visit.payment.id}/refund`).set('Cookie', app.owner.cookie);
    expect(load(page.text)('h2#refund-form-heading').text()).toBe('Refund up to $139.50');

    // Stripe confirms: the webhook records it, once.
    app.standin.finishRefund(asked[0]!.id);
    await app.standin.settle();
    expect(await app.refunds()).toMatchObject([{ amount_cents: 5_000, status: 'succeeded' }]);
    expect((await app.refunds())[0]!.confirmed_at).not.toBeNull();

    // The rest, confirmed in Stripe's own answer.
    app.standin.refundsPending = false;
    const rest = await app.refund(visit.payment.id, { amount: '139.50', reason: 'Other', other: 'Moved away' });
    expect(rest.headers.location).toBe(`/office/payments/${visit.payment.id}/refund?saved=succeeded`);
    await app.standin.settle();
    expect((await app.refunds()).map((r) => [r.amount_cents, r.status, r.reason])).toEqual([
      [5_000, 'succeeded', 'Customer not satisfied'],
      [13_950, 'succeeded', 'Moved away'],
    ]);
    const activity = await app.database.db
      .selectFrom('office_activity')
      .select(['action', 'detail'])
      .where('action', 'in', ['Refunded', 'Refund asked for'])
      .orderBy('at')
      .execute();
    expect(activity.map((line) => line.action).sort()).toEqual(['Refund asked for', 'Refunded']);
    expect(activity.find((line) => line.action === 'Refunded')!.detail).toContain(
      `(${visit.reference}): $139.50 of $189.50 paid online, Moved away`,
    );

    const office = load(
      (await app.http.get(`/office/bookings/${visit.reference}`).set('Cookie', app.owner.cookie)).text,
    );
    expect(office('#online-payments').text()).toContain('Fully refunded.');
    expect(office('#online-payments a[href$="/refund"]').length).toBe(0);
    const manage = load((await app.http.get(`/booking/${visit.token}`)).text);
    expect(manage('#payment h2').text()).toBe('Refunded');
    expect(manage('#payment').text()).toContain('Refunded $139.50 on');
    expect(manage('#payment').text()).toContain('Everything you paid online for this visit was refunded.');
  });

  onSqliteOnly(engine)('refuses a refund above what is left with 400, and asks Stripe nothing', async () => {
    const app = await site();
    const visit = await app.paidVisit();
    const tooMuch = await app.refund(visit.payment.id, { amount: '189.51', reason: 'Goodwill' });
    expect(tooMuch.status).toBe(400);
    expect(load(tooMuch.text)('#refund-amount-error').text()).toBe(
      'That is more than is left to refund: at most $189.50.',
    );
    const noReason = await app.refund(visit.payment.id, { amount: '10', reason: 'Other' });
    expect(noReason.status).toBe(400);
    expect(load(noReason.text)('#refund-other-error').text()).toBe('Please say why.');
    expect(app.standin.refunds()).toEqual([]);
    expect(await app.refunds()).toEqual([]);
  });

  onSqliteOnly(engine)('refuses a technician and a dispatcher, and shows them no Refund link', async () => {
    const app = await site();
    const visit = await app.paidVisit();
    for (const role of ['dispatcher', 'technician'] as const) {
      const browser = await app.staff(role);
      expect(
        (await app.http.get(`/office/payments/${visit.payment.id}/refund`).set('Cookie', browser.cookie)).status,
      ).toBe(403);
      const post = await app.refund(visit.payment.id, { amount: '10', reason: 'Goodwill' }, browser);
      expect(post.status).toBe(403);
    }
    const dispatcher = await app.signIn('dispatcher@example.com', STAFF_PASSWORD);
    const page = load(
      (await app.http.get(`/office/bookings/${visit.reference}`).set('Cookie', dispatcher.cookie)).text,
    );
    expect(page('#online-payments').text()).toContain('$189.50');
    expect(page('#online-payments a[href$="/refund"]').length).toBe(0);
    expect(app.standin.refunds()).toEqual([]);
    expect(await app.refunds()).toEqual([]);
  });

  it('says Stripe could not be reached when it is down, and records nothing', async () => {
    const app = await site();
    const visit = await app.paidVisit();
    const form = await app.http.get(`/office/payments/${visit.payment.id}/refund`).set('Cookie', app.owner.cookie);
    await app.standin.down();
    const down = await app.http
      .post(`/office/payments/${visit.payment.id}/refund`)
      .set('Cookie', app.owner.cookie)
      .type('form')
      .send({
        _csrf: csrfOf(form.text),
        attempt: load(form.text)('input[name="attempt"]').attr('value'),
        amount: '20',
        reason: 'Goodwill',
        other: '',
      });
    expect(down.status).toBe(503);
    expect(load(down.text)('[role="alert"]').text()).toContain(
      'Stripe could not be reached, and nothing was refunded. Please try again in a few minutes.',
    );
    expect(load(down.text)('#refund-amount').attr('value')).toBe('20');
    await app.standin.up();
    expect(app.standin.refunds()).toEqual([]);
    expect(await app.refunds()).toEqual([]);
    const activity = await app.database.db
      .selectFrom('office_activity')
      .select('action')
      .where('action', 'like', 'Refund%')
      .execute();
    expect(activity).toEqual([]);
  });

  it('counts a refund once when its webhooks come three times and out of order', async () => {
    const app = await site();
    const visit = await app.paidVisit();
    Object.assign(app.standin.webhooks, { duplicate: 1, maxCopies: 3, delayMs: 40, reorder: true });
    const before = app.standin.stats.delivered;
    app.standin.refundsPending = true;
    expect((await app.refund(visit.payment.id, { amount: '75', reason: 'Charged the wrong amount' })).status).toBe(303);
    app.standin.finishRefund(app.standin.refunds()[0]!.id);
    // And one made on Stripe's Dashboard, learnt of by the webhook alone.
    app.standin.refundsPending = false;
    app.standin.refund(visit.payment.payment_intent_id!, 1_000);
    await app.standin.settle();
    // charge.refunded twice and refund.updated once, three copies each.
    expect(app.standin.stats.delivered - before).toBe(9);
    expect((await app.refunds()).map((r) => [r.amount_cents, r.status, r.requested_by])).toEqual([
      [7_500, 'succeeded', 'owner@example.com'],
      [1_000, 'succeeded', 'stripe'],
    ]);
  });

  onSqliteOnly(engine)(
    'separates billed from collected in the reports: unpaid is billed only, refunds are subtracted once confirmed',
    async () => {
      const app = await site();
      const online = await app.paidVisit();
      const cash = await app.paidVisit('2026-11-24T10:00:00-05:00');
      const unpaid = await app.paidVisit('2026-11-24T12:00:00-05:00');
      // Two visits the office recorded by hand instead: cash $100, and one still not paid, $80.
      for (const [visit, payment, cents] of [
        [cash, 'cash', 10_000],
        [unpaid, 'unpaid', 8_000],
      ] as const) {
        await app.database.db.deleteFrom('payments').where('booking_id', '=', visit.id).execute();
        await app.database.db
          .updateTable('visit_charges')
          .set({ payment, total_cents: cents })
          .where('booking_id', '=', visit.id)
          .execute();
      }
      await app.database.db
        .updateTable('bookings')
        .set({ visit_status: 'done' })
        .where('id', 'in', [online.id, cash.id, unpaid.id])
        .execute();
      await app.refund(online.payment.id, { amount: '50', reason: 'Goodwill' });
      // A refund still pending is not counted.
      app.standin.refundsPending = true;
      await app.refund(online.payment.id, { amount: '10', reason: 'Goodwill' });
      await app.standin.settle();

      const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const query = `from=2026-11-01&to=${to}`;
      const page = load((await app.http.get(`/office/reports?${query}`).set('Cookie', app.owner.cookie)).text);
      const summary = Object.fromEntries(
        page('.report-summary dt')
          .toArray()
          .map((dt) => [page(dt).text(), page(dt).next('dd').text()]),
      );
      expect(summary.Billed).toContain('$369.50');
      expect(summary.Collected).toContain('$239.50');
      expect(summary.Collected).toContain('net of $50.00 refunded');
      const csv = await app.http.get(`/office/reports/collected.csv?${query}`).set('Cookie', app.owner.cookie);
      expect(csv.status).toBe(200);
      expect(
        csv.text
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n'),
      ).toEqual([
        'Method,Payments,Collected ($)',
        'Card online,1,189.50',
        'Card in person,0,0.00',
        'Cash,1,100.00',
        'Check,0,0.00',
        'Total collected,2,289.50',
        'Refunded (subtracted),1,50.00',
        'Net collected,,239.50',
      ]);
    },
  );

  it('confirms a pending refund by the reconciler when every webhook is lost', async () => {
    const app = await site();
    const visit = await app.paidVisit();
    app.standin.webhooks.enabled = false;
    app.standin.refundsPending = true;
    await app.refund(visit.payment.id, { amount: '189.50', reason: 'Visit cancelled' });
    app.standin.finishRefund(app.standin.refunds()[0]!.id);
    await app.standin.settle();
    expect((await app.refunds())[0]!.status).toBe('pending');
    expect(await app.reconciler.run()).toBe(1);
    expect(await app.reconciler.run()).toBe(0);
    expect(await app.refunds()).toMatchObject([{ amount_cents: 18_950, status: 'succeeded' }]);
    expect(load((await app.http.get(`/booking/${visit.token}`)).text)('#payment h2').text()).toBe('Refunded');
  });
});
