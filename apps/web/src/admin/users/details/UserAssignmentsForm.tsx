import type {
  AdminUserDetails,
  Permission,
  UserAssignments,
  userAssignmentsResponse,
} from '@grocery/contracts';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Fragment, useId, useState } from 'react';
import type { z } from 'zod';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import {
  AdminForm,
  MultiSelectField,
  type SelectOption,
  SubmitButton,
  useAdminForm,
} from '../../shared/form';
import { permissionTitleTexts, userDetailsTexts } from '../texts';
import { assignmentsFormSchema, assignmentsOf, type KeptAccess, withKept } from './assignmentValues';
import { type SaveRefusal, saveRefusal } from './saveFailure';

export type AssignmentChoices = {
  userTypes: SelectOption[];
  /** Only what the admin may give or take away (decision 0051). */
  groups: SelectOption[];
  permissions: SelectOption[];
};

type SaveAnswer = z.infer<typeof userAssignmentsResponse>;

type Props = {
  user: AdminUserDetails;
  choices: AssignmentChoices;
  /** What the user holds beyond the admin's grant: shown read-only, sent back as it is. */
  kept?: KeptAccess;
  /** Without users:grant the server refuses group and permission changes: those two are read-only. */
  canGrant: boolean;
  /** Answers the save, a refusal included (OWN_ACCESS_REQUIRED, LAST_ADMIN, GRANT_NOT_HELD). */
  onSave: (values: UserAssignments) => Promise<SaveAnswer>;
  /** After a save, and on Cancel: back to the list. */
  onDone: () => void;
};

const noneKept: KeptAccess = { groups: [], permissions: [] };

/** The user's three lists, saved together. A failed save keeps every selection and says why. */
export function UserAssignmentsForm({ user, choices, kept = noneKept, canGrant, onSave, onDone }: Props) {
  const texts = useTexts(userDetailsTexts);
  const titles = useTexts(permissionTitleTexts);
  const [failure, setFailure] = useState<{ refusal: SaveRefusal | null } | null>(null);
  const form = useAdminForm({
    schema: assignmentsFormSchema,
    defaultValues: assignmentsOf(user, kept),
    labels: { userTypeIds: texts.userTypes, groups: texts.permissionGroups, permissions: texts.permissions },
  });
  const anyKept = kept.groups.length > 0 || kept.permissions.length > 0;

  const submit = async (values: UserAssignments) => {
    setFailure(null);
    let answer: SaveAnswer;
    try {
      answer = await onSave(withKept(values, kept));
    } catch (error) {
      console.error('user assignments not saved', error);
      setFailure({ refusal: null });
      return;
    }
    if (answer.reject) {
      setFailure({ refusal: saveRefusal(answer, texts, titles) });
      return;
    }
    adminToast.success(texts.saved);
    onDone();
  };

  return (
    <AdminForm form={form} onSubmit={submit}>
      <Stack gap="md">
        <MultiSelectField name="userTypeIds" label={texts.userTypes} options={choices.userTypes} />
        {/* Without users:grant the server refuses group and permission changes: shown, not changeable. */}
        <Stack gap={6}>
          <MultiSelectField
            name="groups"
            label={texts.permissionGroups}
            options={choices.groups}
            disabled={!canGrant}
          />
          <KeptList label={texts.keptGroups} names={kept.groups} />
        </Stack>
        <Stack gap={6}>
          <MultiSelectField
            name="permissions"
            label={texts.permissions}
            options={choices.permissions}
            disabled={!canGrant}
          />
          <KeptList
            label={texts.keptPermissions}
            names={kept.permissions.map((name) => titles[name] ?? name)}
          />
        </Stack>
        <Text size="sm" c="gray.7">
          {canGrant ? texts.grantScope : texts.grantNeeded}
          {canGrant && anyKept && ` ${texts.keptWhy}`}
        </Text>
        {failure && (
          <Alert color="red" role="alert" title={texts.saveFailed}>
            {failure.refusal?.message}
            {failure.refusal?.names.length ? (
              <Text component="span" size="sm" fw={600} display="block">
                {failure.refusal.names.map((name, index) => (
                  <Fragment key={name}>
                    {index > 0 && ', '}
                    <bdi>{name}</bdi>
                  </Fragment>
                ))}
              </Text>
            ) : null}
          </Alert>
        )}
        <Group gap="sm">
          <SubmitButton disabledUntilChanged>{texts.save}</SubmitButton>
          <Button variant="default" onClick={onDone}>
            {texts.cancel}
          </Button>
        </Group>
      </Stack>
    </AdminForm>
  );
}

/** What the user holds that the admin cannot change: named, not changeable. */
function KeptList({ label, names }: { label: string; names: readonly string[] }) {
  const labelId = useId();
  if (names.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" style={{ rowGap: 4 }}>
      <Text size="sm" c="gray.7" id={labelId}>
        {label}
      </Text>
      <Group component="ul" gap={6} aria-labelledby={labelId} m={0} p={0} style={{ listStyle: 'none' }}>
        {names.map((name) => (
          <Badge component="li" key={name} variant="default" size="lg" radius="xl" fw={500} tt="none">
            <bdi>{name}</bdi>
          </Badge>
        ))}
      </Group>
    </Group>
  );
}

/** The permissions' options, each labelled with its title in the admin's language. */
export function permissionOptions(
  names: readonly Permission[],
  titles: Record<Permission, string>,
): SelectOption[] {
  return names.map((name) => ({ value: name, label: titles[name] ?? name }));
}
