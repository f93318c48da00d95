import { AppShell } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { useViewer } from '../viewer/ViewerContext';
import { ApolloBoundary } from '../../lib/apollo/ApolloBoundary';
import { MetricsPrompt } from '../../features/metrics/mount';
import { BatchOperationsHost } from '../../features/batch-operations/mount';
import { BottomMenu, SideMenu, TopBar } from '../../features/shell/mount';
import { logoVariantFor } from '../incubator/branding';
import { hidesSideBar, hidesTopBar } from './chromeRules';
import { useMenuState } from './useMenuState';
import { QuickModalHost } from './QuickModalHost';

const NAVBAR_OPEN = 248;
const NAVBAR_RAIL = 72;

/** D1 §2.3/§2.4 layout: top bar, collapsible branded side menu, mobile bottom menu. */
export function AuthenticatedLayout() {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const menu = useMenuState();
  // Guards inside decide what an anonymous or loading visitor sees; no chrome for them.
  if (viewer.status !== 'authenticated') return <Outlet />;

  const collapsed = menu.state === 'closed';
  const withSideBar = !hidesSideBar(pathname);
  const withTopBar = !hidesTopBar(pathname);
  // The logo lives in the side bar; the top bar shows it when the side bar is off screen (mobile) or absent.
  const topBarLogo = withSideBar && !menu.isMobile ? null : logoVariantFor(menu.width);
  // The chrome (menus from sidebarV2, create menu, quick search) queries GraphQL too: one boundary for all of it.
  return (
    <ApolloBoundary>
      <QuickModalHost>
        <AppShell
          data-testid="app-shell"
          data-menu={menu.state}
          header={withTopBar ? { height: 60 } : undefined}
          navbar={
            withSideBar
              ? { width: collapsed ? NAVBAR_RAIL : NAVBAR_OPEN, breakpoint: 'xs', collapsed: { mobile: collapsed } }
              : undefined
          }
          footer={menu.isMobile ? { height: 60 } : undefined}
          padding={{ base: 'md', sm: 'lg', lg: 'xl' }}
        >
          {withTopBar ? (
            <AppShell.Header>
              <TopBar menuOpen={!collapsed} onToggleMenu={menu.toggle} logo={topBarLogo} />
            </AppShell.Header>
          ) : null}
          {withSideBar ? (
            <SideMenu
              collapsed={collapsed && !menu.isMobile}
              width={menu.width}
              onToggle={menu.toggle}
              onNavigate={menu.isMobile ? menu.close : () => undefined}
            />
          ) : null}
          <AppShell.Main>
            <MetricsPrompt />
            <Outlet />
          </AppShell.Main>
          {menu.isMobile ? <BottomMenu onOpenMenu={menu.toggle} /> : null}
          <BatchOperationsHost />
        </AppShell>
      </QuickModalHost>
    </ApolloBoundary>
  );
}
