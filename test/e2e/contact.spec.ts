import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { storedLeads } from '../helpers/leads';
import {
  answerTheMap,
  baseURL,
  databaseUrl,
  DESKTOP,
  expectNoAxeViolations,
  sharedBrowser,
  waitForHydration,
} from './browser';
import { borrowPage } from './page-pool';

const browser = sharedBrowser();

/**
 * Opens /contact with the OpenStreetMap frame answered by a local stub, so the tests never leave the machine
 * and still see that the frame is the only third-party origin.
 */
async function openContact(options: BrowserContextOptions = {}, path = '/contact') {
  const page = await borrowPage(browser(), { baseURL: baseURL(), viewport: DESKTOP, ...options });
  const mapRequests: string[] = [];
  await answerTheMap(page, (url) => mapRequests.push(url));
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(path);
  // The form wakes when first used (decision 0065): woken here, as before; forms-wake.spec.ts sends it unwoken.
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, problems, mapRequests };
}

const leads = () => storedLeads(databaseUrl());

/** The island posts to the form's own endpoint, asking for JSON; the tests stand in for the server there. */
const contactPost = (url: URL) => url.pathname === '/contact';

const unique = () => `visitor-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function fillForm(page: Page, email: string) {
  await page.locator('#contact-name').fill('Jordan Smith');
  await page.locator('#contact-email').fill(email);
  await page.locator('#contact-phone').fill('(240) 555-0199');
  await page.locator('#contact-service').selectOption('dryer');
  await page.locator('#contact-message').fill('Dryer runs but no heat.');
}

const formValues = (page: Page) =>
  Promise.all(
    ['name', 'email', 'phone', 'service', 'message'].map((field) => page.locator(`#contact-${field}`).inputValue()),
  );

