/**
 * Several servers on one database, as behind a load balancer: two production processes share one SQLite file,
 * or one PostgreSQL database, and take 200 concurrent submissions between them. Every lead is stored once and
 * e-mailed once, whichever server took it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testEngines } from '../helpers/engines';
import { storedLeads } from '../helpers/leads';
import {
  postJson,
  startBuiltServer,
  type PostResult,
  type ServerProcess,
  stopServers,
} from '../helpers/server-process';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

const running: ServerProcess[] = [];
let smtp: TestSmtpServer | undefined;
const engines = testEngines('two servers on one database');

afterEach(async () => {
  await stopServers(running, 'SIGTERM');
  await smtp?.close();
  smtp = undefined;
});

const lead = (n: number) => ({
  name: `Shared Visitor ${n}`,
  email: `shared${n}@example.com`,
  phone: `(202) 555-${String(2000 + n).slice(-4)}`,
  service: 'washer',
  message: `Lead ${n} for whichever server takes it.`,
});
const visitor = (n: number) => ({ 'X-Forwarded-For': `198.19.${(n >> 8) & 255}.${n & 255}` });

describe.each(engines)('two servers on one $name database', (engine) => {
  it('take 200 concurrent submissions: 200 rows, none lost or doubled, each e-mailed exactly once', async () => {
    const url = await engine.newDatabaseUrl();
    smtp = await startSmtpServer();
    const env = { DATABASE_URL: url, SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'office@capital.test' };
    // Both start at once: the migrations must cope with a second server arriving mid-way.
    const servers = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
    running.push(...servers);

    const total = 200;
    const results: PostResult[] = new Array(total);
    let next = 0;
    const client = async () => {
      while (next < total) {
        const n = next++;
        results[n] = await postJson(servers[n % 2]!.url, lead(n), visitor(n));
      }
    };
    await Promise.all(Array.from({ length: 16 }, client));
    expect(results.map((result) => result.status ?? result.error)).toEqual(new Array(total).fill(201));

    const stored = await storedLeads(url);
    expect(stored).toHaveLength(total);
    expect(new Set(stored.map((entry) => entry.name))).toEqual(new Set(results.map((_, n) => lead(n).name)));
    const ids = results.map((result) => (JSON.parse(result.body!) as { id: string }).id);
    expect(new Set(stored.map((entry) => entry.id))).toEqual(new Set(ids));

    await vi.waitFor(() => expect(smtp!.received.length).toBeGreaterThanOrEqual(total), { timeout: 60_000 });
    // Long enough for a second copy of any lead to arrive, if a lease let one through.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const mailed = smtp.received.map((mail) => /Lead id: (\S+)/.exec(mail.parsed.text ?? '')?.[1]);
    expect(mailed).toHaveLength(total);
    expect(new Set(mailed)).toEqual(new Set(ids));
    for (const server of servers) expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});
