/**
 * The Spanish twins of the public pages (issue 41 items 1, 2 and 7): every English page of the page table has its
 * Spanish page under /es/ (the blog's articles only where translated, at their own slugs), each naming the other
 * with hreflang, canonical to itself, in the sitemap, linked by the language switch; /es/… paths that are nothing
 * get a Spanish 404; Accept-Language never redirects; and no Spanish page shows an English sentence of the
 * catalogs or the content (issue 41's "Tests": compare the rendered text against the English catalog).
 */
import { load, type CheerioAPI } from 'cheerio';
import { XMLParser } from 'fast-xml-parser';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPostsIn, spanishOf } from '../../data/blog/index';
import { isSpanishPath, localePath } from '../../data/locale';
import { pageMessagesFor } from '../../data/messages/pages';
import { screenMessagesFor } from '../../data/messages/screens';
import { cityProfilesIn, faqIn, servicesIn } from '../../data/site/localized';
import { allPagePaths } from '../../server/app/pages';
import { storedLeads } from '../helpers/leads';
import { listen, rawRequest } from '../helpers/raw';
import { createServer } from '../../server/app/server';
import { loadConfig } from '../../server/kernel/config';
import { SITE_WIDE_TIMEOUT } from '../helpers/site';
import { newAppDatabaseUrl, TEST_SITE_URL, testApp } from '../helpers/app';

const databaseUrl = newAppDatabaseUrl();
const site = supertest(testApp({ DATABASE_URL: databaseUrl }));

interface Fetched {
  status: number;
  $: CheerioAPI;
  html: string;
}

const fetched = new Map<string, Fetched>();
const page = (pagePath: string): Fetched => {
  const answer = fetched.get(pagePath);
  if (!answer) throw new Error(`${pagePath} was not fetched`);
  return answer;
};

const englishPaths = allPagePaths().filter((pagePath) => !isSpanishPath(pagePath));
const spanishPaths = allPagePaths().filter(isSpanishPath);
const MISSING = '/es/no-such-page';

/** The Spanish twin an English page should name: its own path under /es/, an article its translation's. */
function expectedTwin(englishPath: string): string | undefined {
  const article = /^\/blog\/([^/]+)$/.exec(englishPath)?.[1];
  if (article === undefined) return localePath('es', englishPath);
  const translation = spanishOf(article);
  return translation && `/es/blog/${translation.slug}`;
}

const alternates = ($: CheerioAPI) =>
  Object.fromEntries(
    $('link[rel="alternate"][hreflang]')
      .map((_, link) => [[$(link).attr('hreflang'), $(link).attr('href')]])
      .get() as [string, string][],
  );

beforeAll(async () => {
  for (const pagePath of [...englishPaths, ...spanishPaths, MISSING]) {
    const response = await site.get(pagePath);
    fetched.set(pagePath, { status: response.status, html: response.text, $: load(response.text) });
  }
}, SITE_WIDE_TIMEOUT * 3);

