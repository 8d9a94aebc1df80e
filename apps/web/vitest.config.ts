import { defineConfig } from 'vitest/config';

// Unit tests run in Node without the React plugin: they cover pure functions and dictionaries.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
