/**
 * The Spanish register (issue 41 item 6, second review pass of 29 Nov 2026): every Spanish catalog message, every
 * Spanish content value and every Spanish article speaks to the homeowner as usted, in the Latin American words the
 * DC area uses (docs/spanish-glossary.md), and the fixed claims say the same numbers as the English.
 *
 * Words are matched whole: a text is split into its runs of letters (`\p{L}+`, one linear pass) and each word is
 * looked up in a small listed vocabulary, so "tu" is caught but "tuberías" is not. The last case plants a tú form
 * and a Spain-only word in a sample sentence and proves the matcher finds them; putting, say, `tienes` into any
 * Spanish message makes "speaks as usted" fail with that message's key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { business, businessText, serviceCallFeeLabel } from '../../data/business';
import { messagesFor } from '../../data/messages';
import {
  citiesIn,
  cityProfilesIn,
  couponsIn,
  couponTermsIn,
  faqIn,
  featuredServicesIn,
  servicesIn,
} from '../../data/site/localized';
import type { Locale } from '../../data/locale';

const postsFolder = path.resolve(import.meta.dirname, '../../data/blog/posts');

/** Tú and vosotros forms: the customer is always usted. */
const familiar = [
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'tienes',
  'puedes',
  'quieres',
  'necesitas',
  'eres',
  'estás',
  'llámanos',
  'escríbenos',
  'avísanos',
  'cuéntanos',
  'vosotros',
  'vosotras',
  'os',
  'vuestro',
  'vuestra',
  'vuestros',
  'vuestras',
  'tenéis',
  'podéis',
];

/** Spain-only words, with what the site says instead (the glossary). */
const spainOnly = [
  'frigorífico', // refrigerador
  'nevera', // refrigerador
  'lavavajillas', // lavaplatos
  'ordenador', // computadora
  'móvil', // celular, teléfono
  'coger', // agarrar, tomar
  'coja',
  'fontanero', // plomero
  'encimera', // cubierta
  'vitrocerámica', // estufa empotrada
  'aparcar', // estacionar
];

const flagged = new Set([...familiar, ...spainOnly]);

/** The listed words a text uses, each once. */
function flaggedWords(text: string): string[] {
  const words = text.toLocaleLowerCase('es').match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((word) => flagged.has(word)))];
}

/** A function message's words for sample arguments with no digits in them. */
function sampleWords(message: (...args: unknown[]) => unknown): string {
  return String(message(...Array.from({ length: message.length }, (_, i) => `«${String.fromCharCode(97 + i)}»`)));
}

/** Every string under `value` by its path; catalog functions are called with sample arguments. */
function strings(value: unknown, at: string, out: Map<string, string> = new Map()): Map<string, string> {
  if (typeof value === 'function') out.set(at, sampleWords(value as (...args: unknown[]) => unknown));
  else if (typeof value === 'string') out.set(at, value);
  else if (value instanceof Map) for (const [key, entry] of value) strings(entry, `${at}.${String(key)}`, out);
  else if (value && typeof value === 'object')
    for (const [key, entry] of Object.entries(value)) {
      // The customers' own testimonials stay in their English words (docs/translations.md).
      if (key !== 'nearestReviews') strings(entry, `${at}.${key}`, out);
    }
  return out;
}

/** The catalogs and the content of one language, by path. */
function everything(locale: Locale): Map<string, string> {
  const out = strings(messagesFor(locale), 'messages');
  const content = {
    services: servicesIn(locale),
    featured: featuredServicesIn(locale),
    faq: faqIn(locale),
    cities: citiesIn(locale),
    cityProfiles: cityProfilesIn(locale),
    coupons: couponsIn(locale),
    couponTerms: couponTermsIn(locale),
    business: businessText(locale),
  };
  return strings(content, 'content', out);
}

