import type { Locale } from '../locale';
import { loadPosts, loadSpanishPosts } from './load';
import { readPostSources, readSpanishPostSources } from './sources';
import type { BlogCategory, BlogPost, TranslatedBlogPost } from './types';

export { blogCategories, blogCategoryLabel, type BlogCategory, type BlogPost, type TranslatedBlogPost } from './types';
export { blogAuthors, FIRST_POST_DAY, LAST_POST_DAY, validateBlogPosts } from './rules';

/** Where an author is introduced: their entry in the About page's "Who Writes Our Articles" section. */
export function authorProfilePath(author: string): string {
  return `/about#${authorAnchor(author)}`;
}

/** "Marcus Bell" -> "author-marcus-bell": the id of the author's entry on /about. */
export function authorAnchor(author: string): string {
  return `author-${author.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

// Read, checked and rendered once, when the server (or a test) first loads the blog: data/blog/posts/<slug>.md.
const allPosts: BlogPost[] = loadPosts(readPostSources());

/** Every post, newest first (ties by id, newest first). */
export const posts: readonly BlogPost[] = [...allPosts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

const bySlug = new Map(posts.map((post) => [post.slug, post]));

export function findPost(slug: string): BlogPost | undefined {
  return bySlug.get(slug);
}

export const postSlugs = (): string[] => posts.map((post) => post.slug);

// data/blog/posts/es/<slug>.md, checked against the English posts they translate.
const newestFirst = (a: BlogPost, b: BlogPost) => b.date.localeCompare(a.date) || b.id - a.id;
const spanishPosts: readonly TranslatedBlogPost[] = loadSpanishPosts(readSpanishPostSources(), allPosts).sort(
  newestFirst,
);

const postsByLocale: Record<Locale, readonly BlogPost[]> = { en: posts, es: spanishPosts };
const bySlugIn: Record<Locale, Map<string, BlogPost>> = {
  en: bySlug,
  es: new Map(spanishPosts.map((post) => [post.slug, post])),
};
const spanishByOriginal = new Map(spanishPosts.map((post) => [post.translationOf, post]));

/**
 * The posts a reader of `locale` is shown, newest first: every English post, or only those translated into Spanish
 * (an untranslated article is never listed in Spanish, so no page mixes the two languages).
 */
export function blogPostsIn(locale: Locale): readonly BlogPost[] {
  return postsByLocale[locale];
}

/** The post at /blog/<slug> in English or /es/blog/<slug> in Spanish; each language has its own slugs. */
export function findPostIn(locale: Locale, slug: string): BlogPost | undefined {
  return bySlugIn[locale].get(slug);
}

/** The Spanish translation of an English post, if it has one. */
export function spanishOf(englishSlug: string): TranslatedBlogPost | undefined {
  return spanishByOriginal.get(englishSlug);
}

/** The English original of a Spanish post. */
export function englishOf(spanishSlug: string): BlogPost | undefined {
  const translation = bySlugIn.es.get(spanishSlug) as TranslatedBlogPost | undefined;
  return translation && bySlug.get(translation.translationOf);
}

/** "Garbage Disposal Repair" -> "garbage-disposal-repair" */
export function categorySlug(category: BlogCategory): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** Every post an author wrote, newest first. */
export function postsBy(author: string): BlogPost[] {
  return posts.filter((post) => post.author === author);
}

/** The size every illustration in public/images/blog/ is drawn at (its width and height attributes). */
export const ILLUSTRATION_SIZE = { width: 320, height: 180 } as const;

/** The category's illustration, one of our own SVG files in public/images/blog/. */
export function postIllustration(post: Pick<BlogPost, 'category'>): string {
  return `/images/blog/${categorySlug(post.category)}.svg`;
}

const DAY_MS = 86_400_000;
const daysBetween = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / DAY_MS;

/**
 * Posts to read next: those in the same category first, then the rest; within each group the closest in
 * date (the newer one on a tie).
 */
export function relatedPosts(post: BlogPost, count = 3): BlogPost[] {
  return relatedPostsIn('en', post, count);
}

/** The same choice among the posts of one language, so a Spanish article suggests only Spanish ones. */
export function relatedPostsIn(locale: Locale, post: BlogPost, count = 3): BlogPost[] {
  const otherCategory = (other: BlogPost) => (other.category === post.category ? 0 : 1);
  const distance = (other: BlogPost) => daysBetween(other.date, post.date);
  return postsByLocale[locale]
    .filter((other) => other.slug !== post.slug)
    .sort((a, b) => otherCategory(a) - otherCategory(b) || distance(a) - distance(b) || b.date.localeCompare(a.date))
    .slice(0, count);
}
