import { type ReactNode, useCallback, useRef, useState } from 'react';
import { notify } from '../../../components/toast/toast';
import type { GridRowKey } from './types';

type Loaded = { status: 'loading' } | { status: 'ready'; node: ReactNode };

/**
 * Expandable rows (spec §4): a toggle opens or closes a row's details; they load on the first open
 * only and are kept for later opens. A failed load closes the row and says so briefly.
 */
export function useRowDetails<Row>(
  load: ((row: Row) => Promise<ReactNode>) | undefined,
  rowKey: (row: Row) => GridRowKey,
  failedMessage: string,
) {
  const [open, setOpen] = useState<ReadonlySet<GridRowKey>>(() => new Set());
  const [loaded, setLoaded] = useState<ReadonlyMap<GridRowKey, Loaded>>(() => new Map());
  const requested = useRef(new Set<GridRowKey>());

  const toggle = useCallback(
    (row: Row) => {
      const key = rowKey(row);
      const closing = open.has(key);
      setOpen((current) => {
        const next = new Set(current);
        if (closing) next.delete(key);
        else next.add(key);
        return next;
      });
      if (closing || !load || requested.current.has(key)) return;
      requested.current.add(key);
      setLoaded((current) => new Map(current).set(key, { status: 'loading' }));
      load(row).then(
        (node) => setLoaded((current) => new Map(current).set(key, { status: 'ready', node })),
        (error: unknown) => {
          console.error(failedMessage, error);
          notify.error(failedMessage);
          requested.current.delete(key);
          setLoaded((current) => {
            const next = new Map(current);
            next.delete(key);
            return next;
          });
          setOpen((current) => {
            const next = new Set(current);
            next.delete(key);
            return next;
          });
        },
      );
    },
    [open, load, rowKey, failedMessage],
  );

  return { open, loaded, toggle };
}
