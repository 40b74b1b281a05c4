/**
 * The site's content in the page's language (issue 41, decision 0054): one accessor per collection. English is
 * returned unchanged, the very objects the English modules export, so a page given 'en' renders as it always has.
 * The Spanish lives beside the English in `es/` and shares its slugs, ids, codes, prices and zip codes.
 */
import type { Locale } from '../locale';
import { cityProfiles as englishCityProfiles, type CityProfile } from './city-profiles';
import { counties as englishCounties, type County } from './cities';
import { couponTerms as englishCouponTerms, coupons as englishCoupons, type Coupon } from './coupons';
import { faqItems as englishFaq, type FaqItem } from './faq';
import { featuredServices as englishFeatured, services as englishServices, type Service } from './services';
import { cityProfiles as spanishCityProfiles } from './es/city-profiles';
import { counties as spanishCounties } from './es/cities';
import { couponTerms as spanishCouponTerms, coupons as spanishCoupons } from './es/coupons';
import { faqItems as spanishFaq } from './es/faq';
import { featuredServices as spanishFeatured, services as spanishServices } from './es/services';

export { businessText, type BusinessText } from '../business';

const pick = <T>(locale: Locale, english: T, spanish: T): T => (locale === 'es' ? spanish : english);

/** The 11 services, each with its detail page's words. */
export const servicesIn = (locale: Locale): Service[] => pick(locale, englishServices, spanishServices);

export const findServiceIn = (locale: Locale, slug: string): Service | undefined =>
  servicesIn(locale).find((service) => service.slug === slug);

/** The home page's six. */
export const featuredServicesIn = (locale: Locale): Service[] => pick(locale, englishFeatured, spanishFeatured);

export const faqIn = (locale: Locale): FaqItem[] => pick(locale, englishFaq, spanishFaq);

/** The service area by county; the places in it are proper names, the same in both languages. */
export const citiesIn = (locale: Locale): County[] => pick(locale, englishCounties, spanishCounties);

/** Every city page, keyed by its slug. */
export const cityProfilesIn = (locale: Locale): Map<string, CityProfile> =>
  pick(locale, englishCityProfiles, spanishCityProfiles);

export const findCityProfileIn = (locale: Locale, slug: string): CityProfile | undefined =>
  cityProfilesIn(locale).get(slug);

export const couponsIn = (locale: Locale): Coupon[] => pick(locale, englishCoupons, spanishCoupons);

export const couponTermsIn = (locale: Locale): string[] => pick(locale, englishCouponTerms, spanishCouponTerms);
