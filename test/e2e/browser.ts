import axe from 'axe-core';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Route,
} from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAP_ORIGIN } from '../../server/kernel/http/security-headers';
import { borrowPage, isKept, keepContext, releaseFilePages } from './page-pool';
import type { WorkerSetup } from './server';

/** The server, database and Chromium server.ts started for the worker running this spec file. */
function ownWorker(): WorkerSetup {
  const workers = inject('e2eWorkers');
  const worker = workers[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!worker) throw new Error(`no browser-test server for worker ${process.env.VITEST_POOL_ID}`);
  return worker;
}

export const baseURL = (): string => ownWorker().baseURL;
/** The database behind baseURL(), for a spec's fixtures and for reading what the visitor's actions stored. */
export const databaseUrl = (): string => ownWorker().databaseUrl;

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };

export interface WatchedPage {
  page: Page;
  /** Console errors, uncaught exceptions, failed requests and CSP violations seen so far. */
  problems: string[];
  /** Every origin the page sent a request to. */
  origins: Set<string>;
}

/**
 * Opens a page in a context of its own, signed out (one the worker's earlier tests used, page-pool.ts), and records
 * anything that goes wrong while it is used.
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const page = await borrowPage(browser, { baseURL: baseURL(), viewport: DESKTOP, ...options });
  const problems: string[] = [];
  const origins = new Set<string>();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // The browser dropped it itself because the page moved on (a form posted while the favicon loaded): that says
    // nothing about the site. Every other failure, and every error answer below, is a problem.
    if (error !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  await page.goto(path, { waitUntil: 'load' });
  return { page, problems, origins };
}

/**
 * The contact page's map frame answered on this page by a local stub: the machine's network is closed, and a
 * request to the real map that hung kept a visit from ever reaching network idle. The request is still seen
 * (`seen`), and its origin is still the only other one the CSP allows. Set on the page, for the visits that need it
 * only: while a page has any route, Playwright holds each of its requests for the route to be matched, which cost
 * a page load about 40 % more of Chromium's CPU (docs/testing.md, "seventeenth pass"). Returns the undoing.
 */
export async function answerTheMap(page: Page, seen?: (url: string) => void): Promise<() => Promise<void>> {
  const pattern = `${MAP_ORIGIN}/**`;
  const handler = (route: Route) => {
    seen?.(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!DOCTYPE html><html lang="en"><title>Map</title><p>Map</p></html>',
    });
  };
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

/** Signs in on the office's login form, as a person types it; where the office sends them is the caller's to wait for. */
export async function signInToOffice(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/office/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The worker's one connection to its Chromium, kept for all its spec files (they share this module). */
let connection: Promise<Browser> | undefined;

/**
 * The worker's Chromium (Debian's, headless, launched once by server.ts) for the whole spec file: connected before
 * its tests; after them the contexts the file opened itself are closed, the pages it borrowed go back to the pool
 * (page-pool.ts) and the browser goes on to the worker's next file.
 * Returns a getter, since the connection only exists once beforeAll has run.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    connection ??= chromium.connect(ownWorker().browserEndpoint);
    browser = await connection;
  });
  afterAll(async () => {
    await releaseFilePages();
    const own = browser?.contexts().filter((context) => !isKept(context)) ?? [];
    await Promise.all(own.map((context) => context.close()));
  });
  return () => {
    if (!browser) throw new Error('the browser starts in beforeAll');
    return browser;
  };
}

/**
 * Waits until every island that wakes as the page loads has hydrated or enhanced its markup: client/main.ts marks
 * each one data-hydrated. The contact and booking forms (the 'form' rule, decision 0065) wake when first used; they
 * are woken here as a visitor's first touch would, so a test goes on from the hydrated form as before
 * (test/e2e/forms-wake.spec.ts uses them before they are awake).
 * The menu and the toaster wait for the visitor and are left alone (menu.spec.ts uses the menu as a visitor does).
 * Island chunks load after the page, so on a busy machine this can take longer than one action's timeout.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await wakeForms(page);
  await page
    .locator('[data-island]:not([data-wake="use"]):not([data-wake="toast"]):not([data-hydrated])')
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 });
}

/**
 * A press inside each form island that is not awake yet (the 'form' rule wakes on a pointerdown in its root),
 * without moving focus or scrolling, as a visitor's touch would start it.
 */
async function wakeForms(page: Page): Promise<void> {
  await page.locator('[data-wake="form"]:not([data-hydrated])').evaluateAll((roots) => {
    for (const root of roots) root.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  });
}

/** Once the page has settled: nothing went wrong, and nothing was fetched from another origin. */
export async function expectQuietPage({ page, problems, origins }: WatchedPage): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  expect([...origins]).toEqual([baseURL()]);
}

