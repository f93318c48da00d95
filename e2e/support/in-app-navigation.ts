/**
 * Client-side navigation for journeys that visit many routes in one sign-in (the role × route matrix): the history
 * entry is pushed and a popstate dispatched, so the single-page app's router moves without reloading the document
 * (and without a new sign-in, session refresh or bundle load per route).
 */
import type { Page } from '@playwright/test';

export interface VisitResult {
  /** The pathname the app settled on (after any guard redirects). */
  pathname: string;
  /** True when the app was still busy (loader on screen, requests pending, DOM changing) when the time ran out. */
  timedOut: boolean;
}

/**
 * Instruments the page before its scripts run, so a visit can tell when the app has settled:
 * - `window.__e2eFetches` counts pending fetch() calls (the guards' server checks, IsUserAuthorized, and the pages'
 *   first queries);
 * - a minimal React DevTools hook keeps the app's React roots, whose pending lanes say whether React still has
 *   work scheduled. The router moves inside a transition, which React renders in slices between other tasks: under
 *   load the DOM can stay unchanged for a while before the new route (or its guard's redirect) is committed, so
 *   "no DOM change for a moment" alone is not a safe sign that the navigation is done.
 * Call before the first page load.
 */
export async function instrumentApp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as {
      __e2eFetches?: number;
      __e2eReactBusy?: () => boolean;
      __e2eReactRoots?: () => number;
      __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown;
    };
    scope.__e2eFetches = 0;
    const original = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      scope.__e2eFetches = (scope.__e2eFetches ?? 0) + 1;
      try {
        return await original(...args);
      } finally {
        scope.__e2eFetches = (scope.__e2eFetches ?? 1) - 1;
      }
    };
    const roots = new Set<{ pendingLanes?: number }>();
    scope.__e2eReactBusy = () => [...roots].some((root) => (root.pendingLanes ?? 0) !== 0);
    scope.__e2eReactRoots = () => roots.size;
    if (scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ === undefined) {
      scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberRoot: (_id: number, root: { pendingLanes?: number }) => void roots.add(root),
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        setStrictMode: () => undefined,
      };
    }
  });
}

/**
 * Navigates inside the app to `path` and waits until the app has settled: React has no work pending, no page loader, no
 * pending fetch (both seen with instrumentApp) and no change to the DOM or the pathname for `quietMs`. Returns where it ended.
 */
export async function visitInApp(page: Page, path: string, options: { quietMs?: number; timeoutMs?: number } = {}): Promise<VisitResult> {
  return page.evaluate(
    async ({ target, quietMs, timeoutMs }) => {
      const scope = window as unknown as { __e2eFetches?: number; __e2eReactBusy?: () => boolean; __e2eReactRoots?: () => number };
      // Instrumented, but React never reported a commit: the busy check would be blind, so refuse to guess.
      if (scope.__e2eReactRoots && scope.__e2eReactRoots() === 0) throw new Error('instrumentApp: React reported no root to the DevTools hook');
      const busy = () =>
        (scope.__e2eFetches ?? 0) > 0 || (scope.__e2eReactBusy?.() ?? false) || document.querySelector('[data-testid="page-loader"]') !== null;
      let lastChange = performance.now();
      const observer = new MutationObserver(() => {
        lastChange = performance.now();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      const start = performance.now();
      let lastPath = '';
      try {
        history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          const now = performance.now();
          if (location.pathname !== lastPath) {
            lastPath = location.pathname;
            lastChange = now;
          }
          if (busy()) lastChange = now;
          if (now - lastChange >= quietMs) return { pathname: location.pathname, timedOut: false };
          if (now - start >= timeoutMs) return { pathname: location.pathname, timedOut: true };
        }
      } finally {
        observer.disconnect();
      }
    },
    { target: path, quietMs: options.quietMs ?? 50, timeoutMs: options.timeoutMs ?? 8_000 },
  );
}
