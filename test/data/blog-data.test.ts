import { describe, expect, it } from 'vitest';
import { blogCategories, findPost, posts, relatedPosts, validateBlogPosts, type BlogPost } from '../../data/blog/index';

const valid = (): BlogPost[] => posts.map((post) => ({ ...post }));

describe('the blog data', () => {
  it('passes its own load-time checks and lists the posts newest first', () => {
    expect(() => validateBlogPosts(posts)).not.toThrow();
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each<[string, (list: BlogPost[]) => void, RegExp]>([
    ['a duplicate id', (list) => (list[1]!.id = list[0]!.id), /duplicate id/],
    ['a duplicate slug', (list) => (list[1]!.slug = list[0]!.slug), /duplicate slug/],
    ['a slug with capitals or spaces', (list) => (list[0]!.slug = 'Washer Drain'), /slug must be/],
    ['a date before the first post day', (list) => (list[0]!.date = '2025-08-26'), /outside 2025-08-27\.\.2025-10-10/],
    ['a date after the last post day', (list) => (list[0]!.date = '2025-10-11'), /outside/],
    ['a day that does not exist', (list) => (list[0]!.date = '2025-09-31'), /not a calendar day/],
    [
      'an unknown category',
      (list) => ((list[0] as { category: string }).category = 'Toaster Repair'),
      /unknown category Toaster Repair/,
    ],
    ['an unknown author', (list) => (list[0]!.author = 'Somebody Else'), /unknown author/],
    ['an empty excerpt', (list) => (list[0]!.excerpt = '  '), /excerpt is empty/],
  ])('refuses %s', (_problem, breakIt, message) => {
    const list = valid();
    breakIt(list);
    expect(() => validateBlogPosts(list)).toThrow(message);
  });

  it('refuses a set of posts that leaves a category without a post', () => {
    const onlyOne = posts.filter((post) => post.category === 'General');
    expect(() => validateBlogPosts(onlyOne)).toThrow(/categories without a post: Washer Repair/);
    expect(blogCategories).toHaveLength(16);
  });

  it('finds a post by slug and nothing for an unknown one', () => {
    expect(findPost('washer-wont-drain')?.title).toMatch(/Washer Won't Drain/);
    expect(findPost('no-such-post')).toBeUndefined();
    expect(findPost('constructor')).toBeUndefined();
  });

  it('suggests related posts from the same category first, then the closest in date', () => {
    const post = findPost('washer-wont-drain')!;
    const related = relatedPosts(post);
    expect(related).toHaveLength(3);
    expect(related[0]!.slug).toBe('washer-shaking-during-spin');
    expect(related.map((p) => p.slug)).not.toContain(post.slug);
    // After the one other washer post, the nearest dates: two and four days earlier.
    expect(related.slice(1).map((p) => p.date)).toEqual(['2025-10-08', '2025-10-06']);
  });

  it('gives every post two or three related posts, never itself and never twice', () => {
    for (const post of posts) {
      const slugs = relatedPosts(post).map((p) => p.slug);
      expect(slugs.length).toBeGreaterThanOrEqual(2);
      expect(slugs.length).toBeLessThanOrEqual(3);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(slugs).not.toContain(post.slug);
      const sameCategory = posts.filter((other) => other.category === post.category && other.slug !== post.slug);
      for (const other of sameCategory.slice(0, 3)) expect(slugs).toContain(other.slug);
    }
  });
});
