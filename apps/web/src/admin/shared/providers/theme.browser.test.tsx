import { Drawer, Modal, Select } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderAdmin } from '../testing/renderAdmin';

/** The theme's defaults for every overlay (issue 27's axe run over the back office's dialogs). */

test("a dialog's and a drawer's ✕ are named in the page's language, with no name given where they are used", async () => {
  const screen = await renderAdmin(
    <>
      <Modal opened onClose={() => {}} title="חלון">
        תוכן
      </Modal>
      <Drawer opened onClose={() => {}} title="מגירה">
        תוכן
      </Drawer>
    </>,
    { language: 'he' },
  );
  await expect
    .element(screen.getByRole('dialog', { name: 'חלון' }).getByRole('button'))
    .toHaveAccessibleName('סגירה');
  await expect
    .element(screen.getByRole('dialog', { name: 'מגירה' }).getByRole('button'))
    .toHaveAccessibleName('סגירה');
  // Without the scroll bar remover, no <style> element is written (our CSP refuses one).
  expect(document.querySelectorAll('style[data-mantine-styles], body style').length).toBe(0);
});

test("a long select's listbox scrolls itself, not a scroll area inside it", async () => {
  const options = Array.from({ length: 40 }, (_, index) => `Option ${index + 1}`);
  const screen = await renderAdmin(<Select label="Pick" data={options} />);
  await userEvent.click(screen.getByRole('combobox', { name: 'Pick' }));
  const listbox = screen.getByRole('listbox').element() as HTMLElement;
  await expect.element(screen.getByRole('option', { name: 'Option 1', exact: true })).toBeVisible();
  expect(listbox.querySelector('.mantine-ScrollArea-root')).toBeNull();
  expect(getComputedStyle(listbox).overflowY).toBe('auto');
  expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
  expect(listbox.clientHeight).toBeLessThanOrEqual(220);
});

test("a calendar's arrows are named in the page's language and its weekend days readable", async () => {
  const screen = await renderAdmin(<DateInput label="יום" defaultDate="2026-11-01" />, { language: 'he' });
  await userEvent.click(screen.getByRole('textbox', { name: 'יום' }));
  await expect.element(screen.getByRole('button', { name: 'החודש הקודם' })).toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'החודש הבא' })).toBeVisible();
  const saturday = document.querySelector('.mantine-DateInput-day[data-weekend]') as HTMLElement;
  // red-9 (#c92a2a), 5.6:1 on white.
  expect(getComputedStyle(saturday).color).toBe('rgb(201, 42, 42)');
});
