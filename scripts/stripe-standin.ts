/**
 * A stand-in for Stripe's API, for the subset the payments feature uses (docs/payments.md): Checkout Sessions
 * create, retrieve and list; PaymentIntents retrieve and list; Refunds create, retrieve and list; the hosted checkout
 * page with its Pay button; and the webhooks, signed as Stripe signs them. Requests are form-encoded as the official SDK sends
 * them, answers are JSON in Stripe's shapes, so the app talks to it through the same SDK as to Stripe itself
 * (STRIPE_API_URL). Its webhooks can be dropped, duplicated, delayed and reordered, as Stripe's are: a delivery lost
 * or refused is tried again later, a few times, then given up. The whole stand-in can go down (refuse
 * connections), for the tests that prove no payment or refund is lost or counted twice.
 *
 *   npm run stripe:standin -- --port 12111 --webhook http://localhost:3000/payments/stripe/webhook
 *
 * Everything is kept in memory: a restart forgets every session.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { pathToFileURL } from 'node:url';

/** What happens to webhook deliveries: each share is a probability from 0 to 1. */
export interface WebhookSwitches {
  /** Delivery attempts lost on the way (each attempt on its own): a lost attempt is tried again, as a refused one. */
  drop: number;
  /** The chance of each further copy of an event, up to `maxCopies`. */
  duplicate: number;
  /** The most copies of one event (2: an event comes at most twice). */
  maxCopies: number;
  /** The longest wait before a delivery; with `reorder`, each waits a random time up to it, so order is lost. */
  delayMs: number;
  reorder: boolean;
  /** Whether deliveries go out at all (false: every copy is dropped, and never tried again). */
  enabled: boolean;
}

export interface StripeStandinOptions {
  /** 0 for any free port. */
  port?: number;
  host?: string;
  /** The secret key requests must carry as `Authorization: Bearer …`. */
  secretKey?: string;
  /** Where webhooks are posted; several: each delivery to one of them at random (servers behind a balancer). */
  webhookUrl?: string | readonly string[];
  /** The endpoint's signing secret (whsec_…). */
  webhookSecret?: string;
  webhooks?: Partial<WebhookSwitches>;
  /** How often a delivery lost, or refused by the app (not 2xx, or unreachable), is tried again, as Stripe retries. */
  webhookRetries?: number;
  /** The wait before the first retry, doubled for each next one (20 ms). */
  webhookRetryMs?: number;
  /** Seeds the drop, duplicate and delay choices, so a failing run can be run again. */
  seed?: number;
  /** The last four digits of the card every Pay press pays with. */
  cardLast4?: string;
}

interface StoredSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  /** The hosted page's language, as the request named it ('es-419', 'en'), or null for the browser's. */
  locale: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
}

interface StoredIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  created: number;
  currency: string;
  latest_charge: string;
  livemode: false;
  metadata: Record<string, string>;
  status: 'succeeded';
}

interface StoredCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  created: number;
  currency: string;
  livemode: false;
  paid: true;
  payment_intent: string;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string; exp_month: number; exp_year: number } };
  refunded: boolean;
  status: 'succeeded';
}

interface StoredRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'pending' | 'succeeded' | 'failed';
}

export interface StandinStats {
  events: number;
  /** Every delivery attempt: taken, lost on the way, or refused. */
  deliveries: number;
  /** Webhook posts the app answered 2xx. */
  delivered: number;
  /** Attempts lost on the way (each tried again, up to webhookRetries), and copies never sent while off. */
  dropped: number;
  /** Copies beyond an event's first. */
  duplicated: number;
  /** Posts the app refused or could not take (each tried again, up to webhookRetries). */
  failed: number;
  /** Copies given up after their last retry: never taken by the app. */
  givenUp: number;
}

