/** Navigation from outside React (the Apollo error link, logout). The router registers itself at start. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
type Navigator = (to: string, options?: NavigateOptions) => void;

const assignLocation: Navigator = (to) => {
  window.location.assign(to);
};
let navigator: Navigator = assignLocation;

export function registerNavigator(fn: Navigator): void {
  navigator = fn;
}

/**
 * Back to the full-page navigation used before the router registers. For the web unit tests only: their files share
 * one module graph (isolate: false, D-540), so a navigator a test registered must not receive the next file's calls.
 */
export function resetNavigatorForTests(): void {
  navigator = assignLocation;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  navigator(to, options);
}

/** The tenant named by the page host: its first label (D1 §1, §7.1). */
export function incubatorFromLocation(hostname: string = window.location.hostname): string {
  return hostname.split('.')[0] ?? '';
}
