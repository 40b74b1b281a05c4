import type { CheerioAPI } from 'cheerio';
import supertest from 'supertest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { MAX_TITLE_LENGTH, pageTitle, titleLength } from '../../server/kernel/pages/page';
import { renderDocument } from '../../server/kernel/pages/render';
import { pages as routes } from '../../server/app/pages';
import { blogPostingJsonLd } from '../../server/kernel/pages/structured-data';
import { getPage, TEST_SITE_URL, testApp } from '../helpers/app';
import { allPagePaths } from '../../server/app/pages';
import { MISSING_PATH, SITE_WIDE_TIMEOUT } from '../helpers/site';

const app = testApp();
const NAVY = '#0b2e59';

async function getBytes(path: string) {
  const response = await supertest(app)
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return { status: response.status, type: String(response.headers['content-type']), body: response.body as Buffer };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const meta = ($: CheerioAPI, key: string) => $(`meta[property="${key}"], meta[name="${key}"]`).attr('content');
const isAbsolute = (url: string | undefined) => Boolean(url?.startsWith(`${TEST_SITE_URL}/`));

describe('what search engines and link previews read in the head', () => {
  const paths = allPagePaths();

  it(
    'gives every page its own title and its own description',
    async () => {
      const heads = await Promise.all(
        paths.map(async (path) => {
          const { $ } = await getPage(path, app);
          return { path, title: $('title').text(), description: meta($, 'description') ?? '' };
        }),
      );
      for (const head of heads) {
        expect(head.title, head.path).toMatch(/\S/);
        expect(head.description.length, head.path).toBeGreaterThan(50);
      }
      const repeated = (key: 'title' | 'description') =>
        heads
          .filter((head, index) => heads.findIndex((other) => other[key] === head[key]) !== index)
          .map((head) => `${head.path}: ${head[key]}`);
      expect(repeated('title')).toEqual([]);
      expect(repeated('description')).toEqual([]);
    },
    SITE_WIDE_TIMEOUT,
  );

  it.each(paths)('%s has an absolute canonical URL and complete Open Graph and Twitter card tags', async (path) => {
    const { status, $ } = await getPage(path, app);
    expect(status).toBe(200);
    const canonical = $('link[rel="canonical"]').attr('href');
    expect(canonical).toBe(TEST_SITE_URL + path);
    expect(meta($, 'og:url')).toBe(canonical);
    expect(meta($, 'og:title')).toBe($('title').text());
    expect(meta($, 'og:description')).toBe(meta($, 'description'));
    expect(meta($, 'og:site_name')).toBe(business.name);
    expect(meta($, 'og:locale')).toBe(path.startsWith('/es/') ? 'es_US' : 'en_US');
    const isArticle = $('script[type="application/ld+json"]')
      .get()
      .some((s) => JSON.parse($(s).text())['@type'] === 'BlogPosting');
    expect(meta($, 'og:type')).toBe(isArticle ? 'article' : 'website');

    const image = meta($, 'og:image');
    expect(isAbsolute(image), image).toBe(true);
    expect(Number(meta($, 'og:image:width'))).toBeGreaterThan(0);
    expect(meta($, 'og:image:alt')).toMatch(/\S/);
    const picture = await getBytes(new URL(image!).pathname);
    expect(picture.status).toBe(200);
    expect(picture.type).toBe('image/png');
    expect(pngSize(picture.body)).toEqual({
      width: Number(meta($, 'og:image:width')),
      height: Number(meta($, 'og:image:height')),
    });

    expect(meta($, 'twitter:card')).toBe('summary_large_image');
    expect(meta($, 'twitter:title')).toBe($('title').text());
    expect(meta($, 'twitter:description')).toBe(meta($, 'description'));
    expect(meta($, 'twitter:image')).toBe(image);
    expect(meta($, 'twitter:image:alt')).toBe(meta($, 'og:image:alt'));
    expect(meta($, 'theme-color')).toBe(NAVY);
  });

  it('shares pages with our own 1200x630 picture naming the business, the area and the phone number', async () => {
    const { $ } = await getPage('/', app);
    expect(meta($, 'og:image')).toBe(`${TEST_SITE_URL}/images/share.png`);
    expect([meta($, 'og:image:width'), meta($, 'og:image:height')]).toEqual(['1200', '630']);
    expect(meta($, 'og:image:alt')).toContain(business.name);
    expect(meta($, 'og:image:alt')).toContain('Washington DC & Maryland');
    expect(meta($, 'og:image:alt')).toContain(business.phone.display);
  });

  it.each([...paths, MISSING_PATH])(
    '%s links the icons and a web app manifest that a phone can install',
    async (path) => {
      const { $ } = await getPage(path, app);
      expect($('link[rel="icon"][type="image/svg+xml"]').attr('href')).toBe('/favicon.svg');
      const touch = await getBytes($('link[rel="apple-touch-icon"]').attr('href')!);
      expect(touch.status).toBe(200);
      expect(pngSize(touch.body)).toEqual({ width: 180, height: 180 });

      const href = $('link[rel="manifest"]').attr('href')!;
      const response = await supertest(app).get(href);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = JSON.parse(response.text) as Record<string, unknown> & {
        icons: { src: string; sizes: string; type: string }[];
      };
      expect(manifest.name).toBe(business.name);
      expect(manifest.start_url).toBe('/');
      expect(manifest.theme_color).toBe(NAVY);
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.type}`)).toEqual([
        '192x192 image/png',
        '512x512 image/png',
        'any image/svg+xml',
      ]);
      for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
        const file = await getBytes(icon.src);
        expect(file.status).toBe(200);
        const size = pngSize(file.body);
        expect(`${size.width}x${size.height}`).toBe(icon.sizes);
      }
    },
  );

  it('keeps the not-found page out of search results', async () => {
    const { status, $ } = await getPage(MISSING_PATH, app);
    expect(status).toBe(404);
    expect(meta($, 'robots')).toBe('noindex');
  });

  it.each(
    routes
      .filter((route) => route.pattern.includes(':'))
      .map((route) => route.pattern.replace(/:[a-z]+/g, 'no-such-page')),
  )('keeps an unknown %s out of search results too', async (path) => {
    const { status, $ } = await getPage(path, app);
    expect(status).toBe(404);
    expect(meta($, 'robots')).toBe('noindex');
  });

  it('marks any page answered with an error status noindex, even if its builder forgot', () => {
    const html = renderDocument(
      { status: 404, head: { title: 'Post Not Found', description: 'D', path: '/blog/x' }, body: 'Gone' },
      { siteUrl: 'https://example.org', assets: { js: '/a.js', css: '/a.css' }, year: 2030 },
    );
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('BreadcrumbList');
  });
});

describe('per-page choices for link previews', () => {
  const context = { siteUrl: 'https://example.org', assets: { js: '/a.js', css: '/a.css' }, year: 2030 };
  const render = (head: Parameters<typeof renderDocument>[0]['head']) => {
    const html = renderDocument({ head, body: 'Body' }, context);
    return (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  };

  it('shares an article as an article, with its dates, section and author from its BlogPosting block', () => {
    const posting = blogPostingJsonLd(
      {
        title: 'Dryer Not Heating',
        description: 'Why.',
        path: '/blog/dryer',
        date: '2025-09-04',
        author: { name: 'Darnell Brooks', path: '/about#author-darnell-brooks' },
        category: 'Dryer Repair',
        image: { src: '/images/blog/dryer-repair.svg', width: 320, height: 180 },
      },
      context.siteUrl,
    );
    const tag = render({ title: 'Dryer', description: 'D', path: '/blog/dryer', jsonLd: [posting] });
    expect(tag('og:type')).toBe('article');
    expect(tag('article:published_time')).toBe('2025-09-04');
    expect(tag('article:section')).toBe('Dryer Repair');
    expect(tag('article:author')).toBe('Darnell Brooks');
  });

  it('lets a page bring its own type and picture, made absolute', () => {
    const tag = render({
      title: 'X',
      description: 'D',
      path: '/x',
      ogType: 'article',
      image: { url: '/images/x.png', width: 800, height: 400, alt: 'A washer' },
    });
    expect(tag('og:type')).toBe('article');
    expect(tag('article:published_time')).toBeUndefined();
    expect(tag('og:image')).toBe('https://example.org/images/x.png');
    expect([tag('og:image:width'), tag('og:image:height'), tag('og:image:alt')]).toEqual(['800', '400', 'A washer']);
    expect(tag('twitter:image')).toBe('https://example.org/images/x.png');
  });

  it('defaults to a website with the site’s share picture', () => {
    const tag = render({ title: 'X', description: 'D', path: '/x' });
    expect(tag('og:type')).toBe('website');
    expect(tag('og:image')).toBe('https://example.org/images/share.png');
    expect(tag('og:url')).toBe('https://example.org/x');
  });
});

describe('page titles that fit in a search result', () => {
  it('carry the brand when it fits', () => {
    expect(pageTitle('Customer Reviews')).toBe(`Customer Reviews | ${business.name}`);
  });

  it('drop the brand rather than be cut off', () => {
    const title = 'Refrigerator Repair in Washington DC & Maryland';
    expect(pageTitle(title)).toBe(title);
  });

  it('are never cut: a title too long on its own stays whole for the long-title check to report', () => {
    const title = 'An Article Title That Goes On and On Well Past What Any Search Result Shows';
    expect(titleLength(title)).toBeGreaterThan(MAX_TITLE_LENGTH);
    expect(pageTitle(title)).toBe(title);
  });

  it('are measured as written in the HTML, where React escapes some characters', () => {
    for (const title of ['Plain', 'Washer & Dryer', `It's "fine" <really>`]) {
      const html = renderToStaticMarkup(createElement('title', null, title));
      expect(titleLength(title), title).toBe(html.length - '<title></title>'.length);
    }
  });
});
