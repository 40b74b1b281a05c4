import { describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, sharedBrowser, openPage, PHONE, waitForHydration } from './browser';

const browser = sharedBrowser();

describe('the mobile menu at 375 px', () => {
  it('opens on the tap that wakes it, closes and opens with the toggle moving focus in, and closes on a link chosen', async () => {
    const { page, problems } = await openPage(browser(), '/', { viewport: PHONE });
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);

    // Until it is used, the toggle is the link that works without JavaScript; the first tap wakes it and opens it.
    await page.getByRole('link', { name: 'Menu' }).click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    const close = page.getByRole('button', { name: 'Close' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Home');
    expect(new URL(page.url()).hash).toBe('');

    await close.click();
    await expect.poll(() => nav.isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    // The state layout.spec.ts cannot reach: axe-clean with the menu open. The menu is the same on every page.
    await expectNoAxeViolations(page);

    // A link chosen closes it and takes the visitor there (on the same load: a second one only to open it again).
    await nav.getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await waitForHydration(page);
    await expect.poll(() => page.locator('#site-nav').isVisible()).toBe(false);
    // A new page: its menu sleeps again until it is used.
    expect(await page.getByRole('link', { name: 'Menu' }).isVisible()).toBe(true);
    expect(await page.locator('#site-nav a[href="/about"]').getAttribute('aria-current')).toBe('page');
    expect(problems).toEqual([]);
  });

  it('wakes when the keyboard reaches the toggle, keeping focus on it for Enter to open; Escape closes it', async () => {
    const { page } = await openPage(browser(), '/about', { viewport: PHONE });
    await waitForHydration(page);
    const onToggle = () => page.evaluate(() => document.activeElement?.classList.contains('menu-toggle') ?? false);
    for (let presses = 0; presses < 12 && !(await onToggle()); presses++) await page.keyboard.press('Tab');
    expect(await onToggle()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`))
      .toBe('BUTTON Menu');
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close' }).getAttribute('aria-expanded')).toBe('true');

    // Escape closes it and gives focus back to the toggle.
    await page.keyboard.press('Escape');
    await expect.poll(() => nav.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('menu-toggle');
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('still opens with JavaScript disabled', async () => {
    const { page } = await openPage(browser(), '/', { viewport: PHONE, javaScriptEnabled: false });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Menu' }).click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await nav.getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    expect(await page.locator('h1').textContent()).toMatch(/DC Repair Company/);
  });
});

describe('the navigation on a desktop screen', () => {
  it('is always visible, with no toggle', async () => {
    const { page } = await openPage(browser(), '/', { viewport: DESKTOP });
    await waitForHydration(page);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.locator('.menu-toggle').isVisible()).toBe(false);
  });
});
