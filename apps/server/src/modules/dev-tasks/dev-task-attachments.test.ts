import {
  devTaskAttachmentsResponse,
  devTaskResponse,
  devTasksEndpoints as endpoints,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevTasksFixture, devTasksFixture } from '../../../test/dev-tasks-fixture';
import { sampleImage } from '../../../test/uploads';
import { docxStart, samplePdf } from './testing/sample-files';

let f: DevTasksFixture;
beforeAll(async () => {
  f = await devTasksFixture({ TASK_ATTACHMENT_MAX_MB: '1' });
});
afterAll(() => f?.close());

async function uploaded(taskId: number, bytes: Uint8Array, name: string) {
  const response = await f.uploadFile(taskId, bytes, name);
  expect(response.statusCode, response.body).toBe(200);
  return devTaskAttachmentsResponse.parse(response.json()).attachments;
}
const download = (taskId: number, taskAttachmentId: number, cookie = f.reader.cookie) =>
  f.call(endpoints.downloadAttachment, { params: { taskId, taskAttachmentId }, cookie });
const countOf = async (taskId: number) =>
  (
    await f.query<{ n: number }>(sql`select attachments_count as n from dev_tasks where task_id = ${taskId}`)
  )[0]?.n;

describe('uploading and downloading attachments', () => {
  it('stores a PDF with a Hebrew name and gives it back byte for byte as a download', async () => {
    const task = await f.task();
    const pdf = samplePdf();
    const name = 'דוח "רבעוני"; סופי.pdf';
    const [attachment] = await uploaded(task.taskId, pdf, name);
    expect(attachment).toMatchObject({
      displayName: name,
      contentType: 'application/pdf',
      fileSize: pdf.length,
      uploadedByDisplayName: 'Staff Member',
      fileUrl: `/api/admin/development/tasks/${task.taskId}/attachments/${attachment?.taskAttachmentId}/file`,
    });
    const response = await download(task.taskId, attachment?.taskAttachmentId as number);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_ _ _.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(await f.storedFiles()).toHaveLength(1);
  });

  it('types files by their content, not their names: text as UTF-8 plain text, Office documents, images', async () => {
    const task = await f.task();
    const csv = Buffer.from('שם,מחיר\nนม,5.90\n');
    await uploaded(task.taskId, csv, 'prices.exe');
    await uploaded(task.taskId, docxStart(), 'รายงานประจำเดือน.docx');
    const attachments = await uploaded(task.taskId, await sampleImage('png', 16, 16), 'photo.pdf');
    expect(attachments.map((a) => [a.displayName, a.contentType])).toEqual([
      ['photo.pdf', 'image/png'],
      ['รายงานประจำเดือน.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['prices.exe', 'text/plain; charset=utf-8'],
    ]);
    const text = await download(task.taskId, attachments[2]?.taskAttachmentId as number);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.rawPayload.equals(csv)).toBe(true);
    const thai = await download(task.taskId, attachments[1]?.taskAttachmentId as number);
    expect(thai.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('รายงานประจำเดือน.docx')}`,
    );
    const shown = devTaskResponse.parse(
      (await f.call(endpoints.task, { params: { taskId: task.taskId } })).json(),
    );
    expect(shown.task.attachments).toEqual(attachments);
    expect(shown.task.attachmentsCount).toBe(3);
  });

  it('refuses a type off the allowlist with 415, early or at the end of a text, leaving nothing', async () => {
    const task = await f.task();
    const before = { counts: await f.counts(), files: await f.storedFiles() };
    const executable = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(20_000, 1)]);
    const lateNul = Buffer.concat([Buffer.from('a,b\n'.repeat(5_000)), Buffer.from([0])]);
    for (const bytes of [executable, lateNul, Buffer.from([0x68, 0xc3])]) {
      const response = await f.uploadFile(task.taskId, bytes, 'file.txt');
      expect(response.statusCode, response.body).toBe(415);
    }
    expect(await f.counts()).toEqual(before.counts);
    expect(await f.storedFiles()).toEqual(before.files);
    expect(await countOf(task.taskId)).toBe(0);
  });

  it('refuses a file over TASK_ATTACHMENT_MAX_MB with 413, leaving nothing', async () => {
    const task = await f.task();
    const before = { counts: await f.counts(), files: await f.storedFiles() };
    const response = await f.uploadFile(task.taskId, samplePdf(1.2 * 1024 * 1024), 'big.pdf');
    expect(response.statusCode, response.body).toBe(413);
    expect(await f.counts()).toEqual(before.counts);
    expect(await f.storedFiles()).toEqual(before.files);
    // Just under the limit is taken.
    await uploaded(task.taskId, samplePdf(1024 * 1024 - 2048), 'fits.pdf');
  });

  it('removes the stored file when the row cannot be written', async () => {
    const task = await f.task();
    await f.query(sql`create function refuse_attachment() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await f.query(sql`create trigger refuse_attachment before insert on dev_task_attachments
      for each row when (new.display_name = 'refused.pdf') execute function refuse_attachment()`);
    const before = { counts: await f.counts(), files: await f.storedFiles() };
    const response = await f.uploadFile(task.taskId, samplePdf(), 'refused.pdf');
    expect(response.statusCode).toBe(500);
    expect(await f.counts()).toEqual(before.counts);
    expect(await f.storedFiles()).toEqual(before.files);
    await f.query(sql`drop trigger refuse_attachment on dev_task_attachments`);
  });

  it('answers 404 for a missing task or an attachment of another task, 400 without a file', async () => {
    const [one, two] = [await f.task(), await f.task()];
    const [attachment] = await uploaded(one.taskId, samplePdf(), 'one.pdf');
    const id = attachment?.taskAttachmentId as number;
    const before = { counts: await f.counts(), files: await f.storedFiles() };
    expect((await f.uploadFile(999_999, samplePdf(), 'x.pdf')).statusCode).toBe(404);
    expect((await download(two.taskId, id)).statusCode).toBe(404);
    expect((await download(one.taskId, 999_999)).statusCode).toBe(404);
    const wrongDelete = await f.call(endpoints.deleteAttachment, {
      params: { taskId: two.taskId, taskAttachmentId: id },
    });
    expect(wrongDelete.statusCode).toBe(404);
    const malformed = await f.call(endpoints.deleteAttachment, {
      params: { taskId: one.taskId, taskAttachmentId: 'x' },
    });
    expect(malformed.statusCode).toBe(400);
    const noFile = await f.call(endpoints.uploadAttachment, { params: { taskId: one.taskId }, body: {} });
    expect(noFile.statusCode).toBe(415);
    expect(await f.counts()).toEqual(before.counts);
    expect(await f.storedFiles()).toEqual(before.files);
  });

  it('deletes the row and then the file, keeping the count; audited', async () => {
    const task = await f.task();
    await uploaded(task.taskId, samplePdf(), 'first.pdf');
    const [second] = await uploaded(task.taskId, Buffer.from('notes'), 'second.txt');
    const files = await f.storedFiles();
    const response = await f.call(endpoints.deleteAttachment, {
      params: { taskId: task.taskId, taskAttachmentId: second?.taskAttachmentId as number },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(devTaskAttachmentsResponse.parse(response.json()).attachments.map((a) => a.displayName)).toEqual([
      'first.pdf',
    ]);
    expect(await f.storedFiles()).toHaveLength(files.length - 1);
    expect(await countOf(task.taskId)).toBe(1);
    expect((await download(task.taskId, second?.taskAttachmentId as number)).statusCode).toBe(404);
    const actions = await f.query<{ action: string }>(
      sql`select action from audit_log where entity_id = ${String(task.taskId)} and action like 'dev_task.attachment%' order by audit_entry_id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'dev_task.attachment.upload',
      'dev_task.attachment.upload',
      'dev_task.attachment.delete',
    ]);
  });

  it('counts ten uploads sent at once', async () => {
    const task = await f.task();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => f.uploadFile(task.taskId, samplePdf(1000 + i), `file ${i}.pdf`)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(new Array(10).fill(200));
    expect(await countOf(task.taskId)).toBe(10);
    const list = await f.call(endpoints.list, {
      query: { sortBy: 'attachmentsCount', sortDir: 'desc', pageSize: 1 },
    });
    expect((list.json() as { rows: { taskId: number }[] }).rows[0]?.taskId).toBe(task.taskId);
  });
});
