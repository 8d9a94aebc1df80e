import type { AuditEntry } from '@grocery/contracts';
import { formatDateTimeIn } from '@grocery/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { DataGrid, type GridColumn } from '../../shared/grid';
import { describeChange } from '../describeChange';
import { userHistoryRemote } from '../queries';
import { userDetailsTexts, userHistoryTexts } from '../texts';

type Props = { userId: number; userTypeNames: ReadonlyMap<number, string> };

/** An action the texts name (its key has the server's `entity.what.verb` form); any other as written. */
function actionTitle(texts: Record<string, string>, action: string): string {
  return (action.includes('.') && texts[action]) || action;
}

/** The audit log's entries for this user, newest first: who, what, when, before → after. */
export function UserHistory({ userId, userTypeNames }: Props) {
  const texts = useTexts(userHistoryTexts);
  const fields = useTexts(userDetailsTexts);
  const language = useLanguage();

  const columns = useMemo((): GridColumn<AuditEntry>[] => {
    const fieldTitle: Record<string, string> = {
      userTypeIds: fields.userTypes,
      groups: fields.permissionGroups,
      permissions: fields.permissions,
    };
    const nameOf = (field: string, item: string) =>
      field === 'userTypeIds' ? (userTypeNames.get(Number(item)) ?? item) : item;
    const list = (items: string[]) => (items.length ? items.join(', ') : texts.none);
    return [
      {
        key: 'actor',
        header: texts.who,
        accessor: (entry) => entry.actorName ?? entry.actorEmail ?? texts.system,
        cell: (entry) => <span dir="auto">{entry.actorName ?? entry.actorEmail ?? texts.system}</span>,
        width: 140,
      },
      {
        key: 'action',
        header: texts.what,
        accessor: (entry) => actionTitle(texts, entry.action),
        sortable: true,
        width: 200,
      },
      {
        key: 'at',
        header: texts.when,
        accessor: (entry) => formatDateTimeIn(language, entry.at),
        sortable: true,
        width: 150,
      },
      {
        key: 'change',
        header: texts.change,
        cell: (entry) => (
          <Stack gap={2}>
            {describeChange(entry.before, entry.after, nameOf).map((change) => (
              <Text key={change.field} size="sm">
                <Text span fw={600} size="sm">
                  {fieldTitle[change.field] ?? change.field}:
                </Text>{' '}
                <bdi>{list(change.before)}</bdi> {texts.arrow} <bdi>{list(change.after)}</bdi>
              </Text>
            ))}
          </Stack>
        ),
        width: 320,
      },
    ];
  }, [texts, fields, language, userTypeNames]);

  const remote = useMemo(() => userHistoryRemote(userId, texts.loadError), [userId, texts.loadError]);

  return (
    <Stack component="section" gap="sm" aria-labelledby="user-history-title">
      <Title order={2} size="h4" id="user-history-title">
        {texts.title}
      </Title>
      <DataGrid<AuditEntry>
        gridId="user-history"
        label={texts.gridLabel}
        columns={columns}
        rowKey={(entry) => entry.auditEntryId}
        pageSize={10}
        remote={remote}
        initialSort={{ key: 'at', dir: 'desc' }}
      />
    </Stack>
  );
}
