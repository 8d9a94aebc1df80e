import {
  accessEndpoints,
  auditEndpoints,
  type InputOf,
  usersAdminEndpoints,
  usersAdminPageSize,
} from '@grocery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/call';

/** The list's own filters; page and sort are the grid's request, appended to the key by the grid. */
export type UsersFilters = { q: string; permissionGroup: string | null };

type UsersListQuery = InputOf<typeof usersAdminEndpoints.list>['query'];
type AuditQuery = InputOf<typeof auditEndpoints.list>['query'];
/** A page of a remote grid as the grid asks for it, in the list calls' own names. */
export type PageRequest = Pick<UsersListQuery, 'pageIndex' | 'pageSize' | 'sortDir'> & { sortBy?: string };

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
export const permissionsKeys = { all: ['permissions'] as const };

const sortKeys = ['userId', 'displayName', 'email', 'createdAt'] as const;
type UsersSortKey = (typeof sortKeys)[number];
const isUsersSortKey = (key: string | undefined): key is UsersSortKey =>
  sortKeys.includes(key as UsersSortKey);

/** A page of users under the filters; an unknown sort key falls back to the server's default. */
export function getUsers(filters: UsersFilters, page: PageRequest, signal?: AbortSignal) {
  const query: UsersListQuery = {
    pageIndex: page.pageIndex,
    pageSize: page.pageSize ?? usersAdminPageSize,
    sortBy: isUsersSortKey(page.sortBy) ? page.sortBy : undefined,
    sortDir: page.sortDir,
    q: filters.q.trim() || undefined,
    permissionGroup: filters.permissionGroup ?? undefined,
  };
  return call(usersAdminEndpoints.list, { query }, { signal });
}

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
export function getUserHistory(userId: number, page: PageRequest, signal?: AbortSignal) {
  const sortBy = page.sortBy === 'at' || page.sortBy === 'action' ? page.sortBy : undefined;
  const query: AuditQuery = {
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
    sortBy,
    sortDir: page.sortDir,
    entity: 'user',
    entityId: String(userId),
  };
  return call(auditEndpoints.list, { query }, { signal });
}

export { allUserTypesQueryOptions as userTypesQueryOptions } from '../shared/query/allUserTypes';
