import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir } from '../../server/kernel/http/paths';
import { freePort } from '../../scripts/serve-dist';
import { storedLeads } from '../helpers/leads';

let folder: string;
let server: ChildProcess;
let baseURL: string;
let output = '';

beforeAll(async () => {
  // The global set-up built dist/ (test/helpers/global-setup.ts); it is moved on its own.
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
      DATABASE_URL: `file:${path.join(folder, 'var', 'site.db')}`,
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
  it('is one folder with the bundle, its package.json, the public files and only the native modules beside them', () => {
    const entries = readdirSync(folder);
    expect(entries).toEqual(expect.arrayContaining(['server.js', 'package.json', 'manifest.json', 'public']));
    // A native module cannot be bundled: the SQLite driver, argon2 (the office's passwords) and sharp (the team's
    // photos; the bundle imports it at start, so the server answering at all shows it loads), with their loaders
    // and binaries, are all node_modules holds.
    expect(readdirSync(path.join(folder, 'node_modules')).sort()).toEqual([
      '@img',
      '@libsql',
      '@neon-rs',
      '@node-rs',
      'detect-libc',
      'libsql',
      'sharp',
    ]);
    expect(readdirSync(path.join(folder, 'node_modules', '@node-rs')).sort()[0]).toBe('argon2');
    expect(
      readdirSync(path.join(folder, 'node_modules', '@libsql')).every((name) => /^(?:linux|darwin|win32)-/.test(name)),
    ).toBe(true);
    expect(path.relative(folder, process.cwd()).startsWith('..')).toBe(true);
  });

  it('stores a lead in its SQLite database, created on first start', async () => {
    const response = await fetch(`${baseURL}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Standalone', email: 'solo@example.com', phone: '2025550100' }),
    });
    expect(response.status).toBe(201);
    expect((await storedLeads(`file:${path.join(folder, 'var', 'site.db')}`)).map((lead) => lead.name)).toEqual([
      'Standalone',
    ]);
  });

  it('carries the fonts the bundled pdfkit loads by name for the receipt PDF (dist/package.json imports)', () => {
    const required = createRequire(path.join(folder, 'server.js'));
    expect((required('#standard-fonts/Helvetica') as { name: string }).name).toBe('Helvetica');
    expect((required('#standard-fonts/HelveticaBold') as { name: string }).name).toBe('Helvetica-Bold');
  });

  it('answers the health check', async () => {
    const response = await fetch(`${baseURL}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
  });

  it('serves the home page with its styles inline and its script, and the office its stylesheet', async () => {
    const response = await fetch(`${baseURL}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html>/);
    // A public page carries its styles (decision 0053); the office links the whole stylesheet.
    expect(html).toMatch(/<style>[^<]{1000,}<\/style>/);
    const js = /src="(\/assets\/app-[A-Z0-9]+\.js)"/.exec(html)?.[1];
    expect((await fetch(baseURL + js)).status).toBe(200);
    const office = await (await fetch(`${baseURL}/office/login`)).text();
    const css = /href="(\/assets\/app-[A-Z0-9]+\.css)"/.exec(office)?.[1];
    expect((await fetch(baseURL + css)).status).toBe(200);
  });
});
