import { describe, expect, it } from 'vitest';
import { allPagePaths } from '../../server/app/pages';
import { getPage } from '../helpers/app';

/** Inside pages whose hero is words beside a drawing; the home, city and article heroes hold other things. */
const HEROES_WITH_ART = allPagePaths().filter((path) =>
  /^\/(?:services|about|blog|reviews|coupons|faq|contact|cities)$|^\/services\//.test(path),
);

describe('our own illustrations', () => {
  it.each(HEROES_WITH_ART)(
    '%s draws one in its hero, hidden from screen readers and without style attributes',
    async (path) => {
      const { status, $ } = await getPage(path);
      expect(status).toBe(200);
      const art = $('.page-hero svg.hero-art');
      expect(art).toHaveLength(1);
      expect(art.attr('aria-hidden')).toBe('true');
      expect(art.find('path').length).toBeGreaterThan(0);
      expect($('.page-hero [style]')).toHaveLength(0);
    },
  );

  it('shows the technician on the About page and the van on the areas page', async () => {
    const about = await getPage('/about');
    const cities = await getPage('/cities');
    const drawing = (page: typeof about) => page.$('.page-hero svg.hero-art path').eq(0).attr('d');
    expect(drawing(about)).not.toBe(drawing(cities));
  });

  it.each([
    ['a page that does not exist', '/no-such-page', 404],
    ['an article that does not exist', '/blog/no-such-article', 404],
    ['a blog category we do not have', '/blog?category=no-such-category', 404],
    ['a zip code outside the area', '/cities?zip=22030', 200],
  ])('keeps an empty answer friendly with a smaller drawing: %s', async (_name, path, expected) => {
    const { status, $ } = await getPage(path);
    expect(status).toBe(expected);
    const art = $('main svg.hero-art--small');
    expect(art).toHaveLength(1);
    expect(art.attr('aria-hidden')).toBe('true');
  });
});
