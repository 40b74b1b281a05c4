import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import { hashToken, mintManageLink, newToken } from '../../server/features/booking';
import type { AppDatabase } from '../../server/kernel/db/database';
import { startStripeStandin, type StripeStandinOptions, type StripeStandin } from '../../scripts/stripe-standin';

export const SECRET_KEY = 'sk_test_paymentsuite';
export const WEBHOOK_SECRET = 'whsec_paymentsuite';

/**
 * An HTTP port for an app that does not exist yet, so the stand-in can be told where its webhooks go before the
 * app is made with the stand-in's URL: `serve(app)` then hands the requests to it.
 */
export async function laterApp() {
  let handler: Express | undefined;
  const server: Server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    webhookUrl: `http://127.0.0.1:${port}/payments/stripe/webhook`,
    serve: (app: Express) => void (handler = app),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function standinFor(webhookUrl: string | string[], options: StripeStandinOptions = {}) {
  return startStripeStandin({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl, ...options });
}

export const stripeEnv = (standin: StripeStandin) => ({
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: standin.url,
});

/** The visit's price, recorded as the office's price form does, and not paid yet. */
export async function priceUnpaid(database: AppDatabase, bookingId: string, totalCents: number) {
  const at = new Date().toISOString();
  await database.db
    .insertInto('visit_charges')
    .values({
      booking_id: bookingId,
      work_done: 'Replaced the drain pump',
      total_cents: totalCents,
      payment: 'unpaid',
      warranty_ends_on: '2027-02-22',
      recorded_at: at,
      recorded_by: 'tom@example.com',
      updated_at: at,
      updated_by: 'tom@example.com',
    })
    .execute();
}

/** A link to the booking's manage page, as a later message would carry. */
export function manageLink(database: AppDatabase, bookingId: string) {
  return mintManageLink(database.db, bookingId, 'test', new Date(), new Date(Date.now() + 30 * 86_400_000));
}

/** More visits like `bookingId`, each its own booking row, for a test that needs many. */
export async function copiesOf(database: AppDatabase, bookingId: string, count: number): Promise<string[]> {
  const row = await database.db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    await database.db
      .insertInto('bookings')
      .values({
        ...row,
        id,
        // Unique across calls: a test may ask for copies more than once.
        reference: `C${id.replaceAll('-', '').slice(0, 10).toUpperCase()}`,
        token_hash: hashToken(newToken()),
      } as never)
      .execute();
    ids.push(id);
  }
  return ids;
}

/** The path of a URL on our site (the stand-in redirects to SITE_URL, which supertest reaches by path). */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};
