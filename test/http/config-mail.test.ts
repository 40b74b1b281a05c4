import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { ConfigError, loadConfig } from '../../server/kernel/config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('lead e-mail configuration', () => {
  it('leaves lead e-mail off when SMTP_URL is not set or empty', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '' }).mail).toBeUndefined();
  });

  it('sends from and to the business e-mail unless SMTP_FROM and LEADS_NOTIFY_TO say otherwise', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://user:pass@relay.example.com:587' }).mail).toEqual({
      smtpUrl: 'smtp://user:pass@relay.example.com:587',
      from: business.email,
      to: business.email,
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://relay.example.com',
        SMTP_FROM: 'web@example.com',
        LEADS_NOTIFY_TO: 'office@example.com',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://relay.example.com',
      from: 'web@example.com',
      to: 'office@example.com',
    });
  });

  it('refuses a URL that is not smtp:// or smtps:// with a host, without echoing its password', () => {
    for (const bad of ['http://relay.example.com', 'smtp://', 'relay.example.com:587', 'smtp:relay']) {
      expect(problemsOf({ SMTP_URL: bad }).join('\n')).toMatch(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    }
    const problems = problemsOf({ SMTP_URL: 'https://user:hunter2@relay.example.com' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).not.toContain('hunter2');
    expect(problems[0]).toContain('https://user:***@relay.example.com');
  });

  it('refuses recipient and sender values that are not one plain address, line breaks included', () => {
    const problems = problemsOf({
      SMTP_URL: 'smtp://relay.example.com',
      LEADS_NOTIFY_TO: 'office@example.com\r\nBcc: evil@example.com',
      SMTP_FROM: 'Website <web@example.com>',
    });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/LEADS_NOTIFY_TO must be one e-mail address/);
    expect(problems.join('\n')).toMatch(/SMTP_FROM must be one e-mail address/);
    expect(problemsOf({ LEADS_NOTIFY_TO: 'two@example.com, addresses@example.com' })).toHaveLength(1);
  });
});
