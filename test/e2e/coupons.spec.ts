import { describe, expect, it } from 'vitest';
import { sharedBrowser, openPage } from './browser';

const browser = sharedBrowser();

describe('/coupons in the browser', () => {
  it('copies a coupon code to the clipboard when the coupon is clicked, and says so', async () => {
    const { page, problems } = await openPage(browser(), '/coupons', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await page.locator('.coupon button').first().waitFor();

    await page.locator('.coupon', { hasText: 'SENIOR15' }).locator('.coupon__description').click();
    const toast = page.locator('.toast');
    await expect.poll(() => toast.textContent()).toContain('Coupon Code Copied!');
    expect(await toast.textContent()).toMatch(/SENIOR15 was copied.*Mention it when you call/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SENIOR15');

    await page.getByRole('button', { name: 'Copy code MAJOR50' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('MAJOR50');
    await expect.poll(() => toast.textContent()).toContain('MAJOR50 was copied');
    expect(problems).toEqual([]);
  });

  it('copies with the keyboard too', async () => {
    const { page } = await openPage(browser(), '/coupons', { permissions: ['clipboard-read', 'clipboard-write'] });
    const button = page.getByRole('button', { name: 'Copy code FIRST25' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('FIRST25');
  });

  it('asks the visitor to note the code when the browser refuses the clipboard', async () => {
    const { page } = await openPage(browser(), '/coupons');
    await page.locator('.coupon button').first().waitFor();
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await page.getByRole('button', { name: 'Copy code FIRST25' }).click();
    const toast = page.locator('.toast');
    await expect.poll(() => toast.textContent()).toContain('Could Not Copy the Code');
    expect(await toast.textContent()).toMatch(/note the code FIRST25/);
    expect(await toast.textContent()).not.toContain('Copied!');
    expect(await page.locator('.coupon__code', { hasText: 'FIRST25' }).isVisible()).toBe(true);
  });

  it('shows every code as plain text with JavaScript disabled', async () => {
    const { page } = await openPage(browser(), '/coupons', { javaScriptEnabled: false });
    expect(await page.locator('.coupon__code').allTextContents()).toEqual(['FIRST25', 'SENIOR15', 'MAJOR50']);
    expect(await page.locator('.coupon button').count()).toBe(0);
  });

  // axe and the layout of /coupons, hydrated, at every width: layout.spec.ts.
});
