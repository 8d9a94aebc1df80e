import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderAdmin } from '../testing/renderAdmin';
import { useSearchText } from './useSearchText';

/** A list's text kept outside the box (as the URL keeps it), with a link that changes it. */
function SearchedList() {
  const [q, setQ] = useState('');
  const search = useSearchText(q, setQ);
  return (
    <>
      <TextInput label="Search" {...search.input} />
      <output data-testid="q">{q}</output>
      <button type="button" onClick={() => setQ('100042')}>
        Open order 100042
      </button>
    </>
  );
}

test('sends the typed text after a pause and follows a change made elsewhere', async () => {
  const screen = await renderAdmin(<SearchedList />);
  const box = screen.getByLabelText('Search');
  await userEvent.type(box, 'milk');
  await expect.element(screen.getByTestId('q')).toHaveTextContent('milk');
  await userEvent.click(screen.getByRole('button', { name: 'Open order 100042' }));
  await expect.element(box).toHaveValue('100042');
  await userEvent.type(box, '7');
  await expect.element(screen.getByTestId('q')).toHaveTextContent('1000427');
  await expect.element(box).toHaveValue('1000427');
});
