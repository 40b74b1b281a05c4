import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPagesInBrowser, DESKTOP, sharedBrowser, openPage, PHONE, waitForHydration } from './browser';

const browser = sharedBrowser();

// The zip answers: pages the route table does not list, so layout.spec.ts does not visit them.
checkPagesInBrowser(['/cities?zip=20740', '/cities?zip=abc', '/cities?zip=22030'], browser);

async function checkZip(page: Page, zip: string): Promise<void> {
  await page.getByLabel('Your zip code').fill(zip);
  await Promise.all([page.waitForURL(/\/cities\?zip=/), page.getByLabel('Your zip code').press('Enter')]);
}

// No script of the site touches the zip form (client/ has no island for it, and carry-utm.ts only adds to forms to
// /book and /contact), so with JavaScript the lookup is this same form post: it is checked once, without.
describe('the zip lookup without JavaScript', () => {
  it('sends a served zip to its city page', async () => {
    const { page } = await openPage(browser(), '/cities', { viewport: PHONE, javaScriptEnabled: false });
    await checkZip(page, '20901');
    expect(new URL(page.url()).search).toBe('?zip=20901');
    const answer = page.locator('.zip-answer');
    expect(await answer.getByText('Yes, we serve 20901.').isVisible()).toBe(true);
    await answer.getByRole('link', { name: 'Appliance repair in Silver Spring' }).click();
    await page.waitForURL('**/cities/silver-spring-md');
    expect(await page.locator('.zip-list li').allTextContents()).toContain('20901');
  });

  it('tells a visitor outside the area so, with the number to call', async () => {
    const { page } = await openPage(browser(), '/cities', { viewport: DESKTOP, javaScriptEnabled: false });
    await checkZip(page, '22201');
    const answer = page.locator('.zip-answer');
    expect(await answer.getByText('Sorry, 22201 is outside our service area.').isVisible()).toBe(true);
    expect(await answer.getByRole('link', { name: '(202) 555-0147' }).getAttribute('href')).toBe('tel:+12025550147');
  });

  it('explains a mistyped zip and keeps what was typed to correct', async () => {
    const { page } = await openPage(browser(), '/cities', { viewport: PHONE, javaScriptEnabled: false });
    await checkZip(page, '2091');
    expect(await page.getByText('“2091” is not a zip code we can look up.').isVisible()).toBe(true);
    const field = page.getByLabel('Your zip code');
    expect(await field.inputValue()).toBe('2091');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('20814');
    await Promise.all([page.waitForURL(/zip=20814/), field.press('Enter')]);
    expect(
      await page.locator('.zip-answer').getByRole('link', { name: 'Book a visit in 20814' }).getAttribute('href'),
    ).toBe('/book?zip=20814');
    expect(
      await page
        .locator('.zip-answer')
        .getByRole('link', { name: 'Appliance repair in Bethesda' })
        .getAttribute('href'),
    ).toBe('/cities/bethesda-md');
  });

  it('works from the home page too', async () => {
    const { page } = await openPage(browser(), '/', { viewport: DESKTOP, javaScriptEnabled: false });
    await page.getByLabel('Your zip code').fill('20912');
    await Promise.all([
      page.waitForURL(/\/cities\?zip=20912/),
      page.getByRole('button', { name: 'Check my area' }).click(),
    ]);
    expect(await page.locator('.zip-answer').textContent()).toContain('Takoma Park');
    // The answer lands in view, not at the top of a long page.
    expect(new URL(page.url()).hash).toBe('#zip-check');
    expect(await page.locator('.zip-answer').isVisible()).toBe(true);
    const top = await page.locator('#zip-check').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(200);
  });
});

describe('the areas page', () => {
  it('lets keyboard users reach the nine city links but not the plain served-today cards', async () => {
    const { page } = await openPage(browser(), '/cities', { viewport: DESKTOP });
    await waitForHydration(page);
    // Tab from the top of <main> until focus reaches the footer, noting every stop inside the county lists.
    await page.locator('main').focus();
    const focusable: string[] = [];
    for (let step = 0; step < 80; step++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active.closest('footer')) return { done: true, text: '' };
        return { done: false, text: active.closest('.area-card') ? (active.textContent ?? '') : '' };
      });
      if (stop.done) break;
      if (stop.text) focusable.push(stop.text);
    }
    expect(focusable).toHaveLength(9);
    expect(focusable.some((text) => text?.includes('Served today'))).toBe(false);
  });

  it('gives every tap target on the city cards at least 44px on a phone', async () => {
    const { page } = await openPage(browser(), '/cities', { viewport: PHONE });
    const heights = await page
      .locator('main .area-card__link')
      .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
    expect(heights).toHaveLength(9);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
  });
});
