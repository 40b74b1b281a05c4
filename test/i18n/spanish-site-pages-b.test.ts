/**
 * The Spanish bodies of the cities, each city, the blog, each article, contact, reviews and the error pages
 * (issue 41 items 1, 5 and 6): each builder given `locale: 'es'` writes its title, description, heading and words
 * in Spanish, links under /es/, and shows none of its areas' English sentences; a Spanish contact form is refused
 * in Spanish and its lead is kept as 'es'.
 */
import { load, type CheerioAPI } from 'cheerio';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blogPostsIn, spanishOf } from '../../data/blog';
import type { Locale } from '../../data/locale';
import { messagesFor } from '../../data/messages';
import { pageMessagesFor } from '../../data/messages/pages';
import { contactPage } from '../../server/features/leads';
import { reviewsPage } from '../../server/features/reviews/reviews-page';
import { blogPage, postPage } from '../../server/features/site/blog';
import { citiesPage, cityPage } from '../../server/features/site/cities';
import { errorPage, notFoundPage } from '../../server/kernel/http/errors';
import type { Page, PageRequest } from '../../server/kernel/pages/page';
import { LocaleProvider } from '../../views/components/locale';
import { testApp, TEST_SITE_URL } from '../helpers/app';
import { storedLeads } from '../helpers/leads';

const AREAS = ['cities', 'blog', 'contact', 'reviews', 'errors'] as const;

const request = (query = '', locale?: Locale): PageRequest => ({
  params: {},
  query: new URLSearchParams(query),
  siteUrl: TEST_SITE_URL,
  ...(locale ? { locale } : {}),
});
const es = (query = '') => request(query, 'es');

/**
 * Parts of these bodies drawn by components the pages share with the home and service pages (issue 41's
 * `common` area: the call/book buttons, the rating link, the zip form, review cards) or by the route (the
 * breadcrumb's Home and section, named by the navigation): checked where they are translated, not here.
 */
const SHARED = '.cta-buttons, .rating-link, form.zip-lookup, .review, nav.breadcrumb li:not([aria-current])';

function rendered(page: Page | undefined): { page: Page; $: CheerioAPI; text: string; html: string } {
  if (!page) throw new Error('no page was built');
  const html = renderToString(createElement(LocaleProvider, { locale: page.locale ?? 'en', children: page.body }));
  const $ = load(html);
  $('script').remove();
  $(SHARED).remove();
  return { page, $, text: $.root().text().replace(/\s+/g, ' '), html };
}

/**
 * The English words of these pages (issue 41 item 5): every message of the five areas with three words or more
 * that the Spanish does not share, functions read for sample values and cut at them, so each fixed stretch of
 * English is looked for on its own.
 */
function englishSentences(): string[] {
  const english = pageMessagesFor('en');
  const spanish = pageMessagesFor('es');
  const out = new Set<string>();
  for (const area of AREAS) {
    for (const [key, message] of Object.entries(english[area])) {
      const words = (m: unknown) =>
        typeof m === 'function'
          ? (m as (...args: unknown[]) => string)(...Array.from({ length: m.length }, () => '\u0000'))
          : String(m);
      const theirs = words((spanish[area] as Record<string, unknown>)[key]);
      for (const piece of words(message).split('\u0000')) {
        const sentence = piece.trim().replace(/\s+/g, ' ');
        if (sentence.split(' ').length >= 3 && !theirs.includes(sentence)) out.add(sentence);
      }
    }
  }
  return [...out];
}
const ENGLISH = englishSentences();

/** Every internal link of a body: under /es/ when it is a page of the site (images and the phone are not). */
function pageLinks($: CheerioAPI): string[] {
  return $('a[href^="/"], form[action^="/"]')
    .map((_, element) => $(element).attr('href') ?? $(element).attr('action'))
    .get()
    .filter((href: string) => !href.startsWith('/images/'));
}

function expectSpanishBody(text: string, $: CheerioAPI) {
  expect(ENGLISH.filter((sentence) => text.includes(sentence))).toEqual([]);
  const links = pageLinks($);
  expect(links.length).toBeGreaterThan(0);
  expect(links.filter((href) => !href.startsWith('/es/'))).toEqual([]);
}

describe('the English sentences the Spanish pages are checked against', () => {
  it('are many, and are found on the English pages: the check can fail', () => {
    expect(ENGLISH.length).toBeGreaterThan(100);
    const { text } = rendered(citiesPage(request()));
    expect(ENGLISH.filter((sentence) => text.includes(sentence)).length).toBeGreaterThan(5);
  });
});

