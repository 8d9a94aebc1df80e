import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/client';

/** A refused call (4xx) is an answer, not a hiccup: only network and server failures are retried, once. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** One client for the whole back office: every admin page's server state lives here (decision 0033). */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryOnce, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const adminQueryClient = createAdminQueryClient();
