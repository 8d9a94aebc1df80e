import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { z } from 'zod';
import { renderAdmin } from '../testing/renderAdmin';
import { CheckboxField } from './CheckboxField';
import { ShowWhen } from './ShowWhen';
import { TestForm } from './TestForm';
import { TextField } from './TextField';

const schema = z.object({ delivers: z.boolean(), zone: z.string().min(1).optional() });
type Values = z.input<typeof schema>;

test('a conditional field shows while its condition holds and leaves the values while hidden', async () => {
  const sent: unknown[] = [];
  const screen = await renderAdmin(
    <TestForm
      schema={schema}
      defaultValues={{ delivers: false, zone: 'North' }}
      onSubmit={(v) => void sent.push(v)}
    >
      <CheckboxField name="delivers" label="Delivers" />
      <ShowWhen<Values> when={(values) => values.delivers}>
        <TextField name="zone" label="Zone" />
      </ShowWhen>
    </TestForm>,
  );
  const zone = screen.getByRole('textbox', { name: 'Zone' });
  expect(zone.query()).toBeNull();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Delivers' }));
  await expect.element(zone).toHaveValue('North');
  await userEvent.clear(zone);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Delivers' }));
  await expect.element(zone).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await expect.poll(() => sent).toEqual([{ delivers: false }]);
});
