/**
 * Verified reviews, the collecting side: a visit marked Done gets one review request a day later (a reopen and
 * Done again writes no second), e-mailed once however many servers race for it, texted only where the customer
 * agreed; the form its link opens, without JavaScript and as JSON; a low answer offered a call back and the
 * office alerted; the office's Reviews screen, where only the owner publishes or hides.
 */
import { load } from 'cheerio';
import { createHash } from 'node:crypto';
import supertest from 'supertest';
import { HtmlValidate } from 'html-validate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business, googleProfileUrl } from '../../data/business';
import type { Worker } from '../../server/kernel/feature';
import { loadConfig, type MailConfig } from '../../server/kernel/config';
import { startReviewOutbox } from '../../server/features/reviews/outbox';
import { queueReviewRequest } from '../../server/features/reviews/store';
import { insertText } from '../../server/features/texts/queue';
import { TEST_SITE_URL } from '../helpers/app';
import { bookingBody } from '../helpers/booking';
import { onSqliteOnly, testEngines, type TestEngine } from '../helpers/engines';
import { startFakeSms, type FakeSmsProvider } from '../helpers/fake-sms';
import { assignTechnician, officeApp, testPasswordHash } from '../helpers/office';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

const engines = testEngines('reviews');
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';
/** Tuesday 11 AM in Washington: the 8 AM visits are over and marked Done. */
const TUESDAY_11AM = new Date('2026-11-24T16:00:00Z');
const HOUR = 3_600_000;
const quiet = { log: () => undefined, error: () => undefined };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const stoppers: (() => Promise<void>)[] = [];

// The public pages' html-validate rules (test/seo/html-validate.test.ts).
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': ['error', { style: 'selfclose' }],
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'tel-non-breaking': ['error', { ignoreClasses: ['tel'] }],
  },
});

/** Valid HTML with one h1. */
async function expectValid(html: string, name: string) {
  const report = await validator.validateString(html, name);
  expect(
    report.results.flatMap((result) => result.messages).map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
    name,
  ).toEqual([]);
  expect(load(html)('h1'), name).toHaveLength(1);
}

/** A visit marked Done, and its review link's token. */
interface Visit {
  reference: string;
  token: string;
}

/** The app with its outboxes quick, the owner signed in, and a customer's way to book and the office's to mark Done. */
async function site(engine: TestEngine, { sms, smtp }: { sms?: FakeSmsProvider; smtp: TestSmtpServer }) {
  const database = await engine.open();
  const office = await officeApp(database, {
    env: { SMTP_URL: smtp.url, ...(sms ? { SMS_URL: sms.url, SMS_FROM: '+12025550100' } : {}) },
    options: {
      bookingRateLimit: { limit: 10_000 },
      bookingOutbox: { pollMs: 100, log: quiet },
      textOutbox: { pollMs: 100, log: quiet },
      reviewOutbox: { pollMs: 100, log: quiet },
      // The pages read the published reviews only when told to within the tests (an hour's poll): a publish in
      // the office tells this server's pages at once.
      publicContent: { pollMs: 3_600_000 },
    },
  });
  const workers = office.app.locals.workers as Record<string, Worker & { nudge?: () => void }>;
  stoppers.push(async () => {
    for (const name of ['reviews outbox', 'texts outbox', 'booking outbox', 'public content poller'])
      await workers[name]?.stop();
  });
  // A session lasts 12 idle hours: moving the clock a day on signs the owner in again.
  let owner = await office.signIn();
  const setClock = async (to: Date) => {
    office.clock.set(to);
    owner = await office.signIn();
  };
  const as = (browser: { cookie: string; csrf: string }) => ({
    get: (path: string) => office.http.get(path).set('Cookie', browser.cookie),
    post: (path: string, form: Record<string, string>) =>
      office.http
        .post(path)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, ...form }),
  });
  const desk = {
    get: (path: string) => as(owner).get(path),
    post: (path: string, form: Record<string, string>) => as(owner).post(path, form),
  };
  let client = 0;
  const book = async (overrides: Record<string, unknown>, start = TUESDAY_8AM) => {
    const response = await supertest(office.app)
      .post('/api/bookings')
      .set('X-Forwarded-For', `192.0.2.${++client}`)
      .send(bookingBody(start, overrides));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return (response.body as { reference: string }).reference;
  };
  const setStatus = async (reference: string, ...statuses: string[]) => {
    for (const status of statuses)
      expect((await desk.post(`/office/bookings/${reference}/status`, { status })).status, status).toBe(303);
  };
  const markDone = async (reference: string) => {
    // On the Way needs a technician on the visit.
    await assignTechnician(office, reference);
    await setStatus(reference, 'on-the-way', 'arrived', 'done');
  };
  const requestOf = (reference: string) =>
    database.db
      .selectFrom('review_requests')
      .innerJoin('bookings', 'bookings.id', 'review_requests.booking_id')
      .selectAll('review_requests')
      .where('bookings.reference', '=', reference)
      .execute();
  /** Visits booked (on Monday), then over and marked Done (on Tuesday); each one's review link's token. */
  const doneVisits = async (
    ...visits: [overrides: Record<string, unknown>, start?: string][]
  ): Promise<[Visit, Visit, ...Visit[]]> => {
    const references = [];
    for (const [overrides, start] of visits) references.push(await book(overrides, start));
    await setClock(TUESDAY_11AM);
    const done = [];
    for (const reference of references) {
      await markDone(reference);
      const [request] = await requestOf(reference);
      done.push({ reference, token: request!.link_token! });
    }
    return done as [Visit, Visit, ...Visit[]];
  };
  const doneVisit = async (overrides: Record<string, unknown> = {}) => (await doneVisits([overrides]))[0]!;
  const nudgeReviews = () => workers['reviews outbox']?.nudge?.();
  return {
    ...office,
    setClock,
    as,
    desk,
    book,
    setStatus,
    markDone,
    requestOf,
    doneVisit,
    doneVisits,
    nudgeReviews,
    workers,
  };
}

