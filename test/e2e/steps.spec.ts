/**
 * Errors where they happen, in Chromium against the production build: with JavaScript on a phone a bad phone is
 * refused at the details step itself, each step sets its own title, step 2's Continue is in reach without
 * scrolling (375 and 1280 px), and a booking with a model number and two photos shows the photos in the office.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type AppDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl } from '../../server/kernel/config';
import { testPasswordHash } from '../helpers/passwords';
import { createOfficeStore } from '../../server/office/store';
import { databaseUrl, DESKTOP, expectQuietPage, openPage, PHONE, sharedBrowser, waitForHydration } from './browser';

const browser = sharedBrowser();
const EMAIL = 'e2e-steps-owner@example.com';
const PASSWORD = 'tin-lantern-orchard-58';
let database: AppDatabase;

beforeAll(async () => {
  const config = parseDatabaseUrl(databaseUrl());
  if (typeof config === 'string') throw new Error(config);
  database = createDatabase(config);
  await createOfficeStore(database).addUser(EMAIL, await testPasswordHash(PASSWORD));
});

afterAll(async () => {
  await database.close();
});

const photo = (colour: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 59/1 0/1' } })
    .toBuffer();

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('step 2 on a %s', (_device, viewport) => {
  it('shows Continue without scrolling, above the bottom bar, and its own title', async () => {
    const { page } = await openPage(browser(), '/book?zip=20901&service=refrigerator-repair', { viewport });
    await waitForHydration(page);
    expect(await page.title()).toMatch(/^Choose a time – Book a Repair Visit Online/);
    const box = (await page.getByRole('button', { name: 'Continue' }).boundingBox())!;
    // Booking's own pages have no Call/Book bar (the step's bar takes its place); the screen's edge is the limit.
    const bar =
      (await page.locator('.action-bar').count()) > 0 ? await page.locator('.action-bar').boundingBox() : null;
    const bottom = bar && bar.height > 0 ? bar.y : viewport.height;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(bottom);
  });
});

describe('booking with JavaScript on a phone', () => {
  it(
    'refuses a bad phone at its own step, then books with a model number and two photos the office sees',
    { timeout: 90_000 },
    async () => {
      const watched = await openPage(browser(), '/book?zip=20901&service=refrigerator-repair', {
        viewport: PHONE,
        extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.201' },
      });
      const { page } = watched;
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => page.locator('#book-step-title').textContent()).toContain('Your Details');
      expect(await page.title()).toMatch(/^Your details – Book a Repair Visit Online/);

      await page.locator('#book-name').fill('Sam Steps');
      await page.locator('#book-phone').fill('555-0123');
      await page.locator('#book-email').fill(`steps-${Date.now()}@example.com`);
      await page.locator('#book-address').fill('9 Steps Lane');
      await page.locator('#book-model').fill('WRF555SDFZ');
      // The browser's own check would stop a bad e-mail; a 7-digit phone passes it and is the server's to refuse.
      await page.getByRole('button', { name: 'Review booking' }).click();
      await expect.poll(() => page.locator('#book-phone-error').textContent()).toContain('area code');
      expect(await page.locator('#book-step-title').textContent()).toContain('Your Details');
      expect(await page.locator('#book-model').inputValue()).toBe('WRF555SDFZ');

      await page.locator('#book-phone').fill('(240) 555-0199');
      await page.locator('#book-photos').setInputFiles([
        { name: 'plate.jpg', mimeType: 'image/jpeg', buffer: await photo('#224466') },
        { name: 'problem.jpg', mimeType: 'image/jpeg', buffer: await photo('#664422') },
      ]);
      await page.getByRole('button', { name: 'Review booking' }).click();
      // Two photos go up and the server reads them: on a busy machine that takes more than expect.poll's default
      // second (it failed so alone at load 20, and passed with the step shown four seconds after the click).
      await expect
        .poll(() => page.locator('#book-step-title').textContent(), { timeout: 15_000 })
        .toContain('Check and Confirm');
      expect(await page.title()).toMatch(/^Confirm – Book a Repair Visit Online/);
      const review = (await page.locator('.booking__review').textContent())!;
      expect(review).toContain('WRF555SDFZ');
      expect(review).toContain('2 photos');
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      await page.waitForURL(/\/booking\/[\w-]{43}\?booked=1$/);
      const reference = (await page.locator('main').textContent())!.match(/CAR-[2-9A-HJKMNP-Z]{6}/)![0];
      // The confirmation shows the customer their own photos, from their own link only.
      const thumbnails = await page
        .locator('main img')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''));
      expect(thumbnails).toHaveLength(2);
      for (const src of thumbnails) expect(src).toMatch(/^\/booking\/[\w-]{43}\/photos\//);
      // The 400 above is the refusal being tested, not a problem of the page.
      watched.problems.splice(0, watched.problems.length, ...watched.problems.filter((p) => !p.includes('400')));
      await expectQuietPage(watched);

      await page.goto('/office');
      await page.getByLabel('E-mail').fill(EMAIL);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/office');
      await page.goto(`/office/bookings/${reference}`);
      const images = page.locator('.office-photos img');
      await expect.poll(() => images.count()).toBe(2);
      // Loaded and drawn: each has its pixels.
      await expect
        .poll(() => images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).naturalWidth)))
        .toEqual([1200, 1200]);
      // What the office is served is the re-encoded image: the GPS position the phone wrote is gone.
      for (const src of await images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).src))) {
        const served = await page.request.get(src);
        expect(served.headers()['cache-control']).toContain('no-store');
        const meta = await sharp(await served.body()).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
      }
    },
  );
});
