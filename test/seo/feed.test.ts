import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../data/blog/index';
import { agent, getPage, TEST_SITE_URL } from '../helpers/app';
import { allPagePaths } from '../../server/app/pages';
import { MISSING_PATH } from '../helpers/site';

interface AtomLink {
  '@_href': string;
  '@_rel'?: string;
}
/** An element's text; elements with attributes (type="html") parse as objects. */
type Text = string | { '#text': string };
const text = (node: Text): string => (typeof node === 'string' ? node : node['#text']);

interface AtomEntry {
  id: string;
  title: Text;
  link: AtomLink[];
  updated: string;
  published: string;
  summary: Text;
  content: Text;
  author: { name: string };
  category: { '@_term': string };
}
interface AtomFeed {
  '@_xmlns': string;
  id: string;
  title: string;
  updated: string;
  link: AtomLink[];
  entry: AtomEntry[];
}

describe('the blog feed', () => {
  let response: Awaited<ReturnType<ReturnType<typeof agent>['get']>>;
  let feed: AtomFeed;
  beforeAll(async () => {
    response = await agent().get('/blog/feed.xml');
    feed = (
      new XMLParser({
        ignoreAttributes: false,
        parseTagValue: false,
        isArray: (name) => name === 'entry' || name === 'link',
      }).parse(response.text) as {
        feed: AtomFeed;
      }
    ).feed;
  });

  it('is well-formed Atom served as application/atom+xml', () => {
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(XMLValidator.validate(response.text)).toBe(true);
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title).toBe('Capital Appliance Repair Blog');
    expect(feed.id).toBe(`${TEST_SITE_URL}/blog`);
    expect(feed.link.find((link) => link['@_rel'] === 'self')?.['@_href']).toBe(`${TEST_SITE_URL}/blog/feed.xml`);
    expect(feed.link.find((link) => link['@_rel'] === 'alternate')?.['@_href']).toBe(`${TEST_SITE_URL}/blog`);
  });

  it('lists all 23 articles, newest first, each with its absolute link, date, author and category', () => {
    expect(feed.entry).toHaveLength(23);
    expect(feed.entry.map((entry) => text(entry.title))).toEqual(posts.map((post) => post.title));
    const dates = feed.entry.map((entry) => entry.published);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(feed.updated).toBe(dates[0]);
    feed.entry.forEach((entry, index) => {
      const post = posts[index]!;
      const url = `${TEST_SITE_URL}/blog/${post.slug}`;
      expect(entry.id).toBe(url);
      expect(entry.link[0]!['@_href']).toBe(url);
      expect(entry.published.slice(0, 10)).toBe(post.date);
      expect(entry.author.name).toBe(post.author);
      expect(entry.category['@_term']).toBe(post.category);
      expect(text(entry.summary)).toBe(post.excerpt);
      expect(text(entry.content).length).toBeGreaterThan(500);
    });
    expect(new Set(feed.entry.map((entry) => entry.id)).size).toBe(23);
  });

  it('makes links inside the articles absolute, since readers show them away from our site', () => {
    expect(posts.some((post) => /href="\/[a-z]/.test(post.content))).toBe(true);
    for (const entry of feed.entry) {
      expect(text(entry.content)).not.toMatch(/(href|src)="\/(?!\/)/);
    }
    expect(feed.entry.some((entry) => text(entry.content).includes(`href="${TEST_SITE_URL}/`))).toBe(true);
  });

  it.each([...allPagePaths(), MISSING_PATH])('is announced in the head of %s', async (path) => {
    const { $ } = await getPage(path);
    const link = $('link[rel="alternate"][type="application/atom+xml"]');
    expect(link).toHaveLength(1);
    expect(link.attr('href')).toBe('/blog/feed.xml');
    expect(link.attr('title')).toBe('Capital Appliance Repair Blog');
  });
});