describe('the Spanish twin of every public page (issue 41 item 1)', () => {
  it('is served for every English page but the untranslated articles, and only for those', () => {
    const twins = englishPaths.flatMap((englishPath) => expectedTwin(englishPath) ?? []);
    expect([...spanishPaths].sort()).toEqual([...twins].sort());
    // The home page, a service, a city, the blog and its articles, booking: the twin of each kind is there.
    for (const expected of [
      '/es/',
      '/es/services/washer-repair',
      '/es/cities/silver-spring-md',
      '/es/blog',
      '/es/book',
    ])
      expect(spanishPaths).toContain(expected);
    expect(spanishPaths.filter((pagePath) => pagePath.startsWith('/es/blog/'))).toHaveLength(blogPostsIn('es').length);
  });

  it.each(englishPaths)(
    '%s and its twin answer 200, each in its language, canonical to itself, naming the other',
    (englishPath) => {
      const english = page(englishPath);
      expect(english.status).toBe(200);
      expect(english.$('html').attr('lang')).toBe('en');
      expect(english.$('link[rel="canonical"]').attr('href')).toBe(TEST_SITE_URL + englishPath);
      const twinPath = expectedTwin(englishPath);
      if (twinPath === undefined) {
        // An untranslated article: no Spanish page, so no alternates, and its switch leads to the Spanish home page.
        expect(alternates(english.$)).toEqual({});
        expect(english.$('.language-switch a').attr('href')).toBe('/es/');
        return;
      }
      const both = {
        en: TEST_SITE_URL + englishPath,
        es: TEST_SITE_URL + twinPath,
        'x-default': TEST_SITE_URL + englishPath,
      };
      // Step 1 of booking with nothing prefilled is indexable; every page here is its bare path.
      expect(alternates(english.$)).toEqual(both);
      const spanish = page(twinPath);
      expect(spanish.status).toBe(200);
      expect(spanish.$('html').attr('lang')).toBe('es');
      expect(spanish.$('link[rel="canonical"]').attr('href')).toBe(TEST_SITE_URL + twinPath);
      expect(spanish.$('meta[property="og:url"]').attr('content')).toBe(TEST_SITE_URL + twinPath);
      expect(spanish.$('meta[property="og:locale"]').attr('content')).toBe('es_US');
      expect(english.$('meta[property="og:locale"]').attr('content')).toBe('en_US');
      expect(alternates(spanish.$)).toEqual(both);
    },
  );

  it('keeps a visitor in Spanish: the header, menu, footer and Call/Book bar link only to Spanish pages', () => {
    for (const spanishPath of ['/es/', '/es/services/dryer-repair', '/es/blog']) {
      const { $ } = page(spanishPath);
      const layoutLinks = $('header a[href^="/"], footer a[href^="/"], nav.action-bar a[href^="/"]')
        .not('.language-switch a')
        .map((_, a) => $(a).attr('href'))
        .get();
      expect(layoutLinks.length).toBeGreaterThan(15);
      for (const href of layoutLinks) expect(href, `${spanishPath} links to ${href}`).toMatch(/^\/es\//);
      // The island's links too, which hydrate from its props.
      const menu = JSON.parse($('script[data-island-props="menu"]').text()) as { links: { href: string }[] };
      for (const link of menu.links) expect(link.href).toMatch(/^\/es\//);
    }
  });

  it('marks the current section in the Spanish navigation, and names it in Spanish', () => {
    const { $ } = page('/es/services/washer-repair');
    const current = $('nav#site-nav a[aria-current="page"]');
    expect(current.attr('href')).toBe('/es/services');
    expect(current.text()).toBe('Servicios');
    expect($('nav#site-nav').attr('aria-label')).toBe('Principal');
    expect($('.menu-toggle').text()).toBe('Menú');
    expect(page('/es/').$('nav#site-nav a[aria-current="page"]').attr('href')).toBe('/es/');
  });

  it('names a breadcrumb trail under /es/ in its structured data', () => {
    const { $ } = page('/es/services/washer-repair');
    const blocks = $('script[type="application/ld+json"]')
      .map((_, script) => JSON.parse($(script).text()) as { '@type': string; itemListElement?: { item: string }[] })
      .get();
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(trail?.itemListElement?.map((crumb) => crumb.item)).toEqual([
      `${TEST_SITE_URL}/es/`,
      `${TEST_SITE_URL}/es/services`,
      `${TEST_SITE_URL}/es/services/washer-repair`,
    ]);
  });
});

describe('the language switch (issue 41 item 2)', () => {
  it('leads from each page to the same page in the other language, named in that language', () => {
    const english = page('/services/washer-repair').$('.language-switch a');
    expect(english.attr('href')).toBe('/es/services/washer-repair');
    expect(english.text()).toBe('Español');
    expect(english.attr('lang')).toBe('es');
    expect(english.attr('hreflang')).toBe('es');
    const spanish = page('/es/services/washer-repair').$('.language-switch a');
    expect(spanish.attr('href')).toBe('/services/washer-repair');
    expect(spanish.text()).toBe('English');
    expect(spanish.attr('lang')).toBe('en');
    expect(page('/blog/washer-wont-drain').$('.language-switch a').attr('href')).toBe('/es/blog/lavadora-no-desagua');
    expect(page('/es/blog/lavadora-no-desagua').$('.language-switch a').attr('href')).toBe('/blog/washer-wont-drain');
  });

  it('keeps a booking step’s state that the address carries, both ways', async () => {
    const step = '?zip=20901&service=washer-repair';
    const english = load((await site.get(`/book${step}`)).text);
    expect(english('.language-switch a').attr('href')).toBe(`/es/book${step}`);
    const spanish = load((await site.get(`/es/book${step}`)).text);
    expect(spanish('html').attr('lang')).toBe('es');
    expect(spanish('.language-switch a').attr('href')).toBe(`/book${step}`);
    // Step 1 with a prefilled appliance, from the page cache: the appliance goes across too.
    const prefilled = load((await site.get('/es/book?service=dryer-repair')).text);
    expect(prefilled('.language-switch a').attr('href')).toBe('/book?service=dryer-repair');
  });

  it('needs no cookie, and Accept-Language never redirects: / answers the English page', async () => {
    const response = await site.get('/').set('Accept-Language', 'es-US,es;q=0.9');
    expect(response.status).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(load(response.text)('html').attr('lang')).toBe('en');
    const spanish = await site.get('/es/services');
    expect(spanish.headers['set-cookie']).toBeUndefined();
  });
});

describe('a path under /es/ that is no page', () => {
  it('answers the 404 in Spanish', () => {
    const missing = page(MISSING);
    expect(missing.status).toBe(404);
    expect(missing.$('html').attr('lang')).toBe('es');
    expect(missing.$('title').text()).toMatch(/^Página no encontrada/);
    expect(missing.$('meta[name="robots"]').attr('content')).toBe('noindex');
    expect(missing.$('.language-switch a').attr('href')).toBe('/');
  });

  it('answers an unknown Spanish service or article with the Spanish 404 too, and an English path in English', async () => {
    for (const spanishPath of ['/es/services/no-such-repair', '/es/blog/washer-wont-drain']) {
      const response = await site.get(spanishPath);
      expect(response.status, spanishPath).toBe(404);
      expect(load(response.text)('html').attr('lang'), spanishPath).toBe('es');
    }
    const english = await site.get('/no-such-page');
    expect(english.status).toBe(404);
    expect(load(english.text)('html').attr('lang')).toBe('en');
  });
});

describe('the page cache and the fast path (issue 41 item 7)', () => {
  it('answer the Spanish pages and the Spanish 404 from memory, each under its own key', async () => {
    const config = loadConfig({ NODE_ENV: 'production', SITE_URL: TEST_SITE_URL, LOG_LEVEL: 'silent' });
    const server = createServer({ config });
    const port = await listen(server);
    for (const [pagePath, status, lang] of [
      ['/services', 200, 'en'],
      ['/es/services', 200, 'es'],
      ['/es/nada-por-aqui', 404, 'es'],
      ['/nothing-here', 404, 'en'],
    ] as const) {
      // Express answers twice and arms the fast path; the third answer is the fast path's.
      for (let i = 0; i < 2; i++) await rawRequest(port, pagePath);
      const before = server.fastPathHits();
      const answer = await rawRequest(port, pagePath);
      expect(server.fastPathHits(), pagePath).toBe(before + 1);
      expect(answer.status, pagePath).toBe(status);
      expect(load(answer.body.toString())('html').attr('lang'), pagePath).toBe(lang);
    }
    // Another unknown Spanish path is the same rendered-once Spanish 404, straight from the fast path.
    const before = server.fastPathHits();
    const other = await rawRequest(port, '/es/otra-cosa');
    expect(server.fastPathHits()).toBe(before + 1);
    expect(load(other.body.toString())('html').attr('lang')).toBe('es');
  });
});

describe('the sitemap (issue 41 item 1)', () => {
  it('lists every Spanish page beside its English one, each with both as alternates', async () => {
    const response = await site.get('/sitemap.xml');
    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => ['url', 'xhtml:link'].includes(name),
    }).parse(response.text) as {
      urlset: { url: { loc: string; 'xhtml:link'?: { '@_hreflang': string; '@_href': string }[] }[] };
    };
    const byLoc = new Map(parsed.urlset.url.map((url) => [url.loc, url['xhtml:link'] ?? []]));
    for (const spanishPath of spanishPaths.filter((pagePath) => !page(pagePath).$('meta[name="robots"]').length)) {
      const links = byLoc.get(TEST_SITE_URL + spanishPath);
      expect(links, spanishPath).toBeDefined();
      const named = Object.fromEntries(links!.map((link) => [link['@_hreflang'], link['@_href']]));
      expect(named.es).toBe(TEST_SITE_URL + spanishPath);
      expect(byLoc.get(named.en!)?.map((link) => link['@_href'])).toContain(TEST_SITE_URL + spanishPath);
      expect(named['x-default']).toBe(named.en);
    }
    const untranslated = englishPaths.find((pagePath) => expectedTwin(pagePath) === undefined)!;
    expect(byLoc.get(TEST_SITE_URL + untranslated)).toEqual([]);
  });
});

