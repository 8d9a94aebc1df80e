import type { AdminUserDetails, Permission, UserAssignments } from '@grocery/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import {
  AdminForm,
  MultiSelectField,
  type SelectOption,
  SubmitButton,
  useAdminForm,
} from '../../shared/form';
import { userDetailsTexts } from '../texts';
import { assignmentsFormSchema, assignmentsOf } from './assignmentValues';
import { saveRefusal } from './saveFailure';

export type AssignmentChoices = {
  userTypes: SelectOption[];
  groups: SelectOption[];
  permissions: SelectOption[];
};

type Props = {
  user: AdminUserDetails;
  choices: AssignmentChoices;
  /** Without users:grant the server refuses group and permission changes: those two are read-only. */
  canGrant: boolean;
  onSave: (values: UserAssignments) => Promise<unknown>;
  /** After a save, and on Cancel: back to the list. */
  onDone: () => void;
};

/** The user's three lists, saved together. A failed save keeps every selection and says why. */
export function UserAssignmentsForm({ user, choices, canGrant, onSave, onDone }: Props) {
  const texts = useTexts(userDetailsTexts);
  const [failure, setFailure] = useState<{ refusal: string | null } | null>(null);
  const form = useAdminForm({
    schema: assignmentsFormSchema,
    defaultValues: assignmentsOf(user),
    labels: { userTypeIds: texts.userTypes, groups: texts.permissionGroups, permissions: texts.permissions },
  });

  const submit = async (values: UserAssignments) => {
    setFailure(null);
    try {
      await onSave(values);
    } catch (error) {
      console.error('user assignments not saved', error);
      setFailure({ refusal: saveRefusal(error, texts) });
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
        <MultiSelectField
          name="groups"
          label={texts.permissionGroups}
          options={choices.groups}
          disabled={!canGrant}
        />
        <MultiSelectField
          name="permissions"
          label={texts.permissions}
          options={choices.permissions}
          disabled={!canGrant}
        />
        {!canGrant && (
          <Text size="sm" c="gray.7">
            {texts.grantNeeded}
          </Text>
        )}
        {failure && (
          <Alert color="red" role="alert" title={texts.saveFailed}>
            {failure.refusal}
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

/** The permissions' options, each labelled with its title in the admin's language. */
export function permissionOptions(
  names: readonly Permission[],
  titles: Record<Permission, string>,
): SelectOption[] {
  return names.map((name) => ({ value: name, label: titles[name] ?? name }));
}
