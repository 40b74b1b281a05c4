import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
    hookTimeout: 60_000,
  },
});
