import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    globalSetup: ['test/helpers/build-client.ts'],
    environment: 'node',
    // Suites that walk every page of the site take seconds; on a shared two-core machine Vitest's 5 s default
    // turns load into failures that say nothing about the code.
    testTimeout: 20_000,
  },
});
