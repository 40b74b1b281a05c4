/**
 * Shutdown that ends, against the production bundle in its own process: under keep-alive load, SIGTERM
 * finishes what is in flight with Connection: close, closes the rest, loses no lead and no log line, and
 * exits 0 within seconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEALTH_CHECK_PATH } from '../../server/kernel/http/paths';
import { storedLeads } from '../helpers/leads';
import { postJson, startBuiltServer, type ServerProcess, stopServers } from '../helpers/server-process';

let workDir: string;
const running: ServerProcess[] = [];
beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'car-shutdown-'));
});
afterEach(async () => {
  await stopServers(running, 'SIGKILL');
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

interface Answer {
  sentAt: number;
  status: number;
  connection: string | undefined;
}

/** One GET on the agent's one keep-alive connection; undefined when the connection failed. */
function get(url: string, agent: Agent): Promise<Answer | undefined> {
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const req = request(url, { agent, headers: { 'Accept-Encoding': 'br' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ sentAt, status: res.statusCode ?? 0, connection: res.headers.connection }));
      res.on('error', () => resolve(undefined));
    });
    req.on('error', () => resolve(undefined));
    req.end();
  });
}

/** Whether a raw HTTP/1.1 answer has arrived whole: its head and as many bytes of body as it announced. */
function answeredInFull(raw: string): boolean {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(raw.slice(0, end));
  return length !== null && Buffer.byteLength(raw.slice(end + 4)) >= Number(length[1]);
}

