import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { z } from 'zod';
import { renderAdmin } from '../testing/renderAdmin';
import { NumberField } from './NumberField';
import { TestForm } from './TestForm';

const schema = z.object({ amount: z.number().nullable() });

async function renderAmount(bounds: { min?: number; max?: number; step?: number; decimals?: number } = {}) {
  const screen = await renderAdmin(
    <TestForm schema={schema} defaultValues={{ amount: null }}>
      <NumberField name="amount" label="Amount" {...bounds} />
    </TestForm>,
  );
  return {
    screen,
    input: screen.getByRole('textbox', { name: 'Amount' }),
    values: screen.getByTestId('values'),
  };
}

test('takes only digits, a leading minus and one decimal point', async () => {
  const { input, values } = await renderAmount();
  await userEvent.type(input, '1a2');
  await expect.element(input).toHaveValue('12');
  await expect.element(values).toHaveTextContent('{"amount":12}');
  await userEvent.clear(input);
  await userEvent.type(input, '1.2.3');
  await expect.element(values).toHaveTextContent('{"amount":1.23}');
  await userEvent.clear(input);
  await userEvent.type(input, '--1');
  await expect.element(input).toHaveValue('-1');
  await expect.element(values).toHaveTextContent('{"amount":-1}');
});

test('a lone minus or dot holds no number', async () => {
  const { input, values } = await renderAmount();
  await userEvent.type(input, '5');
  await userEvent.clear(input);
  await userEvent.type(input, '-');
  await expect.element(input).toHaveValue('-');
  await expect.element(values).toHaveTextContent('{"amount":null}');
  await userEvent.clear(input);
  await userEvent.type(input, '.');
  await expect.element(input).toHaveValue('.');
  await expect.element(values).toHaveTextContent('{"amount":null}');
});

test('a keystroke past max is refused and the previous value kept', async () => {
  const { input, values } = await renderAmount({ max: 10 });
  await userEvent.type(input, '15');
  await expect.element(input).toHaveValue('1');
  await expect.element(values).toHaveTextContent('{"amount":1}');
});

test('a minus is refused when min is not negative', async () => {
  const { input, values } = await renderAmount({ min: 0 });
  await userEvent.type(input, '-3');
  await expect.element(input).toHaveValue('3');
  await expect.element(values).toHaveTextContent('{"amount":3}');
});

test('emptying the field clears the value', async () => {
  const { input, values } = await renderAmount();
  await userEvent.type(input, '42');
  await expect.element(values).toHaveTextContent('{"amount":42}');
  await userEvent.clear(input);
  await expect.element(values).toHaveTextContent('{"amount":null}');
});

test('arrow keys step within the bounds', async () => {
  const { input, values } = await renderAmount({ max: 1, step: 0.5 });
  await userEvent.click(input);
  await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
  await expect.element(input).toHaveValue('1');
  await expect.element(values).toHaveTextContent('{"amount":1}');
});

test('money shows two decimals once typed, the value unchanged', async () => {
  const { input, values } = await renderAmount({ decimals: 2 });
  await userEvent.type(input, '399.9');
  await expect.element(input).toHaveValue('399.9');
  await userEvent.tab();
  await expect.element(input).toHaveValue('399.90');
  await expect.element(values).toHaveTextContent('{"amount":399.9}');
});
