/**
 * Parts on order (issue 37, items 4 and 7; docs/jobs.md): on a visit whose estimate the customer approved, the
 * technician records the parts ordered and the visit is Waiting for Parts; the Parts screen lists them by the day
 * they are expected, the late ones first; another technician can neither record nor mark them; Part Arrived on the
 * last one tells the customer once, by e-mail and by text where they agreed, with the link that opens their page to
 * book the return visit; and Today points at the late parts and at the job whose parts are in with no visit booked.
 */
import { load } from 'cheerio';
import { describe, expect, it, vi } from 'vitest';
import { onSqliteOnly, testEngines } from '../helpers/engines';
import { jobOffices } from '../helpers/job-office';
import { bookVisit } from '../helpers/office';

const engines = testEngines('parts on order');
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T15:00:00Z';
const THURSDAY_10AM = '2026-11-26T15:00:00Z';

describe.each(engines)('parts on order on $name', (engine) => {
  const jobOffice = jobOffices();

  /** The office with a relay and a text provider; Tom and Sam are technicians, a visit on Tuesday is Tom's. */
  const site = async () => {
    const database = await engine.open();
    const office = await jobOffice(database, {
      texts: true,
      technicians: [{ email: 'sam@example.com', name: 'Sam Spanner' }],
    });
    const { smtp, tom } = office;
    const sms = office.sms!;
    const owner = office.signInOwner;
    const technician = office.signInTechnician;
    const reference = await bookVisit(office.http, TUESDAY_8AM, {
      name: 'Ada <script>x</script> Board',
      email: 'ada@example.com',
      phone: '(202) 555-0161',
      textConsent: 'yes',
    });
    expect(
      (await (await owner()).post(`/office/bookings/${reference}/technician`, { technician: tom.id })).status,
    ).toBe(303);
    const visit = () =>
      database.db
        .selectFrom('bookings')
        .select(['id', 'visit_status'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
    const parts = () =>
      database.db
        .selectFrom('job_parts')
        .select([
          'id',
          'part_number',
          'supplier',
          'cost_cents',
          'ordered_on',
          'expected_on',
          'arrived_at',
          'arrived_by',
        ])
        .orderBy('part_number')
        .execute();
    const activity = (action: string) =>
      database.db
        .selectFrom('office_activity')
        .select(['user_email', 'detail'])
        .where('action', '=', action)
        .orderBy('at')
        .execute();
    const partsInMail = () => smtp.received.filter((m) => m.parsed.subject?.startsWith('Your parts are in'));
    return { ...office, smtp, sms, database, owner, technician, reference, visit, parts, activity, partsInMail };
  };

  /**
   * On the visit's day Tom arrives, writes a one-option estimate and sends it; the customer approves it on their
   * page without JavaScript. Returns Tom's browser.
   */
  const approvedOnTheDay = async (app: Awaited<ReturnType<typeof site>>) => {
    app.clock.set(TUESDAY_10AM);
    const tom = await app.technician('tom@example.com');
    for (const status of ['on-the-way', 'arrived'])
      expect((await tom.post(`/office/bookings/${app.reference}/status`, { status, back: 'my-day' })).status).toBe(303);
    const written = await tom.post(`/office/visits/${app.reference}/estimates`, {
      option1Title: 'Replace the control board',
      o1l1Description: 'Control board',
      o1l1Kind: 'part',
      o1l1Price: '210',
    });
    expect(written.status).toBe(303);
    expect((await tom.post(`/office/visits/${app.reference}/estimates/1/send`, {})).status).toBe(303);
    const email = await vi.waitFor(
      () => {
        const found = app.smtp.received.find((m) => m.parsed.subject?.startsWith('Your estimate'));
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 8000 },
    );
    const link = /\/booking\/([\w-]+)#estimate/.exec(email.parsed.text ?? '')![1]!;
    const manage = load((await app.http.get(`/booking/${link}`)).text);
    const approve = manage('#estimate form.estimate__approve').attr('action')!;
    expect((await app.http.post(approve).type('form').send({ option: '1', name: 'Ada Board' })).status).toBe(303);
    return tom;
  };

  it('records the parts, lists them late first, and tells the customer once when the last is in', async () => {
    const app = await site();
    const { reference } = app;
    const tom = await approvedOnTheDay(app);

    // Record Parts, from the approved estimate's page, opens the form with today's day as the order day.
    const estimate = load((await tom.get(`/office/visits/${reference}/estimates/1`)).text);
    const recordHref = estimate('a:contains("Record Parts")').attr('href');
    expect(recordHref).toBe(`/office/visits/${reference}/parts`);
    const form = load((await tom.get(recordHref!)).text);
    expect(form('h1').text()).toBe(`Parts for ${reference}`);
    expect(form('label[for="part-cost"]').text()).toContain('What it cost the shop, in dollars');
    expect(form('input[name="orderedOn"]').val()).toBe('2026-11-24');
    expect(form('#parts-list-heading').next().text()).toBe('No part recorded yet.');

    const board = {
      partNumber: 'W10854220',
      description: 'Control board <script>alert(1)</script>',
      supplier: '<b>x</b> Appliance Parts',
      cost: '142.50',
      orderedOn: '2026-11-24',
      expectedOn: '2026-11-27',
    };
    const sensor = {
      ...board,
      partNumber: 'WPW10',
      description: 'Water level sensor',
      cost: '18',
      expectedOn: '2026-11-25',
    };
    const recorded = await tom.post(recordHref!, board);
    expect(recorded.status).toBe(303);
    expect(recorded.headers.location).toBe(`/office/visits/${reference}/parts?saved=part`);
    expect((await tom.post(recordHref!, sensor)).status).toBe(303);

    expect(await app.parts()).toEqual([
      expect.objectContaining({
        part_number: 'W10854220',
        cost_cents: 14250,
        expected_on: '2026-11-27',
        arrived_at: null,
      }),
      expect.objectContaining({ part_number: 'WPW10', cost_cents: 1800, ordered_on: '2026-11-24', arrived_at: null }),
    ]);
    const { id: visitId, visit_status } = await app.visit();
    expect(visit_status).toBe('waiting-for-parts');
    // One status change, in Tom's name, as dispatch records one: the second part found the visit waiting already.
    expect(
      await app.database.db
        .selectFrom('booking_events')
        .select(['actor_email', 'from_value', 'to_value'])
        .where('booking_id', '=', visitId)
        .where('to_value', '=', 'waiting-for-parts')
        .execute(),
    ).toEqual([{ actor_email: 'tom@example.com', from_value: 'arrived', to_value: 'waiting-for-parts' }]);
    const lines = await app.activity('Part recorded');
    expect(lines.map((line) => line.user_email)).toEqual(['tom@example.com', 'tom@example.com']);
    // At the same instant on the test clock: either order.
    expect(lines.map((line) => line.detail).sort()).toEqual([
      expect.stringContaining(
        'Control board <script>alert(1)</script> (W10854220) from <b>x</b> Appliance Parts, $142.50',
      ),
      expect.stringContaining('Water level sensor (WPW10)'),
    ]);
    const page = load((await tom.get(`/office/visits/${reference}/parts?saved=part`)).text);
    expect(page('[role="status"]').text()).toBe('Part recorded. The visit is Waiting for Parts.');
    expect(page('#parts-list-heading').next().find('li')).toHaveLength(2);
    expect(page.html()).not.toContain('<b>x</b>');

    // Sam, another technician, cannot see, record or mark the parts of a visit not his.
    const sam = await app.technician('sam@example.com');
    expect((await sam.get(recordHref!)).status).toBe(403);
    expect((await sam.post(recordHref!, { ...board, partNumber: 'SAM-1' })).status).toBe(403);
    const [boardRow, sensorRow] = await app.parts();
    expect((await sam.post(`/office/parts/${sensorRow!.id}/arrived`, {})).status).toBe(403);
    expect((await sam.post('/office/parts/no-such-part/arrived', {})).status).toBe(404);
    expect(load((await sam.get('/office/parts')).text)('#parts-waiting-heading').text()).toBe('On order (0)');
    expect((await app.parts()).map((part) => part.arrived_at)).toEqual([null, null]);

    // Thursday: the sensor was expected Wednesday and is late; it comes first, marked so.
    app.clock.set(THURSDAY_10AM);
    const desk = await app.owner();
    const partsPage = load((await desk.get('/office/parts')).text);
    expect(partsPage('h1').text()).toBe('Parts');
    const rows = partsPage('#parts-waiting-heading').next().find('li');
    expect(rows.map((_, row) => partsPage(row).attr('data-part')).get()).toEqual([sensorRow!.id, boardRow!.id]);
    expect(rows.eq(0).text()).toContain('Late Expected Wednesday, November 25');
    expect(rows.eq(0).text()).toContain('Ada <script>x</script> Board');
    expect(rows.eq(0).find(`a[href="/office/visits/${reference}"]`).text()).toBe(reference);
    expect(rows.eq(1).text()).not.toContain('Late');
    expect(rows.eq(1).text()).toContain('W10854220 · <b>x</b> Appliance Parts');
    const today = load((await desk.get('/office')).text);
    const late = today('[data-list="late-parts"] li');
    expect(late).toHaveLength(1);
    expect(late.text()).toContain('Water level sensor · expected Wednesday, November 25');
    expect(late.find('a').attr('href')).toBe(`/office/visits/${reference}`);

    // The board arrives first: marked in, and the customer is not told yet.
    const first = await desk.post(`/office/parts/${boardRow!.id}/arrived`, {});
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/office/parts?saved=arrived');
    expect((await app.parts())[0]).toMatchObject({ arrived_by: 'owner@example.com' });
    expect(await app.database.db.selectFrom('job_emails').select('id').execute()).toEqual([]);
    expect(
      (await app.database.db.selectFrom('jobs').select('parts_in_at').executeTakeFirstOrThrow()).parts_in_at,
    ).toBeNull();
    expect((await desk.post(`/office/parts/${boardRow!.id}/arrived`, {})).status).toBe(409);

    // Tom brings the sensor in: every part is in, and the customer is told, once.
    const tomThursday = await app.technician('tom@example.com');
    const last = await tomThursday.post(`/office/parts/${sensorRow!.id}/arrived`, { back: 'visit' });
    expect(last.status).toBe(303);
    expect(last.headers.location).toBe(`/office/visits/${reference}/parts?saved=all-in`);
    expect(
      (await app.database.db.selectFrom('jobs').select('parts_in_at').executeTakeFirstOrThrow()).parts_in_at,
    ).not.toBeNull();
    // Both marked in the same clock second: the lines' order between them is not the point.
    expect((await app.activity('Part arrived')).map((line) => line.user_email).sort()).toEqual([
      'owner@example.com',
      'tom@example.com',
    ]);
    const mail = await vi.waitFor(
      () => {
        expect(app.partsInMail()).toHaveLength(1);
        return app.partsInMail()[0]!;
      },
      { timeout: 8000 },
    );
    expect(mail.parsed.subject).toBe('Your parts are in: book the visit to fit them');
    expect(mail.envelope.to).toEqual(['ada@example.com']);
    expect(mail.parsed.text).toContain('Control board <script>alert(1)</script> (W10854220)');
    expect(mail.parsed.text).toContain('Water level sensor (WPW10)');
    const html = String(mail.parsed.html);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Control board &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Hello Ada,');
    const url = /https:\/\/\S+\/booking\/([\w-]+)#return-visit/.exec(mail.parsed.text ?? '');
    expect(url).not.toBeNull();
    expect(html).toContain(`href="${url![0]}"`);
    expect((await app.http.get(`/booking/${url![1]}`)).status).toBe(200);
    // The link is in the row only while the e-mail is pending.
    await vi.waitFor(
      async () =>
        expect(await app.database.db.selectFrom('job_emails').select(['status', 'link_token']).execute()).toEqual([
          { status: 'sent', link_token: null },
        ]),
      { timeout: 8000 },
    );

    const text = await vi.waitFor(
      () => {
        const found = app.sms.messages.filter((m) => m.body.includes('parts are in'));
        expect(found).toHaveLength(1);
        return found[0]!;
      },
      { timeout: 8000 },
    );
    expect(text.to).toBe('+12025550161');
    expect(text.body).toContain(`Book the visit to fit them: ${url![0]}`);
    expect(text.body).not.toContain('<script>');

    // Today: nothing late any more, and the job waits for its return visit to be booked.
    const after = load((await desk.get('/office')).text);
    expect(after('[data-list="late-parts"]').length).toBe(0);
    const waiting = after('[data-list="parts-in"] li');
    expect(waiting).toHaveLength(1);
    expect(after('#jobs-today-heading').parent().text()).toContain('Parts in, return visit not booked');
    expect(waiting.find('a').attr('href')).toBe(`/office/visits/${reference}`);
    const done = load((await desk.get('/office/parts')).text);
    expect(done('#parts-waiting-heading').text()).toBe('On order (0)');
    expect(done('#parts-arrived-heading').next().find('li')).toHaveLength(2);
    // A second press changes nothing and tells nobody again.
    expect((await desk.post(`/office/parts/${sensorRow!.id}/arrived`, {})).status).toBe(409);
    expect(await app.database.db.selectFrom('job_emails').select('id').execute()).toHaveLength(1);
  });

  onSqliteOnly(engine)(
    'comes back as typed when the cost is not money or the part is expected before it was ordered, and writes nothing',
    async () => {
      const app = await site();
      const { reference } = app;
      const desk = await app.owner();
      // No approved estimate yet: the page says so and offers no form; a post is refused.
      const before = load((await desk.get(`/office/visits/${reference}/parts`)).text);
      expect(before('form.office-form').length).toBe(0);
      expect(before('main').text()).toContain('This visit has no approved estimate');
      const part = {
        partNumber: 'W10854220',
        description: 'Control board',
        supplier: 'Appliance Parts Co',
        cost: '142.50',
        orderedOn: '2026-11-24',
        expectedOn: '2026-11-27',
      };
      expect((await desk.post(`/office/visits/${reference}/parts`, part)).status).toBe(409);

      const tom = await approvedOnTheDay(app);
      const notMoney = await tom.post(`/office/visits/${reference}/parts`, { ...part, cost: 'abc' });
      expect(notMoney.status).toBe(400);
      const refused = load(notMoney.text);
      expect(refused('#part-cost-error').text()).toContain('dollars and cents');
      expect(refused('input[name="cost"]').val()).toBe('abc');
      expect(refused('input[name="partNumber"]').val()).toBe('W10854220');
      const backwards = await tom.post(`/office/visits/${reference}/parts`, { ...part, expectedOn: '2026-11-23' });
      expect(backwards.status).toBe(400);
      expect(load(backwards.text)('#part-expectedOn-error').text()).toBe(
        'The part cannot be expected before the day it was ordered.',
      );
      expect(load(backwards.text)('input[name="expectedOn"]').val()).toBe('2026-11-23');

      expect(await app.parts()).toEqual([]);
      expect((await app.visit()).visit_status).toBe('arrived');
      expect(await app.activity('Part recorded')).toEqual([]);
    },
  );
});
