import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Component tests (`*.browser.test.tsx`) run in Debian's Chromium, headless, through Playwright:
// real layout, real events, real IndexedDB. Never a downloaded browser.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  define: { 'import.meta.env.WEB_LANGUAGE': JSON.stringify('') },
  // Bundled before the first test, so that no test reloads the page halfway through discovering one.
  optimizeDeps: {
    include: [
      '@hookform/resolvers/zod',
      '@mantine/core',
      '@mantine/dates',
      '@mantine/hooks',
      '@tanstack/react-query',
      '@tanstack/react-table',
      'dayjs',
      'dayjs/locale/he',
      'dayjs/locale/th',
      'idb',
      'react-hook-form',
      'react-router-dom',
      'vitest-browser-react',
      'zod',
    ],
  },
  test: {
    include: ['src/**/*.browser.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
    },
  },
});
