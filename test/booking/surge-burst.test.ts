/**
 * The attack of issue 23 against two production processes on one database (SQLite file, PostgreSQL): 150
 * bookings from 37 client addresses, each with its own phone and e-mail, about four per address, spread over the
 * calendar's places, all within seconds, with a genuine customer booking in the middle of it. Afterwards at least
 * 80 % of the places that were free can still be booked, the genuine customer has their visit (through the
 * e-mailed link if it was held), and no address typed by the flood got more than one e-mail.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { surgeRules } from '../../data/booking';
import { bookingHolds } from '../../server/features/booking/surge';
import { bookingBody, freePlacesIn, offeredWindows, sendJson, type JsonResult } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { startBuiltServer, stopServers, type ServerProcess } from '../helpers/server-process';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

const OFFICE = 'office@capital.test';
const CLIENTS = 37;
const REQUESTS = 150;
const GENUINE = 'genuine.customer@example.org';

const running: ServerProcess[] = [];
let smtp: TestSmtpServer | undefined;
const engines = testEngines('the surge defence on two servers');

afterEach(async () => {
  await stopServers(running, 'SIGTERM');
  await smtp?.close();
});

describe.each(engines)('a burst against two servers on one $name database', (engine) => {
  it('leaves at least 80 % of the free places bookable, books the genuine customer, e-mails no address twice', async () => {
    smtp = await startSmtpServer();
    // Migrated already: two servers migrating one database as they start is test/leads/two-servers.test.ts's.
    const url = await engine.migratedDatabaseUrl();
    const env = { DATABASE_URL: url, SMTP_URL: smtp.url, LEADS_NOTIFY_TO: OFFICE, TRUST_PROXY: 'loopback' };
    const servers = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
    running.push(...servers);

    // Windows far enough ahead that none passes its notice while the test runs: the places a new customer has.
    const horizon = (await offeredWindows(servers[0]!.url)).filter(
      (w) => Date.parse(w.start) > Date.now() + 3 * 3_600_000,
    );
    const freeBefore = freePlacesIn(horizon, horizon);
    const places = horizon.flatMap((w) => Array.from({ length: w.remaining }, () => w.start));
    expect(places.length).toBeGreaterThan(100);

    // Each address sends its four or five one after the other, as a bot would; the 37 addresses all at once.
    const results: JsonResult[] = new Array(REQUESTS);
    let sent = 0;
    let genuine: Promise<JsonResult> | undefined;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let n = client; n < REQUESTS; n += CLIENTS) {
          results[n] = await sendJson(
            `${servers[n % 2]!.url}/api/bookings`,
            'POST',
            bookingBody(places[n % places.length]!, { email: `flood${n}@example.net` }),
            { 'X-Forwarded-For': `198.18.7.${client + 1}` },
          );
          if (++sent === REQUESTS / 2)
            genuine = sendJson(
              `${servers[1]!.url}/api/bookings`,
              'POST',
              bookingBody(horizon.at(-1)!.start, { name: 'Grace Hopper', email: GENUINE }),
              { 'X-Forwarded-For': '203.0.113.77' },
            );
        }
      }),
    );
    const burstMs = Date.now() - started;
    const mine = await genuine!;
    const statuses = results.map((result) => result.status ?? result.error);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    expect(
      statuses.every((status) => [201, 202, 409].includes(status as number)),
      String(statuses),
    ).toBe(true);
    const held = results.filter((r) => r.status === 202 && !(r.body as { alreadySent: boolean }).alreadySent).length;

    // Every e-mail the burst caused has gone out: two per booking made, one per hold.
    const expected = 2 * count(201) + held + (mine.status === 201 ? 2 : 1);
    await vi.waitFor(() => expect(smtp!.received.length).toBeGreaterThanOrEqual(expected), { timeout: 30_000 });

    // The genuine customer, held or not, ends up booked.
    let manage: string;
    if (mine.status === 202) {
      const mail = smtp.received.find((m) => m.envelope.to.includes(GENUINE))!;
      manage = /\/booking\/[\w-]{43}/.exec(mail.parsed.text ?? '')![0];
      const page = await fetch(`${servers[0]!.url}${manage}`);
      expect(await page.text()).toContain(`action="${manage}/confirm"`);
      const confirmed = await fetch(`${servers[0]!.url}${manage}/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(confirmed.status).toBe(303);
    } else {
      expect(mine.status).toBe(201);
      manage = (mine.body as { manageUrl: string }).manageUrl;
    }
    const mailsToGenuine = mine.status === 202 ? 2 : 1;
    await vi.waitFor(
      () => expect(smtp!.received.filter((m) => m.envelope.to.includes(GENUINE))).toHaveLength(mailsToGenuine),
      { timeout: 10_000 },
    );
    const visit = await sendJson(`${servers[1]!.url}/api${manage.replace('/booking/', '/bookings/')}`, 'GET');
    expect(visit).toMatchObject({ status: 200, body: { status: 'booked', email: GENUINE } });

    const freeAfter = freePlacesIn(horizon, await offeredWindows(servers[1]!.url));
    const perAddress = new Map<string, number>();
    for (const mail of smtp.received)
      for (const to of mail.envelope.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    const flooded = [...perAddress].filter(([address]) => address.startsWith('flood'));
    const status = await bookingHolds(await engine.open(url)).status(new Date());

    console.log(
      `surge burst on ${engine.name}: ${REQUESTS} requests from ${CLIENTS} addresses in ${burstMs} ms: ` +
        `${count(201)} booked, ${count(202)} held (${held} new holds), ${count(409)} refused; ` +
        `places free before ${freeBefore}, after ${freeAfter} (${((100 * freeAfter) / freeBefore).toFixed(1)} %); ` +
        `genuine customer ${mine.status} then booked; e-mails ${smtp.received.length} ` +
        `(${flooded.length} flood addresses, at most ${Math.max(...flooded.map(([, n]) => n))} each; ` +
        `office ${perAddress.get(OFFICE) ?? 0}); the office sees: surge ${status.on ? 'on' : 'off'} ` +
        `(${status.reached?.count} in ${status.reached?.minutes} min), ${status.waitingCount} held waiting, ` +
        `${status.confirmedCount} confirmed`,
    );
    expect(freeAfter / freeBefore).toBeGreaterThanOrEqual(0.8);
    expect(flooded.every(([, n]) => n <= 1)).toBe(true);
    expect(perAddress.get(GENUINE)).toBe(mailsToGenuine);
    expect(count(201)).toBeLessThanOrEqual(surgeRules.triggers[0]!.requests);
    expect(status).toMatchObject({ on: true, confirmedCount: mine.status === 202 ? 1 : 0 });
    for (const server of servers) expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 180_000);
});
