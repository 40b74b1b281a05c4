import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, POLICY_COMPLAINT, reportPolicyViolations, sharedBrowser, waitForHydration } from './browser';

const browser = sharedBrowser();
let context: BrowserContext;

/**
 * A context that reports every Content-Security-Policy or Permissions-Policy complaint the browser makes: the
 * console messages Chromium prints, and each securitypolicyviolation event. layout.spec.ts watches every page of
 * the route table the same way (reportPolicyViolations); this file proves the watch catches a violation.
 */
async function watchedContext(): Promise<{ open: (path: string) => Promise<Page>; violations: string[] }> {
  context = await browser().newContext({ baseURL: baseURL(), viewport: DESKTOP });
  context.setDefaultTimeout(10_000);
  const violations: string[] = [];
  await reportPolicyViolations(context, (page, text) => violations.push(`${new URL(page.url()).pathname}: ${text}`));
  const open = async (path: string) => {
    const page = await context.newPage();
    page.on('console', (message) => {
      if (POLICY_COMPLAINT.test(message.text()))
        violations.push(`${path}: console ${message.type()}: ${message.text()}`);
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

  it('the watch does catch a violation: an inline script and a third-party image are reported', async () => {
    const { open, violations } = await watchedContext();
    const page = await open('/');
    expect(violations).toEqual([]);
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
