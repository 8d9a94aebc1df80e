import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import type { PublicConfig } from '../api/publicConfig';
import { AppStateProvider } from '../state/appState';
import { StartupProvider } from './Startup';

type Props = {
  /** The router: the browser's, or on the server a static one (entry-server.tsx). */
  children: ReactNode;
  queryClient: QueryClient;
  /** A page the server rendered: its config came with it, and no loading screen is shown. */
  rendered?: { config: PublicConfig };
};

/** The app around its router: state, start-up and the storefront's query client. */
export function App({ children, queryClient, rendered }: Props) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppStateProvider loading={!rendered}>
          <StartupProvider config={rendered?.config}>{children}</StartupProvider>
        </AppStateProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