describe('the Spanish blog', () => {
  it('lists exactly the translated articles, at their Spanish addresses', () => {
    const { $ } = page('/es/blog');
    const listed = new Set(
      $('main a[href*="/blog/"]')
        .map((_, a) => $(a).attr('href'))
        .get(),
    );
    const translated = new Set(blogPostsIn('es').map((post) => `/es/blog/${post.slug}`));
    expect(listed).toEqual(translated);
  });
});

describe('a Spanish contact message (issue 41 item 3)', () => {
  it('is stored as Spanish and answered at the Spanish page', async () => {
    const lead = {
      name: 'Ana Pérez',
      email: 'ana@example.com',
      phone: '(301) 555-0199',
      message: 'La secadora no calienta.',
    };
    const response = await site.post('/es/contact').type('form').send(lead);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/es/contact?sent=1');
    const english = await site
      .post('/contact')
      .type('form')
      .send({ ...lead, name: 'Ann Peters' });
    expect(english.headers.location).toBe('/contact?sent=1');
    const stored = await storedLeads(databaseUrl);
    expect(stored.map((row) => [row.name, row.language])).toEqual([
      ['Ana Pérez', 'es'],
      ['Ann Peters', 'en'],
    ]);
  });
});

// ——— No English on a Spanish page ———

