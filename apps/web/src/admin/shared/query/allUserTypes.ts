import { userTypesAdminEndpoints } from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { catalogueRootKeys } from './rootKeys';

/**
 * Every user type (a shop has a handful), for the pickers and the user types list: one call under
 * the user types' root key, so any save of a user type refreshes every reader.
 */
export const allUserTypesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueRootKeys.userTypes,
    queryFn: ({ signal }) =>
      call(userTypesAdminEndpoints.list, undefined, { signal }).then((answer) => answer.userTypes),
    staleTime: 5 * 60_000,
  });
