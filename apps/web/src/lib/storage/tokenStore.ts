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

const sessionListeners = new Set<Listener>();

/** The server session id (D1 §4, §9) kept in localStorage beside the token; subscribable like the token. */
export const sessionIdStore = {
  get(): string | null {
    return safeGet(STORAGE_KEYS.sessionId);
  },
  set(id: string): void {
    try {
      if (localStorage.getItem(STORAGE_KEYS.sessionId) === id) return;
      localStorage.setItem(STORAGE_KEYS.sessionId, id);
    } catch {
      return;
    }
    sessionListeners.forEach((l) => l());
  },
  clear(): void {
    try {
      localStorage.removeItem(STORAGE_KEYS.sessionId);
    } catch {
      // storage blocked: nothing stored
    }
    sessionListeners.forEach((l) => l());
  },
  subscribe(listener: Listener): () => void {
    sessionListeners.add(listener);
    return () => sessionListeners.delete(listener);
  },
};
