import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadBudget } from './build/firstLoadBudget.ts';
import { precompress } from './build/precompress.ts';

const catalogue = '/src/storefront/catalogue';

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    firstLoadBudget({
      budgetKb: 120,
      // The header's cart count reads the device cart at start. (The search's results panel arrives
      // on the box's first focus or click.)
      startup: ['/src/storefront/shared/cart/localCart.ts'],
      // Signed in, the count reads the server cart and the device cart is merged into it
      // (app/session.ts): checked for forbidden modules (zod) like the entry, not counted.
      signedInStartup: [
        '/src/storefront/shared/cart/serverCart.ts',
        '/src/storefront/shared/cart/cartBackend.ts',
      ],
      // What each route imports lazily as soon as it opens (app/routes/router.tsx). Three routes are
      // still over the budget by a few KiB (decision 0009): their ceiling stops them growing meanwhile.
      routes: [
        { name: 'home', url: '/en', lazy: ['/src/storefront/home/HomePage.tsx'] },
        { name: 'categories', url: '/en/categories', lazy: [`${catalogue}/categories/CategoriesPage.tsx`] },
        {
          name: 'products',
          url: '/en/products/:categoryId',
          lazy: [`${catalogue}/products/ProductsPage.tsx`],
          overBudgetUntilFixedKb: 125,
        },
        {
          name: 'details',
          url: '/en/products/details/:id',
          lazy: [`${catalogue}/details/ProductDetailsPage.tsx`],
          overBudgetUntilFixedKb: 125,
        },
        {
          name: 'cart',
          url: '/en/my-cart',
          lazy: ['/src/storefront/cart/index.ts'],
          overBudgetUntilFixedKb: 124,
        },
      ],
      forbidden: [
        '/src/admin/',
        '/src/storefront/account/',
        '/src/storefront/catalogue/',
        '/src/storefront/cart/',
        '/src/storefront/search/SearchPanel',
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
    // Every browser the storefront supports preloads modules itself.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router)[\\/]/,
              priority: 2,
            },
            { name: 'start', tags: ['$initial'], priority: 1 },
          ],
        },
      },
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