describe('the cities in Spanish', () => {
  it('/es/cities: Spanish head, heading and counties, links under /es/', () => {
    const { page, $, text } = rendered(citiesPage(es()));
    expect(page.locale).toBe('es');
    expect(page.head.title).toBe('Ciudades que atendemos en DC y Maryland | Capital Appliance Repair');
    expect(page.head.description).toContain('Vea todas las ciudades y revise su código postal.');
    expect(page.head.path).toBe('/cities');
    expect($('h1').text()).toBe('Reparación de electrodomésticos en DC y los suburbios de Maryland');
    expect(text).toContain('Nuestros técnicos cubren 27 comunidades');
    expect($('section.county h3').first().next().find('a').length).toBeGreaterThan(0);
    expect(text).toContain('Condado de Montgomery 8 zonas');
    expect($('a[href="/es/cities/silver-spring-md"]').text()).toContain('Servicio local');
    expectSpanishBody(text, $);
  });

  it('answers the zip lookup in Spanish: served, in the area, outside, not a zip', () => {
    const served = rendered(citiesPage(es('zip=20901')));
    expect(served.page.head.title).toBe('Código postal 20901: ciudades que atendemos | Capital Appliance Repair');
    expect(served.text).toContain('Sí, atendemos el 20901.');
    expect(served.$('a[href="/es/book?zip=20901"]').text()).toBe('Reservar una visita en el 20901');
    expect(served.$('a[href="/es/cities/silver-spring-md"]').length).toBeGreaterThan(0);
    expectSpanishBody(served.text, served.$);

    const outside = rendered(citiesPage(es('zip=10001')));
    expect(outside.text).toContain('Lo sentimos, el 10001 está fuera de nuestra área de servicio.');
    expect(outside.text).toContain('Lunes a sábado 8:00 a.m. – 8:00 p.m.');
    expectSpanishBody(outside.text, outside.$);

    const invalid = rendered(citiesPage(es('zip=abc')));
    expect(invalid.page.head.title).toContain('Revise su código postal');
    expect(invalid.text).toContain('“abc” no es un código postal que podamos buscar.');
    expectSpanishBody(invalid.text, invalid.$);
  });

  it('/es/cities/silver-spring-md: the Spanish profile, title and words, booking at /es/book', () => {
    const { page, $, text } = rendered(cityPage('silver-spring-md', es()));
    expect(page.head.title).toBe('Reparación de electrodomésticos en Silver Spring, MD');
    expect(page.head.description).toContain('Técnicos con licencia y asegurados, garantía de 90 días');
    expect($('h1').text()).toBe('Reparación de electrodomésticos en Silver Spring, MD');
    expect(text).toContain('Desde los edificios altos junto al Metro');
    expect(text).toContain('Vecindarios que visitamos');
    expect(text).toContain('Servicios de reparación de electrodomésticos en Silver Spring');
    expect($('dt').first().text()).toBe('Ciudad');
    expect($('a[href="/es/services"]').text()).toMatch(/^Ver los 11 servicios, también reparación de/);
    expect($('a[href="/es/cities"]').text()).toContain('Ver todas las zonas que atendemos');
    expect(page.head.breadcrumbs?.at(-1)).toEqual({
      name: 'Reparación de electrodomésticos en Silver Spring, MD',
      path: '/cities/silver-spring-md',
    });
    expect(ENGLISH.filter((sentence) => text.includes(sentence))).toEqual([]);
  });

  it('leaves the English pages as they were', () => {
    const { page, $ } = rendered(cityPage('silver-spring-md', request()));
    expect(page.locale).toBeUndefined();
    expect($('h1').text()).toBe('Appliance Repair in Silver Spring, MD');
    expect($('.more-link[href="/cities"]').text()).toBe('See every area we serve');
  });
});

