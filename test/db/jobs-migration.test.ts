/**
 * Migration 0030-jobs teaches the visit status "Waiting for Parts"; on SQLite by making the column again beside
 * the old one. A visit keeps its status through it, the new status is taken, and a status nobody sets is refused.
 */
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { bookingApp, bookingBody } from '../helpers/booking';
import { testEngines } from '../helpers/engines';

const engines = testEngines('migration 0030');

describe.each(engines)('migration 0030-jobs on $name', (engine) => {
  it('keeps each visit status, takes "waiting-for-parts" and refuses an unknown one', async () => {
    const database = await engine.open();
    const { app } = bookingApp(database);
    const made = await supertest(app)
      .post('/api/bookings')
      .set('X-Forwarded-For', '192.0.2.41')
      .send(bookingBody('2026-11-24T08:00:00-05:00'));
    expect(made.status).toBe(201);
    const [visit] = await database.db.selectFrom('bookings').select(['id', 'visit_status', 'job_id']).execute();
    expect(visit).toMatchObject({ visit_status: 'booked', job_id: null });

    const set = (status: string) =>
      database.db
        .updateTable('bookings')
        .set({ visit_status: status as never })
        .where('id', '=', visit!.id)
        .execute();
    await set('waiting-for-parts');
    const after = await database.db.selectFrom('bookings').select('visit_status').executeTakeFirstOrThrow();
    expect(after.visit_status).toBe('waiting-for-parts');
    await expect(set('lost-in-the-mail')).rejects.toThrow(/check/i);
    // The list's own index still serves the office's day (the column was made again on SQLite).
    const indexes =
      database.engine === 'sqlite'
        ? await database.db
            .selectFrom('sqlite_master' as never)
            .select('name' as never)
            .where('type' as never, '=', 'index' as never)
            .execute()
        : [];
    if (database.engine === 'sqlite') expect(JSON.stringify(indexes)).toContain('bookings_window');
  });
});
