import { describe, expect, it } from 'vitest';
import { citiesWithPages } from '../../data/cities';
import { services } from '../../data/services';
import { pageTitle } from '../../server/pages/page';
import { getPage, TEST_SITE_URL } from '../helpers/app';
import { expectLinksResolve, internalLinksInMain } from '../helpers/internal-links';

const FULL = ['washer-repair', 'dryer-repair', 'refrigerator-repair'];
const SHORT = [
  'freezer-repair',
  'oven-repair',
  'stove-repair',
  'cooktop-repair',
  'dishwasher-repair',
  'microwave-repair',
  'ice-maker-repair',
  'garbage-disposal-repair',
];
/** The 11 service slugs, in the grid's order. */
const ALL = [...FULL, ...SHORT];

const jsonLd = ($: Awaited<ReturnType<typeof getPage>>['$']) =>
  $('script[type="application/ld+json"]')
    .get()
    .map((s) => JSON.parse($(s).text()) as Record<string, unknown>);

describe('the services page', () => {
  it('shows a grid of the 11 services, each card linking to its page', async () => {
    const { status, $ } = await getPage('/services');
    expect(status).toBe(200);
    expect($('title').text()).toBe('Appliance Repair Services | Capital Appliance Repair');
    expect($('h1')).toHaveLength(1);
    const cards = $('main .service-card');
    expect(cards).toHaveLength(11);
    expect(
      cards
        .find('a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(ALL.map((slug) => `/services/${slug}`));
    expect(
      cards
        .find('.card__title')
        .map((_, t) => $(t).text())
        .get(),
    ).toEqual(services.map((s) => s.name));
    cards.each((_, card) => {
      expect($(card).find('svg').length).toBe(1);
      expect($(card).find('.card__text').text().length).toBeGreaterThan(20);
    });
  });

  it('marks Services as the current section in the header', async () => {
    for (const path of ['/services', '/services/washer-repair', '/services/ice-maker-repair']) {
      const { $ } = await getPage(path);
      expect($('nav[aria-label="Main"] a[aria-current="page"]').attr('href'), path).toBe('/services');
    }
  });
});

describe('every service page', () => {
  it.each(ALL)('/services/%s answers 200 with its own title, one h1 and a Service JSON-LD block', async (slug) => {
    const service = services.find((s) => s.slug === slug)!;
    const { status, $ } = await getPage(`/services/${slug}`);
    expect(status).toBe(200);
    const title = $('title').text();
    expect(title).toMatch(
      new RegExp(`^${service.name}( in Washington DC & Maryland)?( \\| Capital Appliance Repair)?$`),
    );
    expect(title).toBe(pageTitle(title.replace(/ \| Capital Appliance Repair$/, '')));
    expect($('h1')).toHaveLength(1);
    expect($('link[rel="canonical"]').attr('href')).toBe(`${TEST_SITE_URL}/services/${slug}`);
    expect($('meta[name="description"]').attr('content')).toContain(service.name);

    const blocks = jsonLd($).filter((b) => b['@type'] === 'Service');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: service.name,
      url: `${TEST_SITE_URL}/services/${slug}`,
      provider: { '@type': 'HomeAndConstructionBusiness', name: 'Capital Appliance Repair', telephone: '+12025550147' },
    });
    const areas = (blocks[0]!.areaServed as { name: string }[]).map((a) => a.name);
    expect(areas).toEqual([
      'Washington, DC',
      "Prince George's County, MD",
      'Montgomery County, MD',
      'Howard County, MD',
    ]);
  });

  it('gives the 11 pages 11 different titles and descriptions', async () => {
    const heads = await Promise.all(
      ALL.map(async (slug) => {
        const { $ } = await getPage(`/services/${slug}`);
        return { title: $('title').text(), description: $('meta[name="description"]').attr('content') };
      }),
    );
    expect(new Set(heads.map((h) => h.title)).size).toBe(11);
    expect(new Set(heads.map((h) => h.description)).size).toBe(11);
  });
});

