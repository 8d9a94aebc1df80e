import type { UserTypePriceRow } from '@grocery/contracts';
import { formatPrice } from '@grocery/contracts';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderAdmin } from '../../shared/testing/renderAdmin';
import { PricesPreview } from './PricesPreview';
import { draftOf, type PriceEdit, pendingChanges } from './pendingPrices';

const milk: UserTypePriceRow = {
  productId: 10,
  productName: 'חלב 3%',
  externalId: null,
  onlinePrice: 7.9,
  unit: 'unit',
  price: 6.5,
  minimumQuantity: 1,
  quantityStep: 1,
};
const cheese: UserTypePriceRow = {
  ...milk,
  productId: 11,
  productName: 'גבינה צהובה',
  unit: 'kg',
  price: null,
};

function changesOf(...edits: [UserTypePriceRow, Partial<ReturnType<typeof draftOf>>][]) {
  return pendingChanges(
    new Map<number, PriceEdit>(
      edits.map(([row, typed]) => [row.productId, { row, draft: { ...draftOf(row), ...typed } }]),
    ),
  );
}

async function renderPreview(changes: ReturnType<typeof changesOf>) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  const screen = await renderAdmin(
    <PricesPreview
      opened
      userTypeName="עסקי"
      changes={changes}
      money={(amount) => formatPrice(amount, '₪')}
      saving={false}
      onSave={onSave}
      onClose={onClose}
    />,
    { language: 'he' },
  );
  return { screen, onSave, onClose };
}

/** The text an element shows now (toHaveTextContent wants the whole of it here, not a part). */
const textOf = (locator: { element: () => Element }) => () => locator.element().textContent ?? '';

test('lists each changed value old → new, in Hebrew, and Save sends', async () => {
  const { screen, onSave } = await renderPreview(
    changesOf([milk, { price: '' }], [cheese, { price: '45', quantityStep: '0.25' }]),
  );
  const dialog = screen.getByRole('dialog', { name: 'שינויים לשמירה' });
  await expect.element(dialog.getByText('המחירים של עסקי:')).toBeVisible();
  const items = dialog.getByRole('listitem');
  await expect
    .poll(textOf(items.filter({ hasText: 'חלב 3%' }).first()))
    .toContain('מחיר לסוג: ₪6.50 → ללא מחיר');
  await expect
    .poll(textOf(items.filter({ hasText: 'גבינה צהובה' }).first()))
    .toContain('מחיר לסוג: ללא מחיר → ₪45.00');
  await expect.poll(textOf(items.filter({ hasText: 'גבינה צהובה' }).first())).toContain('קפיצה: 1 → 0.25');
  // Values that did not change are not listed.
  await expect.poll(textOf(items.filter({ hasText: 'חלב 3%' }).first())).not.toContain('מינימום');
  await userEvent.click(dialog.getByRole('button', { name: 'שמירת המחירים' }));
  expect(onSave).toHaveBeenCalledTimes(1);
});

test('a change that cannot be saved disables Save and says to correct it first', async () => {
  const { screen, onSave } = await renderPreview(changesOf([milk, { minimumQuantity: '1.5' }]));
  const dialog = screen.getByRole('dialog', { name: 'שינויים לשמירה' });
  await expect.poll(textOf(dialog.getByRole('alert'))).toContain('חלק מהשינויים אינם תקינים');
  // Only the field typed anew is listed, as typed.
  await expect.poll(textOf(dialog.getByRole('listitem').first())).toContain('מינימום: 1 → 1.5 ⚠');
  await expect.poll(textOf(dialog.getByRole('listitem').first())).not.toContain('מחיר לסוג');
  await expect.element(dialog.getByRole('button', { name: 'שמירת המחירים' })).toBeDisabled();
  expect(onSave).not.toHaveBeenCalled();
});

test('Keep editing closes the preview without saving', async () => {
  const { screen, onSave, onClose } = await renderPreview(changesOf([milk, { price: '6' }]));
  await userEvent.click(screen.getByRole('button', { name: 'המשך עריכה' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(onSave).not.toHaveBeenCalled();
});
