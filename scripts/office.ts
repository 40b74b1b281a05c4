/**
 * The office's accounts, in the database (DATABASE_URL, else var/site.db). There is no default account and no
 * password in the environment: each person gets one here. The password is read from standard input, so
 *
 *   npm run office -- add-user owner@example.com --name 'Dana Brooks'   asks for it (typing hidden) twice; an owner
 *   npm run office -- add-user tech@example.com --role technician --name 'Sam Rivera'
 *   printf '%s\n' "$PASSWORD" | npm run office -- add-user owner@example.com   takes the first line piped in
 *   npm run office -- list-users
 *   npm run office -- remove-user staff@example.com           also ends that account's sessions
 *   npm run office -- reset-password owner@example.com        a new password; signs the account out everywhere
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { createDatabase } from '../server/kernel/db/database';
import { isUniqueViolation } from '../server/kernel/db/engine';
import { describeDatabase, parseDatabaseUrl } from '../server/kernel/config';
import { EMAIL_ADDRESS } from '../server/kernel/contact';
import { hashPassword, passwordProblem } from '../server/office/passwords';
import { isOfficeRole, type OfficeRole } from '../server/office/roles';
import { createOfficeStore, normalEmail } from '../server/office/store';
import { nameFromEmail } from '../server/office/storage/users';
import { teamRules } from '../data/team';
import { oneLine } from '../data/text';

export const USAGE = `usage: npm run office -- add-user EMAIL [--role owner|dispatcher|technician] [--name "Full Name"]
                    | list-users | remove-user EMAIL | reset-password EMAIL
  add-user makes an owner unless --role says otherwise, named --name or after the e-mail ("sam.rivera@" is Sam Rivera)
  the password is read from standard input (hidden prompt on a terminal, first line when piped)
  reads DATABASE_URL, else var/site.db`;

export interface OfficeIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** The new password: asked twice on a terminal, else the first line of standard input. */
  readPassword: (prompt: string) => Promise<string | undefined>;
}

/** Runs the command; returns the exit code (0 done, 1 failed, 2 bad usage or a refused password). */
export async function runOffice(
  argv: string[],
  env: Record<string, string | undefined>,
  io: OfficeIo,
): Promise<number> {
  const [command, email, ...options] = argv;
  // add-user's options, in any order, each once: --role ROLE, --name NAME (or --role=ROLE, --name=NAME).
  const person: { role?: OfficeRole; name?: string } = {};
  const rest: string[] = [];
  for (let i = 0; i < options.length; i++) {
    const option = options[i]!;
    const equals = option.startsWith('--') ? option.indexOf('=') : -1;
    const flag = equals === -1 ? option : option.slice(0, equals);
    if (command !== 'add-user' || (flag !== '--role' && flag !== '--name')) {
      rest.push(option);
      continue;
    }
    const value = equals === -1 ? options[++i] : option.slice(equals + 1);
    const field = flag === '--role' ? 'role' : 'name';
    if (value === undefined || person[field] !== undefined) {
      rest.push(option);
      continue;
    }
    if (field === 'role') {
      if (!isOfficeRole(value)) {
        io.err(`office: "${value}" is not a role: owner, dispatcher or technician\n`);
        return 2;
      }
      person.role = value;
    } else {
      const name = oneLine(value);
      if (name === '' || [...name].length > teamRules.nameMaxLength) {
        io.err(`office: a name is 1 to ${teamRules.nameMaxLength} characters\n`);
        return 2;
      }
      person.name = name;
    }
  }
  const needsEmail = command === 'add-user' || command === 'remove-user' || command === 'reset-password';
  if (command === '--help' || command === '-h') {
    io.out(`${USAGE}\n`);
    return 0;
  }
  if (
    !(needsEmail || command === 'list-users') ||
    rest.length > 0 ||
    (needsEmail ? email === undefined : email !== undefined)
  ) {
    io.err(`office: ${command ? `cannot read "${argv.join(' ')}"` : 'which command?'}\n${USAGE}\n`);
    return 2;
  }
  if (needsEmail && !EMAIL_ADDRESS.test(email!.trim())) {
    io.err(`office: "${email}" is not an e-mail address\n`);
    return 2;
  }
  const config = parseDatabaseUrl(env.DATABASE_URL);
  if (typeof config === 'string') {
    io.err(`office: ${config}\n`);
    return 2;
  }

  let hash: string | undefined;
  if (command === 'add-user' || command === 'reset-password') {
    const password = await io.readPassword(`Password for ${normalEmail(email!)}: `);
    if (password === undefined || password === '') {
      io.err('office: no password given (type it at the prompt, or pipe it in on one line)\n');
      return 2;
    }
    const problem = passwordProblem(password, email);
    if (problem) {
      io.err(`office: ${problem}\n`);
      return 2;
    }
    hash = await hashPassword(password);
  }

  const database = createDatabase(config);
  const store = createOfficeStore(database);
  const where = describeDatabase(config);
  try {
    switch (command) {
      case 'add-user':
        try {
          // Every account has a name the screens show instead of its address: given, else read from the e-mail.
          const named = { ...person, name: person.name ?? nameFromEmail(normalEmail(email!)) };
          const user = await store.addUser(email!, hash!, new Date(), named);
          const hint = person.name === undefined ? ' (--name gives another; so does My profile)' : '';
          io.out(
            `Added ${user.email} as ${user.role}, named ${user.name}${hint}; they can sign in at /office/login.\n`,
          );
          return 0;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          io.err(`office: ${normalEmail(email!)} has an account already (reset-password changes its password)\n`);
          return 1;
        }
      case 'reset-password':
        if (await store.setPassword(email!, hash!)) {
          io.out(`New password set for ${normalEmail(email!)}; its sessions were ended.\n`);
          return 0;
        }
        io.err(`office: no account for ${normalEmail(email!)}\n`);
        return 1;
      case 'remove-user':
        if (await store.removeUser(email!)) {
          io.out(`Removed ${normalEmail(email!)} and ended its sessions.\n`);
          return 0;
        }
        io.err(`office: no account for ${normalEmail(email!)}\n`);
        return 1;
      default: {
        const users = await store.listUsers();
        if (users.length === 0) io.out(`No office accounts in ${where}. Add one with add-user.\n`);
        for (const user of users) {
          const name = user.name ? `  ${user.name}` : '';
          io.out(`${user.email}  ${user.role}${name}  (since ${user.createdAt.slice(0, 10)})\n`);
        }
        return 0;
      }
    }
  } catch (error) {
    io.err(`office: cannot use ${where}: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

/** The first line piped in, without its line break. */
async function firstLine(): Promise<string | undefined> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return undefined;
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(prompt: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

/** The password for add-user and reset-password, from the terminal or the first line piped in. */
export async function readPassword(prompt: string): Promise<string | undefined> {
  if (!process.stdin.isTTY) return firstLine();
  const first = await askHidden(prompt);
  const again = await askHidden('Once more: ');
  if (first !== again) {
    process.stderr.write('office: the two passwords differ\n');
    return undefined;
  }
  return first;
}
