import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, sharedBrowser, openPage, PHONE } from './browser';

const browser = sharedBrowser();

/** Which questions are open, checked both ways: the button's aria-expanded and the panel it controls. */
async function openQuestions(page: Page): Promise<number[]> {
  const buttons = page.locator('button.faq__question');
  const open: number[] = [];
  for (let i = 0; i < (await buttons.count()); i += 1) {
    const button = buttons.nth(i);
    const expanded = (await button.getAttribute('aria-expanded')) === 'true';
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    expect(await panel.count()).toBe(1);
    expect(await panel.isVisible()).toBe(expanded);
    if (expanded) open.push(i);
  }
  return open;
}

async function openFaq(options = {}) {
  const watched = await openPage(browser(), '/faq', options);
  await watched.page.locator('button.faq__question').first().waitFor();
  return watched;
}

describe('/faq in the browser', () => {
  // One load for what a fresh page shows and what the questions do: each of these read the same page before. On a
  // phone, where axe reads it with one answer open (closed, as it loads, /faq is checked with axe at every width by
  // layout.spec.ts; open is a state it cannot reach). The questions work the same at every width.
  it('puts all 10 closed in headings; opening one closes the other; clicking the open one closes it; axe-clean open', async () => {
    const { page, problems } = await openFaq({ viewport: PHONE });
    const questions = page.locator('button.faq__question');
    expect(await questions.count()).toBe(10);
    expect(await openQuestions(page)).toEqual([]);
    // Each question in a heading, so screen reader users can jump between them.
    expect(await page.getByRole('heading', { level: 3 }).count()).toBe(10);
    expect(
      await page.getByRole('button', { name: 'Do your repairs come with a warranty?', expanded: false }).count(),
    ).toBe(1);

    await questions.nth(0).click();
    expect(await openQuestions(page)).toEqual([0]);
    expect(await page.locator('#payment-answer').textContent()).toMatch(/Visa, MasterCard/);

    await questions.nth(4).click();
    expect(await openQuestions(page)).toEqual([4]);

    await questions.nth(4).click();
    expect(await openQuestions(page)).toEqual([]);

    await questions.nth(2).click();
    expect(await openQuestions(page)).toEqual([2]);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  it('works from the keyboard: Tab to a question, Enter or Space toggles it', async () => {
    const { page } = await openFaq();
    await page.locator('button.faq__question').nth(1).focus();
    await page.keyboard.press('Enter');
    expect(await openQuestions(page)).toEqual([1]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/adult|home/i);
    await page.keyboard.press('Space');
    expect(await openQuestions(page)).toEqual([2]);
    await page.keyboard.press('Space');
    expect(await openQuestions(page)).toEqual([]);
  });

  it('opens the answer a link points at', async () => {
    const { page } = await openPage(browser(), '/faq#warranty');
    await page.locator('button.faq__question').first().waitFor();
    expect(await openQuestions(page)).toEqual([4]);
  });

  it('lets every answer be read with JavaScript disabled', async () => {
    const { page } = await openPage(browser(), '/faq', { javaScriptEnabled: false });
    const items = page.locator('details.faq__item');
    expect(await items.count()).toBe(10);
    expect(await page.locator('details[open]').count()).toBe(0);
    await items.nth(3).locator('summary').click();
    expect(await items.nth(3).locator('.faq__answer').isVisible()).toBe(true);
  });
});
