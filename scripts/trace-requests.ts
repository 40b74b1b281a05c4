/**
 * The requests `npm run trace` follows (scripts/trace.ts), each on its own SQLite database with a local SMTP sink:
 * set up once, then `run` is one whole request, its e-mail delivered, so that it can run twice (warm-up, traced).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { parseDatabaseUrl } from '../server/kernel/config';
import { createDatabase, type AppDatabase } from '../server/kernel/db/database';
import type { Worker } from '../server/kernel/feature';
import { hashPassword } from '../server/office/passwords';
import { bookingBody } from '../test/helpers/booking';
import { csrfOf, officeApp } from '../test/helpers/office';
import { startSmtpServer, type TestSmtpServer } from '../test/helpers/smtp';

export interface Trace {
  name: string;
  /** The goal: at most this many feature files to open. */
  goal: number;
  /** Set up once; each call of what it returns prepares one request (untraced) and hands back the request itself. */
  setup(): Promise<() => Promise<() => Promise<void>>>;
  teardown(): Promise<void>;
}

const quiet = { log: () => undefined, error: () => undefined };
const TUESDAY = (hour: number) => `2026-11-24T${String(hour).padStart(2, '0')}:00:00-05:00`;

interface Site {
  office: Awaited<ReturnType<typeof officeApp>>;
  smtp: TestSmtpServer;
  database: AppDatabase;
  as(browser: { cookie: string; csrf: string }): {
    post(path: string, form: Record<string, string>): Promise<supertest.Response>;
  };
  /** Waits for the sink to hold `count` messages. */
  mails(count: number): Promise<void>;
  /** Waits until no e-mail has arrived for half a second: what the preparation queued is out of the way. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

async function site(): Promise<Site> {
  const dir = mkdtempSync(path.join(tmpdir(), 'car-trace-'));
  const config = parseDatabaseUrl(`file:${path.join(dir, 'site.db')}`);
  if (typeof config === 'string') throw new Error(config);
  const database = createDatabase(config);
  await database.ready();
  const smtp = await startSmtpServer();
  // No polling while a request is traced: the change's own nudge sends its e-mail, and no timer's code is counted.
  const fast = { pollMs: 3_600_000, log: quiet };
  const office = await officeApp(database, {
    env: { SMTP_URL: smtp.url },
    options: {
      bookingRateLimit: { limit: 10_000 },
      bookingOutbox: fast,
      receiptOutbox: fast,
      reviewOutbox: fast,
      publicContent: { pollMs: 3_600_000 },
    },
  });
  const as: Site['as'] = (browser) => ({
    post: (to, form) =>
      office.http
        .post(to)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, ...form }),
  });
  const mails = async (count: number) => {
    for (let waited = 0; smtp.received.length < count; waited += 20) {
      if (waited > 10_000) throw new Error(`waited for ${count} e-mails, got ${smtp.received.length}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const settle = async () => {
    for (let seen = -1; seen !== smtp.received.length;) {
      seen = smtp.received.length;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  const stop = async () => {
    const workers = office.app.locals.workers as Record<string, Worker>;
    await Promise.all(Object.values(workers).map((worker) => worker.stop()));
    await smtp.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { office, smtp, database, as, mails, settle, stop };
}

let client = 0;
async function book(s: Site, start: string, overrides: Record<string, unknown> = {}) {
  const response = await s.office.http
    .post('/api/bookings')
    .set('X-Forwarded-For', `192.0.2.${++client}`)
    .send(bookingBody(start, overrides));
  if (response.status !== 201) throw new Error(`booking: ${response.status}`);
  return (response.body as { reference: string }).reference;
}

/** A trace on a site of its own. */
function traced(name: string, goal: number, prepare: (s: Site) => Promise<() => Promise<() => Promise<void>>>): Trace {
  let current: Site | undefined;
  return {
    name,
    goal,
    setup: async () => prepare((current = await site())),
    teardown: async () => current?.stop(),
  };
}

const PASSWORD = 'wrench-amber-valley-58';

/** A technician to assign: On the Way needs one (the customer is told who is coming). */
async function addTechnician(s: Site): Promise<string> {
  const una = await s.office.store.addUser('una@example.com', await hashPassword(PASSWORD), new Date(), {
    role: 'technician',
    name: 'Una Volt',
  });
  return String(una.id);
}

export const traces: Trace[] = [
  traced('book', 8, async (s) => async () => async () => {
    // The form without JavaScript: its confirm step, answered with the 303 to the manage page; then the e-mail.
    const sent = s.smtp.received.length;
    const response = await s.office.http
      .post('/book')
      .set('X-Forwarded-For', `192.0.2.${++client}`)
      .type('form')
      .send({ step: 'confirm', ...bookingBody(TUESDAY(10)) });
    if (response.status !== 303) throw new Error(`book: ${response.status}`);
    await s.mails(sent + 1);
  }),
  traced('move', 6, async (s) => {
    const owner = s.as(await s.office.signIn());
    const una = await addTechnician(s);
    await s.mails(0);
    let hour = 8;
    return async () => {
      const reference = await book(s, TUESDAY(8));
      await s.mails(s.smtp.received.length + 1);
      const sent = s.smtp.received.length;
      hour = hour === 10 ? 12 : 10;
      await s.settle();
      return async () => {
        const moved = await owner.post('/office/schedule/move', {
          reference,
          technician: una,
          windowStart: TUESDAY(hour),
          date: '2026-11-24',
        });
        if (moved.status !== 303) throw new Error(`move: ${moved.status}`);
        await s.mails(sent + 1);
      };
    };
  }),
  traced('price', 10, async (s) => {
    s.office.clock.set(TUESDAY(11));
    const technician = await addTechnician(s);
    return async () => {
      const reference = await book(s, TUESDAY(14));
      await s.mails(s.smtp.received.length + 1);
      const desk = s.as(await s.office.signIn());
      await desk.post(`/office/bookings/${reference}/technician`, { technician });
      for (const status of ['on-the-way', 'arrived'])
        await desk.post(`/office/bookings/${reference}/status`, { status });
      const sent = s.smtp.received.length;
      await s.settle();
      // Traced: Done, the price, and the receipt e-mailed with its PDF.
      return async () => {
        await desk.post(`/office/bookings/${reference}/status`, { status: 'done' });
        const saved = await desk.post(`/office/visits/${reference}/price`, {
          workDone: 'Replaced the drain pump.',
          parts: 'Drain pump',
          partsAmount: '120.00',
          labour: '150',
          fee: 'yes',
          payment: 'card',
        });
        if (saved.status !== 303) throw new Error(`price: ${saved.status}`);
        await s.mails(sent + 1);
      };
    };
  }),
  traced('review', 8, async (s) => {
    s.office.clock.set(TUESDAY(11));
    const technician = await addTechnician(s);
    const reviewId = async (): Promise<string> => {
      const reference = await book(s, TUESDAY(14));
      const desk = s.as(await s.office.signIn());
      await desk.post(`/office/bookings/${reference}/technician`, { technician });
      for (const status of ['on-the-way', 'arrived', 'done'])
        await desk.post(`/office/bookings/${reference}/status`, { status });
      const request = await s.database.db
        .selectFrom('review_requests')
        .innerJoin('bookings', 'bookings.id', 'review_requests.booking_id')
        .select('review_requests.link_token')
        .where('bookings.reference', '=', reference)
        .executeTakeFirstOrThrow();
      const form = await s.office.http.get(`/review/${request.link_token}`);
      await s.office.http
        .post(`/review/${request.link_token}`)
        .type('form')
        .send({ _csrf: csrfOf(form.text), rating: '5', body: 'Great work.' });
      const row = await s.database.db
        .selectFrom('reviews')
        .select('id')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    return async () => {
      const id = await reviewId();
      const owner = s.as(await s.office.signIn());
      // Answers are published on arrival (docs/reviews.md); the owner publishes one hidden before, as spam.
      const hidden = await owner.post(`/office/reviews/${id}/hide`, { reason: 'spam' });
      if (hidden.status !== 303) throw new Error(`hide: ${hidden.status}`);
      await s.settle();
      return async () => {
        const published = await owner.post(`/office/reviews/${id}/status`, { status: 'published' });
        if (published.status !== 303) throw new Error(`publish: ${published.status}`);
        const page = await supertest(s.office.app).get('/reviews');
        if (!page.text.includes('Great work.')) throw new Error('the review is not on /reviews');
      };
    };
  }),
];
