import './app/fonts.css';
import './app/global.css';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './api/queryClient';
import { App } from './app/App';
import { readRenderedState, storefrontStaleTime } from './app/rendered';
import { createRouter, loadPageAt } from './app/routes/router';

// zod (loaded later, with the forms) would probe once whether it may compile with eval; our
// Content-Security-Policy forbids eval and the browser reports the probe. Its shared config says
// no eval up front, without loading zod here.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element not found');
const queryClient = createQueryClient(storefrontStaleTime);
const rendered = readRenderedState();
const router = createRouter();
const app = (config?: Parameters<typeof App>[0]['rendered']) => (
  <App queryClient={queryClient} rendered={config}>
    <RouterProvider router={router} future={{ v7_startTransition: true }} />
  </App>
);

if (rendered && rootElement.hasChildNodes()) {
  // The server rendered this page: its answers fill the cache, its code is loaded, then React takes
  // over the HTML as it is.
  hydrate(queryClient, rendered.queries);
  void loadPageAt(window.location.pathname).finally(() =>
    hydrateRoot(rootElement, app({ config: rendered.config }), {
      onRecoverableError: (error) => console.error('hydration', error),
    }),
  );
} else {
  createRoot(rootElement).render(app());
}
