/**
 * The command-line tools as a container runs them: `node cli.js …` from a copy of dist/ alone, in a folder outside
 * the repository, so neither tsx nor the TypeScript sources nor the repository's node_modules can be reached. The
 * only packages beside the bundle are the native modules the build copies into dist/node_modules.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl } from '../../server/kernel/config';
import { distDir } from '../../server/kernel/http/paths';
import { verifyPassword } from '../../server/office/passwords';
import { createOfficeStore } from '../../server/office/store';
import { testEngines } from '../helpers/engines';
import { storedLeads } from '../helpers/leads';
import { runNode, type NodeRun } from '../helpers/server-process';

const engines = testEngines('the command-line tools from the built bundle');
let folder: string;

beforeAll(() => {
  // The global set-up built dist/ (test/helpers/global-setup.ts); the copy is what an image holds in /app.
  folder = mkdtempSync(path.join(tmpdir(), 'car-cli-'));
  cpSync(distDir, path.join(folder, 'app'), { recursive: true });
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** `node cli.js ARGS` in the copied bundle, `input` piped in; resolves with the exit code and the output. */
function cli(args: string[], url: string, input = ''): Promise<NodeRun> {
  return runNode(['cli.js', ...args], path.join(folder, 'app'), { DATABASE_URL: url }, input);
}

async function passwordHash(url: string, email: string): Promise<string | undefined> {
  const config = parseDatabaseUrl(url);
  if (typeof config === 'string') throw new Error(config);
  const database = createDatabase(config);
  try {
    return (await createOfficeStore(database).userWithHash(email))?.passwordHash;
  } finally {
    await database.close();
  }
}

describe('the built bundle on its own', () => {
  it('holds cli.js beside server.js, with no tsx, no sources and only the native modules in node_modules', () => {
    const app = path.join(folder, 'app');
    expect(readdirSync(app)).toEqual(expect.arrayContaining(['cli.js', 'server.js', 'package.json']));
    expect(readdirSync(app).filter((name) => /\.tsx?$/.test(name))).toEqual([]);
    expect(existsSync(path.join(app, 'node_modules', 'tsx'))).toBe(false);
    expect(readdirSync(path.join(app, 'node_modules'))).not.toContain('kysely');
    // Nothing above the copy resolves packages for it: it sits in the system's temporary folder.
    expect(path.relative(process.cwd(), app).startsWith('..')).toBe(true);
  });

  it('lists its commands, and refuses one it does not have with exit code 2', async () => {
    const url = await engines[0]!.newDatabaseUrl();
    const help = await cli(['--help'], url);
    expect(help.code).toBe(0);
    expect(help.out).toContain('db:migrate');
    const unknown = await cli(['frobnicate'], url);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('no command "frobnicate"');
  });
});

describe.each(engines)('every command-line tool run from the bundle on a fresh database ($name)', (engine) => {
  it('migrates, adds the first owner, lists leads, backs up, exports and imports into another database', async () => {
    const url = await engine.newDatabaseUrl();

    const migrated = await cli(['db:migrate'], url);
    expect(migrated).toMatchObject({ code: 0, err: '' });
    expect(migrated.out).toContain('applied 0001-leads');
    expect((await cli(['db:migrate'], url)).out).toContain('schema up to date');

    // A containerised shop's first step: an owner, the password piped in on one line.
    const added = await cli(['office', 'add-user', 'Owner@Example.com'], url, 'harbor-lamp-copper-88\n');
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toContain('Added owner@example.com as owner');
    expect(await verifyPassword((await passwordHash(url, 'owner@example.com'))!, 'harbor-lamp-copper-88')).toBe(true);
    expect((await cli(['office', 'list-users'], url)).out).toContain('owner@example.com  owner');

    const database = await engine.open(url);
    await database.db
      .insertInto('leads')
      .values({
        id: 'lead-cli',
        received_at: '2026-03-02T15:00:00.000Z',
        name: 'Dana Bundle',
        email: 'dana@example.com',
        phone: '202-555-0142',
        service: 'dryer',
        message: 'Stored before the export',
      })
      .execute();
    const csv = await cli(['leads', '--csv'], url);
    expect(csv).toMatchObject({ code: 0, err: '' });
    expect(csv.out).toContain('Dana Bundle');
    expect((await cli(['leads'], url)).out).toContain('1 lead in');

    const backup = path.join(folder, `backup-${engine.name}.db`);
    const backedUp = await cli(['db:backup', backup], url);
    if (engine.name === 'sqlite') {
      expect(backedUp).toMatchObject({ code: 0, err: '' });
      expect((await storedLeads(`file:${backup}`)).map((lead) => lead.name)).toEqual(['Dana Bundle']);
    } else {
      // PostgreSQL is backed up with its own tool: the command says which, and writes nothing.
      expect(backedUp.code).toBe(2);
      expect(backedUp.err).toContain('pg_dump --format=custom');
      expect(existsSync(backup)).toBe(false);
    }

    const file = path.join(folder, `export-${engine.name}.json.gz`);
    const exported = await cli(['db:export', file], url);
    expect(exported).toMatchObject({ code: 0, err: '' });
    const moved = await engine.newDatabaseUrl();
    const imported = await cli(['db:import', file], moved);
    expect(imported).toMatchObject({ code: 0, err: '' });
    expect((await storedLeads(moved)).map((lead) => lead.name)).toEqual(['Dana Bundle']);
    // Into a database that has data, the import refuses and writes nothing (exit code 3).
    expect((await cli(['db:import', file], moved)).code).toBe(3);
  }, 90_000);
});
