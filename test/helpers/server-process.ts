import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { distDir } from '../../server/kernel/http/paths';
import { createServer } from 'node:net';

/** This worker's next port to try (module state: one counter per Vitest worker, its files sharing modules). */
let nextPort = 0;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A free port of this worker's own block, below Linux's ephemeral range (32768–60999). A port the kernel handed out
 * (`listen(0)`) is free again once probed, and a server that waits for its database before it listens leaves it
 * unbound for seconds: another worker's server took one such port, answered this one's health check and then
 * closed, and the test's first request was refused. No other worker, and no outgoing connection, takes ports from
 * this block.
 */
export async function workerPort(): Promise<number> {
  const block = 20_000 + (Number(process.env.VITEST_POOL_ID ?? 1) % 24) * 500;
  for (;;) {
    const port = block + (nextPort++ % 500);
    if (await isFree(port)) return port;
  }
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/**
 * Starts the production bundle (dist/server.js) as its own process, the way it runs in production, and waits
 * for its health check. The contact posts come through a trusted proxy (TRUST_PROXY=loopback), so each test
 * visitor can have its own X-Forwarded-For address and the rate limiter does not lump them together.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  port?: number,
  /** Told what the process writes as it writes it, before it is healthy (a start-up that waits). */
  onOutput?: (output: string) => void,
): Promise<ServerProcess> {
  const listenPort = port ?? (await workerPort());
  const url = `http://127.0.0.1:${listenPort}`;
  let output = '';
  const child = spawn(process.execPath, [path.join(distDir, 'server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(listenPort),
      SITE_URL: url,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const heard = (chunk: Buffer) => {
    output += chunk.toString();
    onOutput?.(output);
  };
  child.stdout?.on('data', heard);
  child.stderr?.on('data', heard);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      // Not handed to the test, so no afterEach of its would stop it: it would serve on beside the next files.
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port: listenPort, child, exited, output: () => output };
}

export interface PostResult {
  status?: number;
  body?: string;
  error?: string;
}

/** One POST on its own connection (no pooling), with its outcome: a status, or the network error. */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<PostResult> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const req = request(
      `${url}/api/contact`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': payload.length,
          Connection: 'close',
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: text }));
        res.on('error', (error) => resolve({ error: error.message }));
      },
    );
    req.on('error', (error) => resolve({ error: error.message }));
    req.end(payload);
  });
}

/** Stops every server a test left running (with the given signal) and waits for each to exit; empties the list. */
export async function stopServers(running: ServerProcess[], signal: NodeJS.Signals): Promise<void> {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
    await server.exited;
  }
}

/** What a command-line run left: its exit code (-1 if killed) and what it wrote. */
export interface NodeRun {
  code: number;
  out: string;
  err: string;
}

/** Runs `node ARGS` in `cwd` to its end with only `env` (and PATH), `input` on its standard input. */
export function runNode(args: string[], cwd: string, env: Record<string, string>, input = ''): Promise<NodeRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
    child.stdin.end(input);
  });
}