describe.each(engines)('review requests on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  it('sends each Done visit one request a day later: once across two servers, texted only with consent, never to a reopened visit', async () => {
    const [smtp, sms] = await Promise.all([startSmtpServer(), startFakeSms()]);
    stoppers.push(
      () => smtp.close(),
      () => sms.close(),
    );
    const app = await site(engine, { smtp, sms });
    const ada = await app.book({
      name: 'Ada Lovelace',
      phone: '(202) 555-0141',
      email: 'ada@example.com',
      textConsent: 'yes',
    });
    const bob = await app.book({ name: 'Bob Plain', phone: '(202) 555-0142', email: 'bob@example.com' });
    const cy = await app.book(
      { name: 'Cy Reopened', phone: '(202) 555-0143', email: 'cy@example.com', textConsent: 'yes' },
      TUESDAY_10AM,
    );
    await app.setClock(TUESDAY_11AM);
    for (const reference of [ada, bob, cy]) await app.markDone(reference);

    // Written with the Done, due 24 hours on; only the link's SHA-256 is kept for good.
    const [adaRequest] = await app.requestOf(ada);
    expect(Date.parse(String(adaRequest!.due_at)) - TUESDAY_11AM.getTime()).toBe(24 * HOUR);
    expect(adaRequest!.email_status).toBe('pending');
    expect(adaRequest!.link_token).toMatch(/^[\w-]{43}$/);
    expect(adaRequest!.token_hash).toBe(sha256(adaRequest!.link_token!));

    // Reopened and Done again: still the one request, as it was. Cy's stays reopened past the due time.
    await app.setStatus(ada, 'booked');
    await app.markDone(ada);
    expect(await app.requestOf(ada)).toEqual([adaRequest]);
    await app.setStatus(cy, 'booked');

    // Not before it is due.
    app.nudgeReviews();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const reviewMails = () => smtp.received.filter((m) => m.parsed.subject?.startsWith('How did we do?'));
    expect(reviewMails()).toHaveLength(0);

    // A second server's outbox on the same database races this one's for the due requests.
    const mail = loadConfig({ SMTP_URL: smtp.url }).mail as MailConfig;
    const other = startReviewOutbox(
      mail,
      app.database,
      {
        siteUrl: TEST_SITE_URL,
        // Its texts on too, as every server's are: into the same outbox table.
        texts: {
          enabled: true,
          queueText: (trx, text) => insertText(trx, text, app.clock.now()),
          nudge: () => app.workers['texts outbox']?.nudge?.(),
        },
      },
      {
        now: app.clock.now,
        pollMs: 100,
        log: quiet,
      },
    );
    stoppers.push(() => other.stop());
    await app.setClock(new Date(TUESDAY_11AM.getTime() + 24 * HOUR + 60_000));
    app.nudgeReviews();
    other.nudge();
    await vi.waitFor(() => expect(reviewMails()).toHaveLength(2), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(
      reviewMails()
        .map((m) => m.envelope.to)
        .sort(),
    ).toEqual([['ada@example.com'], ['bob@example.com']]);

    const toAda = reviewMails().find((m) => m.envelope.to.includes('ada@example.com'))!;
    const link = `${TEST_SITE_URL}/review/${adaRequest!.link_token}`;
    expect(toAda.parsed.text).toContain(`Rate your visit: ${link}`);
    expect(toAda.parsed.text).toContain(
      'Hello Ada,\n\nThank you for having Capital Appliance Repair for your washer repair',
    );
    const html = load(String(toAda.parsed.html));
    expect(html(`a[href="${link}"]`).text()).toBe('Rate your visit');
    // The branded layout: the business's name on its band, above the heading.
    expect(html('td').filter((_, td) => html(td).text() === business.name)).toHaveLength(1);
    expect(html('h1').text()).toBe('How did we do?');

    // Sent: the plain token is gone; the reopened visit's request was skipped, and says why.
    const rows = await app.database.db
      .selectFrom('review_requests')
      .innerJoin('bookings', 'bookings.id', 'review_requests.booking_id')
      .select(['bookings.name', 'email_status', 'email_last_error', 'link_token'])
      .orderBy('bookings.name')
      .execute();
    expect(rows).toEqual([
      { name: 'Ada Lovelace', email_status: 'sent', email_last_error: null, link_token: null },
      { name: 'Bob Plain', email_status: 'sent', email_last_error: null, link_token: null },
      { name: 'Cy Reopened', email_status: 'skipped', email_last_error: 'the visit was reopened', link_token: null },
    ]);

    // The text: to Ada, who agreed, with the link and the opt-out line; Bob's recorded as skipped; none to Cy.
    // (The visits' own "on the way" and "done" texts went before.)
    const text = await vi.waitFor(
      () => {
        const reviewTexts = sms.messages.filter((m) => m.body.includes('/review/'));
        expect(reviewTexts).toHaveLength(1);
        return reviewTexts[0]!;
      },
      { timeout: 5000 },
    );
    expect(text.to).toBe('+12025550141');
    expect(text.body).toContain(`how did we do on your washer repair? Tell us in a minute: ${link}`);
    expect(text.body.endsWith('Reply STOP to opt out')).toBe(true);
    const texts = await app.database.db
      .selectFrom('texts')
      .select(['to_number', 'status', 'skip_reason'])
      .where('kind', '=', 'review-request')
      .orderBy('to_number')
      .execute();
    expect(texts).toEqual([
      { to_number: '+12025550141', status: 'sent', skip_reason: null },
      { to_number: '+12025550142', status: 'skipped', skip_reason: 'no-consent' },
    ]);

    // The customer's page lists the request among the e-mails sent.
    const customers = await app.database.db.selectFrom('customer_records').select('customer_id').execute();
    const pages = await Promise.all(customers.map((row) => app.desk.get(`/office/customers/${row.customer_id}`)));
    expect(pages.some((page) => page.text.includes('Review request to the customer'))).toBe(true);
  });

  onSqliteOnly(engine)('skips a visit without an e-mail address, and a cancelled one', async () => {
    const smtp = await startSmtpServer();
    stoppers.push(() => smtp.close());
    const app = await site(engine, { smtp });
    const [{ reference: noMail }, { reference: cancelled }] = await app.doneVisits(
      [{ name: 'Dee Phone' }],
      [{ name: 'Eve Gone' }, TUESDAY_10AM],
    );
    await app.database.db.updateTable('bookings').set({ email: '' }).where('reference', '=', noMail).execute();
    await app.database.db
      .updateTable('bookings')
      .set({ status: 'cancelled' })
      .where('reference', '=', cancelled)
      .execute();
    await app.setClock(new Date(TUESDAY_11AM.getTime() + 25 * HOUR));
    app.nudgeReviews();
    await vi.waitFor(
      async () => {
        const rows = await app.database.db
          .selectFrom('review_requests')
          .select(['email_status', 'email_last_error'])
          .orderBy('email_last_error')
          .execute();
        expect(rows).toEqual([
          { email_status: 'skipped', email_last_error: 'the booking has no e-mail address' },
          { email_status: 'skipped', email_last_error: 'the visit was cancelled' },
        ]);
      },
      { timeout: 5000 },
    );
    expect(smtp.received.filter((m) => m.parsed.subject?.startsWith('How did we do?'))).toHaveLength(0);
  });

  onSqliteOnly(engine)('is due 24 hours after Done on both daylight-saving days', async () => {
    const database = await engine.open();
    await database.ready();
    for (const [start, done] of [
      ['2026-03-08T09:00:00-04:00', '2026-03-08T01:30:00-05:00'],
      ['2026-11-01T09:00:00-05:00', '2026-11-01T01:30:00-04:00'],
    ] as const) {
      const id = `dst-${start}`;
      await database.db.insertInto('bookings').values(minimalBooking(id, start)).execute();
      await database.db.transaction().execute((trx) => queueReviewRequest(trx, id, new Date(done), 24 * HOUR));
      const row = await database.db
        .selectFrom('review_requests')
        .select(['due_at', 'expires_at'])
        .where('booking_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Date.parse(String(row.due_at)) - Date.parse(done)).toBe(24 * HOUR);
      expect(Date.parse(String(row.expires_at)) - Date.parse(String(row.due_at))).toBe(60 * 24 * HOUR);
    }
  });
});

