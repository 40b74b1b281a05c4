import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PostSource } from './load';

/** Where the articles are written: one `<slug>.md` each. */
export const postsDir = fileURLToPath(new URL('./posts/', import.meta.url));

/** Where the Spanish articles are written: one `<spanish-slug>.md` each, beside their English originals. */
export const spanishPostsDir = fileURLToPath(new URL('./posts/es/', import.meta.url));

/**
 * The posts' files, read from data/blog/posts/. The server bundle has no data/ beside it: the build replaces this
 * module with one that holds the same files' text (embedBlogPosts in scripts/build.ts).
 */
export function readPostSources(dir = postsDir): PostSource[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }));
}

/** The Spanish posts' files, read from data/blog/posts/es/; a folder without it simply has no translations yet. */
export function readSpanishPostSources(dir = spanishPostsDir): PostSource[] {
  return existsSync(dir) ? readPostSources(dir) : [];
}
