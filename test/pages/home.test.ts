import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { reviews } from '../../data/site/reviews';
import { getPage } from '../helpers/app';

describe('the home page', () => {
  it('opens with a hero and the two calls to action', async () => {
    const { status, $ } = await getPage('/');
    expect(status).toBe(200);
    expect($('title').text()).toBe('Appliance Repair in Washington DC & MD | Capital Appliance Repair');
    const hero = $('.hero');
    expect(hero.find('h1').text()).toMatch(/appliance repair in Washington DC/i);
    expect(hero.find('a[href="/contact"]').text()).toBe('Book Repair Now');
    expect(hero.find('a[href="tel:+12025550147"]').text()).toBe('Call Now (202) 555-0147');
  });

  it('is first painted once its whole hero is parsed, so the phone layout never moves as the rest arrives', async () => {
    const { $ } = await getPage('/');
    const expect_ = $('head link[rel="expect"]');
    expect(expect_.attr('blocking')).toBe('render');
    const awaited = $(expect_.attr('href')!);
    expect(awaited).toHaveLength(1);
    // The element waited for comes after the hero: every part of it is parsed before the first paint.
    expect(awaited.closest('.hero')).toHaveLength(0);
    expect(
      $('.hero').nextAll().find(expect_.attr('href')!).length +
        $('.hero').nextAll().filter(expect_.attr('href')!).length,
    ).toBe(1);
  });

  it('shows the four trust badges', async () => {
    const { $ } = await getPage('/');
    expect(
      $('.badge__title')
        .map((_, b) => $(b).text())
        .get(),
    ).toEqual(['Same Day Service', 'Licensed & Insured', '5-Star Rated', '90-Day Warranty']);
  });

  it('features six services, each linking to its page, and links to all services', async () => {
    const { $ } = await getPage('/');
    const cards = $('.service-card a');
    expect(cards).toHaveLength(6);
    cards.each((_, a) => expect($(a).attr('href')).toMatch(/^\/services\/[a-z-]+-repair$/));
    expect($('main a[href="/services"]')).toHaveLength(1);
  });

  it('features twelve cities and links to the areas page', async () => {
    const { $ } = await getPage('/');
    expect($('.city-chips li')).toHaveLength(12);
    expect($('.city-chips a[href="/cities/washington-dc"]').text()).toContain('Washington, DC');
    expect($('main a[href="/cities"]')).toHaveLength(1);
  });

  it('has the emergency call-to-action', async () => {
    const { $ } = await getPage('/');
    const band = $('.band--emergency');
    expect(band.find('h2').text()).toMatch(/emergency/i);
    expect(band.find('a[href="tel:+12025550147"]')).toHaveLength(1);
  });

  it('embeds the business as structured data', async () => {
    const { $ } = await getPage('/');
    const blocks = $('script[type="application/ld+json"]')
      .map((_, s) => JSON.parse($(s).text()))
      .get();
    expect(blocks.some((b: { '@type': string }) => b['@type'] === 'HomeAndConstructionBusiness')).toBe(true);
  });

  it('states the service call fee in the trust row', async () => {
    const { $ } = await getPage('/');
    expect($('section[aria-labelledby="trust-title"] .fee-note').text()).toBe(
      `$${business.serviceCallFee} service call, diagnosis included and credited toward your repair`,
    );
  });

  it('shows three of our reviews, and the rating links to /reviews', async () => {
    const { $ } = await getPage('/');
    const quotes = $('main .review blockquote')
      .map((_, q) => $(q).text())
      .get();
    expect(quotes).toHaveLength(3);
    for (const quote of quotes) expect(reviews.map((r) => r.text)).toContain(quote);
    expect($('.hero a.rating-link').attr('href')).toBe('/reviews');
    expect($('.hero a.rating-link').text()).toContain('4.9 out of 5 from 487 reviews');
  });
});
