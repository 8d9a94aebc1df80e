import type { PromotionsImport } from '@grocery/contracts';
import { expect, test } from 'vitest';
import { adminUser, renderSignedInAdmin } from '../shared/testing/renderSignedInAdmin';
import { PromotionsImportNote } from './PromotionsImportNote';

const last: PromotionsImport = {
  finishedAt: '2026-11-29T10:00:00.000Z',
  source: 'upload',
  fileName: 'PromoFull7290000000999-042.gz',
  chainId: '7290000000999',
  storeId: '42',
  read: 2500,
  imported: 2380,
  withdrawn: 12,
  refused: [
    { reason: 'COUPON_REQUIRED', count: 70 },
    { reason: 'UNSUPPORTED_REWARD_TYPE', count: 50 },
  ],
  refusedSample: [],
  unknownItems: 2,
  unknownSample: ['7290000009999', '7290000008888'],
  error: null,
};
/** The text an element shows now (toHaveTextContent wants the whole of it here, not a part). */
const textOf = (locator: { element: () => Element }) => () => locator.element().textContent ?? '';
const render = (value: PromotionsImport, language: 'en' | 'he' = 'en') =>
  renderSignedInAdmin(<PromotionsImportNote last={value} />, {
    language,
    path: '/database',
    user: adminUser('sync:read'),
  });

test('what the last import brought, left out and could not match, in Hebrew', async () => {
  const screen = await render(last, 'he');
  const note = screen.getByTestId('promotions-import');
  await expect.poll(textOf(note)).toContain('יובאו 2,380 מתוך 2,500; 12 כבר אינם בקובץ.');
  expect(textOf(note)()).toContain('COUPON_REQUIRED × 70');
  expect(textOf(note)()).toContain('2 קודי פריט אינם מוצרים בחנות: 7290000009999, 7290000008888');
  await expect
    .element(note.getByRole('link', { name: 'ניהול מבצעים' }))
    .toHaveAttribute('href', '/admin/he/promotions');
});

test('an import that changed nothing says why', async () => {
  const screen = await render({ ...last, error: 'OTHER_STORE: the promotions are of store 7' });
  await expect
    .poll(textOf(screen.getByTestId('promotions-import')))
    .toContain('Nothing was changed: OTHER_STORE: the promotions are of store 7');
});