describe.each(engines)('the review form on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  onSqliteOnly(engine)(
    'takes stars and words without JavaScript, offers a low answer a call back, alerts the office, and takes one review per link',
    async () => {
      const smtp = await startSmtpServer();
      stoppers.push(() => smtp.close());
      const app = await site(engine, { smtp });
      const { reference, token } = await app.doneVisit({ name: 'maria garcia-lopez', zip: '20901' });
      const path = `/review/${token}`;
      const http = supertest(app.app);

      const form = await http.get(path);
      expect(form.status).toBe(200);
      expect(form.headers['cache-control']).toBe('no-store');
      expect(form.headers['x-robots-tag']).toBe('noindex');
      expect(form.headers['referrer-policy']).toBe('no-referrer');
      await expectValid(form.text, 'the form');
      const $ = load(form.text);
      expect($('h1').text()).toBe('How did we do, maria?');
      expect($(`form[method="post"][action="${path}"]`)).toHaveLength(1);
      expect($('fieldset legend').text()).toBe('Your stars');
      expect(
        $('input[type="radio"][name="rating"]')
          .map((_, input) => $(input).closest('label').text())
          .get(),
      ).toEqual([
        '★★★★★5 stars: Excellent',
        '★★★★★4 stars: Very good',
        '★★★★★3 stars: Good',
        '★★★★★2 stars: Fair',
        '★★★★★1 star: Poor',
      ]);
      expect($('textarea[name="body"]').attr('maxlength')).toBe('600');

      // Refused, and shown again with what was typed and why.
      const noStars = await http.post(path).type('form').send({ body: 'Quick and tidy.' });
      expect(noStars.status).toBe(400);
      await expectValid(noStars.text, 'the form refused');
      expect(load(noStars.text)('#review-rating-error').text()).toBe('Please choose from 1 to 5 stars.');
      expect(load(noStars.text)('textarea[name="body"]').text()).toBe('Quick and tidy.');
      const tooLong = await http
        .post(path)
        .type('form')
        .send({ rating: '4', body: 'x'.repeat(601) });
      expect(tooLong.status).toBe(400);
      expect(load(tooLong.text)('#review-body-error').text()).toBe('Please keep your words to 600 characters.');
      // Posted from another site's page: refused before anything is read.
      const forged = await http.post(path).set('Origin', 'https://evil.example').type('form').send({ rating: '5' });
      expect(forged.status).toBe(403);
      expect(await app.database.db.selectFrom('reviews').selectAll().execute()).toEqual([]);

      const words = 'Came late <script>alert(1)</script>\nand left a mess.';
      const sent = await http.post(path).type('form').send({ rating: '2', body: words });
      expect(sent.status).toBe(303);
      expect(sent.headers.location).toBe(path);
      const review = await app.database.db.selectFrom('reviews').selectAll().executeTakeFirstOrThrow();
      const booking = await app.database.db
        .selectFrom('bookings')
        .select(['id', 'window_start'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      expect(review).toMatchObject({
        booking_id: booking.id,
        rating: 2,
        body: words,
        author_name: 'Maria G.',
        city: 'Silver Spring',
        city_slug: 'silver-spring-md',
        service: 'washer-repair',
        // Published on arrival, a 2-star answer like any other.
        status: 'published',
        hidden_reason: null,
        wants_callback: 0,
      });
      expect(new Date(String(review.visited_at)).toISOString()).toBe(
        new Date(String(booking.window_start)).toISOString(),
      );
      expect(review.customer_id).toBeTruthy();

      // The link now says thank you and offers the call back; the office hears of the low answer.
      const thanksPage = (await http.get(path)).text;
      await expectValid(thanksPage, 'the thanks');
      const thanks = load(thanksPage);
      expect(thanks('h1').text()).toBe('Thank you, maria');
      expect(thanks(`form[action="${path}/callback"] button`).text()).toBe('Yes, please call me');
      // Only a 4- or 5-star answer is offered Google.
      expect(thanks(`a[href="${googleProfileUrl}"]`)).toHaveLength(0);
      const alert = await vi.waitFor(
        () => {
          const found = smtp.received.find((m) => m.parsed.subject?.startsWith('A 2-star review came in'));
          expect(found).toBeDefined();
          return found!;
        },
        { timeout: 5000 },
      );
      expect(alert.envelope.to).toEqual([business.email]);
      expect(alert.parsed.subject).toBe(`A 2-star review came in: maria garcia-lopez (${reference})`);
      expect(alert.parsed.text).toContain('Came late <script>alert(1)</script>');
      expect(String(alert.parsed.html)).toContain('Came late &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(String(alert.parsed.html)).not.toContain('<script>');

      // "Yes, please call me": marked, the office alerted again, and Today lists it until it is marked called back.
      const callback = await http.post(`${path}/callback`).type('form').send({});
      expect(callback.status).toBe(303);
      expect(load((await http.get(path)).text)('.review-callback h2').text()).toBe('We will call you');
      await vi.waitFor(
        () =>
          expect(
            smtp.received.some((m) => m.parsed.subject?.startsWith('A customer asked for a call back (2 stars)')),
          ).toBe(true),
        { timeout: 5000 },
      );
      const today = load((await app.desk.get('/office')).text);
      expect(today('#review-callbacks-heading').text()).toBe('Reviews asking for a call back (1)');
      const panel = today('#review-callbacks-heading').parent();
      expect(panel.find('.office-card__title').text()).toContain('maria garcia-lopez');
      const done = await app.desk.post(`/office/reviews/${review.id}/called-back`, { return: 'today' });
      expect(done.status).toBe(303);
      expect(done.headers.location).toBe('/office');
      expect(load((await app.desk.get('/office')).text)('#review-callbacks-heading')).toHaveLength(0);
      expect((await app.desk.get('/office/activity')).text).toContain('Review call back made');

      // One review per link: a second answer changes nothing, as a page (the thanks) or as JSON (409).
      const again = await http.post(path).type('form').send({ rating: '5', body: 'Changed my mind' });
      expect(again.status).toBe(303);
      const againJson = await http.post(path).set('Accept', 'application/json').send({ rating: 5 });
      expect(againJson.status).toBe(409);
      expect(await app.database.db.selectFrom('reviews').select('rating').execute()).toEqual([{ rating: 2 }]);
    },
  );

  onSqliteOnly(engine)(
    'answers JSON from the same handler, and refuses unknown, expired and over-used links',
    async () => {
      const smtp = await startSmtpServer();
      stoppers.push(() => smtp.close());
      const app = await site(engine, { smtp });
      const http = supertest(app.app);
      const [{ token }, { token: late }] = await app.doneVisits(
        [{ name: 'Ned Json' }],
        [{ name: 'Olga Late' }, TUESDAY_10AM],
      );

      const invalid = await http.post(`/review/${token}`).set('Accept', 'application/json').send({ rating: 9 });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({ errors: { rating: 'Please choose from 1 to 5 stars.' } });
      const stored = await http.post(`/review/${token}`).send({ rating: 5, body: 'Fixed in an hour.' });
      expect(stored.status).toBe(201);
      expect(stored.body).toMatchObject({ ok: true, rating: 5, callbackOffered: false });
      const noCallback = await http.post(`/review/${token}/callback`).set('Accept', 'application/json').send({});
      expect(noCallback.status).toBe(409);
      // A high answer alerts nobody.
      expect(await app.database.db.selectFrom('review_alerts').selectAll().execute()).toEqual([]);

      const unknown = await http.get(`/review/${'A'.repeat(43)}`);
      expect(unknown.status).toBe(404);
      expect(load(unknown.text)('h1').text()).toBe('We could not find that review link');
      expect(unknown.headers['cache-control']).toBe('no-store');
      expect((await http.get('/review/not-a-token')).status).toBe(404);
      expect(
        (
          await http
            .post(`/review/${'A'.repeat(43)}`)
            .type('form')
            .send({ rating: '4' })
        ).status,
      ).toBe(404);

      // Past its 60 days: 410 with the phone number, as a page and as JSON.
      await app.setClock(new Date(TUESDAY_11AM.getTime() + (24 + 60 * 24) * HOUR + 60_000));
      const expired = await http.get(`/review/${late}`);
      expect(expired.status).toBe(410);
      expect(load(expired.text)('.message-page a.tel').text()).toBe(`Call ${business.phone.display}`);
      const expiredPost = await http.post(`/review/${late}`).send({ rating: 4 });
      expect(expiredPost.status).toBe(410);
      expect(expiredPost.body).toEqual({ error: expect.stringContaining('expired'), phone: business.phone.display });
      // An answered link keeps saying thank you after its time.
      expect((await http.get(`/review/${token}`)).status).toBe(200);
    },
  );

  it('limits the posts one client sends, in the database', async () => {
    const smtp = await startSmtpServer();
    stoppers.push(() => smtp.close());
    const app = await site(engine, { smtp });
    const http = supertest(app.app);
    const { token } = await app.doneVisit({ name: 'Pat Many' });
    for (let i = 0; i < 10; i++) {
      const answer = await http.post(`/review/${token}`).set('X-Forwarded-For', '203.0.113.9').type('form').send({});
      expect(answer.status).toBe(400);
    }
    const limited = await http
      .post(`/review/${token}`)
      .set('X-Forwarded-For', '203.0.113.9')
      .type('form')
      .send({ rating: '5' });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.text).toContain(business.phone.display);
    // Another client is not held up by it.
    expect(
      (await http.post(`/review/${token}`).set('X-Forwarded-For', '203.0.113.10').send({ rating: 5 })).status,
    ).toBe(201);
  });
});

