/**
 * A window that lapses while the visitor types (issue 40, "no dead ends"): a homeowner picks today's noon window at
 * 9:50 AM, when it can still be booked online, and spends half an hour on the details. At 10:20 the window is
 * inside its two hours' notice. Whether they send the details (step 3) or confirm (step 4), the answer is the
 * picker with another window preselected and a word on why, and nothing they typed is lost: the next step shows
 * every value again, without JavaScript (the form's own posts) and as the island reads it (JSON).
 */
import { load, type CheerioAPI } from 'cheerio';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bookingApp, testClock } from '../helpers/booking';
import { testEngines } from '../helpers/engines';

const [sqlite] = testEngines('window lapsed');

const NINE_FIFTY = new Date('2026-11-23T14:50:00Z');
const TEN_TWENTY = new Date('2026-11-23T15:20:00Z');
const NOON = '2026-11-23T12:00:00-05:00';

/** Everything a visitor types or ticks on step 3, as the form sends it. */
const typed = {
  name: 'Lena Lapse',
  phone: '(301) 555-0177',
  email: 'lena.lapse@example.com',
  address: '8605 Cameron Street',
  unit: 'Apt 1204',
  town: 'Silver Spring',
  brand: 'LG',
  model: 'LRMVS3006S',
  problem: 'Warm since last night.\nThe freezer still works.',
  coupon: 'FIRST25',
};
const where = { zip: '20901', service: 'refrigerator-repair', windowStart: NOON };

/** The values a page's form carries, hidden or shown, by field name. */
function formValues($: CheerioAPI): Record<string, string> {
  const values: Record<string, string> = {};
  $('form.booking__form input[name], form.booking__form textarea[name], form.booking__form select[name]').each(
    (_, el) => {
      const field = $(el);
      const name = field.attr('name')!;
      if (field.is('textarea')) values[name] = field.text();
      else if (field.is('select')) values[name] = field.find('option[selected]').attr('value') ?? '';
      else if (field.attr('type') === 'radio') {
        if (field.attr('checked') !== undefined) values[name] = field.attr('value')!;
      } else values[name] = field.attr('value') ?? '';
    },
  );
  return values;
}

async function lapsedAfterTyping() {
  const clock = testClock(NINE_FIFTY);
  const { http } = bookingApp(await sqlite!.open(), clock);
  // At 9:50 noon can still be booked: step 3 opens for it.
  const details = await http.get(`/book?zip=20901&service=refrigerator-repair&window=${encodeURIComponent(NOON)}`);
  expect(details.status).toBe(200);
  expect(load(details.text)('#book-step-title').text()).toContain('Your Details');
  clock.set(TEN_TWENTY);
  return http;
}

describe('a window that lapses while the details are typed', () => {
  it.each([
    ['sends the details (step 3)', 'review'],
    ['confirms (step 4)', 'confirm'],
  ])('without JavaScript, a visitor who %s gets the picker, then step 3 with everything typed', async (_, step) => {
    const http = await lapsedAfterTyping();
    const answer = await http
      .post('/book')
      .type('form')
      .send({ ...where, ...typed, step });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    const $ = load(answer.text);
    expect($('#book-step-title').text()).toContain('Choose an Arrival Window');
    // Why, and what to do: the window is too near now, another is picked.
    expect($('main').text()).toContain('too soon to book online. Please pick a later one');
    expect($(`input[value="${NOON}"]`)).toHaveLength(0);
    const carried = formValues($);
    expect(carried).toMatchObject({ ...typed, zip: where.zip, service: where.service, step: 'details' });
    const next = carried.windowStart!;
    expect(Date.parse(next)).toBeGreaterThan(Date.parse(NOON));

    // Continue with the window preselected: step 3 again, every field as typed.
    const again = await http.post('/book').type('form').send(carried);
    expect(again.status).toBe(200);
    const $again = load(again.text);
    expect($again('#book-step-title').text()).toContain('Your Details');
    expect(formValues($again)).toMatchObject({ ...typed, windowStart: next, step: 'review' });
  });

  it.each([
    ['sends the details (step 3)', 'review'],
    ['confirms (step 4)', 'confirm'],
  ])('asked for JSON, as the island asks, a visitor who %s gets the picker and every value back', async (_, step) => {
    const http = await lapsedAfterTyping();
    const answer = await http
      .post('/book')
      .set('Accept', 'application/json')
      .send({ ...where, ...typed, step });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    if (step === 'review') {
      expect(answer.body).toMatchObject({ step: 'window', values: typed });
      expect(answer.body.errors.windowStart).toContain('too soon to book online');
      expect(answer.body.days.length).toBeGreaterThan(0);
    } else {
      // The confirm step answers in the API's shape; the island keeps the values it sent and loads the picker.
      expect(answer.body.alternatives.length).toBeGreaterThan(0);
      expect(answer.body.error).toContain('too soon to book online');
    }
  });

  it('keeps the photos sent with the details: back on step 3 after the new window, they are still there', async () => {
    const http = await lapsedAfterTyping();
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    let request = http.post('/book');
    for (const [name, value] of Object.entries({ ...where, ...typed, step: 'review' }))
      request = request.field(name, value);
    const answer = await request.attach('photos', photo, { filename: 'plate.jpg', contentType: 'image/jpeg' });
    expect(answer.status).toBe(400);
    const carried = formValues(load(answer.text));
    expect(carried.photoKey).toBeTruthy();

    const again = await http.post('/book').type('form').send(carried);
    expect(again.status).toBe(200);
    const $again = load(again.text);
    expect(formValues($again)).toMatchObject({ ...typed, photoKey: carried.photoKey });
    expect($again('main').text()).toMatch(/1 photo/);
  });
});
