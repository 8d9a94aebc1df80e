import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../../api/client';
import { renderAdmin } from '../testing/renderAdmin';
import { PageError } from './PageError';

test('the page error shows the message and the ticket number, and retry calls onRetry', async () => {
  let retries = 0;
  const screen = await renderAdmin(
    <PageError
      message="Failed to fetch users."
      error={new ApiError('Internal error', 500, 'INTERNAL', 'a1b2c3')}
      onRetry={() => retries++}
    />,
  );
  const alert = screen.getByRole('alert');
  await expect.element(alert.getByText('Failed to fetch users.')).toBeVisible();
  await expect.element(alert.getByText('Ticket number: a1b2c3')).toBeVisible();
  await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
  expect(retries).toBe(1);
});
