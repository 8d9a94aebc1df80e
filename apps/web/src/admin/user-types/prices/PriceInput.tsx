import type { UserTypePriceRow } from '@grocery/contracts';
import { TextInput } from '@mantine/core';
import { acceptNumberText } from '../../shared/form/numberText';
import { draftOf, type PriceField } from './pendingPrices';
import { usePriceEdits } from './priceEdits';

type Props = { row: UserTypePriceRow; field: PriceField; label: string; placeholder?: string };

/** One editable value of a row: digits and one decimal point only; its message shown under it. */
export function PriceInput({ row, field, label, placeholder }: Props) {
  const { edits, messages, type } = usePriceEdits();
  const edit = edits.get(row.productId);
  const draft = edit?.draft ?? draftOf(row);
  const message = messages.get(row.productId)?.[field];
  return (
    <TextInput
      size="xs"
      aria-label={label}
      value={draft[field]}
      placeholder={placeholder}
      error={message}
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      onChange={(event) => {
        const next = acceptNumberText(event.currentTarget.value, { min: 0 });
        if (next) type({ row: edit?.row ?? row, draft: { ...draft, [field]: next.text } });
      }}
    />
  );
}
