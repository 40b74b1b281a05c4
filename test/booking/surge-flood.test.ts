/**
 * The attack of issue 34 against two production processes on one database (SQLite file, PostgreSQL): a flood
 * that reads its own mail. 150 bookings from 150 client addresses, each e-mail at one catch-all domain, then 150
 * more whose e-mails are dotted and plus-addressed spellings of one gmail mailbox, a script confirming every
 * link either flood is e-mailed, and a genuine customer with an ordinary address booking in the middle of it
 * without JavaScript. Afterwards at least 80 % of the places that were free are still bookable, the genuine
 * customer is booked, and no address (nor mailbox) got two e-mails from the surge.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailboxKey } from '../../server/features/booking/mailbox';
import { bookingBody, freePlacesIn, offeredWindows, sendJson, type JsonResult } from '../helpers/booking';
import { testEngines } from '../helpers/engines';
import { startBuiltServer, stopServers, type ServerProcess } from '../helpers/server-process';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp';

const OFFICE = 'office@capital.test';
const PER_FLOOD = 150;
/** Requests in flight at once: a script's pace, and what two servers on a shared 2-core machine take. */
const AT_ONCE = 25;
const GENUINE = 'grace.hopper@outlook.com';
const LINK = /\/booking\/[\w-]{43}/;

const running: ServerProcess[] = [];
let smtp: TestSmtpServer | undefined;
const engines = testEngines('a flood that confirms its own links');

afterEach(async () => {
  await stopServers(running, 'SIGTERM');
  await smtp?.close();
});

/** Runs `task` for 0 … count-1, at most AT_ONCE at a time. */
async function inBatches<T>(count: number, task: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < count) {
        const n = next++;
        results[n] = await task(n);
      }
    }),
  );
  return results;
}

/** The n-th spelling of one gmail mailbox: its dots moved about and a +tag of its own. */
const gmailVariant = (n: number) => {
  const name = 'floodbot';
  const dot = 1 + (n % (name.length - 1));
  return `${name.slice(0, dot)}.${name.slice(dot)}+${n}@gmail.com`;
};

const isLinkMail = (mail: ReceivedMail) => mail.parsed.subject?.startsWith('Please confirm your repair visit') ?? false;