describe.each(engines)('the office’s Reviews screen on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  it('publishes every answer on arrival; only the owner hides one, only for a listed reason, logged with it', async () => {
    const smtp = await startSmtpServer();
    stoppers.push(() => smtp.close());
    const app = await site(engine, { smtp });
    const http = supertest(app.app);
    const [first, second] = await app.doneVisits(
      [{ name: 'Quinn First', zip: '20814' }],
      [{ name: 'Rita Second' }, TUESDAY_10AM],
    );
    expect((await http.post(`/review/${first.token}`).send({ rating: 5, body: 'Great work.' })).status).toBe(201);
    await app.setClock(new Date(TUESDAY_11AM.getTime() + HOUR));
    expect((await http.post(`/review/${second.token}`).send({ rating: 3, body: 'Came late.' })).status).toBe(201);

    // After 5 stars the thanks offers the Google profile, a plain link; after 3 it does not.
    const high = load((await http.get(`/review/${first.token}`)).text);
    const google = high(`a[href="${googleProfileUrl}"]`);
    expect(google.text()).toBe('Post your review on Google');
    expect(google.attr('rel')).toContain('noreferrer');
    // Nothing of Google's is loaded by the page itself.
    expect(high.html()).not.toMatch(/<(?:script|img|iframe|link)\s[^>]*google/i);
    expect(load((await http.get(`/review/${second.token}`)).text)(`a[href="${googleProfileUrl}"]`)).toHaveLength(0);

    await app.store.addUser('dee@example.com', await testPasswordHash('wrench-amber-valley-58'), new Date(), {
      role: 'dispatcher',
      name: 'Dee Desk',
    });
    const dispatcherLogin = await app.signIn('dee@example.com', 'wrench-amber-valley-58');
    const dispatcher = app.as(dispatcherLogin);

    const listPage = (await dispatcher.get('/office/reviews')).text;
    await expectValid(listPage, '/office/reviews');
    const list = load(listPage);
    expect(list('nav a[aria-current="page"]').text()).toBe('Reviews');
    const cards = list('.office-cards > li');
    expect(cards.map((_, card) => list(card).find('.office-stars__words').text()).get()).toEqual([
      '3 of 5 stars (Good)',
      '5 of 5 stars (Excellent)',
    ]);
    const quinn = cards.eq(1);
    expect(quinn.find('.office-card__message').text()).toBe('Great work.');
    expect(quinn.find(`a[href="/office/bookings/${first.reference}"]`)).toHaveLength(1);
    expect(quinn.find('a[href^="/office/customers/"]').text()).toBe('Quinn First');
    expect(quinn.text()).toContain('Shown as: Quinn F., Bethesda · Washer Repair · November 2026');
    expect(cards.map((_, card) => list(card).find('.office-status').text()).get()).toEqual([
      'Published on the site',
      'Published on the site',
    ]);
    expect(list('form[action$="/hide"]')).toHaveLength(0);

    const idOf = async (rating: number) =>
      (await app.database.db.selectFrom('reviews').select('id').where('rating', '=', rating).executeTakeFirstOrThrow())
        .id;
    const [id, lowId] = [await idOf(5), await idOf(3)];
    const status = async (of = id) =>
      await app.database.db
        .selectFrom('reviews')
        .select(['status', 'hidden_reason', 'decided_by'])
        .where('id', '=', of)
        .executeTakeFirstOrThrow();
    expect(await status()).toEqual({ status: 'published', hidden_reason: null, decided_by: null });
    expect((await dispatcher.post(`/office/reviews/${id}/hide`, { reason: 'spam' })).status).toBe(403);
    expect(await status()).toEqual({ status: 'published', hidden_reason: null, decided_by: null });

    // Both answers are on the site, the 3-star one too, and the figures count both.
    const poller = app.workers['public content poller']!;
    await (poller as Worker & { poll: () => Promise<void> }).poll();
    const reviewsPage = async () => load((await http.get('/reviews')).text);
    const onSite = async () => (await reviewsPage())('body').text().includes('Great work.');
    expect(await onSite()).toBe(true);
    expect((await reviewsPage())('body').text()).toContain('Came late.');
    expect((await reviewsPage())('.verified-summary').text()).toContain('4.0 out of 5 from 2 answers');

    // The owner's Hide asks why, from the four reasons, none chosen for them.
    const owner = load((await app.desk.get('/office/reviews')).text);
    const hide = owner(`form[action="/office/reviews/${id}/hide"]`);
    expect(hide.find('label').text()).toContain('Why hide it?');
    expect(hide.find('select[name="reason"]').attr('required')).toBeDefined();
    expect(
      hide
        .find('option')
        .map((_, option) => owner(option).attr('value'))
        .get(),
    ).toEqual(['', 'spam', 'not-about-a-visit', 'personal-information', 'abusive-language']);

    // Without a reason, with one not on the list (its stars are no reason), or through the status form: 400, nothing changed.
    for (const [path, form] of [
      [`/office/reviews/${lowId}/hide`, {}],
      [`/office/reviews/${lowId}/hide`, { reason: '' }],
      [`/office/reviews/${lowId}/hide`, { reason: 'low-rating' }],
      [`/office/reviews/${lowId}/hide`, { reason: '3 stars' }],
      [`/office/reviews/${lowId}/status`, { status: 'hidden' }],
      [`/office/reviews/${lowId}/status`, { status: 'deleted' }],
    ] as const) {
      const refused = await app.desk.post(path, form);
      expect(refused.status, `${path} ${JSON.stringify(form)}`).toBe(400);
      expect(load(refused.text)('[role="alert"]').text()).toMatch(/Not (hidden|changed)/);
    }
    expect(await status(lowId)).toEqual({ status: 'published', hidden_reason: null, decided_by: null });

    // Hidden as spam: the reason kept on the review and in the activity line written with it.
    expect((await app.desk.post(`/office/reviews/${id}/hide`, { reason: 'spam' })).status).toBe(303);
    expect(await status()).toEqual({ status: 'hidden', hidden_reason: 'spam', decided_by: 'owner@example.com' });
    expect(await onSite()).toBe(false);
    // The figures still count it: 4.0 from 2 answers, not 3.0 from 1.
    expect((await reviewsPage())('.verified-summary').text()).toContain('4.0 out of 5 from 2 answers');
    expect(load((await app.desk.get('/office/reviews')).text)(`#review-${id} .office-status`).text()).toBe(
      'Hidden: Spam',
    );
    expect((await app.desk.post(`/office/reviews/${id}/status`, { status: 'published' })).status).toBe(303);
    expect(await status()).toEqual({ status: 'published', hidden_reason: null, decided_by: 'owner@example.com' });
    expect(await onSite()).toBe(true);
    expect((await app.desk.post(`/office/reviews/${id}/hide`, { reason: 'personal-information' })).status).toBe(303);
    expect(await status()).toEqual({
      status: 'hidden',
      hidden_reason: 'personal-information',
      decided_by: 'owner@example.com',
    });
    const activity = (await app.desk.get('/office/activity')).text;
    expect(activity).toContain('Review published');
    expect(activity).toContain('Review hidden');
    // Each decision's line is written with it; a decision that changes nothing (hidden again for the same reason,
    // a refused form, another review) writes none.
    const decisions = () =>
      app.database.db
        .selectFrom('office_activity')
        .select(['action', 'detail'])
        .where('action', 'in', ['Review published', 'Review hidden'])
        .orderBy('at')
        .orderBy('id')
        .execute();
    const shownAs = '5 stars from Quinn First (' + first.reference + '), shown as Quinn F.';
    expect((await decisions()).map((line) => `${line.action}: ${line.detail}`).sort()).toEqual([
      `Review hidden: Personal information: ${shownAs}`,
      `Review hidden: Spam: ${shownAs}`,
      `Review published: ${shownAs}`,
    ]);
    const same = await app.desk.post(`/office/reviews/${id}/hide`, { reason: 'personal-information' });
    expect(same.headers.location).toBe(`/office/reviews?saved=same#review-${id}`);
    expect((await app.desk.post('/office/reviews/no-such-review/hide', { reason: 'spam' })).status).toBe(404);
    expect((await app.desk.post('/office/reviews/no-such-review/status', { status: 'published' })).status).toBe(404);
    expect(await decisions()).toHaveLength(3);

    // The customer's page lists their review.
    const customer = quinn.find('a[href^="/office/customers/"]').attr('href')!;
    const customerPage = (await app.desk.get(customer)).text;
    await expectValid(customerPage, 'the customer page');
    const page = load(customerPage);
    expect(page('#reviews-heading').parent().find('.office-stars__words').text()).toBe('5 of 5 stars (Excellent)');
    expect(page('#reviews-heading').parent().text()).toContain('Hidden');
  }, 60_000);
});

/** The columns a bookings row needs, for a test that writes one directly. */
function minimalBooking(id: string, start: string) {
  const at = new Date(start).toISOString();
  return {
    id,
    reference: `CAR-${id.slice(-6).replace(/\W/g, 'X').toUpperCase()}`,
    token_hash: sha256(id),
    token_expires_at: at,
    zip: '20901',
    service: 'washer-repair',
    window_start: at,
    window_end: new Date(Date.parse(start) + 2 * HOUR).toISOString(),
    name: 'Dst Person',
    phone: '(301) 555-0100',
    phone_key: '3015550100',
    email: 'dst@example.com',
    email_key: 'dst@example.com',
    address: '1 Main St',
    brand: '',
    problem: 'Broken',
    coupon: '',
    status: 'booked' as const,
    created_at: at,
    updated_at: at,
    cancelled_at: null,
    client_address: '192.0.2.1',
  };
}
