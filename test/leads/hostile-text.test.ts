/* eslint-disable no-control-regex -- the characters under test are control characters */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formulaSafe, mailtoHref, multiLine, oneLine } from '../../data/text';
import { composeLeadEmail } from '../../server/leads/mailer';
import type { StoredLead } from '../../server/leads/store';
import { leadsCsv } from '../../scripts/leads';
import { testApp } from '../helpers/app';
import { storedLeads } from '../helpers/leads';
import { startSmtpServer } from '../helpers/smtp';

/** Every kind of character a single-line field must not keep, by what it is. */
const HOSTILE: [string, string][] = [
  ['NUL', '\u0000'],
  ['ESC (C0)', '\u001b'],
  ['vertical tab', '\u000b'],
  ['DEL', '\u007f'],
  ['CSI (C1)', '\u009b'],
  ['NEL', '\u0085'],
  ['LINE SEPARATOR', '\u2028'],
  ['PARAGRAPH SEPARATOR', '\u2029'],
  ['right-to-left override', '\u202e'],
  ['left-to-right embedding', '\u202a'],
  ['first strong isolate', '\u2068'],
  ['pop directional isolate', '\u2069'],
  ['right-to-left mark', '\u200f'],
];
const BANNED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f]/;

let dir: string;
let databaseUrl: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'car-hostile-'));
  databaseUrl = `file:${path.join(dir, 'site.db')}`;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const cleanLead = { name: 'Ann Lee', email: 'ann@example.com', phone: '(202) 555-0123', message: 'Hello' };

describe('text cleaning', () => {
  it('makes a single-line value one line: breaks become spaces, controls and bidi characters go', () => {
    expect(oneLine(' Ann\u0085Lee\u2028Jr\r\n\u202eX\u0000 ')).toBe('Ann Lee Jr X');
    expect(oneLine('\u0000=1+1')).toBe('=1+1');
  });

  it('keeps the line breaks of a message, whatever kind was sent, and drops the rest', () => {
    expect(multiLine('one\r\ntwo\u2028three\u0085four\u2029\u202e\u0000five\tsix')).toBe(
      'one\ntwo\nthree\nfour\nfive\tsix',
    );
  });

  it('guards a formula even behind leading controls and spaces', () => {
    for (const value of ['=1+1', '\u0000=1+1', '  +1', '\u200b\u202e@SUM(A1)', '\t-1', '\r=1'])
      expect(formulaSafe(value)).toBe(`'${value}`);
    expect(formulaSafe('Ann = Lee')).toBe('Ann = Lee');
  });

  it('percent-encodes an address in a mailto: link so it cannot add recipients or headers', () => {
    const href = mailtoHref('office?cc=boss%40evil.example&subject=hi@example.com');
    expect(href).toBe('mailto:office%3Fcc%3Dboss%2540evil.example%26subject%3Dhi@example.com');
    expect(href.slice('mailto:'.length)).not.toMatch(/[?&=#]/);
  });
});

describe.each(['name', 'phone', 'email', 'service'] as const)('hostile characters in the %s field', (field) => {
  it.each(HOSTILE)('%s is removed in the store, the CSV and the e-mail', async (_label, char) => {
    const site = supertest(testApp({ DATABASE_URL: databaseUrl }, { contactRateLimit: { limit: 1000 } }));
    // Wherever a visitor might put it: at the start, in the middle, at the end.
    const value =
      field === 'service'
        ? `${char}washer${char}`
        : field === 'email'
          ? `${char}ann${char}@example.com${char}`
          : field === 'phone'
            ? `${char}(202) 555${char}-0123${char}`
            : `${char}Ann${char}Lee${char}`;
    const response = await site.post('/api/contact').send({ ...cleanLead, [field]: value });
    // An address or number with a line break or control in the middle is simply not valid.
    if (response.status === 400) {
      expect(response.body.fieldErrors[field]).toBeDefined();
      return;
    }
    expect(response.status).toBe(201);

    const rows = await storedLeads(databaseUrl);
    expect(rows).toHaveLength(1);
    const [lead] = rows;
    expect(Object.values(lead!).join('\n')).not.toMatch(BANNED);
    expect(lead![field]).not.toMatch(BANNED);
    expect(leadsCsv([lead!]).replace(/\r\n/g, '')).not.toMatch(BANNED);
    const email = composeLeadEmail(lead!, { from: 'site@capital.test', to: 'office@capital.test' });
    for (const part of [email.subject, email.text, email.html]) expect(part).not.toMatch(BANNED);
  });
});

describe('a stored lead that predates the cleaning', () => {
  const old: StoredLead = {
    id: '00000000-0000-4000-8000-000000000001',
    receivedAt: '2026-07-04T16:30:00.000Z',
    name: '\u0000=1+1\u0085Ann\u202eLee',
    email: 'office?cc=boss%40evil.example&subject=hi@example.com',
    phone: '\u2028=2025550123',
    service: '',
    message: 'line one\u2028line two\u0000',
  };

  it('is cleaned and formula-guarded in the CSV', () => {
    const csv = leadsCsv([old]);
    expect(csv).not.toMatch(/[\0\u0085\u2028\u202e]/);
    expect(csv).toContain("'=1+1 AnnLee");
    expect(csv).toContain("'=2025550123");
  });

  it('is cleaned in the e-mail, its address percent-encoded in the mailto: link', () => {
    const email = composeLeadEmail(old, { from: 'site@capital.test', to: 'office@capital.test' });
    expect(email.html).toContain('href="mailto:office%3Fcc%3Dboss%2540evil.example%26subject%3Dhi@example.com"');
    expect(email.text + email.html + email.subject).not.toMatch(/[\0\u0085\u202e]/);
    expect(email.text).toContain('line one\nline two');
  });
});

describe('the e-mail a relay receives', () => {
  it('carries none of the hostile characters sent in the fields, and a percent-encoded reply link', async () => {
    const relay = await startSmtpServer();
    const app = testApp({ DATABASE_URL: databaseUrl, SMTP_URL: relay.url, LEADS_NOTIFY_TO: 'office@capital.test' });
    try {
      const every = HOSTILE.map(([, char]) => char).join('');
      const response = await supertest(app)
        .post('/api/contact')
        .send({
          ...cleanLead,
          name: `${every}Ann${every}Lee${every}`,
          email: 'office?cc=boss%40evil.example&subject=hi@example.com',
          message: `Hello${every}there`,
        });
      expect(response.status).toBe(201);
      await expect.poll(() => relay.received.length, { timeout: 5_000 }).toBe(1);
      const [mail] = relay.received;
      const { subject = '', text = '', html = '' } = mail!.parsed;
      // Header lines end in CRLF and long ones fold with a tab: those are the message's own.
      for (const part of [subject, mail!.headerBlock.replace(/\r\n[\t ]*/g, ' ')]) expect(part).not.toMatch(BANNED);
      expect(subject).toContain('Ann Lee');
      expect(text.replace(/\n/g, '')).not.toMatch(BANNED);
      expect(String(html).replace(/\n/g, '')).not.toMatch(BANNED);
      expect(String(html)).toContain('href="mailto:office%3Fcc%3Dboss%2540evil.example%26subject%3Dhi@example.com"');
    } finally {
      await app.locals.leadOutbox!.stop();
      await relay.close();
    }
  });
});
