import { devTasksEndpoints as endpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { serveList } from '../../http/list-page';
import { signedInUser } from '../../http/session-user';
import { stopReading, uploadedFileStream } from '../../uploads/multipart-files';
import { devTaskAttachmentsService } from './dev-task-attachments';
import { devTaskCommentsService } from './dev-task-comments';
import { devTasksService, type TaskSaveResult } from './dev-tasks.service';
import { downloadHeaders } from './download-headers';

function found<T>(value: T | null, what = 'task'): T {
  if (value === null) throw notFound(`No such ${what}.`);
  return value;
}

const taskAnswer = (result: TaskSaveResult) => {
  const saved = found(result);
  return saved.reject ? saved : { task: saved.task };
};

/** The development tasks (decision 0050): the list, a task, its attachments and its comments. */
export async function devTasksRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.database.db;
  const tasks = devTasksService(db);
  const comments = devTaskCommentsService(db);
  const attachments = devTaskAttachmentsService({ db, storage: app.deps.storage, log: app.log });
  const actor = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).userId;

  serveList(app, endpoints.list, endpoints.page, async (request) => {
    return tasks.list(request.query);
  });

  serve(app, endpoints.assignees, async () => {
    return { assignees: await tasks.assignees() };
  });

  serve(app, endpoints.task, async (request) => {
    return { task: found(await tasks.task(request.params.taskId)) };
  });

  serve(app, endpoints.create, async (request) =>
    taskAnswer(await tasks.create(actor(request), request.body)),
  );

  serve(app, endpoints.update, async (request) =>
    taskAnswer(await tasks.update(actor(request), request.params.taskId, request.body)),
  );

  serve(
    app,
    endpoints.uploadAttachment,
    async (request) => {
      try {
        const file = await uploadedFileStream(request);
        const list = await attachments.upload(actor(request), request.params.taskId, file);
        return { attachments: found(list) };
      } catch (error) {
        // The answer reaches a client still sending the rest of a refused file.
        stopReading(request.raw);
        throw error;
      }
    },
    { uploadMaxBytes: app.deps.config.tasks.attachmentMaxBytes },
  );

  serve(app, endpoints.downloadAttachment, async (request, reply) => {
    const { taskId, taskAttachmentId } = request.params;
    const file = found(await attachments.file(taskId, taskAttachmentId), 'attachment');
    reply.headers(downloadHeaders(file.displayName, file.contentType, file.fileSize));
    return reply.send(file.body);
  });

  serve(app, endpoints.deleteAttachment, async (request) => {
    const { taskId, taskAttachmentId } = request.params;
    return {
      attachments: found(await attachments.remove(actor(request), taskId, taskAttachmentId), 'attachment'),
    };
  });

  serve(app, endpoints.addComment, async (request) => {
    const list = await comments.add(actor(request), request.params.taskId, request.body.commentText);
    return { comments: found(list) };
  });

  serve(app, endpoints.deleteComment, async (request) => {
    const { taskId, taskCommentId } = request.params;
    return {
      comments: found(await comments.remove(signedInUser(request), taskId, taskCommentId), 'comment'),
    };
  });
}
