import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowser, openPage, PHONE } from './browser';

const browser = sharedBrowser();

/** Loads an image the way the page would, under its Content-Security-Policy; 0x0 when it fails. */
function imageSize(page: Page, src: string): Promise<{ width: number; height: number }> {
  return page.evaluate(
    (url) =>
      new Promise<{ width: number; height: number }>((resolve) => {
        const image = new Image();
        image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
        image.onerror = () => resolve({ width: 0, height: 0 });
        image.src = url;
      }),
    src,
  );
}

describe('adding the site to a phone’s home screen', () => {
  it('Chromium reads the web app manifest without errors and loads its icons', async () => {
    const { page, problems } = await openPage(browser(), '/', { viewport: PHONE });
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
      data?: string;
    };
    expect(new URL(url).pathname).toBe('/site.webmanifest');
    expect(errors.map((e) => e.message)).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as { name: string; icons: { src: string; sizes: string }[] };
    expect(manifest.name).toBe('Capital Appliance Repair');
    for (const icon of manifest.icons.filter((i) => i.sizes !== 'any')) {
      const size = await imageSize(page, icon.src);
      expect(`${size.width}x${size.height}`).toBe(icon.sizes);
    }
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await imageSize(page, touchIcon!)).toEqual({ width: 180, height: 180 });
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#0b2e59');
    expect(problems).toEqual([]);
  });

  it('the share picture a link preview shows is a real 1200x630 image', async () => {
    const { page, problems } = await openPage(browser(), '/about');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(await imageSize(page, new URL(image!).pathname)).toEqual({ width: 1200, height: 630 });
    expect(problems).toEqual([]);
  });
});
