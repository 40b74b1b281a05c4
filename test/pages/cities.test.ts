import { describe, expect, it } from 'vitest';
import { cityServiceSlugs } from '../../data/site/city-profiles';
import { getPage } from '../helpers/app';
import { expectLinksResolve, internalLinksInMain } from '../helpers/internal-links';
import { FEATURED_CITY_ZIPS } from '../helpers/featured-zips';

/** The nine places with pages: the eight featured Maryland cities and Washington, DC, which /cities links to. */
const CITY_PAGES: Record<string, { title: string; county: string }> = {
  'washington-dc': { title: 'Washington, DC', county: 'District of Columbia' },
  'bowie-md': { title: 'Bowie, MD', county: "Prince George's County" },
  'greenbelt-md': { title: 'Greenbelt, MD', county: "Prince George's County" },
  'laurel-md': { title: 'Laurel, MD', county: "Prince George's County" },
  'silver-spring-md': { title: 'Silver Spring, MD', county: 'Montgomery County' },
  'bethesda-md': { title: 'Bethesda, MD', county: 'Montgomery County' },
  'rockville-md': { title: 'Rockville, MD', county: 'Montgomery County' },
  'gaithersburg-md': { title: 'Gaithersburg, MD', county: 'Montgomery County' },
  'columbia-md': { title: 'Columbia, MD', county: 'Howard County' },
};
const SLUGS = Object.keys(CITY_PAGES);

describe('the areas page', () => {
  it('groups the 27 areas by county: DC 1, Prince George’s 11, Montgomery 8, Howard 7', async () => {
    const { status, $ } = await getPage('/cities');
    expect(status).toBe(200);
    expect($('title').text()).toBe('Cities We Serve in DC & Maryland | Capital Appliance Repair');
    expect($('h1')).toHaveLength(1);
    const counties = $('main section.county')
      .map((_, section) => ({
        name: $(section).find('h3').contents().first().text(),
        areas: $(section).find('li.area-card').length,
      }))
      .get();
    expect(counties).toEqual([
      { name: 'Washington DC', areas: 1 },
      { name: "Prince George's County", areas: 11 },
      { name: 'Montgomery County', areas: 8 },
      { name: 'Howard County', areas: 7 },
    ]);
  });

  it('links the nine places with a page and says plainly that the other 18, with no link, are served today', async () => {
    const { $ } = await getPage('/cities');
    const linked = $('main li.area-card a');
    expect(
      linked
        .map((_, a) => $(a).attr('href'))
        .get()
        .sort(),
    ).toEqual(SLUGS.map((slug) => `/cities/${slug}`).sort());

    const soon = $('main .area-card--soon');
    expect(soon).toHaveLength(18);
    soon.each((_, card) => {
      expect(card.tagName).toBe('li');
      expect($(card).find('a, [href], [role="link"], [tabindex]')).toHaveLength(0);
      expect($(card).find('.area-card__badge').text()).toBe('Served today');
    });
    soon.each((_, card) => {
      const name = $(card).find('.area-card__name').text();
      expect($(card).find('.area-card__served').text()).toBe(`We serve ${name} today.`);
    });
    // Prince George's (11) and Howard (7) end one short of a row of four; a call-us tile completes each.
    expect($('main .area-filler')).toHaveLength(2);
    expect($('main .area-filler a').attr('href')).toBe('tel:+12025550147');
    expect(soon.map((_, card) => $(card).find('.area-card__name').text()).get()).toEqual(
      expect.arrayContaining(['College Park', 'Hyattsville', 'Takoma Park', 'Ellicott City']),
    );
  });

  it('has the zip-code form: a GET form to /cities with a labelled numeric postal-code field', async () => {
    for (const path of ['/cities', '/']) {
      const { $ } = await getPage(path);
      const form = $('main form.zip-lookup');
      expect(form, path).toHaveLength(1);
      expect(form.attr('action')).toBe('/cities#zip-check');
      expect($('#zip-check').length, path).toBe(path === '/cities' ? 1 : 0);
      expect(form.attr('method')).toBe('get');
      const input = form.find('input[name="zip"]');
      expect(input.attr('inputmode')).toBe('numeric');
      expect(input.attr('autocomplete')).toBe('postal-code');
      expect(form.find(`label[for="${input.attr('id')}"]`).text()).toBe('Your zip code');
      expect(form.find('button[type="submit"]').text()).toBe('Check my area');
    }
  });
});