/** A console message in which Chromium reports a Content-Security-Policy or Permissions-Policy complaint. */
export const POLICY_COMPLAINT = /Content Security Policy|Permissions-Policy|Permissions policy/i;

/**
 * Reports every securitypolicyviolation event of the context's pages, through a binding that playwright injects
 * outside the page's CSP (a script of the page's own could be blocked by the very policy it watches).
 */
export async function reportPolicyViolations(
  context: BrowserContext,
  report: (page: Page, text: string) => void,
): Promise<void> {
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => report(page, text));
  await context.addInitScript(() => {
    const send = (globalThis as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      send(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/**
 * axe-core's violations on the page as it is now, one line each: the rule, its impact and the nodes that break it.
 * axe-core is evaluated in the document once (again only after a navigation) and `axe.run` checks it there with
 * every rule it runs by default, reporting only violations (passes are not described). @axe-core/playwright's
 * default mode evaluated the 500 KB script again for every check and finished each one in a blank page it opened
 * for the purpose: 12–16 s a check against 1–2 s at load 21–26, for the same violations (docs/testing.md).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** The copy's page for each browser connection, and what its route serves as the copied document. */
const scriptlessCopies = new WeakMap<Browser, Promise<{ page: Page; served: { url: string; html: string } }>>();

/**
 * One context per connection (the worker's, for all its files) for the copies, kept between checks: its first check
 * in a new context took 7–12 s.
 */
function scriptlessCopy(browser: Browser): Promise<{ page: Page; served: { url: string; html: string } }> {
  let copy = scriptlessCopies.get(browser);
  if (!copy) {
    copy = (async () => {
      const served = { url: '', html: '' };
      const context = await browser.newContext();
      keepContext(context);
      await context.route('**/*', (route) => {
        const request = route.request();
        if (request.url() === served.url && request.resourceType() === 'document')
          return route.fulfill({ contentType: 'text/html', body: served.html });
        if (request.resourceType() === 'script') return route.abort();
        return route.continue();
      });
      return { page: await context.newPage(), served };
    })();
    scriptlessCopies.set(browser, copy);
  }
  return copy;
}

/**
 * axe runs as a script in the page, which a context without JavaScript cannot do. So a no-JavaScript page is
 * checked as a copy: its HTML as the visitor has it, at the same address, in a context with JavaScript but
 * without the site's scripts, so nothing the visitor did not see gets in the way. The copy's context is one per
 * browser connection; each check loads the copy anew (a document of its own) at the visitor's width.
 */
export async function expectNoAxeViolationsWithoutScript(browser: Browser, page: Page): Promise<void> {
  await expectNoAxeViolations(await scriptlessCopyOf(browser, page));
}

/**
 * The copy of a no-JavaScript page described above, loaded anew at the visitor's width, for what has to run as a
 * script in it (axe, measuring). It stays the connection's until the next copy is loaded in its place.
 */
export async function scriptlessCopyOf(browser: Browser, page: Page): Promise<Page> {
  const { page: copy, served } = await scriptlessCopy(browser);
  const url = new URL(page.url());
  url.hash = '';
  served.url = url.href;
  served.html = await page.content();
  await copy.setViewportSize(page.viewportSize()!);
  await copy.goto(served.url);
  return copy;
}

/**
 * Each path, opened on a phone once its islands have hydrated: zero axe-core violations, no console errors or
 * failed requests, and nothing fetched from another origin. For states of a page layout.spec.ts does not visit
 * (a query's answer); the page's layout at every width is that spec's.
 */
export function checkPagesInBrowser(paths: readonly string[], browser: () => Browser): void {
  describe.each(paths)('%s in the browser', (path) => {
    it('has zero axe-core violations, no console errors and no third-party requests', async () => {
      const watched = await openPage(browser(), path, { viewport: PHONE });
      await waitForHydration(watched.page);
      await expectNoAxeViolations(watched.page);
      await expectQuietPage(watched);
    });
  });
}
