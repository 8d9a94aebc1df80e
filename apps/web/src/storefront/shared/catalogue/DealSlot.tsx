import { lazy, Suspense } from 'react';
import type { DealBadgeProps } from './DealBadge';

// The badge's code and texts arrive only when a product has a deal (the first-load budget).
const DealBadge = lazy(() => import('./DealBadge'));

/** A deal's badge, loaded on demand; nothing without a deal. */
export function DealSlot({
  deal,
  ...rest
}: Omit<DealBadgeProps, 'deal'> & { deal: DealBadgeProps['deal'] | null }) {
  return (
    deal && (
      <Suspense>
        <DealBadge deal={deal} {...rest} />
      </Suspense>
    )
  );
}
