import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import * as v from 'valibot';
import { business } from '../../data/business';
import { EMAIL_ADDRESS } from './contact';

/**
 * The one place that reads the environment: one schema per variable states its default and its rule once, and
 * `Config` is the type that schema gives. A bad value stops start-up with a message naming the variable and
 * echoing what it was given (a URL's password excepted); every bad variable is named at once, not one per try.
 */

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** DATABASE_URL, parsed: an embedded SQLite file, or a PostgreSQL server for several app servers. */
export type DatabaseConfig = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };
export const DEFAULT_DATABASE_FILE = 'var/site.db';

/** Express's 'trust proxy': which proxies in front of us may set X-Forwarded-For (see README). */
export type TrustProxy = boolean | number | string[];

/** "NAME must be …", then what the variable held: the line an operator reads when start-up stops. */
const refused =
  (rule: string, show: (value: string) => string = (value) => value) =>
  (issue: v.BaseIssue<unknown>) =>
    `${rule} (got "${show(String(issue.input))}")`;

/** The longest wait before a review request: a month, long past when a visit is fresh in mind. */
const MAX_REVIEW_DELAY_HOURS = 720;

/** How long start-up waits for a database it cannot reach: a PostgreSQL started beside us is up well within it. */
const DEFAULT_DATABASE_WAIT_SECONDS = 60;
const MAX_DATABASE_WAIT_SECONDS = 3600;
/** Longest SHUTDOWN_NOT_READY_MS: a balancer checking every few seconds has seen it well before. */
const MAX_NOT_READY_MS = 60_000;

/** A variable's text, or `fallback` when it is not set. */
const variable = (fallback: string) => v.optional(v.string(), fallback);

/** A variable read by a parser: what it returns, or a problem when it returns nothing or its own message. */
const parsedBy = <T>(parse: (value: string) => T | string | undefined, rule = '') =>
  v.rawTransform<string, T>(({ dataset, addIssue, NEVER }) => {
    const parsed = parse(dataset.value);
    if (parsed === undefined) addIssue({ message: refused(rule) });
    else if (typeof parsed === 'string') addIssue({ message: parsed });
    else return parsed;
    return NEVER;
  });

const isOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash;
  } catch {
    return false;
  }
};

const isSmtpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** Every variable the server reads, in the order their problems are listed. */
const ENVIRONMENT = v.pipe(
  v.object({
    NODE_ENV: v.optional(
      v.picklist(NODE_ENVS, refused(`NODE_ENV must be one of ${NODE_ENVS.join(', ')}`)),
      'development',
    ),
    PORT: v.pipe(
      variable('3000'),
      v.check(
        (value) => /^\d+$/.test(value) && Number(value) <= 65535,
        refused('PORT must be a whole number from 0 to 65535'),
      ),
      v.transform(Number),
    ),
    SITE_URL: v.pipe(
      variable('http://localhost:3000'),
      v.check(isOrigin, refused('SITE_URL must be an http(s) origin such as https://www.example.com')),
      v.transform((value) => new URL(value).origin),
    ),
    LEADS_FILE: v.pipe(
      variable('var/leads.jsonl'),
      v.check(
        (value) => value.trim() !== '' && !value.endsWith('/'),
        refused('LEADS_FILE must be the path of a file, such as var/leads.jsonl'),
      ),
    ),
    DATABASE_URL: v.pipe(variable(''), parsedBy(parseDatabaseUrl)),
    // How long start-up keeps trying a database it cannot reach (PostgreSQL starting after us) before it stops.
    DATABASE_WAIT_SECONDS: v.pipe(
      variable(String(DEFAULT_DATABASE_WAIT_SECONDS)),
      v.check(
        (value) => /^\d{1,4}$/.test(value) && Number(value) <= MAX_DATABASE_WAIT_SECONDS,
        refused(`DATABASE_WAIT_SECONDS must be a whole number of seconds from 0 to ${MAX_DATABASE_WAIT_SECONDS}`),
      ),
      v.transform((value) => Number(value) * 1000),
    ),
    LEADS_NOTIFY_TO: v.pipe(
      variable(business.email),
      v.regex(EMAIL_ADDRESS, refused('LEADS_NOTIFY_TO must be one e-mail address, such as office@example.com')),
    ),
    SMTP_FROM: v.pipe(
      variable(business.email),
      v.regex(EMAIL_ADDRESS, refused('SMTP_FROM must be one e-mail address, such as website@example.com')),
    ),
    // Unset or empty: leads and bookings are only stored, not e-mailed.
    SMTP_URL: v.pipe(
      variable(''),
      v.check(
        (value) => value === '' || isSmtpUrl(value),
        refused(
          'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@relay.example.com:587',
          redactUrl,
        ),
      ),
    ),
    // Unset or empty: texts are off (server/features/texts/, docs/texts.md).
    SMS_URL: v.pipe(variable(''), parsedBy(parseSmsUrl)),
    SMS_FROM: v.pipe(
      variable(''),
      v.check(
        (value) => value === '' || SMS_SENDER.test(value),
        refused('SMS_FROM must be a number in E.164 form such as +12025550123, or a Messaging Service SID (MG…)'),
      ),
    ),
    // Unset or empty: online payment is off (no pay buttons, no payment routes; docs/payments.md).
    STRIPE_SECRET_KEY: v.pipe(
      variable(''),
      v.check(
        (value) => value === '' || /^(?:sk|rk)_(?:test|live)_\w{4,250}$/.test(value),
        refused('STRIPE_SECRET_KEY must be a Stripe secret key such as sk_live_… or sk_test_…', () => '***'),
      ),
    ),
    STRIPE_WEBHOOK_SECRET: v.pipe(
      variable(''),
      v.check(
        (value) => value === '' || /^whsec_\w{4,250}$/.test(value),
        refused("STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret, whsec_…", () => '***'),
      ),
    ),
    // Another host speaking Stripe's API (the stand-in, scripts/stripe-standin.ts); unset: Stripe's own.
    STRIPE_API_URL: v.pipe(variable(''), parsedBy(parseStripeApiUrl)),
    TRUST_PROXY: v.pipe(
      variable('false'),
      parsedBy(
        parseTrustProxy,
        'TRUST_PROXY must be false, true, a number of proxy hops, or a comma list of addresses/subnets',
      ),
    ),
    HSTS_PRELOAD: v.pipe(
      v.optional(v.picklist(['true', 'false'], refused('HSTS_PRELOAD must be true or false')), 'false'),
      v.transform((value) => value === 'true'),
    ),
    LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, refused(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)), 'info'),
    // How long after a visit is marked Done its review request goes out (docs/reviews.md).
    REVIEW_REQUEST_DELAY_HOURS: v.pipe(
      variable('24'),
      v.check(
        (value) => /^\d{1,3}(?:\.\d{1,2})?$/.test(value) && Number(value) <= MAX_REVIEW_DELAY_HOURS,
        refused(
          `REVIEW_REQUEST_DELAY_HOURS must be a number of hours from 0 to ${MAX_REVIEW_DELAY_HOURS}, such as 24 or 0.5`,
        ),
      ),
      v.transform((value) => Math.round(Number(value) * 3_600_000)),
    ),
    // Unset or empty: /metrics answers 404 unless METRICS_LISTEN is set (docs/operations.md#metrics).
    METRICS_TOKEN: v.pipe(
      variable(''),
      v.check(
        (value) => value === '' || /^[\x21-\x7e]{16,256}$/.test(value),
        refused('METRICS_TOKEN must be 16 to 256 visible ASCII characters (a random secret)', () => '***'),
      ),
    ),
    // A second listener serving only /metrics, on an address Prometheus reaches and the public does not.
    METRICS_LISTEN: v.pipe(variable(''), parsedBy(parseListenAddress)),
    // How long a queue's oldest message may wait before the owners are e-mailed (docs/operations.md).
    QUEUE_ALERT_MINUTES: v.pipe(
      variable('15'),
      v.check(
        (value) => /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= 1440,
        refused('QUEUE_ALERT_MINUTES must be a whole number of minutes from 1 to 1440'),
      ),
      v.transform((value) => Number(value) * 60_000),
    ),
    // /readyz answers 503 when the disk under SQLite has less free than either (docs/operations.md).
    READY_MIN_FREE_MB: v.pipe(
      variable('512'),
      v.check((value) => /^\d{1,9}$/.test(value), refused('READY_MIN_FREE_MB must be a whole number of megabytes')),
      v.transform(Number),
    ),
    READY_MIN_FREE_PERCENT: v.pipe(
      variable('5'),
      v.check(
        (value) => /^\d{1,2}(?:\.\d{1,2})?$/.test(value),
        refused('READY_MIN_FREE_PERCENT must be a percentage from 0 to 99, such as 5'),
      ),
      v.transform(Number),
    ),
    SHUTDOWN_NOT_READY_MS: v.pipe(
      variable('0'),
      v.check(
        (value) => /^\d{1,5}$/.test(value) && Number(value) <= MAX_NOT_READY_MS,
        refused(`SHUTDOWN_NOT_READY_MS must be a whole number of milliseconds from 0 to ${MAX_NOT_READY_MS}`),
      ),
      v.transform(Number),
    ),
    // How long a stop waits for requests in flight (server/index.ts): longer than a request may take (30 s).
    SHUTDOWN_DRAIN_SECONDS: v.pipe(
      variable('35'),
      v.check(
        (value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 600,
        refused('SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 1 to 600, such as 35'),
      ),
      v.transform((value) => Number(value) * 1_000),
    ),
  }),
  // Checked whenever both variables are readable, so it is listed with the other problems, not after them.
  v.forward(
    v.partialCheck(
      [['HSTS_PRELOAD'], ['SITE_URL']],
      (env) => !env.HSTS_PRELOAD || env.SITE_URL.startsWith('https:'),
      (issue) =>
        `HSTS_PRELOAD=true needs an https:// SITE_URL: browsers preload HTTPS sites only (got "${issue.input.SITE_URL}")`,
    ),
    ['HSTS_PRELOAD'],
  ),
  v.forward(
    v.partialCheck(
      [['SMS_URL'], ['SMS_FROM']],
      (env) => env.SMS_URL === null || env.SMS_FROM !== '',
      () =>
        'SMS_FROM must be set when SMS_URL is: the number texts come from (+12025550123) or a Messaging Service SID',
    ),
    ['SMS_FROM'],
  ),
  v.forward(
    v.partialCheck(
      [['STRIPE_SECRET_KEY'], ['STRIPE_WEBHOOK_SECRET']],
      (env) => env.STRIPE_SECRET_KEY === '' || env.STRIPE_WEBHOOK_SECRET !== '',
      () => 'STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is: webhooks are checked with it (whsec_…)',
    ),
    ['STRIPE_WEBHOOK_SECRET'],
  ),
  v.transform((env) => ({
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    /** Public origin of the site, without a trailing slash; canonical URLs are built from it. */
    siteUrl: env.SITE_URL,
    /** Where leads, their e-mail state and everything after them are stored (DATABASE_URL). */
    database: env.DATABASE_URL,
    /** How long start-up keeps trying to reach the database before it gives up (DATABASE_WAIT_SECONDS, 60). */
    databaseWaitMs: env.DATABASE_WAIT_SECONDS,
    /**
     * The JSON Lines leads file of earlier versions (LEADS_FILE, else var/leads.jsonl): imported into the database
     * once at start-up if it exists, and never written again.
     */
    leadsFile: env.LEADS_FILE,
    /** How new leads and bookings are e-mailed; absent when SMTP_URL is not set (they are only stored). */
    ...(env.SMTP_URL
      ? {
          mail: {
            /** smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), credentials in the URL. */
            smtpUrl: env.SMTP_URL,
            /** Envelope and From address of the notifications. */
            from: env.SMTP_FROM,
            /** Who receives them. */
            to: env.LEADS_NOTIFY_TO,
          },
        }
      : {}),
    /** How customer texts are sent; absent when SMS_URL is not set (texts are off). */
    ...(env.SMS_URL ? { sms: { ...env.SMS_URL, ...smsSender(env.SMS_FROM) } } : {}),
    /** Online payment through Stripe's hosted Checkout; absent when STRIPE_SECRET_KEY is not set (it is off). */
    ...(env.STRIPE_SECRET_KEY
      ? {
          stripe: {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            /** Where the SDK sends its requests instead of api.stripe.com (STRIPE_API_URL): the stand-in's. */
            api: env.STRIPE_API_URL ?? undefined,
          },
        }
      : {}),
    trustProxy: env.TRUST_PROXY,
    /**
     * Ask browsers to put the domain on their built-in HTTPS-only list (HSTS preload). Off unless
     * HSTS_PRELOAD=true: once a domain is in the browsers' lists, taking it out takes months, and every subdomain
     * must serve HTTPS.
     */
    hstsPreload: env.HSTS_PRELOAD,
    logLevel: env.LOG_LEVEL,
    /** How long after a visit is marked Done its one review request is sent (REVIEW_REQUEST_DELAY_HOURS, 24). */
    reviewRequestDelayMs: env.REVIEW_REQUEST_DELAY_HOURS,
    /**
     * /metrics (server/kernel/http/metrics.ts): the SHA-256 of the bearer token a scrape must send (METRICS_TOKEN), and
     * the private address of a listener serving only /metrics (METRICS_LISTEN); off when neither is set.
     */
    metrics: {
      tokenHash: env.METRICS_TOKEN ? createHash('sha256').update(env.METRICS_TOKEN).digest() : undefined,
      listen: env.METRICS_LISTEN ?? undefined,
    },
    /** How long a queue's oldest message may wait before the owners are told (QUEUE_ALERT_MINUTES, 15). */
    queueAlertMs: env.QUEUE_ALERT_MINUTES,
    /** /readyz is 503 when the disk under SQLite has less free than this many bytes or this share of its size. */
    readyMinFree: { bytes: env.READY_MIN_FREE_MB * 1024 * 1024, ratio: env.READY_MIN_FREE_PERCENT / 100 },
    /**
     * After SIGTERM, how long the server keeps serving with /readyz at 503 before it stops taking connections, so
     * the balancer's checks take it out of rotation first (SHUTDOWN_NOT_READY_MS, 0).
     */
    shutdownNotReadyMs: env.SHUTDOWN_NOT_READY_MS,
    /** How long a stop waits for requests in flight before cutting them (SHUTDOWN_DRAIN_SECONDS, 35). */
    drainMs: env.SHUTDOWN_DRAIN_SECONDS,
  })),
);

