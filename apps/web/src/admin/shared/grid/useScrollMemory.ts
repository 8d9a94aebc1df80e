import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { GridSort, GridViewState } from './types';

/** Scrolling reports its position at most this often (and once more when it stops). */
const scrollReportMs = 200;

type Options = {
  scrollRef: RefObject<HTMLDivElement | null>;
  initialScrollTop: number;
  /** Rows are shown: the saved position can be restored. */
  ready: boolean;
  pageIndex: number;
  sort: GridSort | null;
  onViewStateChange?: (state: GridViewState) => void;
};

/**
 * Keeps the list where the user left it (spec §2: users and products restore their scroll): the
 * saved position is restored once rows are shown; page and sort changes go to the top and are
 * reported at once, scrolling is reported throttled.
 */
export function useScrollMemory({
  scrollRef,
  initialScrollTop,
  ready,
  pageIndex,
  sort,
  onViewStateChange,
}: Options) {
  const pendingRestore = useRef(initialScrollTop);
  const report = useRef(onViewStateChange);
  const view = useRef({ pageIndex, sort });
  const timer = useRef<number | null>(null);
  useLayoutEffect(() => {
    report.current = onViewStateChange;
    view.current = { pageIndex, sort };
  });

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!ready || !element || pendingRestore.current <= 0) return;
    const target = pendingRestore.current;
    pendingRestore.current = 0;
    element.scrollTop = target;
    // Rows measured taller than their estimate move the list once more (the virtualizer keeps what
    // is in view in place): put it back where the user left it once they have been measured.
    let frames = 2;
    let handle = 0;
    const settle = () => {
      element.scrollTop = target;
      frames -= 1;
      if (frames > 0) handle = requestAnimationFrame(settle);
    };
    handle = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(handle);
  }, [ready, scrollRef]);

  const firstView = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page or the sort changes
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    pendingRestore.current = 0;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
    report.current?.({ pageIndex, sort, scrollTop: 0 });
  }, [pageIndex, sort]);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const onScroll = () => {
      if (timer.current !== null || !report.current) return;
      timer.current = window.setTimeout(() => {
        timer.current = null;
        report.current?.({ ...view.current, scrollTop: element.scrollTop });
      }, scrollReportMs);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [scrollRef]);
}
