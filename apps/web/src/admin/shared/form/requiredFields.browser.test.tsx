import { expect, test } from 'vitest';
import { z } from 'zod';
import { renderAdmin } from '../testing/renderAdmin';
import { DateField } from './DateField';
import { NumberField } from './NumberField';
import { MultiSelectField, SelectField } from './SelectField';
import { TestForm } from './TestForm';
import { TextField } from './TextField';

const schema = z.object({
  name: z.string(),
  note: z.string(),
  amount: z.number().nullable(),
  day: z.string().nullable(),
  kind: z.string().nullable(),
  kinds: z.array(z.string()),
});
const options = [{ value: 'a', label: 'A' }];

test('required fields show an asterisk and are aria-required', async () => {
  const screen = await renderAdmin(
    <TestForm
      schema={schema}
      defaultValues={{ name: '', note: '', amount: null, day: null, kind: null, kinds: [] }}
    >
      <TextField name="name" label="Name" required />
      <TextField name="note" label="Note" />
      <NumberField name="amount" label="Amount" required />
      <DateField name="day" label="Day" required />
      <SelectField name="kind" label="Kind" options={options} required />
      <MultiSelectField name="kinds" label="Kinds" options={options} required />
    </TestForm>,
  );
  const required = [
    screen.getByRole('textbox', { name: 'Name' }),
    screen.getByRole('textbox', { name: 'Amount' }),
    screen.getByRole('textbox', { name: 'Day' }),
    screen.getByRole('combobox', { name: 'Kind' }),
    screen.getByRole('combobox', { name: 'Kinds' }),
  ];
  for (const input of required) {
    await expect.element(input).toHaveAttribute('aria-required', 'true');
    const label = document.querySelector(`label[for="${input.element().id}"]`);
    expect(label?.textContent, input.element().id).toMatch(/\*$/);
  }
  const note = screen.getByRole('textbox', { name: 'Note' });
  await expect.element(note).not.toHaveAttribute('aria-required');
  expect(document.querySelector(`label[for="${note.element().id}"]`)?.textContent).toBe('Note');
});
