import { type DependencyList, useCallback, useEffect, useState } from 'react';

export type Remote<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Loads data for a page: loading, then ready or error; `retry` loads again. A change of `deps`
 * (another category, page or language) aborts the running call and starts over.
 */
export function useRemote<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): { state: Remote<T>; retry: () => void; update: (change: (data: T) => T) => void } {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load again
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('loading failed', error);
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [...deps, attempt]);
  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
      ),
    [],
  );
  return { state, retry, update };
}
