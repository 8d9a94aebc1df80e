import type { DevTask } from '@grocery/contracts';
import { fillText } from '@grocery/contracts';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isNotFound } from '../../../api/client';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { useAppState } from '../../../state/appState';
import { hasPermission } from '../../../state/permissions';
import { AdminTabItem, AdminTabs, PageError } from '../../shared/feedback';
import { taskQueryOptions } from '../queries';
import { devTaskEditorTexts } from '../texts';
import { AttachmentsTab } from './AttachmentsTab';
import { CommentsTab } from './CommentsTab';
import { TaskDetailsForm } from './TaskDetailsForm';
import '../development.css';
import { EditorFrame } from '../../shared/EditorFrame';

function Frame({ title, children }: { title: ReactNode; children: ReactNode }) {
  const texts = useTexts(devTaskEditorTexts);
  return (
    <EditorFrame
      backTo="development/tasks"
      backLabel={texts.backToList}
      title={title}
      className="dev-task-page"
    >
      {children}
    </EditorFrame>
  );
}

function useCanWrite() {
  return hasPermission(useAppState().user, 'tasks:write');
}

/** A new task: Task Details only (the other tabs disabled), then its edit page in this one's place. */
export function TaskNewScreen() {
  const texts = useTexts(devTaskEditorTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const canWrite = useCanWrite();
  const created = (task: DevTask) =>
    navigate(`/admin/${language}/development/tasks/${task.taskId}`, { replace: true });
  return (
    <Frame title={texts.newTitle}>
      <AdminTabs>
        <AdminTabItem value="details" label={texts.detailsTab}>
          <Stack gap="md">
            <TaskDetailsForm canWrite={canWrite} onSaved={created} onReload={() => {}} />
            <Text size="sm" c="gray.7">
              {texts.saveFirst}
            </Text>
          </Stack>
        </AdminTabItem>
        <AdminTabItem value="attachments" label={texts.attachmentsTab} disabled>
          {null}
        </AdminTabItem>
        <AdminTabItem value="comments" label={texts.commentsTab} disabled>
          {null}
        </AdminTabItem>
      </AdminTabs>
    </Frame>
  );
}

/** An existing task (`taskId` null: the URL's id is not a number): its three tabs. */
export function TaskEditScreen({ taskId }: { taskId: number | null }) {
  const texts = useTexts(devTaskEditorTexts);
  if (taskId === null)
    return (
      <Frame title={texts.detailsTab}>
        <Text role="status">{texts.notFound}</Text>
      </Frame>
    );
  return <TaskEditor taskId={taskId} />;
}

function TaskEditor({ taskId }: { taskId: number }) {
  const texts = useTexts(devTaskEditorTexts);
  const canWrite = useCanWrite();
  const query = useQuery(taskQueryOptions(taskId));

  if (isNotFound(query.error))
    return (
      <Frame title={texts.detailsTab}>
        <Text role="status">{texts.notFound}</Text>
      </Frame>
    );
  if (query.isError)
    return (
      <Frame title={texts.detailsTab}>
        <PageError message={texts.loadFailed} error={query.error} onRetry={() => void query.refetch()} />
      </Frame>
    );
  if (query.isPending)
    return (
      <Frame title={<Skeleton height={28} width={240} />}>
        <Stack gap="md" maw={640} data-testid="task-skeleton">
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={120} />
        </Stack>
      </Frame>
    );
  const task = query.data;
  return (
    <Frame title={<bdi dir="auto">{task.taskName}</bdi>}>
      <Text size="sm" c="gray.7">
        {fillText(texts.taskNumber, { id: task.taskId })}
      </Text>
      <AdminTabs>
        <AdminTabItem value="details" label={texts.detailsTab}>
          <TaskDetailsForm
            key={task.version}
            task={task}
            canWrite={canWrite}
            onSaved={() => {}}
            onReload={() => void query.refetch()}
          />
        </AdminTabItem>
        <AdminTabItem value="attachments" label={texts.attachmentsTab}>
          <AttachmentsTab task={task} canWrite={canWrite} />
        </AdminTabItem>
        <AdminTabItem value="comments" label={texts.commentsTab}>
          <CommentsTab task={task} canWrite={canWrite} />
        </AdminTabItem>
      </AdminTabs>
    </Frame>
  );
}
