import { type UserAssignments, usersAdminEndpoints } from '@grocery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { usersKeys } from './queries';

/**
 * Saves a user's three lists. A refusal (OWN_ACCESS_REQUIRED, LAST_ADMIN; HTTP 200 with reject)
 * throws an ApiError carrying the reason, as call() does for every rejection. On success the users
 * lists and this user's detail (with its history) are refetched: nothing else changed.
 */
export function useSaveAssignments(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserAssignments) =>
      call(usersAdminEndpoints.saveAssignments, { params: { userId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.detail(userId) }),
      ]),
  });
}

/** Mails the user a reset link; the audit log gains an entry, so this user's history is refetched. */
export function useSendResetLink(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(usersAdminEndpoints.sendResetLink, { params: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.history(userId) }),
  });
}
