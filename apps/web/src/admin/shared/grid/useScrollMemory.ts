import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { GridSort, GridViewState } from './types';

/** Scrolling reports its position at most this often (and once more when it stops). */
const scrollReportMs = 200;

type Options = {
  /** The grid's root: a page or sort change brings its top back into view. */
  rootRef: RefObject<HTMLDivElement | null>;
  initialScrollTop: number;
  /** Rows are shown: the saved position can be restored. */
  ready: boolean;
  pageIndex: number;
  sort: GridSort | null;
  onViewStateChange?: (state: GridViewState) => void;
};

/**
 * Keeps the list where the user left it (spec §2: users and products restore their scroll). The
 * page scrolls, not the grid (one scroll per page): the saved position is the window's, restored
 * once rows are shown; a page or sort change brings the grid's top into view when it was scrolled
 * past, and is reported at once; scrolling is reported throttled.
 */
export function useScrollMemory({
  rootRef,
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
    if (!ready || pendingRestore.current <= 0) return;
    const target = pendingRestore.current;
    pendingRestore.current = 0;
    window.scrollTo({ top: target, behavior: 'instant' });
    // Images and fonts arriving in the next frames may move the page once more: put it back.
    let frames = 2;
    let handle = 0;
    const settle = () => {
      window.scrollTo({ top: target, behavior: 'instant' });
      frames -= 1;
      if (frames > 0) handle = requestAnimationFrame(settle);
    };
    handle = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(handle);
  }, [ready]);

  const firstView = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page or the sort changes
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    pendingRestore.current = 0;
    const root = rootRef.current;
    // Its scroll margin is the room the admin's fixed top bar takes: a top under the bar is hidden too.
    const hiddenAbove = (element: HTMLElement) =>
      element.getBoundingClientRect().top <
      Number.parseFloat(getComputedStyle(element).scrollMarginTop || '0');
    if (root && hiddenAbove(root)) root.scrollIntoView({ block: 'start' });
    report.current?.({ pageIndex, sort, scrollTop: window.scrollY });
  }, [pageIndex, sort]);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    const onScroll = () => {
      if (timer.current !== null || !report.current) return;
      timer.current = window.setTimeout(() => {
        timer.current = null;
        report.current?.({ ...view.current, scrollTop: window.scrollY });
      }, scrollReportMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
}
