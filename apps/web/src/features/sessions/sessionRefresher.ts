import { SESSION_DEBOUNCE_MS, SESSION_REFRESH_MS } from '@hatchery/domain';

/**
 * AUTH-13, AUTH-14: run the session upsert at start and every 30 s; requests within 500 ms of each other
 * collapse into one (a remount, a token change and the interval never double-call the server).
 */
export function createSessionRefresher(
  run: () => void | Promise<void>,
  options: { intervalMs?: number; debounceMs?: number; timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'> } = {},
) {
  const intervalMs = options.intervalMs ?? SESSION_REFRESH_MS;
  const debounceMs = options.debounceMs ?? SESSION_DEBOUNCE_MS;
  const timers = options.timers ?? globalThis;
  let pending: ReturnType<typeof setTimeout> | null = null;
  let interval: ReturnType<typeof setInterval> | null = null;

  function request(): void {
    if (pending !== null) timers.clearTimeout(pending);
    pending = timers.setTimeout(() => {
      pending = null;
      void run();
    }, debounceMs);
  }

  return {
    request,
    start(): void {
      request();
      if (interval === null) interval = timers.setInterval(request, intervalMs);
    },
    stop(): void {
      if (pending !== null) timers.clearTimeout(pending);
      if (interval !== null) timers.clearInterval(interval);
      pending = null;
      interval = null;
    },
  };
}
