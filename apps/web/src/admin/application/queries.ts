import { type ApplicationInfo, systemAdminEndpoints } from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';

/** The page's one call; component tests hand the screen their own answers instead. */
export type ApplicationApi = { info: (signal?: AbortSignal) => Promise<ApplicationInfo> };

export const applicationApi: ApplicationApi = {
  info: (signal) => call(systemAdminEndpoints.application, {}, { signal }),
};

/** Read afresh each time the page opens (uptime and queue counts move); never kept long. */
export const applicationInfoQueryOptions = (api: ApplicationApi) =>
  queryOptions({
    queryKey: ['applicationInfo'] as const,
    queryFn: ({ signal }) => api.info(signal),
    staleTime: 0,
    gcTime: 60_000,
  });
