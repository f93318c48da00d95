/** CHR-41..43: registers /sw.js; reloads when a new version installs over an active one; failures only logged. */

export const SERVICE_WORKER_URL = '/sw.js';

/** The parts of the browser's service-worker objects used here (injectable for tests). */
export interface WorkerLike {
  readonly state: string;
  addEventListener(type: 'statechange', listener: () => void): void;
}
export interface RegistrationLike {
  readonly installing: WorkerLike | null;
  readonly active: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
}
export interface ContainerLike {
  register(url: string, options?: RegistrationOptions): Promise<RegistrationLike>;
}

export interface ServiceWorkerDeps {
  /** navigator.serviceWorker; undefined where unsupported (or outside a secure context). */
  container: ContainerLike | undefined;
  reload: () => void;
  logError: (message: string, error: unknown) => void;
}

/** CHR-42: a worker that finishes installing while another one was already active is a new version: reload. */
export function reloadOnNewVersion(registration: RegistrationLike, reload: () => void): void {
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (!installing) return;
    const hadActive = registration.active !== null;
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' && hadActive) reload();
    });
  });
}

/** Registers the worker; never throws and shows nothing: a failure goes to the console only (CHR-43). */
export async function registerServiceWorker(deps: ServiceWorkerDeps): Promise<RegistrationLike | null> {
  if (!deps.container) return null;
  try {
    const registration = await deps.container.register(SERVICE_WORKER_URL, { scope: '/' });
    reloadOnNewVersion(registration, deps.reload);
    return registration;
  } catch (error) {
    deps.logError('Service worker registration failed', error);
    return null;
  }
}
