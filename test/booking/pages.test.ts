/**
 * Booking without JavaScript, as a visitor clicks through it: /book's four steps (GET for the choices, POST for
 * the details), the confirmation, and the customer's manage page (reschedule, cancel, unknown and expired
 * links). Each answer is checked for what the visitor sees and for the headers that keep
 * live and private pages out of every cache.
 */
import { load, type CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { PAGE_CACHE_CONTROL } from '../../server/kernel/cache/cache-control';
import { PageCache } from '../../server/kernel/cache/page-cache';
import { pageUrls } from '../../server/kernel/cache/page-urls';
import { pages } from '../../server/app/pages';
import { testApp, TEST_SITE_URL } from '../helpers/app';
import { bookingBody, testClock } from '../helpers/booking';
import { testEngines, type TestEngine } from '../helpers/engines';
import supertest from 'supertest';

const engines = testEngines('booking pages', { postgres: false });
const phone = business.phone.display;

// Tuesday 24 November 2026 in Washington (EST); the test clock starts on Monday 23 at 9 AM.
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const TUESDAY_10AM = '2026-11-24T10:00:00-05:00';

interface Visitor {
  name: string;
  phone: string;
  email: string;
  address: string;
  brand: string;
  problem: string;
}

let visitors = 0;
function visitor(): Visitor {
  const n = ++visitors;
  return {
    name: `Grace Hopper ${n}`,
    phone: `(240) 555-${String(2000 + n).padStart(4, '0')}`,
    email: `grace${n}@example.com`,
    address: `${200 + n} Flower Avenue`,
    brand: 'Bosch',
    problem: 'Water on the floor <b>after</b> a cycle.',
  };
}

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** The values a form would send as the browser sees it: hidden fields, checked radios, inputs, textareas. */
function formFields($: CheerioAPI, selector = 'form.booking__form'): Record<string, string> {
  const fields: Record<string, string> = {};
  $(`${selector} input[name]`).each((_, element) => {
    const input = $(element);
    const type = input.attr('type');
    if ((type === 'radio' || type === 'checkbox') && input.attr('checked') === undefined) return;
    fields[input.attr('name')!] = input.attr('value') ?? '';
  });
  $(`${selector} textarea[name]`).each((_, element) => {
    fields[$(element).attr('name')!] = $(element).text();
  });
  $(`${selector} select[name]`).each((_, element) => {
    fields[$(element).attr('name')!] = $(element).find('option[selected]').attr('value') ?? '';
  });
  return fields;
}

const expectPrivate = (response: supertest.Response) => {
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['x-robots-tag']).toBe('noindex');
};

/** The site on a new database of `engine`, on the test clock, with a booking limit no test here reaches. */
async function setupOn(engine: TestEngine, options: { pageCache?: PageCache } = {}) {
  const database = await engine.open();
  const clock = testClock();
  const app = testApp(
    { TRUST_PROXY: 'loopback' },
    { database, now: clock.now, bookingRateLimit: { limit: 10_000 }, ...options },
  );
  return { http: supertest(app), clock, database };
}

