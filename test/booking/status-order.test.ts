/**
 * A visit's status changes follow the job's order: a visit already Done is not cancelled (through the customer's
 * link, its API alias or the office), and once the technician is On the Way the customer's link no longer cancels
 * or moves it: the customer is told to call, with the number, and the visit stays where it is.
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { testEngines } from '../helpers/engines';
import { bookingBody } from '../helpers/booking';
import { assignTechnician, officeApp } from '../helpers/office';

const engines = testEngines('status order', { postgres: false });
const WINDOW = '2026-11-24T08:00:00-05:00';

describe.each(engines)('the order of a visit’s statuses on $name', (engine) => {
  async function booked() {
    const database = await engine.open();
    const office = await officeApp(database);
    const made = await office.http
      .post('/api/bookings')
      .set('X-Forwarded-For', '198.51.100.77')
      .send(bookingBody(WINDOW));
    expect(made.status).toBe(201);
    const { reference, manageUrl } = made.body as { reference: string; manageUrl: string };
    const token = manageUrl.slice('/booking/'.length);
    await assignTechnician(office, reference);
    // The visit's morning: its statuses are refused before its day. The office signs in then.
    office.clock.set('2026-11-24T12:30:00Z');
    const browser = await office.signIn();
    const setStatus = async (status: string) => {
      const response = await office.http
        .post(`/office/bookings/${reference}/status`)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, status, back: 'booking' });
      expect(response.status, status).toBe(303);
    };
    const row = () =>
      database.db
        .selectFrom('bookings')
        .select(['status', 'visit_status'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
    return { ...office, database, reference, token, browser, setStatus, row };
  }

  it('refuses to cancel a visit already Done through the API, and the visit stays Done', async () => {
    const { http, token, setStatus, row } = await booked();
    for (const status of ['on-the-way', 'arrived', 'done']) await setStatus(status);

    const response = await http.post(`/api/bookings/${token}/cancel`).send({});
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: expect.stringContaining(business.phone.display) });
    expect(await row()).toEqual({ status: 'booked', visit_status: 'done' });
  });

  it('refuses the office’s cancel of a Done visit with 409 and says to reopen it first', async () => {
    const { http, reference, browser, setStatus, row } = await booked();
    for (const status of ['on-the-way', 'arrived', 'done']) await setStatus(status);

    const response = await http
      .post(`/office/bookings/${reference}/cancel`)
      .set('Cookie', browser.cookie)
      .type('form')
      .send({ _csrf: browser.csrf, confirm: 'yes' });
    expect(response.status).toBe(409);
    expect(response.text).toContain('This visit is Done, so it cannot be cancelled');
    expect(await row()).toEqual({ status: 'booked', visit_status: 'done' });
  });

  it('refuses a customer’s cancel of a visit On the Way and tells them to call, with the number', async () => {
    const { http, token, setStatus, row } = await booked();
    await setStatus('on-the-way');

    // The manage page offers no cancel any more, and says how to cancel instead.
    const page = load((await http.get(`/booking/${token}`)).text);
    expect(page(`form[action="/booking/${token}/cancel"]`)).toHaveLength(0);
    expect(page('[data-under-way]').text()).toContain(`please call us at ${business.phone.display}`);

    // A cancel posted anyway (an old tab, the API) is refused, in the same words.
    const form = await http.post(`/booking/${token}/cancel`).type('form').send({});
    expect(form.status).toBe(422);
    expect(load(form.text)('.form-error').text()).toContain('already on the way');
    const api = await http.post(`/api/bookings/${token}/cancel`).send({});
    expect(api.status).toBe(422);
    expect(api.body).toEqual({
      error: expect.stringContaining('Your technician is already on the way'),
      phone: business.phone.display,
    });
    const moved = await http
      .post(`/api/bookings/${token}/reschedule`)
      .send({ windowStart: '2026-11-25T08:00:00-05:00' });
    expect(moved.status).toBe(422);
    expect(await row()).toEqual({ status: 'booked', visit_status: 'on-the-way' });
  });
});
