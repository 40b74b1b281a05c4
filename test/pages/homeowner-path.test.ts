/**
 * The homeowner's path from any page into booking: the fee where they decide, what they already told us carried
 * into /book, who answers for the work, and a same-day promise the calendar keeps. One app for the file, on a
 * Monday 9 AM clock, since the booking steps read live windows.
 */
import { load, type CheerioAPI } from 'cheerio';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { sameDayBookBy, sameDayCutoffs } from '../../data/booking';
import { business, credentials, serviceCallFeeLabel } from '../../data/business';
import { citiesWithPages } from '../../data/site/cities';
import { coupons } from '../../data/site/coupons';
import { faqItems } from '../../data/site/faq';
import { services } from '../../data/site/services';
import { bookHref, withBookValue } from '../../views/components/actions/book-links';
import { testApp } from '../helpers/app';
import { bookingBody, testClock } from '../helpers/booking';

const clock = testClock();
const http = supertest(testApp({ TRUST_PROXY: 'loopback' }, { now: clock.now }));
const get = async (path: string) => {
  const response = await http.get(path);
  return { status: response.status, $: load(response.text), text: response.text };
};
/** Tuesday 24 November 2026, 8–10 AM in Washington: free on the test clock's Monday. */
const TUESDAY_8AM = '2026-11-24T08:00:00-05:00';
const FEE_LINE = `${serviceCallFeeLabel} service call`;
const feeShown = ($: CheerioAPI) => $('main .fee-note').text().includes(FEE_LINE);
const formFields = ($: CheerioAPI) =>
  Object.fromEntries(
    $('form.booking__form input[name]')
      .toArray()
      .filter((input) => !['radio', 'checkbox'].includes($(input).attr('type') ?? '') || $(input).attr('checked'))
      .map((input) => [$(input).attr('name')!, $(input).attr('value') ?? '']),
  );

describe('the service call fee', () => {
  it('is named on every booking step, with and without a zip, window or details', async () => {
    const step1 = await get('/book');
    const step2 = await get('/book?zip=20901&service=washer-repair');
    const step3 = await get(`/book?zip=20901&service=washer-repair&window=${encodeURIComponent(TUESDAY_8AM)}`);
    expect(step3.$('#book-step-title').text()).toContain('Step 3 of 4');
    const review = await http
      .post('/book')
      .type('form')
      .send({ ...formFields(step3.$), ...bookingBody(TUESDAY_8AM) });
    const step4 = load(review.text);
    expect(step4('#book-step-title').text()).toContain('Step 4 of 4');
    for (const [step, $] of [step1.$, step2.$, step3.$, step4].entries()) {
      expect(feeShown($), `step ${step + 1}`).toBe(true);
    }
  });

  it('is on the services page, every service page and every city page, from data/business.ts', async () => {
    const paths = [
      '/services',
      ...services.map((s) => `/services/${s.slug}`),
      ...citiesWithPages.map((c) => `/cities/${c.slug}`),
    ];
    for (const path of paths) {
      const { status, $ } = await get(path);
      expect(status, path).toBe(200);
      expect(feeShown($), path).toBe(true);
    }
  });

  it('is named in the FAQ answer about it, and beside every article on phones too', async () => {
    expect(faqItems.find((item) => item.id === 'service-call-fee')!.answer).toContain(
      `${serviceCallFeeLabel} service call fee`,
    );
    const { $ } = await get('/blog');
    const article = await get($('main .blog-grid a').first().attr('href')!);
    expect(article.$('.article-aside').text()).toContain(FEE_LINE);
  });
});

