import { Paper, Portal, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { menuPosition } from './menuPosition';
import type { GridMenuItem } from './types';

type Props = {
  items: GridMenuItem[];
  /** The pointer (or the row's corner when opened from the keyboard), in window coordinates. */
  at: { x: number; y: number };
  label: string;
  direction: 'ltr' | 'rtl';
  /** `restoreFocus`: give the focus back (keyboard close or a chosen item), not on a click elsewhere. */
  onClose: (restoreFocus: boolean) => void;
};

/** Keys that move the focus between items: the next index from the items and the current one. */
const itemMoves: Record<string, (items: HTMLElement[], current: number) => number> = {
  ArrowDown: (_, current) => current + 1,
  ArrowUp: (_, current) => (current < 0 ? -1 : current - 1),
  Home: () => 0,
  End: (all) => all.length - 1,
};

function focusItem(menu: HTMLElement | null, pick: (items: HTMLElement[], current: number) => number) {
  const items = [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? [])];
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  items[(pick(items, current) + items.length) % items.length]?.focus();
}

/**
 * The grid's context menu (spec §2, §9): opens at the pointer, kept 12 px inside the window; arrows
 * move between items, Escape, Tab or a click elsewhere closes it (the caller gives focus back).
 */
export function GridContextMenu({ items, at, label, direction, onClose }: Props) {
  const menu = useRef<HTMLDivElement | null>(null);
  // The portal renders its content a moment after mounting: placing waits for the element.
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [place, setPlace] = useState<{ x: number; y: number } | null>(null);

  useLayoutEffect(() => {
    const box = element?.getBoundingClientRect();
    if (!box) return;
    // Right to left the menu opens towards the start, its right edge at the pointer.
    const x = direction === 'rtl' ? at.x - box.width : at.x;
    setPlace(menuPosition({ x, y: at.y }, box, { width: window.innerWidth, height: window.innerHeight }));
  }, [element, at, direction]);

  // Once placed (and so visible: a hidden element takes no focus), the first item has the focus.
  const placed = place !== null;
  useEffect(() => {
    if (placed) focusItem(element, () => 0);
  }, [placed, element]);

  useEffect(() => {
    const outside = (event: Event) => {
      if (!menu.current?.contains(event.target as Node)) onClose(false);
    };
    const resized = () => onClose(false);
    document.addEventListener('pointerdown', outside, true);
    window.addEventListener('resize', resized);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('resize', resized);
    };
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = itemMoves[event.key];
    if (move) {
      event.preventDefault();
      focusItem(menu.current, move);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    }
  };

  return (
    <Portal>
      <Paper
        ref={(node: HTMLDivElement | null) => {
          menu.current = node;
          setElement(node);
        }}
        role="menu"
        aria-label={label}
        shadow="md"
        withBorder
        className="grid-context-menu"
        dir={direction}
        onKeyDown={onKeyDown}
        onContextMenu={(event) => event.preventDefault()}
        style={{
          left: place?.x ?? at.x,
          top: place?.y ?? at.y,
          visibility: place ? 'visible' : 'hidden',
        }}
      >
        {items.map((item) => (
          <UnstyledButton
            key={item.label}
            role="menuitem"
            tabIndex={-1}
            disabled={item.disabled}
            data-color={item.color}
            className="grid-context-menu-item"
            onClick={() => {
              onClose(true);
              item.onSelect();
            }}
          >
            {item.label}
          </UnstyledButton>
        ))}
      </Paper>
    </Portal>
  );
}
