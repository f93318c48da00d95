import { useMutation, useSubscription } from '@apollo/client/react';
import { useEffect, useSyncExternalStore } from 'react';
import { logout } from '../../lib/apollo/logout';
import { sessionGate } from '../../lib/session/sessionGate';
import { sessionIdStore } from '../../lib/storage/tokenStore';
import { hasErrorCode, MAX_SESSIONS_REACHED, SESSION_LOGGED_OUT, UPSERT_SESSION } from './documents';
import { createSessionRefresher } from './sessionRefresher';

/**
 * D1 §4 server session, mounted while a token is stored: upsert on sign-in and every 30 s; at the maximum the
 * local id goes and the choice screen shows (AUTH-17); a sessionLoggedOut event for this session logs out (AUTH-15).
 */
export function SessionKeeper() {
  const [upsert] = useMutation(UPSERT_SESSION);
  const gate = useSyncExternalStore(sessionGate.subscribe, sessionGate.get, sessionGate.get);
  const sessionId = useSyncExternalStore(sessionIdStore.subscribe, sessionIdStore.get, () => null);

  useEffect(() => {
    if (gate !== 'ok') return undefined;
    const refresher = createSessionRefresher(async () => {
      try {
        const { data } = await upsert({ variables: { sessionId: sessionIdStore.get() } });
        if (data) sessionIdStore.set(data.upsertSession._id);
      } catch (error) {
        if (hasErrorCode(error, MAX_SESSIONS_REACHED)) {
          sessionIdStore.clear();
          sessionGate.set('choice');
        }
        // Other failures (offline, server restart): the next beat tries again.
      }
    });
    refresher.start();
    return () => refresher.stop();
  }, [gate, upsert]);

  useSubscription(SESSION_LOGGED_OUT, {
    variables: { sessionId: sessionId ?? '' },
    skip: !sessionId,
    onData: ({ data }) => {
      const ended = data.data?.sessionLoggedOut.sessionId;
      if (!ended || ended !== sessionIdStore.get()) return;
      sessionIdStore.clear();
      void logout({ endSession: false });
    },
  });
  return null;
}