const words = (text: string) => text.trim().split(/\s+/).length;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The English screen catalog's words that a Spanish page must not show: every message of three words or more that
 * its Spanish differs from, a function's words split where its values go.
 */
function englishCatalogStrings(): string[] {
  const found: string[] = [];
  const walk = (english: unknown, spanish: unknown) => {
    if (typeof english === 'string') {
      if (english !== spanish) found.push(english);
    } else if (typeof english === 'function') {
      const sample = (message: unknown) => {
        try {
          return String((message as (...values: string[]) => unknown)(...Array.from({ length: 4 }, () => '\u0000')));
        } catch {
          return '';
        }
      };
      const spanishWords = sample(spanish);
      for (const part of sample(english).split('\u0000')) if (!spanishWords.includes(part)) found.push(part);
    } else if (english && typeof english === 'object') {
      for (const [key, value] of Object.entries(english))
        walk(value, (spanish as Record<string, unknown> | undefined)?.[key]);
    }
  };
  walk(screenMessagesFor('en'), screenMessagesFor('es'));
  walk(pageMessagesFor('en'), pageMessagesFor('es'));
  return found;
}

/** The English content's sentences: the services' descriptions, the FAQ's questions, the cities' introductions. */
function englishContentSentences(): string[] {
  return [
    ...servicesIn('en').map((service) => service.description),
    ...faqIn('en').map((item) => item.question),
    ...[...cityProfilesIn('en').values()].flatMap((city) =>
      city.intro.flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+/)),
    ),
  ];
}

const englishStrings = [
  ...new Set([...englishCatalogStrings(), ...englishContentSentences()].map(squash).filter((s) => words(s) >= 3)),
];

/** What a reader sees of a page, scripts and styles aside, screen readers' words included. */
function visibleText(html: string): string {
  const $ = load(html);
  $('script, style, template').remove();
  return squash($('body').text());
}

const englishIn = (html: string) => {
  const text = visibleText(html);
  return englishStrings.filter((english) => text.includes(english));
};

describe('a Spanish page shows no English sentence of the catalog or the content (issue 41 "Tests")', () => {
  it('has English of both kinds to look for', () => {
    expect(englishStrings.length).toBeGreaterThan(100);
    expect(englishStrings).toContain(squash(faqIn('en')[0]!.question));
    expect(englishStrings).toContain(screenMessagesFor('en').layout.skipToContent);
  });

  it('fails on a page that carries one: an English catalog sentence, or a content sentence, put in a Spanish page', () => {
    const spanish = page('/es/book').html;
    expect(englishIn(spanish)).toEqual([]);
    const withCatalog = spanish.replace('</main>', `<p>${screenMessagesFor('en').booking.leadBefore}</p></main>`);
    expect(englishIn(withCatalog).length).toBeGreaterThan(0);
    const withContent = spanish.replace('</main>', `<p>${servicesIn('en')[0]!.description}</p></main>`);
    expect(englishIn(withContent)).toContain(squash(servicesIn('en')[0]!.description));
  });

  it.each([...spanishPaths, MISSING])('%s', (spanishPath) => {
    expect(englishIn(page(spanishPath).html)).toEqual([]);
  });
});
