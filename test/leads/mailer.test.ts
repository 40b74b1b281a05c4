import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { business } from '../../data/business';
import { composeLeadEmail } from '../../server/features/leads/lead-mail';
import { headerSafe, receivedInBusinessTime, telHref } from '../../server/kernel/mail/mailer';
import type { StoredLead } from '../../server/features/leads/store';

const mail = { from: 'web@capital.test', to: 'office@capital.test' };
const lead = (overrides: Partial<StoredLead> = {}): StoredLead => ({
  id: '0b7c6a8e-4a52-4d3c-9f51-8f0f1d2c3b4a',
  receivedAt: '2026-07-04T16:30:00.000Z',
  name: 'Pat Doe',
  email: 'pat@example.com',
  phone: '(301) 555-0100',
  service: 'washer',
  message: 'Drum will not spin.\nIt hums, then stops.',
  ...overrides,
});

/** The message exactly as it would go over the wire, rendered by nodemailer without sending it. */
async function rendered(email: ReturnType<typeof composeLeadEmail>): Promise<{ headers: string[]; raw: string }> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(email);
  const raw = (info.message as Buffer).toString('utf8');
  return { raw, headers: raw.split('\n\n')[0]!.split('\n') };
}

describe('the lead notification e-mail', () => {
  it('tells the office who wrote, how to reach them, about what, and when in DC time', () => {
    const email = composeLeadEmail(lead(), mail);
    expect(email.from).toEqual({ name: `${business.name} website`, address: 'web@capital.test' });
    expect(email.to).toBe('office@capital.test');
    expect(email.replyTo).toEqual({ name: 'Pat Doe', address: 'pat@example.com' });
    expect(email.subject).toBe('New repair request: Pat Doe (Washer)');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Pat Doe');
      expect(part).toContain('(301) 555-0100');
      expect(part).toContain('pat@example.com');
      expect(part).toContain('Washer');
      expect(part).toContain('Saturday, July 4, 2026 at 12:30 PM EDT');
    }
    expect(email.text).toContain('Drum will not spin.\nIt hums, then stops.');
    expect(email.html).toMatch(/<a href="tel:\+13015550100"[^>]*>\(301\) 555-0100<\/a>/);
    expect(email.html).toMatch(/<a href="mailto:pat@example.com"[^>]*>/);
    expect(email.html).toContain('Drum will not spin.<br>\nIt hums, then stops.');
  });

  it('shows winter times in EST and an unpicked service as not specified', () => {
    expect(receivedInBusinessTime('2026-01-15T23:05:00.000Z')).toBe('Thursday, January 15, 2026 at 6:05 PM EST');
    const email = composeLeadEmail(lead({ service: '', message: '' }), mail);
    expect(email.subject).toBe('New repair request: Pat Doe');
    expect(email.text).toContain('Service:  Not specified');
    expect(email.text).toContain('(no message)');
  });

  it('escapes everything the visitor typed in the HTML part', () => {
    const email = composeLeadEmail(
      lead({
        name: '<b>Bold</b> & "Co"',
        message: '<script>alert(1)</script>\n<img src=x onerror=alert(2)>',
        phone: '+1 (202) 555-0199',
      }),
      mail,
    );
    expect(email.html).not.toMatch(/<script|<img|<b>/);
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(email.html).toContain('href="tel:+12025550199"');
    // The plain-text part is not HTML: it shows the text as typed.
    expect(email.text).toContain('<b>Bold</b> & "Co"');
  });

  it('keeps line breaks out of every header, even for a lead edited by hand in the file', async () => {
    const email = composeLeadEmail(
      lead({ name: 'Eve\r\nBcc: evil@x.test\r\n', email: 'eve@example.com\r\nBcc: evil@x.test' }),
      mail,
    );
    expect(email.subject).toBe('New repair request: Eve Bcc: evil@x.test (Washer)');
    // An address that is not one plain address is not used as Reply-To at all.
    expect(email.replyTo).toBeUndefined();

    const { headers } = await rendered(email);
    expect(headers.filter((line) => /^bcc:/i.test(line))).toEqual([]);
    expect(headers.filter((line) => /^reply-to:/i.test(line))).toEqual([]);
    expect(headers.find((line) => line.startsWith('To:'))).toBe('To: office@capital.test');
  });

  it('folds names with line breaks into a one-line Reply-To name', async () => {
    const { headers } = await rendered(composeLeadEmail(lead({ name: 'Pat\nBcc: evil@x.test' }), mail));
    expect(headers.filter((line) => /^bcc:/i.test(line))).toEqual([]);
    expect(headers.find((line) => line.startsWith('Reply-To:'))).toBe(
      'Reply-To: "Pat Bcc: evil@x.test" <pat@example.com>',
    );
  });

  it('helpers: headerSafe folds control characters and caps length; telHref dials the number without its extension', () => {
    expect(headerSafe('a\r\n\tb\u2028c\u0000d\u202e')).toBe('a b cd');
    expect(headerSafe('x'.repeat(200), 10)).toBe('xxxxxxxxx…');
    expect(telHref(' +1 202.555.0147 ext 12')).toBe('tel:+12025550147');
    expect(telHref('(202) 555-0147 x7')).toBe('tel:+12025550147');
    expect(telHref('1-202-555-0147')).toBe('tel:+12025550147');
    expect(telHref('555 0147')).toBe('tel:5550147');
  });
});
