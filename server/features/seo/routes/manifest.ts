import type { Request, Response } from 'express';
import { brand } from '../../../../data/brand';
import { business } from '../../../../data/business';
import { sendSeoFile } from '../context';

/** The web app manifest: what a phone shows when the site is added to the home screen. */
function webManifest() {
  return {
    name: business.name,
    short_name: 'Capital Repair',
    description: `Same-day appliance repair in the ${business.serviceArea}.`,
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    theme_color: brand.themeColor,
    background_color: brand.colors.white,
    icons: [
      ...brand.icons.map((icon) => ({ src: icon.src, sizes: `${icon.size}x${icon.size}`, type: 'image/png' })),
      { src: brand.favicon, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

/** GET /site.webmanifest (brand.manifest). */
export function webManifestFile(_req: Request, res: Response): void {
  sendSeoFile(res, 'application/manifest+json', () => JSON.stringify(webManifest(), null, 2));
}