describe('the zip-code lookup on /cities', () => {
  it('links a served zip to booking with the zip, and to its city page', async () => {
    const { status, $ } = await getPage('/cities?zip=20901');
    expect(status).toBe(200);
    expect($('title').text()).toBe('Zip Code 20901: Cities We Serve | Capital Appliance Repair');
    const answer = $('.zip-answer');
    expect(answer.text()).toContain('Yes, we serve 20901.');
    expect(answer.find('a.zip-answer__more').attr('href')).toBe('/cities/silver-spring-md');
    expect(answer.find('a.btn').attr('href')).toBe('/book?zip=20901');
    expect(answer.find('a.zip-answer__more').text()).toBe('Appliance repair in Silver Spring');
    expect($('input[name="zip"]').attr('value')).toBe('20901');
    expect($('link[rel="canonical"]').attr('href')).toMatch(/\/cities$/);
  });

  it('says a zip in the area without a page is served, with booking and the phone number', async () => {
    const { status, $ } = await getPage('/cities?zip=20740');
    expect(status).toBe(200);
    const answer = $('.zip-answer');
    expect(answer.text()).toContain('Yes, 20740 is in our service area.');
    expect(answer.text()).toContain("College Park in Prince George's County");
    expect(answer.text()).toContain('We serve College Park today: book online or call us');
    expect(answer.find('a[href="/book?zip=20740"]').text()).toBe('Book a visit in 20740');
    expect(answer.find('a[href="/contact"]').text()).toBe('Book Repair Now');
    expect(answer.find('a[href="tel:+12025550147"]').text()).toContain('(202) 555-0147');
    expect(answer.find('a[href^="/cities/"]')).toHaveLength(0);
  });

  it('says an unserved zip is outside the area, with the phone number', async () => {
    const { status, $ } = await getPage('/cities?zip=21201');
    expect(status).toBe(200);
    const answer = $('.zip-answer');
    expect(answer.text()).toContain('Sorry, 21201 is outside our service area.');
    expect(answer.find('a[href="tel:+12025550147"]').text()).toBe('(202) 555-0147');
  });

  it.each(['abc', '2090', '209011', '<b>hi</b>'])(
    'answers garbage input %j with a clear message on a normal page',
    async (input) => {
      const { status, $, html } = await getPage(`/cities?zip=${encodeURIComponent(input)}`);
      expect(status).toBe(200);
      expect($('h1').text()).toMatch(/Appliance Repair Across DC/);
      const answer = $('#zip-error');
      expect(answer.text()).toContain(`“${input}” is not a zip code we can look up.`);
      expect(answer.text()).toContain('five digits');
      const field = $('input[name="zip"]');
      expect(field.attr('aria-invalid')).toBe('true');
      expect(field.attr('aria-describedby')).toContain('zip-error');
      expect(field.attr('value')).toBe(input);
      expect(html).not.toContain('<b>hi</b>');
    },
  );

  it('shows no answer when the form has not been used, or was sent empty', async () => {
    for (const path of ['/cities', '/cities?zip=', '/cities?zip=%20%20']) {
      const { status, $ } = await getPage(path);
      expect(status, path).toBe(200);
      expect($('.zip-answer'), path).toHaveLength(0);
    }
  });

  it('copes with a repeated or absurdly long zip parameter', async () => {
    expect((await getPage('/cities?zip=20901&zip=21201')).$('.zip-answer a.zip-answer__more').attr('href')).toBe(
      '/cities/silver-spring-md',
    );
    const long = await getPage(`/cities?zip=${'9'.repeat(5000)}`);
    expect(long.status).toBe(200);
    expect(long.$('#zip-error').text().length).toBeLessThan(200);
  });
});

