import type { LanguageCode, SyncStatus, SyncStatusAnswer } from '@grocery/contracts';

/** A run is under way while it starts (init) and while it runs: the spec's "while running". */
export function isRunActive(status: SyncStatus): boolean {
  return status === 'init' || status === 'running';
}

export type SyncGrants = { write: boolean; credentials: boolean };

/** A control: shown at all (the permission), and enabled now (the spec's rules). */
export type Control = { shown: boolean; enabled: boolean };

export type SyncControls = {
  start: Control;
  stop: Control;
  reset: Control;
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
 * not retried while a run is under way. Without sync:write, Start, Stop, Reset and Retry are not
 * shown; without sync:credentials, Connect is not.
 */
export function syncControls(sync: SyncStatusAnswer, grants: SyncGrants): SyncControls {
  const active = isRunActive(sync.status);
  const pos = sync.source === 'pos';
  const needsConnection = pos && !sync.positiveConnected;
  return {
    start: { shown: grants.write, enabled: !active && !needsConnection },
    stop: { shown: grants.write, enabled: active },
    reset: { shown: grants.write, enabled: !active },
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

const locales: Record<LanguageCode, string> = { en: 'en-GB', he: 'he-IL', th: 'th-TH' };

/** A count in the language's digits and grouping: 12,345. */
export function formatCount(language: LanguageCode, value: number, maxFractionDigits = 0): string {
  return new Intl.NumberFormat(locales[language], { maximumFractionDigits: maxFractionDigits }).format(value);
}

/** A file's size in megabytes (decimal, as file managers show them), one decimal; kilobytes below one. */
export function formatSize(language: LanguageCode, bytes: number): string {
  const [value, unit] = bytes >= 1e6 ? [bytes / 1e6, 'megabyte'] : [bytes / 1e3, 'kilobyte'];
  return new Intl.NumberFormat(locales[language], { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    value,
  );
}

function unit(language: LanguageCode, value: number, name: 'hour' | 'minute' | 'second'): string {
  return new Intl.NumberFormat(locales[language], { style: 'unit', unit: name, unitDisplay: 'long' }).format(
    value,
  );
}

/**
 * Time left as its two largest units in the language (Intl): '45 seconds', '2 minutes 5 seconds',
 * '1 hour 20 minutes'; 'שתי דקות 5 שניות'; '2 นาที 5 วินาที'. Seconds are dropped past an hour.
 */
export function formatEta(language: LanguageCode, seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const parts =
    hours > 0
      ? [unit(language, hours, 'hour'), ...(minutes > 0 ? [unit(language, minutes, 'minute')] : [])]
      : minutes > 0
        ? [unit(language, minutes, 'minute'), ...(rest > 0 ? [unit(language, rest, 'second')] : [])]
        : [unit(language, rest, 'second')];
  return new Intl.ListFormat(locales[language], { type: 'unit', style: 'narrow' }).format(parts);
}
