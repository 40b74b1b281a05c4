/**
 * Migration 0027-missed-visit teaches booking_emails' CHECK the No-Show's "we missed you" kind; on SQLite by
 * making the table again. Run once more over a table with rows, it keeps every row and column as it was, and the
 * CHECK still refuses a kind nobody sends.
 */
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../server/kernel/db/migrations';
import type { Kysely } from 'kysely';
import { bookingApp, bookingBody } from '../helpers/booking';
import { testEngines } from '../helpers/engines';

const engines = testEngines('migration 0027');

describe.each(engines)('migration 0027-missed-visit on $name', (engine) => {
  it('keeps the booking e-mails as they were, and accepts "we missed you" but no unknown kind', async () => {
    const database = await engine.open();
    const { app } = bookingApp(database);
    const made = await supertest(app)
      .post('/api/bookings')
      .set('X-Forwarded-For', '192.0.2.40')
      .send(bookingBody('2026-11-24T08:00:00-05:00'));
    expect(made.status).toBe(201);
    const rows = () => database.db.selectFrom('booking_emails').selectAll().orderBy('id').execute();
    const [first] = await rows();
    await database.db
      .updateTable('booking_emails')
      .set({ message: 'We are closed that day.', detail: '{"technician":{"firstName":"Tom"}}' })
      .where('id', '=', first!.id)
      .execute();
    const before = await rows();
    expect(before.length).toBeGreaterThanOrEqual(3);

    await migrations['0027-missed-visit']!.up(database.db as unknown as Kysely<unknown>, database.engine);

    expect(await rows()).toEqual(before);
    const at = '2026-11-24T15:30:00.000Z';
    const row = {
      id: 'missed-1',
      booking_id: before[0]!.booking_id,
      kind: 'customer-missed' as const,
      due_at: at,
      status: 'pending' as const,
      next_attempt_at: at,
      lease_owner: null,
      lease_until: null,
      last_error: null,
      sent_at: null,
      failed_at: null,
      window_start: '2026-11-24T13:00:00.000Z',
      window_end: '2026-11-24T15:00:00.000Z',
      previous_window_start: null,
      sequence: 0,
      manage_token: null,
      created_at: at,
    };
    await database.db.insertInto('booking_emails').values(row).execute();
    await expect(
      database.db
        .insertInto('booking_emails')
        .values({ ...row, id: 'bogus-1', kind: 'customer-bogus' as never })
        .execute(),
    ).rejects.toThrow(/check/i);
  });
});
