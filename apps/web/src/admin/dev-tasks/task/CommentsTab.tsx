import {
  type DevTask,
  type DevTaskComment,
  devTaskCommentRequest,
  devTaskLimits,
  formatDateTimeIn,
} from '@grocery/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { useAppState } from '../../../state/appState';
import { adminToast, useConfirm } from '../../shared/feedback';
import { AdminForm, TextAreaField, useAdminForm } from '../../shared/form';
import { useTaskComments } from '../mutations';
import { whoText } from '../taskValues';
import { devTaskCommentsTexts, devTaskValuesTexts } from '../texts';

type Props = { task: DevTask; canWrite: boolean };

/**
 * The task's comments, oldest first, their line breaks kept; anyone who sees the task adds one, and
 * deletes their own (anyone's with tasks:write).
 */
export function CommentsTab({ task, canWrite }: Props) {
  const texts = useTexts(devTaskCommentsTexts);
  const { user } = useAppState();
  const calls = useTaskComments(task.taskId);
  const confirm = useConfirm();

  const remove = async (comment: DevTaskComment) => {
    const sure = await confirm({
      title: texts.deleteComment,
      message: texts.deleteConfirm,
      confirmLabel: texts.deleteComment,
      danger: true,
    });
    if (!sure) return;
    try {
      await calls.remove.mutateAsync(comment.taskCommentId);
      adminToast.success(texts.deleted);
    } catch (error) {
      console.error('task comment not deleted', error);
      adminToast.error(texts.deleteFailed);
    }
  };
  const mayDelete = (comment: DevTaskComment) =>
    canWrite || (user !== null && comment.createdByUserId === user.userId);

  return (
    <Stack gap="md">
      {task.comments.length === 0 ? (
        <Text c="gray.7">{texts.empty}</Text>
      ) : (
        <ol className="dev-task-comments" aria-label={texts.listLabel}>
          {task.comments.map((comment) => (
            <CommentItem
              key={comment.taskCommentId}
              comment={comment}
              onDelete={mayDelete(comment) ? () => void remove(comment) : undefined}
            />
          ))}
        </ol>
      )}
      <CommentForm onAdd={(text) => calls.add.mutateAsync(text)} />
    </Stack>
  );
}

function CommentItem({ comment, onDelete }: { comment: DevTaskComment; onDelete?: () => void }) {
  const texts = useTexts(devTaskCommentsTexts);
  const values = useTexts(devTaskValuesTexts);
  const language = useLanguage();
  return (
    <li>
      <Paper withBorder p="sm">
        <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            <Text size="sm" fw={700} dir="auto">
              {whoText(comment.createdByDisplayName, values)}
            </Text>
            <Text size="xs" c="gray.7">
              <bdi dir="ltr">{formatDateTimeIn(language, comment.createdAt)}</bdi>
            </Text>
          </Group>
          {onDelete && (
            <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete}>
              {texts.deleteComment}
            </Button>
          )}
        </Group>
        <Text size="sm" mt={4} dir="auto" className="dev-task-comment-text">
          {comment.commentText}
        </Text>
      </Paper>
    </li>
  );
}

/** The box adding a comment: sent when not empty after trimming, emptied once added. */
function CommentForm({ onAdd }: { onAdd: (commentText: string) => Promise<unknown> }) {
  const texts = useTexts(devTaskCommentsTexts);
  const form = useAdminForm({ schema: devTaskCommentRequest, defaultValues: { commentText: '' } });
  const text = useWatch({ control: form.control, name: 'commentText' }) ?? '';
  const submit = async ({ commentText }: { commentText: string }) => {
    try {
      await onAdd(commentText);
      form.reset({ commentText: '' });
      adminToast.success(texts.added);
    } catch (error) {
      console.error('task comment not added', error);
      adminToast.error(texts.createFailed);
    }
  };
  return (
    <AdminForm form={form} onSubmit={submit}>
      <Stack gap="sm" className="dev-task-comment-form">
        <TextAreaField name="commentText" label={texts.comment} maxLength={devTaskLimits.commentMax} />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting} disabled={text.trim() === ''}>
            {texts.addComment}
          </Button>
        </Group>
      </Stack>
    </AdminForm>
  );
}
