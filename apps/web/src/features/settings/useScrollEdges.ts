import { useCallback, useEffect, useRef, useState } from 'react';

export interface ScrollEdges {
  /** Content hidden before the start (left in LTR, right in RTL). */
  moreStart: boolean;
  /** Content hidden past the end. */
  moreEnd: boolean;
}

/**
 * Which sides of a sideways-scrolling box hide content, re-checked on scroll and resize. In RTL browsers report
 * scrollLeft from 0 down to negative values, so the distance from the start is its absolute value.
 */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ moreStart: false, moreEnd: false });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const fromStart = Math.abs(el.scrollLeft);
    // A pixel or two of rounding is not "more".
    const next = { moreStart: fromStart > 2, moreEnd: el.scrollWidth - el.clientWidth - fromStart > 2 };
    setEdges((current) => (current.moreStart === next.moreStart && current.moreEnd === next.moreEnd ? current : next));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    el.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', update);
    };
  }, [update]);
  return { ref, ...edges };
}
