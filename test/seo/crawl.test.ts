import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { crawlSite, type Crawl } from '../helpers/crawl';
import { allPagePaths } from '../../server/app/pages';
import { SITE_WIDE_TIMEOUT } from '../helpers/site';

describe('a crawler starting at the home page', () => {
  let crawl: Crawl;
  beforeAll(async () => {
    crawl = await crawlSite(testApp());
  }, SITE_WIDE_TIMEOUT);

  it('reaches pages, scripts, icons, the share image, the manifest and the feed; no stylesheet, as pages carry theirs', () => {
    const found = [...crawl.urls.keys()];
    expect(crawl.pages.size).toBeGreaterThanOrEqual(2);
    // The public pages carry their styles inline (decision 0053): nothing to fetch before the first paint.
    expect(found.filter((url) => url.endsWith('.css'))).toEqual([]);
    expect(found.some((url) => /^\/assets\/app-\w+\.js$/.test(url))).toBe(true);
    expect(found).toEqual(
      expect.arrayContaining([
        '/favicon.svg',
        '/images/share.png',
        '/site.webmanifest',
        '/blog/feed.xml',
        '/icons/icon-512.png',
      ]),
    );
  });

  it('finds no broken internal link or asset: everything answers 200', () => {
    const broken = [...crawl.urls]
      .filter(([, answer]) => answer.status !== 200)
      .map(
        ([url, answer]) =>
          `${url} answered ${answer.status}, linked from ${[...answer.linkedFrom].slice(0, 3).join(', ')}`,
      );
    expect(broken).toEqual([]);
  });

  it('reaches every page of the route table by following links from /', () => {
    const unreached = allPagePaths().filter((path) => !crawl.pages.has(path));
    expect(allPagePaths().length).toBeGreaterThan(0);
    expect(unreached).toEqual([]);
  });
});
