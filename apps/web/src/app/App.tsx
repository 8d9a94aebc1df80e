import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppStateProvider } from '../state/appState';
import { createRouter } from './routes/router';
import { StartupProvider } from './Startup';

export function App() {
  const [router] = useState(createRouter);
  return (
    <StrictMode>
      <AppStateProvider>
        <StartupProvider>
          <RouterProvider router={router} future={{ v7_startTransition: true }} />
        </StartupProvider>
      </AppStateProvider>
    </StrictMode>
  );
}
