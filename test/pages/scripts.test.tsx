/**
 * A page links the client's module only when it holds an island: the module hydrates islands and does nothing
 * else. Every public page has one today (the menu and the toaster are in the layout); the office's screens have
 * none (test/office/markup.test.ts checks each of them). Every page of the route table and the 404 page are
 * checked in test/build/budgets.test.ts; here, the document itself and the public pages rendered per request.
 */
import { load } from 'cheerio';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import FaqAccordion from '../../client/islands/faq';
import { renderDocumentHtml } from '../../server/kernel/pages/render';
import { Island } from '../../views/components/Island';
import { testApp } from '../helpers/app';
import { bookingBody, testClock } from '../helpers/booking';

const assets = { js: '/assets/app-TEST.js', css: '/assets/app-TEST.css' };
const head = {
  title: 'T',
  description: 'D',
  assets,
  jsonLd: [{ '@context': 'https://schema.org' as const, '@type': 'Organization' as const, name: 'data-island="x"' }],
};

/** The scripts a browser would load or run: everything but JSON data blocks. */
const scripts = (html: string) => load(html)('script:not([type="application/ld+json"]):not([type="application/json"])');

describe('the client script', () => {
  it('is linked once by a document whose body holds an island, and not at all by one without', () => {
    const items = [{ id: 'q', question: 'Is there a warranty?', answer: '90 days' }];
    const withIsland = renderDocumentHtml(
      head,
      <main>
        <Island name="faq" component={FaqAccordion} props={{ items }} />
      </main>,
    );
    expect(scripts(withIsland).length).toBe(1);
    expect(scripts(withIsland).attr('src')).toBe(assets.js);
    expect(scripts(withIsland).attr('type')).toBe('module');

    // The island's attribute spelled out in text, in an attribute and in the JSON-LD is not an island.
    const without = renderDocumentHtml(
      head,
      <main title='data-island="faq"'>
        <p>{'<div data-island="faq">'}</p>
      </main>,
    );
    expect(scripts(without).length).toBe(0);
    expect(load(without)('link[rel="modulepreload"], link[as="script"]').length).toBe(0);
    expect(load(without)('link[rel="stylesheet"]').attr('href')).toBe(assets.css);
  });

  it('is linked by the public pages rendered per request, which all hold an island', async () => {
    const clock = testClock();
    const http = supertest(testApp({ TRUST_PROXY: 'loopback' }, { now: clock.now }));
    const window = '2026-11-24T08:00:00-05:00';
    const booked = await http.post('/api/bookings').set('X-Forwarded-For', '198.51.100.61').send(bookingBody(window));
    expect(booked.status).toBe(201);
    for (const path of [
      '/book?zip=20901&service=washer-repair',
      `/book?zip=20901&service=washer-repair&window=${encodeURIComponent(window)}`,
      (booked.body as { manageUrl: string }).manageUrl,
      '/cities?zip=90210',
      '/no-such-page',
    ]) {
      const html = (await http.get(path)).text;
      expect(load(html)('[data-island]').length, path).toBeGreaterThan(0);
      expect(scripts(html).attr('src'), path).toMatch(/^\/assets\/app-[\w-]+\.js$/);
    }
  });
});
