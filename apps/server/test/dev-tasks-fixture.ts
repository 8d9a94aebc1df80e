import path from 'node:path';
import {
  type AnyEndpoint,
  type DevTask,
  devTaskSaveResponse,
  devTasksEndpoints as endpoints,
  fillPath,
} from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../src/db/client';
import { type StaffMember, userHolding } from './access';
import { buildTestApp, type TestApp } from './app';
import { callEndpoint, type EndpointCall } from './endpoint-calls';
import { filesUnder, upload } from './uploads';

export interface DevTasksFixture {
  t: TestApp;
  /** In the 'admin' group: every permission, and a possible assignee. */
  writer: StaffMember;
  /** Developer: tasks:read only. */
  reader: StaffMember;
  /** Dispatcher: tasks:write, but not in the 'admin' group (not assignable). */
  dispatcher: StaffMember;
  /** admin_access without any task permission. */
  outsider: StaffMember;
  /** A shopper: no admin access. */
  shopper: StaffMember;
  call(endpoint: AnyEndpoint, call?: EndpointCall): ReturnType<typeof callEndpoint>;
  query<T>(statement: SQL): Promise<T[]>;
  /** Rows of every task table and the audit log: to show a refusal wrote nothing. */
  counts(): Promise<Record<string, unknown>>;
  /** A task made through the API as the writer. */
  task(fields?: Record<string, unknown>): Promise<DevTask>;
  /** Uploads one file to a task (as the writer unless told). */
  uploadFile(
    taskId: number,
    bytes: Uint8Array,
    name: string,
    cookie?: string | null,
  ): ReturnType<typeof upload>;
  /** The files in the local storage's task folder. */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

export async function devTasksFixture(env: Record<string, string> = {}): Promise<DevTasksFixture> {
  const t = await buildTestApp({ env: { RATE_LIMITS_ENABLED: 'false', ...env } });
  const writer = await userHolding(t.app, { groups: ['admin'] });
  const call = (endpoint: AnyEndpoint, request: EndpointCall = {}) =>
    callEndpoint(t, endpoint, { cookie: writer.cookie, ...request });
  const query = async <T>(statement: SQL) => rowsOf<T>(await t.database.db.execute(statement));
  return {
    t,
    writer,
    reader: await userHolding(t.app, { groups: ['developer'] }),
    dispatcher: await userHolding(t.app, { groups: ['dispatcher'] }),
    outsider: await userHolding(t.app, { permissions: ['admin_access'] }),
    shopper: await userHolding(t.app),
    call,
    query,
    async counts() {
      const [row] = await query<Record<string, unknown>>(sql`select
        (select count(*)::int from dev_tasks) as tasks,
        (select count(*)::int from dev_task_attachments) as attachments,
        (select count(*)::int from dev_task_comments) as comments,
        (select count(*)::int from audit_log) as audit,
        (select md5(coalesce(string_agg(d::text, ',' order by task_id), '')) from dev_tasks d) as "tasksHash"`);
      return row as Record<string, unknown>;
    },
    async task(fields = {}) {
      const response = await call(endpoints.create, { body: { taskName: 'A task', ...fields } });
      expect(response.statusCode, response.body).toBe(200);
      const answer = devTaskSaveResponse.parse(response.json());
      if (answer.reject) throw new Error(`${answer.reason}: ${answer.message}`);
      return answer.task;
    },
    uploadFile(taskId, bytes, name, cookie = writer.cookie) {
      const url = fillPath(endpoints.uploadAttachment.path, { taskId });
      return upload(t.app, url, [{ bytes, name, type: 'application/octet-stream' }], {
        cookie: cookie ?? undefined,
      });
    },
    storedFiles: () => filesUnder(path.join(t.dataDir, 'files', 'tasks')),
    close: () => t.close(),
  };
}

/** The issues of a 400 answer. */
export function badRequestIssues(response: { statusCode: number; json(): unknown; body: string }) {
  expect(response.statusCode, response.body).toBe(400);
  const answer = response.json() as { reason: string; issues?: { path: string; message: string }[] };
  expect(answer.reason).toBe('BAD_REQUEST');
  return answer.issues ?? [];
}
