import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { firstLoadBudget } from './build/firstLoadBudget.ts';
import { oneLanguage } from './build/oneLanguage.ts';
import { precompress } from './build/precompress.ts';
import { slimEndpoints } from './build/slimEndpoints.ts';
import { sonnerStyles } from './build/sonnerStyles.ts';
import { type RenderedPage, renderedPageModules } from './src/app/routes/renderedPages.ts';

/** What a rendered page imports lazily as soon as it opens (the server preloads the same). */
const lazyOf = (page: RenderedPage) => renderedPageModules[page].map((module) => `/${module}`);

/** The language `index.html` is built for: the app sends `/` and `/admin` there. */
const indexLanguage = 'en';

/** `vite build --ssr`: the page renderer the server loads, into dist-ssr (nothing to compress or budget). */
const serverRenderer: UserConfig = {
  // React, its router and the query client bundled in their production builds, whatever the
  // server's NODE_ENV: their development builds render several times slower.
  define: {
    'import.meta.env.WEB_LANGUAGE': JSON.stringify(''),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  plugins: [react(), slimEndpoints()],
  ssr: { noExternal: true },
  build: { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false },
};

// One build per language (decision 0026): `npm run build` runs this config once per WEB_LANGUAGE,
// English first, into the same folder. The dev server carries every language.
export default defineConfig(({ command, isSsrBuild }) => {
  // The server's renderer (decision 0071): one build that carries every language.
  if (isSsrBuild) return serverRenderer;
  const language = process.env.WEB_LANGUAGE ?? '';
  if (command === 'build' && !language) throw new Error('WEB_LANGUAGE is not set: run `npm run build`');
  return {
    define: { 'import.meta.env.WEB_LANGUAGE': JSON.stringify(language) },
    plugins: [
      react(),
      slimEndpoints(),
      sonnerStyles(),
      oneLanguage(language, indexLanguage),
      precompress(),
      firstLoadBudget({
        budgetKb: 120,
        // The header's cart count reads the device cart at start. (The search's results panel arrives
        // on the box's first focus or click.)
        startup: ['/src/storefront/shared/cart/localCart.ts'],
        // Signed in, the count reads the server cart and the device cart is merged into it
        // (storefront/shared/session.ts): checked for forbidden modules (zod) like the entry, not counted.
        signedInStartup: [
          '/src/storefront/shared/cart/serverCart.ts',
          '/src/storefront/shared/cart/cartSync.ts',
        ],
        // What each route imports lazily as soon as it opens (app/routes/router.tsx).
        routes: [
          { name: 'home', url: `/${language}`, lazy: lazyOf('home') },
          { name: 'categories', url: `/${language}/categories`, lazy: lazyOf('categories') },
          { name: 'products', url: `/${language}/products/:categoryId`, lazy: lazyOf('products') },
          { name: 'details', url: `/${language}/products/details/:id`, lazy: lazyOf('productDetails') },
          { name: 'cart', url: `/${language}/my-cart`, lazy: ['/src/storefront/cart/index.ts'] },
        ],
        // What /admin/{lang} loads: the admin entry (layout, providers, Mantine) and the dashboard.
        adminShell: {
          name: 'admin shell',
          url: `/admin/${language}`,
          lazy: ['/src/admin/index.ts', '/src/admin/dashboard/DashboardPage.tsx'],
        },
        forbidden: [
          '/src/admin/',
          '/src/storefront/account/',
          '/src/storefront/catalogue/',
          '/src/storefront/cart/',
          '/src/storefront/search/SearchPanel',
          '/src/storefront/checkout/',
          '/src/storefront/orders/',
          '/node_modules/leaflet/',
          '/node_modules/yet-another-react-lightbox/',
          '/node_modules/zod/',
          '/node_modules/react-hook-form/',
        ],
        // Each storefront feature declares its pages in its routes.ts (lazy imports only): the router
        // reads them at start.
        registrations: ['/routes.ts'],
      }),
    ],
    build: {
      outDir: 'dist',
      // The server reads which files a rendered page loads at once (its code and styles) from here.
      manifest: `.vite/manifest.${language}.json`,
      // Every browser the storefront supports preloads modules itself.
      modulePreload: { polyfill: false },
      // The other languages' builds add their pages beside the first's; identical chunks share a name.
      emptyOutDir: language === indexLanguage,
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
              // The price per unit of measure and its rule, and the slot that loads a deal's badge: one
              // chunk for the cards, the page and the cart.
              {
                name: 'measure',
                test: /(packages[\\/]contracts[\\/]src[\\/]measure-price|storefront[\\/]shared[\\/]catalogue[\\/]([Mm]easureText|DealSlot))\./,
                priority: 1,
              },
            ],
          },
        },
        treeshake: {
          // The contracts package only declares schemas: the storefront may import a constant from it
          // (languages, paths) without pulling in zod. Calls on `z` are pure declarations.
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
  };
});
