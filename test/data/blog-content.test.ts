import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { posts, type BlogPost } from '../../data/blog/index';

const MIN_WORDS = 450;

/** Words a reader reads: the text of the HTML, with block boundaries as spaces and punctuation not counted. */
function wordCount(html: string): number {
  const text = load(html.replace(/></g, '> <'), null, false).root().text();
  return text.split(/\s+/).filter((token) => /\w/.test(token)).length;
}

const PHRASING = ['strong', 'em', 'a'];
/** What each article element may contain (HTML's content models, cut down to the tags articles use). */
const MAY_CONTAIN: Record<string, string[]> = {
  '': ['h2', 'h3', 'p', 'ul', 'ol'],
  h2: PHRASING,
  h3: PHRASING,
  p: PHRASING,
  ul: ['li'],
  ol: ['li'],
  li: [...PHRASING, 'ul', 'ol'],
  strong: PHRASING,
  em: PHRASING,
  a: ['strong', 'em'],
};

/**
 * Reads the markup as written, without a browser's repairs, and lists every tag that is unknown, in the wrong
 * place (a list inside a paragraph, a link inside a link, text loose in a list), unclosed or closed out of order.
 */
function markupProblems(html: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  let last = 0;
  for (const match of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi)) {
    const parent = open.at(-1) ?? '';
    const text = html.slice(last, match.index);
    if ((parent === '' || parent === 'ul' || parent === 'ol') && text.trim() !== '')
      problems.push(`text "${text.trim().slice(0, 30)}" directly in <${parent || 'body'}>`);
    last = match.index + match[0].length;
    const [, closing, name] = match;
    const tag = name!.toLowerCase();
    if (closing) {
      if (open.at(-1) === tag) open.pop();
      else problems.push(`</${tag}> closes <${open.at(-1) ?? 'nothing'}>`);
    } else if (!(tag in MAY_CONTAIN)) problems.push(`<${tag}> is not an article tag`);
    else if (!MAY_CONTAIN[parent]!.includes(tag)) problems.push(`<${tag}> inside <${parent || 'body'}>`);
    else open.push(tag);
  }
  if (html.slice(last).trim() !== '') problems.push('text after the last tag');
  if (open.length > 0) problems.push(`unclosed ${open.map((tag) => `<${tag}>`).join(' ')}`);
  return problems;
}

/** Paragraph text, normalised so a copy with different spacing or capitals still counts as the same paragraph. */
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Every paragraph that appears in more than one post, with the posts it appears in. */
function paragraphsRepeatedAcrossPosts(
  list: readonly Pick<BlogPost, 'slug' | 'content'>[],
): { paragraph: string; slugs: string[] }[] {
  const where = new Map<string, Set<string>>();
  for (const post of list) {
    const $ = load(post.content, null, false);
    $('p').each((_, p) => {
      const text = normalise($(p).text());
      if (!where.has(text)) where.set(text, new Set());
      where.get(text)!.add(post.slug);
    });
  }
  return [...where]
    .filter(([, slugs]) => slugs.size > 1)
    .map(([paragraph, slugs]) => ({ paragraph: paragraph.slice(0, 80), slugs: [...slugs] }));
}

describe('the checks themselves', () => {
  it('count words the way a reader would and flag a short post', () => {
    expect(wordCount('<h2>Two words</h2><p>and <strong>three</strong> more</p>')).toBe(5);
    const short = '<p>' + 'word '.repeat(MIN_WORDS - 1) + '</p>';
    expect(wordCount(short)).toBeLessThan(MIN_WORDS);
  });

  it('find markup a browser would have to repair', () => {
    expect(
      markupProblems(
        '<h2>Fine</h2><p>A <a href="/faq"><strong>link</strong></a>.</p><ul><li>one<ol><li>a</li></ol></li></ul>',
      ),
    ).toEqual([]);
    expect(markupProblems('<p>x<ul><li>a</li></ul></p>')).toContain('<ul> inside <p>');
    expect(markupProblems('<p><a href="/a">one <a href="/b">two</a></a></p>')).toContain('<a> inside <a>');
    expect(markupProblems('<ul>loose<li>a</li></ul>')).toContain('text "loose" directly in <ul>');
    expect(markupProblems('<p><strong>bold</p></strong>')).toContain('</p> closes <strong>');
    expect(markupProblems('<p>open')).toContain('unclosed <p>');
    expect(markupProblems('<div><p>x</p></div>')).toContain('<div> is not an article tag');
  });

  it('spot a paragraph copied into another post, even with different spacing or capitals', () => {
    const repeated = paragraphsRepeatedAcrossPosts([
      { slug: 'a', content: '<p>Unplug the washer first.</p><p>Only in a.</p>' },
      { slug: 'b', content: '<p>unplug   the washer\nfirst.</p>' },
    ]);
    expect(repeated).toEqual([{ paragraph: 'unplug the washer first.', slugs: ['a', 'b'] }]);
  });
});

describe('the 23 articles are worth reading', () => {
  it.each(posts.map((post) => [post.slug, post] as const))('%s has at least 450 words', (_slug, post) => {
    expect(wordCount(post.content)).toBeGreaterThanOrEqual(MIN_WORDS);
  });

  it('no paragraph is repeated across posts', () => {
    expect(paragraphsRepeatedAcrossPosts(posts)).toEqual([]);
  });

  it('no two posts share a title or an excerpt', () => {
    expect(new Set(posts.map((post) => normalise(post.title))).size).toBe(posts.length);
    expect(new Set(posts.map((post) => normalise(post.excerpt))).size).toBe(posts.length);
  });

  it.each(posts.map((post) => [post.slug, post] as const))(
    '%s has subheadings and a list, and ends with a call to action',
    (_slug, post) => {
      const $ = load(post.content, null, false);
      expect($('h2').length).toBeGreaterThanOrEqual(2);
      expect($('ul, ol').length).toBeGreaterThanOrEqual(1);
      const last = $.root().children().last();
      expect(last.is('p')).toBe(true);
      const targets = last
        .find('a')
        .map((_, a) => $(a).attr('href'))
        .get();
      expect(targets.some((href) => href === '/contact' || href === '/coupons' || href.startsWith('/services/'))).toBe(
        true,
      );
    },
  );

  it.each(posts.map((post) => [post.slug, post] as const))(
    '%s is valid HTML: every tag known, nested where allowed and closed',
    (_slug, post) => {
      expect(markupProblems(post.content)).toEqual([]);
      const $ = load(post.content, null, false);
      expect($('p, li, h2, h3, a').filter((_, el) => $(el).text().trim() === '')).toHaveLength(0);
    },
  );
});
