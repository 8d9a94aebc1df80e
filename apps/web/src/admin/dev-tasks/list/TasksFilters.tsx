import { devTaskPriorities, devTaskStatuses } from '@grocery/contracts';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../../i18n/useTexts';
import { clearButtonProps } from '../../shared/form/useAdminField';
import { assigneesQueryOptions } from '../queries';
import { devTasksListTexts, devTaskValuesTexts } from '../texts';
import type { TaskFilters } from './taskFilters';

type Props = { filters: TaskFilters; onChange: (filters: TaskFilters) => void };

/** The list's filters, each applied as it is chosen: status, priority and assignee ('Unassigned' too). */
export function TasksFilters({ filters, onChange }: Props) {
  const texts = useTexts(devTasksListTexts);
  const values = useTexts(devTaskValuesTexts);
  const assignees = useQuery(assigneesQueryOptions());
  const chosen = filters.assignedTo === null ? null : String(filters.assignedTo);
  const people = (assignees.data ?? []).map((person) => ({
    value: String(person.userId),
    label: person.displayName,
  }));
  // An assignee from the URL shows even before the lookup answers (or when they left the group).
  const known = chosen === null || chosen === 'none' || people.some((person) => person.value === chosen);
  const assigneeOptions = [
    { value: 'none', label: values.unassigned },
    ...people,
    ...(known || chosen === null ? [] : [{ value: chosen, label: `#${chosen}` }]),
  ];
  const clear = clearButtonProps(texts.clear);

  return (
    <div className="dev-tasks-filters">
      <Select
        label={texts.status}
        placeholder={texts.anyStatus}
        data={devTaskStatuses.map((status) => ({ value: status, label: values[status] }))}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status: status as TaskFilters['status'] })}
        clearable
        clearButtonProps={clear}
      />
      <Select
        label={texts.priority}
        placeholder={texts.anyPriority}
        data={devTaskPriorities.map((priority) => ({ value: priority, label: values[priority] }))}
        value={filters.priority}
        onChange={(priority) => onChange({ ...filters, priority: priority as TaskFilters['priority'] })}
        clearable
        clearButtonProps={clear}
      />
      <Select
        label={texts.assignedTo}
        placeholder={texts.anyone}
        data={assigneeOptions}
        value={chosen}
        onChange={(value) =>
          onChange({ ...filters, assignedTo: value === null || value === 'none' ? value : Number(value) })
        }
        error={assignees.isError ? texts.assigneesError : undefined}
        clearable
        searchable
        clearButtonProps={clear}
      />
    </div>
  );
}
