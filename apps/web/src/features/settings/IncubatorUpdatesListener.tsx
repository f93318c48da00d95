import { useEffect } from 'react';
import { useViewer } from '../../app/viewer/ViewerContext';
import { useTenant } from '../../app/incubator/TenantContext';

/**
 * Issue 4 item 4: while signed in, listen for incubatorUpdated and refetch the public incubator, so a change of
 * branding or flags (here, in another tab, or by another admin) shows at once without a reload.
 */
export function IncubatorUpdatesListener() {
  const viewer = useViewer();
  const { refresh } = useTenant();
  const signedIn = viewer.status === 'authenticated';
  useEffect(() => {
    if (!signedIn) return;
    let subscription: { unsubscribe: () => void } | null = null;
    let cancelled = false;
    // The GraphQL client and this document (parsed by graphql-tag) are loaded on demand: the login page goes
    // without both (D-91).
    void Promise.all([import('../../lib/apollo/client'), import('./documents')]).then(([{ apolloClient }, { INCUBATOR_UPDATED }]) => {
      if (cancelled) return;
      subscription = apolloClient()
        .subscribe({ query: INCUBATOR_UPDATED })
        .subscribe({ next: () => void refresh(), error: () => undefined });
    });
    return () => {
      cancelled = true;
      subscription?.unsubscribe();
    };
  }, [signedIn, refresh]);
  return null;
}
