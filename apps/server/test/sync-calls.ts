import {
  posSyncEndpoints as endpoints,
  type SyncStatusAnswer,
  syncCommandResponse,
  syncStatusResponse,
} from '@grocery/contracts';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { callEndpoint, type EndpointCall } from './endpoint-calls';

type SyncEndpoint = (typeof endpoints)[keyof typeof endpoints];

/**
 * The sync's calls as an admin makes them, for tests: `caller()` gives the app and the admin's
 * cookie (made in a beforeAll); `waitMs` bounds `until`.
 */
export function syncCalls(caller: () => { t: Pick<TestApp, 'app'>; cookie: string }, waitMs: number) {
  const call = (endpoint: SyncEndpoint, options: EndpointCall = {}) => {
    const { t, cookie } = caller();
    return callEndpoint(t, endpoint, { cookie, ...options });
  };
  async function command(endpoint: SyncEndpoint, body?: unknown) {
    const response = await call(endpoint, { body });
    expect(response.statusCode, response.body).toBe(200);
    return syncCommandResponse.parse(response.json());
  }
  async function started(kind: 'full' | 'delta' = 'full') {
    const answer = await command(endpoints.start, { kind });
    if (answer.reject) throw new Error(`${answer.reason}: ${answer.message}`);
    return answer.sync;
  }
  async function status(): Promise<SyncStatusAnswer> {
    const response = await call(endpoints.status);
    expect(response.statusCode, response.body).toBe(200);
    return syncStatusResponse.parse(response.json()).sync;
  }
  async function until(done: (sync: SyncStatusAnswer) => boolean, what: string): Promise<SyncStatusAnswer> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const sync = await status();
      if (done(sync)) return sync;
      if (Date.now() > deadline) throw new Error(`waited for ${what}: ${JSON.stringify(sync)}`);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  }
  /** The run ended, or was held for a confirmation (decision 0061). */
  const finished = () =>
    until((sync) => ['done', 'failed', 'stopped', 'held'].includes(sync.status), 'the run to end');
  return { call, command, started, status, until, finished };
}
