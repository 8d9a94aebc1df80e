import {
  type DevTask,
  type DevTaskAttachment,
  type DevTaskComment,
  type DevTaskCreateRequest,
  type DevTaskUpdateRequest,
  devTasksEndpoints as endpoints,
} from '@grocery/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { upload } from '../../api/upload';
import { devTasksKeys } from './queries';

/** Puts a part of the task the server answered in place of the cached one. */
function patchTask(client: QueryClient, taskId: number, patch: Partial<DevTask>) {
  client.setQueryData<DevTask>(devTasksKeys.task(taskId), (task) => (task ? { ...task, ...patch } : task));
}

const refetchLists = (client: QueryClient) => client.invalidateQueries({ queryKey: devTasksKeys.lists() });

/** Creates (id null) or updates a task; CONFLICT and ASSIGNEE_NOT_ADMIN come back as the answer. */
export function useSaveTask(taskId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DevTaskCreateRequest | DevTaskUpdateRequest) =>
      taskId === null
        ? call(endpoints.create, { body }, { allowReject: true })
        : call(
            endpoints.update,
            { params: { taskId }, body: body as DevTaskUpdateRequest },
            { allowReject: true },
          ),
    onSuccess: (answer) => {
      if (answer.reject) return;
      client.setQueryData(devTasksKeys.task(answer.task.taskId), answer.task);
      return refetchLists(client);
    },
  });
}

type Upload = { file: File; onProgress?: (fraction: number) => void };

/**
 * The task's attachments: upload and delete each answer the whole list, which replaces the cached
 * one (and the count the lists show, refetched). An upload tells how much of the file has gone (0..1).
 */
export function useTaskAttachments(taskId: number) {
  const client = useQueryClient();
  const settle = (attachments: DevTaskAttachment[]) => {
    patchTask(client, taskId, { attachments, attachmentsCount: attachments.length });
    return refetchLists(client);
  };
  const add = useMutation({
    mutationFn: ({ file, onProgress }: Upload) =>
      upload(
        endpoints.uploadAttachment,
        { params: { taskId }, files: [file] },
        { onProgress: onProgress && (({ fraction }) => onProgress(fraction)) },
      ).then((answer) => answer.attachments),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (taskAttachmentId: number) =>
      call(endpoints.deleteAttachment, { params: { taskId, taskAttachmentId } }).then(
        (answer) => answer.attachments,
      ),
    onSuccess: settle,
  });
  return { add, remove };
}

/** The task's comments: add and delete each answer the whole list, which replaces the cached one. */
export function useTaskComments(taskId: number) {
  const client = useQueryClient();
  const settle = (comments: DevTaskComment[]) => patchTask(client, taskId, { comments });
  const add = useMutation({
    mutationFn: (commentText: string) =>
      call(endpoints.addComment, { params: { taskId }, body: { commentText } }).then(
        (answer) => answer.comments,
      ),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (taskCommentId: number) =>
      call(endpoints.deleteComment, { params: { taskId, taskCommentId } }).then((answer) => answer.comments),
    onSuccess: settle,
  });
  return { add, remove };
}
