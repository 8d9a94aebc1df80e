import type { DevTaskRow, LanguageCode } from '@grocery/contracts';
import { formatDateTimeIn } from '@grocery/contracts';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { GridColumn } from '../../shared/grid';
import { PriorityLabel, StatusLabel } from '../TaskLabels';
import { type ValueTexts, whoText } from '../taskValues';
import type { devTasksListTexts } from '../texts';

type Texts = Record<keyof (typeof devTasksListTexts)['en'], string>;

type Options = { language: LanguageCode; values: ValueTexts; taskLink: (row: DevTaskRow) => string };

/** The task grid's columns; their keys are the server's sort keys (the description is not one). */
export function tasksColumns(
  texts: Texts,
  { language, values, taskLink }: Options,
): GridColumn<DevTaskRow>[] {
  return [
    {
      key: 'taskName',
      header: texts.taskName,
      accessor: (row) => row.taskName,
      cell: (row) => (
        <Anchor component={Link} to={taskLink(row)} dir="auto" size="sm">
          {row.taskName}
        </Anchor>
      ),
      sortable: true,
      width: 240,
    },
    {
      key: 'status',
      header: texts.status,
      accessor: (row) => values[row.status],
      cell: (row) => <StatusLabel status={row.status} />,
      sortable: true,
      width: 140,
    },
    {
      key: 'priority',
      header: texts.priority,
      accessor: (row) => values[row.priority],
      cell: (row) => <PriorityLabel priority={row.priority} />,
      sortable: true,
      width: 120,
    },
    {
      key: 'assignedToDisplayName',
      header: texts.assignedTo,
      accessor: (row) =>
        row.assignedTo === null ? values.unassigned : whoText(row.assignedToDisplayName, values),
      sortable: true,
      width: 170,
    },
    {
      key: 'createdByDisplayName',
      header: texts.createdBy,
      accessor: (row) => whoText(row.createdByDisplayName, values),
      sortable: true,
      width: 170,
    },
    {
      key: 'createdAt',
      header: texts.createdAt,
      accessor: (row) => row.createdAt,
      cell: (row) => <bdi dir="ltr">{formatDateTimeIn(language, row.createdAt)}</bdi>,
      sortable: true,
      width: 160,
    },
    {
      key: 'shortDescription',
      header: texts.shortDescription,
      accessor: (row) => row.shortDescription ?? '',
      cell: (row) => (
        <span dir="auto" className="dev-task-summary" title={row.shortDescription ?? undefined}>
          {row.shortDescription ?? ''}
        </span>
      ),
      width: 280,
    },
    {
      key: 'attachmentsCount',
      header: texts.attachments,
      accessor: (row) => row.attachmentsCount,
      sortable: true,
      width: 130,
      align: 'end',
    },
  ];
}
