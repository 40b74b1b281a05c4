import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { temporaryFilesOnRamDisk } from './test/helpers/ram-tmpdir';

temporaryFilesOnRamDisk();

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
    testTimeout: 30_000,
    // A worker's spec files share its modules (as the Vitest suites do, decision 0066): layout.spec.ts and others
    // import the route table, and with it the whole app, and playwright-core and axe-core are large; evaluated
    // once per file that was 120 s of the run's summed import time. No spec mocks a module or changes a global,
    // and each closes the contexts and connections it opened (sharedBrowser).
    isolate: false,
    hookTimeout: 60_000,
  },
});