describe('the ways into booking', () => {
  it('build /book links from what they know, and add a window to a link that has a query already', () => {
    expect(bookHref({})).toBe('/book');
    expect(bookHref({ zip: '20901', service: '' })).toBe('/book?zip=20901');
    expect(withBookValue('/book?service=washer-repair', 'window', TUESDAY_8AM)).toBe(
      `/book?service=washer-repair&window=${encodeURIComponent(TUESDAY_8AM)}`,
    );
    expect(withBookValue('/book', 'window', TUESDAY_8AM)).toBe(`/book?window=${encodeURIComponent(TUESDAY_8AM)}`);
  });

  it('carry the zip from the zip checker and the city pages, the appliance from service pages, the coupon', async () => {
    const served = await get('/cities?zip=20901');
    expect(served.$('.zip-answer a.btn').attr('href')).toBe('/book?zip=20901');
    const inArea = await get('/cities?zip=20740');
    expect(inArea.$('.zip-answer a[href="/book?zip=20740"]')).toHaveLength(1);

    const silverSpring = await get('/cities/silver-spring-md');
    expect(silverSpring.$('.next-available__link').attr('href')).toBe('/book?zip=20901');

    for (const service of services) {
      const { $ } = await get(`/services/${service.slug}`);
      expect($('.next-available__link').attr('href')).toBe(`/book?service=${service.slug}`);
    }

    const page = await get('/coupons');
    for (const coupon of coupons) {
      expect(page.$(`a.coupon__book[href="/book?coupon=${coupon.code}"]`).text()).toBe('Book with this code');
    }
    expect(page.$('main').text()).not.toMatch(/mention (this|the|its) code when you call/i);
    expect(page.$('.coupon-terms__list li')).toHaveLength(4);
  });

  it('land on step 1 with a zip, an appliance or a window filled in when the rest is still to answer', async () => {
    const zipOnly = await get('/book?zip=20901');
    expect(zipOnly.status).toBe(200);
    expect(zipOnly.$('#book-step-title').text()).toContain('Step 1 of 4');
    expect(zipOnly.$('input[name="zip"]').attr('value')).toBe('20901');
    expect(zipOnly.$('.field-error, .error-summary, [role="alert"]').text()).toBe('');

    const nextAvailable = await get(`/book?service=dryer-repair&window=${encodeURIComponent(TUESDAY_8AM)}`);
    expect(nextAvailable.status).toBe(200);
    expect(nextAvailable.$('select[name="service"] option[selected]').attr('value')).toBe('dryer-repair');
    expect(nextAvailable.$('input[type="hidden"][name="window"]').attr('value')).toBe(TUESDAY_8AM);
    expect(nextAvailable.$('form.booking__form').text()).toContain('Tuesday, Nov 24, 8–10 am');

    // The visitor answers step 1 and, the window still free, lands on the details.
    const answered = await get(
      `/book?${new URLSearchParams({ ...formFields(nextAvailable.$), zip: '20901', service: 'dryer-repair' })}`,
    );
    expect(answered.$('#book-step-title').text()).toContain('Step 3 of 4');
    expect(answered.$('input[name="windowStart"]').attr('value')).toBe(TUESDAY_8AM);

    // A zip outside the area, from a link, is still refused with the phone number; a window that is no time is dropped.
    const outside = await get('/book?zip=10001');
    expect(outside.status).toBe(422);
    expect(outside.$('main').text()).toContain(business.phone.display);
    const junk = await get('/book?zip=20901&window=soon');
    expect(junk.status).toBe(200);
    expect(junk.$('input[name="window"]')).toHaveLength(0);
  });
});

describe('proof and promises', () => {
  it('names the owner and every licence in the footer of every page and on /about', async () => {
    const home = await get('/');
    const footer = home.$('footer .footer-licences').text();
    expect(footer).toContain(credentials.owner.name);
    const about = await get('/about');
    for (const licence of credentials.licences) {
      expect(footer).toContain(licence.number);
      expect(about.$('main .licences').text()).toContain(licence.number);
    }
    expect(about.$('main .owner__card h3').text()).toBe(credentials.owner.name);
  });

  it('promises same-day visits until the last window that still gives the notice, as the calendar does', async () => {
    // Monday to Saturday the last window starts at 6 PM, Sunday at 3 PM; the notice is two hours.
    expect(sameDayCutoffs.Monday).toBe(16 * 60);
    expect(sameDayCutoffs.Sunday).toBe(13 * 60);
    expect(sameDayBookBy).toBe('4 PM (1 PM on Sundays)');
    const home = await get('/');
    expect(home.$('.book-card').text()).toContain(`Same-day visits when you book by ${sameDayBookBy}.`);
    const faq = await get('/faq');
    expect(faq.$('main').text()).toContain(`by ${sameDayBookBy}`);
    expect(`${home.$('main').text()}${faq.$('main').text()}`).not.toMatch(/by noon|before noon/);
  });
});

describe('the small ones', () => {
  it('count the city pages services from the data: 10 of the 11, the one left out named', async () => {
    const { $ } = await get('/cities/bowie-md');
    expect($('#city-services-title').parent().text()).toContain(`10 of our ${services.length} services`);
    expect($('main .card-grid--fives > li')).toHaveLength(10);
    expect($('main a[href="/services"]').text()).toBe(`See all ${services.length} services, ice maker repair too`);
  });

  it('ask for the first address line, not a whole street address, in a one-line field', async () => {
    const { $ } = await get(`/book?zip=20901&service=washer-repair&window=${encodeURIComponent(TUESDAY_8AM)}`);
    expect($('input[name="address"]').attr('autocomplete')).toBe('address-line1');
  });

  it('offer no Book link on the confirmation page, and the phone in the header (no Call/Book bar there)', async () => {
    const step3 = await get(`/book?zip=20901&service=washer-repair&window=${encodeURIComponent(TUESDAY_8AM)}`);
    const review = await http
      .post('/book')
      .type('form')
      .send({ ...formFields(step3.$), ...bookingBody(TUESDAY_8AM) });
    const confirmed = await http
      .post('/book')
      .type('form')
      .send({ ...formFields(load(review.text)), step: 'confirm' });
    expect(confirmed.status).toBe(303);
    const { $ } = await get(confirmed.headers.location!);
    expect($('h1').text()).toContain("You're Booked");
    expect($('header a[href="/book"], .action-bar a[href="/book"]')).toHaveLength(0);
    expect($('.action-bar')).toHaveLength(0);
    expect($('header a[href^="tel:"]')).toHaveLength(1);
    const other = await get('/services');
    expect(other.$('header a[href="/book"]')).toHaveLength(1);
    expect(other.$('.action-bar a[href="/book"]')).toHaveLength(1);
  });
});
