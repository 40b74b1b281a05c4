import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { distDir } from '../../server/kernel/http/paths';
import { freePort } from '../../scripts/serve-dist';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    databaseUrl: string;
  }
}

async function waitUntilHealthy(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** Starts the production build (npm run test:e2e builds it first) once for all browser tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const workDir = mkdtempSync(path.join(tmpdir(), 'car-e2e-'));
  const databaseUrl = `file:${path.join(workDir, 'site.db')}`;
  let output = '';
  const server = spawn(process.execPath, [path.join(distDir, 'server.js')], {
    // Behind a trusted proxy on loopback, as in production: a test may name its visitor's address in
    // X-Forwarded-For, so the per-client limits (10 booking requests in 10 minutes) count each visitor apart.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: baseURL,
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilHealthy(baseURL, server, () => output);
  project.provide('baseURL', baseURL);
  project.provide('databaseUrl', databaseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(workDir, { recursive: true, force: true });
  };
}
