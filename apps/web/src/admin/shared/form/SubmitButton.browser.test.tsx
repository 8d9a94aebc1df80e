import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { z } from 'zod';
import { renderAdmin } from '../testing/renderAdmin';
import { TestForm } from './TestForm';
import { TextField } from './TextField';

const schema = z.object({ name: z.string() });

test('with disabledUntilChanged, Save is disabled until a value differs from the defaults', async () => {
  const screen = await renderAdmin(
    <TestForm schema={schema} defaultValues={{ name: 'Tea' }} disabledUntilChanged>
      <TextField name="name" label="Name" />
    </TestForm>,
  );
  const save = screen.getByRole('button', { name: 'Save' });
  await expect.element(save).toBeDisabled();
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 's');
  await expect.element(save).toBeEnabled();
  await userEvent.keyboard('{Backspace}');
  await expect.element(save).toBeDisabled();
});

test('Save is disabled while the form is being sent', async () => {
  let finish = () => {};
  const screen = await renderAdmin(
    <TestForm
      schema={schema}
      defaultValues={{ name: 'Tea' }}
      onSubmit={() => new Promise<void>((resolve) => (finish = resolve))}
    >
      <TextField name="name" label="Name" />
    </TestForm>,
  );
  const save = screen.getByRole('button', { name: 'Save' });
  await userEvent.click(save);
  await expect.element(save).toBeDisabled();
  finish();
  await expect.element(save).toBeEnabled();
});
