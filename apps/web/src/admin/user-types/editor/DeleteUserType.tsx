import type { UserTypeSummary } from '@grocery/contracts';
import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast, useConfirm } from '../../shared/feedback';
import { userTypesTexts } from '../texts';
import { deleteConsequences } from './userTypeValues';

/** The delete call's answer as this button reads it. */
export type DeleteAnswer =
  | { reject: false; removedFromUsers: number; pricesDropped: number }
  | { reject: true; reason: string; categoryIds?: number[] };

type Props = {
  userType: UserTypeSummary;
  /** Category names in the admin's language, for a refusal naming categories. */
  categoryNames: ReadonlyMap<number, string>;
  onDelete: () => Promise<DeleteAnswer>;
  onDeleted: () => void;
};

/**
 * 'Delete user type?' with what it does (its users lose it, its prices go, with counts). A refusal
 * (ONLY_TYPE_OF_CATEGORY) lists the categories to change first, each linked to its editor.
 */
export function DeleteUserType({ userType, categoryNames, onDelete, onDeleted }: Props) {
  const texts = useTexts(userTypesTexts);
  const language = useLanguage();
  const confirm = useConfirm();
  const [blocking, setBlocking] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    const sure = await confirm({
      title: texts.deleteTitle,
      message: deleteConsequences(language, texts, userType),
      confirmLabel: texts.deleteUserType,
      danger: true,
    });
    if (!sure) return;
    setBusy(true);
    setBlocking(null);
    try {
      const answer = await onDelete();
      if (answer.reject) {
        setBlocking(answer.categoryIds ?? []);
        return;
      }
      adminToast.success(texts.deleted);
      onDeleted();
    } catch (error) {
      console.error('user type not deleted', error);
      adminToast.error(texts.deleteFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" align="flex-start">
      <Button color="red" variant="outline" onClick={run} loading={busy}>
        {texts.deleteUserType}
      </Button>
      {blocking && (
        <Alert color="red" role="alert" title={texts.deleteFailed} maw={640}>
          <Text size="sm">{texts.onlyTypeOfCategory}</Text>
          <List size="sm" mt="xs">
            {blocking.map((categoryId) => (
              <List.Item key={categoryId}>
                <Anchor component={Link} to={`/admin/${language}/categories/${categoryId}`} dir="auto">
                  {categoryNames.get(categoryId) ?? `#${categoryId}`}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
