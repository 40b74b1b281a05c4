/**
 * The schedule the owner can change, on both engines: capacity per weekday and window, closed and reopened days,
 * what the settings screen reads back, the typed refusals of bad input, and how soon a change reaches the
 * availability visitors see (this server at once, another within the cache time).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { bookingRules } from '../../data/booking';
import { business } from '../../data/business';
import { createSchedule, scheduleMessages, type Schedule } from '../../server/features/booking/availability/schedule';
import { bookingApp, bookingBody, MONDAY_9AM, testClock } from '../helpers/booking';
import { describeOnSqliteOnly, onSqliteOnly, testEngines } from '../helpers/engines';

const engines = testEngines('schedule settings');
const OWNER = 'owner@capitalappliancerepair.test';
const phone = business.phone.display;

interface Window {
  start: string;
  end: string;
  remaining: number;
}

describe.each(engines)('the schedule on $name', (engine) => {
  const setup = async () => {
    const database = await engine.open();
    const clock = testClock();
    const { http, app } = bookingApp(database, clock);
    // The very schedule the app's booking service reads, as the office's screens will get it.
    const schedule = app.locals.schedule as Schedule;
    const windows = async () => {
      const response = await http.get('/api/availability?zip=20901&service=washer-repair');
      expect(response.status).toBe(200);
      return (response.body as { windows: Window[] }).windows;
    };
    return { database, http, schedule, windows, clock };
  };

  describeOnSqliteOnly(engine)('with nothing changed by the office', () => {
    it('follows data/booking.ts: capacity 2 everywhere, the listed holidays closed', async () => {
      const database = await engine.open();
      const schedule = createSchedule(database, { now: () => MONDAY_9AM });
      const rules = await schedule.current();
      expect(rules.capacityOf('2026-11-24', 8 * 60)).toBe(bookingRules.capacity);
      expect(rules.closedDays).toEqual(bookingRules.closedDays);
      const grid = await schedule.weeklyCapacity();
      expect(grid.defaultCapacity).toBe(2);
      expect(grid.days.map((day) => day.weekday)).toEqual([
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]);
      expect(grid.days[0]!.windows.map((w) => `${w.start}-${w.end}`)).toEqual([
        '08:00-10:00',
        '10:00-12:00',
        '12:00-14:00',
        '14:00-16:00',
        '16:00-18:00',
        '18:00-20:00',
      ]);
      expect(grid.days[6]!.windows.map((w) => w.startMinutes)).toEqual([540, 660, 780, 900]);
      expect(grid.days.flatMap((day) => day.windows).every((w) => w.capacity === 2 && !w.overridden)).toBe(true);
      expect((await schedule.closedDaysAhead()).map((day) => [day.date, day.source])).toEqual([
        ['2026-11-26', 'defaults'],
        ['2026-12-25', 'defaults'],
        ['2027-01-01', 'defaults'],
        ['2027-11-25', 'defaults'],
        ['2027-12-25', 'defaults'],
      ]);
    });
  });

  describeOnSqliteOnly(engine)('closing and reopening days', () => {
    it('takes a closed day out of /api/availability and answers a booking for it with 422 and the reason', async () => {
      const { http, schedule, windows } = await setup();
      expect((await windows()).filter((w) => w.start.startsWith('2026-11-25'))).toHaveLength(6);

      const closed = await schedule.closeDay('2026-11-25', 'Closed for staff training', OWNER);
      expect(closed).toMatchObject({
        kind: 'ok',
        day: { date: '2026-11-25', reason: 'Closed for staff training', source: 'office', by: OWNER },
        bookedVisits: 0,
      });

      expect((await windows()).filter((w) => w.start.startsWith('2026-11-25'))).toEqual([]);
      const refused = await http.post('/api/bookings').send(bookingBody('2026-11-25T10:00:00-05:00'));
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ error: expect.stringContaining('Closed for staff training'), phone });
    });

    it('counts the visits booked on a day before it was closed, and leaves them booked', async () => {
      const { http, schedule, database } = await setup();
      for (const start of ['2026-11-27T08:00:00-05:00', '2026-11-27T14:00:00-05:00'])
        expect((await http.post('/api/bookings').send(bookingBody(start))).status).toBe(201);
      const closed = await schedule.closeDay('2026-11-27', 'Closed: technicians at training', OWNER);
      expect(closed).toMatchObject({ kind: 'ok', bookedVisits: 2 });
      const rows = await database.db.selectFrom('bookings').select('status').execute();
      expect(rows.map((row) => row.status)).toEqual(['booked', 'booked']);
    });

    it('reopens a holiday of data/booking.ts: Thanksgiving gets its windows back, and can be closed again', async () => {
      const { http, schedule, windows } = await setup();
      expect((await windows()).some((w) => w.start.startsWith('2026-11-26'))).toBe(false);

      expect(await schedule.reopenDay('2026-11-26', OWNER)).toEqual({ kind: 'ok', wasClosed: true });
      const thanksgiving = (await windows()).filter((w) => w.start.startsWith('2026-11-26'));
      expect(thanksgiving.map((w) => w.start.slice(11, 16))).toEqual([
        '08:00',
        '10:00',
        '12:00',
        '14:00',
        '16:00',
        '18:00',
      ]);
      expect((await http.post('/api/bookings').send(bookingBody('2026-11-26T08:00:00-05:00'))).status).toBe(201);
      expect((await schedule.closedDaysAhead()).some((day) => day.date === '2026-11-26')).toBe(false);
      expect(await schedule.reopenedDaysAhead()).toMatchObject([
        { date: '2026-11-26', reason: 'Closed for Thanksgiving', by: OWNER },
      ]);

      await schedule.closeDay('2026-11-26', 'Closed for Thanksgiving', OWNER);
      expect((await windows()).some((w) => w.start.startsWith('2026-11-26'))).toBe(false);
      expect(await schedule.reopenedDaysAhead()).toEqual([]);
    });

    it('reopens a day the office closed, and says so when a day was open already', async () => {
      const { schedule, windows } = await setup();
      await schedule.closeDay('2026-12-01', 'Closed for a family event', OWNER);
      expect(await schedule.reopenDay('2026-12-01', OWNER)).toEqual({ kind: 'ok', wasClosed: true });
      expect((await windows()).filter((w) => w.start.startsWith('2026-12-01'))).toHaveLength(6);
      expect(await schedule.reopenDay('2026-12-01', OWNER)).toEqual({ kind: 'ok', wasClosed: false });
      expect((await schedule.closedDaysAhead()).map((day) => day.date)).not.toContain('2026-12-01');
    });

    it('lists the closed days ahead, the defaults and the office’s together, leaving out days that passed', async () => {
      const { schedule, clock } = await setup();
      await schedule.closeDay('2026-11-24', 'Closed for inventory', OWNER);
      await schedule.closeDay('2026-12-24', 'Closed for Christmas Eve', OWNER);
      await schedule.reopenDay('2027-01-01', OWNER);
      expect((await schedule.closedDaysAhead()).map((day) => `${day.date} ${day.source} ${day.reason}`)).toEqual([
        '2026-11-24 office Closed for inventory',
        '2026-11-26 defaults Closed for Thanksgiving',
        '2026-12-24 office Closed for Christmas Eve',
        '2026-12-25 defaults Closed for Christmas',
        '2027-11-25 defaults Closed for Thanksgiving',
        '2027-12-25 defaults Closed for Christmas',
      ]);
      clock.set('2026-12-26T15:00:00Z');
      expect((await schedule.closedDaysAhead()).map((day) => day.date)).toEqual(['2027-11-25', '2027-12-25']);
    });

    it('refuses a day that is not real, has passed or is years away, and a missing or multi-line reason', async () => {
      const { schedule, database } = await setup();
      const cases: [string, string, string, Record<string, string>][] = [
        ['2026-02-30', 'Closed', OWNER, { date: scheduleMessages.date }],
        ['next Tuesday', 'Closed', OWNER, { date: scheduleMessages.date }],
        ['2026-11-22', 'Closed', OWNER, { date: scheduleMessages.past }],
        ['2029-01-01', 'Closed', OWNER, { date: scheduleMessages.tooFar }],
        ['2026-12-01', '', OWNER, { reason: scheduleMessages.reason }],
        ['2026-12-01', '   \n\t ', OWNER, { reason: scheduleMessages.reason }],
        ['2026-12-01', 'x'.repeat(81), OWNER, { reason: scheduleMessages.reason }],
        ['2026-12-01', 'Closed', '', { by: scheduleMessages.by }],
        [
          '1999-99-99',
          '',
          ' ',
          { date: scheduleMessages.date, reason: scheduleMessages.reason, by: scheduleMessages.by },
        ],
      ];
      for (const [date, reason, by, errors] of cases)
        expect(await schedule.closeDay(date, reason, by), `${date} ${reason}`).toEqual({ kind: 'invalid', errors });
      expect(await schedule.reopenDay('2026-13-01', OWNER)).toEqual({
        kind: 'invalid',
        errors: { date: scheduleMessages.date },
      });
      expect(await database.db.selectFrom('schedule_days').selectAll().execute()).toEqual([]);
    });

    it('keeps a reason on one line: a line break typed or pasted into it cannot make a second line', async () => {
      const { schedule, http } = await setup();
      const closed = await schedule.closeDay('2026-12-02', 'Closed\r\nfor the\u2028move\u202e', OWNER);
      expect(closed).toMatchObject({ kind: 'ok', day: { reason: 'Closed for the move' } });
      const refused = await http.post('/api/bookings').send(bookingBody('2026-12-02T08:00:00-05:00'));
      expect(refused.body.error).toMatch(/^Closed for the move, so there are no visits that day/);
    });
  });

  describe('capacity', () => {
    onSqliteOnly(engine)('lets a third booking into a window of capacity 3, and closes a window set to 0', async () => {
      const { http, schedule, windows } = await setup();
      const tuesday8 = '2026-11-24T08:00:00-05:00';
      const tuesday10 = '2026-11-24T10:00:00-05:00';
      expect(await schedule.setCapacity('Tuesday', 480, 3, OWNER)).toEqual({ kind: 'ok' });
      expect(await schedule.setCapacity('Tuesday', '600', '0', OWNER)).toEqual({ kind: 'ok' });
      const before = await windows();
      expect(before.find((w) => w.start === tuesday8)?.remaining).toBe(3);
      expect(before.find((w) => w.start === tuesday10)?.remaining).toBe(0);

      for (let i = 0; i < 3; i++)
        expect((await http.post('/api/bookings').send(bookingBody(tuesday8))).status).toBe(201);
      const fourth = await http.post('/api/bookings').send(bookingBody(tuesday8));
      expect(fourth.status).toBe(409);
      expect((await http.post('/api/bookings').send(bookingBody(tuesday10))).status).toBe(409);
      expect((await windows()).find((w) => w.start === tuesday8)?.remaining).toBe(0);
      // Only Tuesdays changed: the next Tuesday's 8 AM has 3 places, a Wednesday's keeps the default.
      const after = await windows();
      expect(after.find((w) => w.start === '2026-12-01T08:00:00-05:00')?.remaining).toBe(3);
      expect(after.find((w) => w.start === '2026-11-25T08:00:00-05:00')?.remaining).toBe(2);
    });

    it('sets all of a weekday’s windows at once, a default for the rest, and resets a window to it', async () => {
      const { schedule, windows } = await setup();
      await schedule.setCapacity('Saturday', 'all', 1, OWNER);
      await schedule.setCapacity('monday', 1080, 4, OWNER);
      await schedule.setDefaultCapacity('3', OWNER);
      let grid = await schedule.weeklyCapacity();
      expect(grid.defaultCapacity).toBe(3);
      const saturday = grid.days.find((day) => day.weekday === 'Saturday')!;
      expect(saturday.windows.map((w) => [w.capacity, w.overridden])).toEqual(new Array(6).fill([1, true]));
      const monday = grid.days.find((day) => day.weekday === 'Monday')!;
      expect(monday.windows.map((w) => w.capacity)).toEqual([3, 3, 3, 3, 3, 4]);
      const visible = await windows();
      expect(visible.find((w) => w.start === '2026-11-28T12:00:00-05:00')?.remaining).toBe(1);
      expect(visible.find((w) => w.start === '2026-11-23T18:00:00-05:00')?.remaining).toBe(4);
      expect(visible.find((w) => w.start === '2026-11-29T09:00:00-05:00')?.remaining).toBe(3);

      await schedule.resetCapacity('Saturday', 'all');
      await schedule.resetCapacity('Monday', 1080);
      expect(await schedule.resetCapacity('Monday', 1090)).toEqual({
        kind: 'invalid',
        errors: { startMinutes: scheduleMessages.startMinutes },
      });
      grid = await schedule.weeklyCapacity();
      expect(grid.days.flatMap((day) => day.windows).every((w) => w.capacity === 3 && !w.overridden)).toBe(true);
      expect((await windows()).find((w) => w.start === '2026-11-28T12:00:00-05:00')?.remaining).toBe(3);
    });

    onSqliteOnly(engine)('refuses a weekday, window or capacity that is not one, and writes nothing', async () => {
      const { schedule, database } = await setup();
      const cases: [string, number | string, number | string, Record<string, string>][] = [
        ['Funday', 480, 2, { weekday: scheduleMessages.weekday }],
        ['Monday', 490, 2, { startMinutes: scheduleMessages.startMinutes }],
        ['Sunday', 480, 2, { startMinutes: scheduleMessages.startMinutes }],
        ['Monday', 'noon', 2, { startMinutes: scheduleMessages.startMinutes }],
        ['Monday', 480, 21, { capacity: scheduleMessages.capacity }],
        ['Monday', 480, -1, { capacity: scheduleMessages.capacity }],
        ['Monday', 480, 2.5, { capacity: scheduleMessages.capacity }],
        ['Monday', 480, '1e1', { capacity: scheduleMessages.capacity }],
        ['Monday', 480, '', { capacity: scheduleMessages.capacity }],
        ['Funday', 480, 'lots', { weekday: scheduleMessages.weekday, capacity: scheduleMessages.capacity }],
      ];
      for (const [weekday, start, capacity, errors] of cases)
        expect(await schedule.setCapacity(weekday, start, capacity, OWNER), `${weekday} ${start} ${capacity}`).toEqual({
          kind: 'invalid',
          errors,
        });
      expect(await schedule.setCapacity('Monday', 480, 2, '\n')).toEqual({
        kind: 'invalid',
        errors: { by: scheduleMessages.by },
      });
      expect(await schedule.setDefaultCapacity(99, OWNER)).toEqual({
        kind: 'invalid',
        errors: { capacity: scheduleMessages.capacity },
      });
      expect(await database.db.selectFrom('schedule_capacity').selectAll().execute()).toEqual([]);
      expect(await database.db.selectFrom('schedule_settings').selectAll().execute()).toEqual([]);
    });
  });

  it('reaches another server within its cache time, and this server at once', async () => {
    const url = await engine.migratedDatabaseUrl();
    const [here, there] = [await engine.open(url), await engine.open(url)];
    const office = createSchedule(here, { now: () => MONDAY_9AM, cacheMs: 300 });
    const otherServer = createSchedule(there, { now: () => MONDAY_9AM, cacheMs: 300 });
    expect((await otherServer.current()).capacityOf('2026-11-24', 480)).toBe(2);
    expect((await office.current()).capacityOf('2026-11-24', 480)).toBe(2);

    await office.setCapacity('Tuesday', 480, 5, OWNER);
    expect((await office.current()).capacityOf('2026-11-24', 480)).toBe(5);
    expect((await otherServer.current()).capacityOf('2026-11-24', 480)).toBe(2);
    await sleep(400);
    expect((await otherServer.current()).capacityOf('2026-11-24', 480)).toBe(5);
  });
});
