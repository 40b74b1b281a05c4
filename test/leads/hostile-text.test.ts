import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formulaSafe, mailtoHref, multiLine, oneLine } from '../../data/text';
import { composeLeadEmail } from '../../server/features/leads/lead-mail';
import type { StoredLead } from '../../server/features/leads/store';
import { leadsCsv } from '../../scripts/leads';
import { testApp } from '../helpers/app';
import { storedLeads } from '../helpers/leads';
import { anyHostileIn, EVERY_HOSTILE, HOSTILE_CLASSES, hostileIn } from '../helpers/hostile-text';
import { startSmtpServer } from '../helpers/smtp';

let dir: string;
let databaseUrl: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'car-hostile-'));
  databaseUrl = `file:${path.join(dir, 'site.db')}`;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const cleanLead = { name: 'Ann Lee', email: 'ann@example.com', phone: '(202) 555-0123', message: 'Hello' };

describe.each(HOSTILE_CLASSES)('the one text cleaner and $name', (hostile) => {
  it.each(hostile.chars.map((char) => [`U+${char.codePointAt(0)!.toString(16).padStart(4, '0')}`, char]))(
    '%s: a single line loses it (a break is a space), a message too (a break is LF), alone it is empty',
    (_code, char) => {
      // Beside a space or at an edge: where even a joiner or a variation selector has nothing to join or vary.
      expect(oneLine(`${char} Ann ${char}Lee ${char}`)).toBe('Ann Lee');
      expect(multiLine(`${char}one ${char}two ${char}`)).toBe(hostile.breaks ? 'one \ntwo' : 'one two');
      expect(oneLine(`${char}${char}`)).toBe('');
      expect(multiLine(`${char} ${char}`)).toBe('');
    },
  );
  it('are dropped from the middle of a word in a run, as a visitor would paste them', () => {
    const run = hostile.chars.join('');
    expect(oneLine(`Ann${run}Lee`)).toBe(hostile.breaks ? 'Ann Lee' : 'AnnLee');
  });
});

describe('text cleaning', () => {
  it('keeps joiners and variation selectors where they join or vary something visible', () => {
    for (const kept of ['👨‍👩‍👧', '❤️', '👨‍❤️‍👨', 'علی‌رضا', 'Ann Lee'])
      expect([oneLine(kept), multiLine(kept)]).toEqual([kept, kept]);
    expect(oneLine('\u200dAnn\u200d \u200c\ufe0fLee\u200d')).toBe('Ann Lee');
    expect(multiLine('one\ttwo\r\nthree')).toBe('one\ttwo\nthree');
    expect(oneLine('a\ud800b')).toBe('ab');
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
  it.each(HOSTILE_CLASSES)('$name are removed in the store, the CSV and the e-mail', async (hostile) => {
    const site = supertest(testApp({ DATABASE_URL: databaseUrl }, { contactRateLimit: { limit: 1000 } }));
    const char = hostile.chars.join('');
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
    // An address or number with a line break in the middle is simply not valid.
    if (response.status === 400) {
      expect(hostile.breaks).toBe(true);
      expect(response.body.fieldErrors[field]).toBeDefined();
      return;
    }
    expect(response.status).toBe(201);

    const rows = await storedLeads(databaseUrl);
    expect(rows).toHaveLength(1);
    const [lead] = rows;
    expect(hostileIn(Object.values(lead!).join(''), hostile)).toEqual([]);
    expect(
      hostileIn(
        leadsCsv([lead!])
          .replace(/^\ufeff/, '')
          .replace(/\r\n/g, ''),
        hostile,
      ),
    ).toEqual([]);
    const email = composeLeadEmail(lead!, { from: 'site@capital.test', to: 'office@capital.test' });
    expect(hostileIn(email.subject, hostile)).toEqual([]);
    for (const part of [email.text, email.html]) expect(hostileIn(part, hostile, { lines: true })).toEqual([]);
  });
});

describe('a name made only of invisible characters', () => {
  it('is a name left empty: 400, "Please enter your name.", nothing stored', async () => {
    const site = supertest(testApp({ DATABASE_URL: databaseUrl }));
    const response = await site.post('/api/contact').send({ ...cleanLead, name: '\u200f\u200b\u3164\u202e ' });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({ name: 'Please enter your name.' });
    expect(await storedLeads(databaseUrl)).toEqual([]);
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
      const response = await supertest(app)
        .post('/api/contact')
        .send({
          ...cleanLead,
          name: `${EVERY_HOSTILE}Ann${EVERY_HOSTILE}Lee${EVERY_HOSTILE}`,
          email: 'office?cc=boss%40evil.example&subject=hi@example.com',
          message: `Hello${EVERY_HOSTILE}there`,
        });
      expect(response.status).toBe(201);
      await expect.poll(() => relay.received.length, { timeout: 5_000 }).toBe(1);
      const [mail] = relay.received;
      const { subject = '', text = '', html = '' } = mail!.parsed;
      // Header lines end in CRLF and long ones fold with a tab: those are the message's own.
      for (const part of [subject, mail!.headerBlock.replace(/\r\n[\t ]*/g, ' ')])
        expect(anyHostileIn(part)).toEqual([]);
      expect(subject).toContain('Ann Lee');
      expect(anyHostileIn(text + String(html), { lines: true })).toEqual([]);
      expect(String(html)).toContain('href="mailto:office%3Fcc%3Dboss%2540evil.example%26subject%3Dhi@example.com"');
    } finally {
      await app.locals.leadOutbox!.stop();
      await relay.close();
    }
  });
});