describe('every city page', () => {
  it.each([
    ['silver-spring-md', ['Silver Spring, MD', 'Bethesda, MD']],
    ['gaithersburg-md', ['Rockville, MD', 'Bethesda, MD']],
    ['greenbelt-md', ['Silver Spring, MD', 'Bowie, MD']],
    ['columbia-md', ['Columbia, MD', 'Silver Spring, MD']],
  ])('/cities/%s shows the reviews from the customers who live nearest', async (slug, places) => {
    const { $ } = await getPage(`/cities/${slug}`);
    expect(
      $('main .review .review__place')
        .map((_, p) => $(p).text())
        .get(),
    ).toEqual(places);
    expect($('main a.rating-link').attr('href')).toBe('/reviews');
  });

  it.each(SLUGS)('/cities/%s answers 200 with its title, city, county and every zip code', async (slug) => {
    const { title, county } = CITY_PAGES[slug]!;
    const { status, $ } = await getPage(`/cities/${slug}`);
    expect(status).toBe(200);
    expect($('title').text()).toBe(`Appliance Repair in ${title} | Capital Appliance Repair`);
    expect($('h1').text()).toBe(`Appliance Repair in ${title}`);
    const facts = Object.fromEntries(
      $('.city-facts > div')
        .map((_, d) => [[$(d).find('dt').text(), $(d).find('dd')]])
        .get(),
    );
    expect(facts.City.text()).toBe(title);
    // The District has no county; its line reads "Jurisdiction: District of Columbia".
    expect((facts.County ?? facts.Jurisdiction).text()).toBe(county);
    expect(Object.keys(facts)).toContain(slug === 'washington-dc' ? 'Jurisdiction' : 'County');
    const zips = facts['Zip codes']
      .find('li')
      .map((_: number, li: unknown) => $(li as never).text())
      .get();
    if (slug in FEATURED_CITY_ZIPS) expect(zips).toEqual(FEATURED_CITY_ZIPS[slug]);
    else
      expect(zips).toEqual(
        expect.arrayContaining(['20001', '20002', '20003', '20009', '20011', '20016', '20019', '20020', '20032']),
      );
    expect($('nav[aria-label="Main"] a[aria-current="page"]').attr('href')).toBe('/cities');
  });

  it.each(SLUGS)('/cities/%s lists the 10 services offered there, each linking to its page', async (slug) => {
    const { $ } = await getPage(`/cities/${slug}`);
    const links = $('main .service-card a')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(links).toHaveLength(10);
    expect(links).toEqual(cityServiceSlugs.map((s) => `/services/${s}`));
    expect($('main a[href="/services"]').text()).toContain('See all 11 services');
  });

  it.each(SLUGS)('/cities/%s cross-links to neighbouring city pages and has both calls to action', async (slug) => {
    const { $ } = await getPage(`/cities/${slug}`);
    const neighbours = $('main .city-chips a')
      .map((_, a) => $(a).attr('href')!)
      .get();
    expect(neighbours.length).toBeGreaterThanOrEqual(2);
    for (const href of neighbours) {
      expect(href).not.toBe(`/cities/${slug}`);
      expect(SLUGS.map((s) => `/cities/${s}`)).toContain(href);
    }
    expect($('main a[href="/contact"]').first().text()).toBe('Book Repair Now');
    expect($('main a[href="tel:+12025550147"]').first().text()).toBe('Call Now (202) 555-0147');
  });

  it('writes each place’s copy for that place: no paragraph appears on two city pages', async () => {
    const seen = new Map<string, string>();
    for (const slug of SLUGS) {
      const { $ } = await getPage(`/cities/${slug}`);
      const paragraphs = $('main .prose p')
        .map((_, p) => $(p).text())
        .get();
      expect(paragraphs.length, slug).toBeGreaterThanOrEqual(3);
      const name = $('.city-facts dd').first().text().split(',')[0]!;
      for (const paragraph of paragraphs) {
        // Swapping the name out catches the same paragraph with only the place changed.
        const generic = paragraph.replaceAll(name, 'X');
        expect(seen.get(generic), `${slug} repeats a paragraph of ${seen.get(generic)}`).toBeUndefined();
        seen.set(generic, slug);
      }
      expect($('.neighbourhoods li').length, slug).toBeGreaterThanOrEqual(6);
    }
  });

  it('gives the nine pages nine different titles and descriptions', async () => {
    const heads = await Promise.all(
      SLUGS.map(async (slug) => {
        const { $ } = await getPage(`/cities/${slug}`);
        return { title: $('title').text(), description: $('meta[name="description"]').attr('content') };
      }),
    );
    expect(new Set(heads.map((h) => h.title)).size).toBe(9);
    expect(new Set(heads.map((h) => h.description)).size).toBe(9);
  });
});

describe('unknown cities', () => {
  it.each(['/cities/college-park-md', '/cities/baltimore-md', '/cities/Bethesda-MD'])(
    '%s answers 404 with the Not Found page',
    async (path) => {
      const { status, $ } = await getPage(path);
      expect(status).toBe(404);
      expect($('h1').text()).toBe('Page Not Found');
    },
  );
});

describe('links on the areas and city pages', () => {
  it('every internal link in <main> leads to a page that exists', async () => {
    const links = await internalLinksInMain([
      '/cities',
      '/cities?zip=20901',
      ...SLUGS.map((slug) => `/cities/${slug}`),
    ]);
    for (const href of links.keys())
      expect(href).toMatch(/^\/(services|cities|about|contact|reviews|book)?(\/[a-z-]+)?(\?zip=\d{5})?$/);
    expect(links.size).toBeGreaterThan(20);
    await expectLinksResolve(links);
  });
});

describe('what the strict Content-Security-Policy allows', () => {
  it('these pages carry no inline styles, inline event handlers or inline scripts', async () => {
    for (const path of ['/cities', '/cities?zip=20740', '/cities?zip=abc', ...SLUGS.map((slug) => `/cities/${slug}`)]) {
      const { $, html } = await getPage(path);
      expect(html, path).not.toMatch(/\sstyle=/i);
      expect(html, path).not.toMatch(/\son[a-z]+=/i);
      $('script:not([src])').each((_, script) => {
        expect(['application/json', 'application/ld+json'], path).toContain($(script).attr('type'));
      });
    }
  });
});
