import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from './chunkErrors';

const KEY_PREFIX = 'chunkReload:';

/**
 * A lazy page whose chunk fails to load reloads the page (ERR-10) — at most once per path per session (GAP-44);
 * a second failure goes to the error boundary.
 */
export function reloadOnceOnChunkError(
  error: unknown,
  pathname: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const key = KEY_PREFIX + pathname;
  if (storage.getItem(key)) return false;
  storage.setItem(key, String(Date.now()));
  console.warn('Page chunk failed to load, reloading once', error);
  reload();
  return true;
}

export function lazyPage<P extends object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy<ComponentType<P>>(async () => {
    try {
      return await loadChunk(loader);
    } catch (error: unknown) {
      if (reloadOnceOnChunkError(error, window.location.pathname)) {
        // Keep suspending while the page reloads.
        return new Promise<{ default: ComponentType<P> }>(() => undefined);
      }
      throw error;
    }
  });
}
