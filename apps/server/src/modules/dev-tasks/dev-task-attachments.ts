import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DevTaskAttachment } from '@grocery/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/client';
import { devTaskAttachments, devTasks } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { FileStorage } from '../../storage/storage';
import { plainText, sniffAttachmentType, sniffHeadBytes, textChecker } from './attachment-types';
import { lockTask, selectAttachments } from './dev-tasks.sql';
import { attachmentName } from './download-headers';

/** An uploaded file as the request gives it: the client's name (shown only) and its bytes, once. */
export interface IncomingAttachment {
  name: string;
  body: AsyncIterable<Buffer>;
}

const refusedType = () =>
  new HttpError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'The file is not a document, image, archive or plain text this tracker accepts (judged by its content).',
  );

/**
 * The file's type from its first bytes, and the file again from its start: refused (415) before a
 * byte is stored when the start fits nothing; text is checked to its end as it is stored.
 */
async function sniffed(
  body: AsyncIterable<Buffer>,
): Promise<{ contentType: string; body: AsyncIterable<Buffer> }> {
  const iterator = body[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < sniffHeadBytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  const contentType = sniffAttachmentType(Buffer.concat(head), ended);
  if (!contentType) throw refusedType();
  const checker = contentType === plainText ? textChecker() : null;
  async function* whole(): AsyncGenerator<Buffer> {
    const checked = (chunk: Buffer) => {
      if (checker && !checker.push(chunk)) throw refusedType();
      return chunk;
    };
    for (const chunk of head) yield checked(chunk);
    if (!ended) {
      for (let next = await iterator.next(); !next.done; next = await iterator.next())
        yield checked(next.value);
    }
    if (checker && !checker.end()) throw refusedType();
  }
  return { contentType, body: whole() };
}

export interface DevTaskAttachmentsDeps {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/**
 * A task's files (decision 0050): streamed to the storage under a server-made key, then their row
 * and the task's attachments count in one transaction; a refused or failed upload leaves no file.
 * Deleting removes the row, then the file once committed.
 */
export function devTaskAttachmentsService({ db, storage, log }: DevTaskAttachmentsDeps) {
  const removeStored = (key: string) =>
    storage.delete(key).catch((error) => {
      log.error({ err: error, key }, 'a task attachment could not be removed: an orphan file');
    });

  return {
    /** Answers the task's attachments; null when there is no such task. */
    async upload(
      actorUserId: number,
      taskId: number,
      file: IncomingAttachment,
    ): Promise<DevTaskAttachment[] | null> {
      const [known] = await db
        .select({ taskId: devTasks.taskId })
        .from(devTasks)
        .where(eq(devTasks.taskId, taskId));
      if (!known) return null;
      const key = `tasks/${taskId}/${randomUUID()}`;
      let kept = false;
      try {
        const { contentType, body } = await sniffed(file.body);
        const fileSize = await storage.putStream(key, body, contentType);
        const displayName = attachmentName(file.name);
        const attachments = await db.transaction(async (tx) => {
          if (!(await lockTask(tx, taskId))) return null;
          const [created] = await tx
            .insert(devTaskAttachments)
            .values({ taskId, displayName, storageKey: key, contentType, fileSize, uploadedBy: actorUserId })
            .returning({ taskAttachmentId: devTaskAttachments.taskAttachmentId });
          await tx
            .update(devTasks)
            .set({ attachmentsCount: sql`${devTasks.attachmentsCount} + 1` })
            .where(eq(devTasks.taskId, taskId));
          await recordAudit(tx, {
            actorUserId,
            action: 'dev_task.attachment.upload',
            entity: 'dev_task',
            entityId: taskId,
            before: null,
            after: { taskAttachmentId: created?.taskAttachmentId, displayName, contentType, fileSize },
          });
          return selectAttachments(tx, taskId);
        });
        kept = attachments !== null;
        return attachments;
      } finally {
        if (!kept) await removeStored(key);
      }
    },

    /** Answers the attachments left; null when there is no such attachment of the task. */
    async remove(
      actorUserId: number,
      taskId: number,
      taskAttachmentId: number,
    ): Promise<DevTaskAttachment[] | null> {
      const removed = await db.transaction(async (tx) => {
        if (!(await lockTask(tx, taskId))) return null;
        const [deleted] = await tx
          .delete(devTaskAttachments)
          .where(
            and(
              eq(devTaskAttachments.taskAttachmentId, taskAttachmentId),
              eq(devTaskAttachments.taskId, taskId),
            ),
          )
          .returning();
        if (!deleted) return null;
        await tx
          .update(devTasks)
          .set({ attachmentsCount: sql`${devTasks.attachmentsCount} - 1` })
          .where(eq(devTasks.taskId, taskId));
        const { displayName, contentType, fileSize } = deleted;
        await recordAudit(tx, {
          actorUserId,
          action: 'dev_task.attachment.delete',
          entity: 'dev_task',
          entityId: taskId,
          before: { taskAttachmentId, displayName, contentType, fileSize },
          after: null,
        });
        return { key: deleted.storageKey, attachments: await selectAttachments(tx, taskId) };
      });
      if (!removed) return null;
      await removeStored(removed.key);
      return removed.attachments;
    },

    /** The stored file with its name and type; null when there is no such attachment of the task. */
    async file(taskId: number, taskAttachmentId: number) {
      const [row] = await db
        .select({
          displayName: devTaskAttachments.displayName,
          contentType: devTaskAttachments.contentType,
          fileSize: devTaskAttachments.fileSize,
          storageKey: devTaskAttachments.storageKey,
        })
        .from(devTaskAttachments)
        .where(
          and(
            eq(devTaskAttachments.taskAttachmentId, taskAttachmentId),
            eq(devTaskAttachments.taskId, taskId),
          ),
        );
      if (!row) return null;
      const body: Readable | null = await storage.getStream(row.storageKey);
      if (!body) {
        log.error({ key: row.storageKey }, 'a task attachment has a row but no stored file');
        return null;
      }
      return { ...row, body };
    },
  };
}
