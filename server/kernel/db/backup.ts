import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { openSqlite } from './sqlite';

/**
 * A consistent copy of a live SQLite database, taken with VACUUM INTO: it reads one snapshot (WAL mode lets the
 * site keep writing meanwhile) and writes a compact, self-contained file with no -wal beside it.
 */
export function backupSqlite(databaseFile: string, target: string): void {
  if (!existsSync(databaseFile)) throw new Error(`there is no database at ${databaseFile}`);
  // VACUUM INTO refuses to overwrite; saying so first is clearer than SQLite's "output file already exists".
  if (existsSync(target)) throw new Error(`${target} exists already; name a new file`);
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const db = openSqlite(databaseFile);
  try {
    db.prepare('VACUUM INTO ?').run([target]);
  } finally {
    db.close();
  }
}
