import { defineConfig } from 'vitest/config';

// Browser tests share one production server and run one file at a time: Chromium on two cores is the bottleneck.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.spec.ts'],
    globalSetup: ['test/e2e/server.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
