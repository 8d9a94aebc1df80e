import { type RefObject, useLayoutEffect, useState } from 'react';

/** Spec brief: the scroll area is at least 320 px tall. */
export const minScrollHeight = 320;
/** Room kept under the grid for the footer and the page's margin. */
const belowGrid = 72;

/**
 * The scroll area's height when the page gives none: from its top to the bottom of the window,
 * at least 320 px, kept up to date as the window resizes.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, enabled: boolean): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    if (!enabled) return;
    const measure = () => {
      const top = (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setHeight(Math.max(minScrollHeight, Math.floor(window.innerHeight - top - belowGrid)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, enabled]);
  return enabled ? height : undefined;
}
