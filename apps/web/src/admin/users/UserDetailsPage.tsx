import { Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isNotFound } from '../../api/client';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { useAppState } from '../../state/appState';
import { hasPermission } from '../../state/permissions';
import { PageError } from '../shared/feedback';
import { assignmentChoices } from './details/grantable';
import { ResetLinkButton } from './details/ResetLinkButton';
import { UserAssignmentsForm } from './details/UserAssignmentsForm';
import { UserHistory } from './details/UserHistory';
import { UserNotFound } from './details/UserNotFound';
import { UserSummary } from './details/UserSummary';
import { useSaveAssignments } from './mutations';
import { permissionsQueryOptions, userQueryOptions, userTypesQueryOptions } from './queries';
import { permissionTitleTexts, userDetailsTexts } from './texts';

/** Path ids are digits only (as the server reads them); anything else names no user. */
function userIdOf(param: string | undefined): number | null {
  return param && /^\d{1,15}$/.test(param) ? Number(param) : null;
}

/** One user: who they are, their user types, groups and permissions, a reset link, their history. */
export function UserDetailsPage() {
  const userId = userIdOf(useParams().userId);
  return userId === null ? <UserNotFound /> : <UserDetails userId={userId} />;
}

function UserDetails({ userId }: { userId: number }) {
  const texts = useTexts(userDetailsTexts);
  const permissionTitles = useTexts(permissionTitleTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const { user: signedIn } = useAppState();
  const user = useQuery(userQueryOptions(userId));
  const userTypes = useQuery(userTypesQueryOptions());
  const access = useQuery(permissionsQueryOptions());
  const save = useSaveAssignments(userId);
  const backToList = () => navigate(`/admin/${language}/users`);
  const canGrant = hasPermission(signedIn, 'users:grant');
  const held = signedIn?.permissions ?? [];

  const userTypeNames = useMemo(
    () => new Map((userTypes.data ?? []).map((type) => [type.userTypeId, type.name])),
    [userTypes.data],
  );

  if (isNotFound(user.error)) return <UserNotFound />;
  const failed = [user, userTypes, access].find((query) => query.isError);
  if (failed) {
    const retry = () => {
      for (const query of [user, userTypes, access]) if (query.isError) void query.refetch();
    };
    return <PageError message={texts.loadFailed} error={failed.error} onRetry={retry} />;
  }

  const details = user.data;
  return (
    <Stack gap="lg" p="md" maw={880}>
      <UserSummary user={details} />

      {details && userTypes.data && access.data ? (
        <UserAssignmentsForm
          key={details.userId}
          user={details}
          canGrant={canGrant}
          {...assignmentChoices(
            details,
            userTypes.data,
            access.data,
            canGrant ? held : null,
            permissionTitles,
          )}
          onSave={(values) => save.mutateAsync(values)}
          onDone={backToList}
        />
      ) : (
        <Stack gap="md">
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      )}

      {details && hasPermission(signedIn, 'users:write') && (
        <Group>
          <ResetLinkButton userId={details.userId} email={details.email} />
        </Group>
      )}

      {details && hasPermission(signedIn, 'system:read') && (
        <UserHistory userId={details.userId} userTypeNames={userTypeNames} />
      )}
    </Stack>
  );
}
