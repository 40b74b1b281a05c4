/**
 * The rolling restart of docs/deploying.md, run with real processes under traffic: two production servers on one
 * database behind a balancer; each in turn is drained at the balancer, stopped with SIGTERM, started again and
 * put back once ready. Visitors keep browsing and sending the contact form throughout: none gets an error, and
 * every lead answered 201 is stored once.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '../helpers/engines';
import { storedLeads } from '../helpers/leads';
import { postJson, startBuiltServer, type ServerProcess, stopServers, workerPort } from '../helpers/server-process';

const engines = testEngines('a rolling restart');
// The engine a site with several servers runs on: PostgreSQL where the tests have it, else one SQLite file.
const engine = engines.at(-1)!;
const running: ServerProcess[] = [];
let balancer: Balancer | undefined;

afterEach(async () => {
  await stopServers(running, 'SIGKILL');
  await balancer?.close();
  balancer = undefined;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the readiness probe asks for: the same path as the Caddyfile's health_uri. */
const PROBE_PATH = '/readyz';

interface Balancer {
  url: string;
  /** Takes the server out: no new request goes to it (haproxy's `set server … state drain`). */
  drain(port: number): void;
  /** Puts it back once its probe answers 200. */
  ready(port: number): Promise<void>;
  /** Requests the balancer is forwarding to that server right now. */
  inFlight(port: number): number;
  close(): Promise<void>;
}

/**
 * A balancer as the docs configure one: round robin over the servers that are in and whose probe answered 200
 * (every 200 ms); a request that cannot connect to one (stopping, stopped) is tried on the next, as Caddy's
 * lb_try_duration and haproxy's `option redispatch` do. A request that reached a server is never sent again.
 */
async function startBalancer(ports: number[]): Promise<Balancer> {
  const healthy = new Map(ports.map((port) => [port, false]));
  const drained = new Set<number>();
  const busy = new Map(ports.map((port) => [port, 0]));
  let turn = 0;
  let closed = false;
  const probe = async () => {
    while (!closed) {
      await Promise.all(
        ports.map(async (port) => {
          const ok = await fetch(`http://127.0.0.1:${port}${PROBE_PATH}`, { signal: AbortSignal.timeout(2_000) }).then(
            (response) => response.status === 200,
            () => false,
          );
          healthy.set(port, ok);
        }),
      );
      await pause(200);
    }
  };
  void probe();
  const pick = () => {
    const candidates = ports.filter((port) => healthy.get(port) && !drained.has(port));
    return candidates.length ? candidates[turn++ % candidates.length] : undefined;
  };
  const forward = (port: number, req: IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer } | 'not-connected'>(
      (resolve, reject) => {
        busy.set(port, busy.get(port)! + 1);
        let connected = false;
        const upstream = request(
          { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers, agent: false },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
            );
            res.on('error', reject);
          },
        );
        upstream.on('socket', (socket) => socket.once('connect', () => (connected = true)));
        upstream.on('error', (error) => (connected ? reject(error) : resolve('not-connected')));
        upstream.on('close', () => busy.set(port, busy.get(port)! - 1));
        upstream.end(body);
      },
    );
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const deadline = Date.now() + 10_000;
      try {
        while (Date.now() < deadline) {
          const port = pick();
          const answer = port === undefined ? 'not-connected' : await forward(port, req, body);
          if (answer === 'not-connected') {
            await pause(50);
            continue;
          }
          res.writeHead(answer.status, answer.headers).end(answer.body);
          return;
        }
        res.writeHead(503).end('no server ready');
      } catch {
        res.writeHead(502).end('the server cut the answer');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    drain: (port) => drained.add(port),
    ready: async (port) => {
      const deadline = Date.now() + 30_000;
      while (!healthy.get(port)) {
        if (Date.now() > deadline) throw new Error(`server on ${port} never became ready`);
        await pause(100);
      }
      drained.delete(port);
    },
    inFlight: (port) => busy.get(port)!,
    close: async () => {
      closed = true;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe(`a rolling restart of two servers on one ${engine.name} database`, () => {
  it('drain, stop, start, ready, one server at a time: no visitor gets an error and every 201 lead is stored once', async () => {
    const url = await engine.newDatabaseUrl();
    const env = { DATABASE_URL: url };
    const ports = [await workerPort(), await workerPort()];
    running.push(...(await Promise.all(ports.map((port) => startBuiltServer(env, port)))));
    balancer = await startBalancer(ports);
    await Promise.all(ports.map((port) => balancer!.ready(port)));

    let stop = false;
    let n = 0;
    const outcomes: (number | string)[] = [];
    const acknowledged: string[] = [];
    const visitor = async () => {
      while (!stop) {
        const mine = n++;
        const page = await fetch(`${balancer!.url}/about`).then(
          async (response) => (await response.arrayBuffer(), response.status),
          (error: Error) => error.message,
        );
        outcomes.push(page);
        const posted = await postJson(
          balancer!.url,
          { name: `Rolling Visitor ${mine}`, email: `rolling${mine}@example.com`, phone: '(202) 555-0150' },
          { 'X-Forwarded-For': `198.18.${(mine >> 8) & 255}.${mine & 255}` },
        );
        outcomes.push(posted.status ?? posted.error!);
        if (posted.status === 201) acknowledged.push((JSON.parse(posted.body!) as { id: string }).id);
      }
    };
    const visitors = Array.from({ length: 4 }, visitor);

    for (const [i, port] of ports.entries()) {
      await pause(1_000);
      // 1. Drain at the balancer, and wait for what it already sent there.
      balancer.drain(port);
      for (let waited = 0; balancer.inFlight(port) > 0 && waited < 10_000; waited += 50) await pause(50);
      // 2. Stop: SIGTERM; whatever is still in flight finishes first.
      const old = running[i]!;
      old.child.kill('SIGTERM');
      expect((await old.exited).code).toBe(0);
      // 3. Start it again (the new version), on the same port.
      running[i] = await startBuiltServer(env, port);
      // 4. Put it back once its probe answers 200.
      await balancer.ready(port);
    }
    await pause(1_000);
    stop = true;
    await Promise.all(visitors);

    const failures = outcomes.filter((outcome) => outcome !== 200 && outcome !== 201);
    expect(failures).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(10);
    const stored = (await storedLeads(url)).map((lead) => lead.id);
    expect(stored.filter((id) => acknowledged.includes(id)).sort()).toEqual([...acknowledged].sort());
    expect(new Set(stored).size).toBe(stored.length);
  }, 120_000);
});
