import { load, type CheerioAPI } from 'cheerio';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { blogAuthors, postSlugs } from '../../data/blog';
import { business } from '../../data/business';
import { breadcrumbTrail } from '../../server/kernel/pages/breadcrumbs';
import { renderDocument } from '../../server/kernel/pages/render';
import { allPagePaths } from '../../server/app/pages';
import { messagesFor } from '../../data/messages';
import { getPage, TEST_SITE_URL, testApp } from '../helpers/app';
import { MISSING_PATH, SITE_WIDE_TIMEOUT } from '../helpers/site';

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

/** An image of our own site, with its size in pixels. */
function expectOwnImage(image: Block, label: string) {
  expect(image, label).toMatchObject({ '@type': 'ImageObject' });
  expect(new URL(image.url).origin, label).toBe(TEST_SITE_URL);
  expect(Number.isInteger(image.width) && image.width > 0, `${label} width`).toBe(true);
  expect(Number.isInteger(image.height) && image.height > 0, `${label} height`).toBe(true);
}

/** Every ImageObject anywhere in a block, with where it sits. */
function imagesIn(value: unknown, at: string): [string, Block][] {
  if (typeof value !== 'object' || value === null) return [];
  const block = value as Block;
  const own: [string, Block][] = block['@type'] === 'ImageObject' ? [[at, block]] : [];
  return own.concat(Object.entries(block).flatMap(([key, child]) => imagesIn(child, `${at}.${key}`)));
}

/** The pixel size a PNG's header or an SVG's root element declares. */
function pixelSize(body: Buffer, contentType: string): { width: number; height: number } {
  if (contentType.startsWith('image/png')) {
    expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
    return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
  }
  expect(contentType).toMatch(/^image\/svg\+xml/);
  const root = load(body.toString('utf8'), { xml: true })('svg').first();
  return { width: Number(root.attr('width')), height: Number(root.attr('height')) };
}

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
    expectOwnImage(block.logo, 'logo');
    expectOwnImage(block.image, 'image');
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
  // Google's site names: WebSite on the home page with name and url.
  WebSite(block, path) {
    // The home page in either language (issue 41): the site is one, named at its root.
    expect(['/', '/es/']).toContain(path);
    expect(block).toMatchObject({ '@id': `${TEST_SITE_URL}/#website`, name: business.name, url: `${TEST_SITE_URL}/` });
    expect(block.publisher['@id']).toBe(BUSINESS_ID);
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
  // Google's Article guidelines recommend all of these (none is strictly required); schema.org's BlogPosting
  // takes them all. publisher.logo is what structured-data checkers report missing without it.
  BlogPosting(block, path) {
    expect(block.headline).toMatch(/\S/);
    expect(block.headline.length).toBeLessThanOrEqual(110);
    expect(block.description).toMatch(/\S/);
    expect(block.url).toBe(TEST_SITE_URL + path);
    expect(block.mainEntityOfPage).toBe(TEST_SITE_URL + path);
    expect(block.datePublished).toMatch(isoDay);
    expect(block.dateModified).toMatch(isoDay);
    expect(block.dateModified >= block.datePublished).toBe(true);
    expectOwnImage(block.image, 'image');
    expect(block.author).toMatchObject({ '@type': 'Person', jobTitle: roleIn(path, blogAuthors[block.author.name]) });
    const about = path.startsWith('/es/') ? '/es/about' : '/about';
    expect(block.author.url).toMatch(new RegExp(`^${TEST_SITE_URL}${about}#author-[a-z-]+$`));
    expect(block.author.worksFor['@id']).toBe(BUSINESS_ID);
    expect(block.publisher).toMatchObject({
      '@type': 'Organization',
      '@id': BUSINESS_ID,
      name: business.name,
      url: `${TEST_SITE_URL}/`,
    });
    expectOwnImage(block.publisher.logo, 'publisher.logo');
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
    // A Spanish page's trail starts at the Spanish home page (issue 41); its names are its view's, checked below.
    if (path.startsWith('/es/')) expect(items[0]!.item).toBe(`${TEST_SITE_URL}/es/`);
    else expect(items[0]).toMatchObject({ name: 'Home', item: `${TEST_SITE_URL}/` });
    expect(items.at(-1)!.item).toBe(TEST_SITE_URL + path);
    // Every step of the trail is a page of the site.
    for (const item of items) expect(allPagePaths()).toContain(new URL(item.item).pathname);
  },
};