describe.each(engines)('a flood confirming its own links, against two servers on one $name database', (engine) => {
  it('leaves at least 80 % of the free places bookable and books a genuine customer without JavaScript', async () => {
    smtp = await startSmtpServer();
    // Migrated already: two servers migrating one database as they start is test/leads/two-servers.test.ts's.
    const url = await engine.migratedDatabaseUrl();
    const env = { DATABASE_URL: url, SMTP_URL: smtp.url, LEADS_NOTIFY_TO: OFFICE, TRUST_PROXY: 'loopback' };
    const servers = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
    running.push(...servers);
    const serverFor = (n: number) => servers[n % 2]!.url;

    // Windows far enough ahead that none passes its notice while the test runs: the places a new customer has.
    const horizon = (await offeredWindows(servers[0]!.url)).filter(
      (w) => Date.parse(w.start) > Date.now() + 3 * 3_600_000,
    );
    const freeBefore = freePlacesIn(horizon, horizon);
    const places = horizon.flatMap((w) => Array.from({ length: w.remaining }, () => w.start));
    expect(places.length).toBeGreaterThan(100);

    const started = Date.now();
    /** One flood: each request from a client address of its own, then every link it was e-mailed confirmed. */
    const flood = async (first: number, emailOf: (n: number) => string, domain: string) => {
      const clientOf = (n: number) => `198.18.${Math.floor((first + n) / 250)}.${((first + n) % 250) + 1}`;
      const mine = (mail: ReceivedMail) => isLinkMail(mail) && mail.envelope.to.some((to) => to.endsWith(domain));
      const linksBefore = smtp!.received.filter(mine).length;
      const answers = await inBatches(PER_FLOOD, (n) =>
        sendJson(
          `${serverFor(n)}/api/bookings`,
          'POST',
          bookingBody(places[(first + n) % places.length]!, { email: emailOf(n) }),
          { 'X-Forwarded-For': clientOf(n) },
        ),
      );
      const newHolds = answers.filter((a) => a.status === 202 && !(a.body as { alreadySent: boolean }).alreadySent);
      await vi.waitFor(
        () => expect(smtp!.received.filter(mine).length).toBeGreaterThanOrEqual(linksBefore + newHolds.length),
        { timeout: 30_000 },
      );
      // The script reads every mailbox it owns and presses every button, from the address that asked.
      const links = smtp!.received
        .filter(mine)
        .slice(linksBefore)
        .map((mail) => LINK.exec(mail.parsed.text ?? '')![0]);
      const confirmations = await inBatches(links.length, (n) =>
        sendJson(`${serverFor(n)}${links[n]}/confirm`, 'POST', {}, { 'X-Forwarded-For': clientOf(n) }),
      );
      return { answers, newHolds: newHolds.length, confirmations };
    };

    const catchAll = await flood(0, (n) => `flood${n}@mail.catchall-flood.test`, '@mail.catchall-flood.test');
    const gmailFlood = flood(PER_FLOOD, gmailVariant, '@gmail.com');

    // A genuine customer with an ordinary address books in the middle of it, without JavaScript: the form's post,
    // then the link from their e-mail and its button.
    const form = new URLSearchParams({
      ...bookingBody(horizon.at(-1)!.start, { name: 'Grace Hopper', email: GENUINE }),
      step: 'confirm',
    } as Record<string, string>);
    const asked = await fetch(`${servers[1]!.url}/book`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '203.0.113.77' },
      body: form,
      redirect: 'manual',
    });
    let manage: string;
    if (asked.status === 202) {
      expect(await asked.text()).toContain('Check Your Email to Confirm');
      await vi.waitFor(() => expect(smtp!.received.some((m) => m.envelope.to.includes(GENUINE))).toBe(true), {
        timeout: 30_000,
      });
      manage = LINK.exec(smtp.received.find((m) => m.envelope.to.includes(GENUINE))!.parsed.text ?? '')![0];
      const page = await fetch(`${servers[0]!.url}${manage}`);
      expect(await page.text()).toContain(`action="${manage}/confirm"`);
      const confirmed = await fetch(`${servers[0]!.url}${manage}/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '203.0.113.77' },
        body: '',
        redirect: 'manual',
      });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe(`${manage}?booked=1`);
    } else {
      expect(asked.status).toBe(303);
      manage = new URL(asked.headers.get('location')!, servers[1]!.url).pathname;
    }
    const gmail = await gmailFlood;
    const floodMs = Date.now() - started;
    const visit = await sendJson(`${servers[1]!.url}/api${manage.replace('/booking/', '/bookings/')}`, 'GET');
    expect(visit).toMatchObject({ status: 200, body: { status: 'booked', email: GENUINE } });

    // Every e-mail has gone out: the booking confirmations (flood and genuine) and the office's notices too.
    const booked = (answers: JsonResult[]) => answers.filter((a) => a.status === 201).length;
    const madeByFlood =
      booked(catchAll.answers) + booked(catchAll.confirmations) + booked(gmail.answers) + booked(gmail.confirmations);
    await vi.waitFor(
      () =>
        expect(smtp!.received.filter((m) => m.parsed.subject?.startsWith('Your repair visit is booked'))).toHaveLength(
          madeByFlood + 1,
        ),
      { timeout: 30_000 },
    );
    const freeAfter = freePlacesIn(horizon, await offeredWindows(servers[1]!.url));
    // The genuine customer's place is not one the flood took.
    const kept = (freeAfter + 1) / freeBefore;

    const perAddress = new Map<string, number>();
    const linksPerMailbox = new Map<string, number>();
    for (const mail of smtp.received)
      for (const to of mail.envelope.to) {
        perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
        if (isLinkMail(mail)) linksPerMailbox.set(mailboxKey(to), (linksPerMailbox.get(mailboxKey(to)) ?? 0) + 1);
      }
    const floodAddresses = [...perAddress].filter(([address]) => address !== OFFICE && address !== GENUINE);
    const statuses = (answers: JsonResult[]) => {
      const tally = new Map<string, number>();
      for (const a of answers)
        tally.set(String(a.status ?? a.error), (tally.get(String(a.status ?? a.error)) ?? 0) + 1);
      return [...tally].map(([status, n]) => `${n}×${status}`).join(' ');
    };
    console.log(
      `surge flood on ${engine.name}: ${2 * PER_FLOOD} requests from ${2 * PER_FLOOD} addresses in ${floodMs} ms; ` +
        `catch-all domain: ${statuses(catchAll.answers)}, ${catchAll.newHolds} links e-mailed, ` +
        `confirmed by the script ${statuses(catchAll.confirmations)}; ` +
        `one gmail mailbox: ${statuses(gmail.answers)}, ${gmail.newHolds} links e-mailed, ` +
        `confirmed ${statuses(gmail.confirmations)}; places free before ${freeBefore}, after ${freeAfter} ` +
        `(the flood took ${madeByFlood}; ${(100 * kept).toFixed(1)} % kept); genuine customer ${asked.status} then ` +
        `booked; e-mails ${smtp.received.length}: at most ${Math.max(...floodAddresses.map(([, n]) => n))} per flood ` +
        `address, at most ${Math.max(...linksPerMailbox.values())} link per mailbox, ` +
        `${perAddress.get(GENUINE)} to the genuine customer, ${perAddress.get(OFFICE) ?? 0} to the office`,
    );
    expect(kept).toBeGreaterThanOrEqual(0.8);
    // One e-mail per address per surge: a link, or a confirmation, never both unless its owner pressed the button.
    for (const [address, n] of floodAddresses) {
      const confirmedHere = smtp.received.some(
        (m) => m.envelope.to.includes(address) && m.parsed.subject?.startsWith('Your repair visit is booked'),
      );
      expect(n, address).toBeLessThanOrEqual(confirmedHere ? 2 : 1);
    }
    expect([...linksPerMailbox.values()].every((n) => n === 1)).toBe(true);
    expect(perAddress.get(GENUINE)).toBe(asked.status === 202 ? 2 : 1);
    for (const server of servers) expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 180_000);
});
