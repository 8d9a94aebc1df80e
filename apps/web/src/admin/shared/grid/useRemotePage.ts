import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GridRemote, GridRequest } from './types';

const noRows: never[] = [];

/**
 * Remote mode: the page for `request`, loaded through TanStack Query under [...queryKey, request]
 * (so invalidating the feature's key reloads it). While another page loads the previous total is
 * kept for the pager and the body shows a skeleton. A failure is logged (spec §8) and offered again.
 */
export function useRemotePage<Row>(remote: GridRemote<Row> | undefined, request: GridRequest) {
  const query = useQuery({
    queryKey: [...(remote?.queryKey ?? ['grid-local']), request],
    queryFn: ({ signal }) => {
      if (!remote) throw new Error('useRemotePage without a loader');
      return remote.load(request, signal);
    },
    enabled: remote !== undefined,
    placeholderData: keepPreviousData,
  });
  const { error, isError } = query;
  const loadError = remote?.loadError;

  useEffect(() => {
    if (isError) console.error(loadError, error);
  }, [isError, error, loadError]);

  const loading = query.isPending || query.isPlaceholderData;
  return {
    rows: loading || !query.data ? noRows : query.data.rows,
    total: query.data?.total ?? null,
    loading: loading && !isError,
    failed: isError,
    retry: () => void query.refetch(),
  };
}
