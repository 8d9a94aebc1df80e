import { settingsEndpoints } from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';

/**
 * The environment is read when the server starts and never changes while it runs: read once per
 * visit, never polled.
 */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings'] as const,
    queryFn: ({ signal }) => call(settingsEndpoints.read, {}, { signal }),
    staleTime: 5 * 60_000,
  });
