/**
 * Stopping without a lost answer, as a supervisor or a rolling restart stops the site: a request that takes longer
 * than the old 3 s drain deadline still gets its answer during a stop, the drain has a bound of its own
 * (SHUTDOWN_DRAIN_SECONDS), and SIGTERM sent to `npm start` reaches the node process serving the site.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storedLeads } from '../helpers/leads';
import { startBuiltServer, type ServerProcess, stopServers, workerPort } from '../helpers/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let workDir: string;
const running: ServerProcess[] = [];
/** Processes a failing test might leave behind (the orphaned server of `npm start`), killed by their own id. */
const leftOver = new Set<number>();

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'car-stop-'));
});
afterEach(async () => {
  await stopServers(running, 'SIGKILL');
  for (const pid of leftOver) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already, as it should be.
    }
  }
  leftOver.clear();
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A contact post on a raw connection whose body arrives in two parts: the headers and the first bytes now, the
 * rest when `finish` is called. Resolves with everything the server sent once the connection closes.
 */
function slowContactPost(port: number, name: string): { finish: () => void; answer: Promise<string> } {
  const body = JSON.stringify({ name, email: 'slow@example.com', phone: '(202) 555-0187', message: 'Sent slowly' });
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {});
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Forwarded-For: 198.19.7.1\r\n\r\n${body.slice(0, 20)}`,
  );
  return { finish: () => socket.write(body.slice(20)), answer };
}

/** Whether something on this machine still accepts connections on the port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether the port can be listened on again: the stopped server left nothing holding it. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

describe('a stop while a request takes longer than the old 3 s drain deadline', () => {
  it('answers the slow post 201 with Connection: close, stores its lead, refuses new connections, exits 0', async () => {
    const databaseUrl = `file:${path.join(workDir, 'slow', 'site.db')}`;
    const server = await startBuiltServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' });
    running.push(server);

    const slow = slowContactPost(server.port, 'Patient Visitor');
    await pause(500);
    server.child.kill('SIGTERM');
    // Past the old deadline (3 s) and well within the new one (35 s): the body is still arriving.
    await pause(5_000);
    expect(await accepts(server.port)).toBe(false);
    expect(server.child.exitCode).toBeNull();
    slow.finish();

    const answer = await slow.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    const id = (JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { id: string }).id;
    expect((await server.exited).code).toBe(0);
    expect((await storedLeads(databaseUrl)).map((lead) => [lead.id, lead.name])).toEqual([[id, 'Patient Visitor']]);
    expect(server.output()).not.toContain('still busy after');
  }, 60_000);

  it('still has a bound: past SHUTDOWN_DRAIN_SECONDS a request that never finishes is cut and the server exits', async () => {
    const databaseUrl = `file:${path.join(workDir, 'bound', 'site.db')}`;
    const server = await startBuiltServer({ DATABASE_URL: databaseUrl, SHUTDOWN_DRAIN_SECONDS: '2' });
    running.push(server);

    const stuck = slowContactPost(server.port, 'Never Finishes');
    await pause(500);
    server.child.kill('SIGTERM');
    expect(await stuck.answer).toBe('');
    expect((await server.exited).code).toBe(0);
    expect(server.output()).toContain('cut 1 connection(s) still busy after 2000 ms');
    expect(await storedLeads(databaseUrl)).toEqual([]);
  }, 60_000);

  it('refuses a drain bound that is not a whole number of seconds, naming the variable', async () => {
    await expect(
      startBuiltServer({ DATABASE_URL: `file:${path.join(workDir, 'bad', 'site.db')}`, SHUTDOWN_DRAIN_SECONDS: '0.5' }),
    ).rejects.toThrow(/SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 1 to 600/);
  }, 60_000);
});

/** The ids of every process descended from `pid`, read from /proc (Linux, as CI runs). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The field after the parenthesised command name: state, then the parent's id.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // It ended while being read.
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

/** Alive and not a zombie: a process that ended but was not yet reaped serves nothing. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

describe('npm start under a supervisor', () => {
  it('ends the node process when npm gets SIGTERM: no orphan left serving, the port free for the restart', async () => {
    const port = await workerPort();
    const url = `http://127.0.0.1:${port}`;
    // The global set-up built dist/, so npm start's staleness check finds nothing to rebuild.
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        SITE_URL: url,
        DATABASE_URL: `file:${path.join(workDir, 'npm-start', 'site.db')}`,
        LOG_LEVEL: 'warn',
        npm_config_update_notifier: 'false',
        // tsx (npm start's staleness check) keeps a compile cache in the temporary folder, here the run's RAM disk,
        // which keeps only what the run removes after it.
        TSX_DISABLE_CACHE: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const npmExited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 60_000;
      while (
        !(await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (npm.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not serve:\n${output}`);
        await pause(200);
      }
      const started = descendants(npm.pid!);
      for (const pid of started) leftOver.add(pid);
      expect(started.length).toBeGreaterThan(0);

      npm.kill('SIGTERM');
      await npmExited;
      // npm waits for its script to end; once it has, nothing it started may still run or hold the port.
      const stillRunning = started.filter(isRunning);
      expect(stillRunning, `left running after npm ended:\n${output}`).toEqual([]);
      expect(await portIsFree(port)).toBe(true);
    } finally {
      if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
    }
  }, 120_000);
});
