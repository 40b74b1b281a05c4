import { defineConfig } from 'vitest/config';

// Browser tests share one production server and run one file at a time: Chromium on two cores is the bottleneck.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.spec.ts'],
    globalSetup: ['test/e2e/server.ts'],
    fileParallelism: false,
    // As many concurrent tests as layout.spec.ts has tabs (its TABS): a test waiting for a tab would spend its own
    // time-out waiting for another page's visit.
    maxConcurrency: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
