import { STORAGE_KEYS } from '@hatchery/domain';
import { sessionIdStore, tokenStore } from '../storage/tokenStore';
import { navigateTo } from '../navigation';
import { sessionGate } from '../session/sessionGate';
import { registeredClient } from './clientRegistry';
import { authHeaders } from './headers';

const CHANNEL = 'hatchery-auth';
export const LOGGED_OUT_SIGNAL = 'loggedOut';
/** How long logout waits for the server to end the session before going on regardless. */
const END_SESSION_WAIT_MS = 1500;

function broadcastLoggedOut(): void {
  try {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(LOGGED_OUT_SIGNAL);
    channel.close();
  } catch {
    // BroadcastChannel missing: other tabs still notice the token removal through the storage event.
  }
}

/** Sent with plain fetch (no GraphQL client on the login page); a unit test validates it against the schema. */
export const LOGOUT_SESSION_MUTATION = 'mutation LogoutSession($sessionId: ID!) { logoutSession(sessionId: $sessionId) }';

/** GAP-45: end the server session before the token goes (plain fetch: no GraphQL client on the login page). */
async function endServerSession(token: string, sessionId: string): Promise<void> {
  const request = fetch('/graphql?operationName=LogoutSession', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeaders(token) },
    body: JSON.stringify({ operationName: 'LogoutSession', query: LOGOUT_SESSION_MUTATION, variables: { sessionId } }),
    keepalive: true,
  }).catch(() => undefined);
  await Promise.race([request, new Promise((resolve) => setTimeout(resolve, END_SESSION_WAIT_MS))]);
}

export interface LogoutOptions {
  /** Tell other tabs (default true); false when this logout answers another tab's signal. */
  broadcast?: boolean;
  /** End the server session first (default true); false when the server already ended it. */
  endSession?: boolean;
}

let inProgress = false;

/**
 * D1 §4: end the server session, remove the token, reset the data cache, clear session storage, go to /login,
 * broadcast "loggedOut". The token revocation (POST /auth/logout) is best effort.
 */
export async function logout(options: LogoutOptions = {}): Promise<void> {
  if (inProgress) return;
  inProgress = true;
  const token = tokenStore.get();
  const sessionId = sessionIdStore.get();
  try {
    if (token && sessionId && options.endSession !== false) await endServerSession(token, sessionId);
    sessionIdStore.clear();
    tokenStore.clear();
    sessionGate.set('ok');
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

/** AUTH-10: the token key changed in another tab — cleared → log out here; replaced → reload here. */
export function onTokenStorageEvent(
  event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>,
  actions: { logout: () => void; reload: () => void },
): void {
  if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
  if (event.key === null || event.newValue === null) {
    // localStorage.clear() (key null) or the token removed.
    if (event.oldValue !== null || event.key === null) actions.logout();
    return;
  }
  if (event.newValue !== event.oldValue) actions.reload();
}

/** Another tab logged out, or changed the token: follow it here (AUTH-09, AUTH-10). */
export function listenForLoggedOut(): () => void {
  // The other tab already ended the server session; this one only drops its local state.
  const localLogout = (): void => void logout({ broadcast: false, endSession: false });
  const onStorage = (event: StorageEvent): void => {
    if (event.storageArea && event.storageArea !== window.localStorage) return;
    onTokenStorageEvent(event, { logout: localLogout, reload: () => window.location.reload() });
  };
  window.addEventListener('storage', onStorage);
  let channel: BroadcastChannel | null = null;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data !== LOGGED_OUT_SIGNAL) return;
      // Usually the storage event came first and the token is gone; otherwise log out here now.
      if (tokenStore.get()) localLogout();
      else tokenStore.notify();
    };
  }
  return () => {
    window.removeEventListener('storage', onStorage);
    channel?.close();
  };
}
