import { registerServiceWorker, type ContainerLike } from './registerServiceWorker';

interface StartOptions {
  /** Production builds only: the Vite dev server has no use for it. */
  enabled?: boolean;
  win?: Window;
}

/** Wires the registration to the browser once the page has loaded. */
export function startServiceWorker({ enabled = import.meta.env.PROD, win = window }: StartOptions = {}): void {
  if (!enabled) return;
  const container: ContainerLike | undefined = 'serviceWorker' in win.navigator ? win.navigator.serviceWorker : undefined;
  if (!container) return;
  const register = (): void => {
    void registerServiceWorker({
      container,
      reload: () => win.location.reload(),
      logError: (message, error) => console.error(message, error),
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
