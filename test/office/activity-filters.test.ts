/**
 * Activity with filters (issue 39, docs/office.md#activity): the owner of a shop whose dispatcher signs in all day
 * reads the log a line per person per New York day for sign-ins ("Dana Whitfield signed in 3 times", the first and
 * the last time), narrows it to one person, one kind of line or a few days with a plain GET form that works
 * without JavaScript, and pages through the result with the filters kept in the address.
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { writeActivity } from '../../server/office/storage/activity';
import type { AppDatabase } from '../../server/kernel/db/database';
import { databaseBefore, onSqliteOnly, testEngines } from '../helpers/engines';
import { officeApp, testPasswordHash } from '../helpers/office';

const engines = testEngines('activity filters');
const DANA = 'dana@example.com';
const DANA_PASSWORD = 'harbor-lantern-copper-42';

/** An entry of the log written as the office writes one, at a New York wall-clock time given as UTC. */
const logged = (database: AppDatabase, at: string, action: string, userEmail = DANA, detail = '') =>
  writeActivity(database.db, { at, userEmail, action, detail, clientAddress: '203.0.113.9' });

/** The lines of the Activity screen as the owner reads them. */
const linesOf = (html: string) =>
  load(html)('.office-activity > li')
    .toArray()
    .map((li) =>
      load(li)('p')
        .toArray()
        .map((p) => load(p).text())
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );

