import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether a scrolling box has content below what it shows (D-93): at 1280×800 the admin side bar hides its last
 * entries, and nothing said so. Re-checked on scroll and whenever the box or its content changes size.
 */
export function useMoreBelow<T extends HTMLElement>() {
  const viewportRef = useRef<T>(null);
  const [moreBelow, setMoreBelow] = useState(false);
  const update = useCallback(() => {
    const el = viewportRef.current;
    if (!el) return;
    // A pixel or two of rounding is not "more".
    setMoreBelow(el.scrollHeight - el.scrollTop - el.clientHeight > 2);
  }, []);
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return undefined;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [update]);
  return { viewportRef, moreBelow, update };
}
