/**
 * The Spanish bodies of the home, services, service, about, coupons and FAQ pages (issue 41 items 1, 5 and 6): each
 * builder given `locale: 'es'` writes its title, description, headings and sentences in Spanish from the catalogs
 * and the translated content, keeps the English page's numbers, links under /es/, and shows no English sentence of
 * its catalog areas.
 */
import { load, type CheerioAPI } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { messagesFor } from '../../data/messages';
import { couponsIn, faqIn, servicesIn } from '../../data/site/localized';
import { coupons as englishCoupons } from '../../data/site/coupons';
import { faqItems as englishFaq } from '../../data/site/faq';
import { services as englishServices } from '../../data/site/services';
import type { VerifiedReview } from '../../data/site/verified-reviews';
import { aboutPage, couponsPage, faqPage, homePage, servicePage, servicesPage } from '../../server/features/site';
import type { PublicContent } from '../../server/kernel/pages/content';
import { MAX_TITLE_LENGTH, titleLength, type Page, type PageRequest } from '../../server/kernel/pages/page';
import { renderDocument } from '../../server/kernel/pages/render';
import NextAvailable from '../../client/islands/next-available';
import { nextAvailableText } from '../../views/components/window-words';

const siteUrl = 'https://www.capitalappliancerepair.test';

const verified: VerifiedReview = {
  id: 'r1',
  author: 'Maria G.',
  city: 'Silver Spring',
  service: 'washer-repair',
  appliance: 'Washer',
  visited: '2026-03',
  rating: 5,
  text: 'Muy puntual.',
  written: '2026-03-14',
};

const content: PublicContent = {
  reviews: {
    count: 1,
    answers: { count: 1, average: 5 },
    newest: [verified],
    byService: { 'washer-repair': [verified] },
    byCity: {},
  },
  team: [{ firstName: 'Luis', bio: '' }],
};

function request(locale?: 'es', params: Record<string, string> = {}): PageRequest {
  return { params, query: new URLSearchParams(), siteUrl, content, ...(locale ? { locale } : {}) };
}

interface Rendered {
  page: Page;
  $: CheerioAPI;
  /** What a reader sees of the body: <main>'s text, spaces collapsed. */
  text: string;
}

function render(page: Page | undefined): Rendered {
  if (!page) throw new Error('no page');
  const html = renderDocument(page, { siteUrl, assets: { js: '/a.js', css: '/a.css' }, year: 2026 });
  const $ = load(html);
  const main = $('main').clone();
  main.find('script, style').remove();
  return { page, $, text: main.text().replace(/\s+/g, ' ') };
}

const builders: Record<string, (locale?: 'es') => Page | undefined> = {
  '/': (locale) => homePage(request(locale)),
  '/services': (locale) => servicesPage(request(locale)),
  '/services/washer-repair': (locale) => servicePage('washer-repair', request(locale, { slug: 'washer-repair' })),
  '/services/microwave-repair': (locale) =>
    servicePage('microwave-repair', request(locale, { slug: 'microwave-repair' })),
  '/about': (locale) => aboutPage(request(locale)),
  '/coupons': (locale) => couponsPage(request(locale)),
  '/faq': (locale) => faqPage(request(locale)),
};

/** Every string of the given English areas, a function's words split at its values, of three words or more. */
function englishSentences(): string[] {
  const english = messagesFor('en');
  const spanish = messagesFor('es');
  const out: string[] = [];
  for (const area of ['common', 'home', 'services', 'about', 'coupons', 'faq', 'nextAvailable'] as const) {
    for (const [key, message] of Object.entries(english[area])) {
      const words =
        typeof message === 'function'
          ? (message as (...args: unknown[]) => string)(...Array.from({ length: message.length }, () => '\u0000'))
          : String(message);
      const other = (spanish[area] as Record<string, unknown>)[key];
      for (const piece of words.split('\u0000').map((part) => part.trim())) {
        if (piece.split(/\s+/).length >= 3 && piece !== other) out.push(piece);
      }
    }
  }
  return out;
}

