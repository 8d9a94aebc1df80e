import type { AdminProductRow } from '@grocery/contracts';
import { fillText } from '@grocery/contracts';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import type { GridMenuItem } from '../../shared/grid';
import { type ProductFlag, useSetProductFlag } from '../mutations';
import { productsListTexts } from '../texts';

/** The row menu: edit, and the two flags, each one call with a toast; the row refreshes. */
export function useProductRowMenu(edit: (row: AdminProductRow) => void) {
  const texts = useTexts(productsListTexts);
  const setFlag = useSetProductFlag();
  const run = async (flag: ProductFlag) => {
    const id = { id: flag.productId };
    try {
      await setFlag.mutateAsync(flag);
      adminToast.success(fillText(texts.flagSaved, id));
    } catch (error) {
      console.error('product flag not saved', error);
      adminToast.error(fillText(texts.flagFailed, id));
    }
  };
  return (row: AdminProductRow | null): GridMenuItem[] => {
    if (!row) return [];
    const { productId } = row;
    return [
      { label: texts.edit, onSelect: () => edit(row) },
      {
        label: row.active ? texts.deactivate : texts.activate,
        onSelect: () => void run({ productId, active: !row.active }),
      },
      {
        label: row.outOfStock ? texts.markInStock : texts.markOutOfStock,
        onSelect: () => void run({ productId, outOfStock: !row.outOfStock }),
      },
    ];
  };
}
