import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { temporaryFilesOnRamDisk } from './test/helpers/ram-tmpdir';

temporaryFilesOnRamDisk();

/**
 * Every suite shares its worker's modules (decisions 0058, 0066): the app's module graph (Express, React, Kysely,
 * the pages, every feature) is evaluated once per worker instead of once per file, which was most of the suite's
 * summed import time. A file may therefore leave nothing behind for the next: servers, workers and timers are closed
 * by the test or file that made them (with `onTestFinished`/`afterAll` registered by the test, never at a helper's
 * top level), environment and globals restored, fake timers and spies undone. test/cache/uncached-answers.test.ts
 * resets its modules before mocking react-dom/server.
 */
const SHARED_MODULES = ['test/**/*.test.{ts,tsx}'];

/** Replaces a page's `build` in the app's page table with a spy (restored after each test): a process of its own. */
const ISOLATED = ['test/http/logging.test.ts'];

/**
 * JSX compiled for React's production runtime (`jsx`, not `jsxDEV`), matching the build test/helpers/react-production.ts
 * loads: the development runtime's `jsxDEV` calls into the development build and fails against the other.
 */
const PRODUCTION_JSX = { jsx: { runtime: 'automatic', development: false } } as const;

/** What every suite runs with, isolated or not. */
const common = {
  environment: 'node' as const,
  // React's production build, as the production server runs (decision 0068).
  setupFiles: ['test/helpers/react-production.ts'],
  // Suites that walk every page of the site take seconds; on a shared two-core machine Vitest's 5 s default
  // turns load into failures that say nothing about the code.
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
    // Once per run, for both projects below (Vitest runs the root's global setup and hands its values to each).
    globalSetup: ['test/helpers/global-setup.ts'],
    // Vitest's default is one worker fewer than the cores: one file at a time on our two. Most suites spend their
    // time waiting (on child processes, sockets, the SMTP sink, PostgreSQL, fsync), so two files at a time keep
    // both cores busy. Every suite gets its own databases, ports and temp folders, and dist/ is built once in the
    // global setup, so files can run side by side. Three on two cores was tried and taken back (docs/testing.md,
    // "CI time, fifteenth pass"): its CI runs took 325–398 s, and one failed a check that needs load to get going.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        oxc: PRODUCTION_JSX,
        test: {
          ...common,
          name: 'isolated',
          include: ISOLATED,
        },
      },
      {
        oxc: PRODUCTION_JSX,
        test: {
          ...common,
          name: 'shared modules',
          include: SHARED_MODULES,
          exclude: ['test/e2e/**', 'node_modules/**', ...ISOLATED],
          isolate: false,
        },
      },
    ],
  },
});
