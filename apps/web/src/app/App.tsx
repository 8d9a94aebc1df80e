import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppStateProvider } from './appState';
import { PublicConfigProvider } from './publicConfig';
import { createRouter } from './routes/router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <StrictMode>
      <AppStateProvider>
        <PublicConfigProvider>
          <RouterProvider router={router} future={{ v7_startTransition: true }} />
        </PublicConfigProvider>
      </AppStateProvider>
    </StrictMode>
  );
}
