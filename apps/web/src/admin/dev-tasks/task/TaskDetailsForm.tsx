import { type DevTask, devTaskLimits, devTaskPriorities, devTaskStatuses } from '@grocery/contracts';
import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast, PageError } from '../../shared/feedback';
import { AdminForm, SelectField, TextAreaField, TextField, useAdminForm } from '../../shared/form';
import { useSaveTask } from '../mutations';
import { assigneesQueryOptions } from '../queries';
import { whoText } from '../taskValues';
import { devTaskEditorTexts, devTaskValuesTexts } from '../texts';
import {
  assigneeOptions,
  hasChanges,
  newTaskValues,
  type TaskFields,
  type TaskFormValues,
  taskFormSchema,
  taskFormValues,
} from './taskForm';

type Props = {
  /** The task edited; absent when creating. */
  task?: DevTask;
  canWrite: boolean;
  onSaved: (task: DevTask) => void;
  /** After a CONFLICT: the task read again (the form then shows it). */
  onReload: () => void;
};

/**
 * Task Details: name, status, priority, assignee and description. Saving needs a name and, when
 * editing, a change; an update carries the version loaded, so another's save since is a CONFLICT
 * offering a reload. Without tasks:write every field is shown but none can change.
 */
export function TaskDetailsForm({ task, canWrite, onSaved, onReload }: Props) {
  const texts = useTexts(devTaskEditorTexts);
  const values = useTexts(devTaskValuesTexts);
  const save = useSaveTask(task?.taskId ?? null);
  // Only someone who may change the assignee needs the list; the current one comes with the task.
  const assignees = useQuery({ ...assigneesQueryOptions(), enabled: canWrite });
  const form = useAdminForm({
    schema: taskFormSchema,
    defaultValues: task ? taskFormValues(task) : newTaskValues,
  });
  const watched = useWatch({ control: form.control }) as Partial<TaskFormValues>;
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const named = (watched.taskName ?? '').trim().length > 0;
  const ready = named && (!task || hasChanges(task, watched));
  const current =
    task && task.assignedTo !== null
      ? { userId: task.assignedTo, displayName: whoText(task.assignedToDisplayName, values) }
      : null;
  const options = assigneeOptions(assignees.data ?? [], current, values.unassigned);

  const submit = async (fields: TaskFields) => {
    setConflict(false);
    setFailure(null);
    try {
      const answer = await save.mutateAsync(task ? { ...fields, version: task.version } : fields);
      if (answer.reject) {
        if (answer.reason === 'CONFLICT') return setConflict(true);
        form.setError(
          'assignedTo',
          { type: 'server', message: texts.assigneeNotAdmin },
          { shouldFocus: true },
        );
        return;
      }
      adminToast.success(task ? texts.saved : texts.created);
      form.reset(taskFormValues(answer.task));
      onSaved(answer.task);
    } catch (error) {
      setFailure({ error });
    }
  };

  return (
    <AdminForm form={form} onSubmit={submit}>
      <Stack gap="md" className="dev-task-form">
        {!canWrite && (
          <Text size="sm" c="gray.7">
            {texts.readOnly}
          </Text>
        )}
        <Fieldset variant="unstyled" disabled={!canWrite} className="dev-task-fields">
          <TextField name="taskName" label={texts.taskName} required maxLength={devTaskLimits.nameMax} />
          <div className="dev-task-field-row">
            <SelectField
              name="status"
              label={texts.status}
              required
              clearable={false}
              disabled={!canWrite}
              options={devTaskStatuses.map((status) => ({ value: status, label: values[status] }))}
            />
            <SelectField
              name="priority"
              label={texts.priority}
              required
              clearable={false}
              disabled={!canWrite}
              options={devTaskPriorities.map((priority) => ({ value: priority, label: values[priority] }))}
            />
            <SelectField
              name="assignedTo"
              label={texts.assignee}
              clearable={false}
              disabled={!canWrite}
              options={options}
            />
          </div>
          {assignees.isError && (
            <Text size="sm" c="red.8" role="alert">
              {texts.assigneesFailed}
            </Text>
          )}
          <TextAreaField
            name="shortDescription"
            label={texts.description}
            maxLength={devTaskLimits.descriptionMax}
          />
        </Fieldset>
        {conflict && (
          <Alert color="orange" role="alert" title={texts.saveFailed}>
            <Stack gap="sm" align="flex-start">
              {texts.conflict}
              <Button size="xs" variant="outline" color="orange" onClick={onReload}>
                {texts.reload}
              </Button>
            </Stack>
          </Alert>
        )}
        {failure && <PageError message={texts.saveFailed} error={failure.error} />}
        {canWrite && (
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting} disabled={!ready}>
              {task ? texts.save : texts.create}
            </Button>
          </Group>
        )}
      </Stack>
    </AdminForm>
  );
}
