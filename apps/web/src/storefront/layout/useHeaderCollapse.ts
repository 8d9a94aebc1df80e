import { useEffect, useState } from 'react';
import { nextHeaderCollapsed } from './headerCollapse';

/** Follows the window's scroll and applies the header-collapse rule. */
export function useHeaderCollapse(): boolean {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const root = document.documentElement;
      setCollapsed((current) =>
        nextHeaderCollapsed(current, {
          scrollTop: window.scrollY,
          scrollHeight: root.scrollHeight,
          clientHeight: window.innerHeight,
        }),
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return collapsed;
}