export type Config = v.InferOutput<typeof ENVIRONMENT>;
export type MailConfig = NonNullable<Config['mail']>;
export type SmsConfig = NonNullable<Config['sms']>;
export type StripeConfig = NonNullable<Config['stripe']>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(ENVIRONMENT, env);
  if (!result.success) throw new ConfigError(result.issues.map((issue) => issue.message));
  return result.output;
}

/** The URL as it may appear in a log or an error message: without its password. */
export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.href;
  } catch {
    return raw.replace(/:[^:@/]*@/, ':***@');
  }
}

/**
 * Unset or empty: SQLite at var/site.db. `file:` URL: SQLite at that path (file:relative/site.db or
 * file:/absolute/site.db). `postgres://` or `postgresql://`: that PostgreSQL database. Anything else is a
 * message naming the variable, never a guess: a typo must not quietly start an empty database elsewhere.
 */
export function parseDatabaseUrl(raw: string | undefined): DatabaseConfig | string {
  const value = raw?.trim() ?? '';
  if (value === '') return { engine: 'sqlite', file: DEFAULT_DATABASE_FILE };
  const problem = `DATABASE_URL must be file:path/to/site.db or postgres://user:password@host:5432/database (got "${redactUrl(value)}")`;
  if (value.startsWith('file:')) {
    // file:///abs, file:/abs and file:relative all name a path; a host (file://server/x) does not.
    let file = value.slice('file:'.length);
    if (file.startsWith('//')) {
      if (!file.startsWith('///')) return problem;
      file = file.slice(2);
    }
    if (file.includes('?') || file.includes('#')) return problem;
    try {
      file = decodeURIComponent(file);
    } catch {
      return problem;
    }
    if (file === '' || file.endsWith('/') || file === ':memory:') return problem;
    return { engine: 'sqlite', file };
  }
  try {
    const url = new URL(value);
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') return problem;
    if (!url.hostname || url.pathname.length <= 1) return problem;
    return { engine: 'postgres', url: value };
  } catch {
    return problem;
  }
}

