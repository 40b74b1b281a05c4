/**
 * The return visit (docs/jobs.md): a washer's control board is quoted on Tuesday's visit and approved on the
 * customer's manage page; once the part is in, that page offers Book the Return Visit with the technician's own
 * free windows first, and the customer books it without JavaScript: the same technician comes, a confirmation is
 * e-mailed, and the job cannot get a second one, nor be booked from another booking's link, nor while a part is
 * still on order. The office books one for another job. Done on the return visit ends the first visit too, and the
 * price form after it carries the approved option: the fee once, the sales tax on parts as its own line, the total
 * the customer approved, the warranty from the return visit.
 */
import { randomUUID } from 'node:crypto';
import { load } from 'cheerio';
import { describe, expect, it, vi } from 'vitest';
import { optionTotals } from '../../server/features/estimates/money';
import { bookingBody } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { jobOffices } from '../helpers/job-office';

const engines = testEngines('return visit', { postgres: false });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
let clients = 0;

describe.each(engines)('the return visit on $name', (engine) => {
  const jobOffice = jobOffices();

  const site = async () => {
    const database = await engine.open();
    const office = await jobOffice(database);
    const { smtp, tom } = office;
    const owner = await office.signInOwner();
    const technician = () => office.signInTechnician();
    const mails = (subject: string) => smtp.received.filter((m) => m.parsed.subject?.startsWith(subject));
    const mail = (subject: string, to?: string) =>
      vi.waitFor(
        () => {
          const found = mails(subject).find((m) => !to || m.envelope.to.includes(to));
          expect(found, `an e-mail "${subject}"`).toBeDefined();
          return found!;
        },
        { timeout: 8000 },
      );
    /** A visit booked online in Maryland (20901), assigned to Tom: its reference and its manage link's token. */
    const visit = async (overrides: Record<string, unknown> = {}) => {
      const response = await office.http
        .post('/api/bookings')
        .set('X-Forwarded-For', `198.51.100.${++clients}`)
        .send(bookingBody(TUESDAY_8AM, overrides));
      expect(response.status).toBe(201);
      const { reference, manageUrl } = response.body as { reference: string; manageUrl: string };
      expect((await owner.post(`/office/bookings/${reference}/technician`, { technician: tom.id })).status).toBe(303);
      return { reference, token: manageUrl.split('/').pop()! };
    };
    const bookingRow = (reference: string) =>
      database.db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

    /**
     * A job: the visit, an estimate of one option (a $210.50 control board and $120 of labour) sent and approved on
     * the customer's link, and its part recorded (arrived unless `arrived` is false) on the first visit, which waits
     * for it.
     */
    const job = async ({ email = 'ada@example.com', arrived = true } = {}) => {
      const first = await visit({ name: 'Ada <script>x</script> Board', email });
      const saved = await owner.post(`/office/visits/${first.reference}/estimates`, {
        option1Title: 'Replace the control board',
        o1l1Description: 'Control board',
        o1l1Kind: 'part',
        o1l1Quantity: '1',
        o1l1Price: '210.50',
        o1l2Description: 'Install labour',
        o1l2Kind: 'labour',
        o1l2Quantity: '1',
        o1l2Price: '120',
      });
      expect(saved.status).toBe(303);
      expect((await owner.post(`/office/visits/${first.reference}/estimates/1/send`, {})).status).toBe(303);
      const estimate = await database.db
        .selectFrom('estimates')
        .innerJoin('bookings', 'bookings.id', 'estimates.booking_id')
        .select('estimates.id')
        .where('bookings.reference', '=', first.reference)
        .executeTakeFirstOrThrow();
      const approved = await office.http
        .post(`/booking/${first.token}/estimates/${estimate.id}/approve`)
        .type('form')
        .send({ option: '1', name: 'Ada Board' });
      expect(approved.status).toBe(303);
      const { job_id: jobId } = await bookingRow(first.reference);
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
          arrived_at: arrived ? at : null,
          arrived_by: arrived ? 'owner@example.com' : null,
          created_at: at,
          created_by: 'owner@example.com',
        })
        .execute();
      await database.db
        .updateTable('bookings')
        .set({ visit_status: 'waiting-for-parts' })
        .where('reference', '=', first.reference)
        .execute();
      return { ...first, jobId: jobId! };
    };

    return { ...office, smtp, owner, technician, mail, mails, visit, job, bookingRow, tom, database };
  };

  it('is booked by the customer on their manage page, with the same technician, once', async () => {
    // Maryland's sales tax at 6 %.
    const app = await site();
    expect((await app.owner.post('/office/settings/price-book/tax', { dc: '0', md: '6' })).status).toBe(303);
    const first = await app.job();

    const page = load((await app.http.get(`/booking/${first.token}`)).text);
    const section = page('#return-visit');
    expect(section.find('h2').text()).toBe('Book the Return Visit');
    expect(section.text()).toContain('We come back to do the work you approved: Replace the control board.');
    const [mine, others] = [section.find('fieldset').eq(0), section.find('fieldset').eq(1)];
    expect(mine.find('legend').text()).toBe('With the technician of your first visit');
    // Tom's Tuesday morning is the first visit's: that window is offered, but with another technician.
    const mineStarts = mine
      .find('input[name="windowStart"]')
      .map((_, input) => page(input).attr('value'))
      .get();
    expect(mineStarts).not.toContain(TUESDAY_8AM);
    expect(
      others
        .find('input[name="windowStart"]')
        .map((_, input) => page(input).attr('value'))
        .get(),
    ).toContain(TUESDAY_8AM);
    const chosen = mineStarts.find((start) => start.startsWith('2026-11-30'))!;
    expect(chosen).toBeDefined();
    const form = section.find('form');
    const action = form.attr('action')!;
    expect(action).toBe(`/booking/${first.token}/return-visit`);
    const jobField = form.find('input[name="job"]').attr('value')!;

    const booked = await app.http.post(action).type('form').send({ job: jobField, windowStart: chosen });
    expect(booked.status).toBe(303);
    expect(booked.headers.location).toMatch(/^\/booking\/[\w-]{43}\?booked=1$/);
    const visits = await app.database.db
      .selectFrom('bookings')
      .select(['reference', 'job_id', 'technician_id', 'window_start', 'email', 'address', 'problem'])
      .where('job_id', '=', first.jobId)
      .where('reference', '!=', first.reference)
      .execute();
    expect(visits).toHaveLength(1);
    const [back] = visits;
    expect(back).toMatchObject({ technician_id: app.tom.id, email: 'ada@example.com' });
    expect(new Date(String(back!.window_start)).getTime()).toBe(Date.parse(chosen));
    expect(back!.problem).toContain(`Return visit for ${first.reference}: Replace the control board.`);
    const confirmation = await vi.waitFor(
      () => {
        const found = app.mails('Your repair visit is booked').find((m) => m.parsed.text?.includes(back!.reference));
        expect(found, 'the return visit confirmed').toBeDefined();
        return found!;
      },
      { timeout: 8000 },
    );
    expect(confirmation.envelope.to).toEqual(['ada@example.com']);
    expect(
      await app.database.db
        .selectFrom('office_activity')
        .select(['action', 'user_email'])
        .where('action', '=', 'Return visit booked')
        .execute(),
    ).toEqual([{ action: 'Return visit booked', user_email: 'website' }]);

    // The first visit's page now says when it is, and offers no more windows.
    const after = load((await app.http.get(`/booking/${first.token}`)).text);
    expect(after('#return-visit h2').text()).toBe('Your Return Visit');
    expect(after('#return-visit input[name="windowStart"]').length).toBe(0);
    expect(after('#return-visit .job-visits').text()).toBe('Job: diagnosis Tue Nov 24 → return visit Mon Nov 30');

    // Once per job: a second post (an old tab) is refused and books nothing.
    const again = await app.http
      .post(action)
      .type('form')
      .send({ job: jobField, windowStart: mineStarts.at(-1)! });
    expect(again.status).toBe(409);
    expect(load(again.text)('[role="alert"], .booking__error').text()).toContain('already booked');
    const count = await app.database.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('job_id', '=', first.jobId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it("shows on the technician's My Day and the customer's history as one job, each visit a link", async () => {
    const app = await site();
    const first = await app.job();
    const section = load((await app.http.get(`/booking/${first.token}`)).text)('#return-visit form');
    const monday = section
      .find('fieldset')
      .eq(0)
      .find('input[name="windowStart"]')
      .map((_, input) => String(input.attribs.value))
      .get()
      .find((start) => start.startsWith('2026-11-30'))!;
    const booked = await app.http
      .post(section.attr('action')!)
      .type('form')
      .send({ job: section.find('input[name="job"]').attr('value')!, windowStart: monday });
    expect(booked.status).toBe(303);
    const back = await app.database.db
      .selectFrom('bookings')
      .select(['id', 'reference'])
      .where('job_id', '=', first.jobId)
      .where('reference', '!=', first.reference)
      .executeTakeFirstOrThrow();

    // Tom opens My Day on the return visit's Monday: the card says whose job it carries on, linking both visits.
    app.clock.set('2026-11-30T07:30:00-05:00');
    const tom = await app.technician();
    const day = load((await tom.get('/office/my-day')).text);
    const card = day(`article[aria-labelledby="visit-${back.reference}"]`);
    expect(card.find('.job-visits').text()).toBe('Job: diagnosis Tue Nov 24 → return visit Mon Nov 30');
    expect(
      card
        .find('.job-visits a')
        .map((_, link) => day(link).attr('href'))
        .get(),
    ).toEqual([`/office/visits/${first.reference}`, `/office/visits/${back.reference}`]);
    expect((await tom.get(`/office/visits/${first.reference}`)).status).toBe(200);

    // The customer's page in the office: both visits, each saying they are one job, linking the booking pages.
    const customer = await app.database.db
      .selectFrom('customer_records')
      .select('customer_id')
      .where('kind', '=', 'booking')
      .where('record_id', '=', back.id)
      .executeTakeFirstOrThrow();
    // A week on, the owner signs in again.
    const { cookie } = await app.signIn();
    const history = load((await app.http.get(`/office/customers/${customer.customer_id}`).set('Cookie', cookie)).text);
    const jobLines = history('#visits-heading')
      .parent()
      .find('.job-visits')
      .map((_, line) => history(line).text())
      .get();
    expect(jobLines).toEqual([
      'Job: diagnosis Tue Nov 24 → return visit Mon Nov 30',
      'Job: diagnosis Tue Nov 24 → return visit Mon Nov 30',
    ]);
    expect(
      history('#visits-heading')
        .parent()
        .find('.job-visits')
        .first()
        .find('a')
        .map((_, link) => history(link).attr('href'))
        .get(),
    ).toEqual([`/office/bookings/${first.reference}`, `/office/bookings/${back.reference}`]);
  });

  it("cannot be booked from another booking's link, nor while a part is on order", async () => {
    const app = await site();
    const waiting = await app.job({ arrived: false });
    const stranger = await app.visit({ email: 'someone@example.com', phone: '(301) 555-0199' });

    // Another customer's own valid link, naming this job: as if there were none.
    const window = '2026-11-30T08:00:00-05:00';
    const crossed = await app.http
      .post(`/booking/${stranger.token}/return-visit`)
      .type('form')
      .send({ job: waiting.jobId, windowStart: window });
    expect(crossed.status).toBe(404);

    // The part is not in: the page says so and offers no window; a post is refused.
    const page = load((await app.http.get(`/booking/${waiting.token}`)).text);
    expect(page('#return-visit').text()).toContain('We will e-mail you when your part is in.');
    expect(page('#return-visit input[name="windowStart"]').length).toBe(0);
    const early = await app.http
      .post(`/booking/${waiting.token}/return-visit`)
      .type('form')
      .send({ job: waiting.jobId, windowStart: window });
    expect(early.status).toBe(409);
    expect(early.text).toContain('Your part is not in yet');
    const count = await app.database.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('job_id', '=', waiting.jobId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('is booked by the office for another job, through the same windows and rules', async () => {
    const app = await site();
    const first = await app.job({ email: 'cy@example.com' });
    // The visit page leads to it.
    const visitPage = load((await app.owner.get(`/office/visits/${first.reference}`)).text);
    expect(visitPage('a.button:contains("Book Return Visit")').attr('href')).toBe(
      `/office/visits/${first.reference}/return-visit`,
    );
    const screen = load((await app.owner.get(`/office/visits/${first.reference}/return-visit`)).text);
    expect(screen('h1').text()).toBe('Book the Return Visit');
    const start = screen('fieldset')
      .first()
      .find('input[name="windowStart"]')
      .map((_, input) => screen(input).attr('value'))
      .get()
      .find((value: string) => value.startsWith('2026-12-01'))!;
    expect(start).toBeDefined();
    const booked = await app.owner.post(`/office/visits/${first.reference}/return-visit`, {
      job: String(screen('input[name="job"]').val()),
      windowStart: start,
    });
    expect(booked.status).toBe(303);
    const back = await app.database.db
      .selectFrom('bookings')
      .select(['reference', 'technician_id', 'source', 'created_by'])
      .where('job_id', '=', first.jobId)
      .where('reference', '!=', first.reference)
      .executeTakeFirstOrThrow();
    expect(booked.headers.location).toBe(`/office/visits/${back.reference}`);
    expect(back).toMatchObject({ technician_id: app.tom.id, source: 'office', created_by: 'owner@example.com' });
    // The return visit's page shows the job's visits together, each a link; no more Book Return Visit.
    const backPage = load((await app.owner.get(`/office/visits/${back.reference}`)).text);
    expect(backPage('.job-visits').text()).toBe('Job: diagnosis Tue Nov 24 → return visit Tue Dec 1');
    expect(
      backPage('.job-visits a')
        .map((_, a) => backPage(a).attr('href'))
        .get(),
    ).toEqual([`/office/visits/${first.reference}`, `/office/visits/${back.reference}`]);
    expect(backPage('a:contains("Book Return Visit")').length).toBe(0);
    expect(
      await app.database.db
        .selectFrom('office_activity')
        .select(['action', 'user_email'])
        .where('action', '=', 'Return visit booked')
        .execute(),
    ).toEqual([{ action: 'Return visit booked', user_email: 'owner@example.com' }]);
    await vi.waitFor(
      () =>
        expect(app.mails('Your repair visit is booked').some((m) => m.parsed.text?.includes(back.reference))).toBe(
          true,
        ),
      { timeout: 8000 },
    );
    // A second one is refused, and a visit in no job has none to book.
    const again = await app.owner.post(`/office/visits/${first.reference}/return-visit`, {
      job: first.jobId,
      windowStart: start,
    });
    expect(again.status).toBe(409);
    const lone = await app.visit({ email: 'lone@example.com', phone: '(301) 555-0177' });
    const none = load((await app.owner.get(`/office/visits/${lone.reference}/return-visit`)).text);
    expect(none('main').text()).toContain('This visit is in no job');
    expect(none('form[action$="/return-visit"]').length).toBe(0);
  });

  it('ends the first visit with it when Done, and is priced from the approved option: the fee once, tax, one receipt', async () => {
    const app = await site();
    expect((await app.owner.post('/office/settings/price-book/tax', { dc: '0', md: '6' })).status).toBe(303);
    const first = await app.job();
    const monday = '2026-11-30T08:00:00-05:00';
    const booked = await app.http
      .post(`/booking/${first.token}/return-visit`)
      .type('form')
      .send({ job: first.jobId, windowStart: monday });
    expect(booked.status).toBe(303);
    const back = await app.database.db
      .selectFrom('bookings')
      .select('reference')
      .where('job_id', '=', first.jobId)
      .where('reference', '!=', first.reference)
      .executeTakeFirstOrThrow();

    // Monday, the technician finishes the job: Done on the return visit ends the first visit, which waited.
    app.clock.set(new Date('2026-11-30T16:00:00Z'));
    const tom = await app.technician();
    for (const status of ['on-the-way', 'arrived'])
      expect((await tom.post(`/office/bookings/${back.reference}/status`, { status })).status).toBe(303);
    expect((await tom.post(`/office/bookings/${back.reference}/status`, { status: 'done' })).status).toBe(303);
    expect((await app.bookingRow(first.reference)).visit_status).toBe('done');
    expect((await app.bookingRow(back.reference)).visit_status).toBe('done');

    // The price form starts from the approved option, the fee charged here once for the job.
    const form = load((await tom.get(`/office/visits/${back.reference}/price`)).text);
    expect(form('input[name="partsAmount"]').val()).toBe('210.50');
    expect(form('input[name="labour"]').val()).toBe('120.00');
    expect(form('input[name="fee"]').is(':checked')).toBe(true);
    expect(form('textarea[name="workDone"]').text()).toContain('Replace the control board');
    expect(form('.office-notice--job').text()).toContain('Sales tax on parts');

    // Saved as filled in, paid by card.
    const recorded = await tom.post(`/office/visits/${back.reference}/price`, {
      workDone: form('textarea[name="workDone"]').text(),
      parts: String(form('input[name="parts"]').val()),
      partsAmount: String(form('input[name="partsAmount"]').val()),
      labour: String(form('input[name="labour"]').val()),
      fee: 'yes',
      coupon: '',
      payment: 'card',
      back: 'my-day',
    });
    expect(recorded.status).toBe(303);
    const charge = await app.database.db
      .selectFrom('visit_charges')
      .innerJoin('bookings', 'bookings.id', 'visit_charges.booking_id')
      .selectAll('visit_charges')
      .where('bookings.reference', '=', back.reference)
      .executeTakeFirstOrThrow();
    // The customer approved: fee 89 + board 210.50 + labour 120 − 89 credited + 6 % of 210.50 (12.63) = $343.13.
    const approved = optionTotals(
      [
        { kind: 'part', quantity: 1, unitCents: 21_050 },
        { kind: 'labour', quantity: 1, unitCents: 12_000 },
      ],
      { taxRate: 600, feeCents: 8900 },
    );
    expect(approved.totalCents).toBe(34_313);
    expect({
      fee: Number(charge.fee_cents),
      credit: Number(charge.fee_credit_cents),
      tax: Number(charge.tax_cents),
      total: Number(charge.total_cents),
    }).toEqual({ fee: 8900, credit: 8900, tax: 1263, total: approved.totalCents });
    // The 90-day warranty runs from the return visit, the job's last.
    expect(charge.warranty_ends_on).toBe('2027-02-28');
    // No fee on the first visit's side: it has no price of its own.
    const firstCharges = await app.database.db
      .selectFrom('visit_charges')
      .innerJoin('bookings', 'bookings.id', 'visit_charges.booking_id')
      .select('visit_charges.fee_cents')
      .where('bookings.reference', '=', first.reference)
      .execute();
    expect(firstCharges).toEqual([]);

    const receipt = await app.mail('Your receipt: $343.13', 'ada@example.com');
    expect(receipt.parsed.text).toMatch(/Sales tax:\s+\$12\.63/);
    expect(receipt.parsed.text).toMatch(/Job visits:\s+Tuesday, November 24, 2026 and Monday, November 30, 2026/);
    expect(receipt.parsed.text).toMatch(/Total:\s+\$343\.13/);
    expect(receipt.parsed.html).toContain('Sales tax');
    expect(receipt.parsed.html).not.toContain('<script>x');
  });
});
