/**
 * No script where none is needed: every office screen in the route table (each one without a parameter in its
 * path, so a screen added later is checked with no further work) answers HTML that loads no script, because no
 * office screen has an island (server/kernel/pages/render.tsx links the client's module only for a page with one)
 * but New Visit, whose phone field looks the caller up as it is typed (its lookup step works without it).
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../server/kernel/feature';
import { testEngines } from '../helpers/engines';
import { officeApp } from '../helpers/office';

const [sqlite] = testEngines('office screens load no script');

/** The screens with an island, and its name: each works without it too (test/office/phone-desk.test.ts). */
const ISLANDS: Record<string, string> = { '/office/bookings/new': 'phone-lookup' };

describe('the office’s screens', () => {
  it('load no client script, every one of them but New Visit’s lookup, signed in as the owner', async () => {
    const { app, http, signIn } = await officeApp(await sqlite!.open());
    const { cookie } = await signIn();
    const screens = (app.locals.routeTable as Endpoint[])
      .filter((e) => e.method === 'GET' && e.path.startsWith('/office') && !/[:*]/.test(e.path))
      .map((e) => e.path);
    expect(screens).toEqual(
      expect.arrayContaining(['/office', '/office/login', '/office/bookings', '/office/settings']),
    );
    let html = 0;
    for (const path of screens) {
      const response = await http.get(path).set('Cookie', cookie);
      if (!String(response.headers['content-type']).startsWith('text/html')) continue;
      html++;
      const $ = load(response.text);
      const island = ISLANDS[path];
      if (island) {
        expect(
          $('[data-island]')
            .map((_i, e) => $(e).attr('data-island'))
            .get(),
          path,
        ).toEqual([island]);
        // The client's module, and the island's props as inert JSON: nothing inline that runs.
        expect($('script:not([type="module"]):not([type="application/json"])').length, path).toBe(0);
        continue;
      }
      expect($('[data-island]').length, `${path}: islands`).toBe(0);
      expect($('script').length, `${path}: script tags`).toBe(0);
      expect($('link[rel="modulepreload"], link[rel="preload"][as="script"]').length, path).toBe(0);
    }
    expect(html).toBeGreaterThanOrEqual(4);
  });
});
