import { spawn } from 'node:child_process';

/**
 * `npm test`'s static checks, side by side: formatting, types, lint and the boundary rules. Each reads the tree
 * and writes nothing, and each is one single-threaded process, so on CI's two cores one after another left a core
 * idle the whole time (docs/testing.md has the figures). Each check's output is printed whole once it ends, so
 * the four never interleave (warnings included); the run fails when any of them fails.
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

const results = await Promise.all(Object.entries(checks).map(([name, command]) => run(name, command)));
if (results.includes(false)) process.exitCode = 1;
