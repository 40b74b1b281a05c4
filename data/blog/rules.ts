import { blogCategories, type BlogPost } from './types';

/** The first and last publication days an article may carry. */
export const FIRST_POST_DAY = '2025-08-27';
export const LAST_POST_DAY = '2025-10-10';

/** Who writes for the blog, and the role shown beside their name. */
export const blogAuthors: Record<string, string> = {
  'Marcus Bell': 'Lead Technician',
  'Darnell Brooks': 'Senior Technician',
  'Elena Ortiz': 'Service Manager',
};

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDay(day: string): boolean {
  if (!ISO_DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * Checks the posts against the blog's rules (dates, categories, authors, unique slugs) and throws one error naming every problem. Runs once when the
 * posts load, so a bad edit to a post stops the server (and every test) instead of shipping.
 */
export function validateBlogPosts(list: readonly BlogPost[]): void {
  const problems: string[] = [];
  const seenIds = new Set<number>();
  const seenSlugs = new Set<string>();
  for (const post of list) {
    // The slug is the file's name, so this names the file to open.
    const name = `${post.slug}.md (id ${post.id})`;
    if (!Number.isInteger(post.id) || post.id < 1) problems.push(`${name}: id must be a positive integer`);
    if (seenIds.has(post.id)) problems.push(`${name}: duplicate id ${post.id}`);
    seenIds.add(post.id);
    if (!SLUG.test(post.slug)) problems.push(`${name}: slug must be lower-case words joined by hyphens`);
    if (seenSlugs.has(post.slug)) problems.push(`${name}: duplicate slug ${post.slug}`);
    seenSlugs.add(post.slug);
    if (!isRealDay(post.date)) problems.push(`${name}: date ${post.date} is not a calendar day (YYYY-MM-DD)`);
    else if (post.date < FIRST_POST_DAY || post.date > LAST_POST_DAY)
      problems.push(`${name}: date ${post.date} is outside ${FIRST_POST_DAY}..${LAST_POST_DAY}`);
    if (!(blogCategories as readonly string[]).includes(post.category))
      problems.push(`${name}: unknown category ${post.category}`);
    if (!(post.author in blogAuthors)) problems.push(`${name}: unknown author ${post.author}`);
    for (const field of ['title', 'excerpt', 'image', 'content'] as const) {
      if (post[field].trim() === '') problems.push(`${name}: ${field} is empty`);
    }
  }
  const used = new Set(list.map((post) => post.category));
  const unused = blogCategories.filter((category) => !used.has(category));
  if (unused.length > 0) problems.push(`categories without a post: ${unused.join(', ')}`);
  if (problems.length > 0) throw new Error(`Invalid blog posts:\n- ${problems.join('\n- ')}`);
}
