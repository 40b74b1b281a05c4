import { describe, expect, it } from 'vitest';
import { DESKTOP, sharedBrowser, openMenu, openPage, PHONE, waitForHydration } from './browser';

const browser = sharedBrowser();

describe('the mobile menu at 375 px', () => {
  it('opens on the tap that wakes it, then closes and opens with the toggle, moving focus into the menu', async () => {
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
    expect(problems).toEqual([]);
  });

  it('wakes when the keyboard reaches the toggle, keeping focus on it for Enter to open', async () => {
    const { page } = await openPage(browser(), '/about', { viewport: PHONE });
    await waitForHydration(page);
    const onToggle = () => page.evaluate(() => document.activeElement?.classList.contains('menu-toggle') ?? false);
    for (let presses = 0; presses < 12 && !(await onToggle()); presses++) await page.keyboard.press('Tab');
    expect(await onToggle()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`))
      .toBe('BUTTON Menu');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { page } = await openPage(browser(), '/about', { viewport: PHONE });
    await waitForHydration(page);
    await openMenu(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => nav.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('menu-toggle');
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link is chosen and takes the visitor there', async () => {
    const { page } = await openPage(browser(), '/', { viewport: PHONE });
    await waitForHydration(page);
    await openMenu(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await waitForHydration(page);
    await expect.poll(() => page.locator('#site-nav').isVisible()).toBe(false);
    // A new page: its menu sleeps again until it is used.
    expect(await page.getByRole('link', { name: 'Menu' }).isVisible()).toBe(true);
    expect(await page.locator('#site-nav a[href="/about"]').getAttribute('aria-current')).toBe('page');
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
