/**
 * The pay link in the receipt (docs/payments.md): a visit priced "Not paid yet" e-mails its receipt with Pay $X
 * online and a link to the customer's manage page, in the HTML, the text and the PDF, and the text that goes with
 * it (where the customer agreed to texts) carries the same amount and link. Once paid online, the corrected
 * receipt says Paid with the day and the card. Without STRIPE_SECRET_KEY none of it appears.
 */
import { load } from 'cheerio';
import { describe, expect, it, vi } from 'vitest';
import { testEngines } from '../helpers/engines';
import { jobOffices } from '../helpers/job-office';
import { bookVisit } from '../helpers/office';
import { pdfText } from '../helpers/pdf';
import { laterApp, pathOf, standinFor, stripeEnv } from './helpers';

const engines = testEngines('receipt-link', { postgres: false });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const LINK = /https:\/\/www\.capitalappliancerepair\.test\/booking\/([\w-]+)#payment/;

describe.each(engines)('the pay link in the receipt on $name', (engine) => {
  const jobOffice = jobOffices();

  /** Rosa's visit, which she agreed to be texted about, taken to Done by Tom and priced $150.00 by him. */
  const pricedVisit = async ({ stripe = true, payment = 'unpaid' } = {}) => {
    const port = await laterApp();
    const standin = await standinFor(port.webhookUrl);
    const database = await engine.open();
    const app = await jobOffice(database, {
      texts: true,
      env: stripe ? stripeEnv(standin) : {},
      options: { payments: { reconciler: { everyMs: 3_600_000 } } },
    });
    port.serve(app.app);
    const closeStripe = async () => {
      await standin.close();
      await port.close();
    };
    const reference = await bookVisit(app.http, TUESDAY_8AM, {
      name: 'Rosa Diaz',
      email: 'rosa@example.com',
      phone: '(202) 555-0163',
      textConsent: 'yes',
    });
    const owner = await app.signInOwner();
    expect((await owner.post(`/office/bookings/${reference}/technician`, { technician: app.tom.id })).status).toBe(303);
    app.clock.set(TUESDAY_8AM);
    const tom = await app.signInTechnician();
    for (const status of ['on-the-way', 'arrived', 'done'])
      expect((await tom.post(`/office/bookings/${reference}/status`, { status, back: 'my-day' })).status).toBe(303);
    const priced = await tom.post(`/office/visits/${reference}/price`, {
      workDone: 'Replaced the door gasket.',
      parts: '',
      partsAmount: '0',
      labour: '150',
      coupon: '',
      payment,
    });
    expect(priced.status).toBe(303);
    const mail = (subject: string) =>
      vi.waitFor(
        () => {
          const found = app.smtp.received.find((m) => m.parsed.subject?.startsWith(subject));
          expect(found, `an e-mail "${subject}"`).toBeDefined();
          return found!;
        },
        { timeout: 8000 },
      );
    return { ...app, standin, closeStripe, reference, mail };
  };

  it('e-mails Pay $150.00 online with a link to the manage page, in the PDF too, and texts the same', async () => {
    const app = await pricedVisit();
    try {
      const receipt = await app.mail('Your receipt: $150.00');
      const text = (receipt.parsed.text ?? '').replace(/ {2,}/g, ' ');
      expect(text).toContain('Payment: Not paid yet · Unpaid');
      expect(text).toContain('Pay online: Pay $150.00 online');
      const link = LINK.exec(text);
      expect(link, 'a link to the manage page in the text').not.toBeNull();
      expect(text).toContain(`Pay $150.00 online: ${link![0]}`);
      // The HTML's button and row lead to the same page.
      const html = load(receipt.parsed.html as string);
      expect(html(`a[href="${link![0]}"]`).first().text()).toBe('Pay $150.00 online');
      const pdf = await pdfText(receipt.parsed.attachments[0]!.content);
      expect(pdf.lines).toContain('Pay $150.00 online');
      // The link may wrap across lines of the page: read back whole.
      expect(pdf.lines.join('')).toContain(link![0]);

      // The text with the receipt: the amount and a link to the same page, where she agreed to texts.
      const texted = await vi.waitFor(
        () => {
          const found = app.sms!.messages.find((m) => m.body.includes('Pay $150.00 online'));
          expect(found).toBeDefined();
          return found!;
        },
        { timeout: 8000 },
      );
      expect(texted.to).toBe('+12025550163');
      expect(texted.body).toContain(
        `Your receipt for visit ${app.reference}: $150.00. Pay $150.00 online: ${link![0]}`,
      );

      // The link opens her page with Pay $150.00; she pays on Stripe's page and comes back.
      const token = link![1]!;
      const page = load((await app.http.get(`/booking/${token}`)).text);
      expect(page('#payment form button').text()).toBe('Pay $150.00');
      const pay = await app.http.post(`/booking/${token}/pay`).type('form').send({});
      expect(pay.status).toBe(303);
      const paid = await fetch(pay.headers.location!, { method: 'POST', redirect: 'manual' });
      expect((await app.http.get(pathOf(paid.headers.get('location')!))).status).toBe(303);

      // The office corrects the work done: the corrected receipt says Paid, the day and the card, and no Pay.
      const owner = await app.signInOwner();
      const corrected = await owner.post(`/office/visits/${app.reference}/price`, {
        workDone: 'Replaced the door gasket and cleaned the drain.',
        parts: '',
        partsAmount: '0',
        labour: '150',
        coupon: '',
        payment: 'card',
      });
      expect(corrected.status).toBe(303);
      expect(corrected.headers.location).toContain('saved=corrected');
      const second = await app.mail('Corrected receipt: $150.00');
      const secondText = (second.parsed.text ?? '').replace(/ {2,}/g, ' ');
      expect(secondText).toContain('Payment: Card · Paid');
      expect(secondText).toMatch(/Paid: \w+day, \w+ \d{1,2}, 20\d\d with the card ending in 4242/);
      expect(secondText).not.toContain('Pay $');
      const secondPdf = await pdfText(second.parsed.attachments[0]!.content);
      expect(secondPdf.lines.join('\n')).toMatch(/Paid \w+day, \w+ \d{1,2}, 20\d\d with the card ending in 4242\./);
      await app.standin.settle();
    } finally {
      await app.closeStripe();
    }
  });

  it('says Paid with the day on a visit paid in cash, and offers no link', async () => {
    const app = await pricedVisit({ payment: 'cash' });
    try {
      const receipt = await app.mail('Your receipt: $150.00');
      const text = (receipt.parsed.text ?? '').replace(/ {2,}/g, ' ');
      expect(text).toContain('Payment: Cash · Paid');
      expect(text).toContain('Paid: Tuesday, November 24, 2026');
      expect(text).not.toMatch(LINK);
      expect(text).not.toContain('Pay $');
    } finally {
      await app.closeStripe();
    }
  });

  it('shows no pay link in the receipt, its PDF or a text without STRIPE_SECRET_KEY', async () => {
    const app = await pricedVisit({ stripe: false });
    try {
      const receipt = await app.mail('Your receipt: $150.00');
      const text = receipt.parsed.text ?? '';
      expect(text.replace(/ {2,}/g, ' ')).toContain('Payment: Not paid yet · Unpaid');
      expect(text).not.toContain('Pay $');
      expect(text).not.toMatch(LINK);
      expect(receipt.parsed.html).not.toContain('Pay $');
      const pdf = await pdfText(receipt.parsed.attachments[0]!.content);
      expect(pdf.lines.join('\n')).not.toContain('Pay $');
      // The only text of the visit is its confirmation's: none goes with the receipt.
      expect(app.sms!.messages.filter((m) => m.body.includes('receipt'))).toEqual([]);
      expect(await app.database.db.selectFrom('texts').select('kind').where('kind', '=', 'receipt').execute()).toEqual(
        [],
      );
    } finally {
      await app.closeStripe();
    }
  });
});
