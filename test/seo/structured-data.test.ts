import { load, type CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { breadcrumbsFor } from '../../server/seo/breadcrumbs';
import { renderDocument } from '../../server/pages/render';
import { allPagePaths } from '../../server/routes';
import { getPage, TEST_SITE_URL, testApp } from '../helpers/app';
import { MISSING_PATH } from '../helpers/site';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON-LD read back from a page is untyped JSON */
type Block = Record<string, any>;

const app = testApp();
const BUSINESS_ID = `${TEST_SITE_URL}/#business`;
const isoDay = /^\d{4}-\d{2}-\d{2}/;

function blocksOf($: CheerioAPI): Block[] {
  return $('script[type="application/ld+json"]')
    .map((_, script) => JSON.parse($(script).html() ?? '') as Block)
    .get();
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The fields each type needs to be understood (schema.org, Google's rich result requirements), per page. */
const requiredFields: Record<string, (block: Block, path: string) => void> = {
  HomeAndConstructionBusiness(block) {
    expect(block['@id']).toBe(BUSINESS_ID);
    expect(block).toMatchObject({
      name: business.name,
      url: `${TEST_SITE_URL}/`,
      telephone: business.phone.e164,
      email: business.email,
      priceRange: business.priceRange,
      address: {
        '@type': 'PostalAddress',
        streetAddress: business.address.street,
        addressLocality: business.address.locality,
        addressRegion: business.address.region,
        postalCode: business.address.postalCode,
        addressCountry: business.address.country,
      },
      geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: business.rating.value,
        reviewCount: business.rating.count,
        bestRating: business.rating.best,
      },
    });
    expect(block.areaServed.map((area: Block) => area.name)).toEqual([...business.areasServed]);
    expect(block.sameAs).toEqual(business.social.map((profile) => profile.url));
    expect(
      block.openingHoursSpecification.map((slot: Block) => ({
        days: slot.dayOfWeek.map((day: string) => day.replace('https://schema.org/', '')),
        opens: slot.opens,
        closes: slot.closes,
      })),
    ).toEqual(business.hours.map((slot) => ({ days: slot.days, opens: slot.opens, closes: slot.closes })));
  },
  Service(block, path) {
    expect(block.name).toMatch(/\S/);
    expect(block.url).toBe(TEST_SITE_URL + path);
    expect(block.provider.name).toBe(business.name);
    if (block.provider['@id']) expect(block.provider['@id']).toBe(BUSINESS_ID);
    expect(block.areaServed.length).toBeGreaterThan(0);
  },
  FAQPage(block) {
    expect(block.mainEntity.length).toBeGreaterThan(0);
    for (const item of block.mainEntity) {
      expect(item['@type']).toBe('Question');
      expect(item.name).toMatch(/\S/);
      expect(item.acceptedAnswer['@type']).toBe('Answer');
      expect(item.acceptedAnswer.text).toMatch(/\S/);
    }
  },
  BlogPosting(block, path) {
    expect(block.headline).toMatch(/\S/);
    expect(block.headline.length).toBeLessThanOrEqual(110);
    expect(block.datePublished).toMatch(isoDay);
    expect(block.author.name).toMatch(/\S/);
    expect(block.publisher.name).toBe(business.name);
    expect(block.mainEntityOfPage).toBe(TEST_SITE_URL + path);
  },
  BreadcrumbList(block, path) {
    const items: Block[] = block.itemListElement;
    expect(items.length).toBeGreaterThanOrEqual(2);
    items.forEach((item, index) => {
      expect(item['@type']).toBe('ListItem');
      expect(item.position).toBe(index + 1);
      expect(item.name).toMatch(/\S/);
      expect(item.name).not.toContain(`| ${business.name}`);
      expect(item.item.startsWith(`${TEST_SITE_URL}/`)).toBe(true);
    });
    expect(items[0]).toMatchObject({ name: 'Home', item: `${TEST_SITE_URL}/` });
    expect(items.at(-1)!.item).toBe(TEST_SITE_URL + path);
    // Every step of the trail is a page of the site.
    for (const item of items) expect(allPagePaths()).toContain(new URL(item.item).pathname);
  },
};

describe('structured data on every page', () => {
  it.each(allPagePaths())(
    '%s: every JSON-LD block parses, is safely escaped and has what its type needs',
    async (path) => {
      const { status, $ } = await getPage(path, app);
      expect(status).toBe(200);
      $('script[type="application/ld+json"]').each((_, script) => expect($(script).html()).not.toMatch(/[<>]/));
      const blocks = blocksOf($);
      for (const block of blocks) {
        expect(block['@context']).toBe('https://schema.org');
        const check = requiredFields[block['@type']];
        expect(check, `no checks for @type ${block['@type']}: add its required fields here`).toBeDefined();
        check!(block, path);
      }
      const breadcrumbs = blocks.filter((block) => block['@type'] === 'BreadcrumbList');
      expect(breadcrumbs).toHaveLength(path === '/' ? 0 : 1);
    },
  );

  it('describes the business on the home page with the values of data/business.ts', async () => {
    const { $ } = await getPage('/', app);
    const businessBlocks = blocksOf($).filter((block) => block['@type'] === 'HomeAndConstructionBusiness');
    expect(businessBlocks).toHaveLength(1);
    // The business's facts written out here, so a wrong value in data/business.ts cannot pass by being copied.
    expect(businessBlocks[0]!.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 487 });
    expect(
      businessBlocks[0]!.openingHoursSpecification.map(
        (slot: Block) => `${slot.dayOfWeek.length}:${slot.opens}-${slot.closes}`,
      ),
    ).toEqual(['6:08:00-20:00', '1:09:00-18:00']);
  });

  it('names the trail of a page after the navigation and the page title', async () => {
    const { $ } = await getPage('/about', app);
    const trail = blocksOf($).find((block) => block['@type'] === 'BreadcrumbList')!;
    expect(trail.itemListElement.map((item: Block) => [item.name, item.item])).toEqual([
      ['Home', `${TEST_SITE_URL}/`],
      ['About', `${TEST_SITE_URL}/about`],
    ]);
  });

  it('puts no structured data on the not-found page', async () => {
    const { status, $ } = await getPage(MISSING_PATH, app);
    expect(status).toBe(404);
    expect(blocksOf($)).toEqual([]);
  });

  it('gives /faq a FAQPage block with the same 10 questions and answers as the page', async () => {
    const { status, $ } = await getPage('/faq', app);
    expect(status).toBe(200);
    const faq = blocksOf($).filter((block) => block['@type'] === 'FAQPage');
    expect(faq).toHaveLength(1);
    const items: Block[] = faq[0]!.mainEntity;
    expect(items).toHaveLength(10);
    const main = $('main');
    const shownTexts = new Set(
      main
        .find('*')
        .map((_, el) => squash($(el).text()))
        .get(),
    );
    const mainText = squash(main.text());
    for (const item of items) {
      expect(shownTexts.has(squash(item.name)), item.name).toBe(true);
      expect(mainText).toContain(squash(item.acceptedAnswer.text));
    }
  });
});

describe('breadcrumbs for any page', () => {
  const head = (path: string, title: string) => ({ title, description: 'D', path });

  it('names sections as the navigation does and the page by its title without the brand', () => {
    expect(breadcrumbsFor(head('/services/washer-repair', `Washer Repair in DC | ${business.name}`))).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Washer Repair in DC', path: '/services/washer-repair' },
    ]);
    expect(breadcrumbsFor(head('/faq', `Frequently Asked Questions | ${business.name}`)).at(-1)).toEqual({
      name: 'FAQ',
      path: '/faq',
    });
    expect(breadcrumbsFor(head('/', 'Home'))).toEqual([]);
  });

  it('lets a page bring its own trail', () => {
    const own = [
      { name: 'Home', path: '/' },
      { name: 'Tips', path: '/blog' },
    ];
    expect(breadcrumbsFor({ ...head('/blog/x', 'X'), breadcrumbs: own })).toBe(own);
  });

  it('cannot be broken out of by a title with markup: the script block stays closed', () => {
    const title = '</script><script>alert(1)</script> & more';
    const html = renderDocument(
      { head: head('/services/x', title), body: 'Body' },
      { siteUrl: 'https://example.org', assets: { js: '/a.js', css: '/a.css' }, year: 2030 },
    );
    expect(html).not.toContain('<script>alert');
    const $ = load(html);
    expect($('script').filter((_, s) => $(s).attr('type') === undefined)).toHaveLength(0);
    const trail = blocksOf($).find((block) => block['@type'] === 'BreadcrumbList')!;
    expect(trail.itemListElement.at(-1).name).toBe(title);
  });
});
