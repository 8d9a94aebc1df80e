import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { z } from 'zod';
import { ApiError } from '../../../api/client';
import { renderAdmin } from '../testing/renderAdmin';
import { DateField } from './DateField';
import { NumberField } from './NumberField';
import { TestForm } from './TestForm';
import { TextField } from './TextField';

test('the browser does not validate: a field its own constraints refuse still reaches the schema', async () => {
  const schema = z.object({ code: z.string().min(3) });
  const screen = await renderAdmin(
    <TestForm schema={schema} defaultValues={{ code: '' }}>
      <TextField name="code" label="Code" minLength={3} required />
    </TestForm>,
  );
  const input = screen.getByRole('textbox', { name: 'Code' });
  await userEvent.type(input, 'ab');
  expect((input.element() as HTMLInputElement).validity.valid).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await expect.element(screen.getByText('Code must be at least 3 characters')).toBeVisible();
  expect(input.element().closest('form')?.noValidate).toBe(true);
});

test('Enter in a number or date input does not submit; in a text input it does', async () => {
  const schema = z.object({ name: z.string(), amount: z.number().nullable(), day: z.string().nullable() });
  const sent: unknown[] = [];
  const screen = await renderAdmin(
    <TestForm
      schema={schema}
      defaultValues={{ name: '', amount: null, day: null }}
      onSubmit={(values) => {
        sent.push(values);
      }}
    >
      <TextField name="name" label="Name" />
      <NumberField name="amount" label="Amount" />
      <DateField name="day" label="Day" />
    </TestForm>,
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '5{Enter}');
  await userEvent.type(screen.getByRole('textbox', { name: 'Day' }), '2025-06-15{Enter}');
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Tea{Enter}');
  await expect.poll(() => sent).toEqual([{ name: 'Tea', amount: 5, day: '2025-06-15' }]);
});

const nameSchema = z.object({ name: z.string().min(1), email: z.email() });

function renderNames() {
  return renderAdmin(
    <TestForm schema={nameSchema} defaultValues={{ name: '', email: '' }}>
      <TextField name="name" label="שם" />
      <TextField name="email" label="דוא״ל" type="email" />
    </TestForm>,
    { language: 'he' },
  );
}

test('an error shows once the field is left, in the user’s language', async () => {
  const screen = await renderNames();
  const name = screen.getByRole('textbox', { name: 'שם' });
  await userEvent.type(name, 'x');
  await userEvent.clear(name);
  await new Promise((resolve) => setTimeout(resolve, 100)); // time enough for a validation on change
  expect(screen.getByText('שם: שדה חובה').query()).toBeNull();
  await userEvent.tab();
  await expect.element(screen.getByText('שם: שדה חובה')).toBeVisible();
  expect(screen.getByText('דוא״ל: כתובת הדוא״ל אינה תקינה').query()).toBeNull();
});

test('every error shows after a submit attempt, in the user’s language', async () => {
  const screen = await renderNames();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await expect.element(screen.getByText('שם: שדה חובה')).toBeVisible();
  await expect.element(screen.getByText('דוא״ל: כתובת הדוא״ל אינה תקינה')).toBeVisible();
});

test('a save that throws keeps every value and says so, with the ticket number', async () => {
  const schema = z.object({ name: z.string().min(1) });
  const screen = await renderAdmin(
    <TestForm
      schema={schema}
      defaultValues={{ name: '' }}
      onSubmit={() => {
        throw new ApiError('Internal error', 500, 'INTERNAL', 'T-4711');
      }}
    >
      <TextField name="name" label="Name" />
    </TestForm>,
  );
  const name = screen.getByRole('textbox', { name: 'Name' });
  await userEvent.type(name, 'Green tea');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const alert = screen.getByRole('alert');
  await expect
    .element(alert.getByText('Saving failed. Everything you entered is still here; try again.'))
    .toBeVisible();
  await expect.element(alert.getByText('Ticket number: T-4711')).toBeVisible();
  await expect.element(name).toHaveValue('Green tea');
});
