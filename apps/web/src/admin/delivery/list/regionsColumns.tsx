import type { DeliveryZoneRow, LanguageCode } from '@grocery/contracts';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { GridColumn } from '../../shared/grid';
import type { regionsListTexts } from '../texts';

type Texts = Record<keyof (typeof regionsListTexts)['en'], string>;

const dash = '—';

/** The regions grid's columns; the rows come in the server's order (active, priority, name). */
export function regionsColumns(texts: Texts, language: LanguageCode): GridColumn<DeliveryZoneRow>[] {
  return [
    {
      key: 'name',
      header: texts.region,
      accessor: (row) => row.name,
      cell: (row) => (
        <Anchor component={Link} to={`/admin/${language}/regions/${row.deliveryZoneId}`} dir="auto">
          {row.name}
        </Anchor>
      ),
      sortable: true,
      width: 220,
    },
    {
      key: 'status',
      header: texts.status,
      accessor: (row) => (row.isActive ? texts.active : texts.inactive),
      cell: (row) => (
        <Badge color={row.isActive ? 'green' : 'gray'} variant="light">
          {row.isActive ? texts.active : texts.inactive}
        </Badge>
      ),
      sortable: true,
      width: 120,
    },
    {
      key: 'priority',
      header: texts.priority,
      accessor: (row) => row.priority,
      cell: (row) => <bdi dir="ltr">{row.priority ?? dash}</bdi>,
      sortable: true,
      width: 110,
      align: 'end',
    },
    {
      key: 'windows',
      header: texts.windows,
      accessor: (row) => row.windowsCount,
      cell: (row) => <bdi dir="ltr">{row.windowsCount}</bdi>,
      sortable: true,
      width: 110,
      align: 'end',
    },
    {
      key: 'notes',
      header: texts.notes,
      accessor: (row) => row.notes,
      cell: (row) => (row.notes ? <span dir="auto">{row.notes}</span> : dash),
      width: 320,
    },
  ];
}
