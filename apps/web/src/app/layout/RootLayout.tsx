import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { listenForLoggedOut } from '../../lib/apollo/logout';
import { GlobalLoadingBar } from '../../features/shell/GlobalLoadingBar';

/** RTE-66: every path change scrolls to the top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  useEffect(() => listenForLoggedOut(), []);
  return (
    <>
      <ScrollToTop />
      <GlobalLoadingBar />
      <Outlet />
    </>
  );
}
