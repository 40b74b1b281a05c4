import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../server/config';

describe('configuration', () => {
  it('defaults to port 3000 and a localhost site URL', () => {
    expect(loadConfig({})).toEqual({ env: 'development', isProduction: false, port: 3000, siteUrl: 'http://localhost:3000' });
  });

  it('reads PORT, SITE_URL and NODE_ENV, normalising the URL to its origin', () => {
    const config = loadConfig({ PORT: '8080', SITE_URL: 'https://www.example.com/', NODE_ENV: 'production' });
    expect(config).toEqual({ env: 'production', isProduction: true, port: 8080, siteUrl: 'https://www.example.com' });
  });

  it('refuses bad values with a message naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SITE_URL: 'ftp://x', NODE_ENV: 'staging' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: '70000', SITE_URL: 'https://example.com/blog', NODE_ENV: 'staging' });
    } catch (error) {
      const { problems } = error as ConfigError;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/PORT.*70000/);
      expect(problems.join('\n')).toMatch(/SITE_URL/);
      expect(problems.join('\n')).toMatch(/NODE_ENV.*staging/);
    }
  });
});
