import { BREAKPOINTS, MENU_STATES, STORAGE_KEYS, type MenuState } from '@hatchery/domain';

export type { MenuState };

export function parseMenuState(value: string | null): MenuState | null {
  return (MENU_STATES as readonly (string | null)[]).includes(value) ? (value as MenuState) : null;
}

/** LOC-09, LOC-10, LOC-11: narrow windows start collapsed; otherwise the remembered state, else by width. */
export function initialMenuState(stored: string | null, width: number): MenuState {
  if (width < BREAKPOINTS.mobile) return 'closed';
  return parseMenuState(stored) ?? (width < BREAKPOINTS.menu ? 'closed' : 'open');
}

/** LOC-11: crossing 1000 px collapses (downwards) or expands (upwards); other resizes keep the state. */
export function menuStateAfterResize(current: MenuState, previousWidth: number, width: number): MenuState {
  if (previousWidth >= BREAKPOINTS.menu && width < BREAKPOINTS.menu) return 'closed';
  if (previousWidth < BREAKPOINTS.menu && width >= BREAKPOINTS.menu) return 'open';
  return current;
}

export function isMobileWidth(width: number): boolean {
  return width < BREAKPOINTS.mobile;
}

export function readStoredMenuState(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.menu);
  } catch {
    return null;
  }
}

export function storeMenuState(state: MenuState): void {
  try {
    localStorage.setItem(STORAGE_KEYS.menu, state);
  } catch {
    // storage blocked: the state just is not remembered
  }
}
