import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm test`'s static checks, side by side: formatting, types, lint and the boundary rules. Each reads the tree
 * and writes nothing, and each is one single-threaded process, so on CI's two cores one after another left a core
 * idle the whole time (docs/testing.md has the figures). Each check's output is printed whole once it ends, so
 * the four never interleave (warnings included); the run fails when any of them fails.
 *
 * They run at a lower priority (nice 10): `npm test` runs them beside Vitest (scripts/test.ts), whose suites wait
 * on the servers, clusters and timers they start and must not wait longer for these; the checks are throughput
 * work and take the CPU Vitest leaves idle.
 */
const checks: Record<string, string[]> = {
  prettier: ['npx', 'prettier', '--check', '.'],
  // TypeScript 7, the native compiler: about a quarter of 5.9's CPU (decision 0070).
  tsc: ['npm', 'run', '--silent', 'typecheck'],
  eslint: ['npx', 'eslint', '.'],
  boundaries: ['npm', 'run', '--silent', 'boundaries'],
};

function run(name: string, [command, ...args]: string[]): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('nice', ['-n', '10', command!, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`== ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

/** Runs the four checks side by side; true when all of them passed. */
export async function runChecks(): Promise<boolean> {
  const results = await Promise.all(Object.entries(checks).map(([name, command]) => run(name, command)));
  return !results.includes(false);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!(await runChecks())) process.exitCode = 1;
}
