import { type UserAssignments, usersAdminEndpoints } from '@grocery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { usersKeys } from './queries';

/**
 * Saves a user's three lists. A refusal (OWN_ACCESS_REQUIRED, LAST_ADMIN, GRANT_NOT_HELD naming what;
 * HTTP 200 with reject) comes back as the answer. On success the users lists and this user's detail
 * (with its history) are refetched: nothing else changed. A refused grant is audited, so the
 * history is refetched then.
 */
export function useSaveAssignments(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserAssignments) =>
      call(usersAdminEndpoints.saveAssignments, { params: { userId }, body }, { allowReject: true }),
    onSuccess: (answer) => {
      if (answer.reject)
        return answer.reason === 'GRANT_NOT_HELD'
          ? queryClient.invalidateQueries({ queryKey: usersKeys.history(userId) })
          : undefined;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.detail(userId) }),
      ]);
    },
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
