/**
 * The booking store under concurrency on one database, both engines: the limits counted before an insert hold
 * when requests race, and reschedules crossing between two windows neither deadlock nor lose a place.
 */
import { describe, expect, it } from 'vitest';
import { createBookingStore, type BookingCaps, type NewBooking } from '../../server/features/booking/store';
import { testEngines } from '../helpers/engines';

const engines = testEngines('booking store');

const NOW = new Date('2026-11-23T14:00:00Z');
const HOUR = 3_600_000;
const A = Date.parse('2026-11-24T13:00:00Z');
const B = Date.parse('2026-11-24T15:00:00Z');

const caps: BookingCaps = {
  capacity: 2,
  liveBookingsPerPhone: 3,
  liveBookingsPerEmail: 3,
  bookingsPerClientPerDay: 100,
  dayStart: Date.parse('2026-11-23T05:00:00Z'),
  linkLifetimeAfterVisit: 7 * 24 * HOUR,
};

let n = 0;
const booking = (windowStart: number, overrides: Partial<NewBooking> = {}): NewBooking => ({
  zip: '20901',
  service: 'washer-repair',
  windowStart,
  windowEnd: windowStart + 2 * HOUR,
  name: `Store Visitor ${++n}`,
  phone: `(240) 555-${String(1000 + n).slice(-4)}`,
  email: `store${n}@example.com`,
  address: '1 Main Street',
  brand: '',
  problem: '',
  coupon: '',
  clientAddress: `203.0.113.${n % 250}`,
  ...overrides,
});

describe.each(engines)('the booking store on $name', (engine) => {
  it('lets exactly 3 of 12 racing bookings with one phone number through, in windows with room', async () => {
    const database = await engine.open(undefined, { poolSize: 12 });
    const store = createBookingStore(database);
    const starts = Array.from({ length: 12 }, (_, i) => A + i * 2 * HOUR);
    const results = await Promise.all(
      starts.map((start) => store.create(booking(start, { phone: '(240) 555-0000' }), caps, NOW)),
    );
    expect(results.filter((r) => r.kind === 'booked')).toHaveLength(3);
    expect(results.filter((r) => r.kind === 'limit')).toEqual(new Array(9).fill({ kind: 'limit', by: 'phone' }));
    const taken = await store.takenBetween(A, A + 30 * HOUR);
    expect([...taken.values()].reduce((sum, count) => sum + count, 0)).toBe(3);
  });

  it('runs reschedules crossing between two full-ish windows at once without deadlock or a lost place', async () => {
    const database = await engine.open(undefined, { poolSize: 12 });
    const store = createBookingStore(database);
    const tokens: { token: string; from: number }[] = [];
    for (const start of [A, B]) {
      const created = await store.create(booking(start), { ...caps, capacity: 4 }, NOW);
      if (created.kind !== 'booked') throw new Error(created.kind);
      tokens.push({ token: created.token, from: start });
    }
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all(
        tokens.map(({ token, from }) =>
          store.reschedule(
            { token },
            { start: from === A ? B : A, end: (from === A ? B : A) + 2 * HOUR, capacity: 4 },
            caps,
            NOW,
          ),
        ),
      );
      expect(results.map((r) => r.kind)).toEqual(['changed', 'changed']);
      for (const entry of tokens) entry.from = entry.from === A ? B : A;
    }
    const taken = await store.takenBetween(A, B + HOUR);
    expect(taken).toEqual(
      new Map([
        [A, 1],
        [B, 1],
      ]),
    );
    const rows = await database.db.selectFrom('bookings').select('sequence').execute();
    expect(rows.map((r) => r.sequence)).toEqual([5, 5]);
  });
});
