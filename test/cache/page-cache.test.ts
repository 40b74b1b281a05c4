import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { etagMatches, preferredCoding } from '../../server/kernel/cache/negotiate';
import { codedBody, firstInstantAfterYear, PageCache } from '../../server/kernel/cache/page-cache';

const NY = 'America/New_York';

describe('choosing a content coding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
  ] as const)('Accept-Encoding %j gets %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});

describe('matching If-None-Match', () => {
  const tags = ['"abc"', '"abc-br"'];
  it('matches any listed tag, weak or strong, and *', () => {
    expect(etagMatches('"abc-br"', tags)).toBe(true);
    expect(etagMatches('"x", W/"abc"', tags)).toBe(true);
    expect(etagMatches('*', tags)).toBe(true);
  });
  it('does not match other tags or no header', () => {
    expect(etagMatches('"abd"', tags)).toBe(false);
    expect(etagMatches(undefined, tags)).toBe(false);
  });
});

describe('the page cache', () => {
  const html = (year: number) => `<!DOCTYPE html><p>© ${year} ${'appliance repair '.repeat(200)}</p>`;

  it('renders a page once, even for requests that arrive together', async () => {
    const cache = new PageCache({ timeZone: NY });
    let renders = 0;
    const render = (year: number) => {
      renders++;
      return html(year);
    };
    const pages = await Promise.all([cache.get('/a', render), cache.get('/a', render), cache.get('/a', render)]);
    await cache.get('/a', render);
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(cache.peek('/a')).toBe(pages[0]);
  });

  it('keeps brotli and gzip variants that are smaller than the HTML, each with its own strong tag', async () => {
    const page = (await new PageCache({ timeZone: NY }).get('/a', html))!;
    const { identity, br, gzip } = page.variants;
    expect((await codedBody(br)).length).toBeLessThan(identity.body!.length / 5);
    expect(gzip.body!.length).toBeLessThan(identity.body!.length / 5);
    expect(brotliDecompressSync(br.body!).equals(identity.body!)).toBe(true);
    expect(gunzipSync(gzip.body!).equals(identity.body!)).toBe(true);
    expect(new Set(page.etags).size).toBe(3);
    for (const tag of page.etags) expect(tag).toMatch(/^"[\w-]+"$/);
  });

  it('makes the brotli bytes when they are first asked for, once for requests that ask together', async () => {
    const page = (await new PageCache({ timeZone: NY }).get('/a', (year) => `${html(year)}<!-- br later -->`))!;
    expect(page.variants.br.body).toBeUndefined();
    const [one, two] = await Promise.all([codedBody(page.variants.br), codedBody(page.variants.br)]);
    expect(one).toBe(two);
    expect(page.variants.br.body).toBe(one);
    expect(brotliDecompressSync(one).equals(page.variants.identity.body!)).toBe(true);
  });

  it('compresses equal HTML once in the process, whichever cache asks, and other HTML on its own', async () => {
    const first = (await new PageCache({ timeZone: NY }).get('/a', html))!;
    const again = (await new PageCache({ timeZone: NY }).get('/b', html))!;
    const other = (await new PageCache({ timeZone: NY }).get('/a', (year) => `${html(year)}<!-- other -->`))!;
    expect(await codedBody(again.variants.br)).toBe(await codedBody(first.variants.br));
    expect(again.variants.gzip.body).toBe(first.variants.gzip.body);
    expect(again.etags).toEqual(first.etags);
    // Each cache's variants are its own: the fast path arms its replayed headers per server.
    expect(again.variants.br).not.toBe(first.variants.br);
    expect((await codedBody(other.variants.br)).equals(first.variants.br.body!)).toBe(false);
    expect(other.etags[0]).not.toBe(first.etags[0]);
  });

  it('does not keep paths that have no page, and retries a page whose render failed', async () => {
    const cache = new PageCache({ timeZone: NY });
    expect(await cache.get('/none', () => undefined)).toBeUndefined();
    await expect(
      cache.get('/broken', () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await cache.get('/broken', html)).toBeDefined();
    expect(cache.size).toBe(1);
  });

  it('forgets only the pages it is told to, and never keeps a render that was under way when it forgot it', async () => {
    const cache = new PageCache({ timeZone: NY });
    const kept = await cache.get('/kept', html);
    await cache.get('/changed', () => '<p>old</p>');
    const underWay = cache.get('/rendering', () => '<p>old, still compressing</p>');
    cache.forget(['/changed', '/rendering']);
    expect(cache.peek('/kept')).toBe(kept);
    expect(cache.peek('/changed')).toBeUndefined();
    // The render under way still answers its own request, but is not kept.
    expect(await underWay).toBeDefined();
    expect(cache.peek('/rendering')).toBeUndefined();
    const fresh = await cache.get('/changed', () => '<p>new</p>');
    expect(fresh!.variants.identity.body!.toString()).toBe('<p>new</p>');
  });

  it('knows the instant the year turns over in DC', () => {
    expect(firstInstantAfterYear(2026, Date.parse('2026-06-01T00:00:00Z'), NY)).toBe(
      Date.parse('2027-01-01T05:00:00Z'),
    );
  });

  it('forgets its pages at midnight on New Year in DC and renders them again with the new year', async () => {
    let now = Date.parse('2027-01-01T04:59:59Z');
    const cache = new PageCache({ timeZone: NY, now: () => now });
    const before = (await cache.get('/a', html))!;
    expect(before.year).toBe(2026);
    expect(before.variants.identity.body!.toString()).toContain('© 2026');

    now = Date.parse('2027-01-01T05:00:01Z');
    expect(cache.peek('/a')).toBeUndefined();
    const after = (await cache.get('/a', html))!;
    expect(after.year).toBe(2027);
    expect(after.variants.identity.body!.toString()).toContain('© 2027');
    expect(after.etags).not.toEqual(before.etags);
  });
});
