import { describe, expect, it, vi } from 'vitest';
import swSource from '../../../public/sw.js?raw';
import { registerServiceWorker, type ContainerLike, type RegistrationLike, type WorkerLike } from './registerServiceWorker';
import { startServiceWorker } from './startServiceWorker';

/** A minimal stand-in for the browser's worker and registration objects, driven by the test. */
class FakeWorker implements WorkerLike {
  state = 'installing';
  private listeners: Array<() => void> = [];
  addEventListener(_type: 'statechange', listener: () => void): void {
    this.listeners.push(listener);
  }
  moveTo(state: string): void {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }
}

class FakeRegistration implements RegistrationLike {
  installing: FakeWorker | null = null;
  active: FakeWorker | null = null;
  private listeners: Array<() => void> = [];
  addEventListener(_type: 'updatefound', listener: () => void): void {
    this.listeners.push(listener);
  }
  /** The browser found a (new) version and starts installing it. */
  install(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.listeners.forEach((listener) => listener());
    return worker;
  }
}

function setup(registration = new FakeRegistration()) {
  const register = vi.fn<ContainerLike['register']>(() => Promise.resolve(registration));
  const deps = { container: { register }, reload: vi.fn(), logError: vi.fn() };
  return { registration, register, deps };
}

describe('service worker (CHR-41..43)', () => {
  it('CHR-41: registers /sw.js for the whole app', async () => {
    const { register, deps, registration } = setup();
    await expect(registerServiceWorker(deps)).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('CHR-41: does nothing where service workers are unsupported', async () => {
    const { deps } = setup();
    await expect(registerServiceWorker({ ...deps, container: undefined })).resolves.toBeNull();
    expect(deps.logError).not.toHaveBeenCalled();
  });

  it('CHR-42: a new version installing while one is active reloads the page, once installed', async () => {
    const { deps, registration } = setup();
    registration.active = new FakeWorker();
    registration.active.state = 'activated';
    await registerServiceWorker(deps);
    const next = registration.install();
    expect(deps.reload).not.toHaveBeenCalled();
    next.moveTo('installed');
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('CHR-42: the first install (nothing active yet) does not reload', async () => {
    const { deps, registration } = setup();
    await registerServiceWorker(deps);
    registration.install().moveTo('installed');
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('CHR-42: an update that fails to install (redundant) does not reload', async () => {
    const { deps, registration } = setup();
    registration.active = new FakeWorker();
    await registerServiceWorker(deps);
    registration.install().moveTo('redundant');
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('CHR-43: a registration failure is only logged — no rejection, no reload, nothing on the page', async () => {
    const failure = new Error('SecurityError');
    const deps = { container: { register: vi.fn(() => Promise.reject(failure)) }, reload: vi.fn(), logError: vi.fn() };
    const before = document.body.innerHTML;
    await expect(registerServiceWorker(deps)).resolves.toBeNull();
    expect(deps.logError).toHaveBeenCalledWith('Service worker registration failed', failure);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(document.body.innerHTML).toBe(before);
  });

  it('CHR-43: in the browser wiring the failure goes to console.error', async () => {
    const failure = new Error('blocked');
    const register = vi.fn(() => Promise.reject(failure));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const win = { navigator: { serviceWorker: { register } }, document: { readyState: 'complete' }, location: { reload: vi.fn() } } as unknown as Window;
    startServiceWorker({ enabled: true, win });
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Service worker registration failed', failure));
    error.mockRestore();
  });

  it('CHR-41: registers in production builds only, after the page has loaded', () => {
    const register = vi.fn(() => new Promise<RegistrationLike>(() => undefined));
    const listeners: Record<string, () => void> = {};
    const win = {
      navigator: { serviceWorker: { register } },
      document: { readyState: 'interactive' },
      location: { reload: vi.fn() },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    } as unknown as Window;
    startServiceWorker({ enabled: false, win });
    expect(listeners.load).toBeUndefined();
    startServiceWorker({ enabled: true, win });
    expect(register).not.toHaveBeenCalled();
    listeners.load?.();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('the worker caches nothing and leaves every request (API included) to the network', () => {
    expect(swSource).toContain('skipWaiting');
    expect(swSource).not.toMatch(/addEventListener\(\s*['"]fetch['"]/);
    expect(swSource).not.toMatch(/caches\.|respondWith/);
  });
});
