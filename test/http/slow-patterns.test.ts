/**
 * No pattern can be made slow: the production build gets long runs of ordinary characters ending in an odd one
 * ("AAAA…A=", "a-a-…a)", "/a/a…/a%20", "%41%41…é") at every place it matches or parses a request: the path of
 * every route in the route table (its parameters, a mistyped tail, a sub-path, with and without a trailing
 * slash and a query), the static files, the query parameters the pages, forms and links read, the headers, and
 * every field of every form and JSON body. A pattern that backtracks takes seconds or hours on such input (an
 * earlier plain-path test held the process for 3 s on 30 letters and a "="; these runs are thousands long), so
 * every answer must come well under a second and never be a 5xx, and /healthz must answer after each one.
 *
 * The probes are made from the route table, the pages' query readers and the forms the pages show, so a new
 * route, query parameter or field is probed without touching this file.
 */
import { load } from 'cheerio';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_FIELDS, BOOKING_LIMITS } from '../../data/booking';
import { CONTACT_FIELDS, HONEYPOT_FIELD, LIMITS } from '../../data/contact';
import { runOffice } from '../../scripts/office';
import { publicDir } from '../../server/kernel/http/paths';
import { MAX_BODY_BYTES } from '../../server/kernel/http/request-guards';
import type { Endpoint } from '../../server/kernel/feature';
import { HEALTH_CHECK_PATH, pages } from '../../server/app/pages';
import { TEST_SITE_URL, testApp } from '../helpers/app';
import { bookingBody } from '../helpers/booking';
import { cookieFrom, csrfOf, OWNER, OWNER_PASSWORD } from '../helpers/office';
import { startBuiltServer, stopServers, type ServerProcess } from '../helpers/server-process';

/** Well under a second: a linear pattern answers these in milliseconds, a backtracking one in seconds or more. */
const WITHIN_MS = 1_000;
/** How long a run is: paths, queries and headers stay under Node's 16 KB header limit, bodies under ours. */
const RUN_LENGTH = 8_000;
/** Give up on an answer after this long (a slow pattern holds the process; the test reports it and stops). */
const GIVE_UP_MS = 10_000;

/** Ordinary characters repeated, per place; each ends in an odd character from the matching list of tails. */
const URL_UNITS = ['A', 'a-', '1', '/a', '%41', 'a.', 'a_', '~a'];
const URL_TAILS = ['=', ')', ',', '%20', '!', "'", ';', '~.', '%C3%A9', '%', '*', '..', '/', '//', ':', '@'];
const QUERY_UNITS = ['A', 'a-', '1', '%41', 'a+', 'a%20', 'a.', '0-'];
const QUERY_TAILS = ['=', ')', ',', '%20', '!', "'", ';', '~.', '%C3%A9', '%', '&', '%00', '@', '-'];
// Form bodies are url-encoded, so units whose characters encode to three bytes would cross the body limit.
const TEXT_UNITS = ['A', 'a-', '1', ' a', 'a.', 'a_', '0 ', 'a\t'];
const TEXT_TAILS = ['=', ')', ',', ' ', '!', "'", ';', '~.', 'é', '@', '\u0000', '\n', '"', '<', '-x'];

/** Header values shaped like what each header carries, then the generic runs. */
const HEADER_UNITS: Record<string, string[]> = {
  Host: ['a.', 'a-', '1'],
  Accept: ['text/html,', 'a/b;q=1,', '*/*;'],
  'Accept-Encoding': ['gzip,', 'br;q=0.5, ', 'a'],
  'Accept-Language': ['en-US,', 'en;q=0.9,'],
  'If-None-Match': ['"a",', 'W/"a", ', 'a'],
  'If-Modified-Since': ['Mon, ', '1 '],
  Range: ['bytes=0-1,', '1-'],
  'X-Forwarded-For': ['1.2.3.4,', '1', '::1, '],
  'X-Forwarded-Proto': ['https,', 'a'],
  'X-Forwarded-Host': ['a.', 'a:'],
  'X-Request-Id': ['a-', 'A', 'a:'],
  Origin: ['https://a', 'a.'],
  Referer: ['https://a/', 'a'],
  Cookie: ['a=b; ', '__Host-office=a', 'a'],
  'Content-Type': ['application/json;', 'a/b; c=d;', 'a'],
  'Sec-Fetch-Site': ['same-origin', 'a-'],
  'User-Agent': ['Mozilla/5.0 ', 'a'],
};
const HEADER_TAILS = ['=', ')', ',', '!', "'", ';', '~.', '\u00e9', '"', '\\', '%'];

