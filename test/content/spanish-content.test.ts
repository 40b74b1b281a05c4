import { describe, expect, it } from 'vitest';
import { business, businessText, credentials } from '../../data/business';
import { intlLocale } from '../../data/locale';
import { cityProfiles } from '../../data/site/city-profiles';
import { counties } from '../../data/site/cities';
import { couponTerms, coupons } from '../../data/site/coupons';
import { faqItems } from '../../data/site/faq';
import {
  citiesIn,
  cityProfilesIn,
  couponsIn,
  couponTermsIn,
  faqIn,
  featuredServicesIn,
  servicesIn,
} from '../../data/site/localized';
import { featuredServices, services, type ServiceDetail } from '../../data/site/services';

/** One text a homeowner reads, in English and in Spanish, and where it is. */
interface Twin {
  where: string;
  en: string;
  es: string;
}

function detailTwins(where: string, en: ServiceDetail, es: ServiceDetail): Twin[] {
  return [
    ...(en.headline ? [{ where: `${where} headline`, en: en.headline, es: es.headline ?? '' }] : []),
    ...en.intro.map((text, index) => ({ where: `${where} intro ${index + 1}`, en: text, es: es.intro[index] ?? '' })),
    ...en.problems.flatMap((problem, index) => [
      { where: `${where} problem ${index + 1}`, en: problem.symptom, es: es.problems[index]?.symptom ?? '' },
      { where: `${where} cause ${index + 1}`, en: problem.cause, es: es.problems[index]?.cause ?? '' },
    ]),
    { where: `${where} brands`, en: en.brandsText, es: es.brandsText },
    ...en.visit.map((text, index) => ({ where: `${where} visit ${index + 1}`, en: text, es: es.visit[index] ?? '' })),
  ];
}

/** Every translated text of the site's content beside its English, found by slug, id or code. */
function twins(): Twin[] {
  const spanishServices = servicesIn('es');
  const spanishFaq = faqIn('es');
  const spanishCounties = citiesIn('es');
  const spanishProfiles = cityProfilesIn('es');
  const spanishCoupons = couponsIn('es');
  const spanishTerms = couponTermsIn('es');
  const spanishBusiness = businessText('es');
  const englishBusiness = businessText('en');
  const list = (where: string, en: readonly string[], es: readonly string[]): Twin[] =>
    en.map((text, index) => ({ where: `${where} ${index + 1}`, en: text, es: es[index] ?? '' }));
  return [
    ...services.flatMap((service) => {
      const spanish = spanishServices.find((candidate) => candidate.slug === service.slug);
      if (!spanish) return [{ where: service.slug, en: service.name, es: '' }];
      return [
        { where: `${service.slug} name`, en: service.name, es: spanish.name },
        { where: `${service.slug} description`, en: service.description, es: spanish.description },
        ...detailTwins(service.slug, service.detail, spanish.detail),
      ];
    }),
    ...faqItems.flatMap((item) => {
      const spanish = spanishFaq.find((candidate) => candidate.id === item.id);
      return [
        { where: `faq ${item.id} question`, en: item.question, es: spanish?.question ?? '' },
        { where: `faq ${item.id} answer`, en: item.answer, es: spanish?.answer ?? '' },
      ];
    }),
    ...counties.map((county, index) => ({
      where: `county ${county.name}`,
      en: county.name,
      es: spanishCounties[index]?.name ?? '',
    })),
    ...[...cityProfiles.values()].flatMap((profile) => {
      const spanish = spanishProfiles.get(profile.slug);
      return [
        { where: `${profile.slug} lead`, en: profile.lead, es: spanish?.lead ?? '' },
        ...list(`${profile.slug} intro`, profile.intro, spanish?.intro ?? []),
        { where: `${profile.slug} common`, en: profile.common, es: spanish?.common ?? '' },
        { where: `${profile.slug} county`, en: profile.county, es: spanish?.county ?? '' },
        { where: `${profile.slug} county label`, en: profile.countyLabel, es: spanish?.countyLabel ?? '' },
      ];
    }),
    ...coupons.flatMap((coupon) => {
      const spanish = spanishCoupons.find((candidate) => candidate.code === coupon.code);
      return [
        { where: `coupon ${coupon.code} title`, en: coupon.title, es: spanish?.title ?? '' },
        { where: `coupon ${coupon.code} description`, en: coupon.description, es: spanish?.description ?? '' },
      ];
    }),
    ...list('coupon terms', couponTerms, spanishTerms),
    { where: 'business kind', en: englishBusiness.kind, es: spanishBusiness.kind },
    { where: 'business tagline', en: englishBusiness.tagline, es: spanishBusiness.tagline },
    ...englishBusiness.hours.flatMap((slot, index) => [
      { where: `hours ${index + 1} label`, en: slot.label, es: spanishBusiness.hours[index]?.label ?? '' },
      { where: `hours ${index + 1} time`, en: slot.time, es: spanishBusiness.hours[index]?.time ?? '' },
    ]),
    { where: 'business reply', en: englishBusiness.replyWithin, es: spanishBusiness.replyWithin },
    { where: 'business service area', en: englishBusiness.serviceArea, es: spanishBusiness.serviceArea },
    ...list('areas served', englishBusiness.areasServed, spanishBusiness.areasServed),
    { where: 'owner role', en: englishBusiness.owner.role, es: spanishBusiness.owner.role },
    { where: 'owner bio', en: englishBusiness.owner.bio, es: spanishBusiness.owner.bio },
  ];
}

