import type { ReactNode } from 'react';
import './amountRows.css';

type AmountRow = {
  label: ReactNode;
  value: ReactNode;
  /** The last, emphasised row (total, total paid). */
  total?: boolean;
  testId?: string;
};

/** Label and amount per row, as in a cart or order summary (values isolate their own direction). */
export function AmountRows({ rows }: { rows: readonly AmountRow[] }) {
  return (
    <dl className="amount-rows">
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed for a summary
        <div key={index} className={row.total ? 'amount-rows__total' : undefined}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