describe('/contact in the browser', () => {
  it('sends the message, shows "Message Sent!", clears the form and stores the lead', async () => {
    const { page, problems } = await openContact();
    const email = unique();
    await fillForm(page, email);
    await page.getByRole('button', { name: 'Send Message' }).click();

    const toast = page.locator('.toast');
    await expect.poll(() => toast.textContent()).toContain('Message Sent!');
    expect(await toast.textContent()).toContain(
      "We'll contact you within 1 hour. For immediate service, please call us!",
    );
    expect(await formValues(page)).toEqual(['', '', '', '', '']);
    // A lasting confirmation stays in the page after the toast has gone.
    const sent = page.locator('.contact-card .contact-sent');
    expect(await sent.textContent()).toContain('Message Sent!');
    await page.locator('.toast__close').click();
    expect(await sent.isVisible()).toBe(true);

    const stored = (await leads()).filter((lead) => lead.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Jordan Smith',
      phone: '(240) 555-0199',
      service: 'dryer',
      message: 'Dryer runs but no heat.',
    });
    expect(stored[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(problems).toEqual([]);
  });

  it('keeps what the visitor typed and asks them to call when the server fails', async () => {
    const { page } = await openContact();
    await page.route(contactPost, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' })
        : route.continue(),
    );
    const email = unique();
    await fillForm(page, email);
    await page.getByRole('button', { name: 'Send Message' }).click();

    const toast = page.locator('.toast');
    await expect.poll(() => toast.textContent()).toContain('Message Not Sent');
    expect(await toast.textContent()).toContain(`call us at ${business.phone.display}`);
    expect(await page.locator('.toast--error').count()).toBe(1);
    expect(await formValues(page)).toEqual([
      'Jordan Smith',
      email,
      '(240) 555-0199',
      'dryer',
      'Dryer runs but no heat.',
    ]);
    expect((await leads()).some((lead) => lead.email === email)).toBe(false);
  });

  it('keeps the values and asks them to call when the network is down', async () => {
    const { page } = await openContact();
    await page.route(contactPost, (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    const email = unique();
    await fillForm(page, email);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.locator('.toast').textContent()).toContain(business.phone.display);
    expect(await page.locator('#contact-email').inputValue()).toBe(email);
  });

  // With the server's field errors shown: axe reads that state too (the form as it loads is read at every width by
  // layout.spec.ts), on this load rather than one of its own.
  it('says each server error once: a summary linking to the field, the message beside it, no toast; axe-clean', async () => {
    const { page } = await openContact();
    const email = unique();
    await fillForm(page, email);
    await page.locator('#contact-phone').fill('not a phone');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const phone = page.locator('#contact-phone');
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await phone.getAttribute('aria-describedby')}`).textContent()).toMatch(
      /valid phone number/,
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-errors');
    await page.locator('#contact-errors a[href="#contact-phone"]').click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-phone');
    expect(await page.locator('.toast').count()).toBe(0);
    expect(await page.locator('#contact-name').inputValue()).toBe('Jordan Smith');
    expect((await leads()).some((lead) => lead.email === email)).toBe(false);
    await expectNoAxeViolations(page);
  });

  it('lets the browser stop an empty or malformed form before anything is sent', async () => {
    const { page } = await openContact();
    let posted = false;
    await page.route(contactPost, (route) => {
      posted ||= route.request().method() === 'POST';
      return route.continue();
    });
    await page.locator('#contact-email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(
      await page.evaluate(() => (document.querySelector('#contact-name') as HTMLInputElement).validity.valueMissing),
    ).toBe(true);
    expect(
      await page.evaluate(() => (document.querySelector('#contact-email') as HTMLInputElement).validity.typeMismatch),
    ).toBe(true);
    expect(posted).toBe(false);
  });

  it('posts the form and shows the confirmation with JavaScript disabled, the map shown from its <noscript>', async () => {
    const { page, mapRequests } = await openContact({ javaScriptEnabled: false });
    // Without JavaScript the browser reads the frame the page writes in <noscript>, and loads it lazily.
    const frame = page.locator('.contact-map iframe.contact-map__frame');
    await frame.scrollIntoViewIfNeeded();
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    expect(await frame.getAttribute('loading')).toBe('lazy');
    expect(mapRequests[0]).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    const email = unique();
    await fillForm(page, email);
    await Promise.all([
      // The fragment brings the confirmation into view instead of the top of the page.
      page.waitForURL('**/contact?sent=1#form-title'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(await page.getByRole('status').filter({ hasText: 'Message Sent!' }).textContent()).toContain(
      "We'll contact you within 1 hour. For immediate service, please call us!",
    );
    expect((await leads()).filter((lead) => lead.email === email)).toHaveLength(1);
  });

  // No origin but OpenStreetMap's: layout.spec.ts watches /contact's requests for any other, scrolled to the end.
  it('loads the map from OpenStreetMap only when the visitor nears it', async () => {
    // A phone, where the map is more than a screen below the form.
    const { page, mapRequests } = await openContact({ viewport: { width: 375, height: 812 } });
    const box = page.locator('.contact-map');
    await page.waitForLoadState('networkidle');
    expect(mapRequests).toEqual([]);
    expect(await box.locator('iframe').count()).toBe(0);
    await box.scrollIntoViewIfNeeded();
    const frame = box.locator('iframe.contact-map__frame');
    await frame.waitFor();
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    expect(mapRequests[0]).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(await frame.getAttribute('title')).toMatch(/Map of the Washington DC metro area/);
    // The frame fills the box the page kept for it, so nothing below moves when it arrives.
    const [boxSize, frameSize] = await Promise.all([box.boundingBox(), frame.boundingBox()]);
    expect(frameSize!.height).toBeGreaterThan(300);
    expect(Math.abs(frameSize!.height - boxSize!.height)).toBeLessThanOrEqual(2);
  });

  // The form as it loads is checked with axe at every width by layout.spec.ts, with field errors above.
  it('has zero axe-core violations on the confirmation', { timeout: 90_000 }, async () => {
    const sent = await openContact({}, '/contact?sent=1');
    await expectNoAxeViolations(sent.page);
  });
});
