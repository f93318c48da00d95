import { useEffect, useRef } from 'react';

/**
 * Nothing typed is lost by leaving an editor (D-584, D-586): when it goes away — another page, another item — with
 * changes not yet saved, they are saved, as a mail client keeps a draft; closing or reloading the tab meanwhile asks
 * first (the browser's own prompt). `ended` answers whether the item is gone (deleted, sent): nothing to save then.
 */
export function useSaveOnLeave<T>(values: T, dirty: boolean, save: (values: T) => Promise<unknown>, ended: () => boolean): void {
  const latest = useRef({ values, dirty, save, ended });
  useEffect(() => {
    latest.current = { values, dirty, save, ended };
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
      if (last.dirty && !last.ended()) void last.save(last.values);
    },
    [],
  );
}
