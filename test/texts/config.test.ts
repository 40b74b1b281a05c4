import { describe, expect, it } from 'vitest';
import type { ConfigError } from '../../server/kernel/config';
import { loadConfig } from '../../server/kernel/config';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('SMS_URL and SMS_FROM', () => {
  it('read the account, token and sender, with the token never echoed in a refusal', () => {
    expect(loadConfig({ SMS_URL: 'https://AC1:t%2Fk@api.twilio.com/', SMS_FROM: '+12025550100' }).sms).toEqual({
      apiUrl: 'https://api.twilio.com',
      accountSid: 'AC1',
      authToken: 't/k',
      from: '+12025550100',
      messagingServiceSid: undefined,
    });
    const service = `MG${'a'.repeat(32)}`;
    expect(loadConfig({ SMS_URL: 'https://AC1:tok@api.twilio.com', SMS_FROM: service }).sms).toMatchObject({
      messagingServiceSid: service,
      from: undefined,
    });
    expect(problems({ SMS_URL: 'http://AC1:secret-token@sms.example.com', SMS_FROM: '+12025550100' })).toEqual([
      expect.stringMatching(/^SMS_URL must be https:.*\(got "http:\/\/AC1:\*\*\*@sms\.example\.com\/"\)$/),
    ]);
    expect(problems({ SMS_URL: 'https://api.twilio.com', SMS_FROM: '+12025550100' })).toHaveLength(1);
    expect(problems({ SMS_URL: 'https://AC1:tok@api.twilio.com' })).toEqual([
      expect.stringMatching(/^SMS_FROM must be set/),
    ]);
    expect(problems({ SMS_URL: 'https://AC1:tok@api.twilio.com', SMS_FROM: '202-555-0100' })).toEqual([
      expect.stringMatching(/^SMS_FROM must be a number in E\.164 form/),
    ]);
  });
});