/** SMS_FROM: a sending number in E.164, or a Twilio Messaging Service SID (MG and 32 hex digits). */
const SMS_SENDER = /^(?:\+[1-9]\d{6,14}|MG[\da-f]{32})$/i;

const smsSender = (from: string) =>
  /^MG/i.test(from) ? { messagingServiceSid: from, from: undefined } : { from, messagingServiceSid: undefined };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * SMS_URL: the provider's API root with the account's credentials, `https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com`
 * (a compatible provider's root may have a path, such as `/api/laml`). The account SID names the account in every
 * API path and the auth token both signs in and checks the provider's webhook signatures. https only, but for a
 * provider on this machine (the tests' fake). Unset or empty: null, texts are off.
 */
export function parseSmsUrl(raw: string): { apiUrl: string; accountSid: string; authToken: string } | string | null {
  const value = raw.trim();
  if (value === '') return null;
  const problem = `SMS_URL must be https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com (or a compatible provider's API root) (got "${redactUrl(value)}")`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return problem;
  }
  const local = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if ((url.protocol !== 'https:' && !local) || !url.hostname || url.search || url.hash) return problem;
  let accountSid: string;
  let authToken: string;
  try {
    accountSid = decodeURIComponent(url.username);
    authToken = decodeURIComponent(url.password);
  } catch {
    return problem;
  }
  if (!/^[\w-]{1,64}$/.test(accountSid) || authToken === '') return problem;
  url.username = '';
  url.password = '';
  let apiUrl = url.href;
  while (apiUrl.endsWith('/')) apiUrl = apiUrl.slice(0, -1);
  return { apiUrl, accountSid, authToken };
}

/** Where a database is, for a log line or an error message: never its password. */
export function describeDatabase(database: DatabaseConfig): string {
  return database.engine === 'sqlite' ? `SQLite at ${database.file}` : `PostgreSQL at ${redactUrl(database.url)}`;
}

// The names Express (proxy-addr) knows for the private ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** 'false' | 'true' | hop count | comma list of IPs, CIDR subnets or range names; undefined when invalid. */
export function parseTrustProxy(raw: string): TrustProxy | undefined {
  const value = raw.trim();
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 32 ? hops : undefined;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** METRICS_LISTEN: `host:port` with an IP address (`127.0.0.1:9464`, `[::1]:9464`); '' for none. */
export function parseListenAddress(raw: string): { host: string; port: number } | null | string {
  if (raw === '') return null;
  const match = /^(?:\[([\da-f:.]+)\]|([\d.]+)):(\d{1,5})$/i.exec(raw);
  const host = match?.[1] ?? match?.[2] ?? '';
  const port = Number(match?.[3]);
  if (!match || !isIP(host) || port < 1 || port > 65535)
    return `METRICS_LISTEN must be an IP address and port such as 127.0.0.1:9464 or [::1]:9464 (got "${raw}")`;
  return { host, port };
}

/**
 * STRIPE_API_URL: the root of a host speaking Stripe's API, http(s)://host[:port], as the SDK's `protocol`, `host`
 * and `port` options; '' for Stripe's own. No path: the SDK always asks for /v1/….
 */
export function parseStripeApiUrl(
  raw: string,
): { protocol: 'http' | 'https'; host: string; port: number } | string | null {
  const value = raw.trim();
  if (value === '') return null;
  const problem = `STRIPE_API_URL must be an http(s) URL without a path, such as http://127.0.0.1:12111 (got "${redactUrl(value)}")`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return problem;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return problem;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return problem;
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443 };
}
