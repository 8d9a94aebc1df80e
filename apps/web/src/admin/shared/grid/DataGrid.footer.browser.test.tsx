import { expect, test } from 'vitest';
import { pause, people, personGrid, renderGrid } from './gridTestKit';

test("rule 9: the footer says '1–20 of 45' and 'Page 1 / 3', numbers left to right", async () => {
  const screen = await renderGrid(personGrid({ rows: people(45) }));
  await expect.element(screen.getByText('1–20 of 45')).toBeVisible();
  await expect.element(screen.getByText('Page 1 / 3')).toBeVisible();
  await screen.getByRole('button', { name: 'Last page' }).click();
  await expect.element(screen.getByText('41–45 of 45')).toBeVisible();
  await expect.element(screen.getByText('Page 3 / 3')).toBeVisible();

  const hebrew = await renderGrid(personGrid({ rows: people(45) }), { language: 'he' });
  await expect.element(hebrew.getByText('1–20 מתוך 45')).toBeVisible();
  await expect.element(hebrew.getByText('עמוד 1 / 3')).toBeVisible();
  const range = hebrew.getByText('1–20', { exact: true }).element();
  expect(range.getAttribute('dir')).toBe('ltr');
});

test('rule 10: the pager offers first, previous, five pages either side, next and last', async () => {
  const screen = await renderGrid(
    personGrid({ rows: people(300), pageSize: 10, viewState: { pageIndex: 10, sort: null, scrollTop: 0 } }),
  );
  const pager = screen.getByRole('navigation', { name: 'Pagination' });
  await expect
    .element(pager.getByRole('button', { name: '11', exact: true }))
    .toHaveAttribute('aria-current', 'page');
  const numbers = () =>
    pager
      .getByRole('button')
      .all()
      .map((button) => button.element().textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
  expect(numbers()).toEqual(['6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16']);

  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect.element(screen.getByText('Page 12 / 30')).toBeVisible();
  await pause(200);
  await pager.getByRole('button', { name: 'Previous page' }).click();
  await expect.element(screen.getByText('Page 11 / 30')).toBeVisible();
  await pause(200);
  await pager.getByRole('button', { name: 'Last page' }).click();
  await expect.element(screen.getByText('Page 30 / 30')).toBeVisible();
  expect(numbers()).toEqual(['25', '26', '27', '28', '29', '30']);
  await expect.element(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await pause(200);
  await pager.getByRole('button', { name: 'First page' }).click();
  await expect.element(screen.getByText('Page 1 / 30')).toBeVisible();
  await expect.element(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
});

test("rule 11: an empty grid says 'No data' in the body and '0 rows' in the footer, localised", async () => {
  const screen = await renderGrid(personGrid({ rows: [] }));
  await expect.element(screen.getByRole('grid').getByText('No data')).toBeVisible();
  await expect.element(screen.getByText('0 rows')).toBeVisible();

  const hebrew = await renderGrid(personGrid({ rows: [] }), { language: 'he' });
  await expect.element(hebrew.getByRole('grid').getByText('אין נתונים')).toBeVisible();
  await expect.element(hebrew.getByText('0 שורות')).toBeVisible();
});

/** Two presses a few milliseconds apart (a browser's double click may take longer than 150 ms). */
function pressTwice(button: Element) {
  (button as HTMLElement).click();
  (button as HTMLElement).click();
}

test('rule 12: a second press within 150 ms is ignored (pager and sort)', async () => {
  const screen = await renderGrid(personGrid({ rows: people(100), pageSize: 10 }));
  await expect.element(screen.getByText('Page 1 / 10')).toBeVisible();
  pressTwice(screen.getByRole('button', { name: 'Next page' }).element());
  await expect.element(screen.getByText('Page 2 / 10')).toBeVisible();
  await pause(200);
  await expect.element(screen.getByText('Page 2 / 10')).toBeVisible();

  pressTwice(screen.getByRole('button', { name: 'Name' }).element());
  const header = screen.getByRole('columnheader', { name: 'Name' });
  await expect.element(header).toHaveAttribute('aria-sort', 'ascending');
  await pause(200);
  await expect.element(header).toHaveAttribute('aria-sort', 'ascending');
  await screen.getByRole('button', { name: 'Name' }).click();
  await expect.element(header).toHaveAttribute('aria-sort', 'descending');
});
