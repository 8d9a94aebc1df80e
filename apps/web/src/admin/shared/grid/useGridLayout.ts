import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppState } from '../../../state/appState';
import { defaultLayout, type GridLayout, sanitizeLayout } from './gridLayout';
import { deleteGridLayout, gridLayoutKey, readGridLayout, writeGridLayout } from './gridLayoutStore';

/** Resizing sends many changes a second: the last one is written once it settles. */
const writeDelayMs = 250;

function warn(action: string, error: unknown): void {
  // Spec §8: failures to store column settings give only warnings; the grid keeps working.
  console.warn(`grid layout could not be ${action}`, error);
}

/**
 * The column layout of one grid for the signed-in user, kept in IndexedDB: read on mount (the
 * defaults meanwhile), written a moment after each change, deleted by reset.
 */
export function useGridLayout(
  gridId: string,
  keys: readonly string[],
  hiddenByDefault: readonly string[] = [],
) {
  const storageKey = gridLayoutKey(gridId, useAppState().user?.userId);
  const signature = `${keys.join('\n')}\n\n${hiddenByDefault.join('\n')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys' content, not their array, matters
  const stableKeys = useMemo(() => [...keys], [signature]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys' content, not their array, matters
  const stableHidden = useMemo(() => [...hiddenByDefault], [signature]);
  const [stored, setStored] = useState<{ key: string; layout: unknown }>({ key: storageKey, layout: null });
  const touched = useRef(false);
  const pending = useRef<{ key: string; layout: GridLayout; timer: number } | null>(null);

  const flush = useCallback(() => {
    const write = pending.current;
    if (!write) return;
    window.clearTimeout(write.timer);
    pending.current = null;
    writeGridLayout(write.key, write.layout).catch((error: unknown) => warn('saved', error));
  }, []);

  useEffect(() => {
    touched.current = false;
    let current = true;
    readGridLayout(storageKey).then(
      (layout) => {
        if (current && !touched.current && layout !== undefined) setStored({ key: storageKey, layout });
      },
      (error: unknown) => warn('read', error),
    );
    return () => {
      current = false;
      flush();
    };
  }, [storageKey, flush]);

  const layout = useMemo(
    () =>
      stored.key === storageKey
        ? sanitizeLayout(stored.layout, stableKeys, stableHidden)
        : defaultLayout(stableKeys, stableHidden),
    [stored, storageKey, stableKeys, stableHidden],
  );

  const setLayout = useCallback(
    (next: GridLayout) => {
      touched.current = true;
      setStored({ key: storageKey, layout: next });
      if (pending.current) window.clearTimeout(pending.current.timer);
      pending.current = { key: storageKey, layout: next, timer: window.setTimeout(flush, writeDelayMs) };
    },
    [storageKey, flush],
  );

  const resetLayout = useCallback(() => {
    touched.current = true;
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = null;
    setStored({ key: storageKey, layout: null });
    deleteGridLayout(storageKey).catch((error: unknown) => warn('reset', error));
  }, [storageKey]);

  return { layout, setLayout, resetLayout };
}
