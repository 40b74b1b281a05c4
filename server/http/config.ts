import { business } from '../../data/business';
import { isIP } from 'node:net';
import { EMAIL_ADDRESS } from '../leads/validation';

/** The one place that reads the environment. Bad values stop start-up with a message naming the variable. */
export type NodeEnv = 'development' | 'production' | 'test';

export interface Config {
  env: NodeEnv;
  isProduction: boolean;
  port: number;
  /** Public origin of the site, without a trailing slash; canonical URLs are built from it. */
  siteUrl: string;
  /** Where leads, their e-mail state and everything after them are stored (DATABASE_URL). */
  database: DatabaseConfig;
  /**
   * The JSON Lines leads file of earlier versions (LEADS_FILE, else var/leads.jsonl): imported into the database
   * once at start-up if it exists, and never written again.
   */
  leadsFile: string;
  /** How new leads are e-mailed to the business; undefined when SMTP_URL is not set (leads are only stored). */
  mail?: MailConfig;
  /** Express's 'trust proxy': which proxies in front of us may set X-Forwarded-For (see README). */
  trustProxy: TrustProxy;
  /**
   * Ask browsers to put the domain on their built-in HTTPS-only list (HSTS preload). Off unless HSTS_PRELOAD=true:
   * once a domain is in the browsers' lists, taking it out takes months, and every subdomain must serve HTTPS.
   */
  hstsPreload: boolean;
  logLevel: LogLevel;
}

export interface MailConfig {
  /** smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), credentials in the URL. */
  smtpUrl: string;
  /** Envelope and From address of the notifications. */
  from: string;
  /** Who receives them. */
  to: string;
}

/** DATABASE_URL, parsed: an embedded SQLite file, or a PostgreSQL server for several app servers. */
export type DatabaseConfig = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

export const DEFAULT_DATABASE_FILE = 'var/site.db';

export type TrustProxy = boolean | number | string[];
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];

  const rawEnv = env.NODE_ENV ?? 'development';
  const nodeEnvs: NodeEnv[] = ['development', 'production', 'test'];
  const nodeEnv = nodeEnvs.find((e) => e === rawEnv);
  if (!nodeEnv) problems.push(`NODE_ENV must be one of ${nodeEnvs.join(', ')} (got "${rawEnv}")`);

  const rawPort = env.PORT ?? '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${rawPort}")`);
  }

  const rawSiteUrl = env.SITE_URL ?? 'http://localhost:3000';
  let siteUrl = '';
  try {
    const url = new URL(rawSiteUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    if (url.pathname !== '/' || url.search || url.hash) throw new Error('path');
    siteUrl = url.origin;
  } catch {
    problems.push(`SITE_URL must be an http(s) origin such as https://www.example.com (got "${rawSiteUrl}")`);
  }

  const leadsFile = env.LEADS_FILE ?? 'var/leads.jsonl';
  if (leadsFile.trim() === '' || leadsFile.endsWith('/')) {
    problems.push(`LEADS_FILE must be the path of a file, such as var/leads.jsonl (got "${leadsFile}")`);
  }

  const database = parseDatabaseUrl(env.DATABASE_URL);
  if (typeof database === 'string') problems.push(database);

  const mail = readMailConfig(env, problems);

  const rawTrustProxy = env.TRUST_PROXY ?? 'false';
  const trustProxy = parseTrustProxy(rawTrustProxy);
  if (trustProxy === undefined) {
    problems.push(
      `TRUST_PROXY must be false, true, a number of proxy hops, or a comma list of addresses/subnets (got "${rawTrustProxy}")`,
    );
  }

  const rawHstsPreload = env.HSTS_PRELOAD ?? 'false';
  const hstsPreload = rawHstsPreload === 'true';
  if (rawHstsPreload !== 'true' && rawHstsPreload !== 'false') {
    problems.push(`HSTS_PRELOAD must be true or false (got "${rawHstsPreload}")`);
  } else if (hstsPreload && siteUrl.startsWith('http:')) {
    problems.push(
      `HSTS_PRELOAD=true needs an https:// SITE_URL: browsers preload HTTPS sites only (got "${rawSiteUrl}")`,
    );
  }

  const rawLogLevel = env.LOG_LEVEL ?? 'info';
  const logLevel = LOG_LEVELS.find((level) => level === rawLogLevel);
  if (!logLevel) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${rawLogLevel}")`);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    env: nodeEnv!,
    isProduction: nodeEnv === 'production',
    port,
    siteUrl,
    database: database as DatabaseConfig,
    leadsFile,
    ...(mail ? { mail } : {}),
    trustProxy: trustProxy!,
    hstsPreload,
    logLevel: logLevel!,
  };
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

/** Where a database is, for a log line or an error message: never its password. */
export function describeDatabase(database: DatabaseConfig): string {
  return database.engine === 'sqlite' ? `SQLite at ${database.file}` : `PostgreSQL at ${redactUrl(database.url)}`;
}

function readMailConfig(env: Env, problems: string[]): MailConfig | undefined {
  const to = env.LEADS_NOTIFY_TO ?? business.email;
  if (!EMAIL_ADDRESS.test(to))
    problems.push(`LEADS_NOTIFY_TO must be one e-mail address, such as office@example.com (got "${to}")`);
  const from = env.SMTP_FROM ?? business.email;
  if (!EMAIL_ADDRESS.test(from))
    problems.push(`SMTP_FROM must be one e-mail address, such as website@example.com (got "${from}")`);

  const smtpUrl = env.SMTP_URL;
  if (smtpUrl === undefined || smtpUrl === '') return undefined;
  try {
    const url = new URL(smtpUrl);
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('protocol');
    if (!url.hostname) throw new Error('host');
  } catch {
    problems.push(
      `SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@relay.example.com:587 (got "${redactUrl(smtpUrl)}")`,
    );
  }
  return { smtpUrl, from, to };
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
