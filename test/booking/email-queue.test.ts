/**
 * The booking outbox's table on both engines: what each change queues, in its own transaction; who may send
 * what and when; and where the customer's link is kept (only in a pending row).
 */
import { describe, expect, it } from 'vitest';
import {
  bookingEmails,
  queueBookingEmails,
  morningReminderDue,
  reminderDue,
} from '../../server/features/booking/emails/emails';
import { createBookingStore, hashToken, type BookingCaps, type NewBooking } from '../../server/features/booking/store';
import type { AppDatabase } from '../../server/kernel/db/database';
import { testEngines } from '../helpers/engines';

const engines = testEngines('booking e-mail queue');

const HOUR = 3_600_000;
/** Monday, November 23, 2026, 9 AM in Washington. */
const NOW = new Date('2026-11-23T14:00:00Z');
/** Tuesday 8 AM and 2 PM; Wednesday 8 AM. */
const TUE_8 = Date.parse('2026-11-24T13:00:00Z');
const TUE_2 = Date.parse('2026-11-24T19:00:00Z');
const WED_8 = Date.parse('2026-11-25T13:00:00Z');
const LEASE = 60_000;

const caps: BookingCaps = {
  capacity: 50,
  liveBookingsPerPhone: 3,
  liveBookingsPerEmail: 3,
  bookingsPerClientPerDay: 100,
  dayStart: Date.parse('2026-11-23T05:00:00Z'),
  linkLifetimeAfterVisit: 7 * 24 * HOUR,
};

let n = 0;
const visit = (windowStart: number): NewBooking => ({
  zip: '20901',
  service: 'dryer-repair',
  windowStart,
  windowEnd: windowStart + 2 * HOUR,
  name: `Queue Visitor ${++n}`,
  phone: `(240) 555-${String(2000 + n).slice(-4)}`,
  email: `queue${n}@example.com`,
  address: '1 Main Street',
  brand: '',
  problem: '',
  coupon: '',
  clientAddress: `198.51.100.${n % 250}`,
});

async function setUp(database: AppDatabase) {
  const store = createBookingStore(database, { onChange: queueBookingEmails });
  const book = async (start: number, at = NOW) => {
    const result = await store.create(visit(start), caps, at);
    if (result.kind !== 'booked') throw new Error(`not booked: ${result.kind}`);
    return result;
  };
  const rows = (bookingId: string) =>
    database.db
      .selectFrom('booking_emails')
      .select(['kind', 'status', 'manage_token', 'due_at', 'sequence', 'window_start'])
      .where('booking_id', '=', bookingId)
      .execute()
      .then((list) =>
        list
          .map((row) => ({
            kind: row.kind,
            status: row.status,
            token: row.manage_token,
            due: new Date(row.due_at).toISOString(),
            sequence: Number(row.sequence),
            window: new Date(row.window_start).toISOString(),
          }))
          .sort((a, b) => a.kind.localeCompare(b.kind) || a.due.localeCompare(b.due)),
      );
  return { store, queue: bookingEmails(database), book, rows };
}

