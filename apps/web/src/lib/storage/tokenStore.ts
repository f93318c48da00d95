import { STORAGE_KEYS } from '@hatchery/domain';

type Listener = () => void;
const listeners = new Set<Listener>();

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The login token lives in localStorage (REF-28); components subscribe through useSyncExternalStore. */
export const tokenStore = {
  get(): string | null {
    return safeGet(STORAGE_KEYS.token);
  },
  set(token: string): void {
    localStorage.setItem(STORAGE_KEYS.token, token);
    tokenStore.notify();
  },
  clear(): void {
    try {
      localStorage.removeItem(STORAGE_KEYS.token);
    } finally {
      tokenStore.notify();
    }
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  notify(): void {
    listeners.forEach((l) => l());
  },
};

export function sessionIdFromStorage(): string | null {
  return safeGet(STORAGE_KEYS.sessionId);
}
