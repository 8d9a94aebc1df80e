import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { z } from 'zod';
import { renderAdmin } from '../testing/renderAdmin';
import { CheckboxField } from './CheckboxField';
import { TestForm } from './TestForm';

test('a check box holds a boolean', async () => {
  const schema = z.object({ active: z.boolean() });
  const screen = await renderAdmin(
    <TestForm schema={schema} defaultValues={{ active: false }}>
      <CheckboxField name="active" label="Active" />
    </TestForm>,
  );
  await userEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
  await expect.element(screen.getByTestId('values')).toHaveTextContent('{"active":true}');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
  await expect.element(screen.getByTestId('values')).toHaveTextContent('{"active":false}');
});
