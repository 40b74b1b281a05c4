/**
 * Price and receipt: a visit goes from booking to Done, the technician lands on the price form, records what was
 * done, parts, labour, the fee credited, a coupon and the payment; the Total is worked out on the server; the
 * customer gets the receipt (HTML, text and a PDF read back with PDF.js) through the receipt outbox; the office
 * corrects it and the customer gets the corrected receipt. Refusals keep every field; another technician's visit
 * is 403; a warranty visit is $0; the warranty's last day is right across both daylight-saving changes.
 */
import { load } from 'cheerio';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Worker } from '../../server/kernel/feature';
import { testEngines } from '../helpers/engines';
import { bookVisit, csrfOf, officeApp, testPasswordHash } from '../helpers/office';
import { pdfText } from '../helpers/pdf';
import { startSmtpServer } from '../helpers/smtp';

const engines = testEngines('price', { postgres: false });
const TECH_PASSWORD = 'wrench-amber-valley-58';
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const quiet = { log: () => undefined, error: () => undefined };

const stoppers: (() => Promise<void>)[] = [];
let techHash: Promise<string> | undefined;

describe.each(engines)('price and receipt on $name', (engine) => {
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });

  const site = async () => {
    const smtp = await startSmtpServer();
    stoppers.push(() => smtp.close());
    const database = await engine.open();
    const office = await officeApp(database, {
      env: { SMTP_URL: smtp.url },
      options: {
        bookingRateLimit: { limit: 10_000 },
        bookingOutbox: { pollMs: 100, log: quiet },
        receiptOutbox: { pollMs: 100, log: quiet },
      },
    });
    stoppers.push(async () => {
      const workers = office.app.locals.workers as Record<string, Worker>;
      await Promise.all(Object.values(workers).map((worker) => worker.stop()));
    });
    const hash = await (techHash ??= testPasswordHash(TECH_PASSWORD));
    const tom = await office.store.addUser('tom@example.com', hash, new Date(), {
      role: 'technician',
      name: 'Tom Wrench',
    });
    await office.store.addUser('una@example.com', hash, new Date(), { role: 'technician', name: 'Una Volt' });
    const browser = async (email?: string) => {
      const signed = email
        ? await (async () => {
            const { cookie } = await office.tryLogin(email, TECH_PASSWORD);
            const day = await office.http.get('/office/my-day').set('Cookie', cookie!);
            return { cookie: cookie!, csrf: csrfOf(day.text) };
          })()
        : await office.signIn();
      return {
        get: (path: string) => office.http.get(path).set('Cookie', signed.cookie),
        post: (path: string, form: Record<string, string>) =>
          office.http
            .post(path)
            .set('Cookie', signed.cookie)
            .type('form')
            .send({ _csrf: signed.csrf, ...form }),
      };
    };
    const owner = await browser();
    /**
     * A visit booked online, assigned to Tom, and taken by him to Done at `doneAt` (the clock's time then), by
     * default as its window starts: not before the visit's day.
     */
    const doneVisit = async (overrides: Record<string, unknown> = {}, windowStart = TUESDAY_8AM, doneAt?: string) => {
      const reference = await bookVisit(office.http, windowStart, overrides);
      // Signed in at the clock's time now: a session from another day of the test clock has lapsed.
      const desk = await browser();
      expect((await desk.post(`/office/bookings/${reference}/technician`, { technician: tom.id })).status).toBe(303);
      office.clock.set(doneAt ?? windowStart);
      const tech = await browser('tom@example.com');
      for (const status of ['on-the-way', 'arrived'])
        expect((await tech.post(`/office/bookings/${reference}/status`, { status, back: 'my-day' })).status).toBe(303);
      const done = await tech.post(`/office/bookings/${reference}/status`, { status: 'done', back: 'my-day' });
      return { reference, done, tech };
    };
    const charge = (reference: string) =>
      database.db
        .selectFrom('visit_charges')
        .innerJoin('bookings', 'bookings.id', 'visit_charges.booking_id')
        .selectAll('visit_charges')
        .where('bookings.reference', '=', reference)
        .executeTakeFirst();
    const mail = (subject: string) =>
      vi.waitFor(
        () => {
          const found = smtp.received.find((m) => m.parsed.subject?.startsWith(subject));
          expect(found, `an e-mail "${subject}"`).toBeDefined();
          return found!;
        },
        { timeout: 8000 },
      );
    /** The price lines of the activity log: written in the transaction of the price they record. */
    const priceActivity = () =>
      database.db
        .selectFrom('office_activity')
        .select(['user_email', 'action', 'detail'])
        .where('action', 'in', ['Price recorded', 'Price corrected'])
        .execute();
    return { ...office, smtp, tom, owner, browser, doneVisit, charge, mail, priceActivity };
  };

  it('follows Done with the price form, works out the Total, e-mails the receipt with its PDF, and shows the price', async () => {
    const { doneVisit, charge, mail, browser, http, priceActivity } = await site();
    const { reference, done, tech } = await doneVisit({
      name: 'Rosa Senior',
      email: 'rosa@example.com',
      coupon: 'senior15',
    });
    // The office signs in on the visit's day too: yesterday's session has lapsed.
    const owner = await browser();
    // Done lands on the one form: the fee charged, the booking's coupon chosen, nothing typed yet.
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`/office/visits/${reference}/price?back=my-day`);
    const form = load((await tech.get(done.headers.location!)).text);
    expect(form('h1').text()).toBe(`Price of the visit, ${reference}`);
    expect(form('input[name="fee"]').is(':checked')).toBe(true);
    expect(form('select[name="coupon"] option[selected]').attr('value')).toBe('SENIOR15');
    expect(form('label[for="price-labour"]').text()).toBe('Labour, in dollars');

    const saved = await tech.post(`/office/visits/${reference}/price`, {
      back: 'my-day',
      workDone: 'Replaced the drain pump.\nCleared the filter.',
      parts: 'Drain pump',
      partsAmount: '120.00',
      labour: '$150',
      fee: 'yes',
      coupon: 'SENIOR15',
      payment: 'card',
    });
    expect(saved.status).toBe(303);
    // fee 89 + repair 270 − credit min(89, 270) = 270; 15% off = 40.50; Total 229.50.
    const row = await charge(reference);
    expect(row).toMatchObject({
      parts_cents: 12000,
      labour_cents: 15000,
      fee_cents: 8900,
      fee_credit_cents: 8900,
      discount_cents: 4050,
      total_cents: 22950,
      payment: 'card',
      coupon: 'SENIOR15',
      work_done: 'Replaced the drain pump.\nCleared the filter.',
      // Done on Tuesday November 24, the visit's day: 90 days on.
      warranty_ends_on: '2027-02-22',
      recorded_by: 'tom@example.com',
    });
    const after = load((await tech.get(saved.headers.location!)).text);
    expect(after('[role="status"]').text()).toBe('Price saved. The customer is e-mailed the receipt.');
    expect(after('.office-price__total').text()).toBe('$229.50');
    // Recorded once by the technician: only the office corrects it.
    expect(after('form[action$="/price"]').length).toBe(0);
    const again = await tech.post(`/office/visits/${reference}/price`, { workDone: 'x', payment: 'cash' });
    expect(again.status).toBe(409);
    // One line for the one price recorded; the refused second recording wrote none.
    expect(await priceActivity()).toEqual([
      { user_email: 'tom@example.com', action: 'Price recorded', detail: `Rosa Senior (${reference}): $229.50, card` },
    ]);

    const receipt = await mail('Your receipt: $229.50');
    expect(receipt.envelope.to).toEqual(['rosa@example.com']);
    expect(receipt.parsed.subject).toBe(`Your receipt: $229.50, ${reference}`);
    const text = receipt.parsed.text ?? '';
    for (const expected of [
      'Fee credited to repair: −$89.00',
      'Coupon SENIOR15: −$40.50',
      'Total:',
      '$229.50',
      'Card · Paid',
      'Monday, February 22, 2027',
      '1725 I Street NW, Suite 300, Washington, DC 20006',
      'MHIC 148207',
    ])
      expect(text.replace(/ {2,}/g, ' ')).toContain(expected.replace(/ {2,}/g, ' '));
    expect(receipt.parsed.html).toContain('Capital Appliance Repair</td>');
    const [pdf] = receipt.parsed.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe(`receipt-${reference}.pdf`);
    const read = await pdfText(pdf!.content);
    expect(read.pages).toBe(1);
    expect(read.lines).toEqual(
      expect.arrayContaining([
        'Capital Appliance Repair',
        '1725 I Street NW, Suite 300, Washington, DC 20006',
        '(202) 555-0147 · service@capitalappliancerepair.com',
        'Licences: DC Basic Business License 410518000147 · MHIC 148207 · MD HVACR 01-18407',
        reference,
        'Rosa Senior',
        'Replaced the drain pump.',
        '$120.00',
        '$150.00',
        '-$89.00',
        '-$40.50',
        'Total',
        '$229.50',
        'Card · Paid',
      ]),
    );
    expect(read.lines.join(' ')).toContain('warranty until Monday, February 22, 2027');

    // The office sees the price on the booking, the customer's history and the CSV.
    const booking = load((await owner.get(`/office/bookings/${reference}`)).text);
    expect(booking('#price-heading').text()).toBe('Price');
    expect(booking('.office-price__total').text()).toBe('$229.50');
    const customerHref = booking('a[href^="/office/customers/"]').attr('href')!;
    const customer = load((await owner.get(customerHref)).text);
    const visitCard = customer('#visits-heading').parent().find('.office-card').first().text();
    expect(visitCard).toContain('Done');
    expect(visitCard).toContain('Tom Wrench');
    expect(visitCard).toContain('$229.50, card');
    await vi.waitFor(async () =>
      expect(load((await owner.get(customerHref)).text)('body').text()).toContain(
        `Receipt to the customer (${reference})`,
      ),
    );
    const csv = parse((await owner.get('/office/export/bookings.csv')).text, { columns: true, bom: true }) as Record<
      string,
      string
    >[];
    expect(csv.find((line) => line.Reference === reference)).toMatchObject({ 'Price ($)': '229.50', Payment: 'card' });

    // The office corrects it: not paid after all, less labour. The customer gets the corrected receipt.
    const corrected = await owner.post(`/office/visits/${reference}/price`, {
      back: 'booking',
      workDone: 'Replaced the drain pump.',
      parts: 'Drain pump',
      partsAmount: '120',
      labour: '100',
      fee: 'yes',
      coupon: 'SENIOR15',
      payment: 'unpaid',
    });
    expect(corrected.status).toBe(303);
    // repair 220 > fee: 220, less 15% (33.00) = 187.00.
    expect(await charge(reference)).toMatchObject({ total_cents: 18700, payment: 'unpaid', corrections: 1 });
    // The test's clock stands still, so the two lines are compared without their order.
    const lines = (await priceActivity()).map(({ action, detail }) => `${action}: ${detail}`);
    expect(lines.sort()).toEqual([
      `Price corrected: Rosa Senior (${reference}): $187.00, unpaid`,
      `Price recorded: Rosa Senior (${reference}): $229.50, card`,
    ]);
    const second = await mail('Corrected receipt: $187.00');
    expect(second.parsed.text).toContain('Not paid yet · Unpaid');
    expect((await pdfText(second.parsed.attachments[0]!.content)).lines).toEqual(
      expect.arrayContaining(['Corrected receipt', '$187.00', 'Not paid yet · Unpaid']),
    );
    expect(http).toBeDefined();
  });

  it('refuses bad amounts with a clear message beside each field and keeps everything typed; another technician gets 403', async () => {
    const { doneVisit, charge, browser, priceActivity } = await site();
    const { reference, tech } = await doneVisit();
    const typed = {
      back: 'my-day',
      workDone: 'Replaced the <b>door seal</b>.\nTested a cycle.',
      parts: 'Door seal',
      partsAmount: '12.345',
      labour: '-40',
      fee: 'yes',
      coupon: 'MAJOR50',
      payment: '',
    };
    const refused = await tech.post(`/office/visits/${reference}/price`, typed);
    expect(refused.status).toBe(400);
    const page = load(refused.text);
    expect(page('#price-parts-amount-error').text()).toBe(
      'Please type an amount in dollars and cents, like 120 or 120.50 (no minus sign).',
    );
    expect(page('#price-labour-error').text()).toBe(page('#price-parts-amount-error').text());
    expect(page('#price-parts-amount').attr('aria-invalid')).toBe('true');
    expect(page('textarea[name="workDone"]').text()).toBe(typed.workDone);
    expect(page('input[name="parts"]').val()).toBe('Door seal');
    expect(page('input[name="partsAmount"]').val()).toBe('12.345');
    expect(page('input[name="labour"]').val()).toBe('-40');
    expect(page('select[name="coupon"] option[selected]').attr('value')).toBe('MAJOR50');

    // Amounts fine now, but MAJOR50 is for repairs over $200 and no payment was chosen: refused, still kept.
    const coupon = await tech.post(`/office/visits/${reference}/price`, { ...typed, partsAmount: '45', labour: '80' });
    expect(coupon.status).toBe(400);
    expect(load(coupon.text)('#price-coupon-error').text()).toBe(
      'MAJOR50 is for a repair over $200.00; this repair (parts and labour) is $125.00.',
    );
    expect(load(coupon.text)('input[name="labour"]').val()).toBe('80');
    expect(await charge(reference)).toBeUndefined();

    const una = await browser('una@example.com');
    expect((await una.get(`/office/visits/${reference}/price`)).status).toBe(403);
    const notYours = await una.post(`/office/visits/${reference}/price`, { ...typed, partsAmount: '1', labour: '1' });
    expect(notYours.status).toBe(403);
    expect(load(notYours.text)('h1').text()).toBe('Not your visit');
    expect(await charge(reference)).toBeUndefined();
    // Every refusal changed nothing, so the activity log has no price line.
    expect(await priceActivity()).toEqual([]);
  });

  it('prices a warranty visit at $0 with the fee not charged, and says so on the form and the receipt', async () => {
    const { doneVisit, charge, mail, database } = await site();
    // What the office types is data in the HTML, the text and the PDF, never markup.
    const hostile = 'Hose clamp <img src=x onerror=alert(1)>';
    const first = await doneVisit({ email: 'wendy@example.com', name: 'Wendy Warranty' });
    // The warranty visit, booked as the warranty feature books one: linked to the original job.
    const reference = await (async () => {
      const again = await doneVisit(
        { email: 'wendy@example.com', name: 'Wendy Warranty' },
        '2026-11-24T10:00:00-05:00',
      );
      const original = await database.db
        .selectFrom('bookings')
        .select('id')
        .where('reference', '=', first.reference)
        .executeTakeFirstOrThrow();
      await database.db
        .updateTable('bookings')
        .set({ warranty_of: original.id })
        .where('reference', '=', again.reference)
        .execute();
      return again.reference;
    })();
    const tech = first.tech;
    const form = load((await tech.get(`/office/visits/${reference}/price?back=my-day`)).text);
    expect(form('.office-notice--warranty').text()).toContain('Warranty visit: no charge.');
    expect(form('input[name="fee"]').is(':checked')).toBe(false);
    expect(form('input[name="partsAmount"]').val()).toBe('0.00');
    expect(form('input[name="labour"]').val()).toBe('0.00');
    const saved = await tech.post(`/office/visits/${reference}/price`, {
      back: 'my-day',
      workDone: 'Re-seated the drain hose </td><script>alert(1)</script>',
      parts: hostile,
      partsAmount: '0.00',
      labour: '0.00',
    });
    expect(saved.status).toBe(303);
    expect(await charge(reference)).toMatchObject({ fee_cents: 0, total_cents: 0, discount_cents: 0 });
    const receipt = await mail('Your receipt (warranty visit: no charge): $0.00');
    expect(receipt.parsed.text).toContain('No charge');
    expect(receipt.parsed.text).toContain(hostile);
    const html = receipt.parsed.html || '';
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Hose clamp &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;/td&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect((await pdfText(receipt.parsed.attachments[0]!.content)).lines).toEqual(
      expect.arrayContaining([
        'Warranty visit: no charge',
        '$0.00',
        'No charge',
        hostile,
        'Re-seated the drain hose </td><script>alert(1)</script>',
      ]),
    );
  });

  it.each([
    // 10:30 PM on a summer evening is already the next day in UTC; 90 days on crosses the autumn change.
    [
      'autumn',
      '2026-08-10T08:00:00-04:00',
      '2026-08-11T02:30:00Z',
      '2026-08-03T14:00:00Z',
      '2026-11-08',
      'Sunday, November 8, 2026',
    ],
    // And a winter evening's 90 days cross the spring change.
    [
      'spring',
      '2026-12-21T08:00:00-05:00',
      '2026-12-22T04:30:00Z',
      '2026-12-14T14:00:00Z',
      '2027-03-21',
      'Sunday, March 21, 2027',
    ],
  ])(
    'ends the warranty on the business day 90 days after Done, across the %s daylight-saving change',
    async (_season, window, doneAt, bookedAt, endsOn, words) => {
      const { doneVisit, charge, clock } = await site();
      clock.set(bookedAt);
      const { reference, tech } = await doneVisit({}, window, doneAt);
      await tech.post(`/office/visits/${reference}/price`, {
        workDone: 'Fixed',
        labour: '10',
        fee: 'yes',
        payment: 'cash',
      });
      expect((await charge(reference))?.warranty_ends_on).toBe(endsOn);
      const page = load((await tech.get(`/office/visits/${reference}/price`)).text);
      expect(page('dt:contains("Warranty until") + dd').text()).toBe(words);
    },
  );
});
