import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/template-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own database; a few files at a time keep PGlite's memory in check.
    maxWorkers: 2,
    // Files share a worker's loaded modules (decision 0058): each builds its own app and database, so
    // nothing is shared but code, and the suites run in about a quarter of the time.
    isolate: false,
  },
});
