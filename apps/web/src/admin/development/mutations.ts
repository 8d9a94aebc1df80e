import type {
  DevTask,
  DevTaskAttachment,
  DevTaskComment,
  DevTaskCreateRequest,
  DevTaskUpdateRequest,
} from '@grocery/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type DevTasksApi, devTasksKeys } from './queries';

/** Puts a part of the task the server answered in place of the cached one. */
function patchTask(client: QueryClient, taskId: number, patch: Partial<DevTask>) {
  client.setQueryData<DevTask>(devTasksKeys.task(taskId), (task) => (task ? { ...task, ...patch } : task));
}

const refetchLists = (client: QueryClient) => client.invalidateQueries({ queryKey: devTasksKeys.lists() });

/** Creates (id null) or updates a task; CONFLICT and ASSIGNEE_NOT_ADMIN come back as the answer. */
export function useSaveTask(api: DevTasksApi, taskId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DevTaskCreateRequest | DevTaskUpdateRequest) =>
      taskId === null ? api.create(body) : api.update(taskId, body as DevTaskUpdateRequest),
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
 * one (and the count the lists show, refetched).
 */
export function useTaskAttachments(api: DevTasksApi, taskId: number) {
  const client = useQueryClient();
  const settle = (attachments: DevTaskAttachment[]) => {
    patchTask(client, taskId, { attachments, attachmentsCount: attachments.length });
    return refetchLists(client);
  };
  const add = useMutation({
    mutationFn: ({ file, onProgress }: Upload) => api.uploadAttachment(taskId, file, onProgress),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (taskAttachmentId: number) => api.deleteAttachment(taskId, taskAttachmentId),
    onSuccess: settle,
  });
  return { add, remove };
}

/** The task's comments: add and delete each answer the whole list, which replaces the cached one. */
export function useTaskComments(api: DevTasksApi, taskId: number) {
  const client = useQueryClient();
  const settle = (comments: DevTaskComment[]) => patchTask(client, taskId, { comments });
  const add = useMutation({
    mutationFn: (commentText: string) => api.addComment(taskId, commentText),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (taskCommentId: number) => api.deleteComment(taskId, taskCommentId),
    onSuccess: settle,
  });
  return { add, remove };
}
