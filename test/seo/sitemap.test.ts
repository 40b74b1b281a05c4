import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPostsIn, posts } from '../../data/blog/index';
import { sitemapXml } from '../../server/features/seo/sitemap';
import { agent, getPage, TEST_SITE_URL, testApp } from '../helpers/app';
import { crawlSite, type Crawl } from '../helpers/crawl';
import { MISSING_PATH, SITE_WIDE_TIMEOUT } from '../helpers/site';

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

function parseSitemap(xml: string): SitemapUrl[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' }).parse(xml) as {
    urlset: { '@_xmlns': string; url?: SitemapUrl[] };
  };
  expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return parsed.urlset.url ?? [];
}

describe('the sitemap', () => {
  let crawl: Crawl;
  let urls: SitemapUrl[];
  beforeAll(async () => {
    const app = testApp();
    crawl = await crawlSite(app);
    const response = await agent().get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    urls = parseSitemap(response.text);
    // Twice the pages since the Spanish ones (issue 41): twice the time to crawl them.
  }, SITE_WIDE_TIMEOUT * 2);

  it('lists exactly the pages a crawler from / finds and may index, each once, with absolute URLs', () => {
    const indexable = [...crawl.pages]
      .filter(([, $]) => !/noindex/.test($('meta[name="robots"]').attr('content') ?? ''))
      .map(([path]) => TEST_SITE_URL + path);
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual([...indexable].sort());
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/www\.capitalappliancerepair\.test\//);
  });

  it('dates every article with its publication day and the blog index with the newest', () => {
    for (const { loc, lastmod } of urls) {
      const post = posts.find((p) => loc === `${TEST_SITE_URL}/blog/${p.slug}`);
      // The Spanish articles and /es/blog likewise, from the Spanish posts (issue 41).
      const spanish = blogPostsIn('es').find((p) => loc === `${TEST_SITE_URL}/es/blog/${p.slug}`);
      if (post) expect(lastmod, loc).toBe(post.date);
      else if (spanish) expect(lastmod, loc).toBe(spanish.date);
      else if (loc === `${TEST_SITE_URL}/blog`) expect(lastmod).toBe(posts[0]!.date);
      else if (loc === `${TEST_SITE_URL}/es/blog`) expect(lastmod).toBe(blogPostsIn('es')[0]!.date);
      else expect(lastmod, loc).toBeUndefined();
    }
  });

  it('writes lastmod from the post dates and escapes URLs (the builder on its own, with every article)', () => {
    const pages = [
      { path: '/' },
      { path: '/blog' },
      ...posts.map((post) => ({ path: `/blog/${post.slug}` })),
      { path: '/a?b=1&c=2' },
    ];
    const listed = parseSitemap(sitemapXml(pages, 'https://example.org'));
    expect(listed).toHaveLength(pages.length);
    expect(listed[0]).toEqual({ loc: 'https://example.org/' });
    expect(listed[1]).toEqual({ loc: 'https://example.org/blog', lastmod: '2025-10-10' });
    posts.forEach((post, index) =>
      expect(listed[index + 2]).toEqual({ loc: `https://example.org/blog/${post.slug}`, lastmod: post.date }),
    );
    expect(listed.at(-1)!.loc).toBe('https://example.org/a?b=1&c=2');
  });

  it('follows SITE_URL', async () => {
    const response = await agent({ SITE_URL: 'https://repairs.example.org' }).get('/sitemap.xml');
    const locs = parseSitemap(response.text).map((url) => url.loc);
    expect(locs).toContain('https://repairs.example.org/');
    for (const loc of locs) expect(loc.startsWith('https://repairs.example.org/')).toBe(true);
  });

  it('leaves out the not-found page, which tells search engines not to index it', async () => {
    const { status, $ } = await getPage(MISSING_PATH);
    expect(status).toBe(404);
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect(urls.map((url) => url.loc)).not.toContain(TEST_SITE_URL + MISSING_PATH);
  });
});

describe('robots.txt', () => {
  it('allows every crawler everywhere and names the sitemap by its absolute URL', async () => {
    const response = await agent().get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    for (const line of lines) expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap):\s*\S+$/i);
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines.filter((line) => /^Disallow:\s*\/\s*$/i.test(line))).toEqual([]);
    const sitemaps = lines
      .filter((line) => line.startsWith('Sitemap:'))
      .map((line) => line.slice('Sitemap:'.length).trim());
    expect(sitemaps).toEqual([`${TEST_SITE_URL}/sitemap.xml`]);
    expect((await agent().get(new URL(sitemaps[0]!).pathname)).status).toBe(200);
  });
});
