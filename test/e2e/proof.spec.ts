/**
 * Proof on the site, as a homeowner sees it on a phone and a desktop: verified reviews on /reviews and the
 * technicians on /about, read from the database by the running server. Zero axe violations, nothing scrolling
 * sideways, every photo loaded, no console error.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type AppDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl } from '../../server/kernel/config';
import { reencodePhoto } from '../../server/kernel/images';
import { createOfficeStore } from '../../server/office/store';
import { teamMemberStore } from '../../server/features/team/office/store';
import { teamStore } from '../../server/features/team/store';
import { storeReview } from '../helpers/published-reviews';
import {
  baseURL,
  databaseUrl,
  DESKTOP,
  expectNoAxeViolations,
  expectQuietPage,
  openPage,
  PHONE,
  sharedBrowser,
} from './browser';

const browser = sharedBrowser();

/** Waits until the page at `path` contains `text`, as the server's next reading of the database brings it. */
async function shows(path: string, text: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await (await fetch(baseURL() + path)).text()).includes(text)) {
    if (Date.now() > deadline) throw new Error(`${path} never showed ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
let database: AppDatabase;

beforeAll(async () => {
  const config = parseDatabaseUrl(databaseUrl());
  if (typeof config === 'string') throw new Error(config);
  database = createDatabase(config);
  // Visits of February 2026: reports.spec.ts counts the bookings of March 2026 on the same worker's database, and
  // the helper's default visit is in March, so which of the two files ran first changed its count.
  const visitedAt = '2026-02-10T15:00:00.000Z';
  await storeReview(database, {
    status: 'published',
    visitedAt,
    author: 'Tamika Brooks',
    city: 'Silver Spring',
    body: 'The technician called ahead, explained the fault and had the washer draining in an hour.',
  });
  await storeReview(database, {
    status: 'published',
    visitedAt,
    author: 'Owen Park',
    city: 'Bethesda',
    citySlug: 'bethesda-md',
    service: 'refrigerator-repair',
    rating: 4,
    body: 'Fridge cold again the same day.\nA little late, but he phoned to say so.',
  });
  const office = { ...createOfficeStore(database), ...teamMemberStore(database) };
  const technician = await office.addUser('e2e-proof-tech@example.com', '', new Date(), {
    role: 'technician',
    name: 'Marcus Bell',
  });
  await office.updateProfile(technician.id, { name: 'Marcus Bell', bio: 'Twelve years on washers and dryers.' });
  const portrait = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7a9cc6' } })
    .png()
    .toBuffer();
  await teamStore(database).savePhoto(technician.id, await reencodePhoto(portrait), new Date());
  const second = await office.addUser('e2e-proof-tech2@example.com', '', new Date(), {
    role: 'technician',
    name: 'Ana Souza',
  });
  await office.updateProfile(second.id, { name: 'Ana Souza', bio: 'Kitchen appliances, gas and electric.' });
  // The server reads them within its poll (a few seconds).
  await shows('/about', 'Ana');
  await shows('/reviews', 'Owen P.');
});

afterAll(async () => {
  await database?.close();
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('proof on a %s', (_name, viewport) => {
  it.each(['/reviews', '/about'])('%s: axe-clean, nothing sideways, every photo shown', async (path) => {
    const watched = await openPage(browser(), path, { viewport });
    const { page } = watched;
    // Other specs share the server and its database: theirs may be on the page too.
    if (path === '/reviews') {
      const verified = page.locator('.review--verified');
      await expect(verified.allInnerTexts()).resolves.toEqual(
        expect.arrayContaining([expect.stringContaining('Verified customer'), expect.stringContaining('Owen P.')]),
      );
    } else {
      await expect(page.locator('.team-card .card__title').allInnerTexts()).resolves.toEqual(
        expect.arrayContaining(['Marcus', 'Ana']),
      );
      const photo = page.locator('.team-card', { hasText: 'Marcus' }).locator('img');
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectQuietPage(watched);
  });
});
