import { useEffect } from 'react';

type Options = {
  remote: boolean;
  /** The page's rows are known (loaded, or local). */
  settled: boolean;
  rowsOnPage: number;
  total: number | null;
  pageIndex: number;
  pageCount: number | null;
  setPageIndex: (update: (pageIndex: number) => number) => void;
};

/**
 * Keeps the page inside the list. Remote (spec §4): a page past the first that comes back empty
 * while the server still counts rows steps back one page (its last rows were deleted). Local: a
 * page past the end (rows removed, filtered) goes to the last page.
 */
export function usePageCorrection(options: Options) {
  const { remote, settled, rowsOnPage, total, pageIndex, pageCount, setPageIndex } = options;
  useEffect(() => {
    if (!settled || pageIndex === 0) return;
    if (remote) {
      if (rowsOnPage === 0 && total !== null && total > 0)
        setPageIndex((current) => Math.max(0, current - 1));
    } else if (pageCount !== null && pageIndex > pageCount - 1) {
      setPageIndex(() => Math.max(0, pageCount - 1));
    }
  }, [remote, settled, rowsOnPage, total, pageIndex, pageCount, setPageIndex]);
}
