import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one file at a time on our two. Most suites spend their
    // time waiting (on child processes, sockets, the SMTP sink, PostgreSQL, fsync), so two files at a time keep
    // both cores busy. Every suite gets its own databases, ports and temp folders, and dist/ is built once in the
    // global setup, so files can run side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Suites that walk every page of the site take seconds; on a shared two-core machine Vitest's 5 s default
    // turns load into failures that say nothing about the code.
    testTimeout: 20_000,
  },
});
