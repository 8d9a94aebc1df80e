import type { SyncStatus, SyncStatusAnswer } from '@grocery/contracts';

/** A run is under way while it starts (init) and while it runs: the spec's "while running". */
export function isRunActive(status: SyncStatus): boolean {
  return status === 'init' || status === 'running';
}

type SyncGrants = { write: boolean; credentials: boolean };

/** A control: shown at all (the permission), and enabled now (the spec's rules). */
export type Control = { shown: boolean; enabled: boolean };

export type SyncControls = {
  start: Control;
  stop: Control;
  reset: Control;
  /** Applies a held run (decision 0061): shown only while one is held. */
  confirm: Control;
  connect: Control;
  retry: Control;
  /** Start waits for a sign-in to the POS (a price file needs none). */
  needsConnection: boolean;
};

/**
 * The spec's enabling rules (section 4): Start and Reset disabled while running, Stop enabled only
 * while running, Connect disabled when running or already connected. Beyond the spec: Start also
 * waits for a connection when the catalogue comes from the POS (the server would refuse it,
 * NOT_CONNECTED); a price file needs no sign-in, so Connect is not shown for it; a failed item is
 * not retried while a run is under way. A held run (decision 0061) waits for Confirm or Reset: Start
 * is disabled meanwhile (the server would refuse it, HELD). Without sync:write, Start, Stop, Reset,
 * Confirm and Retry are not shown; without sync:credentials, Connect is not.
 */
export function syncControls(sync: SyncStatusAnswer, grants: SyncGrants): SyncControls {
  const active = isRunActive(sync.status);
  const pos = sync.source === 'pos';
  const needsConnection = pos && !sync.positiveConnected;
  const held = sync.status === 'held';
  return {
    start: { shown: grants.write, enabled: !active && !held && !needsConnection },
    stop: { shown: grants.write, enabled: active },
    reset: { shown: grants.write, enabled: !active },
    confirm: { shown: grants.write && held, enabled: held },
    connect: { shown: grants.credentials && pos, enabled: !active && !sync.positiveConnected },
    retry: { shown: grants.write, enabled: !active },
    needsConnection,
  };
}

/** The run's progress for the bar: a percentage, or indeterminate while the total is unknown. */
export function progressOf(sync: SyncStatusAnswer): { percent: number; indeterminate: boolean } {
  const total = sync.totalItems;
  if (total === null)
    return { percent: isRunActive(sync.status) ? 100 : 0, indeterminate: isRunActive(sync.status) };
  if (total <= 0) return { percent: sync.status === 'done' ? 100 : 0, indeterminate: false };
  return { percent: Math.min(100, (sync.totalProcessed / total) * 100), indeterminate: false };
}
