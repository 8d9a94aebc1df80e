import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The shared rules and formats, tested once in Node (the server and the web both run them).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
