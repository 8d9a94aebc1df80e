import type { ReactNode } from 'react';
import './ltr.css';

/**
 * Numbers, prices, dates, times and time ranges inside text of either direction: isolated (bdi), read
 * left to right, and never broken across lines — so that on a Hebrew page '08:00–12:00' neither
 * reverses nor wraps with its dash on the wrong side, and its neighbours keep their order.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className ? `ltr ${className}` : 'ltr'}>
      {children}
    </bdi>
  );
}

/** Text made only of digits, signs, separators and currency symbols: what Ltr isolates in a cell. */
export const numberLike = /^[\p{Nd}\p{Sc}\s.,:;/+\-−–—%()#×→]*\p{Nd}[\p{Nd}\p{Sc}\s.,:;/+\-−–—%()#×→]*$/u;
