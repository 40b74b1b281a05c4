/**
 * No script where none is needed: every office screen in the route table (each one without a parameter in its
 * path, so a screen added later is checked with no further work) answers HTML that loads no script, because no
 * office screen has an island (server/kernel/pages/render.tsx links the client's module only for a page with one).
 * The exceptions: the Schedule's day and week, whose save-on-change island saves a card's technician as it is
 * chosen (each card's Save button does the same without it), and New Visit, whose phone field looks the caller up
 * as it is typed (its lookup step works without it).
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../server/kernel/feature';
import { testEngines } from '../helpers/engines';
import { officeApp } from '../helpers/office';

const [sqlite] = testEngines('office screens load no script');

describe('the office’s screens', () => {
  it('load no client script but the Schedule’s and New Visit’s islands, signed in as the owner', async () => {
    const { app, http, signIn } = await officeApp(await sqlite!.open());
    const { cookie } = await signIn();
    const screens = (app.locals.routeTable as Endpoint[])
      .filter((e) => e.method === 'GET' && e.path.startsWith('/office') && !/[:*]/.test(e.path))
      .map((e) => e.path);
    expect(screens).toEqual(
      expect.arrayContaining(['/office', '/office/login', '/office/bookings', '/office/settings']),
    );
    /** The screens with an island, and the only island each may hold. */
    const islands: Record<string, string[]> = {
      '/office/schedule': ['save-on-change'],
      '/office/schedule/week': ['save-on-change'],
      '/office/bookings/new': ['phone-lookup'],
    };
    let html = 0;
    for (const path of screens) {
      const response = await http.get(path).set('Cookie', cookie);
      if (!String(response.headers['content-type']).startsWith('text/html')) continue;
      html++;
      const $ = load(response.text);
      const expected = islands[path] ?? [];
      expect(
        $('[data-island]')
          .map((_, island) => $(island).attr('data-island'))
          .get(),
        `${path}: islands`,
      ).toEqual(expected);
      // With an island: the client's module and the island's props block (not executable), nothing else.
      expect($('script').length, `${path}: script tags`).toBe(expected.length === 0 ? 0 : 1 + expected.length);
      if (expected.length > 0) {
        expect($('script[type="module"]').length, path).toBe(1);
        continue;
      }
      expect($('link[rel="modulepreload"], link[rel="preload"][as="script"]').length, path).toBe(0);
    }
    expect(html).toBeGreaterThanOrEqual(4);
  });
});
