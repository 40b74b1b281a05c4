/**
 * How visitors reach online booking, and what search engines learn about it: the header, the action bar, the
 * home card, /contact, coupons, service and city pages; the sitemap, robots.txt and the ReserveAction.
 */
import { describe, expect, it } from 'vitest';
import { coupons } from '../../data/site/coupons';
import { services } from '../../data/site/services';
import { agent, getPage, TEST_SITE_URL } from '../helpers/app';

describe('the ways into /book', () => {
  it('the header’s Book Now and the action bar’s Book start online booking; Book Repair Now still goes to /contact', async () => {
    const { $ } = await getPage('/about');
    expect($('header .header-actions a:contains("Book Now")').attr('href')).toBe('/book');
    expect($('.action-bar__link--book').attr('href')).toBe('/book');
    const bookRepairNow = $('main a:contains("Book Repair Now")');
    expect(bookRepairNow.length).toBeGreaterThan(0);
    bookRepairNow.each((_, link) => expect($(link).attr('href')).toBe('/contact'));
  });

  it('the home card asks zip and appliance (the 11 services) by GET to /book, with a Book online line', async () => {
    const { $ } = await getPage('/');
    const form = $('.book-card form');
    expect(form.attr('method')).toBe('get');
    expect(form.attr('action')).toBe('/book');
    expect(
      form
        .find('select[name="service"] option[value!=""]')
        .map((_, o) => $(o).attr('value'))
        .get(),
    ).toEqual(services.map((service) => service.slug));
    expect(form.find('input[name="zip"]').attr('required')).toBeDefined();
    // Without JavaScript the line is a plain link; the island writes the time into the room its line keeps.
    expect($('.book-card [data-island="next-available"] a').attr('href')).toBe('/book');
    expect($('.book-card [data-island="next-available"] .next-available__label').text()).toBe('Book online');
    expect($('.book-card .next-available__when').attr('data-pending')).toBe('');
  });

  it('/contact starts step 1 at the top, and its message form keeps its fields, then asks how they heard of us', async () => {
    const { $ } = await getPage('/contact');
    const start = $('main .book-start form');
    expect(start.attr('method')).toBe('get');
    expect(start.attr('action')).toBe('/book');
    expect(start.find('input[name="zip"]').length).toBe(1);
    expect(start.find('select[name="service"] option[value!=""]').length).toBe(11);
    // It comes before the contact form in the page.
    const html = $('main').html()!;
    expect(html.indexOf('book-start')).toBeLessThan(html.indexOf('contact-form'));
    expect($('form.contact-form').attr('action')).toBe('/contact#form-title');
    expect(
      $('form.contact-form [name]')
        .map((_, f) => $(f).attr('name'))
        .get(),
    ).toEqual(['name', 'email', 'phone', 'service', 'message', 'heardFrom', 'heardFromOther', 'website']);
  });

  it('each coupon books with its code, and /book carries the code into the form', async () => {
    const { $ } = await getPage('/coupons');
    const links = $('a.coupon__book')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(links).toEqual(coupons.map((coupon) => `/book?coupon=${coupon.code}`));
    const book = await getPage(links[0]!);
    expect(book.$('input[type="hidden"][name="coupon"]').attr('value')).toBe(coupons[0]!.code);
  });

  it('each service page links to /book with its appliance chosen, named as a person would say it', async () => {
    const labels = new Map<string, string>();
    for (const service of services) {
      const { $ } = await getPage(`/services/${service.slug}`);
      labels.set(service.slug, $(`main a[href="/book?service=${service.slug}"]`).text());
    }
    expect(labels.get('washer-repair')).toContain('Book a washer repair visit');
    expect(labels.get('oven-repair')).toContain('Book an oven repair visit');
    expect(labels.get('ice-maker-repair')).toContain('Book an ice maker repair visit');
    for (const [slug, label] of labels) expect(label, slug).toMatch(/Book an? [a-z ]+ repair visit/);
  });

  it('city pages link to /book with the first zip code of the place', async () => {
    const { $ } = await getPage('/cities/silver-spring-md');
    expect($('main a[href="/book?zip=20901"]').text()).toContain('Book a visit in Silver Spring');
  });
});

describe('/book for search engines', () => {
  it('has its own title and description, and is in the sitemap', async () => {
    const { $ } = await getPage('/book');
    expect($('title').text()).toBe('Book a Repair Visit Online | Capital Appliance Repair');
    expect($('meta[name="description"]').attr('content')).toContain('arrival window');
    expect($('link[rel="canonical"]').attr('href')).toBe(`${TEST_SITE_URL}/book`);
    const sitemap = await agent().get('/sitemap.xml');
    expect(sitemap.text).toContain(`<loc>${TEST_SITE_URL}/book</loc>`);
    expect(sitemap.text).not.toContain('/booking/');
  });

  it('robots.txt keeps crawlers off the customers’ booking links', async () => {
    const robots = await agent().get('/robots.txt');
    expect(robots.text.split('\n')).toContain('Disallow: /booking/');
  });

  it('the business’s structured data offers a ReserveAction pointing at /book', async () => {
    const { $ } = await getPage('/');
    const blocks = $('script[type="application/ld+json"]')
      .map((_, s) => JSON.parse($(s).text()) as Record<string, unknown>)
      .get() as Record<string, unknown>[];
    const business = blocks.find((block) => block['@type'] === 'HomeAndConstructionBusiness');
    expect(business?.potentialAction).toMatchObject({
      '@type': 'ReserveAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${TEST_SITE_URL}/book` },
    });
  });
});
