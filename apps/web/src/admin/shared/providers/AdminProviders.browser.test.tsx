import { Button } from '@mantine/core';
import { expect, test } from 'vitest';
import { renderAdmin } from '../testing/renderAdmin';

test('the admin providers render Mantine in Hebrew right to left', async () => {
  const screen = await renderAdmin(<Button>שמור</Button>, { language: 'he' });
  await expect.element(screen.getByRole('button', { name: 'שמור' })).toBeVisible();
  const color = getComputedStyle(screen.getByRole('button').element()).backgroundColor;
  expect(color).toBe('rgb(21, 128, 61)');
});
