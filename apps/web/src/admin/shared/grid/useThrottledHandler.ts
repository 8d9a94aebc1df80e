import { useCallback, useLayoutEffect, useRef } from 'react';

/** Spec §9: a button pressed again within 150 ms does nothing the second time. */
const buttonThrottleMs = 150;

/**
 * A stable handler that runs `handler` at most once per `intervalMs`: calls in between are dropped,
 * not delayed (a double click is one press).
 */
export function useThrottledHandler<Args extends unknown[]>(
  handler: (...args: Args) => void,
  intervalMs = buttonThrottleMs,
): (...args: Args) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  const lastRun = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(
    (...args: Args) => {
      const now = performance.now();
      if (now - lastRun.current < intervalMs) return;
      lastRun.current = now;
      latest.current(...args);
    },
    [intervalMs],
  );
}
