import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { z } from 'zod';
import { renderAdmin } from '../testing/renderAdmin';
import { DateField } from './DateField';
import { DateRangeField } from './DateRangeField';
import { TestForm } from './TestForm';

const daySchema = z.object({ day: z.string().nullable() });

function renderDay(day: string | null) {
  return renderAdmin(
    <TestForm schema={daySchema} defaultValues={{ day }}>
      <DateField name="day" label="Day" minDate="2025-06-10" maxDate="2025-06-20" />
    </TestForm>,
  );
}

test('a date typed outside min/max is refused', async () => {
  const screen = await renderDay(null);
  const input = screen.getByRole('textbox', { name: 'Day' });
  await userEvent.type(input, '2025-06-25');
  await userEvent.tab();
  await expect.element(screen.getByTestId('values')).toHaveTextContent('{"day":null}');
  await expect.element(input).toHaveValue('');
  await userEvent.type(input, '2025-06-15');
  await expect.element(screen.getByTestId('values')).toHaveTextContent('{"day":"2025-06-15"}');
});

test('a date outside min/max cannot be picked', async () => {
  const screen = await renderDay('2025-06-15');
  await userEvent.click(screen.getByRole('textbox', { name: 'Day' }));
  await expect.element(screen.getByRole('button', { name: '21 June 2025' })).toBeDisabled();
  await expect.element(screen.getByRole('button', { name: '9 June 2025' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: '12 June 2025' }));
  await expect.element(screen.getByTestId('values')).toHaveTextContent('{"day":"2025-06-12"}');
});

const rangeSchema = z.object({
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
});

test('each part of a date range keeps to its own bounds and never crosses the other', async () => {
  const screen = await renderAdmin(
    <TestForm schema={rangeSchema} defaultValues={{ period: { from: '2025-06-12', to: null } }}>
      <DateRangeField name="period" label="Period" fromMinDate="2025-06-10" toMaxDate="2025-06-20" />
    </TestForm>,
  );
  const from = screen.getByRole('textbox', { name: 'From' });
  const to = screen.getByRole('textbox', { name: 'To' });
  await userEvent.type(to, '2025-06-11');
  await userEvent.tab();
  await expect.element(to).toHaveValue('');
  await userEvent.type(to, '2025-06-21');
  await userEvent.tab();
  await expect.element(to).toHaveValue('');
  await userEvent.type(to, '2025-06-18');
  await userEvent.tab();
  for (const refused of ['2025-06-09', '2025-06-19']) {
    await userEvent.clear(from);
    await userEvent.type(from, refused);
    await userEvent.tab();
    await expect.element(from).toHaveValue('');
  }
  await userEvent.type(from, '2025-06-11');
  await expect
    .element(screen.getByTestId('values'))
    .toHaveTextContent('{"period":{"from":"2025-06-11","to":"2025-06-18"}}');
});
