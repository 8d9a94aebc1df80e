import type { Row } from '@tanstack/react-table';
import { type MouseEvent, useCallback, useRef, useState } from 'react';
import type { GridMenuItem } from './types';
import type { GridFeatures } from './useGridTable';

type OpenMenu = { items: GridMenuItem[]; at: { x: number; y: number } };

/** The browser also fires `contextmenu` for Shift+F10 and the menu key: one menu, not two. */
const keyboardEcho = 500;

/**
 * The context menu's state (spec §2, §9): right-click on a row (its row) or elsewhere in the grid
 * (null), or the keyboard on the active row; focus goes back where it was on a keyboard close.
 */
export function useGridContextMenu<Data extends object>(
  contextMenu: ((row: Data | null) => GridMenuItem[]) | undefined,
  rows: Row<GridFeatures, Data>[],
  direction: 'ltr' | 'rtl',
) {
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const keyboardOpenedAt = useRef(Number.NEGATIVE_INFINITY);

  const open = (row: Data | null, at: OpenMenu['at'], from: HTMLElement): boolean => {
    const items = contextMenu?.(row) ?? [];
    if (items.length === 0) return false;
    returnTo.current = from;
    setMenu({ items, at });
    return true;
  };

  const onContextMenu = (event: MouseEvent<HTMLElement>) => {
    if (!contextMenu) return;
    if (performance.now() - keyboardOpenedAt.current < keyboardEcho) {
      event.preventDefault();
      return;
    }
    const rowElement = (event.target as HTMLElement).closest<HTMLElement>('[data-row-index]');
    const row = rowElement ? (rows[Number(rowElement.dataset.rowIndex)]?.original ?? null) : null;
    const from = rowElement ?? event.currentTarget;
    if (open(row, { x: event.clientX, y: event.clientY }, from)) {
      event.preventDefault();
      rowElement?.focus({ preventScroll: true });
    }
  };

  const openForRow = (rowIndex: number, element: HTMLElement) => {
    const row = rows[rowIndex]?.original;
    if (!row) return;
    keyboardOpenedAt.current = performance.now();
    const box = element.getBoundingClientRect();
    const x = direction === 'rtl' ? box.right - 16 : box.left + 16;
    open(row, { x, y: box.top + box.height / 2 }, element);
  };

  const close = useCallback((restoreFocus: boolean) => {
    setMenu(null);
    if (restoreFocus) returnTo.current?.focus({ preventScroll: true });
    returnTo.current = null;
  }, []);

  return { menu, onContextMenu, openForRow, close };
}
