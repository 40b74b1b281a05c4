import Database from 'libsql';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runDb } from '../../scripts/db';
import { postJson, startBuiltServer, type ServerProcess } from '../helpers/server-process';

let dir: string;
let server: ServerProcess | undefined;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'car-backup-'));
});
afterEach(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
  await server?.exited;
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function db(argv: string[], env: Record<string, string>) {
  let out = '';
  let err = '';
  const code = await runDb(argv, env, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const lead = (n: number) => ({ name: `Backup Visitor ${n}`, email: `b${n}@example.com`, phone: '2025550100' });

describe('npm run db:backup', () => {
  it('copies the SQLite database while the site runs and takes leads: a whole, consistent file', async () => {
    const file = path.join(dir, 'var', 'site.db');
    const env = { DATABASE_URL: `file:${file}` };
    server = await startBuiltServer(env);
    const url = server.url;
    const before = await Promise.all(
      Array.from({ length: 20 }, (_, n) => postJson(url, lead(n), { 'X-Forwarded-For': `198.18.0.${n}` })),
    );
    expect(before.map((r) => r.status)).toEqual(new Array(20).fill(201));

    // Submissions keep arriving while the copy is taken.
    let next = 20;
    let writing = true;
    const during = (async () => {
      const statuses: (number | undefined)[] = [];
      while (writing && next < 200) {
        const n = next++;
        statuses.push((await postJson(url, lead(n), { 'X-Forwarded-For': `198.18.1.${n % 250}` })).status);
      }
      return statuses;
    })();
    const copy = path.join(dir, 'backups', 'site-copy.db');
    const result = await db(['backup', copy], env);
    writing = false;
    expect(result).toMatchObject({ code: 0, err: '', out: `SQLite at ${file}: copied to ${copy}\n` });
    expect((await during).every((status) => status === 201)).toBe(true);

    expect(existsSync(`${copy}-wal`)).toBe(false);
    const backup = new Database(copy);
    expect(backup.prepare('PRAGMA integrity_check').get([])).toMatchObject({ integrity_check: 'ok' });
    const names = (backup.prepare('SELECT name FROM leads').all([]) as { name: string }[]).map((row) => row.name);
    const emails = backup.prepare('SELECT count(*) AS n FROM lead_emails').get([]) as { n: number };
    backup.close();
    // Everything confirmed before the copy began is in it, and each lead came with its e-mail row.
    for (let n = 0; n < 20; n++) expect(names).toContain(lead(n).name);
    expect(emails.n).toBe(names.length);
  }, 60_000);

  it('refuses to overwrite a file, names a missing database, and gives the pg_dump line for PostgreSQL', async () => {
    const file = path.join(dir, 'site.db');
    expect(await db(['backup', path.join(dir, 'copy.db')], { DATABASE_URL: `file:${file}` })).toMatchObject({
      code: 1,
      err: `db: cannot back up SQLite at ${file}: there is no database at ${file}\n`,
    });
    expect((await db(['migrate'], { DATABASE_URL: `file:${file}` })).code).toBe(0);
    const taken = path.join(dir, 'taken.db');
    writeFileSync(taken, 'keep me');
    expect((await db(['backup', taken], { DATABASE_URL: `file:${file}` })).err).toContain(
      `${taken} exists already; name a new file`,
    );
    const pg = await db(['backup', 'site.dump'], { DATABASE_URL: 'postgres://site:secret@db.internal/site' });
    expect(pg.code).toBe(2);
    expect(pg.err).toContain('pg_dump --format=custom --file site.dump "postgres://site:***@db.internal/site"');
    expect(pg.err).not.toContain('secret');
    expect((await db(['backup'], {})).err).toMatch(/^usage: npm run db:migrate \| npm run db:backup -- FILE/);
  });
});
