/**
 * Estimates (docs/jobs.md): the technician writes a quote of two options on their own visit, partly from the price
 * book, and sends it; the customer is e-mailed it with its PDF and a link, opens their manage page (the estimate is
 * then Viewed), and approves one option by typing their name, without JavaScript; the approval is final, the office
 * is told, and the PDF says so. Another booking's link cannot answer it, an expired one cannot be approved, a bad
 * line comes back as typed, and visitor text stays inert in the e-mail and the PDF. Money in integer cents, tax on
 * parts only.
 */
import { load } from 'cheerio';
import { describe, expect, it, vi } from 'vitest';
import { testEngines } from '../helpers/engines';
import { jobOffices } from '../helpers/job-office';
import { bookVisit } from '../helpers/office';
import { pdfText } from '../helpers/pdf';

const engines = testEngines('estimates', { postgres: false });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';

describe.each(engines)('estimates on $name', (engine) => {
  const jobOffice = jobOffices();

  const site = async () => {
    const database = await engine.open();
    const office = await jobOffice(database);
    const { smtp, tom } = office;
    const owner = await office.signInOwner();
    const technician = () => office.signInTechnician();
    const mail = (subject: string) =>
      vi.waitFor(
        () => {
          const found = smtp.received.find((m) => m.parsed.subject?.startsWith(subject));
          expect(found, `an e-mail "${subject}"`).toBeDefined();
          return found!;
        },
        { timeout: 8000 },
      );
    /** A visit booked online in Maryland (20901) and assigned to Tom. */
    const visit = async (overrides: Record<string, unknown> = {}) => {
      const reference = await bookVisit(office.http, TUESDAY_8AM, overrides);
      expect((await owner.post(`/office/bookings/${reference}/technician`, { technician: tom.id })).status).toBe(303);
      return reference;
    };
    const estimateRow = (reference: string) =>
      database.db
        .selectFrom('estimates')
        .innerJoin('bookings', 'bookings.id', 'estimates.booking_id')
        .selectAll('estimates')
        .where('bookings.reference', '=', reference)
        .executeTakeFirstOrThrow();
    return { ...office, smtp, owner, technician, mail, visit, estimateRow, database };
  };

  /** Two options: a board repair, or the board and the sensor (one line from the price book). */
  const twoOptions = (sensorItem: string) => ({
    option1Title: 'Repair the control board',
    o1l1Description: 'Board repair labour',
    o1l1Kind: 'labour',
    o1l1Quantity: '1',
    o1l1Price: '150',
    option2Title: 'Replace the board and the sensor',
    o2l1Description: 'Control board',
    o2l1Kind: 'part',
    o2l1Quantity: '1',
    o2l1Price: '$210.50',
    o2l2Item: sensorItem,
    o2l2Quantity: '2',
    o2l3Description: 'Install labour',
    o2l3Kind: 'labour',
    o2l3Price: '120',
    note: 'The board is <b>scorched</b>.',
  });

  it('is written by the technician, sent, viewed and approved on the manage page without JavaScript', async () => {
    const app = await site();
    // Maryland's sales tax at 6 %, and a sensor in the price book for washers.
    expect((await app.owner.post('/office/settings/price-book/tax', { dc: '0', md: '6' })).status).toBe(303);
    expect(
      (
        await app.owner.post('/office/settings/price-book', {
          appliance: 'washer-repair',
          kind: 'part',
          name: 'Water level sensor',
          price: '24.25',
        })
      ).status,
    ).toBe(303);
    const sensor = await app.database.db.selectFrom('price_book_items').select('id').executeTakeFirstOrThrow();
    const reference = await app.visit({ name: 'Ada <script>x</script> Board', email: 'ada@example.com' });
    const tom = await app.technician();

    // New Estimate, from the technician's page of their visit.
    const visitPage = load((await tom.get(`/office/visits/${reference}`)).text);
    expect(visitPage('#estimates-heading').next().text()).toBe('No estimate yet.');
    const newHref = visitPage('a.button:contains("New Estimate")').attr('href');
    expect(newHref).toBe(`/office/visits/${reference}/estimates/new`);
    const form = load((await tom.get(newHref!)).text);
    expect(form('h1').text()).toBe('New Estimate');
    expect(
      form('select[name="o1l1Item"] option')
        .map((_, o) => form(o).text())
        .get(),
    ).toContain('Water level sensor (part), $24.25');
    const saved = await tom.post(`/office/visits/${reference}/estimates`, twoOptions(sensor.id));
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe(`/office/visits/${reference}/estimates/1?saved=draft`);
    const draft = await app.estimateRow(reference);
    expect(draft).toMatchObject({ status: 'draft', tax_state: 'MD', tax_rate_bp: 600, fee_cents: 8900, number: 1 });
    const lines = await app.database.db
      .selectFrom('estimate_lines')
      .select(['option_position', 'description', 'kind', 'quantity', 'unit_cents'])
      .where('estimate_id', '=', draft.id)
      .orderBy('option_position')
      .orderBy('position')
      .execute();
    expect(
      lines.map((l) => [l.option_position, l.description, l.kind, Number(l.quantity), Number(l.unit_cents)]),
    ).toEqual([
      [1, 'Board repair labour', 'labour', 1, 15000],
      [2, 'Control board', 'part', 1, 21050],
      [2, 'Water level sensor', 'part', 2, 2425],
      [2, 'Install labour', 'labour', 1, 12000],
    ]);

    // Option 2: fee 89 + labour 120 + parts 259.00 − 89 credited + tax 6 % of 259.00 = 15.54 → $394.54.
    const page = load((await tom.get(saved.headers.location!)).text);
    expect(page('h1').text()).toBe(`Estimate E-${reference}-1`);
    expect(page('caption').eq(1).text()).toBe('Option 2: Replace the board and the sensor');
    expect(
      page('.estimate-option__total td')
        .map((_, td) => page(td).text())
        .get(),
    ).toEqual(['$150.00', '$394.54']);
    expect(page('tfoot').eq(1).text()).toContain('Maryland sales tax on parts (6.00%)$15.54');
    expect(page('tfoot').eq(1).text()).toContain('Service call fee credited−$89.00');

    const sent = await tom.post(`/office/visits/${reference}/estimates/1/send`, {});
    expect(sent.status).toBe(303);
    expect((await app.estimateRow(reference)).status).toBe('sent');
    // Sent once: a changed quote is a new estimate.
    expect((await tom.post(`/office/visits/${reference}/estimates/1/send`, {})).status).toBe(409);
    expect(
      await app.database.db
        .selectFrom('office_activity')
        .select(['action', 'user_email'])
        .where('action', 'like', 'Estimate%')
        .orderBy('action')
        .execute(),
    ).toEqual([
      // At the same instant on the test clock: in the order of their names.
      { action: 'Estimate sent', user_email: 'tom@example.com' },
      { action: 'Estimate written', user_email: 'tom@example.com' },
    ]);

    const email = await app.mail(`Your estimate E-${reference}-1`);
    expect(email.envelope.to).toEqual(['ada@example.com']);
    expect(email.parsed.html).not.toContain('<script>x');
    expect(email.parsed.html).not.toContain('<b>scorched');
    expect(email.parsed.text).toContain('Total: $394.54');
    const link = /\/booking\/([\w-]+)#estimate/.exec(email.parsed.text ?? '')?.[1];
    expect(link).toBeDefined();
    const pdf = await pdfText(email.parsed.attachments[0]!.content);
    expect(pdf.lines).toEqual(
      expect.arrayContaining([`Estimate E-${reference}-1`, '$394.54', 'Ada <script>x</script> Board']),
    );

    // The customer, without JavaScript: the link opens their page with the estimate, which is now Viewed.
    const manage = load((await app.http.get(`/booking/${link}`)).text);
    expect(manage('#estimate h2').text()).toBe(`Your Estimate E-${reference}-1`);
    expect(manage('#estimate input[name="option"]').length).toBe(2);
    expect((await app.estimateRow(reference)).status).toBe('viewed');
    const action = manage('#estimate form.estimate__approve').attr('action')!;
    const noName = await app.http.post(action).type('form').send({ option: '2', name: '' });
    expect(noName.status).toBe(400);
    expect((await app.estimateRow(reference)).status).toBe('viewed');
    const approved = await app.http
      .post(action)
      .set('X-Forwarded-For', '203.0.113.9')
      .type('form')
      .send({ option: '2', name: 'Ada Board' });
    expect(approved.status).toBe(303);
    expect(approved.headers.location).toBe(`/booking/${link}?estimate=approved#estimate`);
    expect(await app.estimateRow(reference)).toMatchObject({
      status: 'approved',
      approved_option: 2,
      signed_name: 'Ada Board',
      decided_from: '203.0.113.9',
    });
    // Final: neither a second approval nor a decline changes it.
    expect((await app.http.post(action).type('form').send({ option: '1', name: 'Ada Board' })).status).toBe(409);
    expect(
      (
        await app.http
          .post(action.replace(/approve$/, 'decline'))
          .type('form')
          .send({ reason: 'no' })
      ).status,
    ).toBe(409);
    expect((await app.estimateRow(reference)).approved_option).toBe(2);
    // The approval opened one job, and the visit it was written on is that job's first.
    const jobs = await app.database.db.selectFrom('jobs').selectAll().execute();
    expect(jobs).toHaveLength(1);
    const visit = await app.database.db
      .selectFrom('bookings')
      .select(['id', 'job_id'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(jobs[0]).toMatchObject({ first_booking_id: visit.id, estimate_id: (await app.estimateRow(reference)).id });
    expect(visit.job_id).toBe(jobs[0]!.id);

    const told = await app.mail(`Estimate E-${reference}-1 approved`);
    expect(told.parsed.text).toContain('Option: Replace the board and the sensor');
    const office = load((await app.owner.get(`/office/visits/${reference}/estimates/1`)).text);
    expect(office('.estimate__answer').text()).toContain(
      'Approved: Replace the board and the sensor. Signed Ada Board',
    );
    expect(office('form[action$="/send"]').length).toBe(0);
    // Today shows the answer just in.
    const today = load((await app.owner.get('/office')).text);
    expect(today('#estimates-today-heading').parent().find('li').text()).toContain(
      `E-${reference}-1Ada <script>x</script> Board · Approved · answered`,
    );
    // The office's page of the booking lists it, approved, with the option's total.
    const booking = load((await app.owner.get(`/office/bookings/${reference}`)).text);
    expect(booking('section[aria-labelledby="estimates-heading"] li').text()).toBe(
      `E-${reference}-1 · Approved · Replace the board and the sensor, $394.54`,
    );
  });

  it("cannot be answered on another booking's link, nor approved once expired", async () => {
    const app = await site();
    const reference = await app.visit();
    const saved = await app.owner.post(`/office/visits/${reference}/estimates`, {
      option1Title: 'Replace the pump',
      o1l1Description: 'Drain pump',
      o1l1Kind: 'part',
      o1l1Price: '80',
    });
    expect(saved.status).toBe(303);
    await app.owner.post(`/office/visits/${reference}/estimates/1/send`, {});
    const { id } = await app.estimateRow(reference);
    const email = await app.mail(`Your estimate E-${reference}-1`);
    const link = /\/booking\/([\w-]+)#estimate/.exec(email.parsed.text ?? '')![1]!;

    // Another customer's own, valid link, naming this estimate: as if it did not exist.
    const other = await app.visit({ email: 'other@example.com' });
    const mintedForOther = await app.owner.post(`/office/visits/${other}/estimates`, {
      option1Title: 'Other',
      o1l1Description: 'Labour',
      o1l1Price: '10',
    });
    expect(mintedForOther.status).toBe(303);
    await app.owner.post(`/office/visits/${other}/estimates/1/send`, {});
    const otherEmail = await app.mail(`Your estimate E-${other}-1`);
    const otherLink = /\/booking\/([\w-]+)#estimate/.exec(otherEmail.parsed.text ?? '')![1]!;
    const crossed = await app.http
      .post(`/booking/${otherLink}/estimates/${id}/approve`)
      .type('form')
      .send({ option: '1', name: 'Someone Else' });
    expect(crossed.status).toBe(404);
    expect((await app.estimateRow(reference)).status).toBe('sent');

    // Two days on with no answer, Today points at it (signed in again: a session lapses after 12 idle hours).
    app.clock.set(new Date(app.clock.now().getTime() + 49 * 3_600_000));
    const desk = await app.signIn();
    const today = load((await app.http.get('/office').set('Cookie', desk.cookie)).text);
    expect(today('#estimates-today-heading').parent().text()).toContain('Sent two days ago or more, no answer yet');
    expect(today(`a[href="/office/visits/${reference}/estimates/1"]`).length).toBe(1);

    // Thirty days on, it has expired: the page says so and offers no approval; a post is refused.
    app.clock.set(new Date(Date.parse((await app.estimateRow(reference)).expires_at as string) + 1000));
    const page = load((await app.http.get(`/booking/${link}`)).text);
    expect(page('#estimate .estimate__answer').text()).toContain('Expired');
    expect(page('#estimate form').length).toBe(0);
    const late = await app.http
      .post(`/booking/${link}/estimates/${id}/approve`)
      .type('form')
      .send({ option: '1', name: 'Ada Board' });
    expect(late.status).toBe(410);
    expect((await app.estimateRow(reference)).status).toBe('viewed');
  });

  it('comes back as typed when a line is wrong, and writes nothing', async () => {
    const app = await site();
    const reference = await app.visit();
    const refused = await app.owner.post(`/office/visits/${reference}/estimates`, {
      option1Title: 'Repair',
      o1l1Description: 'Labour',
      o1l1Price: '12.345',
      o1l2Description: 'Gasket',
      o1l2Quantity: '0',
      o1l2Price: '20',
    });
    expect(refused.status).toBe(400);
    const form = load(refused.text);
    expect(form('#estimate-o1l1Price-error').text()).toContain('dollars and cents');
    expect(form('#estimate-o1l2Quantity-error').text()).toContain('from 1 to 99');
    expect(form('input[name="o1l1Price"]').val()).toBe('12.345');
    expect(await app.database.db.selectFrom('estimates').select('id').execute()).toEqual([]);
    const empty = await app.owner.post(`/office/visits/${reference}/estimates`, {});
    expect(empty.status).toBe(400);
    expect(load(empty.text)('[role="alert"]').text()).toBe(
      'Please add at least one line: from the price book, or typed.',
    );
  });
});
