import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadBudget } from './build/firstLoadBudget.ts';

export default defineConfig({
  plugins: [
    react(),
    firstLoadBudget({
      budgetKb: 120,
      forbidden: [
        '/src/admin/',
        '/src/storefront/account/',
        '/src/storefront/catalogue/',
        '/src/storefront/cart/',
        '/src/storefront/search/',
        '/src/storefront/checkout/',
        '/src/storefront/orders/',
        '/node_modules/leaflet/',
        '/node_modules/dexie/',
        '/node_modules/yet-another-react-lightbox/',
        '/node_modules/zod/',
        '/node_modules/react-hook-form/',
      ],
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // The contracts package only declares schemas: the storefront may import a constant from it
        // (languages, apiPaths) without pulling in zod. Calls on `z` are pure declarations.
        moduleSideEffects: (id: string) => !id.includes('/packages/contracts/'),
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
