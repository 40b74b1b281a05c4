import { loadPosts } from './load';
import { readPostSources } from './sources';
import type { BlogCategory, BlogPost } from './types';

export { blogCategories, type BlogCategory, type BlogPost } from './types';
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
  const otherCategory = (other: BlogPost) => (other.category === post.category ? 0 : 1);
  const distance = (other: BlogPost) => daysBetween(other.date, post.date);
  return posts
    .filter((other) => other.slug !== post.slug)
    .sort((a, b) => otherCategory(a) - otherCategory(b) || distance(a) - distance(b) || b.date.localeCompare(a.date))
    .slice(0, count);
}
