/**
 * `npm run trace` counts the files a reader opens to follow each of the requests the architecture work set goals
 * for (docs/architecture.md#following-one-request), by running them with V8's coverage on. It runs outside Vitest,
 * on the suites' helpers, and once stopped at its first import unnoticed: a helper had begun to ask Vitest for the
 * run's temporary folder, which throws where no run is.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runNode } from '../helpers/server-process';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('npm run trace', () => {
  it('follows each request outside Vitest and finds it within its goal of files to open', async () => {
    // The process's temporary files (tsx's compile cache, the traces' databases) in the system's folder, as the
    // command line suites' (office/cli.test.ts): the run's RAM disk keeps only what the run removes after it.
    const { code, out, err } = await runNode(['--import', 'tsx', 'scripts/trace.ts', '--strict'], root, {});
    expect(code, `${out}\n${err}`).toBe(0);
    const counted = [...out.matchAll(/^(\w+): (\d+) files to open \(goal ≤ (\d+)\)$/gm)].map(
      ([, name, files, goal]) => ({
        name,
        within: Number(files) <= Number(goal),
      }),
    );
    expect(counted).toEqual(['book', 'move', 'price', 'review'].map((name) => ({ name, within: true })));
  }, 60_000);
});
