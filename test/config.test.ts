import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../server/config';

describe('configuration', () => {
  it('defaults to port 3000, a localhost site URL and var/leads.jsonl for leads', () => {
    expect(loadConfig({})).toEqual({
      env: 'development',
      isProduction: false,
      port: 3000,
      siteUrl: 'http://localhost:3000',
      leadsFile: 'var/leads.jsonl',
    });
  });

  it('reads PORT, SITE_URL, NODE_ENV and LEADS_FILE, normalising the URL to its origin', () => {
    const config = loadConfig({ PORT: '8080', SITE_URL: 'https://www.example.com/', NODE_ENV: 'production', LEADS_FILE: '/data/leads.jsonl' });
    expect(config).toEqual({ env: 'production', isProduction: true, port: 8080, siteUrl: 'https://www.example.com', leadsFile: '/data/leads.jsonl' });
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
});
