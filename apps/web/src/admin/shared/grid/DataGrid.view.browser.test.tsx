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

test('one scroll per page: every row of the page is in the document, which scrolls; the grid never scrolls up and down', async () => {
  const screen = await renderGrid(personGrid({ rows: people(60), pageSize: 50 }));
  await expect.element(screen.getByText('Person 0001')).toBeVisible();
  expect(renderedRows()).toHaveLength(50);
  const box = document.querySelector('.grid-box') as HTMLElement;
  expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
  expect(getComputedStyle(box).overflowY).not.toMatch(/auto|scroll/);
  const page = document.scrollingElement as HTMLElement;
  expect(page.scrollHeight).toBeGreaterThan(window.innerHeight);

  // The header sticks to the page's top as the page scrolls past it.
  window.scrollTo({ top: 1200, behavior: 'instant' });
  await expect
    .poll(() => (document.querySelector('.grid-head') as HTMLElement).getBoundingClientRect().top)
    .toBe(0);
  await expect.element(screen.getByText('Person 0050')).toBeInTheDocument();
  window.scrollTo({ top: 0, behavior: 'instant' });
});

test('a grid wider than its box scrolls sideways only', async () => {
  const screen = await renderGrid(personGrid({ rows: people(30), pageSize: 25 }), {
    wrap: (grid) => <div style={{ width: 320 }}>{grid}</div>,
  });
  await expect.element(screen.getByText('Person 0001')).toBeVisible();
  const box = document.querySelector('.grid-box') as HTMLElement;
  await expect.poll(() => box.dataset.sideways).toBe('true');
  expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
  expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
  expect(renderedRows()).toHaveLength(25);
});

test("rule 16: viewState.scrollTop restores the page's scroll; scrolling is reported through onViewStateChange", async () => {
  const reports: GridViewState[] = [];
  const screen = await renderGrid(
    personGrid({
      rows: people(100),
      pageSize: 100,
      viewState: { pageIndex: 0, sort: { key: 'name', dir: 'asc' }, scrollTop: 2000 },
      onViewStateChange: (state) => reports.push(state),
    }),
  );
  await expect.poll(() => window.scrollY).toBe(2000);
  await expect.element(screen.getByText('Person 0050')).toBeVisible();
  // The restore is itself reported (and held for two frames, against late layout): scroll after it.
  await expect.poll(() => reports.at(-1)?.scrollTop).toBe(2000);

  window.scrollTo({ top: 3000, behavior: 'instant' });
  await expect
    .poll(() => reports.at(-1))
    .toEqual({ pageIndex: 0, sort: { key: 'name', dir: 'asc' }, scrollTop: 3000 });
  expect(reports.length).toBeLessThanOrEqual(2);
  window.scrollTo({ top: 0, behavior: 'instant' });
});

test("the next page brings the grid's top back into view when the page was scrolled past it", async () => {
  const screen = await renderGrid(personGrid({ rows: people(100), pageSize: 50 }));
  await expect.element(screen.getByText('Person 0001')).toBeVisible();
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  await screen.getByRole('button', { name: 'Next page' }).click();
  await expect.element(screen.getByText('Person 0051')).toBeVisible();
  await expect
    .poll(() => (document.querySelector('.grid-root') as HTMLElement).getBoundingClientRect().top)
    .toBeGreaterThanOrEqual(0);
  window.scrollTo({ top: 0, behavior: 'instant' });
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
