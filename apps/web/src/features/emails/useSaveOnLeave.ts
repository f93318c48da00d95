import { useEffect, useRef } from 'react';
import type { DraftValues } from './draft';

/**
 * Nothing typed is lost by leaving the composer (D-584): when it goes away — another page, another email — with
 * changes not yet saved, they are saved, as a mail client keeps a draft; closing or reloading the tab meanwhile asks
 * first (the browser's own prompt). `ended` answers whether the draft is gone (deleted or sent): nothing to save then.
 */
export function useSaveOnLeave(draft: DraftValues, dirty: boolean, save: (draft: DraftValues) => Promise<unknown>, ended: () => boolean): void {
  const latest = useRef({ draft, dirty, save, ended });
  useEffect(() => {
    latest.current = { draft, dirty, save, ended };
  });
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  useEffect(
    () => () => {
      const last = latest.current;
      if (last.dirty && !last.ended()) void last.save(last.draft);
    },
    [],
  );
}
