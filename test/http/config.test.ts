import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDatabaseUrl, parseTrustProxy } from '../../server/kernel/config';

describe('configuration', () => {
  it('defaults to port 3000, a localhost site URL, SQLite at var/site.db and var/leads.jsonl to import', () => {
    expect(loadConfig({})).toEqual({
      env: 'development',
      isProduction: false,
      port: 3000,
      siteUrl: 'http://localhost:3000',
      database: { engine: 'sqlite', file: 'var/site.db' },
      databaseWaitMs: 60_000,
      leadsFile: 'var/leads.jsonl',
      trustProxy: false,
      hstsPreload: false,
      logLevel: 'info',
      reviewRequestDelayMs: 24 * 3_600_000,
      metrics: { tokenHash: undefined, listen: undefined },
      queueAlertMs: 15 * 60_000,
      readyMinFree: { bytes: 512 * 1024 * 1024, ratio: 0.05 },
      shutdownNotReadyMs: 0,
      drainMs: 35_000,
    });
  });

  it('reads METRICS_TOKEN as its hash only, METRICS_LISTEN as an IP and port, QUEUE_ALERT_MINUTES in minutes', () => {
    const config = loadConfig({
      METRICS_TOKEN: 'scrape-token-0123456789abcdef',
      METRICS_LISTEN: '[::1]:9464',
      QUEUE_ALERT_MINUTES: '30',
    });
    expect(config.metrics.tokenHash?.toString('hex')).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(config)).not.toContain('scrape-token');
    expect(config.metrics.listen).toEqual({ host: '::1', port: 9464 });
    expect(config.queueAlertMs).toBe(30 * 60_000);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be 16 to 256 visible ASCII/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).not.toThrow(/short/);
    for (const bad of ['localhost:9464', '127.0.0.1', '127.0.0.1:99999', 'http://127.0.0.1:9464'])
      expect(() => loadConfig({ METRICS_LISTEN: bad }), bad).toThrow(/METRICS_LISTEN must be an IP address and port/);
    for (const bad of ['0', '1441', 'soon', '1.5'])
      expect(() => loadConfig({ QUEUE_ALERT_MINUTES: bad }), bad).toThrow(/QUEUE_ALERT_MINUTES must be a whole number/);
  });

  it('reads the readiness thresholds and the not-ready time at shutdown, and refuses what is not a number', () => {
    expect(
      loadConfig({ READY_MIN_FREE_MB: '2048', READY_MIN_FREE_PERCENT: '2.5', SHUTDOWN_NOT_READY_MS: '5000' }),
    ).toMatchObject({ readyMinFree: { bytes: 2048 * 1024 * 1024, ratio: 0.025 }, shutdownNotReadyMs: 5000 });
    for (const bad of ['-1', '5GB', '', '1e3'])
      expect(() => loadConfig({ READY_MIN_FREE_MB: bad }), bad).toThrow(/READY_MIN_FREE_MB must be/);
    for (const bad of ['100', '5%', '-5'])
      expect(() => loadConfig({ READY_MIN_FREE_PERCENT: bad }), bad).toThrow(/READY_MIN_FREE_PERCENT must be/);
    for (const bad of ['60001', '5s', '-1'])
      expect(() => loadConfig({ SHUTDOWN_NOT_READY_MS: bad }), bad).toThrow(/SHUTDOWN_NOT_READY_MS must be/);
  });

  it('reads REVIEW_REQUEST_DELAY_HOURS in hours, fractions too, and refuses anything else', () => {
    expect(loadConfig({ REVIEW_REQUEST_DELAY_HOURS: '0.5' }).reviewRequestDelayMs).toBe(1_800_000);
    expect(loadConfig({ REVIEW_REQUEST_DELAY_HOURS: '0' }).reviewRequestDelayMs).toBe(0);
    for (const bad of ['-1', 'tomorrow', '721', '1e3', ''])
      expect(() => loadConfig({ REVIEW_REQUEST_DELAY_HOURS: bad }), bad).toThrow(
        /REVIEW_REQUEST_DELAY_HOURS must be a number of hours from 0 to 720/,
      );
  });

  it('reads DATABASE_WAIT_SECONDS, how long start-up waits for an unreachable database, in whole seconds', () => {
    expect(loadConfig({ DATABASE_WAIT_SECONDS: '0' }).databaseWaitMs).toBe(0);
    expect(loadConfig({ DATABASE_WAIT_SECONDS: '300' }).databaseWaitMs).toBe(300_000);
    for (const bad of ['-1', 'forever', '3601', '1.5', ''])
      expect(() => loadConfig({ DATABASE_WAIT_SECONDS: bad }), bad).toThrow(
        /DATABASE_WAIT_SECONDS must be a whole number of seconds from 0 to 3600/,
      );
  });

  it('waits 35 s for requests in flight on a stop unless SHUTDOWN_DRAIN_SECONDS says otherwise (1 to 600)', () => {
    expect(loadConfig({}).drainMs).toBe(35_000);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '90' }).drainMs).toBe(90_000);
    for (const bad of ['0', '601', '2.5', '-1', 'soon', '']) {
      expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: bad }), bad).toThrow(
        /SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 1 to 600/,
      );
    }
  });

  it('reads PORT, SITE_URL, NODE_ENV and LEADS_FILE, normalising the URL to its origin', () => {
    const config = loadConfig({
      PORT: '8080',
      SITE_URL: 'https://www.example.com/',
      NODE_ENV: 'production',
      LEADS_FILE: '/data/leads.jsonl',
    });
    expect(config).toMatchObject({
      env: 'production',
      isProduction: true,
      port: 8080,
      siteUrl: 'https://www.example.com',
      leadsFile: '/data/leads.jsonl',
    });
  });

  it('refuses bad values with a message naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SITE_URL: 'ftp://x', NODE_ENV: 'staging' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: '70000', SITE_URL: 'https://example.com/blog', NODE_ENV: 'staging', LEADS_FILE: 'var/' });
    } catch (error) {
      const { problems } = error as ConfigError;
      expect(problems).toHaveLength(4);
      expect(problems.join('\n')).toMatch(/LEADS_FILE.*var\//);
      expect(problems.join('\n')).toMatch(/PORT.*70000/);
      expect(problems.join('\n')).toMatch(/SITE_URL/);
      expect(problems.join('\n')).toMatch(/NODE_ENV.*staging/);
    }
  });

  it('reads DATABASE_URL as an SQLite file or a PostgreSQL server, and refuses anything else by name', () => {
    expect(loadConfig({ DATABASE_URL: '' }).database).toEqual({ engine: 'sqlite', file: 'var/site.db' });
    expect(parseDatabaseUrl('file:data/site.db')).toEqual({ engine: 'sqlite', file: 'data/site.db' });
    expect(parseDatabaseUrl('file:/data/site.db')).toEqual({ engine: 'sqlite', file: '/data/site.db' });
    expect(parseDatabaseUrl('file:///data/my%20site.db')).toEqual({ engine: 'sqlite', file: '/data/my site.db' });
    expect(parseDatabaseUrl('postgres://site:pw@db.internal:5432/site')).toEqual({
      engine: 'postgres',
      url: 'postgres://site:pw@db.internal:5432/site',
    });
    expect(parseDatabaseUrl('postgresql://db/site')).toMatchObject({ engine: 'postgres' });
    for (const bad of [
      'site.db',
      'file:',
      'file://host/site.db',
      'file:var/',
      'mysql://db/site',
      'postgres://db',
      'postgres://:5432/x',
    ]) {
      expect(parseDatabaseUrl(bad), bad).toMatch(/^DATABASE_URL must be file:path\/to\/site\.db or postgres:\/\//);
    }
    try {
      loadConfig({ DATABASE_URL: 'postgres://site:hunter2@/site' });
      expect.unreachable();
    } catch (error) {
      const { problems } = error as ConfigError;
      expect(problems).toEqual([
        'DATABASE_URL must be file:path/to/site.db or postgres://user:password@host:5432/database (got "postgres://site:***@/site")',
      ]);
    }
  });

  it('reads TRUST_PROXY as false, true, a hop count or a list of addresses and subnets', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.4,fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('refuses a TRUST_PROXY or LOG_LEVEL it cannot understand', () => {
    for (const bad of ['yes', '-1', '10.0.0.0/33', '999.1.1.1', '10.0.0.1, example.com', '1.5']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrowError(/TRUST_PROXY.*got/);
    }
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrowError(/LOG_LEVEL.*verbose/);
  });

  it('turns HSTS preload on only when HSTS_PRELOAD=true, and only for an https SITE_URL', () => {
    const https = { SITE_URL: 'https://www.example.com' };
    expect(loadConfig(https).hstsPreload).toBe(false);
    expect(loadConfig({ ...https, HSTS_PRELOAD: 'false' }).hstsPreload).toBe(false);
    expect(loadConfig({ ...https, HSTS_PRELOAD: 'true' }).hstsPreload).toBe(true);
    for (const bad of ['yes', '1', 'TRUE', '']) {
      expect(() => loadConfig({ ...https, HSTS_PRELOAD: bad }), bad).toThrowError(/HSTS_PRELOAD must be true or false/);
    }
    expect(() => loadConfig({ SITE_URL: 'http://localhost:3000', HSTS_PRELOAD: 'true' })).toThrowError(
      /HSTS_PRELOAD=true needs an https:\/\/ SITE_URL/,
    );
  });
});
