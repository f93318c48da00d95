import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { OVERFLOW_RECALC_DELAY_MS, visibleItemCount } from './overflow';

/** Room the More button takes (its own width; the 16 px spacing is added by visibleItemCount). */
const MORE_BUTTON_WIDTH = 72;

/**
 * CHR-02: how many top-bar items fit. `measureRef` is a hidden row holding every item (its children are measured),
 * `containerRef` the space they may use. Recomputed when the labels change and 500 ms after the last resize.
 */
export function useTopBarOverflow(itemCount: number, labelsSignature: string) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const measureRef = useRef<HTMLDivElement | null>(null);
  /** Room kept for an element shown after the items (the contextual extra tab, CHR-04). */
  const reserveRef = useRef<HTMLAnchorElement | null>(null);
  const [visible, setVisible] = useState(itemCount);

  const recompute = useCallback(() => {
    const container = containerRef.current;
    const measure = measureRef.current;
    if (!container || !measure) return;
    const widths = Array.from(measure.children).map((child) => (child as HTMLElement).offsetWidth);
    const reserved = reserveRef.current ? reserveRef.current.offsetWidth + 16 : 0;
    const available = Math.max(0, container.clientWidth - reserved);
    // jsdom and not-yet-laid-out containers measure 0: show everything rather than nothing.
    setVisible(container.clientWidth > 0 ? visibleItemCount(widths, available, MORE_BUTTON_WIDTH) : widths.length);
  }, []);

  useLayoutEffect(() => {
    recompute();
  }, [recompute, itemCount, labelsSignature]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(recompute, OVERFLOW_RECALC_DELAY_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [recompute]);

  return { containerRef, measureRef, reserveRef, visible: Math.min(visible, itemCount) };
}