describe('the Spanish site pages (issue 41 item 1)', () => {
  const sentences = englishSentences();

  it('finds the English sentences it looks for (the check below can fail)', () => {
    expect(sentences).toContain('Appliance Repair in Washington DC, Done Right the First Time');
    expect(sentences.length).toBeGreaterThan(100);
    // An English page holds them: the same check on it finds them.
    const { text } = render(builders['/']!());
    expect(sentences.filter((sentence) => text.includes(sentence)).length).toBeGreaterThan(10);
  });

  for (const path of Object.keys(builders)) {
    it(`${path} in Spanish shows none of the English sentences of its words`, () => {
      const { text, page } = render(builders[path]!('es'));
      expect(page.locale).toBe('es');
      expect(sentences.filter((sentence) => text.includes(sentence))).toEqual([]);
    });

    it(`${path} in Spanish has its own title within ${MAX_TITLE_LENGTH} characters and description, its English path`, () => {
      const english = builders[path]!()!;
      const spanish = builders[path]!('es')!;
      expect(spanish.head.title).not.toBe(english.head.title);
      expect(titleLength(spanish.head.title)).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
      expect(spanish.head.description).not.toBe(english.head.description);
      expect(spanish.head.path).toBe(english.head.path);
    });

    it(`${path} in Spanish links to Spanish pages and to /es/book`, () => {
      const { $ } = render(builders[path]!('es'));
      const hrefs = $('main a[href^="/"], main form[action^="/"]')
        .map((_, element) => $(element).attr('href') ?? $(element).attr('action'))
        .get();
      expect(hrefs.length).toBeGreaterThan(0);
      // Every internal link of the body stays in Spanish (the phone and outside links are not paths).
      expect(hrefs.filter((href) => !href.startsWith('/es/'))).toEqual([]);
    });
  }

  it('the home page: Spanish h1, badges, book card and its windows link, the same numbers', () => {
    const { $, text } = render(builders['/']!('es'));
    expect($('h1').text()).toBe('Reparación de electrodomésticos en Washington DC, bien hecha desde la primera vez');
    expect(text).toContain('Servicio el mismo día');
    expect(text).toContain(`Garantía de ${business.warrantyDays} días`);
    expect(text).toContain(`Calificación de ${business.rating.value} de 5 según ${business.rating.count} propietarios`);
    expect(text).toContain('El diagnóstico se descuenta de la reparación');
    // The same fee as the English page, the same-day cutoff in Spanish hours and days.
    expect($('.book-card__fee').text()).toMatch(/^Visita de diagnóstico: \$89, que se descuenta de la reparación\./);
    expect($('.book-card__fee').text()).toMatch(/antes de las 4 p\.\s?m\. \(1 p\.\s?m\. los domingos\)\./);
    expect($('.book-card__form').attr('action')).toBe('/es/book');
    expect($('#book-service option').eq(1).text()).toBe('Lavadora');
    expect($('.next-available__link').attr('href')).toBe('/es/book');
    expect($('.next-available__label').text()).toBe('Reservar en línea');
    // The six featured services in Spanish, their cards linking to the Spanish pages.
    expect($('.service-card .card__title').first().text()).toBe('Reparación de lavadoras');
    expect($('.service-card a').first().attr('href')).toBe('/es/services/washer-repair');
    expect($('.zip-lookup').attr('action')).toBe('/es/cities#zip-check');
    expect($('.zip-lookup label').text()).toBe('Su código postal');
    expect($('.rating-link').text()).toContain(`${business.rating.value} de ${business.rating.best}`);
    expect($('.stars').first().attr('aria-label')).toMatch(/^Calificación de/);
    expect(text).toContain('¿Una emergencia con un electrodoméstico?');
  });

  it('the home page: reviews dated in Spanish, the testimonials marked as English, the verified card in Spanish', () => {
    const { $ } = render(builders['/']!('es'));
    expect($('.review:not(.review--verified) blockquote').first().attr('lang')).toBe('en');
    expect($('.review:not(.review--verified) .review__date').first().text()).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    const card = $('.review--verified').first();
    expect(card.find('.review__verified').text()).toBe('Cliente verificado');
    expect(card.find('.review__place').text()).toBe('Silver Spring · Reparación de lavadora');
    expect(card.find('.review__date').text()).toBe('Visita en marzo de 2026');
    // English stays as it was.
    const english = render(builders['/']!()).$('.review--verified').first();
    expect(english.find('.review__place').text()).toBe('Silver Spring · Washer repair');
    expect(english.find('.review__date').text()).toBe('Visited March 2026');
    expect(render(builders['/']!()).$('.review blockquote').first().attr('lang')).toBeUndefined();
  });

  it('the home page describes the business and its booking in Spanish in its structured data', () => {
    const { page } = render(builders['/']!('es'));
    const blocks = page.head.jsonLd as unknown as Record<string, unknown>[];
    expect(blocks.find((block) => block['@type'] === 'WebSite')?.inLanguage).toBe('es-US');
    const shop = blocks.find((block) => block['@type'] === 'HomeAndConstructionBusiness')!;
    expect(shop.description).toMatch(/^Expertos locales/);
    expect(JSON.stringify(shop.potentialAction)).toContain(`${siteUrl}/es/book`);
  });

  it('the services page lists the 11 services in Spanish', () => {
    const { $, page } = render(builders['/services']!('es'));
    expect($('h1').text()).toBe('Servicios de reparación de electrodomésticos');
    // Too long to carry the brand within the limit, so pageTitle leaves it off.
    expect(page.head.title).toBe('Servicios de reparación de electrodomésticos');
    expect(
      $('.service-card .card__title')
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(servicesIn('es').map((service) => service.name));
    expect($('#all-services-title').text()).toBe(`Los ${englishServices.length} servicios`);
    expect($('main').text()).toContain(`garantía de ${business.warrantyDays} días en piezas y mano de obra`);
  });

  it('a service page: Spanish headline, problems with the English prices, breadcrumb under /es/', () => {
    const { $, page, text } = render(builders['/services/washer-repair']!('es'));
    const spanish = servicesIn('es').find((service) => service.slug === 'washer-repair')!;
    const english = englishServices.find((service) => service.slug === 'washer-repair')!;
    expect($('h1').text()).toBe(spanish.detail.headline);
    expect(page.head.title).toBe('Reparación de lavadoras en Washington DC y Maryland');
    expect($('.problem__symptom').first().text()).toBe(spanish.detail.problems[0]!.symptom);
    // The same numbers as the English page: each problem's price range.
    expect(
      $('.problem__price strong')
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(english.detail.problems.map(({ price }) => `$${price.from}–$${price.to}`));
    expect($('.problem__price').first().text()).toMatch(/^Normalmente \$/);
    expect($('#problems-title').text()).toBe('8 problemas comunes de lavadoras');
    expect($('#brands-title').text()).toBe('Marcas de lavadoras que reparamos');
    expect($('#service-cta-title').text()).toBe('¿Su lavadora está fallando?');
    expect(text).toContain('Respondemos a cada solicitud en menos de 1 hora.');
    expect($('.next-available__link').attr('href')).toBe('/es/book?service=washer-repair');
    expect($('.next-available__label').text()).toBe('Reserve en línea una visita para reparar su lavadora');
    expect($('nav.breadcrumb').attr('aria-label')).toBe('Ruta de navegación');
    expect(
      $('nav.breadcrumb a')
        .map((_, el) => $(el).attr('href'))
        .get(),
    ).toEqual(['/es/', '/es/services']);
    expect(page.head.breadcrumbs?.map((crumb) => crumb.name)).toEqual(['Inicio', 'Servicios', spanish.detail.headline]);
    const service = (page.head.jsonLd as unknown as Record<string, unknown>[])[0]!;
    expect(service.name).toBe('Reparación de lavadoras');
    expect(service.url).toBe(`${siteUrl}/es/services/washer-repair`);
  });

  it('a service page without a headline keeps its Spanish name as the title', () => {
    const { $, page } = render(builders['/services/microwave-repair']!('es'));
    expect($('h1').text()).toBe('Reparación de microondas');
    expect(page.head.title).toBe('Reparación de microondas | Capital Appliance Repair');
    expect($('.service-hero .eyebrow').text()).toBe('Reparación de electrodomésticos en DC y Maryland');
    expect(page.head.description).toContain('visita de diagnóstico de $89');
  });

  it('the about page: Spanish story, owner, numbers, the team and the authors of Spanish articles', () => {
    const { $, text } = render(builders['/about']!('es'));
    expect($('h1').text()).toBe('Una empresa de reparación de DC que hace bien el trabajo');
    expect(text).toContain(`${business.customers} clientes después`);
    expect(text).toContain('Dueño y fundador, Capital Appliance Repair');
    expect($('.stats dt').first().text()).toBe('Años en el negocio');
    expect($('.stats dd').last().text()).toBe(`${business.warrantyDays} días`);
    expect($('.team-card .author-card__role').text()).toBe('Técnico');
    const authorLinks = $('.author-card a')
      .map((_, el) => $(el).attr('href'))
      .get();
    expect(authorLinks.length).toBeGreaterThan(0);
    for (const href of authorLinks) expect(href).toMatch(/^\/es\/blog\//);
    expect($('.author-card .author-card__role').first().text()).toMatch(/^Técnico principal|^Técnico sénior|^Gerente/);
  });

  it('the coupons page: the Spanish coupons and terms, the same codes and amounts, booking with the code in Spanish', () => {
    const { $, page } = render(builders['/coupons']!('es'));
    expect($('h1').text()).toBe('Ahorre en la reparación de su electrodoméstico');
    expect(
      $('.coupon__code')
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(englishCoupons.map((coupon) => coupon.code));
    expect(
      $('.coupon__title')
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(couponsIn('es').map((coupon) => coupon.title));
    expect($('.coupon__title').first().text()).toContain('$25');
    expect($('.coupon__book').first().attr('href')).toBe('/es/book?coupon=FIRST25');
    expect($('.coupon__book').first().text()).toBe('Reservar con este código');
    expect($('.coupon__hint').first().text()).toBe('Reserve en línea con este código, o díganoslo cuando llame.');
    expect($('#terms-title').text()).toBe('Condiciones');
    expect(page.head.description).toContain('FIRST25, SENIOR15, MAJOR50');
    // The island wakes in the page's language.
    const props = JSON.parse($('script[data-island-props="coupons"]').text()) as { locale?: string };
    expect(props.locale).toBe('es');
    expect(
      JSON.parse(render(builders['/coupons']!()).$('script[data-island-props="coupons"]').text()),
    ).not.toHaveProperty('locale');
  });

  it('the FAQ page: the Spanish questions, marked up as Spanish', () => {
    const { $, page } = render(builders['/faq']!('es'));
    expect($('h1').text()).toBe('Preguntas frecuentes');
    expect(
      $('.faq__question')
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(faqIn('es').map((item) => item.question));
    expect($('.faq__item').length).toBe(englishFaq.length);
    const questions = (page.head.jsonLd as unknown as Record<string, unknown>[])[0]!;
    expect(questions.inLanguage).toBe('es-US');
    expect(questions.url).toBe(`${siteUrl}/es/faq`);
    expect(JSON.stringify(questions)).toContain(faqIn('es')[0]!.question);
  });

  it('English pages are built as before: no language set, English words', () => {
    for (const build of Object.values(builders)) expect(build()!.locale).toBeUndefined();
    expect(render(builders['/']!()).$('h1').text()).toBe(
      'Appliance Repair in Washington DC, Done Right the First Time',
    );
  });
});

describe('next available in Spanish (issue 41 item 1)', () => {
  const window = { start: '2026-11-24T14:00:00-05:00', end: '2026-11-24T16:00:00-05:00' };

  it('names the day and hours through Intl in es-US', () => {
    expect(nextAvailableText(window, '2026-11-24', 'es')).toMatch(/^hoy 2/);
    expect(nextAvailableText(window, '2026-11-23', 'es')).toMatch(/^mañana 2/);
    expect(nextAvailableText(window, '2026-11-20', 'es')).toMatch(/^martes 2/);
    expect(nextAvailableText(window, '2026-11-24', 'es')).toMatch(/p\.\s?m\.$/);
    expect(nextAvailableText(window, '2026-11-24')).toBe('today 2–4 pm');
  });

  it('renders its plain link with the Spanish label before it knows a window', () => {
    const html = renderToString(
      createElement(NextAvailable, { href: '/es/book', label: 'Reservar en línea', locale: 'es' }),
    );
    expect(html).toContain('href="/es/book"');
    expect(html).toContain('Reservar en línea');
  });
});
