/**
 * Cheap answers for everything that is not a plain page path: the 404 and error pages are rendered once,
 * parameters a page does not read are ignored, the values a page does read are cached per normalised value
 * where the set is small, and anything else is rendered under a per-client limit whose 429 is ready-made.
 */
import { load } from 'cheerio';
import type * as ReactDomServer from 'react-dom/server';
import supertest from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { business } from '../../data/business';
import { PageCache } from '../../server/kernel/cache/page-cache';
import { pageUrls } from '../../server/kernel/cache/page-urls';
import { RenderBudget } from '../../server/kernel/cache/render-budget';
import { unknownPathMatcher } from '../../server/kernel/cache/not-found';
import { pages } from '../../server/app/pages';
import { testApp } from '../helpers/app';

// Every full-document render goes through react-dom/server's renderToString: counting its calls counts renders.
// Where the files of a worker share its modules (Vitest's isolate: false, measured in docs/testing.md), an earlier
// file may have loaded the renderer with the real react-dom/server already: forgetting every loaded module first has
// this file's imports load it again, through the mock.
const renders = vi.hoisted(() => {
  vi.resetModules();
  return { count: 0 };
});
vi.mock('react-dom/server', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactDomServer>();
  return {
    ...actual,
    renderToString: (...args: Parameters<typeof actual.renderToString>) => {
      renders.count += 1;
      return actual.renderToString(...args);
    },
  };
});

beforeEach(() => {
  renders.count = 0;
});

const canonical = (html: string) => load(html)('link[rel="canonical"]').attr('href');

describe('the 404 page', () => {
  it('is rendered once and then served from the cache for every random path', async () => {
    const site = supertest(testApp());
    const answers = [];
    for (const path of ['/x7f3a9', '/wp-login.php', '/a/b/c', '/no-such-page?q=1'])
      answers.push(await site.get(path).set('Accept-Encoding', 'br'));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    expect(renders.count).toBe(1);
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.text).toBe(answers[0]!.text);
    }
    const $ = load(answers[0]!.text);
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    // A noindex page names no address, so it never echoes the path it was asked for.
    expect(canonical(answers[0]!.text)).toBeUndefined();
    expect(answers[0]!.text).not.toMatch(/x7f3a9|wp-login/);
  });

  it('of an unknown article is rendered once for all unknown slugs', async () => {
    const site = supertest(testApp());
    const first = await site.get('/blog/no-such-article');
    const second = await site.get('/blog/another-missing-one');
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(load(first.text)('h1').text()).toBe('Post Not Found');
    expect(second.text).toBe(first.text);
    expect(renders.count).toBe(1);
  });

  it('and the other error pages (405 here) are rendered once too', async () => {
    const site = supertest(testApp());
    for (const path of ['/about', '/faq', '/services']) expect((await site.delete(path)).status).toBe(405);
    expect(renders.count).toBe(1);
  });
});

describe('query parameters', () => {
  it('a page does not read are ignored: /?utm_source=x is / byte for byte, canonical URL unchanged', async () => {
    const site = supertest(testApp());
    const home = await site.get('/');
    const tracked = await site.get('/?utm_source=x&utm_medium=flyer&fbclid=1');
    const other = await site.get('/?anything=else');
    expect(tracked.status).toBe(200);
    expect(tracked.text).toBe(home.text);
    expect(other.text).toBe(home.text);
    expect(tracked.headers.etag).toBe(home.headers.etag);
    expect(canonical(tracked.text)).toBe(canonical(home.text));
    expect(canonical(tracked.text)).toMatch(/\/$/);
    expect(renders.count).toBe(1);
  });

  it('a page reads are cached per normalised value when the value is one of a small set', async () => {
    const site = supertest(testApp());
    const answers = [];
    for (const zip of ['20901', '%2020901%20', '20901-1234', '209011234'])
      answers.push(await site.get(`/cities?zip=${zip}&utm_source=x`));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(load(answers[0]!.text)('title').text()).toContain('20901');
    expect(renders.count).toBe(1);

    // ?sent=1 is one more cached page; any other value of it is the plain contact page. A campaign's landing carries
    // its UTM parameters into the form (docs/reports.md), so it is rendered for that request and never stored.
    await site.get('/contact?sent=1');
    const campaign = await site.get('/contact?sent=1&utm_campaign=x');
    await site.get('/contact');
    const other = await site.get('/contact?sent=yes');
    expect(renders.count).toBe(4);
    expect(load(campaign.text)('input[name="utm_campaign"]').attr('value')).toBe('x');
    expect(load(other.text)('title').text()).toContain('Contact Us');
  });

  it('outside the small set are rendered per request, under a per-client limit answered by a cheap 429', async () => {
    const app = testApp({ TRUST_PROXY: 'loopback' }, { renderBudget: { burst: 3, perSecond: 0, maxClients: 100 } });
    const site = supertest(app);
    const asClient = (n: number, zip: string) =>
      site.get(`/cities?zip=${zip}`).set('X-Forwarded-For', `198.51.100.${n}`);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await asClient(1, String(90210 + i))).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await asClient(1, '90299');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(limited.text).toContain(business.phone.href);
    // Three pages and one 429 page: every later 429 came from the cache.
    expect(renders.count).toBe(4);
    // Another visitor is not held back by the first one's flood.
    expect((await asClient(2, '90210')).status).toBe(200);
  });
});

describe('every cache is bounded', () => {
  it('the page cache forgets its oldest page past its limit', async () => {
    const cache = new PageCache({ timeZone: business.timeZone, maxEntries: 3 });
    for (const key of ['/a', '/b', '/c', '/d']) await cache.get(key, () => `<p>${key}</p>`);
    expect(cache.size).toBe(3);
    expect(cache.peek('/a')).toBeUndefined();
    expect(cache.peek('/d')).toBeDefined();
  });

  it('the render budget remembers a bounded number of clients', () => {
    const budget = new RenderBudget({ burst: 1, perSecond: 1, maxClients: 100 });
    for (let i = 0; i < 10_000; i++) budget.take(`client-${i}`);
    expect(budget.size).toBe(100);
  });

  it('no URL can make a cache key outside the route table and its small value sets', () => {
    const resolve = pageUrls(pages);
    expect(resolve('/?utm_source=x')?.key).toBe('/');
    expect(resolve('/cities?zip=20901-1234&zip=1')?.key).toBe('/cities?zip=20901');
    expect(resolve('/cities?zip=90210')?.key).toBeUndefined();
    expect(resolve('/cities?zip=')?.key).toBe('/cities');
    expect(resolve('/contact?sent=1&x=2')?.key).toBe('/contact?sent=1');
    expect(resolve('/no-such-page')).toBeUndefined();
  });
});

describe('the fast path knows a 404 without Express', () => {
  const unknown = unknownPathMatcher({
    paths: ['/', '/about', '/blog', '/robots.txt'],
    prefixes: ['/blog/'],
    publicDir: '/nonexistent',
  });

  it('for plain paths nothing serves', () => {
    for (const url of ['/x7f3a9', '/wp-login.php', '/a/b/c', '/nope?x=1']) expect(unknown(url), url).toBe(true);
  });

  it('but leaves pages in any spelling, endpoints, routes with parameters, the API and odd paths to Express', () => {
    for (const url of ['/', '/About', '/about/', '/robots.txt', '/blog/anything', '/api/x', '/%61bout', '//about'])
      expect(unknown(url), url).toBe(false);
    for (const url of ['/.env', '/a/../about', '/about;x', 'http://host/x']) expect(unknown(url), url).toBe(false);
  });
});
