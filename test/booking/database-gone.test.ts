/**
 * The booking calendar unreachable: every booking endpoint answers 503 with the phone number and no-store,
 * never a 500 or a hang, and the visitor's request is not taken for a booking.
 */
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { freePort } from '../../scripts/serve-dist';
import { createDatabase } from '../../server/kernel/db/database';
import { bookingBody, testClock } from '../helpers/booking';
import { testApp } from '../helpers/app';

describe('the booking API with the database unreachable', () => {
  it('answers 503 with the phone number on every endpoint', async () => {
    // Nothing listens on a port just found free: the connection is refused at once.
    const url = `postgres://nobody@127.0.0.1:${await freePort()}/gone`;
    const database = createDatabase({ engine: 'postgres', url }, { connectTimeoutMs: 1000 });
    const site = supertest(testApp({}, { database, now: testClock().now }));
    try {
      const token = 'A'.repeat(43);
      const answers = [
        await site.get('/api/availability?zip=20901&service=washer-repair'),
        await site.post('/api/bookings').send(bookingBody('2026-11-24T08:00:00-05:00')),
        await site.get(`/api/bookings/${token}`),
        await site.post(`/api/bookings/${token}/reschedule`).send({ windowStart: '2026-11-24T10:00:00-05:00' }),
        await site.post(`/api/bookings/${token}/cancel`).send({}),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.body).toEqual({
          error: expect.stringContaining(business.phone.display),
          phone: business.phone.display,
        });
      }
    } finally {
      await database.close();
    }
  });
});
