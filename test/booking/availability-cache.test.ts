/**
 * Availability read once per second per process (server/features/booking/availability/taken-cache.ts), on both engines: concurrent
 * answers share one reading, and neither this process's changes nor another server's show late.
 */
import { describe, expect, it } from 'vitest';
import { availabilityCache } from '../../server/features/booking/availability/taken-cache';
import { databaseVersion } from '../../server/kernel/db/version';
import { bookingService } from '../../server/features/booking/service';
import { createBookingStore, type BookingCaps } from '../../server/features/booking/store';
import { onSqliteOnly, testEngines } from '../helpers/engines';
import { bookingBody, testClock } from '../helpers/booking';

// A cluster of its own: PostgreSQL's version of the data is the cluster's snapshot, which another suite's writes to
// the shared cluster move, and "one reading" would then count a second, correct, reading caused by them.
const engines = testEngines('availability cache', { ownCluster: true });
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const HOUR = 3_600_000;
const caps: BookingCaps = {
  capacity: 2,
  liveBookingsPerPhone: 3,
  liveBookingsPerEmail: 3,
  bookingsPerClientPerDay: 5,
  dayStart: 0,
  linkLifetimeAfterVisit: 7 * 24 * HOUR,
};

describe.each(engines)('availability read once per second on $name', (engine) => {
  it('shares one reading between answers, and shows a booking at once, made here or by another server', async () => {
    const url = await engine.migratedDatabaseUrl();
    const [here, there] = [await engine.open(url), await engine.open(url)];
    const clock = testClock();
    let reads = 0;
    const cache = availabilityCache({ now: clock.now, version: databaseVersion(here) });
    const raw = createBookingStore(here);
    const counting = { ...raw, takenBetween: (from: number, to: number) => (reads++, raw.takenBetween(from, to)) };
    const service = cache.service(bookingService({ store: cache.store(counting), now: clock.now }));
    const remaining = async () => (await service.windows()).find((w) => w.start === TUESDAY_8AM)?.remaining;

    expect(await Promise.all([remaining(), remaining(), remaining()])).toEqual([2, 2, 2]);
    expect(await remaining()).toBe(2);
    expect(reads).toBe(1);

    // Booked through this process: the next answer counts it.
    const booked = await service.create(
      { ...bookingBody(TUESDAY_8AM), coupon: '', model: '', windowStart: Date.parse(TUESDAY_8AM) },
      '203.0.113.1',
    );
    expect(booked.kind).toBe('booked');
    expect(await remaining()).toBe(1);

    // Booked by another server on the same database: the version check sees its commit.
    const start = Date.parse(TUESDAY_8AM);
    const other = await createBookingStore(there).create(
      {
        ...bookingBody(TUESDAY_8AM),
        coupon: '',
        windowStart: start,
        windowEnd: start + 2 * HOUR,
        clientAddress: '203.0.113.2',
      },
      caps,
      clock.now(),
    );
    expect(other.kind).toBe('booked');
    expect(await remaining()).toBe(0);
  });

  onSqliteOnly(engine)('reads again once the booking clock has moved on', async () => {
    const database = await engine.open();
    const clock = testClock();
    const cache = availabilityCache({ now: clock.now, version: databaseVersion(database) });
    const service = cache.service(bookingService({ store: cache.store(createBookingStore(database)), now: clock.now }));
    const first = (await service.windows())[0]!.start;
    clock.set(new Date(clock.now().getTime() + 4 * HOUR));
    expect((await service.windows())[0]!.start).not.toBe(first);
  });

  onSqliteOnly(engine)('reads the window list again as soon as the schedule answers with new rules', async () => {
    const database = await engine.open();
    const clock = testClock();
    let rules = { capacity: 2 };
    const schedule = {
      current: async () => ({ capacityOf: () => rules.capacity, closedDays: [], id: rules }),
    };
    const cache = availabilityCache({
      now: clock.now,
      version: databaseVersion(database),
      rules: async () => rules,
    });
    const service = cache.service(
      bookingService({ store: cache.store(createBookingStore(database)), now: clock.now, schedule }),
    );
    const remaining = async () => (await service.windows()).find((w) => w.start === TUESDAY_8AM)?.remaining;
    expect(await remaining()).toBe(2);
    rules = { capacity: 5 };
    expect(await remaining()).toBe(5);
  });
});
