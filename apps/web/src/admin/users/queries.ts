import {
  accessEndpoints,
  auditEndpoints,
  auditLogPageQuery,
  usersAdminEndpoints,
  usersAdminPageQuery,
} from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';
import { listRemote } from '../shared/grid';

/** The list's own filters; page and sort are the grid's request, appended to the key by the grid. */
export type UsersFilters = { q: string; permissionGroup: string | null };

/** Server-state keys of the users feature; a save invalidates lists() and that user's detail(id). */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (filters: UsersFilters) => [...usersKeys.lists(), filters] as const,
  details: () => [...usersKeys.all, 'detail'] as const,
  detail: (userId: number) => [...usersKeys.details(), userId] as const,
  /** Below the detail: refreshed with it. */
  history: (userId: number) => [...usersKeys.detail(userId), 'history'] as const,
};
export const userTypesKeys = { all: ['userTypes'] as const };
const permissionsKeys = { all: ['permissions'] as const };

/** The users grid's pages under the filters; an unknown sort key falls back to the server's default. */
export const usersListRemote = (filters: UsersFilters, loadError: string) =>
  listRemote(usersAdminEndpoints.page, {
    queryKey: usersKeys.list(filters),
    schema: usersAdminPageQuery,
    query: { q: filters.q.trim() || undefined, permissionGroup: filters.permissionGroup ?? undefined },
    loadError,
  });

export const userQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: usersKeys.detail(userId),
    queryFn: ({ signal }) =>
      call(usersAdminEndpoints.user, { params: { userId } }, { signal }).then((answer) => answer.user),
  });

/** Every permission and every group (with what it holds). */
export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: permissionsKeys.all,
    queryFn: ({ signal }) =>
      call(accessEndpoints.permissions, undefined, { signal }).then(({ permissions, groups }) => ({
        permissions,
        groups,
      })),
    staleTime: 5 * 60_000,
  });

/** The audit entries the server writes for this user (entity 'user', id as text), newest first by default. */
export const userHistoryRemote = (userId: number, loadError: string) =>
  listRemote(auditEndpoints.page, {
    queryKey: usersKeys.history(userId),
    schema: auditLogPageQuery,
    query: { entity: 'user', entityId: String(userId) },
    loadError,
  });

export { allUserTypesQueryOptions as userTypesQueryOptions } from '../shared/query/allUserTypes';
