import { localePath, type Locale } from '../locale';
import { servicesIn } from './localized';

export interface NavLink {
  href: string;
  label: string;
}

/** A link named in both languages; its path is the English one, put under /es/ for Spanish (localePath). */
interface NamedLink {
  href: string;
  en: string;
  es: string;
}

/** Header navigation, in its fixed order: Home, Services, Cities We Serve, About, Blog, Reviews, Coupons, Contact. */
const main: NamedLink[] = [
  { href: '/', en: 'Home', es: 'Inicio' },
  { href: '/services', en: 'Services', es: 'Servicios' },
  { href: '/cities', en: 'Cities We Serve', es: 'Ciudades que atendemos' },
  { href: '/about', en: 'About', es: 'Nosotros' },
  { href: '/blog', en: 'Blog', es: 'Blog' },
  { href: '/reviews', en: 'Reviews', es: 'Reseñas' },
  { href: '/coupons', en: 'Coupons', es: 'Cupones' },
  { href: '/contact', en: 'Contact', es: 'Contacto' },
];

const quick: NamedLink[] = [
  { href: '/services', en: 'Services', es: 'Servicios' },
  { href: '/cities', en: 'Cities We Serve', es: 'Ciudades que atendemos' },
  { href: '/about', en: 'About Us', es: 'Sobre nosotros' },
  { href: '/blog', en: 'Blog', es: 'Blog' },
  { href: '/coupons', en: 'Coupons', es: 'Cupones' },
  { href: '/faq', en: 'FAQ', es: 'Preguntas frecuentes' },
];

/** The footer's five services, named as their pages are in each language (data/site/localized.ts). */
const footerServiceSlugs = ['washer-repair', 'dryer-repair', 'refrigerator-repair', 'dishwasher-repair', 'oven-repair'];

const linksIn = (locale: Locale, links: NamedLink[]): NavLink[] =>
  links.map((link) => ({ href: localePath(locale, link.href), label: link[locale] }));

/** The header's links in a language: a Spanish page's lead to the Spanish pages, so a visitor stays in Spanish. */
export const mainNavIn = (locale: Locale): NavLink[] => linksIn(locale, main);

export const footerQuickLinksIn = (locale: Locale): NavLink[] => linksIn(locale, quick);

export function footerServiceLinksIn(locale: Locale): NavLink[] {
  const services = servicesIn(locale);
  return footerServiceSlugs.map((slug) => ({
    href: localePath(locale, `/services/${slug}`),
    label: services.find((service) => service.slug === slug)?.name ?? slug,
  }));
}

export const mainNav: NavLink[] = mainNavIn('en');
export const footerQuickLinks: NavLink[] = footerQuickLinksIn('en');
export const footerServiceLinks: NavLink[] = footerServiceLinksIn('en');

/**
 * The header link to mark current for a path: exact match, or the section the path lives under. A Spanish path is
 * matched against the Spanish links (/es/services/washer-repair marks /es/services).
 */
export function currentNavHref(path: string, locale: Locale = 'en'): string | undefined {
  return mainNavIn(locale).find(
    (link) => path === link.href || (link.href !== localePath(locale, '/') && path.startsWith(`${link.href}/`)),
  )?.href;
}

/** A section's name in the header's navigation, for a breadcrumb trail; undefined for a path that is not in it. */
export const navName = (href: string, locale: Locale = 'en'): string | undefined =>
  main.find((link) => link.href === href)?.[locale];
