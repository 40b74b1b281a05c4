import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build';
import { distDir } from '../../server/http/paths';
import { freePort } from '../../scripts/serve-dist';

let folder: string;
let server: ChildProcess;
let baseURL: string;
let output = '';

beforeAll(async () => {
  // The global set-up built the client; the server bundle is built here, then dist/ is moved on its own.
  await buildServer();
  folder = mkdtempSync(path.join(tmpdir(), 'car-standalone-'));
  cpSync(distDir, folder, { recursive: true });
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['server.js'], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: baseURL,
      LEADS_FILE: path.join(folder, 'leads.jsonl'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`server did not become healthy:\n${output}`);
}, 60_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the production build on its own', () => {
  it('is one folder with the bundle, its package.json and the public files, and no node_modules', () => {
    const entries = readdirSync(folder);
    expect(entries).toEqual(expect.arrayContaining(['server.js', 'package.json', 'manifest.json', 'public']));
    expect(existsSync(path.join(folder, 'node_modules'))).toBe(false);
    expect(path.relative(folder, process.cwd()).startsWith('..')).toBe(true);
  });

  it('answers the health check', async () => {
    const response = await fetch(`${baseURL}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
  });

  it('serves the home page with its stylesheet and script', async () => {
    const response = await fetch(`${baseURL}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html>/);
    const css = /href="(\/assets\/app-[A-Z0-9]+\.css)"/.exec(html)?.[1];
    const js = /src="(\/assets\/app-[A-Z0-9]+\.js)"/.exec(html)?.[1];
    expect((await fetch(baseURL + css)).status).toBe(200);
    expect((await fetch(baseURL + js)).status).toBe(200);
  });
});