describe('the blog in Spanish', () => {
  const spanishPosts = blogPostsIn('es');

  it('/es/blog lists only the Spanish articles, with Spanish categories and dates, linked under /es/blog', () => {
    const { page, $, text } = rendered(blogPage(es()));
    expect(page.head.title).toBe('Blog de reparación de electrodomésticos para hogares de DC');
    expect($('h1').text()).toBe('Consejos de reparación de nuestros técnicos');
    expect($('.blog-card')).toHaveLength(spanishPosts.length);
    expect(
      $('.blog-card__link')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(spanishPosts.map((post) => `/es/blog/${post.slug}`));
    expect(text).toContain('Reparación de lavadoras');
    // An ISO day as es-US writes it: "10 de octubre de 2025".
    expect($('time[datetime="2025-10-10"]').first().text()).toBe('10 de octubre de 2025');
    expect($('nav.category-filter').attr('aria-label')).toBe('Categorías del blog');
    expectSpanishBody(text, $);
  });

  it('filters by category in Spanish, and says so when there is no such category', () => {
    const washer = rendered(blogPage(es('category=washer-repair')));
    expect(washer.page.head.title).toContain('Artículos de reparación de lavadoras');
    expect(washer.$('#posts-title').text()).toMatch(/^Reparación de lavadoras: \d+ artículos?$/);
    expect(washer.$('a[aria-current="page"]').attr('href')).toBe('/es/blog?category=washer-repair#posts');
    const unknown = rendered(blogPage(es('category=nope')));
    expect(unknown.page.status).toBe(404);
    expect(unknown.text).toContain('No tenemos ninguna categoría llamada “nope”.');
  });

  it('/es/blog/<slug> is built from the Spanish post: byline, category, date, aside and related links in Spanish', () => {
    const post = spanishOf('washer-wont-drain')!;
    const { page, $, text } = rendered(postPage(post.slug, es()));
    expect(page.head.title).toContain('¿La lavadora no desagua?');
    expect(page.head.description).toBe(post.excerpt);
    expect(page.head.path).toBe(`/blog/${post.slug}`);
    expect(page.head.jsonLd?.[0]).toMatchObject({
      inLanguage: 'es-US',
      headline: post.title,
      articleSection: 'Reparación de lavadoras',
      author: { jobTitle: 'Técnico principal' },
    });
    expect($('h1').text()).toBe(post.title);
    expect($('.article-header__meta').text()).toContain('Por Marcus Bell, Técnico principal');
    expect($('.article-header__date').text()).toBe('10 de octubre de 2025');
    expect(text).toContain('¿Necesita la reparación hoy?');
    expect(text).toContain('Mencione el código FIRST25 y obtenga $25 de descuento en su primer servicio.');
    expect($('#related-title').text()).toBe('Artículos relacionados');
    const related = $('section[aria-labelledby="related-title"] .blog-card__link')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(related.length).toBeGreaterThan(0);
    for (const href of related) expect(spanishPosts.map((p) => `/es/blog/${p.slug}`)).toContain(href);
    expectSpanishBody(text, $);
  });

  it('leads an article’s own links to the Spanish pages', () => {
    const withLinks = spanishPosts.find((post) => post.content.includes('href="/'))!;
    const { $ } = rendered(postPage(withLinks.slug, es()));
    const inBody = $('.article-body a')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(inBody.length).toBeGreaterThan(0);
    expect(inBody.filter((href: string) => href.startsWith('/') && !href.startsWith('/es/'))).toEqual([]);
  });

  it('answers an English slug under /es/blog with the Spanish 404 for an article', () => {
    const { page, $, text } = rendered(postPage('washer-wont-drain', es()));
    expect(page.status).toBe(404);
    expect(page.head.title).toContain('Artículo no encontrado');
    expect($('h1').text()).toBe('Artículo no encontrado');
    expect($('a[href="/es/blog"]').text()).toBe('Volver al blog');
    expectSpanishBody(text, $);
  });
});

describe('contact in Spanish', () => {
  it('/es/contact: Spanish head, form labels, hours and map, the form posting to /es/contact', () => {
    const { page, $, text, html } = rendered(contactPage(es()));
    expect(page.head.title).toBe('Contáctenos: reserve una reparación de electrodomésticos');
    expect(page.head.description).toContain('le respondemos en menos de 1 hora');
    expect($('h1').text()).toBe('Reserve una reparación o haga una pregunta');
    expect($('form.contact-form').attr('action')).toBe('/es/contact#form-title');
    expect($('label[for="contact-name"]').text()).toContain('Nombre');
    expect($('label[for="contact-message"]').text()).toContain('¿Qué está pasando? (opcional)');
    expect($('#contact-service option[value="washer"]').text()).toBe('Lavadora');
    expect($('form.book-start__form').attr('action')).toBe('/es/book');
    expect($('#start-service option[value="washer-repair"]').text()).toBe('Lavadoras');
    expect(text).toContain('Lunes a sábado');
    expect(load($('.contact-map noscript').html() ?? '')('iframe').attr('title')).toBe(
      'Mapa del área metropolitana de Washington DC con un marcador en el centro de Washington DC',
    );
    // The island is handed its language, so it says the same once it wakes.
    expect(JSON.parse(load(html)('script[data-island-props="contact"]').html() ?? '{}')).toMatchObject({
      locale: 'es',
    });
    expectSpanishBody(text, $);
  });

  it('confirms a sent message and fills a message from a link in Spanish', () => {
    const sent = rendered(contactPage(es('sent=1')));
    expect(sent.page.head.title).toContain('Mensaje enviado');
    expect(sent.text).toContain('¡Mensaje enviado!');
    const filled = rendered(contactPage(es('zip=20901&coupon=FIRST25')));
    expect(filled.$('#contact-message').text()).toBe('Mi código postal es 20901. Quisiera usar el cupón FIRST25.');
  });

  describe('a post from the Spanish form', () => {
    let dir: string;
    let databaseUrl: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'car-contact-es-'));
      databaseUrl = `file:${path.join(dir, 'var', 'site.db')}`;
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));
    const visitor = () => supertest(testApp({ DATABASE_URL: databaseUrl }));
    const valid = { name: 'María López', email: 'maria@example.com', phone: '(301) 555-0188', service: 'washer' };

    it('missing a field, answers 400 in Spanish: the form again, and JSON for the island', async () => {
      const form = await visitor()
        .post('/es/contact')
        .type('form')
        .send({ ...valid, name: '' });
      expect(form.status).toBe(400);
      const $ = load(form.text);
      expect($('html').attr('lang')).toBe('es');
      expect($('#contact-name-error').text()).toBe('Escriba su nombre.');
      expect($('.error-summary').text()).toContain('Nombre');
      expect($('#contact-email').val()).toBe('maria@example.com');
      expect(form.text).not.toContain('Please enter your name.');

      const json = await visitor()
        .post('/es/contact')
        .send({ ...valid, phone: '12' });
      expect(json.status).toBe(400);
      expect(json.body).toEqual({
        error: messagesFor('es').contact.invalid,
        fieldErrors: { phone: 'Escriba un número de teléfono válido, como (202) 555-0123.' },
      });
      expect(await storedLeads(databaseUrl)).toEqual([]);
    });

    it('stores the lead as Spanish and sends the visitor to the Spanish confirmation', async () => {
      const response = await visitor().post('/es/contact').type('form').send(valid);
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe('/es/contact?sent=1');
      const [lead] = await storedLeads(databaseUrl);
      expect(lead).toMatchObject({ name: 'María López', language: 'es' });
    });

    it('leaves the English form answering in English', async () => {
      const response = await visitor()
        .post('/contact')
        .send({ ...valid, name: '' });
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toEqual({ name: 'Please enter your name.' });
    });
  });
});

