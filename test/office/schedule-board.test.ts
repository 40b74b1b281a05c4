/**
 * Dispatch in one tap (issue 39, item 5): the Schedule board's cards each carry a technician select in a plain form
 * that saves without JavaScript (the technician in the database, its activity line, back to the same board at the
 * card), the zip and town and the visit's status; Move only while the visit has not started; the notice names
 * what changed; the week view places each visit under its own day, in the weeks the clocks change too; and the
 * booking page puts the technician, status and notes before the move picker.
 */
import { load, type CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { activityLines } from '../helpers/activity';
import { testEngines } from '../helpers/engines';
import { bookVisit, csrfOf, officeApp, testPasswordHash } from '../helpers/office';

const engines = testEngines('schedule board', { postgres: false });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';
const TUESDAY_NOON = '2026-11-24T12:00:00-05:00';
const TECH_PASSWORD = 'socket-meadow-harbor-42';

let techHash: Promise<string> | undefined;

/** What a browser without JavaScript sends for a form: its fields as they stand, the chosen options included. */
function formFields($: CheerioAPI, form: ReturnType<CheerioAPI>): Record<string, string> {
  const fields: Record<string, string> = {};
  form.find('input[type="hidden"]').each((_, input) => {
    fields[$(input).attr('name')!] = $(input).attr('value') ?? '';
  });
  form.find('select').each((_, select) => {
    const chosen = $(select).find('option[selected]').first();
    fields[$(select).attr('name')!] = (chosen.length ? chosen : $(select).find('option').first()).attr('value') ?? '';
  });
  return fields;
}

describe.each(engines)('the Schedule board on $name', (engine) => {
  const setup = async () => {
    const database = await engine.open();
    const office = await officeApp(database, { options: { bookingRateLimit: { limit: 10_000 } } });
    const hash = await (techHash ??= testPasswordHash(TECH_PASSWORD));
    const tom = await office.store.addUser('tom@example.com', hash, new Date(), {
      role: 'technician',
      name: 'Tom Wrench',
    });
    const una = await office.store.addUser('una@example.com', hash, new Date(), {
      role: 'technician',
      name: 'Una Volt',
    });
    let browser = await office.signIn();
    const owner = {
      get: (path: string) => office.http.get(path).set('Cookie', browser.cookie),
      post: (path: string, form: Record<string, string>) =>
        office.http
          .post(path)
          .set('Cookie', browser.cookie)
          .type('form')
          .send({ _csrf: browser.csrf, ...form }),
      /** Signed in anew, as the desk is after the clock moves on by hours. */
      again: async () => {
        browser = await office.signIn();
      },
    };
    const visit = (reference: string) =>
      database.db
        .selectFrom('bookings')
        .select(['technician_id', 'window_start', 'visit_status'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
        // PostgreSQL answers a timestamp, SQLite its ISO text: the same instant either way.
        .then((row) => ({ ...row, window_start: new Date(row.window_start).toISOString() }));
    /** The board (or week) as the desk sees it, and one visit's card on it. */
    const cardOn = async (path: string, reference: string) => {
      const response = await owner.get(path);
      expect(response.status).toBe(200);
      const $ = load(response.text);
      return { $, card: $(`#visit-${reference}`) };
    };
    return { ...office, tom, una, owner, visit, cardOn };
  };

  it('saves a card’s technician with JavaScript off: the database, the activity line, back to the board at the card', async () => {
    const { http, database, tom, owner, visit, cardOn, signIn } = await setup();
    const reference = await bookVisit(http, TUESDAY_8AM, { name: 'Ada Board', zip: '20901' });
    const { $, card } = await cardOn('/office/schedule?date=2026-11-24', reference);
    // The card says where and how the visit stands, and holds one form: the technician and its Save button.
    expect(card.find('.office-board__place').text()).toBe('20901 Silver Spring');
    expect(card.find('.office-status').text()).toBe('Booked');
    const form = card.find('form');
    expect(form.attr('method')).toBe('post');
    const select = form.find('select[name="technician"]');
    expect($(`label[for="${select.attr('id')}"]`).text()).toBe('Technician for Ada Board');
    expect(form.find('button[type="submit"]').first().text()).toBe('Save technician for Ada Board');
    // With JavaScript the island submits the select on change; the page works the same without it.
    expect($('[data-island="save-on-change"]').length).toBe(1);

    const saved = await owner.post(form.attr('action')!, { ...formFields($, form), technician: tom.id });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe(
      `/office/schedule?date=2026-11-24&saved=technician&visit=${reference}#visit-${reference}`,
    );
    expect((await visit(reference)).technician_id).toBe(tom.id);
    expect((await visit(reference)).window_start).toBe(new Date(TUESDAY_8AM).toISOString());
    expect(await activityLines(database)).toContainEqual({
      action: 'Technician assigned',
      detail: `Ada Board (${reference}): Unassigned → Tom Wrench`,
      by: 'owner@example.com',
    });
    const back = load((await owner.get(saved.headers.location!.split('#')[0]!)).text);
    expect(back('.office-notice').text()).toBe('Technician changed to Tom Wrench.');
    expect(back(`#visit-${reference} select[name="technician"] option[selected]`).text()).toBe('Tom Wrench');

    // A technician cannot dispatch: refused, and the visit stays Tom's.
    const technician = await signIn('una@example.com', TECH_PASSWORD);
    const refused = await http
      .post('/office/schedule/move')
      .set('Cookie', technician.cookie)
      .type('form')
      .send({ _csrf: technician.csrf, reference, technician: '', date: '2026-11-24' });
    expect(refused.status).toBe(403);
    expect((await visit(reference)).technician_id).toBe(tom.id);
  });

  it('says what changed: the window, the technician, or both', async () => {
    const { http, tom, una, owner, visit } = await setup();
    const reference = await bookVisit(http, TUESDAY_8AM, { name: 'Bo Notice' });
    const change = async (technician: string, windowStart: string) => {
      const answer = await owner.post('/office/schedule/move', {
        reference,
        technician,
        windowStart,
        date: '2026-11-24',
      });
      expect(answer.status).toBe(303);
      const [path, anchor] = answer.headers.location!.split('#');
      expect(anchor).toBe(`visit-${reference}`);
      return load((await owner.get(path!)).text)('.office-notice').text();
    };
    expect(await change('', TUESDAY_10AM)).toBe('Visit moved.');
    expect(await change(una.id, TUESDAY_10AM)).toBe('Technician changed to Una Volt.');
    expect(await change(tom.id, TUESDAY_NOON)).toBe('Visit moved. Technician changed to Tom Wrench.');
    expect(await change(tom.id, TUESDAY_NOON)).toBe('Nothing to change: the visit was there already.');
    const now = await visit(reference);
    expect([now.technician_id, now.window_start]).toEqual([tom.id, new Date(TUESDAY_NOON).toISOString()]);
  });

  it('offers Move only before the visit starts, and refuses moving an On the Way or Done visit', async () => {
    const { http, clock, database, owner, visit, cardOn, una, tom } = await setup();
    const started = await bookVisit(http, TUESDAY_8AM, { name: 'Cy Started' });
    const waiting = await bookVisit(http, TUESDAY_8AM, { name: 'Di Waiting' });
    // On the Way needs a technician on the visit.
    await database.db.updateTable('bookings').set({ technician_id: una.id }).where('reference', '=', started).execute();
    clock.set('2026-11-24T13:30:00Z');
    await owner.again();
    for (const status of ['on-the-way', 'arrived', 'done'])
      expect((await owner.post(`/office/bookings/${started}/status`, { status, back: 'booking' })).status).toBe(303);
    expect((await visit(started)).visit_status).toBe('done');

    const { card } = await cardOn('/office/schedule?date=2026-11-24', started);
    expect(card.find('.office-status').text()).toBe('Done');
    expect(card.find('summary').length).toBe(0);
    expect(card.find('select[name="windowStart"]').length).toBe(0);
    const open = (await cardOn('/office/schedule?date=2026-11-24', waiting)).card;
    expect(open.find('summary').text()).toBe('Move');

    let lines = (await activityLines(database)).length;
    const moved = await owner.post('/office/schedule/move', {
      reference: started,
      technician: '',
      windowStart: TUESDAY_NOON,
      date: '2026-11-24',
    });
    expect(moved.status).toBe(409);
    expect(load(moved.text)(`#visit-${started} [role="alert"]`).text()).toBe(
      'This visit is Done, so it cannot be moved.',
    );
    expect((await visit(started)).window_start).toBe(new Date(TUESDAY_8AM).toISOString());
    expect((await activityLines(database)).length).toBe(lines);

    // On the Way is started too; its technician may still change, without a move.
    await database.db.updateTable('bookings').set({ technician_id: tom.id }).where('reference', '=', waiting).execute();
    expect(
      (await owner.post(`/office/bookings/${waiting}/status`, { status: 'on-the-way', back: 'booking' })).status,
    ).toBe(303);
    lines = (await activityLines(database)).length;
    const onTheWay = await owner.post('/office/schedule/move', {
      reference: waiting,
      technician: una.id,
      windowStart: TUESDAY_NOON,
      date: '2026-11-24',
    });
    expect(onTheWay.status).toBe(409);
    expect(onTheWay.text).toContain('This visit is On the Way, so it cannot be moved.');
    // Its own page says the same: no Move there, and a move sent anyway is refused.
    expect(load((await owner.get(`/office/bookings/${waiting}`)).text)('#move-heading').length).toBe(0);
    const fromItsPage = await owner.post(`/office/bookings/${waiting}/reschedule`, { windowStart: TUESDAY_NOON });
    expect(fromItsPage.status).toBe(409);
    expect(load(fromItsPage.text)('.office-notice').text()).toBe('This visit is On the Way, so it cannot be moved.');
    expect(await visit(waiting)).toMatchObject({
      technician_id: tom.id,
      window_start: new Date(TUESDAY_8AM).toISOString(),
    });
    expect((await activityLines(database)).length).toBe(lines);
    const reassigned = await owner.post('/office/schedule/move', {
      reference: waiting,
      technician: una.id,
      date: '2026-11-24',
    });
    expect(reassigned.status).toBe(303);
    expect((await visit(waiting)).technician_id).toBe(una.id);
  });

  it('shows the week: technicians down, Monday to Sunday across, each visit under its day and person', async () => {
    const { http, tom, owner, cardOn } = await setup();
    const tuesday = await bookVisit(http, TUESDAY_8AM, { name: 'Ed Tuesday', zip: '20910' });
    const saturday = await bookVisit(http, '2026-11-28T10:00:00-05:00', { name: 'Flo Saturday' });
    await owner.post('/office/schedule/move', { reference: tuesday, technician: tom.id, date: '2026-11-24' });

    // Any day of the week opens the same week: Monday the 23rd to Sunday the 29th.
    const { $, card } = await cardOn('/office/schedule/week?date=2026-11-27', tuesday);
    expect($('h1').text()).toBe('Schedule');
    const region = $('section.office-board');
    expect($(`#${region.attr('aria-labelledby')}`).text()).toBe(
      'Week of Monday, November 23: visits by technician and day',
    );
    const columns = $('.office-board thead th')
      .map((_, th) => $(th).text())
      .get();
    expect(columns[0]).toBe('Technician');
    expect(columns.slice(1, 8).map((text) => text.split(',')[0])).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(columns[4]).toContain('Closed: Closed for Thanksgiving');
    expect($('.office-board thead a').first().attr('href')).toBe('/office/schedule?date=2026-11-23');
    expect(
      $('.office-board tbody th')
        .map((_, th) => $(th).text())
        .get(),
    ).toEqual(['Unassigned', 'Tom Wrench', 'Una Volt']);
    expect($('a:contains("Previous week")').attr('href')).toBe('/office/schedule/week?date=2026-11-16');
    expect($('a:contains("Next week")').attr('href')).toBe('/office/schedule/week?date=2026-11-30');

    // Tom's row, Tuesday's cell (the row's header, then Monday): the time window, the customer, the town, the status.
    const cellOf = (person: number, day: number) => $('.office-board tbody tr').eq(person).find('td').eq(day);
    expect(cellOf(1, 1).find(`#visit-${tuesday}`).length).toBe(1);
    expect(card.find('.office-board__when').text()).toBe('8:00 AM–10:00 AM');
    expect(card.find(`a[href="/office/bookings/${tuesday}"]`).text()).toBe('Ed Tuesday');
    expect(card.find('.office-board__place').text()).toBe('20910 Silver Spring');
    expect(card.find('.office-status').text()).toBe('Booked');
    expect(cellOf(0, 5).find(`#visit-${saturday}`).length).toBe(1);

    // The week's select saves too, and comes back to the week at the card.
    const form = card.find('form');
    const saved = await owner.post(form.attr('action')!, { ...formFields($, form), technician: '' });
    expect(saved.headers.location).toBe(
      `/office/schedule/week?date=2026-11-24&saved=technician&visit=${tuesday}#visit-${tuesday}`,
    );
    const week = load((await owner.get(saved.headers.location!.split('#')[0]!)).text);
    expect(week('.office-notice').text()).toBe('Technician changed to Unassigned.');
    expect(week('.office-board tbody tr').eq(0).find('td').eq(1).find(`#visit-${tuesday}`).length).toBe(1);
  });

  it('places each visit on its own day in the weeks the clocks change', async () => {
    const { http, clock, signIn } = await setup();
    // Signed in anew at each week's clock, as the desk would be then.
    const dayOf = async (path: string, references: string[]) => {
      const { cookie } = await signIn();
      const $ = load((await http.get(path).set('Cookie', cookie)).text);
      const days = $('.office-board thead th')
        .slice(1)
        .map((_, th) => $(th).find('a').attr('href')!.slice(-10))
        .get();
      return references.map((reference) => {
        const cell = $(`#visit-${reference}`).closest('td');
        return cell.length ? days[cell.index() - 1] : undefined;
      });
    };

    // Spring forward: 2 AM on Sunday, March 8, 2026 skips to 3 AM.
    clock.set('2026-03-01T14:00:00Z');
    const spring = [
      await bookVisit(http, '2026-03-02T08:00:00-05:00'),
      await bookVisit(http, '2026-03-07T18:00:00-05:00'),
      await bookVisit(http, '2026-03-08T09:00:00-04:00'),
      await bookVisit(http, '2026-03-08T15:00:00-04:00'),
      await bookVisit(http, '2026-03-09T08:00:00-04:00'),
    ];
    expect(await dayOf('/office/schedule/week?date=2026-03-08', spring)).toEqual([
      '2026-03-02',
      '2026-03-07',
      '2026-03-08',
      '2026-03-08',
      undefined,
    ]);

    // Fall back: 2 AM on Sunday, November 1, 2026 is 1 AM again.
    clock.set('2026-10-25T14:00:00Z');
    const fall = [
      await bookVisit(http, '2026-10-26T08:00:00-04:00'),
      await bookVisit(http, '2026-10-31T18:00:00-04:00'),
      await bookVisit(http, '2026-11-01T09:00:00-05:00'),
      await bookVisit(http, '2026-11-01T15:00:00-05:00'),
      await bookVisit(http, '2026-11-02T08:00:00-05:00'),
    ];
    expect(await dayOf('/office/schedule/week?date=2026-10-29', fall)).toEqual([
      '2026-10-26',
      '2026-10-31',
      '2026-11-01',
      '2026-11-01',
      undefined,
    ]);
    expect(await dayOf('/office/schedule/week?date=2026-11-02', fall.slice(4))).toEqual(['2026-11-02']);
  });

  it('puts the technician, status and notes before the move picker on the booking page', async () => {
    const { http, owner } = await setup();
    const reference = await bookVisit(http, TUESDAY_8AM, { name: 'Gil Order' });
    const page = (await owner.get(`/office/bookings/${reference}`)).text;
    const at = (marker: string) => {
      const index = page.indexOf(marker);
      expect(index, marker).toBeGreaterThan(-1);
      return index;
    };
    expect(at('name="technician"')).toBeLessThan(at('name="windowStart"'));
    expect(at('id="visit-heading"')).toBeLessThan(at('id="move-heading"'));
    expect(at('id="notes-heading"')).toBeLessThan(at('id="move-heading"'));
    expect(csrfOf(page)).not.toBe('');
  });
});
