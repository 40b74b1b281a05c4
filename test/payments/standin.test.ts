/**
 * The Stripe stand-in (scripts/stripe-standin.ts) speaks the API as the official SDK calls it: a Checkout Session
 * made, paid on its page and read back with its card's last four; its webhooks signed so the SDK's own
 * constructEvent accepts them; a wrong key refused; and down means connections refused.
 */
import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startStripeStandin, type StripeStandin } from '../../scripts/stripe-standin';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

async function receiver() {
  const received: { body: string; signature: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature']),
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  stops.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${address.port}/hook`, received };
}

const sdkFor = (standin: StripeStandin, key = standin.secretKey) => {
  const url = new URL(standin.url);
  return new Stripe(key, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
};

describe('the Stripe stand-in', () => {
  it('makes a session, is paid on its page, and signs its webhooks as Stripe does', async () => {
    const hook = await receiver();
    const standin = await startStripeStandin({ webhookUrl: hook.url, webhookSecret: 'whsec_testing123' });
    stops.push(() => standin.close());
    const stripe = sdkFor(standin);
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 18950, product_data: { name: 'Visit' } } },
      ],
      client_reference_id: 'booking-1',
      metadata: { booking_id: 'booking-1' },
      success_url: 'https://site.test/booking/abc/paid?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://site.test/booking/abc',
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.amount_total).toBe(18950);
    expect(session.payment_status).toBe('unpaid');

    const page = await fetch(session.url!);
    expect(await page.text()).toContain('Pay $189.50');
    const paid = await fetch(session.url!, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://site.test/booking/abc/paid?session_id=${session.id}`);

    const read = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.latest_charge'] });
    expect(read).toMatchObject({ status: 'complete', payment_status: 'paid', client_reference_id: 'booking-1' });
    const intent = read.payment_intent as Stripe.PaymentIntent;
    expect(intent.id).toMatch(/^pi_test_/);
    expect((intent.latest_charge as Stripe.Charge).payment_method_details?.card?.last4).toBe('4242');
    const listed = await stripe.checkout.sessions.list({ limit: 10, expand: ['data.payment_intent'] });
    expect(listed.data.map((s) => s.id)).toEqual([session.id]);

    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 5000 });
    expect(refund).toMatchObject({ object: 'refund', amount: 5000, status: 'succeeded' });
    expect(refund.id).toMatch(/^re_/);

    await standin.settle();
    const events = hook.received.map((delivery) =>
      Stripe.webhooks.constructEvent(delivery.body, delivery.signature, 'whsec_testing123'),
    );
    expect(events.map((event) => event.type).sort()).toEqual([
      'charge.refunded',
      'checkout.session.completed',
      'payment_intent.succeeded',
    ]);
    expect(events.every((event) => event.id.startsWith('evt_'))).toBe(true);
    expect(() =>
      Stripe.webhooks.constructEvent(hook.received[0]!.body, hook.received[0]!.signature, 'whsec_other'),
    ).toThrow();
  });

  it('refuses a wrong key, and refuses connections while down', async () => {
    const standin = await startStripeStandin();
    stops.push(() => standin.close());
    await expect(sdkFor(standin, 'sk_test_wrongkey').checkout.sessions.list()).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
    });
    await standin.down();
    await expect(sdkFor(standin).checkout.sessions.list()).rejects.toMatchObject({ type: 'StripeConnectionError' });
    await standin.up();
    expect((await sdkFor(standin).checkout.sessions.list()).data).toEqual([]);
  });

  it('drops, duplicates and reorders deliveries as asked', async () => {
    const hook = await receiver();
    const standin = await startStripeStandin({
      webhookUrl: hook.url,
      webhooks: { drop: 0.3, duplicate: 0.5, delayMs: 30, reorder: true },
      seed: 7,
    });
    stops.push(() => standin.close());
    const stripe = sdkFor(standin);
    for (let i = 0; i < 20; i++) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: 1000 + i, product_data: { name: 'V' } } },
        ],
        success_url: 'https://site.test/ok',
      });
      standin.pay(session.id);
    }
    await standin.settle();
    expect(standin.stats.events).toBe(40);
    expect(standin.stats.dropped).toBeGreaterThan(0);
    expect(standin.stats.duplicated).toBeGreaterThan(0);
    expect(hook.received.length).toBe(standin.stats.delivered);
    // A lost attempt is tried again, as Stripe does: only a copy lost on every attempt never arrives.
    expect(hook.received.length).toBe(40 + standin.stats.duplicated - standin.stats.givenUp);
    expect(standin.stats.deliveries).toBe(standin.stats.delivered + standin.stats.dropped + standin.stats.failed);
    expect(standin.stats.deliveries).toBeGreaterThan(hook.received.length);
  });

  it('sends some events three or four times when asked, and tries a lost delivery again', async () => {
    const hook = await receiver();
    const standin = await startStripeStandin({
      webhookUrl: hook.url,
      webhooks: { drop: 0.5, duplicate: 0.9, maxCopies: 4 },
      webhookRetries: 6,
      webhookRetryMs: 1,
      seed: 11,
    });
    stops.push(() => standin.close());
    const stripe = sdkFor(standin);
    for (let i = 0; i < 10; i++) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 2000, product_data: { name: 'V' } } }],
        success_url: 'https://site.test/ok',
      });
      standin.pay(session.id);
    }
    await standin.settle();
    const copies = new Map<string, number>();
    for (const delivery of hook.received) {
      const id = (JSON.parse(delivery.body) as { id: string }).id;
      copies.set(id, (copies.get(id) ?? 0) + 1);
    }
    expect(Math.max(...copies.values())).toBeGreaterThan(2);
    expect(standin.stats.dropped).toBeGreaterThan(0);
    expect(hook.received.length).toBe(20 + standin.stats.duplicated - standin.stats.givenUp);
  });

  it('makes refunds pending until settled, and lists and retrieves them', async () => {
    const hook = await receiver();
    const standin = await startStripeStandin({ webhookUrl: hook.url, seed: 3 });
    stops.push(() => standin.close());
    const stripe = sdkFor(standin);
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 10_000, product_data: { name: 'V' } } }],
      success_url: 'https://site.test/ok',
    });
    standin.pay(session.id);
    const intent = standin.sessions()[0]!.payment_intent!;
    standin.refundsPending = true;
    const pending = await stripe.refunds.create({ payment_intent: intent, amount: 4_000 });
    expect(pending.status).toBe('pending');
    await expect(stripe.refunds.create({ payment_intent: intent, amount: 6_001 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
    });
    standin.finishRefund(pending.id);
    expect((await stripe.refunds.retrieve(pending.id)).status).toBe('succeeded');
    const dashboard = standin.refund(intent);
    expect(dashboard.amount).toBe(6_000);
    const listed = await stripe.refunds.list({ payment_intent: intent });
    expect(listed.data.map((r) => r.id).sort()).toEqual([pending.id, dashboard.id].sort());
    await standin.settle();
    const types = hook.received.map((delivery) => (JSON.parse(delivery.body) as { type: string }).type);
    expect(types.filter((type) => type === 'refund.updated')).toHaveLength(1);
    expect(types.filter((type) => type === 'charge.refunded')).toHaveLength(2);
  });
});
