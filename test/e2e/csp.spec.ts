import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { allPagePaths } from '../../server/routes';
import { baseURL, DESKTOP, sharedBrowser, waitForHydration } from './browser';

const browser = sharedBrowser();
let context: BrowserContext;

/**
 * A context that reports every Content-Security-Policy or Permissions-Policy complaint the browser makes:
 * the console messages Chromium prints, and each securitypolicyviolation event, forwarded by a script that
 * playwright injects outside the page's CSP.
 */
async function watchedContext(): Promise<{ open: (path: string) => Promise<Page>; violations: string[] }> {
  context = await browser().newContext({ baseURL: baseURL(), viewport: DESKTOP });
  context.setDefaultTimeout(10_000);
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    violations.push(`${new URL(page.url()).pathname}: ${text}`);
  });
  await context.addInitScript(() => {
    const report = (globalThis as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const open = async (path: string) => {
    const page = await context.newPage();
    page.on('console', (message) => {
      if (/Content Security Policy|Permissions-Policy|Permissions policy/i.test(message.text())) {
        violations.push(`${path}: console ${message.type()}: ${message.text()}`);
      }
    });
    await page.goto(path, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    return page;
  };
  return { open, violations };
}

describe('Content-Security-Policy in the browser', () => {
  afterAll(async () => context?.close());

  it('no page reports a CSP or Permissions-Policy violation, hydrated islands included', async () => {
    const { open, violations } = await watchedContext();
    const paths = allPagePaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/contact']));
    for (const path of paths) {
      const page = await open(path);
      await page.close();
    }
    expect(violations).toEqual([]);
  }, 240_000);

  it('the watch does catch a violation: an inline script and a third-party image are reported', async () => {
    const { open, violations } = await watchedContext();
    const page = await open('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "pwned"';
      document.body.append(script);
      const image = document.createElement('img');
      image.src = 'https://tracker.example/pixel.gif';
      document.body.append(image);
    });
    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
    expect(await page.title()).not.toBe('pwned');
    expect(violations.join('\n')).toMatch(/script-src/);
    expect(violations.join('\n')).toMatch(/img-src.*tracker\.example/);
  });
});
