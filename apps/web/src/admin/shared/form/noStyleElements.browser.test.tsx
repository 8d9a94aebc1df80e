import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { z } from 'zod';
import { renderAdmin } from '../testing/renderAdmin';
import { CheckboxField } from './CheckboxField';
import { DateField } from './DateField';
import { DateRangeField } from './DateRangeField';
import { NumberField } from './NumberField';
import { MultiSelectField, SelectField } from './SelectField';
import { TestForm } from './TestForm';
import { TextField } from './TextField';

const schema = z.object({
  name: z.string().min(1),
  secret: z.string(),
  amount: z.number().nullable(),
  day: z.string().nullable(),
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  kind: z.string().nullable(),
  kinds: z.array(z.string()),
  active: z.boolean(),
});
const options = [{ value: 'a', label: 'Apples' }];

test('the fields, their dropdowns and their errors add no <style> element (our CSP refuses them)', async () => {
  const added: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const styles = node.nodeName === 'STYLE' ? [node] : [...node.querySelectorAll('style')];
        added.push(...styles.map((style) => style.textContent ?? ''));
      }
  });
  observer.observe(document, { childList: true, subtree: true });
  const screen = await renderAdmin(
    <TestForm
      schema={schema}
      defaultValues={{
        name: '',
        secret: '',
        amount: null,
        day: null,
        period: { from: null, to: null },
        kind: null,
        kinds: [],
        active: false,
      }}
    >
      <TextField name="name" label="Name" required />
      <TextField name="secret" label="Secret" type="password" />
      <NumberField name="amount" label="Amount" />
      <DateField name="day" label="Day" />
      <DateRangeField name="period" label="Period" />
      <SelectField name="kind" label="Kind" options={options} />
      <MultiSelectField name="kinds" label="Kinds" options={options} />
      <CheckboxField name="active" label="Active" />
    </TestForm>,
  );
  await userEvent.click(screen.getByRole('textbox', { name: 'Day' }));
  await expect.element(screen.getByRole('button', { name: /\d+ \w+ \d{4}/ }).first()).toBeVisible();
  await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
  await userEvent.click(screen.getByRole('option', { name: 'Apples' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Kinds' }));
  await expect.element(screen.getByRole('option', { name: 'Apples' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await expect.element(screen.getByText('Name is required')).toBeVisible();
  observer.disconnect();
  expect(added).toEqual([]);
});