describe.each(engines)('booking without JavaScript on $name', (engine: TestEngine) => {
  const setup = (options: { pageCache?: PageCache } = {}) => setupOn(engine, options);

  /** Steps 1 to 4 for a window, as a browser sends them; returns the review page's response. */
  const throughToReview = async (
    http: supertest.Agent | ReturnType<typeof supertest>,
    window: string,
    who: Visitor,
  ) => {
    const details = await http.get(
      `/book?zip=20901&service=washer-repair&coupon=FIRST25&window=${encodeURIComponent(window)}`,
    );
    expect(details.status).toBe(200);
    const $ = load(details.text);
    return http
      .post('/book')
      .type('form')
      .send(form({ ...formFields($), ...who }));
  };

  const confirm = async (http: ReturnType<typeof supertest>, review: supertest.Response) =>
    http
      .post('/book')
      .type('form')
      .send(form({ ...formFields(load(review.text)), step: 'confirm' }));

  describe('step 1: where and what', () => {
    it('is a cacheable page in the site map with the 11 appliances, posting nothing yet', async () => {
      const { http } = await setup();
      const response = await http.get('/book');
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
      const $ = load(response.text);
      expect($('h1').text()).toBe('Book a Repair Visit');
      expect($('title').text()).toBe('Book a Repair Visit Online | Capital Appliance Repair');
      expect($('meta[name="robots"]').length).toBe(0);
      expect($('form.booking__form').attr('method')).toBe('get');
      expect($('form.booking__form').attr('action')).toBe('/book');
      expect($('#book-service option[value!=""]').length).toBe(11);
      expect($('label[for="book-zip"]').text()).toContain('Zip code');
      expect($('[aria-current="step"]').text()).toContain('Where');
    });

    it('is prefilled by a link: the appliance chosen and the coupon carried', async () => {
      const { http } = await setup();
      const $ = load((await http.get('/book?service=dryer-repair&coupon=first25')).text);
      expect($('#book-service option[selected]').attr('value')).toBe('dryer-repair');
      expect($('input[type="hidden"][name="coupon"]').attr('value')).toBe('FIRST25');
      expect($('meta[name="robots"]').attr('content')).toContain('noindex');
    });

    it('turns down a malformed zip beside the field, keeping what was chosen', async () => {
      const { http } = await setup();
      const response = await http.get('/book?zip=2090&service=oven-repair');
      expect(response.status).toBe(400);
      expectPrivate(response);
      const $ = load(response.text);
      expect($('#book-zip-error').text()).toContain('five-digit zip code');
      expect($('#book-zip').attr('aria-describedby')).toBe('book-zip-error');
      expect($('#book-zip').attr('value')).toBe('2090');
      expect($('#book-service option[selected]').attr('value')).toBe('oven-repair');
      expect($('#book-errors a[href="#book-zip"]').length).toBe(1);
    });

    it('answers a zip outside the area kindly, with the phone number and no way to book', async () => {
      const { http } = await setup();
      const response = await http.get('/book?zip=10001&service=oven-repair');
      expect(response.status).toBe(422);
      const $ = load(response.text);
      expect($('[role="alert"]').text()).toContain('10001 is outside the area we serve');
      expect($('[role="alert"]').text()).toContain(phone);
      expect($('input[type="radio"]').length).toBe(0);
    });
  });

  it('refuses a post sent from another site', async () => {
    const { http } = await setup();
    const response = await http
      .post('/book')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send(form({ step: 'confirm', zip: '20901' }));
    expect(response.status).toBe(403);
  });

  describe('step 2: the window', () => {
    it('groups 14 days into Today, Tomorrow and named days, with what is left, closed days and the earliest free preselected', async () => {
      const { http } = await setup();
      const response = await http.get('/book?zip=20901&service=washer-repair&coupon=FIRST25');
      expect(response.status).toBe(200);
      expectPrivate(response);
      const $ = load(response.text);
      expect($('h2#book-step-title').text()).toBe('Step 2 of 4: Choose an Arrival Window');
      const days = $('.windows__day')
        .map((_, day) => $(day).find('.windows__date').text())
        .get();
      expect(days).toHaveLength(14);
      expect(days.slice(0, 4)).toEqual(['Today', 'Tomorrow', 'Wednesday, Nov 25', 'Thursday, Nov 26']);
      expect($('.windows__day').eq(3).find('.windows__count').text()).toBe('Closed for Thanksgiving');
      // 9 AM on Monday: noon is the first window past the notice, and it is checked, its day open.
      const checked = $('input[type="radio"][checked]');
      expect(checked.attr('value')).toBe('2026-11-23T12:00:00-05:00');
      expect(checked.attr('name')).toBe('window');
      expect($('.windows__day').first().attr('open')).toBeDefined();
      expect($(`label[for="${checked.attr('id')}"]`).text()).toBe('12–2 pm2 left');
      // The choices travel by GET, the coupon with them; no personal detail is asked yet.
      expect(formFields($)).toEqual({
        zip: '20901',
        service: 'washer-repair',
        coupon: 'FIRST25',
        window: '2026-11-23T12:00:00-05:00',
      });
    });

    it('shows a full window as full, disabled', async () => {
      const { http } = await setup();
      for (let i = 0; i < 2; i++) {
        const booked = await http.post('/api/bookings').send(bookingBody(TUESDAY_8AM));
        expect(booked.status).toBe(201);
      }
      const $ = load((await http.get('/book?zip=20901&service=washer-repair')).text);
      const full = $(`input[value="${TUESDAY_8AM}"]`);
      expect(full.attr('disabled')).toBeDefined();
      expect($(`label[for="${full.attr('id')}"]`).text()).toContain('Full');
      expect($(`input[value="${TUESDAY_10AM}"]`).attr('disabled')).toBeUndefined();
    });
  });

  describe('steps 3 and 4: details and review', () => {
    it('asks the details in a POST form carrying the choices; a missing field comes back beside it, values kept', async () => {
      const { http } = await setup();
      const details = await http.get(
        `/book?zip=20901&service=washer-repair&coupon=FIRST25&window=${encodeURIComponent(TUESDAY_8AM)}`,
      );
      expect(details.status).toBe(200);
      expectPrivate(details);
      const $ = load(details.text);
      expect($('form.booking__form').attr('method')).toBe('post');
      expect($('.booking__choices').text()).toContain('Tuesday, Nov 24, 8–10 am');
      expect($('#book-coupon').attr('value')).toBe('FIRST25');
      const who = visitor();
      const refused = await http
        .post('/book')
        .type('form')
        .send(form({ ...formFields($), ...who, email: 'grace-at-example' }));
      expect(refused.status).toBe(400);
      expectPrivate(refused);
      const $$ = load(refused.text);
      expect($$('h2#book-step-title').text()).toContain('Your Details');
      expect($$('#book-email-error').text()).toContain('valid email address');
      expect($$('#book-email').attr('aria-invalid')).toBe('true');
      expect($$('#book-email').attr('value')).toBe('grace-at-example');
      expect($$('#book-name').attr('value')).toBe(who.name);
      expect($$('#book-problem').text()).toBe(who.problem);
      expect(formFields($$).windowStart).toBe(TUESDAY_8AM);
    });

    it('answers each step in JSON from the same handler when the request asks for JSON', async () => {
      const { http } = await setup();
      const json = (values: Record<string, string>) =>
        http.post('/book').set('Accept', 'application/json').type('form').send(form(values));
      const windows = await json({ step: 'window', zip: '20901', service: 'washer-repair' });
      expect(windows.status).toBe(200);
      expectPrivate(windows);
      expect(windows.body).toMatchObject({ step: 'window', values: { zip: '20901', service: 'washer-repair' } });
      const { days } = windows.body as { days: { date: string; windows: { start: string }[] }[] };
      expect(days.find((day) => day.date === '2026-11-24')?.windows[0]?.start).toBe(TUESDAY_8AM);
      const who = visitor();
      const base = { zip: '20901', service: 'washer-repair', windowStart: TUESDAY_8AM, ...who };
      const refused = await json({ ...base, step: 'review', email: 'grace-at-example' });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        step: 'details',
        values: {
          ...base,
          unit: '',
          town: '',
          coupon: '',
          model: '',
          textConsent: '',
          heardFrom: '',
          heardFromOther: '',
          utm_source: '',
          utm_medium: '',
          utm_campaign: '',
          email: 'grace-at-example',
        },
        error: 'Please correct the highlighted fields and try again.',
        errors: { email: 'Please enter a valid email address, like name@example.com.' },
      });
      const review = await json({ ...base, step: 'review', coupon: 'first25' });
      expect(review.status).toBe(200);
      expect(review.body).toEqual({
        step: 'review',
        values: {
          ...base,
          unit: '',
          town: '',
          coupon: 'FIRST25',
          model: '',
          textConsent: '',
          heardFrom: '',
          heardFromOther: '',
          utm_source: '',
          utm_medium: '',
          utm_campaign: '',
        },
      });
    });

    it('reviews everything, and an unknown coupon is sent back to its field', async () => {
      const { http } = await setup();
      const who = visitor();
      const review = await throughToReview(http, TUESDAY_8AM, who);
      expect(review.status).toBe(200);
      expectPrivate(review);
      const $ = load(review.text);
      expect($('h2#book-step-title').text()).toContain('Check and Confirm');
      const text = $('.booking__review').text();
      for (const expected of [
        'Washer repair',
        'Tuesday, Nov 24, 8–10 am',
        `${who.address}, Silver Spring, MD 20901`,
        who.name,
        who.email,
        'FIRST25',
      ])
        expect(text).toContain(expected);
      // Visitor text is data: the markup they typed is shown as text.
      expect($('.booking__review').html()).toContain('&lt;b&gt;after&lt;/b&gt;');
      expect($('button[value="confirm"]').text()).toBe('Confirm booking');

      const details = await http.get(`/book?zip=20901&service=washer-repair&window=${encodeURIComponent(TUESDAY_8AM)}`);
      const refused = await http
        .post('/book')
        .type('form')
        .send(form({ ...formFields(load(details.text)), ...visitor(), coupon: 'HALFOFF' }));
      expect(refused.status).toBe(400);
      expect(load(refused.text)('#book-coupon-error').text()).toContain('FIRST25');
    });
  });

  describe('confirming', () => {
    it('books with 303 to the confirmation: reference, window, address, what to expect, fee, manage link, phone', async () => {
      const { http, database } = await setup();
      const who = visitor();
      const booked = await confirm(http, await throughToReview(http, TUESDAY_8AM, who));
      expect(booked.status).toBe(303);
      expect(booked.headers.location).toMatch(/^\/booking\/[\w-]{43}\?booked=1$/);
      const [row] = await database.db.selectFrom('bookings').selectAll().execute();
      expect(row).toMatchObject({ name: who.name, coupon: 'FIRST25', service: 'washer-repair', status: 'booked' });

      const confirmation = await http.get(booked.headers.location!);
      expect(confirmation.status).toBe(200);
      expectPrivate(confirmation);
      const $ = load(confirmation.text);
      expect($('meta[name="robots"]').attr('content')).toContain('noindex');
      expect($('h1').text()).toBe("You're Booked");
      const page = $('main').text();
      expect(page).toContain(row!.reference);
      expect(page).toContain('Tuesday, Nov 24, 8–10 am (New York time)');
      expect(page).toContain(`${who.address}, Silver Spring, MD 20901`);
      expect(page).toContain('What to Expect');
      expect(page).toContain('$89 service call');
      expect(page).toContain(`${TEST_SITE_URL}${booked.headers.location!.split('?')[0]}`);
      expect($('main a[href^="tel:"]').text()).toContain(phone);
      expect($('a[href$="?reschedule=1#reschedule-title"]').length).toBe(1);
      // Nothing from another origin: no script, style, image or frame with an absolute URL.
      expect($('script[src^="http"], link[rel="stylesheet"][href^="http"], img[src^="http"], iframe').length).toBe(0);
    });

    it('a window taken meanwhile: step 2 again with "just taken", the nearest free windows, and every typed value', async () => {
      const { http, database } = await setup();
      const who = visitor();
      const review = await throughToReview(http, TUESDAY_8AM, who);
      for (let i = 0; i < 2; i++)
        expect((await http.post('/api/bookings').send(bookingBody(TUESDAY_8AM))).status).toBe(201);

      const lost = await confirm(http, review);
      expect(lost.status).toBe(409);
      expectPrivate(lost);
      const $ = load(lost.text);
      expect($('h2#book-step-title').text()).toContain('Choose an Arrival Window');
      const alert = $('[role="alert"]').text();
      expect(alert).toContain('That window was just taken');
      expect(alert).toContain(
        'Nearest free windows: Tuesday, Nov 24, 10 am–12 pm; Tuesday, Nov 24, 12–2 pm; Tuesday, Nov 24, 2–4 pm.',
      );
      const carried = formFields($);
      expect(carried).toMatchObject({ ...who, coupon: 'FIRST25', zip: '20901', step: 'details' });
      // The nearest free window is preselected; the form posts, so the details stay out of the address.
      expect($('form.booking__form').attr('method')).toBe('post');
      expect(carried.windowStart).toBe(TUESDAY_10AM);

      // Choosing another window leads back to the details, all still there, and on to a booking.
      const details = await http
        .post('/book')
        .type('form')
        .send(form({ ...carried, windowStart: TUESDAY_10AM }));
      expect(details.status).toBe(200);
      expect(load(details.text)('#book-name').attr('value')).toBe(who.name);
      const review2 = await http
        .post('/book')
        .type('form')
        .send(form(formFields(load(details.text))));
      expect((await confirm(http, review2)).status).toBe(303);
      expect(
        await database.db.selectFrom('bookings').select('name').where('name', '=', who.name).execute(),
      ).toHaveLength(1);
    });

    it('refuses a fourth live booking for one phone number on the review, with the phone number, values kept', async () => {
      const { http } = await setup();
      const who = visitor();
      for (const start of ['2026-11-24T08:00:00-05:00', '2026-11-24T10:00:00-05:00', '2026-11-24T12:00:00-05:00'])
        expect((await http.post('/api/bookings').send(bookingBody(start, { phone: who.phone }))).status).toBe(201);
      const refused = await confirm(http, await throughToReview(http, '2026-11-24T14:00:00-05:00', who));
      expect(refused.status).toBe(409);
      const $ = load(refused.text);
      expect($('[role="alert"]').text()).toContain('already has 3 upcoming visits');
      expect($('[role="alert"]').text()).toContain(phone);
      expect(formFields($)).toMatchObject({ name: who.name, email: who.email, address: who.address });
    });

    it('shows a bot that fills the honeypot the confirmation a visitor sees, for its window, and stores nothing', async () => {
      const { http, database } = await setup();
      const who = visitor();
      const booked = await confirm(http, await throughToReview(http, TUESDAY_10AM, who));
      const real = await http.get(booked.headers.location!);
      const review = await throughToReview(http, TUESDAY_8AM, who);
      const bot = await http
        .post('/book')
        .type('form')
        .send(form({ ...formFields(load(review.text)), step: 'confirm', website: 'https://spam.example' }));
      expect(bot.status).toBe(200);
      expectPrivate(bot);
      expect(await database.db.selectFrom('bookings').select('window_start').execute()).toHaveLength(1);
      // The same page but for the window, the reference and the link: in the real ones' formats.
      const reference = /CAR-[2-9A-HJKMNP-Z]{6}/g;
      const link = /\/booking\/[\w-]{43}/g;
      const main = (html: string) =>
        load(html)('main').html()!.replace(reference, 'CAR-REF').replace(link, '/booking/TOKEN');
      expect(load(bot.text)('main').text()).toContain('your visit is booked for Tuesday, Nov 24, 8–10 am.');
      expect(main(bot.text)).toBe(main(real.text).replaceAll('10 am–12 pm', '8–10 am'));
    });
  });

  describe('the manage page', () => {
    const book = async (http: ReturnType<typeof supertest>) => {
      const booked = await confirm(http, await throughToReview(http, TUESDAY_8AM, visitor()));
      return booked.headers.location!.split('?')[0]!;
    };

    it('reschedules through the same picker: 303 back with "moved", and a full window is refused with alternatives', async () => {
      const { http } = await setup();
      const path = await book(http);
      const picker = await http.get(`${path}?reschedule=1`);
      expect(picker.status).toBe(200);
      expectPrivate(picker);
      const $ = load(picker.text);
      expect($('form[action$="/reschedule"] input[name="windowStart"]').length).toBeGreaterThan(40);

      const moved = await http
        .post(`${path}/reschedule`)
        .type('form')
        .send(form({ windowStart: TUESDAY_10AM }));
      expect(moved.status).toBe(303);
      expect(moved.headers.location).toBe(`${path}?moved=1`);
      const after = load((await http.get(moved.headers.location!)).text);
      expect(after('[role="status"]').text()).toContain('moved to Tuesday, Nov 24, 10 am–12 pm');

      for (let i = 0; i < 2; i++)
        expect((await http.post('/api/bookings').send(bookingBody(TUESDAY_8AM))).status).toBe(201);
      const full = await http
        .post(`${path}/reschedule`)
        .type('form')
        .send(form({ windowStart: TUESDAY_8AM }));
      expect(full.status).toBe(409);
      const $full = load(full.text);
      expect($full('[role="alert"]').text()).toContain('That window was just taken');
      expect($full('[role="alert"]').text()).toContain('Nearest free windows');
      expect($full('input[name="windowStart"][checked]').length).toBe(1);
    });

    it('cancels after a confirm step: 303 back, shown cancelled, the place free again', async () => {
      const { http } = await setup();
      const path = await book(http);
      const $ = load((await http.get(path)).text);
      expect($('details.booking__cancel form').attr('action')).toBe(`${path}/cancel`);
      const cancelled = await http.post(`${path}/cancel`).type('form').send('');
      expect(cancelled.status).toBe(303);
      const page = await http.get(cancelled.headers.location!);
      const $page = load(page.text);
      expect($page('h1').text()).toBe('Your Visit Is Cancelled');
      expect($page('details.booking__cancel').length).toBe(0);
      const windows = (await http.get('/api/availability?zip=20901&service=washer-repair')).body as {
        windows: { start: string; remaining: number }[];
      };
      expect(windows.windows.find((w) => w.start === TUESDAY_8AM)?.remaining).toBe(2);
    });

    it('answers an unknown link with 404, the phone number, noindex and no-store', async () => {
      const { http } = await setup();
      const response = await http.get(`/booking/${'x'.repeat(43)}`);
      expect(response.status).toBe(404);
      expectPrivate(response);
      expect(response.text).toContain(phone);
      expect(load(response.text)('meta[name="robots"]').attr('content')).toContain('noindex');
      expect(
        (
          await http
            .post(`/booking/${'x'.repeat(43)}/cancel`)
            .type('form')
            .send('')
        ).status,
      ).toBe(404);
    });

    it('answers an expired link (7 days after the visit) with 404', async () => {
      const { http, clock } = await setup();
      const path = await book(http);
      clock.set('2026-12-01T14:00:00Z');
      expect((await http.get(path)).status).toBe(200);
      clock.set('2026-12-01T16:00:00Z');
      expect((await http.get(path)).status).toBe(404);
    });
  });

  it('keeps every live or private answer out of the page cache and the fast path', async () => {
    const pageCache = new PageCache({ timeZone: business.timeZone });
    const { http } = await setup({ pageCache });
    const live = [
      '/book?zip=20901&service=washer-repair',
      `/book?service=washer-repair&window=${encodeURIComponent(TUESDAY_8AM)}`,
      `/book?zip=20901&service=washer-repair&window=${encodeURIComponent(TUESDAY_8AM)}`,
    ];
    const path = (await confirm(http, await throughToReview(http, TUESDAY_8AM, visitor()))).headers.location!;
    for (const url of [...live, path]) {
      const response = await http.get(url);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    await http.get('/book');
    expect(pageCache.peek('/book')).toBeDefined();
    const keyFor = pageUrls(pages);
    for (const url of live) expect(keyFor(url)?.key, url).toBeUndefined();
    expect(keyFor(path)).toBeUndefined();
    expect(pageCache.size).toBe(1);
  });
});

describe('next available', () => {
  it('answers the earliest free window for a minute, for everyone', async () => {
    const clock = testClock();
    const http = supertest(testApp({}, { now: clock.now }));
    const response = await http.get('/api/availability/next');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.body).toEqual({
      timeZone: 'America/New_York',
      today: '2026-11-23',
      todayEnds: '2026-11-24T05:00:00.000Z',
      window: { start: '2026-11-23T12:00:00-05:00', end: '2026-11-23T14:00:00-05:00', remaining: 2 },
    });
  });
});