/** Proper names, which Spanish writes as English does. */
const SAME_IN_BOTH = new Set(['Washington DC', 'Washington, DC']);

const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).sort();

/** The numbers of `english` that `spanish` does not write as often, e.g. a "$25" coupon translated as "$20". */
function missingNumbers(english: string, spanish: string): string[] {
  const left = [...numbersIn(spanish)];
  return numbersIn(english).filter((number) => {
    const at = left.indexOf(number);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

const allSpanish = () => twins().map((twin) => twin.es);

describe('The Spanish content: every English item has its Spanish twin', () => {
  it('asks for English and gets the very objects the English modules export, unchanged', () => {
    expect(servicesIn('en')).toBe(services);
    expect(featuredServicesIn('en')).toBe(featuredServices);
    expect(faqIn('en')).toBe(faqItems);
    expect(citiesIn('en')).toBe(counties);
    expect(cityProfilesIn('en')).toBe(cityProfiles);
    expect(couponsIn('en')).toBe(coupons);
    expect(couponTermsIn('en')).toBe(couponTerms);
    const english = businessText('en');
    expect(english.tagline).toBe(business.tagline);
    expect(english.hours).toEqual(business.hours.map(({ label, time }) => ({ label, time })));
    expect(english.owner).toEqual({ role: credentials.owner.role, bio: credentials.owner.bio });
  });

  it('lists the 11 services under their English slugs, icons and neighbours, in the same order', () => {
    const spanish = servicesIn('es');
    expect(spanish.map((service) => service.slug)).toEqual(services.map((service) => service.slug));
    expect(spanish.map((service) => [service.icon, service.closest])).toEqual(
      services.map((service) => [service.icon, service.closest]),
    );
    expect(featuredServicesIn('es').map((service) => service.slug)).toEqual(
      featuredServices.map((service) => service.slug),
    );
  });

  it('gives each service page as many paragraphs, problems and visit steps, with the same prices and brands', () => {
    const spanish = servicesIn('es');
    for (const service of services) {
      const twin = spanish.find((candidate) => candidate.slug === service.slug)!.detail;
      expect({ slug: service.slug, headline: Boolean(twin.headline), intro: twin.intro.length }).toEqual({
        slug: service.slug,
        headline: Boolean(service.detail.headline),
        intro: service.detail.intro.length,
      });
      expect(twin.problems.map((problem) => problem.price)).toEqual(service.detail.problems.map((p) => p.price));
      expect(twin.visit).toHaveLength(service.detail.visit.length);
      expect(twin.brands).toEqual(service.detail.brands);
    }
  });

  it('answers the 10 FAQ questions under the same anchors', () => {
    expect(faqIn('es').map((item) => item.id)).toEqual(faqItems.map((item) => item.id));
  });

  it('groups the same places with the same zip codes by county, and has every city page', () => {
    expect(citiesIn('es').map((county) => county.cities)).toEqual(counties.map((county) => county.cities));
    const spanish = cityProfilesIn('es');
    expect([...spanish.keys()]).toEqual([...cityProfiles.keys()]);
    for (const profile of cityProfiles.values()) {
      const twin = spanish.get(profile.slug)!;
      expect([twin.name, twin.fullName, twin.zips, twin.neighbourhoods, twin.intro.length]).toEqual([
        profile.name,
        profile.fullName,
        profile.zips,
        profile.neighbourhoods,
        profile.intro.length,
      ]);
      expect(twin.neighbours.map((city) => city.slug)).toEqual(profile.neighbours.map((city) => city.slug));
      expect(twin.services.map((service) => service.slug)).toEqual(profile.services.map((service) => service.slug));
      expect(twin.services.map((service) => service.name)).toEqual(
        twin.services.map((service) => servicesIn('es').find((s) => s.slug === service.slug)!.name),
      );
    }
  });

  it('offers the 3 coupons under the same codes and colours, with the fine print line for line', () => {
    expect(couponsIn('es').map(({ code, colour }) => [code, colour])).toEqual(
      coupons.map(({ code, colour }) => [code, colour]),
    );
    expect(couponTermsIn('es')).toHaveLength(couponTerms.length);
  });

  it("says the business's opening hours as Intl writes them in es-US", () => {
    const time = (clock: string) => {
      const [hours, minutes] = clock.split(':').map(Number) as [number, number];
      return new Intl.DateTimeFormat(intlLocale.es, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2000, 0, 1, hours, minutes)),
      );
    };
    expect(businessText('es').hours.map((slot) => slot.time)).toEqual(
      business.hours.map((slot) => `${time(slot.opens)} – ${time(slot.closes)}`),
    );
    expect(businessText('es').areasServed).toHaveLength(business.areasServed.length);
  });
});

describe('The Spanish says the same thing', () => {
  it('writes every number of an English text in its Spanish twin: prices, percentages, years, counts, zip codes', () => {
    const unfaithful = twins()
      .map((twin) => ({ where: twin.where, missing: missingNumbers(twin.en, twin.es) }))
      .filter((twin) => twin.missing.length > 0);
    expect(unfaithful).toEqual([]);
  });

  it('keeps the claims: 90-day warranty, the service call fee, 18 or over, 1 to 2 hours, since 2010', () => {
    const answer = (id: string) => faqIn('es').find((item) => item.id === id)!.answer;
    expect(answer('warranty')).toContain(`garantía de ${business.warrantyDays} días`);
    expect(answer('service-call-fee')).toContain(`cargo por la visita de diagnóstico de $${business.serviceCallFee}`);
    expect(answer('adult-present')).toContain('18 años o más');
    expect(answer('duration')).toContain('de 1 a 2 horas');
    expect(answer('licensed')).toContain(`desde ${business.foundedYear}`);
    expect(answer('same-day')).toMatch(/a más tardar a las? \d{1,2}(:\d\d)? p\.\s?m\./);
  });

  it('leaves no text in English, except proper names', () => {
    const untranslated = twins()
      .filter((twin) => twin.es === twin.en && !SAME_IN_BOTH.has(twin.en))
      .map((twin) => twin.where);
    expect(untranslated).toEqual([]);
    expect(
      twins()
        .filter((twin) => twin.es.trim() === '')
        .map((twin) => twin.where),
    ).toEqual([]);
  });
});

describe("The Spanish uses the glossary's words and spells them right", () => {
  /** Each service's appliance in the glossary (docs/spanish-glossary.md). */
  const glossary: Record<string, string> = {
    'washer-repair': 'lavadora',
    'dryer-repair': 'secadora',
    'refrigerator-repair': 'refrigerador',
    'freezer-repair': 'congelador',
    'oven-repair': 'horno',
    'stove-repair': 'estufa',
    'cooktop-repair': 'parrilla de cocina',
    'dishwasher-repair': 'lavaplatos',
    'microwave-repair': 'microondas',
    'ice-maker-repair': 'máquina de hielo',
    'garbage-disposal-repair': 'triturador',
  };

  it("names each service's appliance as the glossary does, on its card and on its page", () => {
    for (const service of servicesIn('es')) {
      const word = glossary[service.slug]!;
      const page = [service.detail.headline ?? '', ...service.detail.intro].join(' ').toLowerCase();
      expect({ slug: service.slug, name: service.name.toLowerCase().includes(word.split(' ')[0]!) }).toEqual({
        slug: service.slug,
        name: true,
      });
      expect({ slug: service.slug, page: page.includes(word) }).toEqual({ slug: service.slug, page: true });
    }
  });

  it('never says an appliance, a technician or a warranty in English', () => {
    const english =
      /\b(?:washers?|dryers?|fridges?|refrigerators?|dishwashers?|ovens?|stoves?|freezers?|microwaves?|technicians?|warrant(?:y|ies)|appliances?|repairs?)\b/i;
    // The business's name is a proper name, said in English in every language.
    expect(allSpanish().filter((text) => english.test(text.replaceAll(business.name, '')))).toEqual([]);
  });

  it('says técnico, reparación, garantía and cargo por la visita de diagnóstico where the English says so', () => {
    const spanish = allSpanish().join(' ');
    for (const word of [
      'técnico',
      'reparación',
      'garantía',
      'cargo por la visita de diagnóstico',
      'piezas',
      'reseña',
    ]) {
      expect(spanish).toContain(word);
    }
  });

  it('writes common words with their accents', () => {
    const unaccented =
      /\b(?:tecnicos?|reparacion|garantia|electrodomesticos?|dias|despues|tambien|rapido|facil|maquinas?|camion|region|condicion|informacion|telefono|sotanos?|deposito|valvulas?)\b/gi;
    const misspelt = allSpanish().flatMap((text) => text.match(unaccented) ?? []);
    expect(misspelt).toEqual([]);
    const spanish = allSpanish().join(' ');
    for (const word of [
      'técnicos',
      'reparación',
      'electrodomésticos',
      'días',
      'después',
      'también',
      'máquina',
      'sótano',
    ]) {
      expect(spanish).toContain(word);
    }
  });

  it('speaks to the homeowner as usted, never as tú', () => {
    const informal =
      /(?<!\p{L})(?:tú|tienes|puedes|llámanos|reserva ahora|tu (?:casa|lavadora|refrigerador|cocina))(?!\p{L})/iu;
    expect(allSpanish().filter((text) => informal.test(text))).toEqual([]);
    expect(allSpanish().join(' ')).toContain('usted');
  });
});