describe('reviews in Spanish', () => {
  it('/es/reviews: Spanish head, rating, headings and links', () => {
    const { page, $, text } = rendered(reviewsPage(es()));
    expect(page.head.title).toBe('Reseñas de clientes | Capital Appliance Repair');
    expect(page.head.description).toMatch(/^Calificación de 4\.9 de 5 en \d+ reseñas/);
    expect($('h1').text()).toBe('Lo que dicen nuestros clientes');
    expect($('.rating-summary__text').text()).toMatch(/^4\.9 de 5 en \d+ reseñas$/);
    expect(text).toContain('En palabras de nuestros clientes');
    expect(text).toContain('Únase a miles de clientes satisfechos');
    expect(ENGLISH.filter((sentence) => text.includes(sentence))).toEqual([]);
  });
});

describe('the error pages in Spanish', () => {
  it('the 404: Spanish words, ways back under /es/', () => {
    const { page, $, text } = rendered(notFoundPage('es'));
    expect(page.status).toBe(404);
    expect(page.locale).toBe('es');
    expect(page.head.title).toBe('Página no encontrada | Capital Appliance Repair');
    expect($('h1').text()).toBe('Página no encontrada');
    expect($('a[href="/es/services"]').text()).toBe('Ver los electrodomésticos que reparamos');
    expectSpanishBody(text, $);
  });

  it('every other error status and reason in Spanish', () => {
    for (const [status, reason] of [
      [400],
      [403],
      [403, 'cross-site'],
      [405],
      [413],
      [429],
      [500],
      [503, 'database-away'],
    ] as const) {
      const { page, $, text } = rendered(errorPage(status, reason, 'es'));
      expect(page.status).toBe(status);
      expect($('.eyebrow').text()).toBe(`Código de error ${status}`);
      expect($('a[href="/es/"]').text()).toBe('Volver al inicio');
      expect(text).toContain('Siempre puede comunicarse con Capital Appliance Repair por teléfono al');
      expect(ENGLISH.filter((sentence) => text.includes(sentence))).toEqual([]);
    }
    expect(rendered(errorPage(500)).$('h1').text()).toBe('Something Went Wrong');
  });
});
