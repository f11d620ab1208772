import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    maxWorkers: 2,
    // The web project's vmForks workers keep growing (VM contexts leak): one past this is replaced, a cheap exit. It is
    // read from this root config only; the default would be half the machine's memory per worker.
    vmMemoryLimit: '2048MB',
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // A worker runs its test files one after another on one module graph: the app is imported once per worker,
          // not once per file (a third of the run). Each file still gets its own database and app instance; the server
          // keeps no state between apps except per-database caches. The web project stays isolated (jsdom state).
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
