import { systemAdminEndpoints } from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';

/** Read afresh each time the page opens (uptime and queue counts move); never kept long. */
export const applicationInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['applicationInfo'] as const,
    queryFn: ({ signal }) => call(systemAdminEndpoints.application, {}, { signal }),
    staleTime: 0,
    gcTime: 60_000,
  });
