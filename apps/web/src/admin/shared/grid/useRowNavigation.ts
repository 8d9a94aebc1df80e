import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';

type Options = {
  rowCount: number;
  onEnter: (rowIndex: number) => void;
  onSpace: (rowIndex: number) => void;
  onMenuKey: (rowIndex: number, element: HTMLElement) => void;
};

/** The page scrolls the row into view (its scroll margins keep it clear of the sticky header), then it takes the focus. */
function reveal(element: HTMLElement) {
  element.scrollIntoView({ block: 'nearest' });
  element.focus({ preventScroll: true });
}

const menuKey = (event: KeyboardEvent) =>
  event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');

/**
 * Keyboard use of the body (spec rule 13): one row is active and holds the focus (roving tabIndex);
 * Arrow Up/Down, Home and End move it and scroll it into view, Enter opens it, Space selects it,
 * Shift+F10 or the ContextMenu key opens its menu.
 */
export function useRowNavigation({ rowCount, onEnter, onSpace, onMenuKey }: Options) {
  const [activeIndex, setActiveIndex] = useState(0);
  const active = Math.max(0, Math.min(activeIndex, rowCount - 1));
  const elements = useRef(new Map<number, HTMLElement>());
  const focusPending = useRef(false);

  // A row not yet drawn takes the focus once it is.
  useEffect(() => {
    if (!focusPending.current) return;
    const element = elements.current.get(active);
    if (element) {
      focusPending.current = false;
      reveal(element);
    }
  });

  const focusRow = useCallback(
    (index: number) => {
      const next = Math.max(0, Math.min(index, rowCount - 1));
      setActiveIndex(next);
      const element = elements.current.get(next);
      if (element) reveal(element);
      else focusPending.current = true;
    },
    [rowCount],
  );

  const register = useCallback((index: number, element: HTMLElement | null) => {
    if (element) elements.current.set(index, element);
    else elements.current.delete(index);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // Keys inside a row's checkbox or button belong to that control.
    if (rowCount === 0 || (target !== event.currentTarget && target.getAttribute('role') !== 'row')) return;
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: rowCount - 1,
    };
    const move = moves[event.key];
    if (move !== undefined) focusRow(move);
    else if (event.key === 'Enter') onEnter(active);
    else if (event.key === ' ') onSpace(active);
    else if (menuKey(event)) {
      const element = elements.current.get(active);
      if (element) onMenuKey(active, element);
    } else return;
    event.preventDefault();
  };

  return {
    active,
    setActive: setActiveIndex,
    focusRow,
    register,
    onKeyDown,
    element: (index: number) => elements.current.get(index),
  };
}
