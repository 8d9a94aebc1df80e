import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { z } from 'zod';
import { renderAdmin } from '../testing/renderAdmin';
import { MultiSelectField, SelectField } from './SelectField';
import { TestForm } from './TestForm';

const options = [
  { value: 'fruit', label: 'פירות' },
  { value: 'dairy', label: 'מוצרי חלב' },
];

test('a single choice can be cleared by default', async () => {
  const schema = z.object({ kind: z.string().nullable() });
  const screen = await renderAdmin(
    <TestForm schema={schema} defaultValues={{ kind: 'fruit' }}>
      <SelectField name="kind" label="סוג" options={options} />
    </TestForm>,
    { language: 'he' },
  );
  await expect.element(screen.getByRole('combobox', { name: 'סוג' })).toHaveValue('פירות');
  await userEvent.click(screen.getByRole('button', { name: 'ניקוי' }));
  await expect.element(screen.getByTestId('values')).toHaveTextContent('{"kind":null}');
});

test('a multiple choice filters as typed, in the user’s language', async () => {
  const schema = z.object({ kinds: z.array(z.string()) });
  const screen = await renderAdmin(
    <TestForm schema={schema} defaultValues={{ kinds: [] }}>
      <MultiSelectField name="kinds" label="סוגים" options={options} />
    </TestForm>,
    { language: 'he' },
  );
  const input = screen.getByPlaceholder('הקלידו לסינון...');
  await userEvent.type(input, 'חלב');
  await userEvent.click(screen.getByRole('option', { name: 'מוצרי חלב' }));
  await expect.element(screen.getByTestId('values')).toHaveTextContent('{"kinds":["dairy"]}');
  await userEvent.type(input, 'xyz');
  await expect.element(screen.getByText('לא נמצאו תוצאות')).toBeVisible();
});

test('options whose values are numbers give numbers to the form', async () => {
  const schema = z.object({ userTypeIds: z.array(z.number()) });
  const screen = await renderAdmin(
    <TestForm schema={schema} defaultValues={{ userTypeIds: [1] }}>
      <MultiSelectField
        name="userTypeIds"
        label="User types"
        options={[
          { value: 1, label: 'Retail' },
          { value: 2, label: 'Wholesale' },
        ]}
      />
    </TestForm>,
  );
  await userEvent.click(screen.getByRole('combobox', { name: 'User types' }));
  await userEvent.click(screen.getByRole('option', { name: 'Wholesale' }));
  await expect.element(screen.getByTestId('values')).toHaveTextContent('{"userTypeIds":[1,2]}');
});
