import { useState } from 'react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderAdmin } from '../testing/renderAdmin';
import { useConfirm } from './useConfirm';

function DeleteButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  const ask = async () => {
    const confirmed = await confirm({
      title: 'מחיקת סוג משתמש',
      message: 'למחוק את סוג המשתמש?',
      confirmLabel: 'מחיקה',
      danger: true,
    });
    setAnswer(String(confirmed));
  };
  return (
    <>
      <button type="button" onClick={ask}>
        Delete
      </button>
      <output>{answer}</output>
    </>
  );
}

test('the confirm dialog answers true on confirm, false on cancel or Escape', async () => {
  const screen = await renderAdmin(<DeleteButton />, { language: 'he' });
  const answer = screen.getByRole('status');
  const dialog = screen.getByRole('dialog', { name: 'מחיקת סוג משתמש' });

  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await expect.element(dialog.getByText('למחוק את סוג המשתמש?')).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: 'מחיקה' }));
  await expect.element(answer).toHaveTextContent('true');
  await expect.element(dialog).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.click(dialog.getByRole('button', { name: 'ביטול' }));
  await expect.element(answer).toHaveTextContent('false');

  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await expect.element(dialog).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(answer).toHaveTextContent('false');
});

test('the confirm dialog’s ✕ is named in the language and answers false', async () => {
  const screen = await renderAdmin(<DeleteButton />, { language: 'he' });
  const dialog = screen.getByRole('dialog', { name: 'מחיקת סוג משתמש' });
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.click(dialog.getByRole('button', { name: 'סגירה' }));
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(screen.getByRole('status')).toHaveTextContent('false');
});

test('the confirm dialog adds no <style> element (our CSP refuses them)', async () => {
  const added: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const styles = node.nodeName === 'STYLE' ? [node] : [...node.querySelectorAll('style')];
        added.push(...styles.map((style) => style.textContent ?? ''));
      }
  });
  const screen = await renderAdmin(<DeleteButton />);
  observer.observe(document, { childList: true, subtree: true });
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await expect.element(screen.getByRole('dialog')).toBeVisible();
  observer.disconnect();
  expect(added).toEqual([]);
});
