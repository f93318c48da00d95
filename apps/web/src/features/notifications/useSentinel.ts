import { useEffect, useRef, useState } from 'react';

/**
 * NTF-09 "further pages load on scroll": calls `onVisible` when the returned ref's element scrolls into view
 * (within `root`). The observer is rebuilt whenever `enabled` turns on again, so a sentinel still in view after a
 * short page loads the next one too. Without IntersectionObserver, `supported` is false (show a button instead).
 */
export function useSentinel(onVisible: () => void, enabled: boolean, root: Element | null) {
  const [node, setNode] = useState<Element | null>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);
  const supported = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (!node || !enabled || !supported) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root, rootMargin: '0px 0px 120px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled, root, supported]);
  return { ref: setNode, supported };
}