/** An author's role as a page in its language names it: the data's English, or the Spanish blog's words for it. */
function roleIn(path: string, role: string | undefined): string | undefined {
  if (!path.startsWith('/es/') || role === undefined) return role;
  const { blog } = messagesFor('es');
  const spanish: Record<string, string> = {
    'Lead Technician': blog.leadTechnician,
    'Senior Technician': blog.seniorTechnician,
    'Service Manager': blog.serviceManager,
  };
  return spanish[role] ?? role;
}

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
      // Markup for a trail only where the page shows one (the trail's own test below checks they agree).
      const breadcrumbs = blocks.filter((block) => block['@type'] === 'BreadcrumbList');
      expect(breadcrumbs).toHaveLength($('nav.breadcrumb').length);
    },
  );

  it(
    'declares only images of our own that answer 200 with the declared size: logos, illustrations, share picture',
    async () => {
      const declared = new Map<string, { width: number; height: number; where: string }>();
      for (const path of allPagePaths()) {
        const { $ } = await getPage(path, app);
        for (const [where, image] of blocksOf($).flatMap((block) => imagesIn(block, `${path} ${block['@type']}`))) {
          const size = { width: image.width, height: image.height };
          const seen = declared.get(image.url);
          if (seen) expect({ width: seen.width, height: seen.height }, where).toEqual(size);
          else declared.set(image.url, { ...size, where });
        }
      }
      // The logo, the share picture and one illustration per blog category.
      expect(declared.size).toBe(2 + 16);
      const site = supertest(app);
      for (const [url, { where, ...size }] of declared) {
        const response = await site.get(new URL(url).pathname).buffer(true);
        expect(response.status, `${url} (${where})`).toBe(200);
        const contentType = String(response.headers['content-type']);
        expect(pixelSize(response.body as Buffer, contentType), `${url} (${where})`).toEqual(size);
      }
    },
    SITE_WIDE_TIMEOUT,
  );

  it('gives every article author a URL that leads to their entry on the About page', async () => {
    const about = (await getPage('/about', app)).$;
    const authors = new Set<string>();
    for (const slug of postSlugs()) {
      const { $ } = await getPage(`/blog/${slug}`, app);
      const { author } = blocksOf($).find((block) => block['@type'] === 'BlogPosting')!;
      const url = new URL(author.url);
      expect(url.pathname).toBe('/about');
      // The byline links to the same place.
      expect($('.article-header__author').attr('href')).toBe(url.pathname + url.hash);
      const entry = about(url.hash);
      expect(entry, url.hash).toHaveLength(1);
      expect(entry.find('h3').text()).toBe(author.name);
      expect(entry.text()).toContain(author.jobTitle);
      authors.add(author.name);
    }
    expect([...authors].sort()).toEqual(Object.keys(blogAuthors).sort());
  });

  it('describes the business on the home page with the values of data/business.ts', async () => {
    const { $ } = await getPage('/', app);
    const businessBlocks = blocksOf($).filter((block) => block['@type'] === 'HomeAndConstructionBusiness');
    expect(businessBlocks).toHaveLength(1);
    expect(blocksOf($).filter((block) => block['@type'] === 'WebSite')).toHaveLength(1);
    // The business's facts written out here, so a wrong value in data/business.ts cannot pass by being copied.
    expect(businessBlocks[0]!.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 487 });
    expect(
      businessBlocks[0]!.openingHoursSpecification.map(
        (slot: Block) => `${slot.dayOfWeek.length}:${slot.opens}-${slot.closes}`,
      ),
    ).toEqual(['6:08:00-20:00', '1:09:00-18:00']);
  });

  it('pins the business on its own address, 1725 I Street NW, at 5 decimals', async () => {
    const { $ } = await getPage('/', app);
    const { address, geo } = blocksOf($).find((block) => block['@type'] === 'HomeAndConstructionBusiness')!;
    expect(address).toMatchObject({ streetAddress: '1725 I Street NW, Suite 300', postalCode: '20006' });
    for (const value of [geo.latitude, geo.longitude]) expect(String(value)).toMatch(/^-?\d+\.\d{5}$/);
    // The north side of I Street's 1700 block, between 17th and 18th Streets NW: not the centre of DC
    // (38.9072, -77.0369), which is half a mile away.
    expect(geo.latitude).toBeGreaterThan(38.9012);
    expect(geo.latitude).toBeLessThan(38.9022);
    expect(geo.longitude).toBeGreaterThan(-77.0418);
    expect(geo.longitude).toBeLessThan(-77.0393);
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

describe('breadcrumbs: markup only for the trail a visitor sees', () => {
  const head = (path: string, title: string) => ({ title, description: 'D', path });
  /** The pages that show a trail: every service, city and article page. */
  const withTrail = allPagePaths().filter((path) => /^\/(?:services|cities|blog)\/[^/]+$/.test(path));

  it.each(withTrail)(
    '%s: the visible breadcrumb and the BreadcrumbList name the same steps, the last being the heading',
    async (path) => {
      const { $ } = await getPage(path, app);
      const nav = $('nav.breadcrumb');
      expect(nav).toHaveLength(1);
      const shown = nav
        .find('li')
        .map((_, li) => ({ name: squash($(li).text()), href: $(li).find('a').attr('href') ?? null }))
        .get();
      const marked = blocksOf($).find((block) => block['@type'] === 'BreadcrumbList')!.itemListElement as Block[];
      expect(shown.map((step) => step.name)).toEqual(marked.map((item) => item.name));
      // Every step but the page itself is a link to the page the markup names.
      expect(shown.slice(0, -1).map((step) => `${TEST_SITE_URL}${step.href}`)).toEqual(
        marked.slice(0, -1).map((item) => item.item),
      );
      expect(shown.at(-1)!.href).toBeNull();
      expect(nav.find('[aria-current="page"]').text()).toBe(shown.at(-1)!.name);
      expect(marked.at(-1)!.name).toBe(squash($('h1').text()));
      expect($('h1')).toHaveLength(1);
    },
  );

  it('puts no trail, seen or marked up, on the top-level pages', async () => {
    for (const path of ['/', '/services', '/cities', '/about', '/blog', '/reviews', '/coupons', '/faq', '/contact']) {
      const { $ } = await getPage(path, app);
      expect($('nav.breadcrumb'), path).toHaveLength(0);
      expect(
        blocksOf($).filter((block) => block['@type'] === 'BreadcrumbList'),
        path,
      ).toEqual([]);
    }
  });

  it('names the sections as the navigation does', () => {
    expect(breadcrumbTrail('/cities', { name: 'Appliance Repair in Bowie, MD', path: '/cities/bowie-md' })).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Cities We Serve', path: '/cities' },
      { name: 'Appliance Repair in Bowie, MD', path: '/cities/bowie-md' },
    ]);
  });

  it('cannot be broken out of by a title with markup: the script block stays closed', () => {
    const title = '</script><script>alert(1)</script> & more';
    const steps = breadcrumbTrail('/services', { name: title, path: '/services/x' });
    const html = renderDocument(
      { head: { ...head('/services/x', title), breadcrumbs: steps }, body: 'Body' },
      { siteUrl: 'https://example.org', assets: { js: '/a.js', css: '/a.css' }, year: 2030 },
    );
    expect(html).not.toContain('<script>alert');
    const $ = load(html);
    expect($('script').filter((_, s) => $(s).attr('type') === undefined)).toHaveLength(0);
    const trail = blocksOf($).find((block) => block['@type'] === 'BreadcrumbList')!;
    expect(trail.itemListElement.at(-1).name).toBe(title);
  });
});
