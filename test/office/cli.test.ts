/**
 * `npm run office`, run as the owner would: a child process with the password piped in on standard input.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl } from '../../server/kernel/config';
import { passwordProblem, verifyPassword } from '../../server/office/passwords';
import { createOfficeStore } from '../../server/office/store';
import { runOffice } from '../../scripts/office';
import { testEngines } from '../helpers/engines';
import { runNode, type NodeRun } from '../helpers/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const engines = testEngines('office accounts command');

/** Runs `npm run office` (scripts/cli.ts office) with `input` on its standard input; resolves with its exit code and output. */
function office(args: string[], url: string, input = ''): Promise<NodeRun> {
  return runNode(['--import', 'tsx', 'scripts/cli.ts', 'office', ...args], root, { DATABASE_URL: url }, input);
}

async function withStore<T>(url: string, work: (store: ReturnType<typeof createOfficeStore>) => Promise<T>) {
  const config = parseDatabaseUrl(url);
  if (typeof config === 'string') throw new Error(config);
  const database = createDatabase(config);
  try {
    return await work(createOfficeStore(database));
  } finally {
    await database.close();
  }
}

describe('the password rules', () => {
  it('refuse short and common passwords, padded common words, one repeated character and the e-mail itself', () => {
    for (const password of [
      'short-one',
      'password1234',
      '123456789012',
      'qwertyuiop12',
      'Password2026!',
      '!!Welcome!!2026',
      'aaaaaaaaaaaaaa',
      '12121212121212',
    ]) {
      expect(passwordProblem(password, 'staff@example.com'), password).toBeDefined();
    }
    expect(passwordProblem('jordan.smith-2026', 'jordan.smith@example.com')).toContain('e-mail');
    expect(passwordProblem('x'.repeat(300))).toContain('at most');
    expect(passwordProblem('harbor-lamp-copper-88', 'staff@example.com')).toBeUndefined();
  });
});

/** Runs the command in this process, as scripts/cli.ts does, with `input` as the piped password. */
async function officeHere(
  args: string[],
  url: string,
  input?: string,
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runOffice(
    args,
    { DATABASE_URL: url },
    { out: (text) => (out += text), err: (text) => (err += text), readPassword: async () => input },
  );
  return { code, out, err };
}

describe('npm run office as a process', () => {
  // The one run through a real child process: the password piped on standard input (its first line only), the
  // output and the exit codes. Everything else calls runOffice in this process, on each engine.
  it('reads the first line piped in as the password, and exits 0, 1 or 2 as documented', async () => {
    const url = await engines[0]!.newDatabaseUrl();
    const added = await office(['add-user', 'Owner@Example.com'], url, 'harbor-lamp-copper-88\nignored line\n');
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toContain('Added owner@example.com');
    const user = await withStore(url, (store) => store.userWithHash('owner@example.com'));
    expect(await verifyPassword(user!.passwordHash, 'harbor-lamp-copper-88')).toBe(true);

    const twice = await office(['add-user', 'owner@example.com'], url, 'another-long-password-1\n');
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('has an account already');

    const unknown = await office(['frobnicate'], url);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('usage: npm run office');
  }, 60_000);
});