export interface StripeStandin {
  /** http://host:port, for STRIPE_API_URL. */
  url: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  /** Change the switches at any time; they apply to deliveries decided after. */
  webhooks: WebhookSwitches;
  stats: StandinStats;
  /** Pays an open session as the Pay button does; the redirect the browser would follow. */
  pay(sessionId: string): string;
  /** Every session made, newest first. */
  sessions(): StoredSession[];
  /** Every refund made, newest first. */
  refunds(): StoredRefund[];
  /** A refund made on Stripe's Dashboard (not through our app): the whole charge, or `amount` of it. */
  refund(paymentIntentId: string, amount?: number): StoredRefund;
  /** While true, a refund is created pending, as a bank's can be, until `finishRefund` settles it. */
  refundsPending: boolean;
  /** Settles a pending refund: succeeded (the default) or failed, with its `refund.updated` event. */
  finishRefund(refundId: string, status?: 'succeeded' | 'failed'): void;
  /** Waits until every delivery decided so far has been sent (or given up). */
  settle(): Promise<void>;
  /** Refuses connections until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_SECRET_KEY = 'sk_test_standin';
const DEFAULT_WEBHOOK_SECRET = 'whsec_standin';
const API_VERSION = '2025-10-29.clover';

/** mulberry32: small, fast and seedable; the choices need no more. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
const seconds = (date = new Date()) => Math.floor(date.getTime() / 1000);

/**
 * The SDK's form encoding (`a[b][0][c]=v`) read back into objects; arrays stay objects keyed "0", "1", … which is
 * all the routes below need.
 */
type Nested = { [key: string]: string | Nested };
function nested(params: URLSearchParams): Nested {
  const root: Nested = {};
  for (const [name, value] of params) {
    const path = name.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) node[key] = value;
      else {
        const next = node[key];
        node = typeof next === 'object' ? next : (node[key] = {});
      }
    });
  }
  return root;
}

