import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { listenForLoggedOut } from '../../lib/apollo/logout';
import { AlertOutlet } from '../../lib/alerts/AlertOutlet';
import { CornerColumnProvider } from '../../lib/corner/CornerColumn';
import { sessionGate } from '../../lib/session/sessionGate';
import { needsAccountGate } from '../../features/account/mount';
import { useViewer } from '../viewer/ViewerContext';
import { DisconnectedBanner } from '../connection/DisconnectedBanner';
import { GlobalLoadingBar } from './GlobalLoadingBar';
import { PageLoader } from './PageLoader';

const SessionChoiceScreen = lazy(() => import('../../features/sessions/SessionChoiceScreen'));
const AccountGateScreen = lazy(() => import('../../features/account/AccountGateScreen'));

/** RTE-66: every path change scrolls to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** What covers the routes: the session choice (AUTH-17) first, then the account gate (ACC-01). */
function GatedOutlet() {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const gate = useSyncExternalStore(sessionGate.subscribe, sessionGate.get, sessionGate.get);
  const signedIn = viewer.status === 'authenticated';
  let Screen: typeof SessionChoiceScreen | null = null;
  if (gate === 'choice' && viewer.status !== 'anonymous') Screen = SessionChoiceScreen;
  else if (signedIn && needsAccountGate(viewer.user, viewer.roles, pathname)) Screen = AccountGateScreen;
  if (!Screen) return <Outlet />;
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Screen />
    </Suspense>
  );
}

export function RootLayout() {
  useEffect(() => listenForLoggedOut(), []);
  return (
    <CornerColumnProvider>
      <ScrollToTop />
      <GlobalLoadingBar />
      <DisconnectedBanner />
      <AlertOutlet />
      <GatedOutlet />
    </CornerColumnProvider>
  );
}
