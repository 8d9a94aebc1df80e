import { Button } from '@mantine/core';
import axeSource from 'axe-core/axe.min.js?raw';
import { expect, test } from 'vitest';
import { type Person, pause, people, personGrid, renderedRows, renderGrid, rowElement } from './gridTestKit';
import type { GridViewState } from './types';

test('rule 14: right to left, the first column is on the right and the pager arrows point the right way', async () => {
  const screen = await renderGrid(personGrid({ rows: people(45) }), { language: 'he' });
  await expect.element(screen.getByText('Person 0001')).toBeVisible();
  const first = screen.getByRole('columnheader', { name: 'ID' }).element().getBoundingClientRect();
  const second = screen.getByRole('columnheader', { name: 'Name' }).element().getBoundingClientRect();
  expect(first.left).toBeGreaterThanOrEqual(second.right - 1);

  const next = screen.getByRole('button', { name: 'העמוד הבא' }).element();
  const previous = screen.getByRole('button', { name: 'העמוד הקודם' }).element();
  expect(next.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('left');
  expect(previous.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('right');
  expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(previous.getBoundingClientRect().left);
});

test('rule 15: of 1000 local rows only those in view (and a few more) are in the page', async () => {
  const screen = await renderGrid(personGrid({ rows: people(1000), pageSize: 1000, height: 400 }));
  await expect.element(screen.getByText('Person 0001')).toBeVisible();
  expect(renderedRows().length).toBeGreaterThan(5);
  expect(renderedRows().length).toBeLessThan(30);

  const scroller = document.querySelector('.grid-scroll') as HTMLElement;
  scroller.scrollTop = scroller.scrollHeight;
  await expect.element(screen.getByText('Person 1000')).toBeVisible();
  expect(screen.getByText('Person 0001').query()).toBeNull();
  expect(renderedRows().length).toBeLessThan(30);
});

test('rule 16: viewState.scrollTop restores the scroll; scrolling is reported through onViewStateChange', async () => {
  const reports: GridViewState[] = [];
  const screen = await renderGrid(
    personGrid({
      rows: people(1000),
      pageSize: 1000,
      viewState: { pageIndex: 0, sort: { key: 'name', dir: 'asc' }, scrollTop: 4100 },
      onViewStateChange: (state) => reports.push(state),
    }),
  );
  const scroller = document.querySelector('.grid-scroll') as HTMLElement;
  await expect.poll(() => scroller.scrollTop).toBe(4100);
  await expect.element(screen.getByText('Person 0101')).toBeVisible();

  scroller.scrollTop = 8000;
  await expect
    .poll(() => reports.at(-1))
    .toEqual({ pageIndex: 0, sort: { key: 'name', dir: 'asc' }, scrollTop: 8000 });
  expect(reports.length).toBeLessThanOrEqual(2);
});

/** axe-core, run in this page (the e2e suite's helper does the same through Playwright). */
async function seriousViolations(): Promise<string[]> {
  const scope = window as unknown as {
    axe?: {
      run: (
        context: Document,
      ) => Promise<{ violations: { id: string; impact?: string | null; nodes: unknown[] }[] }>;
    };
  };
  if (!scope.axe) {
    const script = document.createElement('script');
    script.textContent = axeSource;
    document.head.append(script);
  }
  const result = await scope.axe?.run(document);
  return (result?.violations ?? [])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.nodes.length})`);
}

test('the grid passes axe: no serious or critical issues, in Hebrew, with every feature on', async () => {
  const screen = await renderGrid(
    personGrid({
      rows: people(60),
      selection: { selected: new Set<string | number>([2]), onChange: () => {} },
      bulkActions: <Button size="xs">מחיקה</Button>,
      details: { label: 'הזמנות', load: async (row: Person) => <p>{row.name}</p> },
      contextMenu: () => [{ label: 'עריכה', onSelect: () => {} }],
      toolbar: <Button size="xs">סינון</Button>,
    }),
    { language: 'he' },
  );
  await expect.element(screen.getByText('Person 0001')).toBeVisible();
  await screen.getByRole('button', { name: 'הזמנות' }).first().click();
  await expect.element(screen.getByText('Person 0001', { exact: true }).nth(1)).toBeVisible();
  await pause(50);
  expect(await seriousViolations()).toEqual([]);
  expect(rowElement(0)).not.toBeNull();
});
