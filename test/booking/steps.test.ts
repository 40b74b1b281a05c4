/**
 * Errors where they happen: each /book step checked by the server before the next (the island posts each step
 * asking for JSON, a browser without JavaScript posts the form), the booking limits told before the details are
 * typed without spending any budget, and the reschedule picker marking the visit's own window.
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { bookingApp, bookingBody, testClock } from '../helpers/booking';
import { testEngines, type TestEngine } from '../helpers/engines';

const engines = testEngines('booking steps', { postgres: false });
const phone = business.phone.display;

// The test clock starts on Monday 23 November 2026 at 9 AM in Washington.
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';
const json = { Accept: 'application/json' };

describe('each step checked at its own step, asking for JSON', () => {
  it('refuses a 7-digit phone and an unknown coupon at the details step, keeping every value', async () => {
    // No storage is touched by a refused details step: one engine is enough.
    const database = await engines[0]!.open();
    const { http } = bookingApp(database, testClock());
    const sent = { ...bookingBody(TUESDAY_8AM, { phone: '555-0123', coupon: 'NOPE10' }), step: 'review' };
    const refused = await http.post('/book').set(json).send(sent);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      step: 'details',
      errors: {
        phone: expect.stringContaining('area code'),
        coupon: expect.stringContaining('We do not know that code'),
      },
      values: { name: sent.name, address: sent.address, coupon: 'NOPE10', windowStart: TUESDAY_8AM },
    });

    const fixed = await http
      .post('/book')
      .set(json)
      .send({ ...sent, phone: '(301) 555-0123', coupon: 'first25' });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ step: 'review', values: { coupon: 'FIRST25' } });
  });
});

describe.each(engines)('the limits told before the details step on $name', (engine: TestEngine) => {
  it('tells a connection at its daily limit on the window step, as a page and in JSON, with the phone number', async () => {
    const { http } = bookingApp(await engine.open(), testClock());
    const ip = '198.51.100.9';
    const starts = [TUESDAY_8AM, TUESDAY_10AM, '2026-11-24T12:00:00-05:00', '2026-11-25T08:00:00-05:00'];
    for (const start of [...starts, '2026-11-25T10:00:00-05:00'])
      expect((await http.post('/api/bookings').set('X-Forwarded-For', ip).send(bookingBody(start))).status).toBe(201);
    const step = { zip: '20901', service: 'washer-repair', windowStart: '2026-11-27T08:00:00-05:00', step: 'details' };

    const page = await http.post('/book').set('X-Forwarded-For', ip).type('form').send(step);
    expect(page.status).toBe(429);
    const $ = load(page.text);
    expect($('h2#book-step-title').text()).toContain('Choose an Arrival Window');
    expect($('[role="alert"]').text()).toContain('several bookings from your connection today');
    expect($('[role="alert"]').text()).toContain(phone);
    expect($('input[name="phone"]').length).toBe(0);

    // The same from step 2's own address (the form without JavaScript when nothing is typed yet).
    const link = await http
      .get(`/book?zip=20901&service=washer-repair&window=${encodeURIComponent(step.windowStart)}`)
      .set('X-Forwarded-For', ip);
    expect([link.status, link.text.includes('several bookings from your connection today')]).toEqual([429, true]);

    const answer = await http.post('/book').set('X-Forwarded-For', ip).set(json).send(step);
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ step: 'window', error: expect.stringContaining(phone), phone });

    // Another connection goes on to its details.
    const other = await http.post('/book').set('X-Forwarded-For', '198.51.100.10').set(json).send(step);
    expect(other.status).toBe(200);
    expect(other.body.step).toBe('details');
  });

  it('tells a spent rate limit before the details, and the steps before it spend none of it', async () => {
    const { http } = bookingApp(await engine.open(), testClock(), { rateLimit: 1 });
    const step = { zip: '20901', service: 'washer-repair', windowStart: TUESDAY_8AM, step: 'details' };
    for (let i = 0; i < 3; i++) expect((await http.post('/book').set(json).send(step)).body.step).toBe('details');
    // The one request of the budget is still there for booking itself.
    expect(
      (
        await http
          .post('/book')
          .set(json)
          .send({ ...bookingBody(TUESDAY_8AM), step: 'confirm' })
      ).status,
    ).toBe(201);
    const spent = await http.post('/book').set(json).send(step);
    expect(spent.status).toBe(429);
    expect(spent.body).toMatchObject({ step: 'window', error: expect.stringContaining('several booking requests') });
  });

  it('marks the visit’s own window "Your visit" in the reschedule picker; choosing it again moves nothing', async () => {
    const { http } = bookingApp(await engine.open(), testClock());
    const booked = await http.post('/api/bookings').send(bookingBody(TUESDAY_8AM));
    const path = new URL(booked.body.manageUrl as string, 'http://x').pathname;
    // Another fills the window (capacity 2): its owner still sees it as theirs, not Full.
    expect((await http.post('/api/bookings').send(bookingBody(TUESDAY_8AM))).status).toBe(201);
    const $ = load((await http.get(`${path}?reschedule=1`)).text);
    const own = $('form[action$="/reschedule"] input[name="windowStart"][value="2026-11-24T08:00:00-05:00"]');
    expect(own.attr('disabled')).toBeUndefined();
    expect(own.attr('checked')).toBeDefined();
    expect($(`label[for="${own.attr('id')}"]`).text()).toContain('Your visit');
    expect($(`label[for="${own.attr('id')}"]`).text()).not.toContain('Full');
    expect($('.booking__actions--sticky button[type="submit"]').text()).toBe('Move my visit');

    const kept = await http.post(`${path}/reschedule`).type('form').send({ windowStart: TUESDAY_8AM });
    expect(kept.status).toBe(303);
    expect(kept.headers.location).toBe(path);
    const view = await http.get(`/api${path.replace('/booking/', '/bookings/')}`);
    expect(view.status).toBe(200);
    // A move raises the sequence (the invite's update); keeping the window sends nothing.
    expect(view.body.sequence).toBe(0);
  });
});
