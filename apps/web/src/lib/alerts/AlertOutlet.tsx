import { lazy, Suspense, useSyncExternalStore } from 'react';
import { alertStore } from './alertStore';

const AlertHost = lazy(() => import('./AlertHost'));

/** Mounted once at the root; the rendering chunk loads only when the first alert shows (keeps /login small). */
export function AlertOutlet() {
  const items = useSyncExternalStore(alertStore.subscribe, alertStore.get, alertStore.get);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AlertHost />
    </Suspense>
  );
}
