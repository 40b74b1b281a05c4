/**
 * The office with its database unreachable (PostgreSQL restarting or stopped): a signed-in screen, the sign-in
 * form and a form post answer 503 with the phone number and "nothing was saved", never the 500 page, and nothing
 * private is cached.
 */
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { freePort } from '../../scripts/serve-dist';
import { createDatabase } from '../../server/kernel/db/database';
import { TEST_SITE_URL, testApp } from '../helpers/app';
import { cookieFrom, csrfOf } from '../helpers/office';

describe('the office while the database cannot be reached', () => {
  it('answers every screen and form with 503, the phone number and that nothing was saved', async () => {
    // Nothing listens on a port just found free: the connection is refused at once.
    const url = `postgres://nobody@127.0.0.1:${await freePort()}/gone`;
    const database = createDatabase({ engine: 'postgres', url }, { connectTimeoutMs: 1000 });
    const site = supertest(testApp({}, { database }));
    try {
      const signedIn = '__Host-office=' + 'a'.repeat(43);
      // The sign-in form itself needs no database; its post does.
      const form = await site.get('/office/login');
      expect(form.status).toBe(200);
      const answers = [
        await site.get('/office').set('Cookie', signedIn),
        await site.get('/office/schedule?date=2026-11-24').set('Cookie', signedIn),
        await site
          .post('/office/login')
          .set('Origin', TEST_SITE_URL)
          .set('Cookie', cookieFrom(form.headers['set-cookie'], '__Host-office-login')!)
          .type('form')
          .send({ _csrf: csrfOf(form.text), email: 'owner@example.com', password: 'a long enough password' }),
      ];
      for (const answer of answers) {
        expect(answer.status, answer.text.slice(0, 300)).toBe(503);
        expect(answer.text).toContain('Please Try Again in a Minute');
        expect(answer.text).toContain('nothing was saved or changed');
        expect(answer.text).toContain(business.phone.display);
        expect(answer.headers['cache-control']).toMatch(/no-store|no-cache/);
      }
    } finally {
      await database.close();
    }
  });
});