/** The body `make` writes for a value of `length`, or for a shorter one when encoding would take it past the limit. */
function fitting(length: number, make: (length: number) => string): string {
  const body = make(length);
  return Buffer.byteLength(body) <= MAX_BODY_BYTES ? body : fitting(Math.floor(length / 2), make);
}

const repeatTo = (unit: string, length: number) => unit.repeat(Math.max(1, Math.floor(length / unit.length)));

/** The i-th combination of unit and tail: every pair comes up within units × tails probes of a place. */
function pick(units: string[], tails: string[], i: number, length = RUN_LENGTH): string {
  const unit = units[i % units.length]!;
  const tail = tails[Math.floor(i / units.length) % tails.length]!;
  return repeatTo(unit, length - tail.length) + tail;
}

interface Probe {
  label: string;
  method: 'GET' | 'POST' | 'OPTIONS';
  target: string;
  headers: Record<string, string>;
  body?: string;
}

interface Answer {
  status: number;
  ms: number;
  head: string;
  body: string;
}

let server: ServerProcess;
let workDir: string;
let probeIndex = 0;
/** Set when an answer never came: the process is stuck in a pattern and will not run its SIGTERM handler. */
let stuck = false;
const running: ServerProcess[] = [];

/** A distinct client address per request, so per-client limits (contact, booking, renders) never answer 429. */
const nextClient = () => {
  const n = ++probeIndex;
  return `198.18.${(n >> 8) & 255}.${n & 255}`;
};

