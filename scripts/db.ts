/**
 * Database chores, on the database DATABASE_URL names (else var/site.db):
 *
 *   npm run db:migrate                 apply the migrations not applied yet (the server also does at start-up)
 *   npm run db:backup -- FILE          SQLite: a consistent copy into FILE, safe while the site runs
 *   npm run db:export -- FILE          everything the shop owns, as one file (docs/export-format.md), either engine
 *   npm run db:import -- FILE          that file into an empty database, either engine (refuses one with data)
 *
 * On PostgreSQL, back up with pg_dump (the command is printed); see docs/database.md.
 */
import { createWriteStream, existsSync, rmSync } from 'node:fs';
import { backupSqlite } from '../server/db/backup';
import { migrate, createDatabase } from '../server/db/database';
import { writeFullExport } from '../server/db/portable/export';
import { ImportError, importFullExport } from '../server/db/portable/import';
import { describeDatabase, parseDatabaseUrl, redactUrl } from '../server/http/config';

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Runs one chore; returns the exit code (0 done, 1 failed, 2 bad usage, 3 import refused: the database has data). */
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
  if (command === 'export' && rest.length === 1) return exportTo(config, rest[0]!, io);
  if (command === 'import' && rest.length === 1) return importFrom(config, rest[0]!, io);
  io.err(
    'usage: npm run db:migrate | npm run db:backup -- FILE | npm run db:export -- FILE | npm run db:import -- FILE   (DATABASE_URL, else var/site.db)\n',
  );
  return 2;
}

type Config = Exclude<ReturnType<typeof parseDatabaseUrl>, string>;

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** The full export into a new file; a file that exists is never overwritten, a failed export leaves none. */
async function exportTo(config: Config, file: string, io: Output): Promise<number> {
  const where = describeDatabase(config);
  // Exporting must not create an empty database where the site has never run (or where a path is mistyped).
  if (config.engine === 'sqlite' && !existsSync(config.file)) {
    io.err(`db: there is no database at ${config.file}\n`);
    return 1;
  }
  const database = createDatabase(config);
  const out = createWriteStream(file, { flags: 'wx' });
  try {
    await new Promise<void>((resolve, reject) => out.once('open', () => resolve()).once('error', reject));
  } catch (error) {
    await database.close();
    const exists = (error as { code?: string }).code === 'EEXIST';
    io.err(`db: cannot write ${file}: ${exists ? 'it exists already; name a new file' : (error as Error).message}\n`);
    return 1;
  }
  try {
    const counts = await writeFullExport(database, out);
    io.out(`${where}: exported ${total(counts)} rows of ${Object.keys(counts).length} tables to ${file}\n`);
    return 0;
  } catch (error) {
    rmSync(file, { force: true });
    io.err(`db: cannot export ${where}: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

/** A full export into an empty database: all of it in one transaction, or nothing. */
async function importFrom(config: Config, file: string, io: Output): Promise<number> {
  const where = describeDatabase(config);
  const database = createDatabase(config);
  try {
    const counts = await importFullExport(database, file);
    io.out(`${where}: imported ${total(counts)} rows of ${Object.keys(counts).length} tables from ${file}\n`);
    return 0;
  } catch (error) {
    const refused = error instanceof ImportError;
    io.err(
      `db: ${refused ? `${file} not imported into ${where}, nothing was written` : `cannot import into ${where}`}: ${(error as Error).message}\n`,
    );
    return refused && error.kind === 'not-empty' ? 3 : 1;
  } finally {
    await database.close();
  }
}
