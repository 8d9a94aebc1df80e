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
    // In CI a failed test runs once more, as the browser tests do; the log names every retry. A 500
    // of a PromoFull upload was seen once in five PostgreSQL runs under CI's load and not since:
    // its test now prints the logged error, for whoever sees it next.
    retry: process.env.CI ? 1 : 0,
  },
});
