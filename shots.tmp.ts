import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from './server/db/database';
import { reencodePhoto } from './server/images';
import { createOfficeStore } from './server/office/store';
import { teamStore } from './server/team/store';
import { storeReview } from './test/helpers/published-reviews';
import { startDist } from './scripts/serve-dist';

const dir = mkdtempSync(path.join(tmpdir(), 'proof-shots-'));
const url = `file:${path.join(dir, 'site.db')}`;
const server = await startDist({ DATABASE_URL: url });
const database = createDatabase({ engine: 'sqlite', file: path.join(dir, 'site.db') });
const reviews = [
  ['Tamika Brooks', 'Silver Spring', 'silver-spring-md', 'washer-repair', 5, 'The technician called ahead, explained the fault and had the washer draining in an hour. Fair price, no upselling.'],
  ['Owen Park', 'Bethesda', 'bethesda-md', 'refrigerator-repair', 4, 'Fridge cold again the same day.\nA little late, but he phoned to say so.'],
  ['Grace Lee', 'Washington', 'washington-dc', 'washer-repair', 5, 'Door seal replaced, no more puddles.'],
  ['Luis Ortega', 'Rockville', 'rockville-md', 'dryer-repair', 5, ''],
] as const;
let n = 0;
for (const [author, city, citySlug, service, rating, body] of reviews)
  await storeReview(database, { status: 'published', author, city, citySlug, service, rating, body, createdAt: new Date(Date.UTC(2026, 9, 20 - n++)).toISOString(), visitedAt: '2026-10-14T15:00:00.000Z' });
const office = createOfficeStore(database);
const photo = async (color: string) => reencodePhoto(await sharp({ create: { width: 400, height: 400, channels: 3, background: color } }).png().toBuffer());
for (const [name, bio, color] of [['Marcus Bell', 'Twelve years on washers and dryers; ask him about lint.', '#7a9cc6'], ['Ana Souza', 'Kitchen appliances, gas and electric.', ''], ['Dev Patel', 'Refrigerators and ice makers.', '#c69a7a']] as const) {
  const user = await office.addUser(`${name.split(' ')[0]}@example.com`, '', new Date(), { role: 'technician', name });
  await office.updateProfile(user.id, { name, bio });
  if (color) await teamStore(database).savePhoto(user.id, await photo(color), new Date());
}
await new Promise((r) => setTimeout(r, 3000));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[375, 740], [1280, 900]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, baseURL: server.baseURL });
  const page = await context.newPage();
  for (const [name, p, sel] of [['reviews', '/reviews', '#verified-title'], ['about', '/about', '#team-title'], ['service', '/services/washer-repair', '#service-reviews-title'], ['home', '/', '#home-reviews-title'], ['city', '/cities/bethesda-md', '#city-reviews-title']] as const) {
    await page.goto(p, { waitUntil: 'networkidle' });
    const section = page.locator(sel).locator('xpath=ancestor::section[1]');
    await section.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await section.screenshot({ path: `/work/notes/shots/proof-${name}-${w}.png` });
  }
  await context.close();
}
await browser.close();
await database.close();
await server.stop();
