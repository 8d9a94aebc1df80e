import type { Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useMemo } from 'react';
import type { GridFeatures } from './useGridTable';

/** A body line: a data row, or the details opened under it. */
export type GridItem = { kind: 'row' | 'details'; rowIndex: number };

/** A one-line row's height (grid.css gives rows this minimum, so estimates hold). */
const rowHeight = 41;
const detailsHeight = 160;

type Options<Data extends object> = {
  rows: Row<GridFeatures, Data>[];
  openIds: ReadonlySet<string>;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The sticky header's height: the rows start below it in the scroll area. */
  headHeight: number;
  initialScrollTop: number;
};

/**
 * The body's virtual lines (spec §4 grid, rule 15): only the lines in view, plus a few either side,
 * are rendered; heights are measured, so wrapped cells and details fit.
 */
export function useVirtualRows<Data extends object>(options: Options<Data>) {
  const { rows, openIds, scrollRef, headHeight } = options;
  const items = useMemo(
    () =>
      rows.flatMap((row, rowIndex): GridItem[] =>
        openIds.has(row.id)
          ? [
              { kind: 'row', rowIndex },
              { kind: 'details', rowIndex },
            ]
          : [{ kind: 'row', rowIndex }],
      ),
    [rows, openIds],
  );
  const itemOfRow = useMemo(() => {
    const indexes: number[] = [];
    items.forEach((item, index) => {
      if (item.kind === 'row') indexes[item.rowIndex] = index;
    });
    return indexes;
  }, [items]);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (items[index]?.kind === 'details' ? detailsHeight : rowHeight),
    getItemKey: (index) => {
      const item = items[index];
      return item ? `${item.kind}:${rows[item.rowIndex]?.id}` : index;
    },
    overscan: 6,
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
    initialOffset: options.initialScrollTop,
  });
  return { items, itemOfRow, virtualizer };
}
