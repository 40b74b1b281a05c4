/**
 * What the office does with bookings: a customer books through the public API, and the owner
 * finds the visit by day, by window and by reference, moves it (over capacity only on purpose) and cancels it.
 * Every change goes through the store's onChange hook, which is what e-mails the customer.
 */
import { describe, expect, it } from 'vitest';
import { officeBookings, officeMessages } from '../../server/features/booking/office';
import type { Schedule } from '../../server/features/booking/availability/schedule';
import { createBookingStore, type BookingChange } from '../../server/features/booking/store';
import { bookingApp, bookingBody, testClock } from '../helpers/booking';
import { testEngines } from '../helpers/engines';

const engines = testEngines('office bookings', { postgres: false });
const OWNER = 'owner@capitalappliancerepair.test';

const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';
const WEDNESDAY_10AM = '2026-11-25T10:00:00-05:00';

interface Window {
  start: string;
  remaining: number;
}

describe.each(engines)('the office’s bookings on $name', (engine) => {
  const setup = async () => {
    const database = await engine.open();
    const clock = testClock();
    const { http, app } = bookingApp(database, clock);
    const changes: BookingChange[] = [];
    // The app's store would carry the e-mail hook; this one records what that hook would be handed.
    const store = createBookingStore(database, { onChange: async (_trx, change) => void changes.push(change) });
    const schedule = app.locals.schedule as Schedule;
    const office = officeBookings({ database, store, schedule, now: clock.now });
    const book = async (start: string, overrides: Record<string, unknown> = {}) => {
      const response = await http.post('/api/bookings').send(bookingBody(start, overrides));
      expect(response.status).toBe(201);
      return response.body as { reference: string; manageUrl: string };
    };
    const remaining = async (start: string) => {
      const response = await http.get('/api/availability?zip=20901&service=washer-repair');
      return (response.body as { windows: Window[] }).windows.find((w) => w.start === start)?.remaining;
    };
    return { database, http, office, changes, book, remaining, schedule, clock };
  };

  describe('reading', () => {
    it('lists the bookings of a range of days by day, cancelled ones too, with closed days marked', async () => {
      const { office, book, http } = await setup();
      const first = await book(TUESDAY_8AM, { name: 'Ada Customer' });
      const second = await book(TUESDAY_8AM, { name: 'Bea Customer' });
      await book(WEDNESDAY_10AM, { name: 'Cy Customer' });
      expect((await http.post(`/api/bookings/${second.manageUrl.split('/').pop()}/cancel`).send({})).status).toBe(200);

      const result = await office.bookingsBetween('2026-11-24', '2026-11-27');
      if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
      expect(
        result.days.map((day) => [day.date, day.closed, day.bookings.map((b) => `${b.name} ${b.status}`)]),
      ).toEqual([
        ['2026-11-24', undefined, ['Ada Customer booked', 'Bea Customer cancelled']],
        ['2026-11-25', undefined, ['Cy Customer booked']],
        ['2026-11-26', 'Closed for Thanksgiving', []],
        ['2026-11-27', undefined, []],
      ]);
      expect(result.days[0]!.bookings[0]).toMatchObject({
        reference: first.reference,
        start: TUESDAY_8AM,
        end: TUESDAY_10AM,
        windowStart: '2026-11-24T13:00:00.000Z',
        changedBy: null,
      });
    });

    it('refuses a range that is not real dates, runs backwards or spans more than 92 days', async () => {
      const { office } = await setup();
      expect(await office.bookingsBetween('2026-11-31', 'soon')).toEqual({
        kind: 'invalid',
        errors: { from: officeMessages.date, to: officeMessages.date },
      });
      expect(await office.bookingsBetween('2026-11-25', '2026-11-24')).toEqual({
        kind: 'invalid',
        errors: { to: officeMessages.range },
      });
      expect(await office.bookingsBetween('2026-11-01', '2027-02-01')).toEqual({
        kind: 'invalid',
        errors: { to: officeMessages.range },
      });
      expect((await office.bookingsBetween('2026-11-01', '2027-01-31')).kind).toBe('ok');
    });

    it('finds a booking by its reference however it is typed, and nothing for an unknown or odd one', async () => {
      const { office, book } = await setup();
      const { reference } = await book(TUESDAY_8AM);
      const code = reference.slice(4);
      for (const typed of [reference, reference.toLowerCase(), ` ${code} `, code.toLowerCase()])
        expect((await office.bookingByReference(typed))?.reference, typed).toBe(reference);
      expect(await office.bookingByReference('CAR-222222')).toBeUndefined();
      expect(await office.bookingByReference("CAR-' OR 1=1 --")).toBeUndefined();
      expect(await office.bookingByReference('')).toBeUndefined();
    });

    it('shows every window of the next days with capacity, places taken and the visits in it', async () => {
      const { office, book, schedule } = await setup();
      const visit = await book(TUESDAY_8AM, { name: 'Ada Customer' });
      await schedule.setCapacity('Tuesday', 480, 3, OWNER);
      const result = await office.windowsForOffice(4);
      if (result.kind !== 'ok') throw new Error(JSON.stringify(result));
      expect(result.days.map((day) => [day.date, day.weekday, day.closed])).toEqual([
        ['2026-11-23', 'Monday', undefined],
        ['2026-11-24', 'Tuesday', undefined],
        ['2026-11-25', 'Wednesday', undefined],
        ['2026-11-26', 'Thursday', 'Closed for Thanksgiving'],
      ]);
      // 9 AM on Monday: the 8 AM window has started; the office still sees it (visits under way).
      expect(result.days[0]!.windows.map((w) => [w.start.slice(11, 16), w.past])).toEqual([
        ['08:00', true],
        ['10:00', false],
        ['12:00', false],
        ['14:00', false],
        ['16:00', false],
        ['18:00', false],
      ]);
      const tuesday8 = result.days[1]!.windows[0]!;
      expect(tuesday8).toMatchObject({
        start: TUESDAY_8AM,
        end: TUESDAY_10AM,
        startMinutes: 480,
        capacity: 3,
        taken: 1,
        remaining: 2,
      });
      expect(tuesday8.bookings.map((b) => [b.reference, b.name])).toEqual([[visit.reference, 'Ada Customer']]);
      expect(result.days[3]!.windows.every((w) => w.remaining === 0 && w.bookings.length === 0)).toBe(true);
      expect(result.days.every((day) => day.otherVisits.length === 0)).toBe(true);

      const later = await office.windowsForOffice(1, '2026-12-20');
      expect(later.kind === 'ok' && later.days.map((day) => [day.date, day.windows.length])).toEqual([
        ['2026-12-20', 4],
      ]);
      for (const days of [0, 63, 1.5, Number.NaN])
        expect(await office.windowsForOffice(days), String(days)).toEqual({
          kind: 'invalid',
          errors: { days: officeMessages.days },
        });
      expect(await office.windowsForOffice(1, '2026-02-29')).toEqual({
        kind: 'invalid',
        errors: { from: officeMessages.date },
      });
    });
  });

  describe('rescheduling', () => {
    it('refuses a full window inside the caller’s transaction, undoing only the move, and the caller commits the rest', async () => {
      const { office, book, changes, remaining, database } = await setup();
      await book(TUESDAY_8AM);
      await book(TUESDAY_10AM);
      await book(TUESDAY_10AM);
      const { reference } = await book(TUESDAY_8AM, { name: 'Gus Inside' });
      const ready = await office.officeMove(reference, TUESDAY_10AM, { by: OWNER });
      if (ready.kind !== 'ready') throw new Error(`not ready: ${ready.kind}`);

      // Later in the window's order, so the move frees its 8 AM place before it finds 10 AM full.
      const outcome = await database.db.transaction().execute(async (trx) => {
        const moved = await ready.move(trx);
        await trx
          .insertInto('booking_notes')
          .values({
            id: 'note-after-refusal',
            booking_id: ready.booking.id,
            at: new Date().toISOString(),
            author_email: OWNER,
            body: 'Called: keeping 8 AM.',
          })
          .execute();
        return moved;
      });
      expect(outcome).toMatchObject({ kind: 'full', error: officeMessages.full });
      expect(outcome.kind === 'full' && outcome.alternatives.length).toBe(3);
      expect(changes).toEqual([]);
      expect(await office.bookingByReference(reference)).toMatchObject({
        windowStart: '2026-11-24T13:00:00.000Z',
        sequence: 0,
      });
      expect([await remaining(TUESDAY_8AM), await remaining(TUESDAY_10AM)]).toEqual([0, 0]);
      const notes = await database.db.selectFrom('booking_notes').select('body').execute();
      expect(notes).toEqual([{ body: 'Called: keeping 8 AM.' }]);
    });

    it('refuses a full window without force, and with force overbooks it on purpose', async () => {
      const { office, book, changes, remaining, database } = await setup();
      await book(TUESDAY_10AM);
      await book(TUESDAY_10AM);
      const { reference } = await book(TUESDAY_8AM);

      const refused = await office.officeReschedule(reference, TUESDAY_10AM, { by: OWNER });
      expect(refused).toMatchObject({ kind: 'full', error: officeMessages.full });
      expect(refused.kind === 'full' && refused.alternatives.length).toBe(3);
      expect(changes).toEqual([]);

      const forced = await office.officeReschedule(reference, TUESDAY_10AM, { force: true, by: OWNER });
      expect(forced).toMatchObject({
        kind: 'changed',
        booking: { reference, windowStart: '2026-11-24T15:00:00.000Z', sequence: 1, changedBy: OWNER },
      });
      const windows = await office.windowsForOffice(2);
      const tuesday = windows.kind === 'ok' ? windows.days[1]!.windows : [];
      expect(tuesday[1]).toMatchObject({ capacity: 2, taken: 3, remaining: 0 });
      expect(tuesday[0]).toMatchObject({ taken: 0 });
      expect(await remaining(TUESDAY_8AM)).toBe(2);
      expect(await remaining(TUESDAY_10AM)).toBe(0);

      // What the e-mail hook gets: the same change as the customer's own reschedule, with who made it.
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({
        kind: 'rescheduled',
        by: OWNER,
        booking: { reference, sequence: 1 },
        previous: { reference, windowStart: '2026-11-24T13:00:00.000Z', sequence: 0 },
      });
      expect(changes[0]).not.toHaveProperty('token', expect.anything());
      const row = await database.db
        .selectFrom('bookings')
        .select('changed_by')
        .where('reference', '=', reference)
        .executeTakeFirst();
      expect(row?.changed_by).toBe(OWNER);
    });

    it('moves a visit inside the visitors’ notice or beyond their horizon, but never into a window that started', async () => {
      const { office, book } = await setup();
      const { reference } = await book(TUESDAY_8AM);
      // 9 AM on Monday: 10 AM today is inside the 2 hours' notice visitors get, fine for the office.
      expect(await office.officeReschedule(reference, '2026-11-23T10:00:00-05:00', { by: OWNER })).toMatchObject({
        kind: 'changed',
        booking: { windowStart: '2026-11-23T15:00:00.000Z' },
      });
      expect(await office.officeReschedule(reference, Date.parse('2027-01-12T13:00:00Z'), { by: OWNER })).toMatchObject(
        { kind: 'changed', booking: { windowStart: '2027-01-12T13:00:00.000Z', sequence: 2 } },
      );
      expect(await office.officeReschedule(reference, '2026-11-23T08:00:00-05:00', { by: OWNER })).toMatchObject({
        kind: 'refused',
        error: officeMessages.started,
      });
      expect(
        await office.officeReschedule(reference, '2026-11-23T08:00:00-05:00', { force: true, by: OWNER }),
      ).toMatchObject({ kind: 'refused', error: officeMessages.started });
      expect(await office.officeReschedule(reference, '2026-11-24T09:00:00-05:00', { by: OWNER })).toMatchObject({
        kind: 'refused',
        error: officeMessages.notAWindow,
      });
    });

    it('moves a visit onto a closed day only with force', async () => {
      const { office, book } = await setup();
      const { reference } = await book(TUESDAY_8AM);
      const thanksgiving = '2026-11-26T10:00:00-05:00';
      expect(await office.officeReschedule(reference, thanksgiving, { by: OWNER })).toMatchObject({
        kind: 'refused',
        error: officeMessages.closed('Closed for Thanksgiving'),
      });
      expect(await office.officeReschedule(reference, thanksgiving, { force: true, by: OWNER })).toMatchObject({
        kind: 'changed',
        booking: { windowStart: '2026-11-26T15:00:00.000Z' },
      });
    });

    it('answers an unknown reference, a cancelled booking and bad input with their outcomes, changing nothing', async () => {
      const { office, book, changes } = await setup();
      const { reference } = await book(TUESDAY_8AM);
      expect(await office.officeReschedule('CAR-222222', TUESDAY_10AM, { by: OWNER })).toEqual({ kind: 'not-found' });
      expect(await office.officeReschedule('nonsense!', 'tomorrow', { by: '' })).toEqual({
        kind: 'invalid',
        errors: {
          reference: officeMessages.reference,
          windowStart: officeMessages.windowStart,
          by: officeMessages.by,
        },
      });
      expect(await office.officeReschedule(reference, '2026-11-24T08:00:00', { by: OWNER })).toEqual({
        kind: 'invalid',
        errors: { windowStart: officeMessages.windowStart },
      });
      expect((await office.officeCancel(reference, OWNER)).kind).toBe('changed');
      expect(await office.officeReschedule(reference, TUESDAY_10AM, { by: OWNER })).toMatchObject({
        kind: 'cancelled',
        booking: { status: 'cancelled' },
      });
      expect(changes.map((change) => change.kind)).toEqual(['cancelled']);
    });

    it('forgets who in the office moved it once the customer moves it again', async () => {
      const { office, book, http, database } = await setup();
      const { reference, manageUrl } = await book(TUESDAY_8AM);
      await office.officeReschedule(reference, TUESDAY_10AM, { by: OWNER });
      const token = manageUrl.split('/').pop();
      const moved = await http.post(`/api/bookings/${token}/reschedule`).send({ windowStart: WEDNESDAY_10AM });
      expect(moved.status).toBe(200);
      const row = await database.db
        .selectFrom('bookings')
        .select(['changed_by', 'sequence'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ changed_by: null, sequence: 2 });
    });
  });

  describe('cancelling', () => {
    it('cancels by reference, frees the place at once, and tells the hook once', async () => {
      const { office, book, changes, remaining } = await setup();
      const { reference } = await book(TUESDAY_8AM);
      expect(await remaining(TUESDAY_8AM)).toBe(1);
      expect(await office.officeCancel(reference.toLowerCase(), OWNER)).toMatchObject({
        kind: 'changed',
        booking: { reference, status: 'cancelled', changedBy: OWNER, sequence: 1 },
      });
      expect(await remaining(TUESDAY_8AM)).toBe(2);
      expect(await office.officeCancel(reference, OWNER)).toMatchObject({ kind: 'cancelled' });
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({ kind: 'cancelled', by: OWNER, booking: { reference } });
      expect(await office.officeCancel('CAR-222222', OWNER)).toEqual({ kind: 'not-found' });
      expect(await office.officeCancel('', ' ')).toEqual({
        kind: 'invalid',
        errors: { reference: officeMessages.reference, by: officeMessages.by },
      });
    });
  });
});
