import { ActionIcon, AppShell, Box, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { BREAKPOINTS } from '@hatchery/domain';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { logoFor } from '../tenant/branding';
import { useTenant } from '../tenant/TenantContext';
import { isActivePath, sideMenuItems } from './navItems';
import { useNavViewer } from './useShellData';
import classes from './Shell.module.css';

interface SideMenuProps {
  collapsed: boolean;
  width: number;
  onToggle: () => void;
  onNavigate: () => void;
}

const DEFAULT_PALETTE = {
  backgroundColor: '#1f2540',
  textColor: '#e7e9f5',
  activeItemBackgroundColor: '#4c6ef5',
  activeItemTextColor: '#ffffff',
};

function SideLogo({ collapsed, width }: { collapsed: boolean; width: number }) {
  const { incubator } = useTenant();
  if (!incubator) return null;
  const logoType = incubator.brandPalette.sidebar.logoType;
  // GAP-47: the full logo at 768 px and wider (and when the menu is open), the square logo otherwise.
  const square = collapsed || width < BREAKPOINTS.logo;
  const src = square ? (incubator.logoSquare ?? logoFor(incubator, logoType)) : logoFor(incubator, logoType);
  if (!src) {
    return (
      <Text fw={700} size={square ? 'lg' : 'md'} truncate>
        {square ? incubator.name.slice(0, 1) : incubator.name}
      </Text>
    );
  }
  return <img src={src} alt={incubator.name} className={classes.logo} data-testid="side-menu-logo" data-logo={square ? 'square' : 'full'} />;
}

export function SideMenu({ collapsed, width, onToggle, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { incubator } = useTenant();
  const navViewer = useNavViewer();
  const palette = incubator?.brandPalette.sidebar ?? DEFAULT_PALETTE;
  const style = {
    '--sidebar-bg': palette.backgroundColor,
    '--sidebar-text': palette.textColor,
    '--sidebar-active-bg': palette.activeItemBackgroundColor,
    '--sidebar-active-text': palette.activeItemTextColor,
  } as CSSProperties;
  const items = navViewer ? sideMenuItems(navViewer) : [];
  return (
    <AppShell.Navbar
      className={classes.sidebar}
      style={style}
      data-testid="side-menu"
      data-state={collapsed ? 'closed' : 'open'}
      data-collapsed={collapsed || undefined}
      p="sm"
    >
      <AppShell.Section>
        <Box h={56} px={collapsed ? 0 : 'xs'} style={{ display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'flex-start' }}>
          <SideLogo collapsed={collapsed} width={width} />
        </Box>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} mt="sm">
        <Stack gap={4} component="nav" aria-label={t('shell.sideNavigation')}>
          {items.map((item) => {
            const label = t(item.labelKey);
            const link = (
              <RouterLink
                key={item.key}
                to={item.to}
                className={classes.sideLink}
                data-active={isActivePath(item.to, pathname) || undefined}
                data-nav={item.key}
                onClick={onNavigate}
                aria-label={collapsed ? label : undefined}
              >
                <item.icon size={20} stroke={1.6} style={{ flexShrink: 0 }} />
                {collapsed ? null : <span>{label}</span>}
              </RouterLink>
            );
            return collapsed ? (
              <Tooltip key={item.key} label={label} position="right" withArrow>
                {link}
              </Tooltip>
            ) : (
              link
            );
          })}
        </Stack>
      </AppShell.Section>
      <AppShell.Section>
        <Box style={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end' }}>
          <ActionIcon
            variant="subtle"
            className={classes.collapseButton}
            onClick={onToggle}
            aria-label={collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
            data-testid="side-menu-toggle"
            size="lg"
          >
            {collapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
          </ActionIcon>
        </Box>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