describe('the full service pages (washer, dryer, refrigerator)', () => {
  it.each(FULL)('/services/%s lists 8 common problems, each a symptom with its usual cause', async (slug) => {
    const { $ } = await getPage(`/services/${slug}`);
    const problems = $('main .problem');
    expect(problems).toHaveLength(8);
    const symptoms = problems.map((_, p) => $(p).find('h3').text()).get();
    expect(new Set(symptoms).size).toBe(8);
    problems.each((_, problem) => {
      expect($(problem).find('.problem__cause').text().length).toBeGreaterThan(60);
    });
    expect($('#problems-title').text()).toMatch(/^8 common (washer|dryer|refrigerator) problems$/);
  });

  it.each(FULL)(
    '/services/%s has a hero with both calls to action, brands served and links to every city page',
    async (slug) => {
      const { $ } = await getPage(`/services/${slug}`);
      const hero = $('.page-hero');
      expect(hero.find('a[href="/contact"]').text()).toBe('Book Repair Now');
      expect(hero.find('a[href="tel:+12025550147"]').text()).toBe('Call Now (202) 555-0147');
      const brands = $('main .brand-list li')
        .map((_, li) => $(li).text())
        .get();
      expect(brands.length).toBeGreaterThanOrEqual(10);
      expect(brands).toEqual(expect.arrayContaining(['Whirlpool', 'GE', 'Samsung', 'LG']));
      expect($('#brands-title').parent().text()).toMatch(/We (repair|work on) every major/);
      const cityLinks = $('main .city-chips a')
        .map((_, a) => $(a).attr('href'))
        .get();
      expect(cityLinks).toEqual(citiesWithPages.map((city) => `/cities/${city.slug}`));
      expect(cityLinks).toHaveLength(9);
    },
  );

  it('uses the right vocabulary for each appliance', async () => {
    const text = async (slug: string) => (await getPage(`/services/${slug}`)).$('main').text();
    expect(await text('washer-repair')).toMatch(/drain pump/);
    expect(await text('dryer-repair')).toMatch(/thermal fuse/);
    expect(await text('refrigerator-repair')).toMatch(/defrost/);
  });
});

describe('the short service pages', () => {
  it.each(SHORT)('/services/%s has the title, one line and the two calls to action', async (slug) => {
    const service = services.find((s) => s.slug === slug)!;
    const { $ } = await getPage(`/services/${slug}`);
    expect($('h1').text()).toBe(service.name);
    expect($('main .page-hero__lead').text()).toBe(service.description);
    expect($('main a[href="/contact"]').text()).toBe('Book Repair Now');
    expect($('main a[href="tel:+12025550147"]').text()).toBe('Call Now (202) 555-0147');
    expect($('main .problem')).toHaveLength(0);
  });
});

describe('unknown services', () => {
  it.each(['/services/toaster-repair', '/services/WASHER-REPAIR', '/services/washer-repair-dc'])(
    '%s answers 404 with the Not Found page',
    async (path) => {
      const { status, $ } = await getPage(path);
      expect(status).toBe(404);
      expect($('h1').text()).toBe('Page Not Found');
    },
  );
});

describe('links on the service pages', () => {
  it('every internal link in <main> leads to a page that exists', async () => {
    const links = await internalLinksInMain(['/services', ...ALL.map((slug) => `/services/${slug}`)]);
    for (const href of links.keys()) expect(href).toMatch(/^\/(services|cities|about|contact)?(\/[a-z-]+)?$/);
    expect(links.size).toBeGreaterThan(20);
    await expectLinksResolve(links);
  });
});

describe('what the strict Content-Security-Policy allows', () => {
  it('these pages carry no inline styles, inline event handlers or inline scripts', async () => {
    for (const path of ['/services', ...ALL.map((slug) => `/services/${slug}`)]) {
      const { $, html } = await getPage(path);
      expect(html, path).not.toMatch(/\sstyle=/i);
      expect(html, path).not.toMatch(/\son[a-z]+=/i);
      $('script:not([src])').each((_, script) => {
        expect(['application/json', 'application/ld+json'], path).toContain($(script).attr('type'));
      });
    }
  });
});
