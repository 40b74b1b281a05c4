import { spawn } from 'node:child_process';

/**
 * `npm test`'s static checks: formatting, types, lint and the boundary rules. Each reads the tree and writes
 * nothing, and each is one single-threaded process. They run in two lanes, one per core of CI's two: ESLint, the
 * longest (about 31 s of CPU), in one; Prettier (parsing with Oxc, decision 0073), TypeScript and dependency-cruiser
 * (about 33 s together) one after another in the other. All four at once took 47–61 s on that machine, the two
 * lanes 45–49 s (docs/testing.md, "seventeenth pass"). Each check's output is printed whole once it ends, so the four
 * never interleave (warnings included); the run fails when any of them fails, and every check runs whatever the
 * others found.
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
    const child = spawn(command!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
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

/** Runs the named checks one after another, every one of them even when one fails. */
async function lane(names: string[]): Promise<boolean[]> {
  const results: boolean[] = [];
  for (const name of names) results.push(await run(name, checks[name]!));
  return results;
}

// ESLint, the longest, alone in one lane; every other check in turn in the other, so a check added above runs too.
const lanes = [['eslint'], Object.keys(checks).filter((name) => name !== 'eslint')];
const results = (await Promise.all(lanes.map(lane))).flat();
if (results.includes(false)) process.exitCode = 1;
