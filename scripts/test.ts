import { spawn } from 'node:child_process';
import { runChecks } from './checks';

/**
 * `npm test`: Vitest, with the static checks (scripts/checks.ts: Prettier, tsc, ESLint, dependency-cruiser) beside
 * it rather than before it. Vitest's suites spend a third of two cores' time waiting on the servers, clusters and
 * timers they start; the checks are pure CPU, run at a lower priority, and fit in that idle time, where before
 * Vitest they took a stage of their own (about 50 s of CI; docs/testing.md, "sixteenth pass"). Vitest's output
 * streams as it runs; each check's is printed whole when it ends. Arguments are Vitest's (`npm test -- test/seo`).
 * The run fails when either fails, and both always run to the end, so one run reports every failure.
 */
const vitest = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
const vitestPassed = new Promise<boolean>((resolve) => {
  vitest.on('error', (error) => {
    console.error(`vitest could not start: ${error.message}`);
    resolve(false);
  });
  vitest.on('close', (code) => resolve(code === 0));
});
// Ctrl-C or a CI runner's SIGTERM: Vitest gets it too and ends the servers it started; the checks only read.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    vitest.kill(signal);
    void vitestPassed.then(() => process.exit(1));
  });

const [checksPassed, testsPassed] = await Promise.all([runChecks(), vitestPassed]);
if (!checksPassed) console.log('== npm test: a static check failed (above)');
if (!checksPassed || !testsPassed) process.exitCode = 1;
