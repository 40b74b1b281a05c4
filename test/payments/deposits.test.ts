/**
 * Deposits (docs/payments.md#deposits): the owner sets a deposit on the price book (none, a fixed amount, or a
 * percentage); a customer who approves an estimate while online payment is on is asked for it on their manage page
 * (Pay Deposit $X), pays it on Stripe's page, and it is recorded once against the estimate however it is learnt.
 * The job's return visit is priced from the approved option and its receipt credits the deposit: "Deposit paid
 * −$X", the balance, and Pay asks only for what is left.
 */
import { randomUUID } from 'node:crypto';
import { load } from 'cheerio';
import { describe, expect, it, vi } from 'vitest';
import { bookingBody } from '../helpers/booking';
import { onSqliteOnly, testEngines } from '../helpers/engines';
import { jobOffices } from '../helpers/job-office';
import { laterApp, manageLink, pathOf, standinFor, stripeEnv } from './helpers';

const engines = testEngines('deposits');
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const MONDAY_8AM = '2026-11-30T08:00:00-05:00';
const LINK = /https:\/\/www\.capitalappliancerepair\.test\/booking\/([\w-]+)#payment/;
let clients = 0;

describe.each(engines)('deposits on $name', (engine) => {
  const jobOffice = jobOffices();

  const site = async () => {
    const port = await laterApp();
    const standin = await standinFor(port.webhookUrl);
    const database = await engine.open();
    const office = await jobOffice(database, {
      env: stripeEnv(standin),
      options: { payments: { reconciler: { everyMs: 3_600_000 } } },
    });
    port.serve(office.app);
    const owner = await office.signInOwner();
    // No sales tax, so the estimate's total is its lines': $280 board + $120 labour = $400.00.
    expect((await owner.post('/office/settings/price-book/tax', { dc: '0', md: '0' })).status).toBe(303);
    const close = async () => {
      await standin.close();
      await port.close();
    };
    const bookingRow = (reference: string) =>
      database.db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    const depositRows = () =>
      database.db.selectFrom('payments').selectAll().where('estimate_id', 'is not', null).execute();
    const mail = (subject: string) =>
      vi.waitFor(
        () => {
          const found = office.smtp.received.find((m) => m.parsed.subject?.startsWith(subject));
          expect(found, `an e-mail "${subject}"`).toBeDefined();
          return found!;
        },
        { timeout: 8000 },
      );

    /** Ada's visit, assigned to Tom, with a $400.00 estimate sent to her: its reference, link token and estimate. */
    const quoted = async () => {
      const response = await office.http
        .post('/api/bookings')
        .set('X-Forwarded-For', `198.51.100.${++clients}`)
        .send(bookingBody(TUESDAY_8AM, { name: 'Ada Board', email: 'ada@example.com' }));
      expect(response.status).toBe(201);
      const { reference, manageUrl } = response.body as { reference: string; manageUrl: string };
      expect((await owner.post(`/office/bookings/${reference}/technician`, { technician: office.tom.id })).status).toBe(
        303,
      );
      const saved = await owner.post(`/office/visits/${reference}/estimates`, {
        option1Title: 'Replace the control board',
        o1l1Description: 'Control board',
        o1l1Kind: 'part',
        o1l1Quantity: '1',
        o1l1Price: '280',
        o1l2Description: 'Install labour',
        o1l2Kind: 'labour',
        o1l2Quantity: '1',
        o1l2Price: '120',
      });
      expect(saved.status).toBe(303);
      expect((await owner.post(`/office/visits/${reference}/estimates/1/send`, {})).status).toBe(303);
      const estimate = await database.db
        .selectFrom('estimates')
        .innerJoin('bookings', 'bookings.id', 'estimates.booking_id')
        .select('estimates.id')
        .where('bookings.reference', '=', reference)
        .executeTakeFirstOrThrow();
      return { reference, token: manageUrl.split('/').pop()!, estimateId: estimate.id };
    };

    const approve = async (visit: { token: string; estimateId: string }) => {
      const approved = await office.http
        .post(`/booking/${visit.token}/estimates/${visit.estimateId}/approve`)
        .type('form')
        .send({ option: '1', name: 'Ada Board' });
      expect(approved.status).toBe(303);
      return approved.headers.location!;
    };

    /** Pay Deposit on the manage page, then Pay on Stripe's page; the customer's way back to us. */
    const payDeposit = async (token: string) => {
      const pay = await office.http.post(`/booking/${token}/deposit`).type('form').send({});
      expect(pay.status).toBe(303);
      expect(pay.headers.location).toMatch(new RegExp(`^${standin.url}/checkout/cs_test_`));
      const paid = await fetch(pay.headers.location!, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      return paid.headers.get('location')!;
    };

    /** The part arrives, the customer books the return visit, Tom finishes it: Done, priced as the form offers. */
    const finishJob = async (visit: { reference: string; token: string }, payment = 'unpaid') => {
      const { job_id: jobId } = await bookingRow(visit.reference);
      expect(jobId).not.toBeNull();
      const at = office.clock.now().toISOString();
      await database.db
        .insertInto('job_parts')
        .values({
          id: randomUUID(),
          job_id: jobId!,
          part_number: 'W10854221',
          description: 'Control board',
          supplier: 'Marcone',
          cost_cents: 14_000,
          ordered_on: '2026-11-24',
          expected_on: '2026-11-27',
          arrived_at: at,
          arrived_by: 'owner@example.com',
          created_at: at,
          created_by: 'owner@example.com',
        })
        .execute();
      await database.db
        .updateTable('bookings')
        .set({ visit_status: 'waiting-for-parts' })
        .where('reference', '=', visit.reference)
        .execute();
      const booked = await office.http
        .post(`/booking/${visit.token}/return-visit`)
        .type('form')
        .send({ job: jobId!, windowStart: MONDAY_8AM });
      expect(booked.status).toBe(303);
      const back = await database.db
        .selectFrom('bookings')
        .select(['id', 'reference'])
        .where('job_id', '=', jobId!)
        .where('reference', '!=', visit.reference)
        .executeTakeFirstOrThrow();
      office.clock.set(new Date('2026-11-30T16:00:00Z'));
      const tom = await office.signInTechnician();
      for (const status of ['on-the-way', 'arrived', 'done'])
        expect((await tom.post(`/office/bookings/${back.reference}/status`, { status })).status).toBe(303);
      const form = load((await tom.get(`/office/visits/${back.reference}/price`)).text);
      const recorded = await tom.post(`/office/visits/${back.reference}/price`, {
        workDone: form('textarea[name="workDone"]').text(),
        parts: String(form('input[name="parts"]').val()),
        partsAmount: String(form('input[name="partsAmount"]').val()),
        labour: String(form('input[name="labour"]').val()),
        fee: 'yes',
        coupon: '',
        payment,
        back: 'my-day',
      });
      expect(recorded.status).toBe(303);
      return back;
    };

    return { ...office, standin, owner, close, bookingRow, depositRows, mail, quoted, approve, payDeposit, finishJob };
  };

  onSqliteOnly(engine)(
    'lets the owner set a 25 % deposit, refuses a bad amount or a technician, and logs the change',
    async () => {
      const app = await site();
      try {
        const saved = await app.owner.post('/office/settings/price-book/deposit', {
          depositKind: 'percent',
          depositAmount: '',
          depositPercent: '25',
        });
        expect(saved.status).toBe(303);
        expect(saved.headers.location).toBe('/office/settings/price-book?saved=deposit');
        const stored = () => app.database.db.selectFrom('deposit_settings').selectAll().execute();
        expect(await stored()).toMatchObject([{ kind: 'percent', percent_bp: 2500, changed_by: 'owner@example.com' }]);
        const page = load((await app.owner.get('/office/settings/price-book')).text);
        expect(page('input[name="depositKind"][value="percent"]').is(':checked')).toBe(true);
        expect(page('#deposit-percent').val()).toBe('25.00');

        const refusals: [Record<string, string>, string][] = [
          [{ depositKind: 'fixed', depositAmount: 'abc', depositPercent: '' }, 'depositAmount'],
          [{ depositKind: 'fixed', depositAmount: '-50', depositPercent: '' }, 'depositAmount'],
          [{ depositKind: 'fixed', depositAmount: '', depositPercent: '' }, 'depositAmount'],
          [{ depositKind: 'percent', depositAmount: '', depositPercent: '101' }, 'depositPercent'],
          [{ depositKind: 'percent', depositAmount: '', depositPercent: '-5' }, 'depositPercent'],
          [{ depositKind: 'percent', depositAmount: '', depositPercent: 'a quarter' }, 'depositPercent'],
        ];
        for (const [form, field] of refusals) {
          const refused = await app.owner.post('/office/settings/price-book/deposit', form);
          expect(refused.status, JSON.stringify(form)).toBe(400);
          const $ = load(refused.text);
          // The form comes back as typed, the field's error beside it.
          const id = field === 'depositAmount' ? '#deposit-amount' : '#deposit-percent';
          expect($(id).val()).toBe(form[field]);
          expect($(id).attr('aria-invalid'), JSON.stringify(form)).toBe('true');
        }
        const tom = await app.signInTechnician();
        const technician = await tom.post('/office/settings/price-book/deposit', {
          depositKind: 'fixed',
          depositAmount: '500',
          depositPercent: '',
        });
        expect(technician.status).toBe(403);
        expect(await stored()).toMatchObject([{ kind: 'percent', percent_bp: 2500 }]);

        const lines = await app.database.db
          .selectFrom('office_activity')
          .select(['action', 'detail', 'user_email'])
          .where('action', '=', 'Deposit changed')
          .execute();
        expect(lines).toEqual([
          {
            action: 'Deposit changed',
            detail: "None → 25.00 % of the approved option's total",
            user_email: 'owner@example.com',
          },
        ]);
      } finally {
        await app.close();
      }
    },
  );

  onSqliteOnly(engine)(
    'asks $100.00 on approving a $400 estimate, records the deposit once, and credits it on the final receipt',
    async () => {
      const app = await site();
      try {
        Object.assign(app.standin.webhooks, { duplicate: 1, delayMs: 40, reorder: true });
        await app.owner.post('/office/settings/price-book/deposit', {
          depositKind: 'percent',
          depositAmount: '',
          depositPercent: '25',
        });
        const visit = await app.quoted();
        const location = await app.approve(visit);
        expect(location).toBe(`/booking/${visit.token}?estimate=approved#deposit`);
        const asked = load((await app.http.get(pathOf(`https://x${location}`))).text);
        expect(asked('#deposit form button').text()).toBe('Pay Deposit $100.00');
        expect(asked('#deposit form').attr('action')).toBe(`/booking/${visit.token}/deposit`);
        expect(asked('#deposit').text()).toContain('credited on your final receipt');

        const back = await app.payDeposit(visit.token);
        expect(back).toMatch(/\/booking\/.+\/paid\?session_id=cs_test_/);
        expect((await app.http.get(pathOf(back))).status).toBe(303);
        const paid = load((await app.http.get(`/booking/${visit.token}`)).text);
        expect(paid('#deposit h2').text()).toBe('Deposit paid');
        expect(paid('#deposit').text()).toContain('$100.00');
        expect(paid('#deposit').text()).toContain('4242');
        expect(paid('#deposit form').length).toBe(0);

        // Every webhook twice and out of order, and the return again: one payment, tied to the estimate.
        await app.standin.settle();
        await app.http.get(pathOf(back));
        const { id: firstId } = await app.bookingRow(visit.reference);
        expect(await app.depositRows()).toMatchObject([
          { booking_id: firstId, estimate_id: visit.estimateId, amount_cents: 10_000, flagged: null },
        ]);
        // The first visit's own price is not touched by the deposit: it has none.
        expect(
          await app.database.db
            .selectFrom('visit_charges')
            .select('payment')
            .where('booking_id', '=', firstId)
            .execute(),
        ).toEqual([]);

        // The job goes on: the return visit is priced $400.00, not paid yet.
        const returnVisit = await app.finishJob(visit);
        const receipt = await app.mail('Your receipt: $400.00');
        const text = (receipt.parsed.text ?? '').replace(/ {2,}/g, ' ');
        expect(text).toContain('Total: $400.00');
        expect(text).toContain('Deposit paid: −$100.00');
        expect(text).toContain('Balance: $300.00');
        expect(text).toContain('Pay $300.00 online');
        expect(receipt.parsed.html).toContain('Deposit paid');

        // The office's Unpaid list says the same $300.00.
        const owner = await app.signInOwner();
        const unpaid = load((await owner.get('/office/payments/unpaid')).text);
        const row = unpaid(`[data-reference="${returnVisit.reference}"]`);
        expect(row.text()).toContain('$300.00');
        expect(row.text()).not.toContain('$400.00');

        // Pay asks only for what is left: a Checkout Session of $300.00.
        const token = LINK.exec(text)![1]!;
        const page = load((await app.http.get(`/booking/${token}`)).text);
        expect(page('#payment form button').text()).toBe('Pay $300.00');
        const pay = await app.http.post(`/booking/${token}/pay`).type('form').send({});
        expect(pay.status).toBe(303);
        const session = app.standin.sessions().find((s) => s.client_reference_id === returnVisit.id)!;
        expect(session.amount_total).toBe(30_000);
      } finally {
        await app.standin.settle();
        await app.close();
      }
    },
  );

  it('counts a return visit paid in cash after the deposit once: the deposit online, the rest in cash', async () => {
    const app = await site();
    try {
      await app.owner.post('/office/settings/price-book/deposit', {
        depositKind: 'percent',
        depositAmount: '',
        depositPercent: '25',
      });
      const visit = await app.quoted();
      await app.approve(visit);
      expect((await app.http.get(pathOf(await app.payDeposit(visit.token)))).status).toBe(303);
      const returnVisit = await app.finishJob(visit, 'cash');
      const owner = await app.signInOwner();
      const page = load((await owner.get('/office/payments?from=2026-11-01&to=2026-11-30')).text);
      const totals = Object.fromEntries(
        page('[data-list="totals"] > div')
          .map((_, row) => [[page(row).find('dt').text(), page(row).find('dd').text()]])
          .get() as [string, string][],
      );
      expect(totals).toMatchObject({ 'Card online': '$100.00', Cash: '$300.00' });
      expect(page('#payments-totals').text()).toContain('$400.00');
      expect(page(`[data-reference="${returnVisit.reference}"]`).text()).toContain('$300.00');
      // Reports collected the same $400.00: the deposit online, the rest in cash, never the deposit twice.
      const reports = load((await owner.get('/office/reports?from=2026-11-01&to=2026-11-30')).text);
      const collected = reports('.report-summary div').filter(
        (_, div) => reports(div).find('dt').text() === 'Collected',
      );
      expect(collected.find('dd').text()).toBe('$400.00 net of $0.00 refunded');
    } finally {
      await app.standin.settle();
      await app.close();
    }
  });

  it('keeps the approval when Stripe is down, and still asks for the deposit afterwards', async () => {
    const app = await site();
    try {
      await app.owner.post('/office/settings/price-book/deposit', {
        depositKind: 'fixed',
        depositAmount: '75',
        depositPercent: '',
      });
      const visit = await app.quoted();
      await app.standin.down();
      expect(await app.approve(visit)).toBe(`/booking/${visit.token}?estimate=approved#deposit`);
      const estimate = () =>
        app.database.db
          .selectFrom('estimates')
          .select(['status', 'deposit_cents'])
          .where('id', '=', visit.estimateId)
          .executeTakeFirstOrThrow();
      expect(await estimate()).toMatchObject({ status: 'approved', deposit_cents: 7500 });
      const refused = await app.http.post(`/booking/${visit.token}/deposit`).type('form').send({});
      expect(refused.status).toBe(503);
      expect(refused.text).toContain('nothing was charged');
      expect(refused.text).toContain('(202) 555-0147');
      expect(await app.depositRows()).toEqual([]);

      await app.standin.up();
      const page = load((await app.http.get(`/booking/${visit.token}`)).text);
      expect(page('#deposit form button').text()).toBe('Pay Deposit $75.00');
      expect((await app.http.get(pathOf(await app.payDeposit(visit.token)))).status).toBe(303);
      expect(await app.depositRows()).toMatchObject([{ amount_cents: 7500, estimate_id: visit.estimateId }]);
      expect(await estimate()).toMatchObject({ status: 'approved' });
    } finally {
      await app.standin.settle();
      await app.close();
    }
  });

  onSqliteOnly(engine)(
    'asks no more than the total, and a job the deposit paid in full shows Paid with nothing to pay',
    async () => {
      const app = await site();
      try {
        await app.owner.post('/office/settings/price-book/deposit', {
          depositKind: 'fixed',
          depositAmount: '500',
          depositPercent: '',
        });
        const visit = await app.quoted();
        await app.approve(visit);
        const asked = load((await app.http.get(`/booking/${visit.token}`)).text);
        expect(asked('#deposit form button').text()).toBe('Pay Deposit $400.00');
        expect((await app.http.get(pathOf(await app.payDeposit(visit.token)))).status).toBe(303);

        const returnVisit = await app.finishJob(visit);
        const receipt = await app.mail('Your receipt: $400.00');
        const text = (receipt.parsed.text ?? '').replace(/ {2,}/g, ' ');
        expect(text).toContain('Deposit paid: −$400.00');
        expect(text).toContain('Balance: $0.00');
        // Nothing is left to pay: the receipt says paid by the card that paid the deposit, and there is no Pay.
        expect(text).toContain('Payment: Card · Paid');
        expect(text).toMatch(/Paid: \w+day, \w+ \d{1,2}, 20\d\d with the card ending in 4242/);
        expect(text).not.toContain('Unpaid');
        expect(text).not.toContain('Pay $');
        expect(text).not.toMatch(LINK);
        const token = await manageLink(app.database, returnVisit.id);
        const page = load((await app.http.get(`/booking/${token}`)).text);
        expect(page('form[action$="/pay"]').length).toBe(0);
        expect((await app.http.post(`/booking/${token}/pay`).type('form').send({})).status).toBe(409);
        const owner = await app.signInOwner();
        const unpaid = load((await owner.get('/office/payments/unpaid')).text);
        expect(unpaid(`[data-reference="${returnVisit.reference}"]`).length).toBe(0);
      } finally {
        await app.standin.settle();
        await app.close();
      }
    },
  );
});
