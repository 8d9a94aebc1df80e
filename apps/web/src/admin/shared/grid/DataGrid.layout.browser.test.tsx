import { deleteDB, openDB } from 'idb';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { adminDatabaseName, gridLayoutsStore, readGridLayout } from './gridLayoutStore';
import {
  freshGridId,
  headerNamesFromLeft,
  pause,
  people,
  personGrid,
  renderGrid,
  SignedIn,
  signedInUser,
} from './gridTestKit';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Drags a column's resize handle by `dx` pixels, as a mouse does. */
function dragResizer(header: Element, dx: number) {
  const handle = header.querySelector('.grid-resizer') as HTMLElement;
  const box = handle.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  handle.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, clientX: x, clientY: y }));
  document.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: x + dx / 2, clientY: y }));
  document.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: x + dx, clientY: y }));
  document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, clientX: x + dx, clientY: y }));
}

const headerWidth = (name: string) =>
  document.querySelector(`[role="columnheader"][aria-label="${name}"]`)?.getBoundingClientRect().width ?? 0;

test('rule 3: the column menu will not hide the last visible column', async () => {
  const screen = await renderGrid(personGrid({ rows: people(3) }));
  await screen.getByRole('button', { name: 'Columns' }).click();
  await screen.getByRole('menuitemcheckbox', { name: 'ID' }).click();
  await screen.getByRole('menuitemcheckbox', { name: 'Name' }).click();
  const email = screen.getByRole('menuitemcheckbox', { name: 'Email' });
  await expect.element(email).toBeDisabled();
  await email.click({ force: true });
  await userEvent.keyboard('{Escape}');
  expect(headerNamesFromLeft()).toEqual(['Email']);

  await screen.getByRole('button', { name: 'Column options: Email' }).click();
  await expect.element(screen.getByRole('menuitem', { name: 'Hide column' })).toBeDisabled();
});

test('rule 4: visibility, width and order are saved per grid and user and restored on mount', async () => {
  const gridId = freshGridId();
  const wrap = (grid: React.ReactNode) => <SignedIn user={signedInUser}>{grid}</SignedIn>;
  const first = await renderGrid(personGrid({ gridId, rows: people(3) }), { wrap });
  await expect.element(first.getByText('Person 0001')).toBeVisible();

  await first.getByRole('button', { name: 'Column options: Email' }).click();
  await first.getByRole('menuitem', { name: 'Hide column' }).click();
  await first.getByRole('button', { name: 'Column options: Name' }).click();
  await first.getByRole('menuitem', { name: 'Move left' }).click();
  dragResizer(first.getByRole('columnheader', { name: 'ID' }).element(), 80);
  await expect.poll(() => headerWidth('ID')).toBe(180);
  dragResizer(first.getByRole('columnheader', { name: 'Name' }).element(), -500);
  await expect.poll(() => headerWidth('Name')).toBe(60); // the minimum width
  expect(headerNamesFromLeft()).toEqual(['Name', 'ID']);

  await expect
    .poll(() => readGridLayout(`${gridId}:7`))
    .toEqual({ order: ['name', 'id', 'email'], hidden: ['email'], widths: { id: 180, name: 60 } });
  await first.unmount();

  const second = await renderGrid(personGrid({ gridId, rows: people(3) }), { wrap });
  await expect.element(second.getByText('Person 0001')).toBeVisible();
  await expect.poll(headerNamesFromLeft).toEqual(['Name', 'ID']);
  expect(headerWidth('ID')).toBe(180);
  expect(headerWidth('Name')).toBe(60);
});

test("rule 4: 'Reset layout' restores the default columns and clears the stored entry", async () => {
  const gridId = freshGridId();
  const screen = await renderGrid(personGrid({ gridId, rows: people(3) }));
  await screen.getByRole('button', { name: 'Column options: ID' }).click();
  await screen.getByRole('menuitem', { name: 'Hide column' }).click();
  await expect.poll(() => readGridLayout(`${gridId}:anonymous`)).toMatchObject({ hidden: ['id'] });

  await screen.getByRole('button', { name: 'Columns' }).click();
  await screen.getByRole('menuitem', { name: 'Reset layout' }).click();
  expect(headerNamesFromLeft()).toEqual(['ID', 'Name', 'Email']);
  await expect.poll(() => readGridLayout(`${gridId}:anonymous`)).toBeUndefined();
});

test('rule 4: a storage failure only warns and the grid keeps working', async () => {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
  // A database whose store keys its entries in-line: writing a layout under a key fails.
  await deleteDB(adminDatabaseName);
  const broken = await openDB(adminDatabaseName, 1, {
    upgrade: (db) => db.createObjectStore(gridLayoutsStore, { keyPath: 'id' }),
  });
  broken.close();
  try {
    const screen = await renderGrid(personGrid({ rows: people(3) }));
    await screen.getByRole('button', { name: 'Column options: Email' }).click();
    await screen.getByRole('menuitem', { name: 'Hide column' }).click();
    expect(headerNamesFromLeft()).toEqual(['ID', 'Name']);
    await expect.poll(() => warned.mock.calls.length).toBeGreaterThan(0);
    expect(warned.mock.calls[0]?.[0]).toBe('grid layout could not be saved');

    await pause(50);
    await screen.getByRole('button', { name: 'Name' }).click();
    await expect
      .element(screen.getByRole('columnheader', { name: 'Name' }))
      .toHaveAttribute('aria-sort', 'ascending');
  } finally {
    await deleteDB(adminDatabaseName);
  }
});
