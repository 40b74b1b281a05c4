import { business } from './business';

/** How the site looks outside its own pages: browser chrome, installed icons and link previews. */
export const brand = {
  colors: { navy: '#0b2e59', amber: '#fbbf24', white: '#ffffff' },
  /** Browser UI colour; the header's navy. */
  themeColor: '#0b2e59',
  /** What chat apps and social sites show when a page is shared, unless the page brings its own. */
  shareImage: {
    url: '/images/share.png',
    width: 1200,
    height: 630,
    alt: `${business.name}: same-day appliance repair in Washington DC & Maryland. Call ${business.phone.display}.`,
  },
  /** Square PNG renderings of public/favicon.svg, made by scripts/render-images.ts. */
  icons: [
    { src: '/icons/icon-192.png', size: 192 },
    { src: '/icons/icon-512.png', size: 512 },
  ],
  appleTouchIcon: { src: '/icons/apple-touch-icon.png', size: 180 },
  /**
   * The logo search engines show for the business and as the publisher of our articles: the 512 px app icon,
   * square and well over the 112 px minimum, on its own navy background so it reads on white.
   */
  logo: { src: '/icons/icon-512.png', width: 512, height: 512 },
  favicon: '/favicon.svg',
  manifest: '/site.webmanifest',
  feed: { path: '/blog/feed.xml', title: `${business.name} Blog` },
  locale: 'en_US',
} as const;
