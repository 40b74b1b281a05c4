import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest spec files, longest first, by the CI of 29 Nov 2026 (docs/testing.md, "the tenth pass measured"). On
 * a fresh clone Vitest knows no file's duration and keeps the files in the order it found them, so `layout.spec.ts`
 * (about a sixth of the run) started half-way through and one worker could run it alone at the end, the other idle.
 * Starting the long files first lets the short ones fill in beside them.
 */
const LONGEST = ['layout', 'booking', 'booking-phone', 'office', 'two-visit', 'contact'];

const rank = (spec: TestSpecification) => {
  const index = LONGEST.indexOf(path.basename(spec.moduleId, '.spec.ts'));
  return index === -1 ? LONGEST.length : index;
};

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep Vitest's own order (failed, then longest, once it knows them).
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.spec.ts'],
    globalSetup: ['test/e2e/server.ts'],
    // Two spec files at a time on two cores: a file spends most of its time waiting on the server and on Chromium,
    // and each worker has a server, a database and a Chromium of its own (test/e2e/server.ts), so neither file
    // sees the other's bookings, limits or surge.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // As many concurrent tests as layout.spec.ts has tabs (its TABS): a test waiting for a tab would spend its own
    // time-out waiting for another page's visit.
    maxConcurrency: 3,
    // The longest files first, so the short ones fill in beside them (LongestFirst above).
    sequence: { sequencer: LongestFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