describe.each(engines)('activity filters on $name', (engine) => {
  const office = async () => {
    const database = await engine.open();
    const app = await officeApp(database);
    const dana = await app.store.addUser(DANA, await testPasswordHash(DANA_PASSWORD), app.clock.now(), {
      role: 'dispatcher',
      name: 'Dana Whitfield',
    });
    let owner = await app.signIn();
    const get = (path: string) => app.http.get(path).set('Cookie', owner.cookie);
    /** The owner signs in again after the clock has moved on past the session's life. */
    const ownerBack = async () => {
      owner = await app.signIn();
    };
    return { ...app, database, dana, get, ownerBack };
  };

  it("folds Dana's sign-ins of one New York day into one line with the first and last time", async () => {
    const { clock, signIn, get, ownerBack } = await office();
    // Monday 9:00 and 12:30, then 11:30 PM, which is already Tuesday in UTC but still Monday in the shop.
    for (const at of ['2026-11-23T14:00:00Z', '2026-11-23T17:30:00Z', '2026-11-24T04:30:00Z']) {
      clock.set(at);
      await signIn(DANA, DANA_PASSWORD);
    }
    clock.set('2026-11-24T14:05:00Z');
    await signIn(DANA, DANA_PASSWORD);
    await ownerBack();

    const page = await get('/office/activity');
    expect(page.status).toBe(200);
    const lines = linesOf(page.text);
    expect(lines.filter((line) => line.includes('Dana Whitfield signed in 3 times'))).toEqual([
      'Dana Whitfield signed in 3 times First Mon, Nov 23, 9:00 AM, last 11:30 PM · from 203.0.113.7',
    ]);
    // Tuesday's one sign-in is a line of its own, as it was.
    expect(lines).toContain('Signed in Tue, Nov 24, 9:05 AM · Dana Whitfield · from 203.0.113.7');
    expect(lines.filter((line) => line.startsWith('Signed in') && line.includes('Dana'))).toHaveLength(1);
  });

  it('counts the folded lines right across pages: no day is split between two', async () => {
    const { database, get } = await office();
    // 55 days of three sign-ins each: 165 entries, 55 lines, and the owner's own sign-in is the 56th.
    for (let day = 0; day < 55; day++) {
      const date = new Date(Date.UTC(2026, 8, 1 + day)).toISOString().slice(0, 10);
      for (const hour of ['13', '17', '21']) await logged(database, `${date}T${hour}:00:00.000Z`, 'Signed in');
    }
    const first = await get('/office/activity');
    expect(load(first.text)('[role="status"]').text()).toBe('56 lines, page 1 of 2.');
    const second = await get(load(first.text)('a[rel="next"]').attr('href')!);
    expect(load(second.text)('[role="status"]').text()).toBe('56 lines, page 2 of 2.');
    const folded = [...linesOf(first.text), ...linesOf(second.text)].filter((line) => line.includes('signed in'));
    expect(folded).toHaveLength(55);
    expect(folded.every((line) => line.startsWith('Dana Whitfield signed in 3 times'))).toBe(true);
  });

  onSqliteOnly(engine)('narrows the log to one person, one kind and a few days, each kept in the address', async () => {
    const { database, dana, get } = await office();
    await logged(database, '2026-11-20T15:00:00.000Z', 'Booking moved', DANA, 'CAR-AAAAAA');
    await logged(database, '2026-11-21T15:00:00.000Z', 'Note added', DANA, 'a note');
    // Saturday 11:59 PM in New York, Sunday in UTC: still Saturday's.
    await logged(database, '2026-11-22T04:59:00.000Z', 'Booking moved', DANA, 'CAR-BBBBBB');
    // Sunday 12:01 AM in New York.
    await logged(database, '2026-11-22T05:01:00.000Z', 'Booking moved', DANA, 'CAR-CCCCCC');
    await logged(database, '2026-11-21T16:00:00.000Z', 'Booking moved', 'owner@example.com', 'CAR-DDDDDD');

    const byPerson = linesOf((await get(`/office/activity?person=${dana.id}`)).text);
    expect(byPerson).toHaveLength(4);
    expect(byPerson.every((line) => line.includes('Dana Whitfield'))).toBe(true);

    const byKind = linesOf((await get('/office/activity?kind=Booking+moved')).text);
    expect(byKind.map((line) => line.match(/CAR-\w+/)?.[0])).toEqual([
      'CAR-CCCCCC',
      'CAR-BBBBBB',
      'CAR-DDDDDD',
      'CAR-AAAAAA',
    ]);

    const saturday = linesOf((await get('/office/activity?from=2026-11-21&to=2026-11-21')).text);
    expect(saturday.map((line) => line.split(' ·')[0])).toEqual(['Booking moved', 'Booking moved', 'Note added']);
    expect(saturday.join('\n')).not.toContain('CAR-CCCCCC');

    const all = await get(`/office/activity?person=${dana.id}&kind=Booking+moved&from=2026-11-21&to=2026-11-22`);
    expect(linesOf(all.text).map((line) => line.match(/CAR-\w+/)?.[0])).toEqual(['CAR-CCCCCC', 'CAR-BBBBBB']);
    expect(load(all.text)('[role="status"]').text()).toBe('2 lines.');

    const nothing = await get('/office/activity?kind=Customers+merged');
    expect(linesOf(nothing.text)).toEqual([]);
    expect(load(nothing.text)('[role="status"]').text()).toBe('Nothing matches these filters.');
  });

  onSqliteOnly(engine)(
    'is a plain GET form: filled and sent as a browser without JavaScript sends it, pages keep the filters',
    async () => {
      const { database, dana, get } = await office();
      for (let n = 0; n < 60; n++)
        await logged(database, new Date(Date.UTC(2026, 10, 1, 14, n)).toISOString(), 'Note added', DANA, `note ${n}`);

      const $ = load((await get('/office/activity')).text);
      const form = $('form[aria-label="Filter activity"]');
      expect(form.attr('method')).toBe('get');
      expect(form.attr('action')).toBe('/office/activity');
      // Every control labelled, the people by name, the kinds from the log itself.
      for (const name of ['person', 'kind', 'from', 'to']) {
        const id = form.find(`[name="${name}"]`).attr('id');
        expect(form.find(`label[for="${id}"]`).text(), name).not.toBe('');
      }
      expect(
        form
          .find('select[name="person"] option')
          .toArray()
          .map((o) => $(o).text()),
      ).toEqual(['Everyone', 'Dana Whitfield', 'owner@example.com']);
      expect(
        form
          .find('select[name="kind"] option')
          .toArray()
          .map((o) => $(o).text()),
      ).toEqual(['Every kind', 'Note added', 'Signed in']);

      // The browser sends every field of the form, the empty ones too.
      const query = new URLSearchParams({ person: dana.id, kind: 'Note added', from: '2026-11-01', to: '' });
      const first = await get(`/office/activity?${query}`);
      expect(first.status).toBe(200);
      const page = load(first.text);
      expect(page('select[name="person"] option[selected]').text()).toBe('Dana Whitfield');
      expect(page('select[name="kind"] option[selected]').text()).toBe('Note added');
      expect(page('input[name="from"]').attr('value')).toBe('2026-11-01');
      expect(page('[role="status"]').text()).toBe('60 lines, page 1 of 2.');
      const older = page('a[rel="next"]').attr('href')!;
      expect(new URLSearchParams(older.split('?')[1]).toString()).toBe(
        new URLSearchParams({ person: dana.id, kind: 'Note added', from: '2026-11-01', page: '2' }).toString(),
      );
      expect(linesOf((await get(older)).text)).toHaveLength(10);
    },
  );

  it('folds the sign-ins logged before the filters existed by the New York day they happened on', async () => {
    const { url, before } = await databaseBefore(engine, '0039-activity-filters');
    // Monday 9:00 AM and 11:30 PM (Tuesday in UTC), Tuesday 9:00 AM, and a sign-out that folds with nothing.
    const old = ['2026-11-23T14:00:00.000Z', '2026-11-24T04:30:00.000Z', '2026-11-24T14:00:00.000Z'];
    await before.db
      .insertInto('office_activity')
      .values([
        ...old.map((at, n) => ({
          id: `old-${n}`,
          at,
          user_email: DANA,
          action: 'Signed in',
          detail: '',
          client_address: '203.0.113.9',
        })),
        { id: 'old-out', at: old[0]!, user_email: DANA, action: 'Signed out', detail: '', client_address: '' },
      ])
      .execute();
    await before.close();
    const after = await engine.open(url);
    const days = await after.db.selectFrom('office_activity').select(['id', 'sign_in_day']).orderBy('id').execute();
    expect(days).toEqual([
      { id: 'old-0', sign_in_day: '2026-11-23' },
      { id: 'old-1', sign_in_day: '2026-11-23' },
      { id: 'old-2', sign_in_day: '2026-11-24' },
      { id: 'old-out', sign_in_day: null },
    ]);
  });

  onSqliteOnly(engine)('says which day it could not read, and narrows nothing by it', async () => {
    const { get } = await office();
    const refused = await get('/office/activity?from=2026-02-30&to=2026-11-01');
    expect(refused.status).toBe(400);
    expect(load(refused.text)('#activity-from-error').text()).toBe('Please give a real day, like 2026-11-24.');
    const backwards = await get('/office/activity?from=2026-11-20&to=2026-11-01');
    expect(backwards.status).toBe(400);
    expect(load(backwards.text)('#activity-to-error').text()).toBe('The last day must be on or after the first.');
  });
});