const PATHS = ['/', '/about', '/cities?zip=20901', '/no-such-page', '/?utm_source=x', '/services', '/blog'];
const lead = (n: number) => ({
  name: `Shutdown Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: '(202) 555-0123',
  message: `Lead ${n}`,
});

describe('SIGTERM under load', () => {
  it('exits 0 within 5 s: answers in flight get Connection: close, every answered post is stored', async () => {
    const databaseUrl = `file:${path.join(workDir, 'load', 'site.db')}`;
    const server = await startBuiltServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' });
    running.push(server);
    // Each page's first answer renders and compresses it (a fraction of a second); the load is on warm pages.
    const warm = new Agent({ keepAlive: true });
    for (let i = 0; i < 3; i++) await Promise.all(PATHS.map((p) => get(`${server.url}${p}`, warm)));
    warm.destroy();

    let signalAt = Infinity;
    const answers: Answer[][] = [];
    const pages = Array.from({ length: 50 }, async (_, worker) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const mine: Answer[] = [];
      answers.push(mine);
      for (let n = 0; ; n++) {
        const answer = await get(`${server.url}${PATHS[(worker + n) % PATHS.length]}`, agent);
        if (!answer) break;
        mine.push(answer);
        if (answer.connection === 'close') break;
      }
      agent.destroy();
    });
    const stored: string[] = [];
    let posted = 0;
    const posts = Array.from({ length: 8 }, async () => {
      for (;;) {
        const n = posted++;
        const result = await postJson(server.url, lead(n), { 'X-Forwarded-For': `198.18.${n >> 8}.${n & 255}` });
        if (result.status !== 201) break;
        stored.push((JSON.parse(result.body!) as { id: string }).id);
      }
    });

    // Load first: enough answers that connections are busy when the signal comes, however crowded the machine. A
    // wall-clock pause here saw 83 answers in a second on a loaded CI machine.
    const answeredSince = (time: number) =>
      answers.reduce((sum, mine) => sum + mine.filter((a) => a.sentAt > time).length, 0);
    await vi.waitUntil(() => answeredSince(0) > 100, { timeout: 15_000, interval: 10 });

    // Then a post whose body is still arriving when the signal comes: in flight, it must be finished. It is opened
    // only now, as the server holds a half-sent body for a limited time. It goes on a connection the server has
    // already answered a request on, so the server has accepted it and reads it; the signal then waits until the
    // post's head is in the server's socket and the server has since answered 100 requests sent after it, two
    // rounds of the 50 connections: by then it has read the head. (A head sent on a new connection was reset
    // under load more than once: draining closed the connection as idle, its head not yet read.)
    const body = JSON.stringify(lead(100_000));
    const socket = connect(server.port, '127.0.0.1');
    let slowAnswer = '';
    socket.on('data', (chunk: Buffer) => (slowAnswer += chunk.toString()));
    const slowPost = new Promise<string>((resolve) => socket.on('close', () => resolve(slowAnswer)));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`GET ${HEALTH_CHECK_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await vi.waitUntil(() => answeredInFull(slowAnswer), { timeout: 15_000, interval: 10 });
    expect(slowAnswer).toMatch(/^HTTP\/1\.1 200 /);
    slowAnswer = '';
    await new Promise((resolve) =>
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nX-Forwarded-For: 198.19.0.1\r\n\r\n${body.slice(0, 20)}`,
        resolve,
      ),
    );
    const written = Date.now();
    await vi.waitUntil(() => answeredSince(written) >= 100, { timeout: 15_000, interval: 10 });
    signalAt = Date.now();
    server.child.kill('SIGTERM');
    setTimeout(() => socket.write(body.slice(20)), 300);
    const { code } = await server.exited;
    const took = Date.now() - signalAt;
    await Promise.all([...pages, ...posts]);

    expect(code).toBe(0);
    expect(took).toBeLessThan(5_000);

    const all = answers.flat();
    // Enough load that connections were busy when the signal came, even on a crowded machine.
    expect(all.filter((a) => a.sentAt < signalAt).length).toBeGreaterThan(100);
    // A request sent once the server began to drain never gets a keep-alive answer, so no connection gets more than
    // the one answer already on its way. Counted from the drain the server logged, not from the kill: until its loop
    // has run the signal's handler it serves as before, and under load one connection's warm pages went back and
    // forth twice in that gap (CI, 30 November 2026).
    const drainAt = Date.parse(/"time":"([^"]+)"[^\n]*shutting down/.exec(server.output())![1]!);
    expect(drainAt).toBeGreaterThanOrEqual(signalAt - 5);
    const lateKeepAlive = all.filter((a) => a.sentAt > drainAt && a.connection !== 'close');
    expect(lateKeepAlive).toEqual([]);
    // The request in flight at the signal was answered, with Connection: close, and its lead kept.
    const slow = await slowPost;
    expect(slow).toMatch(/^HTTP\/1\.1 201 /);
    expect(slow).toMatch(/\r\nConnection: close\r\n/i);
    stored.push((JSON.parse(slow.slice(slow.indexOf('\r\n\r\n') + 4)) as { id: string }).id);

    expect(stored.length).toBeGreaterThan(0);
    const ids = new Set((await storedLeads(databaseUrl)).map((l) => l.id));
    expect(stored.filter((id) => !ids.has(id))).toEqual([]);
  }, 30_000);

  it('writes every access log line before it exits', async () => {
    const server = await startBuiltServer({
      DATABASE_URL: `file:${path.join(workDir, 'log', 'site.db')}`,
      LOG_LEVEL: 'info',
    });
    running.push(server);
    const agent = new Agent({ keepAlive: true, maxSockets: 10 });
    const total = 600;
    await Promise.all(
      Array.from({ length: 10 }, async (_, worker) => {
        for (let n = worker; n < total; n += 10) await get(`${server.url}/about?n=${n}`, agent);
      }),
    );
    // The availability API's answers too, most of them from before Express (server/features/booking/availability/availability-answers.ts).
    const answers = 60;
    for (let n = 0; n < answers; n++)
      await get(`${server.url}/api/availability?zip=20901&service=washer-repair`, agent);
    agent.destroy();
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"path":"/about"'));
    expect(lines).toHaveLength(total);
    const apiLines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"path":"/api/availability"'));
    expect(apiLines).toHaveLength(answers);
    for (const line of [...lines, ...apiLines]) expect(JSON.parse(line)).toMatchObject({ res: { status: 200 } });
    expect(server.output()).toContain('"msg":"shut down"');
  }, 30_000);
});
