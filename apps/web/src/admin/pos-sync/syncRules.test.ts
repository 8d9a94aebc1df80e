import type { SyncStatus, SyncStatusAnswer } from '@grocery/contracts';
import { describe, expect, test } from 'vitest';
import { progressOf, syncControls } from './syncRules';
import { syncStatus } from './syncStatusFixture';

const sync = (overrides: Partial<SyncStatusAnswer> = {}) =>
  syncStatus({ positiveConnected: true, ...overrides });

const all = { write: true, credentials: true };
const enabled = (status: SyncStatus, connected: boolean) => {
  const controls = syncControls(sync({ status, positiveConnected: connected }), all);
  return {
    start: controls.start.enabled,
    stop: controls.stop.enabled,
    reset: controls.reset.enabled,
    connect: controls.connect.enabled,
  };
};

describe('syncControls: the spec’s enabling rules', () => {
  test.each(['idle', 'stopped', 'failed', 'done'] as const)(
    '%s, connected: Start and Reset, no Stop or Connect',
    (status) => {
      expect(enabled(status, true)).toEqual({ start: true, stop: false, reset: true, connect: false });
    },
  );

  test.each(['init', 'running'] as const)('%s: only Stop', (status) => {
    expect(enabled(status, true)).toEqual({ start: false, stop: true, reset: false, connect: false });
    expect(enabled(status, false)).toEqual({ start: false, stop: true, reset: false, connect: false });
  });

  test('not connected to the POS: Connect, and Start waits for it', () => {
    expect(enabled('idle', false)).toEqual({ start: false, stop: false, reset: true, connect: true });
    expect(syncControls(sync({ positiveConnected: false }), all).needsConnection).toBe(true);
  });

  test('a price file needs no sign-in: Start without it, no Connect', () => {
    const controls = syncControls(sync({ source: 'price-file', positiveConnected: false }), all);
    expect(controls.start.enabled).toBe(true);
    expect(controls.needsConnection).toBe(false);
    expect(controls.connect.shown).toBe(false);
  });

  test('permissions: sync:write shows Start, Stop, Reset and Retry; sync:credentials shows Connect', () => {
    const readOnly = syncControls(sync(), { write: false, credentials: false });
    expect(
      [readOnly.start, readOnly.stop, readOnly.reset, readOnly.retry, readOnly.connect].map((c) => c.shown),
    ).toEqual([false, false, false, false, false]);
    const connectOnly = syncControls(sync({ positiveConnected: false }), { write: false, credentials: true });
    expect(connectOnly.connect).toEqual({ shown: true, enabled: true });
    expect(connectOnly.start.shown).toBe(false);
  });

  test('held: Confirm and Reset, Start waits; Confirm only while held and with sync:write', () => {
    expect(enabled('held', true)).toEqual({ start: false, stop: false, reset: true, connect: false });
    expect(syncControls(sync({ status: 'held' }), all).confirm).toEqual({ shown: true, enabled: true });
    expect(syncControls(sync({ status: 'done' }), all).confirm.shown).toBe(false);
    expect(syncControls(sync({ status: 'held' }), { write: false, credentials: true }).confirm.shown).toBe(
      false,
    );
  });

  test('retry waits while a run is under way', () => {
    expect(syncControls(sync({ status: 'running' }), all).retry.enabled).toBe(false);
    expect(syncControls(sync({ status: 'done' }), all).retry.enabled).toBe(true);
  });
});

describe('progressOf', () => {
  test('processed of total, capped at 100', () => {
    expect(progressOf(sync({ status: 'running', totalItems: 200, totalProcessed: 50 }))).toEqual({
      percent: 25,
      indeterminate: false,
    });
    expect(progressOf(sync({ status: 'running', totalItems: 10, totalProcessed: 12 })).percent).toBe(100);
  });

  test('total unknown: indeterminate while running, empty otherwise', () => {
    expect(progressOf(sync({ status: 'running' }))).toEqual({ percent: 100, indeterminate: true });
    expect(progressOf(sync({ status: 'idle' }))).toEqual({ percent: 0, indeterminate: false });
  });

  test('an empty catalogue is complete when done', () => {
    expect(progressOf(sync({ status: 'done', totalItems: 0 })).percent).toBe(100);
  });
});