const text = (value: string | Nested | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;
const child = (value: string | Nested | undefined): Nested => (typeof value === 'object' ? value : {});
const strings = (value: string | Nested | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(child(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/** The expansions asked for, `expand[0]=…` or `expand[]=…`. */
const expansions = (params: URLSearchParams): string[] =>
  [...params].filter(([name]) => /^expand\[\d*\]$/.test(name)).map(([, value]) => value);

/** The signature header as Stripe writes it: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
export function stripeSignature(payload: string, secret: string, timestamp = seconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function startStripeStandin(options: StripeStandinOptions = {}): Promise<StripeStandin> {
  const host = options.host ?? '127.0.0.1';
  const secretKey = options.secretKey ?? DEFAULT_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET;
  const targets = options.webhookUrl === undefined ? [] : [options.webhookUrl].flat();
  const retries = options.webhookRetries ?? 3;
  const retryMs = options.webhookRetryMs ?? 20;
  const random = seeded(options.seed ?? 1);
  const cardLast4 = options.cardLast4 ?? '4242';
  const webhooks: WebhookSwitches = {
    drop: 0,
    duplicate: 0,
    maxCopies: 2,
    delayMs: 0,
    reorder: false,
    enabled: true,
  };
  Object.assign(webhooks, options.webhooks);
  const stats: StandinStats = {
    events: 0,
    deliveries: 0,
    delivered: 0,
    dropped: 0,
    duplicated: 0,
    failed: 0,
    givenUp: 0,
  };

  const sessions = new Map<string, StoredSession>();
  const intents = new Map<string, StoredIntent>();
  const charges = new Map<string, StoredCharge>();
  const refunds = new Map<string, StoredRefund>();
  // The SDK retries a POST with the same Idempotency-Key: the first answer is given again, as Stripe does.
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const pending = new Set<Promise<void>>();
  let base = '';

  const deliverOnce = async (payload: string): Promise<void> => {
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryMs * 2 ** (attempt - 1)));
      stats.deliveries++;
      // Lost on the way (the app never saw it, or its answer never came back): Stripe tries again later.
      if (random() < webhooks.drop) {
        stats.dropped++;
        continue;
      }
      const target = targets[Math.floor(random() * targets.length)]!;
      try {
        const response = await fetch(target, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Stripe-Signature': stripeSignature(payload, webhookSecret),
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
        });
        await response.arrayBuffer();
        if (response.ok) {
          stats.delivered++;
          return;
        }
      } catch {
        // Unreachable: tried again, as a refusal is.
      }
      stats.failed++;
    }
    stats.givenUp++;
  };

  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };

  /** An event, as Stripe sends it, to every delivery the switches let through. */
  const emit = (type: string, object: unknown) => {
    const event = {
      id: newId('evt_'),
      object: 'event',
      api_version: API_VERSION,
      created: seconds(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    stats.events++;
    if (targets.length === 0) return;
    const payload = JSON.stringify(event);
    let copies = 1;
    while (copies < webhooks.maxCopies && random() < webhooks.duplicate) copies++;
    stats.duplicated += copies - 1;
    for (let copy = 0; copy < copies; copy++) {
      if (!webhooks.enabled) {
        stats.dropped++;
        continue;
      }
      const wait = webhooks.reorder ? Math.floor(random() * webhooks.delayMs) : webhooks.delayMs;
      track(new Promise<void>((resolve) => setTimeout(resolve, wait)).then(() => deliverOnce(payload)));
    }
  };

  const chargeOf = (id: string) => charges.get(id);
  const expandedIntent = (id: string | null, expand: readonly string[], prefix: string) => {
    if (!id || !expand.some((path) => path === prefix || path.startsWith(`${prefix}.`))) return id;
    const intent = intents.get(id);
    if (!intent) return id;
    const charge = expand.includes(`${prefix}.latest_charge`) ? chargeOf(intent.latest_charge) : undefined;
    return { ...intent, latest_charge: charge ?? intent.latest_charge };
  };
  const sessionView = (session: StoredSession, expand: readonly string[], prefix = 'payment_intent') => ({
    ...session,
    payment_intent: expandedIntent(session.payment_intent, expand, prefix),
  });

  const list = <T extends { id: string; created: number }>(
    items: T[],
    params: URLSearchParams,
    url: string,
    view: (item: T) => unknown,
  ) => {
    const limit = Math.min(100, Math.max(1, Number(params.get('limit') ?? 10) || 10));
    const gte = params.get('created[gte]');
    const after = params.get('starting_after');
    let rows = items
      .filter((item) => gte === null || item.created >= Number(gte))
      // Newest first, as Stripe lists; ties by id so pages never skip or repeat one.
      .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
    if (after) {
      const at = rows.findIndex((item) => item.id === after);
      rows = at < 0 ? [] : rows.slice(at + 1);
    }
    return { object: 'list', data: rows.slice(0, limit).map(view), has_more: rows.length > limit, url };
  };

  const createSession = (form: Nested): { status: number; body: unknown } => {
    const successUrl = text(form.success_url);
    const lines = Object.values(child(form.line_items)).map(child);
    if (!successUrl || lines.length === 0) {
      return invalid('Missing required param: success_url and line_items are required in payment mode.');
    }
    let total = 0;
    let currency = '';
    for (const line of lines) {
      const price = child(line.price_data);
      const amount = Number(text(price.unit_amount));
      const quantity = Number(text(line.quantity) ?? '1');
      if (!Number.isInteger(amount) || amount < 0 || !Number.isInteger(quantity) || quantity < 1) {
        return invalid('Invalid integer: line_items[0][price_data][unit_amount]');
      }
      total += amount * quantity;
      currency = text(price.currency) ?? '';
    }
    if (total < 50) return invalid("The Checkout Session's total amount due must add up to at least $0.50 usd");
    const id = newId('cs_test_');
    const session: StoredSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: text(form.cancel_url) ?? null,
      client_reference_id: text(form.client_reference_id) ?? null,
      created: seconds(),
      currency,
      customer_email: text(form.customer_email) ?? null,
      expires_at: seconds() + 24 * 3600,
      livemode: false,
      locale: text(form.locale) ?? null,
      metadata: strings(form.metadata),
      mode: text(form.mode) ?? 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      url: `${base}/checkout/${id}`,
    };
    sessions.set(id, session);
    // What the hosted page names (a session's line items are not part of the session object).
    lineNames.set(
      id,
      lines.map((line) => text(child(child(line.price_data).product_data).name) ?? ''),
    );
    // The intent's metadata, as payment_intent_data[metadata] sets it.
    intentMetadata.set(id, strings(child(form.payment_intent_data).metadata));
    return { status: 200, body: session };
  };
  const intentMetadata = new Map<string, Record<string, string>>();
  const lineNames = new Map<string, string[]>();

  const pay = (sessionId: string): string => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no such checkout session: ${sessionId}`);
    if (session.status === 'open') {
      const intent: StoredIntent = {
        id: newId('pi_test_'),
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: session.amount_total,
        created: seconds(),
        currency: session.currency,
        latest_charge: newId('ch_test_'),
        livemode: false,
        metadata: intentMetadata.get(session.id) ?? {},
        status: 'succeeded',
      };
      const charge: StoredCharge = {
        id: intent.latest_charge,
        object: 'charge',
        amount: intent.amount,
        amount_captured: intent.amount,
        amount_refunded: 0,
        created: intent.created,
        currency: intent.currency,
        livemode: false,
        paid: true,
        payment_intent: intent.id,
        payment_method_details: {
          type: 'card',
          card: { brand: 'visa', last4: cardLast4, exp_month: 12, exp_year: 2034 },
        },
        refunded: false,
        status: 'succeeded',
      };
      intents.set(intent.id, intent);
      charges.set(charge.id, charge);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id, url: null });
      emit('checkout.session.completed', { ...session });
      emit('payment_intent.succeeded', { ...intent });
    }
    return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  };

  /** A refund of the intent's charge: all that is left of it, or `amount`; pending while `refundsPending`. */
  const makeRefund = (
    intentId: string,
    amount: number | undefined,
    metadata: Record<string, string>,
    reason: string | null,
  ): { status: number; body: unknown } => {
    const intent = intents.get(intentId);
    if (!intent) return invalid(`No such payment_intent: '${intentId}'`, 'resource_missing', 404);
    const charge = charges.get(intent.latest_charge)!;
    // What is left counts the pending refunds too, as Stripe's does: a failed one gives its amount back.
    const left = charge.amount - charge.amount_refunded;
    const asked = amount ?? left;
    if (!Number.isInteger(asked) || asked < 1 || asked > left) {
      return invalid(
        `Refund amount ($${(asked / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        'amount_too_large',
      );
    }
    charge.amount_refunded += asked;
    charge.refunded = charge.amount_refunded === charge.amount;
    const stored: StoredRefund = {
      id: newId('re_'),
      object: 'refund',
      amount: asked,
      charge: charge.id,
      created: seconds(),
      currency: charge.currency,
      metadata,
      payment_intent: intent.id,
      reason,
      status: refundsPending ? 'pending' : 'succeeded',
    };
    refunds.set(stored.id, stored);
    emit('charge.refunded', { ...charge });
    return { status: 200, body: { ...stored } };
  };
  let refundsPending = false;

  const refund = (form: Nested) => {
    const amount = form.amount === undefined ? undefined : Number(text(form.amount));
    return makeRefund(text(form.payment_intent) ?? '', amount, strings(form.metadata), text(form.reason) ?? null);
  };

  const finishRefund = (refundId: string, status: 'succeeded' | 'failed' = 'succeeded') => {
    const stored = refunds.get(refundId);
    if (!stored) throw new Error(`no such refund: ${refundId}`);
    if (stored.status !== 'pending') return;
    stored.status = status;
    if (status === 'failed') {
      const charge = charges.get(stored.charge)!;
      charge.amount_refunded -= stored.amount;
      charge.refunded = false;
    }
    emit('refund.updated', { ...stored });
  };

  const route = (method: string, url: URL, form: Nested): { status: number; body: unknown } => {
    const path = url.pathname;
    const expand = expansions(url.searchParams).concat(
      Object.values(child(form.expand)).filter((v): v is string => typeof v === 'string'),
    );
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const intent = url.searchParams.get('payment_intent');
      const all = [...sessions.values()].filter((s) => !intent || s.payment_intent === intent);
      return {
        status: 200,
        body: list(all, url.searchParams, path, (s) => sessionView(s, expand, 'data.payment_intent')),
      };
    }
    let match = /^\/v1\/checkout\/sessions\/(\w+)$/.exec(path);
    if (method === 'GET' && match) {
      const session = sessions.get(match[1]!);
      return session ? { status: 200, body: sessionView(session, expand) } : missing('checkout.session', match[1]!);
    }
    if (method === 'GET' && path === '/v1/payment_intents') {
      const view = (intent: StoredIntent) =>
        expand.includes('data.latest_charge') ? { ...intent, latest_charge: chargeOf(intent.latest_charge) } : intent;
      return { status: 200, body: list([...intents.values()], url.searchParams, path, view) };
    }
    match = /^\/v1\/payment_intents\/(\w+)$/.exec(path);
    if (method === 'GET' && match) {
      const intent = intents.get(match[1]!);
      if (!intent) return missing('payment_intent', match[1]!);
      const charge = expand.includes('latest_charge') ? chargeOf(intent.latest_charge) : undefined;
      return { status: 200, body: { ...intent, latest_charge: charge ?? intent.latest_charge } };
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(form);
    if (method === 'GET' && path === '/v1/refunds') {
      const intent = url.searchParams.get('payment_intent');
      const all = [...refunds.values()].filter((r) => !intent || r.payment_intent === intent);
      return { status: 200, body: list(all, url.searchParams, path, (r) => ({ ...r })) };
    }
    match = /^\/v1\/refunds\/(\w+)$/.exec(path);
    if (method === 'GET' && match) {
      const stored = refunds.get(match[1]!);
      return stored ? { status: 200, body: { ...stored } } : missing('refund', match[1]!);
    }
    return invalid(`Unrecognized request URL (${method}: ${path}).`, undefined, 404);
  };

  const checkoutPage = (session: StoredSession) => `<!doctype html>
<html lang="${escapeHtml(session.locale ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escapeHtml(formatAmount(session))} (Stripe stand-in)</title></head>
<body><main><h1>Pay ${escapeHtml(formatAmount(session))}</h1>
${(lineNames.get(session.id) ?? []).map((name) => `<p class="line">${escapeHtml(name)}</p>`).join('')}
<p>A stand-in for Stripe's hosted Checkout: no card is charged.</p>
<form method="post" action="/checkout/${escapeHtml(session.id)}"><button type="submit" style="min-height:44px">Pay</button></form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : ''}
</main></body></html>`;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const checkout = /^\/checkout\/(\w+)$/.exec(url.pathname);
    if (checkout) {
      const session = sessions.get(checkout[1]!);
      if (!session) return send(res, 404, 'text/plain', 'No such checkout session');
      if (req.method === 'POST') {
        res.writeHead(303, { Location: pay(session.id) }).end();
        return;
      }
      if (session.status !== 'open') {
        res.writeHead(303, { Location: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) }).end();
        return;
      }
      return send(res, 200, 'text/html; charset=utf-8', checkoutPage(session));
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      const body = invalid('Invalid API Key provided', undefined, 401, 'authentication_error').body;
      return send(res, 401, 'application/json', JSON.stringify(body));
    }
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
    const answer = earlier ?? route(req.method ?? 'GET', url, nested(new URLSearchParams(raw)));
    if (typeof key === 'string' && !earlier) idempotent.set(key, answer);
    res.setHeader('Request-Id', newId('req_'));
    send(res, answer.status, 'application/json', JSON.stringify(answer.body));
  };

  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = options.port ?? 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((req, res) => {
        handle(req, res).catch((error: unknown) => {
          if (!res.headersSent)
            send(res, 500, 'application/json', JSON.stringify({ error: { message: String(error) } }));
        });
      });
      next.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      next.once('error', reject);
      next.listen(port, host, () => {
        const address = next.address();
        if (address && typeof address === 'object') port = address.port;
        base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
        server = next;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = undefined;
      if (!current) return resolve();
      current.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen();

  const settle = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  return {
    get url() {
      return base;
    },
    get port() {
      return port;
    },
    secretKey,
    webhookSecret,
    webhooks,
    stats,
    pay,
    sessions: () => [...sessions.values()].sort((a, b) => b.created - a.created),
    refunds: () => [...refunds.values()].sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1)),
    refund(paymentIntentId, amount) {
      const made = makeRefund(paymentIntentId, amount, {}, 'requested_by_customer');
      if (made.status !== 200) throw new Error(JSON.stringify(made.body));
      return made.body as StoredRefund;
    },
    get refundsPending() {
      return refundsPending;
    },
    set refundsPending(value: boolean) {
      refundsPending = value;
    },
    finishRefund,
    settle,
    down: stopListening,
    up: () => (server ? Promise.resolve() : listen()),
    async close() {
      await stopListening();
      await settle();
    },
  };
}

function formatAmount(session: StoredSession): string {
  const amount = (session.amount_total / 100).toFixed(2);
  return session.currency === 'usd' ? `$${amount}` : `${amount} ${session.currency.toUpperCase()}`;
}

function invalid(message: string, code?: string, status = 400, type = 'invalid_request_error') {
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } } };
}

function missing(object: string, id: string) {
  return invalid(`No such ${object}: '${id}'`, 'resource_missing', 404);
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) }).end(body);
}

/** `npm run stripe:standin -- [--port N] [--webhook URL] [--drop 0.2] [--duplicate 0.2] [--delay MS] [--reorder]`. */
async function main(argv: readonly string[]) {
  const flag = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const standin = await startStripeStandin({
    port: Number(flag('port') ?? process.env.STRIPE_STANDIN_PORT ?? 12111),
    secretKey: process.env.STRIPE_SECRET_KEY || DEFAULT_SECRET_KEY,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || DEFAULT_WEBHOOK_SECRET,
    webhookUrl: flag('webhook') ?? `http://localhost:${process.env.PORT ?? 3000}/payments/stripe/webhook`,
    webhooks: {
      drop: Number(flag('drop') ?? 0),
      duplicate: Number(flag('duplicate') ?? 0),
      delayMs: Number(flag('delay') ?? 0),
      reorder: argv.includes('--reorder'),
    },
  });
  // The secrets are the stand-in's own test values or the caller's: not printed either way.
  console.log(`Stripe stand-in at ${standin.url} (STRIPE_API_URL=${standin.url})`);
  const stop = () => void standin.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2));
