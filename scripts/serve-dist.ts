import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { distDir } from './build';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningDist {
  child: ChildProcess;
  port: number;
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * Starts the production build (node dist/server.js) on a free loopback port and waits until it is healthy.
 * Its stdout (the JSON log lines) is dropped unless `stdout` names a file descriptor to write it to; `dir` is a
 * copy of dist/ to run instead (it runs on its own), which a build of dist/ meanwhile cannot pull from under it.
 */
export async function startDist(
  env: Record<string, string> = {},
  stdout?: number,
  dir = distDir,
): Promise<RunningDist> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(dir, 'server.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), SITE_URL: baseURL, ...env },
    stdio: ['ignore', stdout ?? 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dist/server.js exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return { child, port, baseURL, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error('dist/server.js did not become healthy');
}
