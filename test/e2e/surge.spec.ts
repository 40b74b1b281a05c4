/**
 * A genuine customer books with JavaScript during a flood that confirms its own links, against a production
 * server of its own (the shared one must never be put in a surge): a script books from 20 addresses at one
 * catch-all domain and presses every link it is e-mailed; then a customer with an ordinary address goes through
 * /book on a phone, is asked to check their e-mail, opens the link and confirms, and is booked. Every step is
 * axe-clean, with no CSP complaint.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingBody, sendJson } from '../helpers/booking';
import { startBuiltServer, type ServerProcess } from '../helpers/server-process';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import {
  expectNoAxeViolations,
  PHONE,
  POLICY_COMPLAINT,
  reportPolicyViolations,
  sharedBrowser,
  waitForHydration,
} from './browser';
import { migratedSqliteUrl } from './databases';

const browser = sharedBrowser();
const FLOOD = 20;
const CUSTOMER = { name: 'Katherine Johnson', phone: '(240) 555-0142', email: 'kjohnson@outlook.com' };
const LINK = /\/booking\/[\w-]{43}/;

let workDir: string;
let smtp: TestSmtpServer;
let server: ServerProcess;
let context: BrowserContext | undefined;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'car-surge-'));
  smtp = await startSmtpServer();
  server = await startBuiltServer({
    DATABASE_URL: migratedSqliteUrl(workDir),
    SMTP_URL: smtp.url,
    TRUST_PROXY: 'loopback',
  });
}, 60_000);

afterAll(async () => {
  await context?.close();
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await smtp?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('a genuine customer during a flood that confirms its own links', () => {
  it('books with JavaScript on a phone: held, the e-mailed link, Confirm my visit, booked', async () => {
    const freeWindows = async () => {
      const availability = await sendJson(`${server.url}/api/availability?zip=20901&service=washer-repair`, 'GET');
      return (availability.body as { windows: { start: string; remaining: number }[] }).windows.filter(
        (w) => w.remaining > 0 && Date.parse(w.start) > Date.now() + 3 * 3_600_000,
      );
    };
    const free = (list: { remaining: number }[]) => list.reduce((sum, w) => sum + w.remaining, 0);
    const windows = await freeWindows();
    const client = (n: number) => ({ 'X-Forwarded-For': `198.18.9.${n + 1}` });
    for (let n = 0; n < FLOOD; n++) {
      const body = bookingBody(windows[n % windows.length]!.start, { email: `bot${n}@mail.catchall-e2e.test` });
      expect([201, 202]).toContain((await sendJson(`${server.url}/api/bookings`, 'POST', body, client(n))).status);
    }
    const floodLinks = () =>
      smtp.received.filter(
        (m) =>
          m.envelope.to.some((to) => to.endsWith('@mail.catchall-e2e.test')) &&
          m.parsed.subject?.startsWith('Please confirm'),
      );
    await vi.waitFor(() => expect(floodLinks().length).toBeGreaterThanOrEqual(FLOOD - 8), { timeout: 30_000 });
    for (const [n, mail] of floodLinks().entries())
      await sendJson(`${server.url}${LINK.exec(mail.parsed.text ?? '')![0]}/confirm`, 'POST', {}, client(n));
    // The trigger's 8 before the surge, then the catch-all domain's 2 confirmed places: no more.
    expect(free(windows) - free(await freeWindows())).toBeLessThanOrEqual(10);

    context = await (browser() as Browser).newContext({
      baseURL: server.url,
      viewport: PHONE,
      extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.142' },
    });
    context.setDefaultTimeout(15_000);
    const problems: string[] = [];
    await reportPolicyViolations(context, (page, text) => problems.push(`CSP on ${page.url()}: ${text}`));
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || POLICY_COMPLAINT.test(message.text()))
        problems.push(`console on ${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));

    const wanted = windows.at(-1)!.start;
    await page.goto(
      `/book?${new URLSearchParams({ zip: '20901', service: 'washer-repair', window: wanted }).toString()}`,
    );
    await waitForHydration(page);
    await page.locator('#book-name').fill(CUSTOMER.name);
    await page.locator('#book-phone').fill(CUSTOMER.phone);
    await page.locator('#book-email').fill(CUSTOMER.email);
    await page.locator('#book-address').fill('8700 Georgia Avenue');
    await page.getByRole('button', { name: 'Review booking' }).click();
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    // Held in the surge: the island says where the link went, with the phone number, and moves focus there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('book-held-title');
    expect(await page.locator('.booking__card').textContent()).toContain(
      `We have e-mailed a confirmation link to ${CUSTOMER.email}.`,
    );
    await expectNoAxeViolations(page);

    await vi.waitFor(() => expect(smtp.received.some((m) => m.envelope.to.includes(CUSTOMER.email))).toBe(true), {
      timeout: 30_000,
    });
    const mail = smtp.received.find((m) => m.envelope.to.includes(CUSTOMER.email))!;
    const link = LINK.exec(mail.parsed.text ?? '')![0];
    await page.goto(link);
    expect(await page.locator('h1').textContent()).toBe('Confirm Your Repair Visit');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm my visit' }).click();
    await page.waitForURL(`**${link}?booked=1`);
    expect(await page.locator('h1').textContent()).toBe("You're Booked");
    await expectNoAxeViolations(page);
    const visit = await sendJson(`${server.url}/api${link.replace('/booking/', '/bookings/')}`, 'GET');
    expect(visit).toMatchObject({ status: 200, body: { status: 'booked', email: CUSTOMER.email } });
    expect(problems).toEqual([]);
  }, 120_000);
});
