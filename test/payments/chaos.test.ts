/**
 * Chaos (docs/payments.md): many customers pay at once through two app servers on one database, while the Stripe
 * stand-in drops, duplicates, delays and reorders its webhooks over both servers and some customers never come
 * back from Checkout; both servers run the reconciler. A lost delivery is tried again, as Stripe does, and an event
 * may come up to four times; a third of the payments are then refunded (some in full, some in part) on Stripe's
 * side, adding their own events. Afterwards every payment and every refund is recorded exactly once, every
 * visit's balance is zero and it shows paid by card, every refund is counted, and nothing is flagged.
 *
 *   PAYMENTS_CHAOS_COUNT=300 npm run chaos:payments     (60 by default)
 */
import supertest from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Worker } from '../../server/kernel/feature';
import type { Reconciler } from '../../server/features/payments/reconciler';
import { testApp } from '../helpers/app';
import { testClock } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { bookVisit } from '../helpers/office';
import { copiesOf, laterApp, manageLink, pathOf, priceUnpaid, standinFor, stripeEnv } from './helpers';

const engines = testEngines('payments-chaos');
const COUNT = Number(process.env.PAYMENTS_CHAOS_COUNT ?? 60);
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const stoppers: (() => Promise<void>)[] = [];

describe.each(engines)('payments under chaos on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  it(`records ${COUNT} payments exactly once through two servers, whatever the webhooks do`, async () => {
    const url = await engine.migratedDatabaseUrl();
    const databases = [await engine.open(url), await engine.open(url)];
    const ports = [await laterApp(), await laterApp()];
    for (const port of ports) stoppers.push(port.close);
    const standin = await standinFor(
      ports.map((port) => port.webhookUrl),
      {
        webhooks: { drop: 0.3, duplicate: 0.35, maxCopies: 4, delayMs: 250, reorder: true },
        webhookRetries: 3,
        webhookRetryMs: 50,
        seed: 38,
      },
    );
    stoppers.push(() => standin.close());
    // Monday morning on both servers, so Tuesday's window is bookable.
    const clock = testClock();
    const servers = databases.map((database, i) => {
      const app = testApp(
        { ...stripeEnv(standin), TRUST_PROXY: 'loopback' },
        { database, now: clock.now, bookingRateLimit: { limit: 100_000 }, payments: { reconciler: { everyMs: 400 } } },
      );
      ports[i]!.serve(app);
      const workers = app.locals.workers as Record<string, Worker>;
      stoppers.push(() => Promise.all(Object.values(workers).map((w) => w.stop())).then(() => undefined));
      return { http: supertest(app), reconciler: workers['payments reconciler'] as Reconciler };
    });
    const [a] = databases as [(typeof databases)[0]];

    const first = await bookVisit(servers[0]!.http, TUESDAY_8AM);
    const { id } = await a.db
      .selectFrom('bookings')
      .select('id')
      .where('reference', '=', first)
      .executeTakeFirstOrThrow();
    const ids = [id, ...(await copiesOf(a, id, COUNT - 1))];
    const visits: { bookingId: string; token: string; cents: number }[] = [];
    for (const [i, bookingId] of ids.entries()) {
      await priceUnpaid(a, bookingId, 9_000 + i * 37);
      visits.push({ bookingId, token: await manageLink(a, bookingId), cents: 9_000 + i * 37 });
    }

    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    let returnsSkipped = 0;
    const customer = async (visit: (typeof visits)[number]) => {
      const server = servers[Math.floor(random() * 2)]!;
      const pay = await server.http.post(`/booking/${visit.token}/pay`).type('form').send({});
      expect(pay.status).toBe(303);
      const paid = await fetch(pay.headers.location!, { method: 'POST', redirect: 'manual' });
      const back = paid.headers.get('location')!;
      if (random() < 0.4) {
        returnsSkipped++;
        return;
      }
      const returned = await servers[Math.floor(random() * 2)]!.http.get(pathOf(back));
      expect(returned.status).toBe(303);
    };
    // Eight customers at a time.
    const queue = [...visits];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let visit = queue.shift(); visit; visit = queue.shift()) await customer(visit);
      }),
    );
    // Every third visit refunded on Stripe's side while the deliveries are still going: in full, or $20 of it.
    const refunded = new Map<string, number>();
    for (const [i, visit] of visits.entries()) {
      if (i % 3 !== 0) continue;
      const session = standin.sessions().find((s) => s.client_reference_id === visit.bookingId)!;
      const cents = i % 2 === 0 ? visit.cents : 2_000;
      standin.refund(session.payment_intent!, cents);
      refunded.set(visit.bookingId, cents);
    }
    await standin.settle();
    const recorded = () => a.db.selectFrom('payments').selectAll().execute();
    const refundRows = () => a.db.selectFrom('refunds').selectAll().execute();
    // What the return and the webhooks missed, the reconcilers find: one server at a time holds the lease.
    for (
      let round = 0;
      round < 50 && ((await recorded()).length < COUNT || (await refundRows()).length < refunded.size);
      round++
    ) {
      await Promise.all(servers.map((server) => server.reconciler.run()));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const payments = await recorded();
    expect(payments).toHaveLength(COUNT);
    expect(new Set(payments.map((p) => p.checkout_session_id)).size).toBe(COUNT);
    expect(payments.filter((p) => p.flagged !== null)).toEqual([]);
    expect(payments.filter((p) => p.card_last4 !== '4242')).toEqual([]);
    const charges = await a.db.selectFrom('visit_charges').select(['booking_id', 'total_cents', 'payment']).execute();
    for (const visit of visits) {
      const paid = payments.filter((p) => p.booking_id === visit.bookingId);
      expect(paid.map((p) => p.amount_cents)).toEqual([visit.cents]);
      expect(charges.find((c) => c.booking_id === visit.bookingId)?.payment).toBe('card');
    }
    const refunds = await refundRows();
    expect(refunds).toHaveLength(refunded.size);
    expect(new Set(refunds.map((r) => r.stripe_refund_id)).size).toBe(refunded.size);
    expect(refunds.filter((r) => r.status !== 'succeeded')).toEqual([]);
    for (const [bookingId, cents] of refunded) {
      const payment = payments.find((p) => p.booking_id === bookingId)!;
      expect(refunds.filter((r) => r.payment_id === payment.id).map((r) => r.amount_cents)).toEqual([cents]);
    }
    const via = (how: string) => payments.filter((p) => p.recorded_via === how).length;
    // The figures docs/payments.md and the lead's note quote.
    console.info(
      `payments chaos on ${engine.name}: ${COUNT} payments, ${refunded.size} refunds, ${standin.stats.events} events, ` +
        `${standin.stats.deliveries} deliveries (${standin.stats.delivered} taken, ${standin.stats.dropped} lost and ` +
        `tried again, ${standin.stats.failed} refused or unreachable), ${standin.stats.duplicated} extra copies, ` +
        `${standin.stats.givenUp} copies given up; ` +
        `${returnsSkipped} returns never visited; recorded by return ${via('return')}, webhook ${via('webhook')}, ` +
        `reconcile ${via('reconcile')}`,
    );
  }, 240_000);
});