describe('npm run office, whatever the database', () => {
  it('refuses a common password, storing nothing', async () => {
    const url = await engines[0]!.newDatabaseUrl();
    const refused = await officeHere(['add-user', 'staff@example.com'], url, 'password1234');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('one of the most common');
    expect((await officeHere(['list-users'], url)).out).toContain('No office accounts');
  });

  it('adds a person with a role and a name, lists the roles, and refuses an unknown role storing nothing', async () => {
    const url = await engines[0]!.newDatabaseUrl();
    const added = await officeHere(
      ['add-user', 'tech@example.com', '--role', 'technician', '--name', 'Sam  Rivera'],
      url,
      'harbor-lamp-copper-88',
    );
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toContain('Added tech@example.com as technician');
    expect((await officeHere(['add-user', 'boss@example.com'], url, 'harbor-lamp-copper-89')).code).toBe(0);
    expect((await officeHere(['list-users'], url)).out).toMatch(
      // Added without --name, the owner is named after the e-mail.
      /^boss@example\.com {2}owner {2}Boss {2}\(since [\d-]{10}\)\ntech@example\.com {2}technician {2}Sam Rivera {2}\(since [\d-]{10}\)\n$/,
    );
    const wrong = await officeHere(['add-user', 'x@example.com', '--role=plumber'], url, 'harbor-lamp-copper-90');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('not a role');
    expect((await officeHere(['add-user', 'x@example.com', '--role', 'owner', '--role', 'technician'], url)).code).toBe(
      2,
    );
    expect((await officeHere(['list-users'], url)).out).not.toContain('x@example.com');
  });

  it('keeps a removed account as removed, and add-user gives the same e-mail its account back', async () => {
    const url = await engines[0]!.newDatabaseUrl();
    await officeHere(['add-user', 'tech@example.com', '--role', 'technician'], url, 'harbor-lamp-copper-88');
    const before = await withStore(url, (store) => store.userWithHash('tech@example.com'));
    expect((await officeHere(['remove-user', 'tech@example.com'], url)).code).toBe(0);
    expect(await withStore(url, (store) => store.userWithHash('tech@example.com'))).toBeUndefined();
    const again = await officeHere(
      ['add-user', 'tech@example.com', '--role', 'dispatcher'],
      url,
      'harbor-lamp-copper-91',
    );
    expect(again.code).toBe(0);
    const after = await withStore(url, (store) => store.userWithHash('tech@example.com'));
    expect(after).toMatchObject({ id: before!.id, role: 'dispatcher' });
    expect(await verifyPassword(after!.passwordHash, 'harbor-lamp-copper-91')).toBe(true);
  });

  it('explains its usage for an unknown command or a missing e-mail', async () => {
    const url = await engines[0]!.newDatabaseUrl();
    const unknown = await officeHere(['frobnicate'], url);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('usage: npm run office');
    expect((await officeHere(['add-user'], url)).code).toBe(2);
  });
});

describe.each(engines)('npm run office on $name', (engine) => {
  it('adds an account with an argon2id hash of the password, lower-casing the e-mail, once', async () => {
    const url = await engine.newDatabaseUrl();
    const added = await officeHere(['add-user', 'Owner@Example.com'], url, 'harbor-lamp-copper-88');
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toContain('Added owner@example.com');
    const user = await withStore(url, (store) => store.userWithHash('owner@example.com'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user!.passwordHash, 'harbor-lamp-copper-88')).toBe(true);
    expect(user!.passwordHash).not.toContain('harbor');

    // The engine's unique-violation error is what tells "has an account already" from a real failure.
    const twice = await officeHere(['add-user', 'owner@example.com'], url, 'another-long-password-1');
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('has an account already');

    const listed = await officeHere(['list-users'], url);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^owner@example\.com {2}owner {2}Owner {2}\(since \d{4}-\d{2}-\d{2}\)\n$/);
  }, 30_000);

  it('reset-password and remove-user end the account’s sessions', async () => {
    const url = await engine.newDatabaseUrl();
    expect((await officeHere(['add-user', 'staff@example.com'], url, 'first-password-long-1')).code).toBe(0);
    const session = async () =>
      withStore(url, async (store) => {
        const user = (await store.userWithHash('staff@example.com'))!;
        return store.createSession(user.id, new Date(), '127.0.0.1');
      });
    const alive = (token: string) => withStore(url, (store) => store.findSession(token, new Date()));

    const before = await session();
    const reset = await officeHere(['reset-password', 'staff@example.com'], url, 'second-password-long-2');
    expect(reset.code).toBe(0);
    expect(await alive(before)).toBeUndefined();
    const user = await withStore(url, (store) => store.userWithHash('staff@example.com'));
    expect(await verifyPassword(user!.passwordHash, 'second-password-long-2')).toBe(true);

    const current = await session();
    expect(await alive(current)).toBeDefined();
    const removed = await officeHere(['remove-user', 'staff@example.com'], url);
    expect(removed.code).toBe(0);
    expect(await alive(current)).toBeUndefined();
    expect(await withStore(url, (store) => store.listUsers())).toEqual([]);
    expect((await officeHere(['remove-user', 'staff@example.com'], url)).code).toBe(1);
  }, 30_000);
});
