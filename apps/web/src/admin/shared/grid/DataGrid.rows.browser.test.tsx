import { Button } from '@mantine/core';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Toasts } from '../../../components/toast/Toasts';
import { DataGrid } from './DataGrid';
import { type Person, people, personGrid, renderGrid, renderInAdmin, rowElement } from './gridTestKit';
import type { GridRowKey } from './types';

afterEach(() => {
  vi.restoreAllMocks();
});

test('rule 5: row details open and close; they load on the first open only; a failure closes them', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const loads: number[] = [];
  const screen = await renderGrid(
    personGrid({
      rows: people(3),
      details: {
        label: 'Orders',
        load: async (row) => {
          loads.push(row.id);
          if (row.id === 2) throw new Error('no orders');
          return <p>Orders of {row.name}</p>;
        },
      },
    }),
    {
      wrap: (grid) => (
        <>
          {grid}
          <Toasts />
        </>
      ),
    },
  );
  const toggles = screen.getByRole('button', { name: 'Orders' });
  const first = toggles.nth(0);
  await first.click();
  await expect.element(screen.getByText('Orders of Person 0001')).toBeVisible();
  await expect.element(first).toHaveAttribute('aria-expanded', 'true');
  await first.click();
  await expect.element(screen.getByText('Orders of Person 0001')).not.toBeInTheDocument();
  await first.click();
  await expect.element(screen.getByText('Orders of Person 0001')).toBeVisible();
  expect(loads).toEqual([1]);

  const second = toggles.nth(1);
  await second.click();
  await expect.element(screen.getByText('The details could not be loaded.')).toBeVisible();
  await expect.element(second).toHaveAttribute('aria-expanded', 'false');
  expect(loads).toEqual([1, 2]);
});

test('rule 7: the context menu opens at the pointer, keeps 12 px inside the window, closes on Escape', async () => {
  const asked: (Person | null)[] = [];
  const screen = await renderGrid(
    personGrid({
      rows: people(3),
      contextMenu: (row) => {
        asked.push(row);
        return [
          { label: 'Edit person', onSelect: () => {} },
          { label: 'Delete person', onSelect: () => {}, color: 'red' },
        ];
      },
    }),
  );
  await expect.element(screen.getByText('Person 0002')).toBeVisible();
  const row = rowElement(1) as HTMLElement;
  row.dispatchEvent(
    new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 200, clientY: 150 }),
  );
  const menu = screen.getByRole('menu', { name: 'Row actions' });
  await expect.element(menu).toBeVisible();
  expect(asked.at(-1)?.id).toBe(2);
  const atPointer = menu.element().getBoundingClientRect();
  expect([atPointer.left, atPointer.top]).toEqual([200, 150]);
  await userEvent.keyboard('{Escape}');
  await expect.element(menu).not.toBeInTheDocument();
  expect(document.activeElement).toBe(row);

  row.dispatchEvent(
    new MouseEvent('contextmenu', {
      bubbles: true,
      cancelable: true,
      clientX: window.innerWidth - 2,
      clientY: window.innerHeight - 2,
    }),
  );
  await expect.element(menu).toBeVisible();
  const nearCorner = menu.element().getBoundingClientRect();
  expect(nearCorner.right).toBeLessThanOrEqual(window.innerWidth - 12);
  expect(nearCorner.bottom).toBeLessThanOrEqual(window.innerHeight - 12);
  await userEvent.keyboard('{Escape}');
  await expect.element(menu).not.toBeInTheDocument();
});

test('rule 7: Shift+F10 and the ContextMenu key open the menu of the focused row', async () => {
  const chosen: string[] = [];
  const screen = await renderGrid(
    personGrid({
      rows: people(3),
      contextMenu: (row) => [{ label: 'Edit person', onSelect: () => chosen.push(row?.name ?? 'none') }],
    }),
  );
  await screen.getByText('Person 0003').click();
  await userEvent.keyboard('{Shift>}{F10}{/Shift}');
  await expect.element(screen.getByRole('menuitem', { name: 'Edit person' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(chosen).toEqual(['Person 0003']);
  expect(document.activeElement).toBe(rowElement(2));

  await userEvent.keyboard('{ContextMenu}');
  await expect.element(screen.getByRole('menu')).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
});

/** A page holding the selection, as a list page does. */
function SelectionHarness() {
  const [grid] = useState(() => personGrid({ rows: people(30), pageSize: 10 }));
  const [selected, setSelected] = useState<ReadonlySet<GridRowKey>>(new Set());
  return (
    <DataGrid
      {...grid}
      selection={{ selected, onChange: setSelected }}
      bulkActions={<Button size="xs">Delete selected</Button>}
    />
  );
}

test('rule 8: checkboxes select rows and the page; bulk actions show while any row is selected', async () => {
  const screen = await renderInAdmin(<SelectionHarness />);
  const bulk = screen.getByRole('button', { name: 'Delete selected' });
  await expect.element(bulk).not.toBeInTheDocument();
  await screen.getByRole('checkbox', { name: 'Select row 3' }).click();
  await expect.element(bulk).toBeVisible();
  await expect.element(screen.getByText('1 selected')).toBeVisible();
  expect(rowElement(2)?.getAttribute('aria-selected')).toBe('true');

  const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
  await all.click();
  await expect.element(screen.getByText('10 selected')).toBeVisible();
  await expect.element(all).toBeChecked();
  await all.click();
  await expect.element(bulk).not.toBeInTheDocument();
  expect(rowElement(2)?.getAttribute('aria-selected')).toBe('false');
});

test('rule 13: arrows, Home and End move the focused row into view; Enter opens it', async () => {
  const opened: number[] = [];
  const screen = await renderGrid(
    personGrid({ rows: people(100), pageSize: 100, onOpen: (row) => opened.push(row.id) }),
  );
  await screen.getByText('Person 0001').click();
  await expect.element(rowElement(0)).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  await expect.element(rowElement(2)).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  await expect.element(rowElement(1)).toHaveFocus();

  await userEvent.keyboard('{End}');
  await expect.element(rowElement(99)).toHaveFocus();
  // The page scrolled the last row into view.
  const last = (rowElement(99) as HTMLElement).getBoundingClientRect();
  expect(last.bottom).toBeLessThanOrEqual(window.innerHeight + 1);
  expect(window.scrollY).toBeGreaterThan(0);
  await userEvent.keyboard('{Enter}');
  expect(opened).toEqual([100]);

  await userEvent.keyboard('{Home}');
  await expect.poll(() => rowElement(0)).not.toBeNull();
  await expect.element(rowElement(0)).toHaveFocus();
  const head = (document.querySelector('.grid-head') as HTMLElement).getBoundingClientRect();
  expect((rowElement(0) as HTMLElement).getBoundingClientRect().top).toBeGreaterThanOrEqual(head.bottom - 1);
  await userEvent.dblClick(screen.getByText('Person 0002'));
  expect(opened).toEqual([100, 2]);
});
