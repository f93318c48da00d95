import { createContext, useContext } from 'react';

/** CHR-17: opens a page (by its path) in a quick modal over the current one. */
export interface QuickModalApi {
  open: (target: { path: string; title: string }) => void;
}

export const QuickModalContext = createContext<QuickModalApi | null>(null);

/** The app's quick modal; null outside the signed-in chrome (callers then navigate instead). */
export function useQuickModal(): QuickModalApi | null {
  return useContext(QuickModalContext);
}
