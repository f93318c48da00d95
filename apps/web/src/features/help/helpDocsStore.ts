/**
 * Opening the documentation from anywhere (the account menu, the quick search): one small store that the mounted
 * HelpDocs component reads. `query` pre-fills the search; `slug` opens a page directly.
 */
import { useSyncExternalStore } from 'react';

export interface HelpDocsState {
  opened: boolean;
  query: string;
  slug: string | null;
  /** Changes on every open, so the modal starts fresh even when reopened with the same options. */
  session: number;
}

let state: HelpDocsState = { opened: false, query: '', slug: null, session: 0 };
const listeners = new Set<() => void>();

function set(next: HelpDocsState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function openHelpDocs(options: { query?: string; slug?: string } = {}): void {
  set({ opened: true, query: options.query ?? '', slug: options.slug ?? null, session: state.session + 1 });
}

export function closeHelpDocs(): void {
  if (state.opened) set({ ...state, opened: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHelpDocsState(): HelpDocsState {
  return useSyncExternalStore(subscribe, () => state);
}
