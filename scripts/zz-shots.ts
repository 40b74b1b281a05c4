import { chromium } from 'playwright-core';
import supertest from 'supertest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../server/db/database';
import { hashPassword } from '../server/office/passwords';
import { bookVisit, officeApp } from '../test/helpers/office';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const dir = mkdtempSync(path.join(tmpdir(), 'shots-'));
const database = createDatabase({ engine: 'sqlite', file: path.join(dir, 'site.db') } as never);
const office = await officeApp(database, { env: { SITE_URL: 'http://127.0.0.1:4599' } });
const hash = await hashPassword('wrench-amber-valley-58');
const tom = await office.store.addUser('tom@example.com', hash, new Date(), { role: 'technician', name: 'Tom Wrench' });
const server = office.app.listen(4599);
const ref = await bookVisit(office.http, '2026-11-24T08:00:00-05:00', { name: 'Rosa Senior', coupon: 'SENIOR15' });
const ref2 = await bookVisit(office.http, '2026-11-24T10:00:00-05:00', { name: 'Al Other' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const shoot = async (width: number, height: number, name: string, fn: (page: import('playwright-core').Page) => Promise<void>, email = 'owner@example.com', password = 'lamp-copper-harbor-71') => {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto('http://127.0.0.1:4599/office/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForLoadState();
  await page.screenshot({ path: `/tmp/price/after-login.png` });
  console.log('after login', page.url());
  await fn(page);
  await page.screenshot({ path: `/work/notes/shots/${name}.png`, fullPage: true });
  await context.close();
};
for (const r of [ref, ref2]) {
  await shoot(1280, 900, 'tmp', async (page) => {
    const res = await page.goto(`http://127.0.0.1:4599/office/bookings/${r}`);
    console.log('booking', res?.status());
    await page.selectOption('select[name="technician"]', { label: 'Tom Wrench' });
    await page.getByRole('button', { name: 'Save technician' }).click();
    for (const b of ['On the Way', 'Arrived', 'Done']) {
      await page.getByRole('button', { name: b, exact: true }).click();
      await page.waitForLoadState();
    }
  });
}
await shoot(375, 740, 'price-form-375', async (page) => {
  await page.goto(`http://127.0.0.1:4599/office/visits/${ref}/price?back=my-day`);
}, 'tom@example.com', 'wrench-amber-valley-58');
await shoot(375, 740, 'price-refused-375', async (page) => {
  await page.goto(`http://127.0.0.1:4599/office/visits/${ref}/price?back=my-day`);
  await page.getByLabel('Parts, in dollars').fill('12.345');
  await page.getByLabel('Labour, in dollars').fill('abc');
  await page.getByRole('button', { name: 'Save the price and e-mail the receipt' }).click();
}, 'tom@example.com', 'wrench-amber-valley-58');
await shoot(375, 740, 'price-recorded-375', async (page) => {
  await page.goto(`http://127.0.0.1:4599/office/visits/${ref}/price?back=my-day`);
  await page.getByLabel('What was done').fill('Replaced the drain pump.\nCleared the filter.');
  await page.getByLabel('Parts used (what they were)').fill('Drain pump');
  await page.getByLabel('Parts, in dollars').fill('120');
  await page.getByLabel('Labour, in dollars').fill('150');
  await page.getByLabel('Card').check();
  await page.getByRole('button', { name: 'Save the price and e-mail the receipt' }).click();
  await page.waitForURL('**saved=recorded');
}, 'tom@example.com', 'wrench-amber-valley-58');
await shoot(1280, 900, 'price-booking-1280', async (page) => {
  await page.goto(`http://127.0.0.1:4599/office/bookings/${ref}`);
  await page.locator('#price-heading').scrollIntoViewIfNeeded();
});
await shoot(1280, 900, 'price-correct-1280', async (page) => {
  await page.goto(`http://127.0.0.1:4599/office/visits/${ref}/price?back=booking`);
});
await shoot(1280, 900, 'price-customer-1280', async (page) => {
  await page.goto(`http://127.0.0.1:4599/office/bookings/${ref}`);
  await page.getByRole('link', { name: 'Their whole history' }).click();
});
await browser.close();
server.close();
process.exit(0);
