import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { business } from '../../data/business';
import { createDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl, type DatabaseConfig } from '../../server/kernel/config';
import { testApp } from '../helpers/app';
import { storedLeads } from '../helpers/leads';
import { freePort } from '../../scripts/serve-dist';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

const OFFICE = 'office@capital.test';
const fastRetry = { firstDelayMs: 40, maxDelayMs: 150 };

let dir: string;
let databaseUrl: string;
const stoppers: (() => Promise<void>)[] = [];
const errors: string[] = [];
const log = { log: () => undefined, error: (message: string) => void errors.push(message) };

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'car-contact-email-'));
  databaseUrl = `file:${path.join(dir, 'var', 'site.db')}`;
  errors.length = 0;
});
afterEach(async () => {
  for (const stop of stoppers.splice(0).reverse()) await stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The site as it runs in production with SMTP_URL set, over this test's database. */
function site(smtpPort: number) {
  const app = testApp(
    { DATABASE_URL: databaseUrl, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LEADS_NOTIFY_TO: OFFICE },
    { leadOutbox: { retry: fastRetry, log } },
  );
  const outbox = app.locals.leadOutbox!;
  stoppers.push(async () => {
    await outbox.stop();
    await app.locals.database?.close();
  });
  return { app, outbox, visitor: supertest(app) };
}

async function relay(options: Parameters<typeof startSmtpServer>[0] = {}): Promise<TestSmtpServer> {
  const server = await startSmtpServer(options);
  stoppers.push(() => server.close());
  return server;
}

const maria = {
  name: 'Maria <b>Lopez</b> & "Sons"',
  email: 'maria@example.com',
  phone: '(301) 555-0188',
  service: 'refrigerator',
  message: 'Fridge is warm <script>alert(1)</script>\nPlease come after 3pm.',
};

/** The leads recorded as e-mailed, in the order they were received. */
async function sentIds(): Promise<string[]> {
  const database = createDatabase(parseDatabaseUrl(databaseUrl) as DatabaseConfig);
  try {
    const rows = await database.db
      .selectFrom('lead_emails')
      .innerJoin('leads', 'leads.id', 'lead_emails.lead_id')
      .select('lead_id')
      .where('lead_emails.status', '=', 'sent')
      .orderBy('received_at')
      .execute();
    return rows.map((row) => row.lead_id);
  } finally {
    await database.close();
  }
}
const readLeads = () => storedLeads(databaseUrl);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a lead e-mailed to the business', () => {
  it('arrives once, after the visitor has their answer, with every field, a Reply-To and escaped HTML', async () => {
    let release = () => undefined as void;
    const smtp = await relay({ hold: new Promise<void>((resolve) => (release = resolve)) });
    const { visitor, outbox } = site(smtp.port);

    // The relay is slow to take the message; the visitor is answered regardless.
    const response = await visitor.post('/api/contact').send(maria).expect(201);
    expect(response.body).toEqual({ ok: true, id: expect.any(String) });
    expect(smtp.received).toHaveLength(0);
    expect(await outbox.pending()).toEqual([response.body.id]);
    release();

    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000 });
    const [mail] = smtp.received;
    const { parsed, envelope } = mail!;
    expect(envelope).toEqual({ from: business.email, to: [OFFICE] });
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe(OFFICE);
    expect(parsed.from?.value[0]).toEqual({ name: `${business.name} website`, address: business.email });
    expect(parsed.replyTo?.value[0]).toEqual({ name: 'Maria <b>Lopez</b> & "Sons"', address: 'maria@example.com' });
    expect(parsed.subject).toBe('New repair request: Maria <b>Lopez</b> & "Sons" (Refrigerator)');

    const [stored] = await readLeads();
    expect(stored!.id).toBe(response.body.id);
    const text = parsed.text ?? '';
    expect(text).toContain('Name:     Maria <b>Lopez</b> & "Sons"');
    expect(text).toContain('Phone:    (301) 555-0188');
    expect(text).toContain('E-mail:   maria@example.com');
    expect(text).toContain('Service:  Refrigerator');
    const received = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
      .format(new Date(stored!.receivedAt))
      .replace(/\s/g, ' ');
    expect(text).toMatch(new RegExp(`Received: .+ at ${received.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(text).toContain('Fridge is warm <script>alert(1)</script>\nPlease come after 3pm.');

    const html = parsed.html || '';
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain('Maria &lt;b&gt;Lopez&lt;/b&gt; &amp; &quot;Sons&quot;');
    expect(html).toContain('Fridge is warm &lt;script&gt;alert(1)&lt;/script&gt;<br>');
    expect(html).toMatch(/<a href="tel:\+13015550188"[^>]*>\(301\) 555-0188<\/a>/);

    await vi.waitFor(async () => expect(await sentIds()).toEqual([stored!.id]));
    await pause(300);
    expect(smtp.received).toHaveLength(1);
  });

  it('lets no header through from a name or e-mail address carrying line breaks', async () => {
    const smtp = await relay();
    const { visitor } = site(smtp.port);

    await visitor
      .post('/api/contact')
      .send({ ...maria, name: 'Eve\r\nBcc: evil@x.test\r\nX-Injected: yes', email: 'eve@example.com' })
      .expect(201);
    // An address with a line break is not an address: the visitor is asked to fix it and nothing is stored.
    await visitor
      .post('/api/contact')
      .send({ ...maria, name: 'Eve', email: 'eve@example.com\r\nBcc: evil@x.test' })
      .expect(400);

    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000 });
    const [mail] = smtp.received;
    expect(mail!.envelope.to).toEqual([OFFICE]);
    expect(mail!.parsed.headers.has('bcc')).toBe(false);
    expect(mail!.parsed.headers.has('x-injected')).toBe(false);
    expect(mail!.headerBlock).not.toMatch(/^(bcc|x-injected):/im);
    expect(mail!.parsed.replyTo?.value[0]).toEqual({
      name: 'Eve Bcc: evil@x.test X-Injected: yes',
      address: 'eve@example.com',
    });
    expect(await readLeads()).toHaveLength(1);
  });

  it('lets no header through from a lead written into the database by other means', async () => {
    const smtp = await relay();
    const forged = {
      id: '5e0c7f6a-1b2c-4d3e-8f90-a1b2c3d4e5f6',
      receivedAt: '2026-02-03T15:04:05.000Z',
      name: 'Mallory\r\nBcc: evil@x.test',
      email: 'm@example.com\r\nBcc: evil@x.test',
      phone: '202 555 0100',
      service: '',
      message: 'hi',
    };
    const database = createDatabase(parseDatabaseUrl(databaseUrl) as DatabaseConfig);
    await database.ready();
    const { receivedAt, ...fields } = forged;
    await database.db
      .insertInto('leads')
      .values({ ...fields, received_at: receivedAt })
      .execute();
    await database.db
      .insertInto('lead_emails')
      .values({ lead_id: forged.id, status: 'pending', next_attempt_at: receivedAt })
      .execute();
    await database.close();
    site(smtp.port);

    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000 });
    const [mail] = smtp.received;
    expect(mail!.envelope.to).toEqual([OFFICE]);
    expect(mail!.headerBlock).not.toMatch(/^bcc:/im);
    expect(mail!.parsed.replyTo).toBeUndefined();
    expect(mail!.parsed.subject).toBe('New repair request: Mallory Bcc: evil@x.test');
  });
});

describe('a lead sent while the mail relay is down', () => {
  it('is stored and answered while the relay hangs, then delivered when the relay comes back', async () => {
    const port = await freePort();
    const { visitor, outbox } = site(port);
    // A relay that takes the connection and never greets: were the answer waiting on the e-mail, it would not come
    // until the test's own time-out. So the answer proves the e-mail is not part of it, whatever the machine's speed.
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));

    const response = await visitor.post('/api/contact').send(maria).expect(201);
    expect(errors).toEqual([]);
    expect((await readLeads()).map((l) => l.id)).toEqual([response.body.id]);
    // Then the relay goes down altogether: the attempt waiting on it fails, and the next ones are refused.
    await new Promise<void>((resolve) => {
      silent.close(() => resolve());
      for (const socket of held) socket.destroy();
    });

    await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    expect(errors[0]).toMatch(new RegExp(`^lead ${response.body.id}: e-mail failed \\(attempt 1\\)`));
    expect(await outbox.pending()).toEqual([response.body.id]);

    const smtp = await relay({ port });
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000 });
    expect(smtp.received[0]!.parsed.replyTo?.value[0]?.address).toBe('maria@example.com');
    await vi.waitFor(async () => expect(await sentIds()).toEqual([response.body.id]));
    expect(await outbox.pending()).toEqual([]);
    await pause(300);
    expect(smtp.received).toHaveLength(1);
  });

  it('is delivered exactly once when the site restarts before the relay comes back', async () => {
    const port = await freePort();
    const first = site(port);
    const response = await first.visitor.post('/api/contact').send(maria).expect(201);
    const id = response.body.id as string;
    await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(1), { timeout: 5000 });

    // The restart: the old instance stops, a new one starts over the same database and finds the lead unsent.
    await first.outbox.stop();
    const second = site(port);
    expect(await second.outbox.pending()).toEqual([id]);

    const smtp = await relay({ port });
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000 });
    expect(smtp.received[0]!.parsed.text).toContain(`Lead id: ${id}`);
    await vi.waitFor(async () => expect(await sentIds()).toEqual([id]));

    // A further restart finds nothing to send, and a new lead goes out on its own.
    await second.outbox.stop();
    const third = site(port);
    expect(await third.outbox.pending()).toEqual([]);
    const next = await third.visitor
      .post('/api/contact')
      .send({ ...maria, name: 'Second Visitor' })
      .expect(201);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 5000 });
    await pause(300);
    expect(smtp.received.map((m) => m.parsed.text?.match(/Lead id: (\S+)/)?.[1])).toEqual([id, next.body.id]);
    await vi.waitFor(async () => expect(await sentIds()).toEqual([id, next.body.id]));
  });
});
