/**
 * npm run screenshots: saves every page of the route table at the widths the layout is checked at (320, 375,
 * 768 and 1280 px), full length, as PNGs in screenshots/ (git ignores it), to look through before and after a
 * visual change. Runs the production build in Debian's Chromium.
 *
 *   npm run screenshots              every page at every width
 *   npm run screenshots -- / /faq    only these pages
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { allPagePaths } from '../server/app/pages';
import { buildClient, buildServer, root } from './build';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { SCREEN_WIDTHS } from './screen-widths';
import { startDist } from './serve-dist';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';

const outDir = path.join(root, 'screenshots');

/** "/services/oven-repair" -> "services-oven-repair", "/" -> "home" */
const fileName = (pagePath: string, width: number) =>
  `${pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\//g, '-')}@${width}.png`;

async function main(): Promise<void> {
  const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const paths = requested.length > 0 ? requested : [...allPagePaths(), '/no-such-page'];
  await buildClient('production');
  await buildServer();
  const work = mkdtempSync(path.join(tmpdir(), 'car-screens-'));
  const server = await startDist({ LEADS_FILE: path.join(work, 'leads.jsonl') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  mkdirSync(outDir, { recursive: true });
  try {
    for (const width of SCREEN_WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 740 : 900 } });
      const page = await context.newPage();
      for (const pagePath of paths) {
        await page.goto(server.baseURL + pagePath, { waitUntil: 'networkidle' });
        await page.screenshot({ path: path.join(outDir, fileName(pagePath, width)), fullPage: true });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`${paths.length * SCREEN_WIDTHS.length} screenshots in ${path.relative(process.cwd(), outDir)}/`);
}

await main();