/** One request over its own connection, written byte for byte (latin1 head), with how long the answer took. */
function send(probe: Omit<Probe, 'label'>): Promise<Answer> {
  const body = probe.body === undefined ? undefined : Buffer.from(probe.body);
  const headers: Record<string, string> = {
    Host: `127.0.0.1:${server.port}`,
    'X-Forwarded-For': nextClient(),
    ...probe.headers,
    Connection: 'close',
    ...(body ? { 'Content-Length': String(body.length) } : {}),
  };
  const head =
    `${probe.method} ${probe.target} HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';
  const bytes = Buffer.concat([Buffer.from(head, 'latin1'), body ?? Buffer.alloc(0)]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const started = performance.now();
    const socket = connect(server.port, '127.0.0.1', () => socket.write(bytes));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${GIVE_UP_MS} ms`));
    }, GIVE_UP_MS);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may refuse and close while a body is still being written; its answer counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const status = Number(text.slice(9, 12));
      if (!text.startsWith('HTTP/1.1 ') || !Number.isInteger(status) || split === -1)
        return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 60))}`));
      resolve({ status, ms, head: text.slice(0, split), body: text.slice(split + 4) });
    });
  });
}

const setCookies = (head: string) =>
  head
    .split('\r\n')
    .filter((line) => line.toLowerCase().startsWith('set-cookie:'))
    .map((line) => line.slice('set-cookie:'.length).trim());

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'Content-Type': 'application/json' };

/** A form a page shows: where it goes, how, with which cookie, and its fields with their values and limits. */
interface Form {
  method: 'GET' | 'POST';
  action: string;
  cookie?: string;
  fields: Record<string, string>;
  maxLength: Record<string, number>;
}

function formsIn(html: string, pagePath: string, cookie: string | undefined): Form[] {
  const $ = load(html);
  return $('form')
    .map((_, form) => {
      const fields: Record<string, string> = {};
      const maxLength: Record<string, number> = {};
      $(form)
        .find('input[name], select[name], textarea[name], button[name]')
        .each((_, field) => {
          const name = $(field).attr('name')!;
          const type = $(field).attr('type');
          if ((type === 'radio' || type === 'checkbox') && !$(field).is('[checked]') && name in fields) return;
          fields[name] = $(field).is('select')
            ? ($(field).find('option[selected]').attr('value') ?? $(field).find('option').first().attr('value') ?? '')
            : $(field).is('textarea')
              ? $(field).text()
              : ($(field).attr('value') ?? '');
          const limit = Number($(field).attr('maxlength'));
          if (limit > 0) maxLength[name] = limit;
        });
      const method = ($(form).attr('method') ?? 'get').toUpperCase() === 'POST' ? 'POST' : 'GET';
      const action = new URL($(form).attr('action') ?? pagePath, TEST_SITE_URL + pagePath).pathname;
      return { method, action, cookie, fields, maxLength } satisfies Form;
    })
    .get();
}

/** The query parameters the links on a page carry, by the path they lead to. */
function linkQueries(html: string, pagePath: string, into: Map<string, Set<string>>): void {
  const $ = load(html);
  $('a[href]').each((_, a) => {
    const url = new URL($(a).attr('href')!, TEST_SITE_URL + pagePath);
    if (url.origin !== TEST_SITE_URL) return;
    for (const key of url.searchParams.keys()) add(into, url.pathname, key);
  });
}

const add = (map: Map<string, Set<string>>, key: string, value: string) =>
  map.set(key, (map.get(key) ?? new Set()).add(value));

/** The route table's paths with each parameter replaced (":token", "*rest", ":secret.ics"). */
function fill(pattern: string, value: (name: string) => string): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':') && !segment.startsWith('*')) return segment;
      const dot = segment.indexOf('.');
      return dot === -1 ? value(segment.slice(1)) : value(segment.slice(1, dot)) + segment.slice(dot);
    })
    .join('/');
}

// Query parameters read from redirects' Location rather than from any link or form: named here.
const REDIRECT_QUERIES: Record<string, string[]> = {
  '/office/login': ['signed-out'],
  '/office/leads/:id': ['saved'],
  '/office/bookings/:reference': ['saved'],
  '/office/settings': ['saved', 'closed'],
  '/office/activity': ['page'],
  '/office/leads': ['page'],
  '/booking/:token': ['booked', 'moved', 'cancelled', 'reschedule'],
};

let probes: Probe[] = [];

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'car-slow-patterns-'));
  const DATABASE_URL = `file:${path.join(workDir, 'site.db')}`;
  const added = await runOffice(
    ['add-user', OWNER],
    { DATABASE_URL },
    {
      out: () => undefined,
      err: (text) => console.error(text),
      readPassword: async () => OWNER_PASSWORD,
    },
  );
  expect(added).toBe(0);
  // An https site behind a trusted proxy, as in production, so the plain-HTTP policy is in the path too.
  server = await startBuiltServer({ DATABASE_URL, SITE_URL: TEST_SITE_URL });
  running.push(server);

  // Signed in to the office, with one lead and one booking, so every screen and form can be reached.
  const loginForm = await send({ method: 'GET', target: '/office/login', headers: {} });
  const loginCookie = cookieFrom(setCookies(loginForm.head), '__Host-office-login')!;
  const signIn = await send({
    method: 'POST',
    target: '/office/login',
    headers: { ...FORM, Cookie: loginCookie },
    body: formBody({ _csrf: csrfOf(loginForm.body), email: OWNER, password: OWNER_PASSWORD }),
  });
  const session = cookieFrom(setCookies(signIn.head), '__Host-office');
  expect(session, signIn.body.slice(0, 200)).toBeDefined();
  const lead = await send({
    method: 'POST',
    target: '/contact',
    headers: FORM,
    body: formBody({ name: 'Ann Visitor', email: 'ann@example.com', phone: '(202) 555-0100', message: 'Leaks.' }),
  });
  expect(lead.status).toBe(303);
  const availability = await send({
    method: 'GET',
    target: '/api/availability?zip=20901&service=washer-repair',
    headers: {},
  });
  const windows = (JSON.parse(availability.body) as { windows: { start: string }[] }).windows;
  const windowStart = windows.at(-1)!.start;
  const booked = await send({
    method: 'POST',
    target: '/api/bookings',
    headers: JSON_TYPE,
    body: JSON.stringify(bookingBody(windowStart)),
  });
  expect(booked.status, booked.body).toBe(201);
  const { manageUrl, reference } = JSON.parse(booked.body) as { manageUrl: string; reference: string };
  const leads = await send({ method: 'GET', target: '/office/leads', headers: { Cookie: session! } });
  const leadPath = load(leads.body)('a[href^="/office/leads/"]').first().attr('href')!;

  // Real values for the route table's parameters; the table itself is the app's (app.locals.routeTable).
  const table = testApp().locals.routeTable as Endpoint[];
  const examples: Record<string, string> = {
    token: manageUrl.slice('/booking/'.length),
    reference,
    id: leadPath.slice('/office/leads/'.length),
    secret: 'x'.repeat(43),
    rest: 'unknown',
  };
  const exampleFor = (pattern: string) =>
    pages.find((route) => route.pattern === pattern)?.paths()[0] ?? fill(pattern, (name) => examples[name] ?? name);
  const cookieFor = (target: string) =>
    target === '/office/login' ? loginCookie : target.startsWith('/office') ? session : undefined;

  // Every page a GET route answers, a few steps the forms lead to, and what their forms and links read.
  const readers = new Map<string, Set<string>>();
  const forms: Form[] = [];
  const visits = [
    ...table.filter((endpoint) => endpoint.method === 'GET').map((endpoint) => exampleFor(endpoint.path)),
    `/book?zip=20901&service=washer-repair`,
    `/book?zip=20901&service=washer-repair&window=${encodeURIComponent(windowStart)}`,
    `${manageUrl}?reschedule=1`,
  ];
  for (const target of new Set(visits)) {
    const page = await send({
      method: 'GET',
      target,
      headers: cookieFor(target) ? { Cookie: cookieFor(target)! } : {},
    });
    if (!page.head.toLowerCase().includes('content-type: text/html')) continue;
    const pagePath = target.split('?')[0]!;
    forms.push(...formsIn(page.body, pagePath, cookieFor(pagePath)));
    linkQueries(page.body, pagePath, readers);
  }
  for (const form of forms.filter((f) => f.method === 'GET'))
    for (const name of Object.keys(form.fields)) add(readers, form.action, name);
  for (const route of pages) for (const name of Object.keys(route.query ?? {})) add(readers, route.pattern, name);
  for (const [pattern, names] of Object.entries(REDIRECT_QUERIES))
    for (const name of names) add(readers, exampleFor(pattern), name);

  const list: Probe[] = [];
  const probe = (
    label: string,
    method: Probe['method'],
    target: string,
    headers: Record<string, string> = {},
    body?: string,
  ) => {
    const cookie = cookieFor(target.split('?')[0]!);
    list.push({ label, method, target, headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers }, body });
  };
  let n = 0;
  const url = () => pick(URL_UNITS, URL_TAILS, n++);
  const query = () => pick(QUERY_UNITS, QUERY_TAILS, n++);

  // The plain-path test of the 404 fast path, where issue 23 was: every unit with every tail.
  for (let i = 0; i < URL_UNITS.length * URL_TAILS.length; i++)
    probe('root path', 'GET', `/${pick(URL_UNITS, URL_TAILS, i)}`);

  // Each route: its parameters, a mistyped tail, a sub-path with and without a trailing slash, and a query.
  const seen = new Set<string>();
  for (const endpoint of table) {
    const key = `${endpoint.method} ${endpoint.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const example = exampleFor(endpoint.path);
    // A post of the type the path takes, so the router sees it (the API refuses any other type before routing).
    const withBody =
      endpoint.method === 'GET'
        ? { headers: {}, body: undefined }
        : endpoint.path.startsWith('/api/')
          ? { headers: JSON_TYPE, body: '{}' }
          : { headers: FORM, body: '' };
    const at = (what: string, target: string) =>
      probe(`${key}: ${what}`, endpoint.method, target, withBody.headers, withBody.body);
    const params = endpoint.path.split('/').filter((segment) => segment.startsWith(':') || segment.startsWith('*'));
    for (const param of params)
      at(
        `${param}`,
        fill(endpoint.path, (name) => (name === param.slice(1).split('.')[0] ? url() : (examples[name] ?? name))),
      );
    // Every unit as a mistyped tail (the likeliest slip), two in each kind of sub-path; tails turn over.
    for (let i = 0; i < URL_UNITS.length; i++) at('mistyped tail', `${example}${url()}`);
    for (let i = 0; i < 2; i++) {
      at('sub-path', `${example}/${url()}`);
      at('sub-path/', `${example}/${url()}/`);
      at('sub-path?query', `${example}/${url()}?${query()}`);
    }
    // OPTIONS matches the path against every route to list the methods it takes.
    probe(`${key}: OPTIONS`, 'OPTIONS', `${example}/${url()}`);
  }

  // Static files: every top-level file and folder of the build's public folder, and a file inside each folder.
  for (const entry of readdirSync(publicDir, { withFileTypes: true })) {
    probe(`static ${entry.name}`, 'GET', `/${entry.name}${url()}`);
    if (!entry.isDirectory()) continue;
    probe(`static ${entry.name}/`, 'GET', `/${entry.name}/${url()}`);
    const file = readdirSync(path.join(publicDir, entry.name)).find((name) => name.includes('.'));
    if (file) probe(`static ${entry.name}/${file}`, 'GET', `/${entry.name}/${file}${url()}?${query()}`);
  }

  // Every query parameter something reads, on the path that reads it, and one it does not read.
  for (const [target, names] of readers) {
    const where = exampleFor(target);
    for (const name of [...names, 'utm_source']) probe(`?${name} on ${where}`, 'GET', `${where}?${name}=${query()}`);
  }

  // Headers, on a cached page, a page rendered per request, a static file, both contact posts and the office.
  const asset = `/assets/${readdirSync(path.join(publicDir, 'assets')).find((name) => name.endsWith('.css'))}`;
  const contact = { name: 'Ann', email: 'ann@example.com', phone: '(202) 555-0100', message: 'Leaks.' };
  let h = 0;
  for (const [name, units] of Object.entries(HEADER_UNITS)) {
    const value = () => pick(units, HEADER_TAILS, h++);
    const header = (target: string, method: 'GET' | 'POST' = 'GET', base: Record<string, string> = {}, body?: string) =>
      probe(`${name} header on ${method} ${target}`, method, target, { ...base, [name]: value() }, body);
    header('/');
    header('/contact?service=washer');
    header(asset);
    header('/office');
    header('/contact', 'POST', FORM, formBody(contact));
    header('/api/contact', 'POST', JSON_TYPE, JSON.stringify(contact));
  }

  // Every field of every form the pages show, long and at the field's own limit, the others as the page filled them.
  let t = 0;
  const formKeys = new Set<string>();
  for (const form of forms.filter((f) => f.method === 'POST')) {
    const key = `${form.action} ${Object.keys(form.fields).sort().join(',')}`;
    if (formKeys.has(key)) continue;
    formKeys.add(key);
    for (const field of Object.keys(form.fields))
      for (const length of [RUN_LENGTH, form.maxLength[field]].filter((l): l is number => l !== undefined)) {
        const body = fitting(length, (l) => formBody({ ...form.fields, [field]: pick(TEXT_UNITS, TEXT_TAILS, t, l) }));
        t++;
        probe(`form ${form.action} ${field} (${length})`, 'POST', form.action, FORM, body);
      }
    probe(`form ${form.action} whole body`, 'POST', form.action, FORM, pick(QUERY_UNITS, QUERY_TAILS, t++));
  }

  // The JSON API's bodies, field by field, long and at the field's limit.
  const json: [string, Record<string, unknown>, Record<string, number>][] = [
    ['/api/contact', { ...contact, service: 'washer', [HONEYPOT_FIELD]: '' }, LIMITS],
    [
      '/api/bookings',
      {
        ...bookingBody(windowStart),
        coupon: '',
        model: '',
        textConsent: '',
        unit: '',
        town: '',
        heardFrom: '',
        heardFromOther: '',
        utm_source: '',
        utm_medium: '',
        utm_campaign: '',
      },
      BOOKING_LIMITS,
    ],
    [`/api/bookings/${examples.token}/reschedule`, { windowStart }, BOOKING_LIMITS],
    [`/api/bookings/${examples.token}/cancel`, {}, {}],
  ];
  expect(Object.keys(json[0]![1])).toEqual(expect.arrayContaining([...CONTACT_FIELDS]));
  expect(Object.keys(json[1]![1])).toEqual(expect.arrayContaining([...BOOKING_FIELDS]));
  for (const [target, fields, limits] of json) {
    for (const field of Object.keys(fields))
      for (const length of [RUN_LENGTH, limits[field]].filter((l): l is number => l !== undefined)) {
        const body = fitting(length, (l) => JSON.stringify({ ...fields, [field]: pick(TEXT_UNITS, TEXT_TAILS, t, l) }));
        t++;
        probe(`json ${target} ${field} (${length})`, 'POST', target, JSON_TYPE, body);
      }
    probe(`json ${target} whole body`, 'POST', target, JSON_TYPE, pick(TEXT_UNITS, TEXT_TAILS, t++));
  }
  probes = list;
}, 120_000);

