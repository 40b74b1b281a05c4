/**
 * Stripe's settings (server/kernel/config.ts): off unless the secret key is set; the key needs its webhook secret;
 * STRIPE_API_URL points the SDK at another host; a bad secret is named by its variable, never echoed.
 */
import { describe, expect, it } from 'vitest';
import type { ConfigError } from '../../server/kernel/config';
import { loadConfig } from '../../server/kernel/config';

const base = { NODE_ENV: 'test', SITE_URL: 'https://www.example.test' };
const problems = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    return (error as ConfigError).problems.join('\n');
  }
  return '';
};

describe('the Stripe settings', () => {
  it('are off unless STRIPE_SECRET_KEY is set', () => {
    expect(loadConfig(base).stripe).toBeUndefined();
  });

  it('read the key, the webhook secret and another API host', () => {
    const config = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_def456',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_def456',
      api: { protocol: 'http', host: '127.0.0.1', port: 12111 },
    });
    expect(
      loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_x1y2' }).stripe?.api,
    ).toBe(undefined);
  });

  it('refuse a key without its webhook secret, a malformed secret without echoing it, and a URL with a path', () => {
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toContain('STRIPE_WEBHOOK_SECRET must be set');
    const bad = problems({ STRIPE_SECRET_KEY: 'pk_live_notasecretkey', STRIPE_WEBHOOK_SECRET: 'whsec_abc1' });
    expect(bad).toContain('STRIPE_SECRET_KEY must be');
    expect(bad).not.toContain('pk_live_notasecretkey');
    expect(
      problems({
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc1',
        STRIPE_API_URL: 'ftp://x/v1',
      }),
    ).toContain('STRIPE_API_URL must be');
  });
});
