/**
 * The command-line tools behind one entry. The npm scripts run it from source through tsx; the build bundles it
 * as dist/cli.js, which runs with plain node beside dist/server.js, without tsx or the sources (so a container,
 * which holds only dist/, can create its first owner):
 *
 *   node dist/cli.js office add-user owner@example.com      npm run office -- add-user owner@example.com
 *   node dist/cli.js leads --csv                            npm run leads -- --csv
 *   node dist/cli.js db:migrate                             npm run db:migrate
 *   node dist/cli.js db:backup FILE                         npm run db:backup -- FILE
 *   node dist/cli.js db:export FILE                         npm run db:export -- FILE
 *   node dist/cli.js db:import FILE                         npm run db:import -- FILE
 *
 * Each command's logic stays in its own module (office.ts, leads.ts, db.ts); this file only picks one.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Env = Record<string, string | undefined>;

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  readPassword: (prompt: string) => Promise<string | undefined>;
}

// Each command's module is loaded when it is asked for: from source (tsx) that saves compiling the others.
const db = (command: string) => async (args: string[], env: Env, io: CliIo) =>
  (await import('./db')).runDb([command, ...args], env, io);
const COMMANDS: Record<string, (args: string[], env: Env, io: CliIo) => Promise<number>> = {
  office: async (args, env, io) => (await import('./office')).runOffice(args, env, io),
  leads: async (args, env, io) => (await import('./leads')).runLeads(args, env, io),
  'db:migrate': db('migrate'),
  'db:backup': db('backup'),
  'db:export': db('export'),
  'db:import': db('import'),
};

export const CLI_USAGE = `usage: node cli.js COMMAND [ARGUMENTS]   (from source: npm run COMMAND -- ARGUMENTS)
  office add-user EMAIL [--role ROLE] [--name NAME] | list-users | remove-user EMAIL | reset-password EMAIL
  leads [--csv] [--since YYYY-MM-DD]
  db:migrate | db:backup FILE | db:export FILE | db:import FILE
  every command reads DATABASE_URL, else var/site.db`;

/** Runs one command; returns its exit code (2 for a command that does not exist). */
export async function runCli(argv: string[], env: Env, io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === '--help' || name === '-h' || name === 'help') {
    io.out(`${CLI_USAGE}\n`);
    return 0;
  }
  const command = name !== undefined && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    io.err(`${name === undefined ? 'which command?' : `no command "${name}"`}\n${CLI_USAGE}\n`);
    return 2;
  }
  return command(args, env, io);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runCli(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    readPassword: async (prompt) => (await import('./office')).readPassword(prompt),
  });
}
