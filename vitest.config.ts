import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Suites that render and read pages and data and keep nothing between files: no `vi.mock` taken before another file
 * loaded the module (test/cache/uncached-answers.test.ts resets its modules first), no environment or global
 * changed, no timers faked, no server or worker left running. They share their worker's modules (decision 0058):
 * the app's module graph (Express, React, Kysely, the pages, every feature) is evaluated once per worker instead
 * of once per file, which was a quarter of the suite's summed time.
 */
const SHARED_MODULES = ['pages', 'seo', 'views', 'content', 'blog', 'data', 'cache'].map(
  (folder) => `test/${folder}/**/*.test.{ts,tsx}`,
);

/** What every suite runs with, isolated or not. */
const common = {
  environment: 'node',
  // Suites that walk every page of the site take seconds; on a shared two-core machine Vitest's 5 s default
  // turns load into failures that say nothing about the code.
  testTimeout: 20_000,
} as const;

export default defineConfig({
  test: {
    // Once per run, for both projects below (Vitest runs the root's global setup and hands its values to each).
    globalSetup: ['test/helpers/global-setup.ts'],
    // Vitest's default is one worker fewer than the cores: one file at a time on our two. Most suites spend their
    // time waiting (on child processes, sockets, the SMTP sink, PostgreSQL, fsync), so two files at a time keep
    // both cores busy. Every suite gets its own databases, ports and temp folders, and dist/ is built once in the
    // global setup, so files can run side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          ...common,
          name: 'isolated',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: ['test/e2e/**', 'node_modules/**', ...SHARED_MODULES],
        },
      },
      {
        test: { ...common, name: 'shared modules', include: SHARED_MODULES, isolate: false },
      },
    ],
  },
});
