/** Navigation from outside React (the Apollo error link, logout). The router registers itself at start. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator = (to) => {
  window.location.assign(to);
};

export function registerNavigator(fn: Navigator): void {
  navigator = fn;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  navigator(to, options);
}

/** The tenant named by the page host: its first label (D1 §1, §7.1). */
export function incubatorFromLocation(hostname: string = window.location.hostname): string {
  return hostname.split('.')[0] ?? '';
}
