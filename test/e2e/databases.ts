import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A DATABASE_URL for a new SQLite file `site.db` in `dir`, a copy of the run's migrated template (server.ts), for a
 * spec that starts a server of its own: the server's start finds nothing left to migrate. Each such server used to
 * migrate an empty file through every migration (a commit with fsync each) before it answered its health check.
 */
export function migratedSqliteUrl(dir: string): string {
  const file = path.join(dir, 'site.db');
  copyFileSync(inject('sqliteTemplate'), file);
  return `file:${file}`;
}
