/**
 * Every office screen is valid HTML by the same html-validate rules as the public pages, with exactly one h1, and
 * loads no script: none has an island, so the client's module would load for nothing.
 */
import { load } from 'cheerio';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../helpers/engines';
import { bookVisit, officeApp, seedLead } from '../helpers/office';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  // The same React-driven allowances as test/seo/html-validate.test.ts.
  rules: {
    'void-style': ['error', { style: 'selfclose' }],
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'tel-non-breaking': ['error', { ignoreClasses: ['tel'] }],
  },
});

const [sqlite] = testEngines('office markup');

describe('the office screens as HTML', () => {
  it('are valid, have one h1 each and load no script, signed out and signed in', async () => {
    const database = await sqlite!.open();
    const { http, signIn } = await officeApp(database);
    const id = await seedLead(database, { name: 'Valid Markup', message: 'Two\nlines' });
    const reference = await bookVisit(http, '2026-11-24T08:00:00-05:00', { name: 'Valid Booking' });
    const browser = await signIn();
    const pages = [
      ['/office/login', ''],
      ['/office', browser.cookie],
      ['/office/leads', browser.cookie],
      [`/office/leads/${id}`, browser.cookie],
      ['/office/exports', browser.cookie],
      ['/office/reports', browser.cookie],
      ['/office/reports?from=2026-11-30&to=2026-11-01', browser.cookie],
      ['/office/activity', browser.cookie],
      ['/office/bookings', browser.cookie],
      ['/office/bookings?from=2026-02-30&to=x', browser.cookie],
      [`/office/bookings/${reference}`, browser.cookie],
      ['/office/settings', browser.cookie],
      ['/office/settings/price-book', browser.cookie],
      ['/office/nothing-here', browser.cookie],
    ] as const;
    for (const [path, cookie] of pages) {
      const request = http.get(path);
      if (cookie) request.set('Cookie', cookie);
      const response = await request;
      const report = await validator.validateString(response.text, path);
      const messages = report.results.flatMap((result) => result.messages);
      expect(
        messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
        path,
      ).toEqual([]);
      const $ = load(response.text);
      expect($('h1').length, path).toBe(1);
      expect($('script').length, `${path}: script tags`).toBe(0);
      expect($('link[rel="modulepreload"], link[rel="preload"][as="script"]').length, path).toBe(0);
    }
  });
});
