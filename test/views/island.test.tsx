import { readdirSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import FaqAccordion from '../../client/islands/faq';
import MobileMenu from '../../client/islands/menu';
import { islandLoaders } from '../../client/registry';
import { islandSources } from '../../scripts/build';
import { Island } from '../../views/components/Island';

const islandsDir = path.resolve(import.meta.dirname, '..', '..', 'client', 'islands');

describe('islands', () => {
  it('are the files of client/islands/, each named after its file, and the registry names exactly those', () => {
    const files = readdirSync(islandsDir).map((file) => file.replace(/\.tsx?$/, ''));
    expect(Object.keys(islandLoaders).sort()).toEqual(files.sort());
  });

  it('are found by the build from the folder, one source module per island', () => {
    expect(islandSources()).toEqual(
      Object.fromEntries(Object.keys(islandLoaders).map((name) => [name, `client/islands/${name}.tsx`])),
    );
  });

  it('each load a module whose default export is the component', async () => {
    for (const [name, load] of Object.entries(islandLoaders)) {
      expect(typeof (await load()).default, name).toBe('function');
    }
  });

  it('render on the server with their props in a JSON block the browser hydrates from', () => {
    const items = [{ id: 'warranty', question: 'Is there a warranty?', answer: '<b>90 days</b>' }];
    const $ = load(renderToString(<Island name="faq" component={FaqAccordion} props={{ items }} />));
    expect($('[data-island="faq"]').length).toBe(1);
    expect($('[data-island="faq"]').attr('data-hydrated')).toBeUndefined();
    // The FAQ's accordion is written without React at load (decision 0065).
    expect($('[data-island="faq"]').attr('data-wake')).toBe('enhance');
    expect($('[data-island="faq"]').text()).toContain('Is there a warranty?');
    const block = $('script[type="application/json"][data-island-props="faq"]');
    expect(JSON.parse(block.text())).toEqual({ items });
    expect(block.html()).not.toContain('<b>');
  });

  it('say in the page when an island waits for the visitor: the menu for a tap on its control', () => {
    const links = [{ href: '/about', label: 'About' }];
    const $ = load(renderToString(<Island name="menu" component={MobileMenu} props={{ links }} />));
    expect($('[data-island="menu"]').attr('data-wake')).toBe('use');
    // Until then its control is the link that works without JavaScript.
    expect($('[data-wake-control]').is('a[href="#site-nav"]')).toBe(true);
  });
});
