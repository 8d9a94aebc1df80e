import type { AdminUser, LanguageCode } from '@grocery/contracts';
import { formatDateTimeIn } from '@grocery/contracts';
import { Badge, Group } from '@mantine/core';
import type { GridColumn } from '../../shared/grid';

type Texts = Record<
  'userId' | 'displayName' | 'email' | 'createdAt' | 'userTypes' | 'permissionGroups' | 'permissions',
  string
>;

/** Chips that wrap; names are user data (dir auto), permission ids are code (left to right). */
function Chips({
  items,
  dir,
  titles,
}: {
  items: string[];
  dir: 'auto' | 'ltr';
  titles?: Record<string, string>;
}) {
  return (
    <Group gap={4} wrap="wrap">
      {items.map((item) => (
        <Badge key={item} variant="light" tt="none" dir={dir} title={titles?.[item]}>
          {item}
        </Badge>
      ))}
    </Group>
  );
}

/** The users grid's columns; the first four are the server's sort keys. */
export function usersColumns(
  texts: Texts,
  language: LanguageCode,
  permissionTitles: Record<string, string>,
): GridColumn<AdminUser>[] {
  return [
    {
      key: 'userId',
      header: texts.userId,
      accessor: (user) => user.userId,
      cell: (user) => <span dir="ltr">{user.userId}</span>,
      sortable: true,
      width: 130,
      align: 'end',
    },
    {
      key: 'displayName',
      header: texts.displayName,
      accessor: (user) => user.displayName,
      cell: (user) => <span dir="auto">{user.displayName}</span>,
      sortable: true,
      width: 180,
    },
    {
      key: 'email',
      header: texts.email,
      accessor: (user) => user.email,
      cell: (user) => <span dir="ltr">{user.email}</span>,
      sortable: true,
      width: 220,
    },
    {
      key: 'createdAt',
      header: texts.createdAt,
      accessor: (user) => user.createdAt,
      cell: (user) => formatDateTimeIn(language, user.createdAt),
      sortable: true,
      width: 160,
    },
    {
      key: 'userTypes',
      header: texts.userTypes,
      accessor: (user) => user.userTypes.map((type) => type.name).join(', '),
      cell: (user) => <Chips items={user.userTypes.map((type) => type.name)} dir="auto" />,
      width: 140,
    },
    {
      key: 'permissionGroups',
      header: texts.permissionGroups,
      accessor: (user) => user.permissionGroups.join(', '),
      cell: (user) => <Chips items={user.permissionGroups} dir="auto" />,
      width: 150,
    },
    {
      key: 'permissions',
      header: texts.permissions,
      accessor: (user) => user.permissions.join(', '),
      cell: (user) => <Chips items={user.permissions} dir="ltr" titles={permissionTitles} />,
      width: 240,
    },
  ];
}
