import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { HEALTH_CHECK_PATH } from '../../server/kernel/http/paths';

/**
 * Pages kept open between tests, one pool per worker (its spec files share this module, vitest.e2e.config.ts).
 *
 * A new page costs Chromium a renderer: 2–2.5 s of CPU on CI's two cores, where a navigation in a page it already
 * has costs 0.3 s (docs/testing.md, "CI time, twelfth pass"), and the browser tests opened 130 pages. So a test's
 * page is one an earlier test used with the same context options wherever one is free. What a test could leave
 * behind for the next is taken away when it gives the page back: its document (the page goes to a small one of the
 * same origin), the context's cookies (each test starts signed out), the page's web storage, its listeners and its
 * routes. Each page keeps a context of its own, as before: two pages a test holds at once never share a cookie.
 *
 * A page is given back when the test that took it ends; one taken outside a test (in a beforeAll, for a describe's
 * tests to share) when its file ends (releaseFilePages, from sharedBrowser's afterAll). A page whose test closed
 * it or its context is dropped.
 */
const free = new Map<string, Page[]>();
/** Contexts kept past the end of the file that made them. */
const kept = new WeakSet<BrowserContext>();
/** Pages whose context a spec file prepared (a route, a binding to its own array): kept for that file only. */
const ofThisFile = new Set<Page>();
/** Pages lent and not yet given back, with their pool's key. */
const lent = new Map<Page, string>();
const heldByFile = new Set<Page>();
const preparations = new Map<object, number>();

export interface Borrowing {
  /**
   * Called once on each new context, before its page: a context binding, init script or route of the spec file's.
   * Pages of a prepared context are lent to the file's own tests alone and closed when it ends, since what the
   * preparation set up (a binding that fills the file's own list of problems, say) is the file's. The same
   * function each time (one of the file's, not made anew per call), or no page is lent twice.
   */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** Lend the page to this file's tests alone and close it when the file ends (a server of the file's own, say). */
  fileOnly?: boolean;
  /** How long a test may wait on one action in the page (10 s unless said). */
  timeout?: number;
}

/** The options that make a context what it is, in one order; the viewport is the page's, set on each loan. */
function keyOf(options: BrowserContextOptions, prepare: Borrowing['prepare']): string {
  // Playwright's own default said aloud is the same context as one that leaves it out.
  const entries = Object.entries(options).filter(
    ([name, value]) => name !== 'viewport' && value !== undefined && !(name === 'javaScriptEnabled' && value === true),
  );
  let preparation = 0;
  if (prepare) {
    if (!preparations.has(prepare)) preparations.set(prepare, preparations.size + 1);
    preparation = preparations.get(prepare)!;
  }
  return JSON.stringify([preparation, entries.sort(([a], [b]) => a.localeCompare(b))]);
}

/** Whether the run keeps this context past the end of the file that made it. */
export function isKept(context: BrowserContext): boolean {
  return kept.has(context);
}

/** Keeps a context of the connection open past the end of the file that made it (see sharedBrowser). */
export function keepContext(context: BrowserContext): void {
  kept.add(context);
}

/** A page for the running test (or, outside a test, for its file) in a context made with these options. */
export async function borrowPage(
  browser: Browser,
  options: BrowserContextOptions,
  { prepare, fileOnly = prepare !== undefined, timeout = 10_000 }: Borrowing = {},
): Promise<Page> {
  const { viewport, ...rest } = options;
  const key = keyOf(rest, prepare);
  let page: Page | undefined;
  const pages = free.get(key) ?? [];
  while (!page && pages.length > 0) {
    const candidate = pages.pop()!;
    if (!candidate.isClosed()) page = candidate;
  }
  if (page) {
    // Playwright's own default where the options name none, as a new context would have.
    await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
  } else {
    const context = await browser.newContext(options);
    await prepare?.(context);
    page = await context.newPage();
    if (fileOnly) ofThisFile.add(page);
    else kept.add(context);
  }
  page.setDefaultTimeout(timeout);
  const borrowed = page;
  lent.set(borrowed, key);
  try {
    onTestFinished(() => giveBack(borrowed));
  } catch {
    // Not inside a test: the file's afterAll gives it back.
    heldByFile.add(borrowed);
  }
  return page;
}

/**
 * At the end of a spec file: gives back the pages it took outside a test, and closes those of contexts it
 * prepared (sharedBrowser's afterAll).
 */
export async function releaseFilePages(): Promise<void> {
  const held = [...heldByFile];
  heldByFile.clear();
  await Promise.all(held.map((page) => giveBack(page)));
  const own = [...ofThisFile];
  ofThisFile.clear();
  for (const pages of free.values()) {
    const left = pages.filter((page) => !own.includes(page));
    pages.splice(0, pages.length, ...left);
  }
  await Promise.all(own.map((page) => closeContextOf(page)));
}

async function closeContextOf(page: Page): Promise<void> {
  await page
    .context()
    .close()
    .catch(() => undefined);
}

/** Gives a page back before its test ends, for the test's next borrowing to have (once is enough). */
export async function giveBack(page: Page): Promise<void> {
  const key = lent.get(page);
  if (key === undefined) return;
  lent.delete(page);
  if (page.isClosed()) return closeContextOf(page);
  try {
    // Off the last test's document first, before its listeners go: whatever that document still reports (a console
    // message, an aborted request) reaches them and not the next test's, nothing of it runs on, and the next test's
    // first navigation is a new document even to the same address with another fragment. The server's health check
    // is a small document of the same origin (a blank page instead would cost Chromium a renderer again).
    if (page.url().startsWith('http')) await page.goto(new URL(HEALTH_CHECK_PATH, page.url()).href);
    await page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().clearCookies();
    // The site keeps nothing in web storage today; were it to, the next test must not find the last one's.
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
  } catch {
    // Closed while being cleaned, or its server is gone (a spec's own, stopped first): nothing to give back.
    return closeContextOf(page);
  }
  const pages = free.get(key) ?? [];
  pages.push(page);
  free.set(key, pages);
}