describe('the reminder time', () => {
  it('is 6 PM in Washington the day before the visit, whatever the offset that evening', () => {
    expect(new Date(reminderDue('2026-11-24T13:00:00Z')).toISOString()).toBe('2026-11-23T23:00:00.000Z');
    // Spring forward (March 8, 2026): Saturday evening is EST, the Monday visit's Sunday evening is EDT.
    expect(new Date(reminderDue('2026-03-08T13:00:00Z')).toISOString()).toBe('2026-03-07T23:00:00.000Z');
    expect(new Date(reminderDue('2026-03-09T12:00:00Z')).toISOString()).toBe('2026-03-08T22:00:00.000Z');
    // A visit at 8 AM on the 1st: the evening before is in the previous month.
    expect(new Date(reminderDue('2026-12-01T13:00:00Z')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });
});

describe.each(engines)('the booking e-mail queue on $name', (engine) => {
  it('queues a confirmation with the link, an office notice and a reminder with each booking', async () => {
    const database = await engine.open();
    const { book, rows } = await setUp(database);
    const { booking, token } = await book(TUE_8);
    expect(await rows(booking.id)).toEqual([
      {
        kind: 'customer-confirmation',
        status: 'pending',
        token,
        due: NOW.toISOString(),
        sequence: 0,
        window: '2026-11-24T13:00:00.000Z',
      },
      {
        kind: 'customer-reminder',
        status: 'pending',
        token: null,
        due: '2026-11-23T23:00:00.000Z',
        sequence: 0,
        window: '2026-11-24T13:00:00.000Z',
      },
      {
        kind: 'office-new',
        status: 'pending',
        token: null,
        due: NOW.toISOString(),
        sequence: 0,
        window: '2026-11-24T13:00:00.000Z',
      },
    ]);
    // The link in the row is the one the hash in bookings opens.
    const stored = await database.db.selectFrom('bookings').select('token_hash').executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashToken(token));
  });

  it('queues the reminder for 7 AM of the day when its evening has passed (booked at 6:30 PM for 8 AM)', async () => {
    const database = await engine.open();
    const { book, rows } = await setUp(database);
    const { booking } = await book(TUE_8, new Date('2026-11-23T23:30:00Z'));
    const queued = await rows(booking.id);
    expect(queued.map((r) => r.kind)).toEqual(['customer-confirmation', 'customer-reminder', 'office-new']);
    expect(queued[1]!.due).toBe('2026-11-24T12:00:00.000Z');
  });

  it('keeps the link only until the row is sent or given up; a retry keeps it', async () => {
    const database = await engine.open();
    const { book, queue, rows } = await setUp(database);
    const { booking, token } = await book(TUE_8);

    const first = await queue.claimNext('a', NOW, LEASE);
    const second = await queue.claimNext('a', NOW, LEASE);
    const [confirmation, office] = first!.item.kind === 'customer-confirmation' ? [first!, second!] : [second!, first!];
    expect(confirmation.item).toMatchObject({ kind: 'customer-confirmation', token, sequence: 0 });
    expect(office.item).toMatchObject({ kind: 'office-new', token: null });
    expect(confirmation.item.booking.reference).toBe(booking.reference);

    const later = new Date(NOW.getTime() + 1000);
    await queue.record(confirmation.id, 'a', { kind: 'retry', error: '421 busy', nextAttemptAt: later }, NOW);
    expect((await rows(booking.id))[0]).toMatchObject({ kind: 'customer-confirmation', status: 'pending', token });
    const again = await queue.claimNext('a', later, LEASE);
    expect(again).toMatchObject({ id: confirmation.id, attempts: 1 });
    expect(await queue.record(confirmation.id, 'a', { kind: 'sent' }, later)).toBe(true);
    expect(await queue.record(office.id, 'a', { kind: 'failed', error: '550 no' }, later)).toBe(true);
    const after = await rows(booking.id);
    expect(after.map((r) => [r.kind, r.status, r.token])).toEqual([
      ['customer-confirmation', 'sent', null],
      ['customer-reminder', 'pending', null],
      ['office-new', 'failed', null],
    ]);
  });

  it('hands each due e-mail to one of two servers claiming at once, and the reminder to none before 6 PM', async () => {
    const database = await engine.open(undefined, { poolSize: 8 });
    const { book, queue } = await setUp(database);
    for (let i = 0; i < 10; i++) await book(TUE_8 + (i % 5) * 2 * HOUR);

    const claimedBy: Record<string, string[]> = { a: [], b: [] };
    const drain = async (owner: 'a' | 'b', at: Date) => {
      for (;;) {
        const claimed = await queue.claimNext(owner, at, LEASE);
        if (!claimed) return;
        claimedBy[owner]!.push(claimed.id);
        await queue.record(claimed.id, owner, { kind: 'sent' }, at);
      }
    };
    const fiveFiftyNine = new Date('2026-11-23T22:59:00Z');
    await Promise.all([drain('a', fiveFiftyNine), drain('b', fiveFiftyNine)]);
    const all = [...claimedBy.a!, ...claimedBy.b!];
    expect(all).toHaveLength(20);
    expect(new Set(all).size).toBe(20);
    expect(await queue.pendingIds()).toHaveLength(10);
    expect(await queue.nextDue(fiveFiftyNine)).toEqual(new Date('2026-11-23T23:00:00Z'));

    await Promise.all([drain('a', new Date('2026-11-23T23:00:00Z')), drain('b', new Date('2026-11-23T23:00:00Z'))]);
    expect(new Set([...claimedBy.a!, ...claimedBy.b!]).size).toBe(30);
    expect(await queue.pendingIds()).toEqual([]);
  });

  it('does not hand out an e-mail another server holds the lease on, until the lease runs out', async () => {
    const database = await engine.open();
    const { book, queue } = await setUp(database);
    await book(TUE_8);
    const a1 = await queue.claimNext('a', NOW, LEASE);
    const a2 = await queue.claimNext('a', NOW, LEASE);
    expect(await queue.claimNext('b', NOW, LEASE)).toBeUndefined();
    // Server a died mid-send: its leases run out and b takes both.
    const late = new Date(NOW.getTime() + LEASE);
    const taken = [await queue.claimNext('b', late, LEASE), await queue.claimNext('b', late, LEASE)];
    expect(taken.map((t) => t!.id).sort()).toEqual([a1!.id, a2!.id].sort());
    expect(await queue.record(a1!.id, 'a', { kind: 'sent' }, late)).toBe(false);
  });

  it('on an office reschedule, supersedes the unsent confirmation, carries its link over and moves the reminder', async () => {
    const database = await engine.open();
    const { store, book, rows } = await setUp(database);
    const { booking, token } = await book(TUE_8);

    const moved = await store.reschedule(
      { reference: booking.reference },
      { start: WED_8, end: WED_8 + 2 * HOUR, capacity: 2 },
      caps,
      new Date(NOW.getTime() + HOUR),
    );
    expect(moved.kind).toBe('changed');
    const after = await rows(booking.id);
    expect(after.map((r) => [r.kind, r.status, r.token, r.sequence, r.due])).toEqual([
      ['customer-confirmation', 'skipped', null, 0, NOW.toISOString()],
      ['customer-reminder', 'skipped', null, 0, '2026-11-23T23:00:00.000Z'],
      ['customer-reminder', 'pending', null, 1, '2026-11-24T23:00:00.000Z'],
      ['customer-rescheduled', 'pending', token, 1, '2026-11-23T15:00:00.000Z'],
      ['office-changed', 'pending', null, 1, '2026-11-23T15:00:00.000Z'],
      ['office-new', 'pending', null, 0, NOW.toISOString()],
    ]);
  });

  it('on a cancel, queues CANCEL for the customer and a notice for the office, and skips the reminder', async () => {
    const database = await engine.open();
    const { store, book, queue, rows } = await setUp(database);
    const { booking, token } = await book(TUE_2);
    // Confirmation and office notice go out first.
    for (let i = 0; i < 2; i++) {
      const claimed = await queue.claimNext('a', NOW, LEASE);
      await queue.record(claimed!.id, 'a', { kind: 'sent' }, NOW);
    }
    await store.cancel({ token }, NOW);
    const after = await rows(booking.id);
    expect(after.map((r) => [r.kind, r.status, r.token, r.sequence])).toEqual([
      ['customer-cancelled', 'pending', null, 1],
      ['customer-confirmation', 'sent', null, 0],
      ['customer-reminder', 'skipped', null, 0],
      ['office-cancelled', 'pending', null, 1],
      ['office-new', 'sent', null, 0],
    ]);
  });

  it('skips instead of sending what an outage made pointless: a reminder once the window has begun', async () => {
    const database = await engine.open();
    const { book, queue, rows } = await setUp(database);
    const { booking } = await book(TUE_8);
    // The relay was down from Monday morning until Tuesday 8:30 AM.
    const tuesday = new Date('2026-11-24T13:30:00Z');
    const kinds: string[] = [];
    for (;;) {
      const claimed = await queue.claimNext('a', tuesday, LEASE);
      if (!claimed) break;
      kinds.push(claimed.item.kind);
      await queue.record(claimed.id, 'a', { kind: 'sent' }, tuesday);
    }
    expect(kinds.sort()).toEqual(['customer-confirmation', 'office-new']);
    expect((await rows(booking.id)).find((r) => r.kind === 'customer-reminder')?.status).toBe('skipped');
  });

  it('rolls the e-mails back with a change that does not happen (the window is full)', async () => {
    const database = await engine.open();
    const { store, book } = await setUp(database);
    const full = await store.create(visit(TUE_8), { ...caps, capacity: 0 }, NOW);
    expect(full.kind).toBe('full');
    expect(await database.db.selectFrom('booking_emails').selectAll().execute()).toEqual([]);
    const { token } = await book(TUE_8);
    const before = await database.db.selectFrom('booking_emails').selectAll().execute();
    const refused = await store.reschedule({ token }, { start: TUE_2, end: TUE_2 + 2 * HOUR, capacity: 0 }, caps, NOW);
    expect(refused.kind).toBe('full');
    expect(await database.db.selectFrom('booking_emails').selectAll().execute()).toHaveLength(before.length);
  });
});

describe('the morning reminder of a visit booked after the evening one', () => {
  it('is due at 7 AM New York time on the visit day, across both daylight-saving changes', () => {
    // Sunday March 8, 2026 begins daylight time at 2 AM: 7 AM is 11:00 UTC, not 12:00.
    expect(new Date(morningReminderDue('2026-03-08T13:00:00Z', '2026-03-07T23:30:00Z')!).toISOString()).toBe(
      '2026-03-08T11:00:00.000Z',
    );
    // Sunday November 1, 2026 ends it at 2 AM: 7 AM is 12:00 UTC.
    expect(new Date(morningReminderDue('2026-11-01T14:00:00Z', '2026-11-01T00:30:00Z')!).toISOString()).toBe(
      '2026-11-01T12:00:00.000Z',
    );
  });

  it('is not sent for a visit that starts by 7 AM or a booking made after it', () => {
    expect(morningReminderDue('2026-11-24T12:00:00Z', '2026-11-23T23:30:00Z')).toBeUndefined();
    expect(morningReminderDue('2026-11-24T19:00:00Z', '2026-11-24T13:00:00Z')).toBeUndefined();
  });
});
