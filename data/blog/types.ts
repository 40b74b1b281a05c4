import type { Locale } from '../locale';

/** The sixteen blog categories; every one is used by at least one post. */
export const blogCategories = [
  'Washer Repair',
  'Refrigerator Repair',
  'Dryer Repair',
  'Oven Repair',
  'Dishwasher Repair',
  'Freezer Repair',
  'Emergency Repair',
  'Maintenance',
  'Appliance Installation',
  'Tips',
  'Ice Maker Repair',
  'Garbage Disposal Repair',
  'Microwave Repair',
  'Stove Repair',
  'Cooktop Repair',
  'General',
] as const;

export type BlogCategory = (typeof blogCategories)[number];

/** Each category as a Spanish reader sees it; the key stays English in the front matter and in `?category=`. */
const spanishCategoryLabels: Record<BlogCategory, string> = {
  'Washer Repair': 'Reparación de lavadoras',
  'Refrigerator Repair': 'Reparación de refrigeradores',
  'Dryer Repair': 'Reparación de secadoras',
  'Oven Repair': 'Reparación de hornos',
  'Dishwasher Repair': 'Reparación de lavaplatos',
  'Freezer Repair': 'Reparación de congeladores',
  'Emergency Repair': 'Reparaciones de emergencia',
  Maintenance: 'Mantenimiento',
  'Appliance Installation': 'Instalación de electrodomésticos',
  Tips: 'Consejos',
  'Ice Maker Repair': 'Reparación de máquinas de hielo',
  'Garbage Disposal Repair': 'Reparación de trituradores de basura',
  'Microwave Repair': 'Reparación de microondas',
  'Stove Repair': 'Reparación de estufas',
  'Cooktop Repair': 'Reparación de parrillas de cocina',
  General: 'General',
};

/** The category's name in the reader's language; in English it is the key itself, as the pages have always shown. */
export function blogCategoryLabel(category: BlogCategory, locale: Locale): string {
  return locale === 'es' ? spanishCategoryLabels[category] : category;
}

/** An ISO calendar day, e.g. 2025-09-14. */
export type IsoDay = `${number}-${number}-${number}`;

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  /** One or two sentences shown on the blog card and used as the page description. */
  excerpt: string;
  date: IsoDay;
  author: string;
  category: BlogCategory;
  /** Alt text describing the article's illustration. */
  image: string;
  /** Article body as HTML, rendered from the Markdown of data/blog/posts/<slug>.md: h2/h3, p, ul/ol/li, strong, em and internal links only. */
  content: string;
}

/** A post written in another language than English: everything a post has, plus the English post it translates. */
export interface TranslatedBlogPost extends BlogPost {
  /** The slug of the English original (data/blog/posts/<translationOf>.md). */
  translationOf: string;
}
