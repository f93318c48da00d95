import { tokenStore } from '../storage/tokenStore';
import { navigateTo } from '../navigation';
import { registeredClient } from './clientRegistry';

const CHANNEL = 'hatchery-auth';
export const LOGGED_OUT_SIGNAL = 'loggedOut';

function broadcastLoggedOut(): void {
  try {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(LOGGED_OUT_SIGNAL);
    channel.close();
  } catch {
    // BroadcastChannel missing: other tabs still notice the token removal through the storage event.
  }
}

let inProgress = false;

/**
 * D1 §4: remove the token, reset the data cache, clear session storage, go to /login, broadcast "loggedOut".
 * The server-side revocation (POST /auth/logout) is best effort.
 */
export async function logout(options: { broadcast?: boolean } = {}): Promise<void> {
  if (inProgress) return;
  inProgress = true;
  const token = tokenStore.get();
  try {
    tokenStore.clear();
    try {
      sessionStorage.clear();
    } catch {
      // storage blocked: nothing to clear
    }
    navigateTo('/login', { replace: true });
    if (token) {
      void fetch('/auth/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        keepalive: true,
      }).catch(() => undefined);
    }
    await registeredClient()
      ?.clearStore()
      .catch(() => undefined);
    if (options.broadcast !== false) broadcastLoggedOut();
  } finally {
    inProgress = false;
  }
}

/** Another tab logged out: do the same here, without re-broadcasting (ready for the cross-tab issue). */
export function listenForLoggedOut(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === LOGGED_OUT_SIGNAL && tokenStore.get()) void logout({ broadcast: false });
  };
  return () => channel.close();
}

