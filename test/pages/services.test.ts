import { describe, expect, it } from 'vitest';
import { citiesWithPages } from '../../data/site/cities';
import { business } from '../../data/business';
import { reviews } from '../../data/site/reviews';
import { services } from '../../data/site/services';
import { pageTitle } from '../../server/kernel/pages/page';
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

  it('completes the last row of three with a call-us tile, so 11 cards leave no gap', async () => {
    const { $ } = await getPage('/services');
    const grid = $('main ul.card-grid');
    expect(grid.children('li')).toHaveLength(12);
    expect(grid.children('li').last().find('.filler-tile__title').text()).toBe('Not listed? Call us');
    expect(grid.children('li').last().find('a').attr('href')).toBe('tel:+12025550147');
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

describe('every service page is a full page', () => {
  it.each(ALL)('/services/%s lists 8 common problems, each with its usual cause and a typical price', async (slug) => {
    const service = services.find((s) => s.slug === slug)!;
    const { $ } = await getPage(`/services/${slug}`);
    const problems = $('main .problem');
    expect(problems).toHaveLength(8);
    const symptoms = problems.map((_, p) => $(p).find('h3').text()).get();
    expect(new Set(symptoms).size).toBe(8);
    problems.each((index, problem) => {
      expect($(problem).find('.problem__cause').text().length).toBeGreaterThan(60);
      const { from, to } = service.detail.problems[index]!.price;
      expect(from).toBeLessThan(to);
      expect($(problem).find('.problem__price').text()).toBe(`Typically $${from}–$${to}`);
    });
    expect($('#problems-title').text()).toBe(`8 Common ${service.name.replace(/ Repair$/, '')} Problems`);
  });

  it.each(ALL)(
    '/services/%s has a hero with both calls to action, what a visit includes, brands served and links to every city page',
    async (slug) => {
      const { $ } = await getPage(`/services/${slug}`);
      const hero = $('.page-hero');
      expect(hero.find('a[href="/contact"]').text()).toBe('Book Repair Now');
      expect(hero.find('a[href="tel:+12025550147"]').text()).toBe('Call Now (202) 555-0147');
      expect($('#visit-title').text()).toBe('What a Visit Includes');
      expect($('main .visit-steps li').length).toBeGreaterThanOrEqual(3);
      const brands = $('main .brand-list li')
        .map((_, li) => $(li).text())
        .get();
      expect(brands.length).toBeGreaterThanOrEqual(9);
      expect(new Set(brands).size).toBe(brands.length);
      expect($('#brands-title').parent().text()).toMatch(/We (repair|work on|repair and install) every major/);
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
    expect(await text('freezer-repair')).toMatch(/chest freezer/i);
    expect(await text('oven-repair')).toMatch(/bake element/);
    expect(await text('stove-repair')).toMatch(/spark module/);
    expect(await text('cooktop-repair')).toMatch(/induction/);
    expect(await text('dishwasher-repair')).toMatch(/spray arm/);
    expect(await text('microwave-repair')).toMatch(/magnetron/);
    expect(await text('ice-maker-repair')).toMatch(/fill tube/);
    expect(await text('garbage-disposal-repair')).toMatch(/hex key/);
  });
});

describe('the eight service pages that used to be short', () => {
  it.each(SHORT)('/services/%s keeps the title, one line and the two calls to action at the top', async (slug) => {
    const service = services.find((s) => s.slug === slug)!;
    const { $ } = await getPage(`/services/${slug}`);
    const hero = $('main > section').first();
    expect(hero.hasClass('page-hero')).toBe(true);
    expect($('h1').text()).toBe(service.name);
    expect(hero.find('.page-hero__lead').text()).toBe(service.description);
    expect(hero.find('a[href="/contact"]').text()).toBe('Book Repair Now');
    expect(hero.find('a[href="tel:+12025550147"]').text()).toBe('Call Now (202) 555-0147');
  });
});

/** Words a reader reads, punctuation not counted. */
const wordCount = (text: string) => text.split(/\s+/).filter((token) => /\w/.test(token)).length;
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The text a service page writes for itself: intro, problems, visit steps and the brands paragraph. */
const OWN_TEXT =
  'main .prose p, main .problem__symptom, main .problem__cause, main .visit-steps li, main section[aria-labelledby="brands-title"] .section-heading__intro';

/** Paragraphs that appear on more than one page, with the pages they appear on. */
function repeatedAcrossPages(
  pages: { path: string; paragraphs: string[] }[],
): { paragraph: string; paths: string[] }[] {
  const where = new Map<string, Set<string>>();
  for (const page of pages)
    for (const paragraph of page.paragraphs.map(normalise)) {
      if (!where.has(paragraph)) where.set(paragraph, new Set());
      where.get(paragraph)!.add(page.path);
    }
  return [...where]
    .filter(([, paths]) => paths.size > 1)
    .map(([paragraph, paths]) => ({ paragraph: paragraph.slice(0, 80), paths: [...paths] }));
}

describe('the service pages are written for their appliance', () => {
  it('the check spots a paragraph copied onto another page, even with different spacing or capitals', () => {
    expect(
      repeatedAcrossPages([
        { path: '/a', paragraphs: ['Unplug the oven first.', 'Only on a.'] },
        { path: '/b', paragraphs: ['unplug   the oven\nfirst.'] },
      ]),
    ).toEqual([{ paragraph: 'unplug the oven first.', paths: ['/a', '/b'] }]);
    expect(wordCount('Two words, and — three more.')).toBe(5);
  });

  it.each(ALL)('/services/%s has at least 350 words of its own', async (slug) => {
    const { $ } = await getPage(`/services/${slug}`);
    const own = $(OWN_TEXT)
      .map((_, el) => $(el).text())
      .get();
    expect(own.length).toBeGreaterThanOrEqual(2 + 16 + 3 + 1);
    expect(wordCount(own.join(' '))).toBeGreaterThanOrEqual(350);
  });

  it('no paragraph, symptom, cause or visit step is repeated across the 11 service pages', async () => {
    const pages = await Promise.all(
      ALL.map(async (slug) => {
        const { $ } = await getPage(`/services/${slug}`);
        return {
          path: `/services/${slug}`,
          paragraphs: $(OWN_TEXT)
            .map((_, el) => $(el).text())
            .get(),
        };
      }),
    );
    expect(repeatedAcrossPages(pages)).toEqual([]);
  });
});

describe('the price on every service page', () => {
  it.each(ALL)('/services/%s states the service call fee, with the diagnosis included and credited', async (slug) => {
    const { $ } = await getPage(`/services/${slug}`);
    const fee = `$${business.serviceCallFee}`;
    expect($('.page-hero .fee-note').text()).toBe(
      `${fee} service call, diagnosis included and credited toward your repair`,
    );
    expect($('main .visit-facts').text()).toContain(`${fee} service call, diagnosis included and credited`);
    expect($('main .problems__note').text()).toContain(`${fee} service call already credited`);
  });
});

describe('reviews on the service pages', () => {
  it.each(ALL)('/services/%s shows reviews about its appliance, or the closest one', async (slug) => {
    const service = services.find((s) => s.slug === slug)!;
    const { $ } = await getPage(`/services/${slug}`);
    const shown = $('main .review blockquote')
      .map((_, quote) => $(quote).text())
      .get();
    expect(shown.length).toBeGreaterThanOrEqual(1);
    const about = (slugs: string[]) => reviews.filter((r) => slugs.includes(r.service)).map((r) => r.text);
    const own = about([slug]);
    // Its own reviews come first; the rest are about the services it names as closest.
    expect(shown.slice(0, own.length)).toEqual(own.slice(0, shown.length));
    for (const text of shown) expect(about([slug, ...service.closest])).toContain(text);
    expect($('main a.rating-link').attr('href')).toBe('/reviews');
  });

  it('the freezer, stove and disposal pages borrow from the fridge, oven and dishwasher', async () => {
    const first = async (slug: string) =>
      (await getPage(`/services/${slug}`)).$('main .review .review__place').first().text();
    expect(await first('freezer-repair')).toBe('Washington, DC');
    expect(await first('stove-repair')).toBe('Bethesda, MD');
    expect(await first('garbage-disposal-repair')).toBe('Bowie, MD');
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
    // Pages, or step 1 of booking with the appliance chosen.
    for (const href of links.keys())
      expect(href).toMatch(/^\/(services|cities|about|contact|reviews|book)?(\/[a-z-]+|\?service=[a-z-]+)?$/);
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
