/**
 * The office's navigation at a desk and on a phone (issue 39, docs/office.md#the-navigation): the owner, who has the
 * most screens, sees them in one row at 1280 px with Payments in it and room left for one more;
 * her name opens the user menu with Profile and Sign out; the setup screens are under More; at 375 px nothing
 * scrolls sideways and every target is 44 px; each state axe-clean.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type AppDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl } from '../../server/kernel/config';
import { testPasswordHash } from '../helpers/passwords';
import { createOfficeStore } from '../../server/office/store';
import { baseURL, databaseUrl, DESKTOP, expectNoAxeViolations, PHONE, sharedBrowser, signInToOffice } from './browser';
import { borrowPage } from './page-pool';

const browser = sharedBrowser();
const EMAIL = 'e2e-nav-owner@example.com';
const PASSWORD = 'maple-copper-lantern-37';
/** The width of a link like "Payments": one more must still fit in the row. */
const ONE_MORE_LINK = 110;

let database: AppDatabase;

beforeAll(async () => {
  const config = parseDatabaseUrl(databaseUrl());
  if (typeof config === 'string') throw new Error(config);
  database = createDatabase(config);
  await createOfficeStore(database).addUser(EMAIL, await testPasswordHash(PASSWORD), new Date(), {
    name: 'Nora Owens',
  });
});

afterAll(async () => {
  await database?.close();
});

async function ownerAt(viewport: { width: number; height: number }): Promise<Page> {
  const page = await borrowPage(browser(), { baseURL: baseURL(), viewport });
  await signInToOffice(page, EMAIL, PASSWORD);
  await page.waitForURL('**/office');
  return page;
}

describe('the office navigation', () => {
  it('fits one row at 1280 px with Payments in it and room for one more screen, the user menu beside it', async () => {
    const page = await ownerAt(DESKTOP);
    const row = await page.evaluate(() => {
      const list = document.querySelector('.office-nav .office-menu > ul')!;
      const items = [...list.children] as HTMLElement[];
      const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
      const used = items.reduce((sum, item) => sum + item.getBoundingClientRect().width, 0);
      return {
        rows: tops.size,
        height: list.getBoundingClientRect().height,
        free: document.querySelector('.office-nav')!.getBoundingClientRect().width - used,
        labels: items.map((item) => item.querySelector('a, summary')!.textContent),
      };
    });
    expect(row.labels).toEqual([
      'Today',
      'Leads',
      'Bookings',
      'Customers',
      'Reviews',
      'Schedule',
      'My Day',
      'Parts',
      'Team',
      'Payments',
      'Reports',
      'More',
    ]);
    expect(row.rows).toBe(1);
    expect(row.height).toBeLessThan(60);
    expect(row.free).toBeGreaterThan(ONE_MORE_LINK);
    await expectNoAxeViolations(page);

    // More opens under its button, its links 44 px tall and reachable.
    await page.getByText('More', { exact: true }).click();
    const activity = page.getByRole('link', { name: 'Activity' });
    expect(await activity.isVisible()).toBe(true);
    expect((await activity.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page);
    await activity.click();
    await page.waitForURL('**/office/activity');

    // The user menu: her name, then Profile and Sign out, each a 44 px target with a visible focus.
    const toggle = page.locator('summary', { hasText: 'Nora Owens' });
    expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await toggle.focus();
    await page.keyboard.press('Enter');
    const signOut = page.getByRole('button', { name: 'Sign out' });
    expect(await page.getByRole('link', { name: 'Profile' }).isVisible()).toBe(true);
    expect((await signOut.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Profile');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await expectNoAxeViolations(page);
    await signOut.click();
    await page.waitForURL('**/office/login?signed-out=1');
  });

  it('at 375 px folds into the menu, no sideways scroll, 44 px targets, axe-clean', async () => {
    const page = await ownerAt(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.locator('summary', { hasText: 'Menu' }).click();
    await page.locator('summary', { hasText: 'More' }).click();
    await page.locator('summary', { hasText: 'Nora Owens' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.office-header a, .office-header button, .office-header summary')]
        .filter((element) => element.getBoundingClientRect().height > 0 && element.getBoundingClientRect().height < 44)
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(small).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
