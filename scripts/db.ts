/**
 * Database chores, on the database DATABASE_URL names (else var/site.db):
 *
 *   npm run db:migrate                 apply the migrations not applied yet (the server also does at start-up)
 *   npm run db:backup -- FILE          SQLite: a consistent copy into FILE, safe while the site runs
 *   npm run db:export -- FILE          everything the shop owns, as one file (docs/export-format.md), either engine
 *   npm run db:import -- FILE          that file into an empty database, either engine (refuses one with data);
 *                                      it takes no credential from the file: nobody can sign in until sent a link
 *   npm run db:export -- --with-credentials FILE
 *                                      the same with every sign-in (password hashes, sessions, calendar feeds,
 *                                      set-password links): sensitive; prints the file's digest
 *   npm run db:import -- --with-credentials --digest sha256:HEX FILE
 *                                      takes those sign-ins, only if the file's digest is the one export printed
 *
 * On PostgreSQL, back up with pg_dump (the command is printed); see docs/database.md.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, rmSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { backupSqlite } from '../server/kernel/db/backup';
import { migrate, createDatabase } from '../server/kernel/db/database';
import { writeFullExport } from '../server/kernel/db/portable/export';
import { ImportError, importFullExport, type ImportResult } from '../server/kernel/db/portable/import';
import { termsOf, typoWords } from '../server/features/customers';
import { describeDatabase, parseDatabaseUrl, redactUrl } from '../server/kernel/config';

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
  const move = credentialsOptions(rest);
  if (command === 'import' && move.file !== undefined && move.credentials && move.digest === undefined) {
    io.err(
      'db: --with-credentials takes the sign-ins only from the file db:export wrote: add --digest with the digest it printed\n',
    );
    return 2;
  }
  if (command === 'export' && move.file !== undefined && move.digest === undefined)
    return exportTo(config, move.file, io, move.credentials);
  if (command === 'import' && move.file !== undefined && move.credentials === (move.digest !== undefined))
    return importFrom(config, move.file, io, move.digest);
  io.err(
    'usage: npm run db:migrate | npm run db:backup -- FILE | npm run db:export -- [--with-credentials] FILE\n' +
      '     | npm run db:import -- [--with-credentials --digest sha256:HEX] FILE   (DATABASE_URL, else var/site.db)\n' +
      '  --with-credentials: the credentials move (sign-ins kept); its import needs the digest its export printed\n',
  );
  return 2;
}

/** The file and the credentials move's options of db:export and db:import, in any order; file undefined if unusable. */
function credentialsOptions(args: string[]): { file?: string; credentials: boolean; digest?: string } {
  let credentials = false;
  let digest: string | undefined;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--with-credentials' && !credentials) credentials = true;
    else if (arg === '--digest' && digest === undefined && i + 1 < args.length) digest = args[++i]!;
    else if (arg.startsWith('--digest=') && digest === undefined) digest = arg.slice('--digest='.length);
    else if (arg.startsWith('-')) return { credentials, digest };
    else files.push(arg);
  }
  return { file: files.length === 1 ? files[0] : undefined, credentials, digest };
}

type Config = Exclude<ReturnType<typeof parseDatabaseUrl>, string>;

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/**
 * The full export into a new file; a file that exists is never overwritten, a failed export leaves none. With
 * `credentials`, the file holds every sign-in: it is made readable by its owner only, and its digest is printed
 * for the import to check.
 */
async function exportTo(config: Config, file: string, io: Output, credentials: boolean): Promise<number> {
  const where = describeDatabase(config);
  // Exporting must not create an empty database where the site has never run (or where a path is mistyped).
  if (config.engine === 'sqlite' && !existsSync(config.file)) {
    io.err(`db: there is no database at ${config.file}\n`);
    return 1;
  }
  const database = createDatabase(config);
  const out = createWriteStream(file, { flags: 'wx', ...(credentials ? { mode: 0o600 } : {}) });
  try {
    await new Promise<void>((resolve, reject) => out.once('open', () => resolve()).once('error', reject));
  } catch (error) {
    await database.close();
    const exists = (error as { code?: string }).code === 'EEXIST';
    io.err(`db: cannot write ${file}: ${exists ? 'it exists already; name a new file' : (error as Error).message}\n`);
    return 1;
  }
  try {
    const counts = await writeFullExport(database, out, new Date(), { credentials });
    io.out(`${where}: exported ${total(counts)} rows of ${Object.keys(counts).length} tables to ${file}\n`);
    if (credentials) {
      const digest = `sha256:${await sha256Of(file)}`;
      io.out(
        `With credentials: ${file} holds every password hash, signed-in session, calendar feed secret and set-password link.\n` +
          'Anyone who has it can sign in as anyone: keep it as private as the database, and delete it once imported.\n' +
          `Its digest (the import takes the credentials only from the file with this digest): ${digest}\n` +
          `  npm run db:import -- --with-credentials --digest ${digest} ${file}\n`,
      );
    }
    return 0;
  } catch (error) {
    rmSync(file, { force: true });
    io.err(`db: cannot export ${where}: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

const sha256Of = async (file: string) => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
};

/**
 * A full export into an empty database: all of it in one transaction, or nothing. Its credentials are taken only
 * with `digest` (the credentials move), from the file with that digest; otherwise none is, and the answer lists
 * what the file held that was left out, and who cannot sign in until sent a link.
 */
async function importFrom(config: Config, file: string, io: Output, digest?: string): Promise<number> {
  const where = describeDatabase(config);
  const database = createDatabase(config);
  try {
    const result = await importFullExport(database, file, {
      termsOf,
      typoWords,
      ...(digest === undefined ? {} : { credentials: { digest } }),
    });
    const { counts } = result;
    io.out(`${where}: imported ${total(counts)} rows of ${Object.keys(counts).length} tables from ${file}\n`);
    io.out(importAnswer(result));
    if (!result.fileHasCredentials && result.leftOut.length > 0)
      io.err(
        `db: warning: ${file} held credentials or link tokens, which db:export writes only with --with-credentials (and link tokens never): it was changed after it was exported, or not written by db:export; none of them was taken\n`,
      );
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

/** What an import took and left out, and who must be sent a set-password link, for its answer. */
function importAnswer({ leftOut, cannotSignIn, credentials, fileHasCredentials }: ImportResult): string {
  const lines: string[] = [];
  if (credentials)
    lines.push(
      'Credentials taken (the file has the digest given): password hashes, sessions, calendar feeds, set-password links.',
    );
  else
    lines.push(
      fileHasCredentials
        ? 'Credentials not taken: the file holds them, but an import takes them only with --with-credentials and the digest its export printed.'
        : 'No credential is taken from a file: nobody imported can sign in until sent a set-password link.',
    );
  if (leftOut.length > 0) {
    lines.push('Left out (in the file, not taken):');
    for (const { what, rows, people } of leftOut)
      lines.push(
        `  ${what}: ${rows}${people.length ? ` (${people.join(', ')}${rows > people.length ? ', …' : ''})` : ''}`,
      );
  }
  if (cannotSignIn.length > 0) {
    lines.push(
      `Cannot sign in until sent a set-password link (${cannotSignIn.length}): ${cannotSignIn.map(({ email, role }) => `${email} (${role})`).join(', ')}.`,
      'First an owner: npm run office -- reset-password EMAIL; then the owner sends the others a link from the Team screen.',
    );
  }
  return lines.map((line) => `${line}\n`).join('');
}
