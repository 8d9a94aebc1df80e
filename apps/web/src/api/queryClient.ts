import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** A refused call (4xx) is an answer, not a hiccup: only network and server failures are retried, once. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * A query client: the back office keeps answers fresh for `staleTime`; the storefront for as long as
 * the server keeps its rendered pages, so that the data a page arrived with is not asked for again.
 */
export function createQueryClient(staleTime: number): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime, retry: retryOnce, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
