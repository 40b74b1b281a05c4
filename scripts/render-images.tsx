/**
 * Renders the site's raster images from our own markup: the 1200x630 share image link previews show, and
 * the PNG app icons drawn from public/favicon.svg. Run it after changing the brand, the business name or the
 * phone number, and commit the PNGs:
 *
 *   npx tsx scripts/render-images.tsx
 *
 * Uses Debian's Chromium (CHROMIUM_PATH overrides) through playwright-core.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { renderToStaticMarkup } from 'react-dom/server';
import { brand } from '../data/brand';
import { business } from '../data/business';
import { Icon, type IconName } from '../views/components/icons';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const { navy, amber, white } = brand.colors;

const appliances: IconName[] = ['washer', 'refrigerator', 'oven', 'dishwasher', 'dryer', 'microwave'];

function ShareCard() {
  const facts = [
    'Licensed & insured',
    `${business.warrantyDays}-day warranty`,
    `Rated ${business.rating.value}/${business.rating.best} from ${business.rating.count} reviews`,
  ];
  return (
    <main className="card">
      <div className="brand">
        <span className="mark" dangerouslySetInnerHTML={{ __html: favicon }} />
        <span>
          <span className="name">{business.name}</span>
          <span className="kind">{business.kind}</span>
        </span>
      </div>
      <h1>
        Same-day appliance repair in <em>Washington DC &amp; Maryland</em>
      </h1>
      <p className="facts">{facts.join('  ·  ')}</p>
      <p className="phone">
        <Icon name="phone" />
        {business.phone.display}
      </p>
      <div className="appliances" aria-hidden="true">
        {appliances.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </div>
    </main>
  );
}

const shareCss = `
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; font-family: 'Liberation Sans', Arial, sans-serif; }
  .card { position: relative; width: 1200px; height: 630px; padding: 64px 72px; color: ${white};
    background: ${navy}; overflow: hidden; isolation: isolate; }
  .card::before { content: ''; position: absolute; right: -120px; top: -120px; width: 620px; height: 620px;
    border-radius: 50%; background: #123e73; z-index: -1; }
  .card::after { content: ''; position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: ${amber}; }
  .brand { display: flex; align-items: center; gap: 20px; }
  .mark svg { width: 76px; height: 76px; display: block; border-radius: 18px; box-shadow: 0 0 0 3px rgba(255,255,255,.25); }
  .name { display: block; font-size: 34px; font-weight: 700; letter-spacing: .2px; }
  .kind { display: block; font-size: 22px; color: #cbd5e1; margin-top: 4px; }
  h1 { margin-top: 58px; width: 760px; font-size: 64px; line-height: 1.08; font-weight: 700; letter-spacing: -.5px; }
  h1 em { font-style: normal; color: ${amber}; }
  .facts { margin-top: 28px; font-size: 24px; color: #e2e8f0; white-space: pre; }
  .phone { position: absolute; left: 72px; bottom: 58px; display: flex; align-items: center; gap: 16px;
    padding: 14px 30px 14px 22px; border-radius: 999px; background: ${amber}; color: ${navy}; font-size: 40px; font-weight: 700; }
  .phone svg { width: 40px; height: 40px; }
  .appliances { position: absolute; right: 56px; top: 150px; display: grid; grid-template-columns: repeat(2, 120px); gap: 34px; }
  .appliances svg { width: 120px; height: 120px; color: ${white}; opacity: .18; }
`;

function iconHtml(size: number, fullBleed: boolean): string {
  // Apple rounds the corners itself and shows transparent ones black, so the touch icon fills its square in navy.
  const inner = fullBleed
    ? `<div class="bleed"><span>${favicon}</span></div>`
    : `<span class="plain">${favicon}</span>`;
  return `<!DOCTYPE html><html><head><style>
    * { margin: 0; } html, body { background: transparent; }
    .plain svg { width: ${size}px; height: ${size}px; display: block; }
    .bleed { width: ${size}px; height: ${size}px; background: ${navy}; display: grid; place-items: center; }
    .bleed svg { width: ${size}px; height: ${size}px; display: block; }
  </style></head><body>${inner}</body></html>`;
}

async function shoot(page: Page, html: string, width: number, height: number, file: string): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.setContent(html);
  await page.screenshot({
    path: path.join(publicDir, file),
    omitBackground: true,
    clip: { x: 0, y: 0, width, height },
  });
  console.log(`render-images: public/${file} (${width}x${height})`);
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const share = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style>${shareCss}</style></head><body>${renderToStaticMarkup(<ShareCard />)}</body></html>`;
  await shoot(page, share, brand.shareImage.width, brand.shareImage.height, brand.shareImage.url.slice(1));
  for (const icon of brand.icons)
    await shoot(page, iconHtml(icon.size, false), icon.size, icon.size, icon.src.slice(1));
  const touch = brand.appleTouchIcon;
  await shoot(page, iconHtml(touch.size, true), touch.size, touch.size, touch.src.slice(1));
} finally {
  await browser.close();
}
