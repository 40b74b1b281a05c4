import supertest from 'supertest';
import { expect } from 'vitest';
import { getPage, testApp } from './app';

/** Every internal link inside <main> of the given pages (the header and footer have their own tests). */
export async function internalLinksInMain(paths: string[]): Promise<Map<string, string>> {
  const app = testApp();
  const found = new Map<string, string>();
  for (const path of paths) {
    const { status, $ } = await getPage(path, app);
    expect(status, path).toBe(200);
    $('main a[href]').each((_, a) => {
      const href = $(a).attr('href')!;
      if (href.startsWith('/') && !found.has(href)) found.set(href, path);
    });
  }
  return found;
}

/** Asserts that each link answers 200. */
export async function expectLinksResolve(links: Map<string, string>): Promise<void> {
  const app = testApp();
  for (const [href, from] of links) {
    const response = await supertest(app).get(href);
    expect(response.status, `${href} linked from ${from}`).toBe(200);
  }
}
