import { type DevTaskRow, devTasksPageSize } from '@grocery/contracts';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { useAppState } from '../../../state/appState';
import { hasPermission } from '../../../state/permissions';
import { DataGrid } from '../../shared/grid';
import { tasksListRemote } from '../queries';
import { devTasksListTexts, devTaskValuesTexts } from '../texts';
import { TasksFilters } from './TasksFilters';
import { filtersFromParams, paramsWithFilters, type TaskFilters } from './taskFilters';
import { tasksColumns } from './tasksColumns';
import '../development.css';

/**
 * The development tasks: a grid of 25 sorted by the server (newest first), filtered by status,
 * priority and assignee (in the URL), a row opening its task. New Task only with tasks:write.
 */
export function TasksScreen() {
  const texts = useTexts(devTasksListTexts);
  const values = useTexts(devTaskValuesTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const { user } = useAppState();
  const canWrite = hasPermission(user, 'tasks:write');
  const [params, setParams] = useSearchParams();

  const filterText = paramsWithFilters(new URLSearchParams(), filtersFromParams(params)).toString();
  const filters = useMemo<TaskFilters>(
    () => filtersFromParams(new URLSearchParams(filterText)),
    [filterText],
  );

  const base = `/admin/${language}/development/tasks`;
  const columns = useMemo(
    () => tasksColumns(texts, { language, values, taskLink: (row) => `${base}/${row.taskId}` }),
    [texts, language, values, base],
  );
  const remote = useMemo(() => tasksListRemote(filters, texts.loadError), [filters, texts.loadError]);

  const open = (row: DevTaskRow) => navigate(`${base}/${row.taskId}`);
  const changeFilters = (next: TaskFilters) => setParams(paramsWithFilters(params, next), { replace: true });

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        {canWrite && <Button onClick={() => navigate(`${base}/new`)}>{texts.newTask}</Button>}
      </Group>
      <TasksFilters filters={filters} onChange={changeFilters} />
      <DataGrid<DevTaskRow>
        key={filterText}
        gridId="development-tasks"
        label={texts.gridLabel}
        columns={columns}
        rowKey={(row) => row.taskId}
        pageSize={devTasksPageSize}
        remote={remote}
        initialSort={{ key: 'createdAt', dir: 'desc' }}
        onOpen={open}
        contextMenu={(row) => (row ? [{ label: texts.openTask, onSelect: () => open(row) }] : [])}
      />
    </Stack>
  );
}
