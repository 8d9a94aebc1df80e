import { expect, test } from 'vitest';
import { z } from 'zod';
import { renderAdmin } from '../testing/renderAdmin';
import { TestForm } from './TestForm';
import { TextField } from './TextField';

const schema = z.object({ code: z.string() });

test('maxLength, minLength and pattern reach the input', async () => {
  const screen = await renderAdmin(
    <TestForm schema={schema} defaultValues={{ code: '' }}>
      <TextField name="code" label="Code" maxLength={8} minLength={2} pattern="[A-Z]+" />
    </TestForm>,
  );
  const code = screen.getByRole('textbox', { name: 'Code' });
  await expect.element(code).toHaveAttribute('maxlength', '8');
  await expect.element(code).toHaveAttribute('minlength', '2');
  await expect.element(code).toHaveAttribute('pattern', '[A-Z]+');
});
