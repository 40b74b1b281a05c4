/**
 * Database chores, on the database DATABASE_URL names (else var/site.db):
 *
 *   npm run db:migrate                 apply the migrations not applied yet (the server also does at start-up)
 *   npm run db:backup -- FILE          SQLite: a consistent copy into FILE, safe while the site runs
 *
 * On PostgreSQL, back up with pg_dump (the command is printed); see docs/database.md.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backupSqlite } from '../server/db/backup';
import { migrate, createDatabase } from '../server/db/database';
import { describeDatabase, parseDatabaseUrl, redactUrl } from '../server/http/config';

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Runs one chore; returns the exit code (0 done, 1 failed, 2 bad usage). */
export async function runDb(argv: string[], env: Record<string, string | undefined>, io: Output): Promise<number> {
  const [command, ...rest] = argv;
  const config = parseDatabaseUrl(env.DATABASE_URL);
  if (typeof config === 'string') {
    io.err(`db: ${config}\n`);
    return 2;
  }
  const where = describeDatabase(config);
  if (command === 'migrate' && rest.length === 0) {
    const database = createDatabase(config);
    try {
      const applied = await migrate(database.db, database.engine);
      io.out(applied.length ? `${where}: applied ${applied.join(', ')}\n` : `${where}: schema up to date\n`);
      return 0;
    } catch (error) {
      io.err(`db: cannot migrate ${where}: ${(error as Error).message}\n`);
      return 1;
    } finally {
      await database.close();
    }
  }
  if (command === 'backup' && rest.length === 1) {
    if (config.engine === 'postgres') {
      io.err(
        `db: ${where} is backed up with PostgreSQL's own tool:\n  pg_dump --format=custom --file ${rest[0]} "${redactUrl(config.url)}"\n`,
      );
      return 2;
    }
    try {
      backupSqlite(config.file, rest[0]!);
      io.out(`${where}: copied to ${rest[0]}\n`);
      return 0;
    } catch (error) {
      io.err(`db: cannot back up ${where}: ${(error as Error).message}\n`);
      return 1;
    }
  }
  io.err('usage: npm run db:migrate | npm run db:backup -- FILE   (DATABASE_URL, else var/site.db)\n');
  return 2;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runDb(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
