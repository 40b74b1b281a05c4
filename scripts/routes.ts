/**
 * Where each URL is answered: every endpoint of the site (pages, forms, the API, the office), with the named
 * function that answers it and the file that exports it.
 *
 *   npm run routes            a table: method, path, handler, file, and the roles allowed and the policy (a rule
 *                             about the record the path names, as "own visit") where a route states them
 *   npm run routes -- --json  the same as JSON lines
 */
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApp } from '../server/app/app';
import type { Endpoint } from '../server/kernel/feature';
import { loadConfig } from '../server/kernel/config';
import { SERVER_ENTRY_POINTS } from './build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RouteLine {
  method: string;
  path: string;
  /** The name the answering function is exported under, or "(anonymous)" when no module exports it. */
  handler: string;
  /** The file that exports it, relative to the project root ("?" when none does). */
  file: string;
  /** The roles allowed, comma-separated, "anyone", or "" where the route states none (the public site). */
  roles: string;
  /**
   * The office line's policy by name, applied by the guard after the roles ("own visit"), with "(404)" when a
   * refusal is answered as the office's 404; "" where there is none.
   */
  policy: string;
}

/** What an office endpoint adds to the kernel's (server/office/routes): read here without the shell's types. */
interface PolicyBearing {
  policy?: { name: string };
  refuseAsNotFound?: true;
}

/** Every .ts/.tsx module under server/ but the entry point, which starts a server when imported. */
function serverModules(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
    });
  const entries = new Set(Object.values(SERVER_ENTRY_POINTS).map((entry) => path.join(root, entry)));
  return walk(path.join(root, 'server')).filter((file) => !entries.has(file));
}

/** Which module exports each function, and under which name, read from the modules themselves. */
async function exportedFunctions(): Promise<Map<unknown, { name: string; file: string }>> {
  const found = new Map<unknown, { name: string; file: string }>();
  for (const file of serverModules()) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'function' && !found.has(value)) found.set(value, { name, file: path.relative(root, file) });
    }
  }
  return found;
}

/** The app's route table, as mounted, each line named by the function that answers it. */
export async function routeList(): Promise<RouteLine[]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Nothing is stored: the app opens its database on first use, and listing routes uses none.
    DATABASE_URL: `file:${path.join(tmpdir(), `car-routes-${process.pid}`, 'site.db')}`,
  });
  // Listing needs no build: the asset names are never rendered.
  const app = createApp({ config, assets: { js: '', css: '' } });
  const exported = await exportedFunctions();
  return (app.locals.routeTable as (Endpoint & PolicyBearing)[]).map((endpoint) => {
    const answering = endpoint.answeredBy ?? endpoint.handlers.at(-1);
    const found = exported.get(answering);
    return {
      method: endpoint.method,
      path: endpoint.path,
      handler: found?.name ?? '(anonymous)',
      file: found?.file ?? '?',
      roles:
        endpoint.roles === undefined
          ? ''
          : typeof endpoint.roles === 'string'
            ? endpoint.roles
            : endpoint.roles.join(','),
      policy: endpoint.policy ? `${endpoint.policy.name}${endpoint.refuseAsNotFound ? ' (404)' : ''}` : '',
    };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const lines = await routeList();
  if (process.argv.includes('--json')) {
    for (const line of lines) console.log(JSON.stringify(line));
  } else {
    const width = (key: keyof RouteLine) => Math.max(...lines.map((line) => line[key].length));
    const [m, p, h, f, r] = [width('method'), width('path'), width('handler'), width('file'), width('roles')];
    for (const line of lines)
      console.log(
        `${line.method.padEnd(m)}  ${line.path.padEnd(p)}  ${line.handler.padEnd(h)}  ${line.file.padEnd(f)}  ${line.roles.padEnd(r)}  ${line.policy}`.trimEnd(),
      );
  }
  process.exit(0);
}
