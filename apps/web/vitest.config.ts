import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests run in Node without the React plugin: they cover pure functions and dictionaries.
// The root is this folder, so the config works from anywhere (`npx vitest run --config apps/web/vitest.config.ts`).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
  },
});