/** Each Spanish article with the English one it translates. */
function articles(): { slug: string; spanish: string; english: string }[] {
  return readdirSync(path.join(postsFolder, 'es'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const spanish = readFileSync(path.join(postsFolder, 'es', name), 'utf8');
      const twin = /^translationOf: *(\S+)$/m.exec(spanish)?.[1] ?? '';
      return { slug: name, spanish, english: readFileSync(path.join(postsFolder, `${twin}.md`), 'utf8') };
    });
}

/** The numbers a text states, in order: "10,000+" is 10000, "4.9" stays 4.9, "(202) 555-0147" is three. */
const numbers = (text: string): string[] => (text.match(/\d[\d,.]*/g) ?? []).map((n) => n.replace(/[,.]$|,/g, ''));

describe('the Spanish register', () => {
  const spanish = everything('es');

  it('speaks as usted, in Latin American words, in every catalog message and content value', () => {
    const found = [...spanish].flatMap(([key, text]) => flaggedWords(text).map((word) => `${key}: ${word}`));
    expect(found).toEqual([]);
  });

  it('speaks as usted, in Latin American words, in every Spanish article', () => {
    const found = articles().flatMap(({ slug, spanish }) => flaggedWords(spanish).map((word) => `${slug}: ${word}`));
    expect(found).toEqual([]);
  });

  it('catches a planted tú form and a Spain-only word, whole words only', () => {
    expect(flaggedWords('¿Tienes tu frigorífico listo? Llámanos.')).toEqual([
      'tienes',
      'tu',
      'frigorífico',
      'llámanos',
    ]);
    expect(flaggedWords('Revise las tuberías y su refrigerador; vale la pena. Usted tiene nuestra garantía.')).toEqual(
      [],
    );
  });
});

describe('the fixed claims in Spanish', () => {
  const english = everything('en');
  const spanish = everything('es');

  it('state the same numbers as the English in every message and content value', () => {
    const differ = [...english]
      .filter(
        ([key, text]) =>
          numbers(text).sort().join(' ') !==
          numbers(spanish.get(key) ?? '')
            .sort()
            .join(' '),
      )
      .map(([key]) => key);
    expect(differ).toEqual([]);
  });

  it('state the same numbers as the English in every translated article', () => {
    const body = (text: string) => text.replace(/^---[\s\S]*?\n---\n/, '');
    const differ = articles()
      .filter(
        ({ spanish, english }) => numbers(body(english)).sort().join(' ') !== numbers(body(spanish)).sort().join(' '),
      )
      .map(({ slug }) => slug);
    expect(differ).toEqual([]);
  });

  it('keep every number of the business’s facts where the English states them', () => {
    const { rating, warrantyDays, foundedYear, customers } = business;
    const claims = (locale: Locale) => {
      const { home, about, common, blog } = messagesFor(locale);
      const text = businessText(locale);
      return [
        home.ratedText(rating.value, rating.count),
        home.warrantyText(warrantyDays),
        home.diagnosisText(serviceCallFeeLabel),
        home.customersSince(customers, foundedYear),
        about.description(business.name, foundedYear, customers, warrantyDays),
        about.storyToday(customers, rating.value, rating.count),
        about.warrantyText(warrantyDays),
        common.statWarranty(warrantyDays),
        blog.asideText(serviceCallFeeLabel, warrantyDays),
        text.replyWithin,
        text.owner.bio,
        ...text.hours.map((hours) => hours.time),
        ...faqIn(locale).map((item) => item.answer),
        ...couponsIn(locale).map((coupon) => `${coupon.title} ${coupon.description}`),
      ];
    };
    const englishClaims = claims('en');
    const spanishClaims = claims('es');
    const missing = englishClaims.flatMap((claim, i) =>
      numbers(claim)
        .filter((n) => !numbers(spanishClaims[i] ?? '').includes(n))
        .map((n) => `${n} in “${claim.slice(0, 60)}…”`),
    );
    expect(missing).toEqual([]);
    // The facts themselves, as the Spanish says them.
    const all = spanishClaims.join(' ');
    for (const fact of ['4.9', '487', '90', '2010', '$89', '10,000+', '1 hora', '8:00 a.m. – 8:00 p.m.'])
      expect(all).toContain(fact);
  });
});