afterAll(async () => {
  await stopServers(running, stuck ? 'SIGKILL' : 'SIGTERM');
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('no request can make a pattern slow (the production build)', () => {
  it(`answers runs of thousands of ordinary characters ending in an odd one within ${WITHIN_MS} ms, never a 5xx, and still answers /healthz`, async () => {
    const failures: string[] = [];
    const times: { ms: number; label: string }[] = [];
    const statuses = new Map<number, number>();
    for (const probe of probes) {
      const where = `${probe.label}: ${probe.method} ${probe.target.slice(0, 60)}…`;
      try {
        const answer = await send(probe);
        times.push({ ms: answer.ms, label: where });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) failures.push(`${where} -> ${answer.status}`);
        if (answer.ms >= WITHIN_MS) failures.push(`${where} -> took ${Math.round(answer.ms)} ms`);
        const health = await send({ method: 'GET', target: HEALTH_CHECK_PATH, headers: {} });
        if (health.status !== 200 || health.ms >= WITHIN_MS)
          failures.push(`${where} -> then /healthz ${health.status} in ${Math.round(health.ms)} ms`);
      } catch (error) {
        failures.push(`${where} -> ${(error as Error).message}`);
        // The process is stuck: every further probe would wait as long. What failed is reported as it is.
        stuck = true;
        break;
      }
    }
    times.sort((a, b) => a.ms - b.ms);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.ms.toFixed(1);
    console.info(
      `slow patterns: ${times.length} probes, median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms ` +
        `(${times.at(-1)?.label}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(failures).toEqual([]);
    expect(times.length).toBe(probes.length);
    // The probes reached the app's answers, not only Node's parser: pages, redirects, refusals and 404s.
    for (const status of [200, 303, 400, 403, 404]) expect(statuses.get(status), `no ${status}`).toBeGreaterThan(0);
  }, 120_000);
});
