/**
 * npm run audit:lighthouse: Lighthouse with its default mobile settings (a mid-range phone on a slow 4G
 * connection, simulated) against the production build, in Debian's Chromium, for the pages the
 * performance issue lists. Prints the four category scores and LCP, TBT and CLS per page. Not part of CI:
 * a run takes minutes.
 *
 *   npm run audit:lighthouse            every listed page
 *   npm run audit:lighthouse -- / /about only these
 */
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { allPagePaths } from '../server/app/pages';
import { buildClient, buildServer } from './build';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { startDist } from './serve-dist';

const CHROMIUM = CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function pagesToAudit(): string[] {
  const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  if (requested.length > 0) return requested;
  const article = allPagePaths().find((p) => p.startsWith('/blog/')) ?? '/blog/(first article)';
  return [
    '/',
    '/services',
    '/services/washer-repair',
    '/cities',
    '/cities/bethesda-md',
    '/blog',
    article,
    '/reviews',
    '/coupons',
    '/faq',
    '/contact',
    '/about',
  ];
}

async function main(): Promise<void> {
  await buildClient('production');
  await buildServer();
  const work = mkdtempSync(path.join(tmpdir(), 'car-lighthouse-'));
  const server = await startDist({ DATABASE_URL: `file:${path.join(work, 'site.db')}` });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const rows: string[] = [];
  let missed = 0;
  try {
    mkdirSync(path.join(work, 'profile'));
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROME_FLAGS,
      userDataDir: path.join(work, 'profile'),
    });
    for (const pagePath of pagesToAudit()) {
      const status = (await fetch(server.baseURL + pagePath)).status;
      if (status !== 200) {
        rows.push(`| ${pagePath} | skipped: answers ${status} in this build | | | | | | |`);
        continue;
      }
      const result = await lighthouse(server.baseURL + pagePath, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      const score = (category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const scores = CATEGORIES.map(score);
      if (scores[0]! < 98 || scores.slice(1).some((s) => s < 100)) missed++;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      rows.push(
        `| ${pagePath} | ${scores.join(' | ')} | ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s | ${audit('total-blocking-time').toFixed(0)} ms | ${audit('cumulative-layout-shift').toFixed(3)} |`,
      );
      console.log(rows.at(-1));
      for (const [id, entry] of Object.entries(lhr.audits)) {
        if (entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
          console.log(`    ${pagePath}: ${id}: ${entry.title}`);
      }
    }
  } finally {
    chrome?.kill();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`\nLighthouse, mobile settings, ${new Date().toISOString()}`);
  console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
  console.log(
    missed
      ? `\n${missed} page(s) below the goal (performance >= 98, the others 100)`
      : '\nevery audited page meets the goal',
  );
}

await main();
