import { ActionIcon, AppShell, Box, ScrollArea, Stack, Text, Tooltip, useDirection } from '@mantine/core';
import { IconChevronDown, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { MIRROR_IN_RTL } from '../../lib/direction/mirror';
import { logoSrc, logoVariantFor } from '../../app/incubator/branding';
import { useTenant } from '../../app/incubator/TenantContext';
import { isActivePath, sideMenuItems } from './navItems';
import { sidebarColors, sidebarStyle } from './sidebarPalette';
import { SideMenuEntries } from './SideMenuEntries';
import { useMoreBelow } from './useMoreBelow';
import { useSidebarEntries } from './useNavigation';
import { useNavLabel, useNavViewer } from './useShellData';
import classes from './Shell.module.css';

interface SideMenuProps {
  collapsed: boolean;
  width: number;
  onToggle: () => void;
  onNavigate: () => void;
}

function SideLogo({ collapsed, width }: { collapsed: boolean; width: number }) {
  const { incubator } = useTenant();
  if (!incubator) return null;
  // GAP-47: the full logo at 768 px and wider (and when the menu is open), the square logo otherwise.
  const variant = collapsed ? 'square' : logoVariantFor(width);
  const src = logoSrc(incubator, variant, incubator.brandPalette.sidebar.logoType);
  if (!src) {
    return (
      <Text dir="auto" fw={700} size={variant === 'square' ? 'lg' : 'md'} truncate className={classes.logoText}>
        {variant === 'square' ? incubator.name.slice(0, 1) : incubator.name}
      </Text>
    );
  }
  return <img src={src} alt={incubator.name} className={classes.logo} data-testid="side-menu-logo" data-logo={variant} />;
}

export function SideMenu({ collapsed, width, onToggle, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { dir } = useDirection();
  const { incubator } = useTenant();
  const navViewer = useNavViewer();
  const navLabel = useNavLabel();
  // TEN-08: the palette as custom properties on the navbar element itself, read by Shell.module.css.
  const style = sidebarStyle(sidebarColors(incubator?.brandPalette.sidebar));
  const entries = useSidebarEntries();
  // The role-based items stand in until the server's sidebarV2 arrives (CHR-13); Home always leads.
  const items = navViewer ? (entries ? sideMenuItems(navViewer).filter((i) => i.key === 'home') : sideMenuItems(navViewer)) : [];
  // Tooltips of the collapsed rail open away from the window edge the bar sits on.
  const tooltipSide = dir === 'rtl' ? 'left' : 'right';
  const { viewportRef, moreBelow, update } = useMoreBelow<HTMLDivElement>();
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
      <AppShell.Section grow component={ScrollArea} mt="sm" viewportRef={viewportRef} onScrollPositionChange={update} data-testid="side-menu-scroll">
        <Stack gap={4} pb="md" component="nav" aria-label={t('shell.sideNavigation')}>
          {items.map((item) => {
            const label = navLabel(item);
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
              <Tooltip key={item.key} label={label} position={tooltipSide} withArrow>
                {link}
              </Tooltip>
            ) : (
              link
            );
          })}
          {navViewer && entries ? (
            <SideMenuEntries entries={entries} viewer={navViewer} collapsed={collapsed} tooltipSide={tooltipSide} onNavigate={onNavigate} />
          ) : null}
        </Stack>
      </AppShell.Section>
      <AppShell.Section pos="relative">
        {/* Entries hidden below the fold: a fade and a chevron say there is more (D-93). */}
        {moreBelow ? (
          <div className={classes.moreBelow} data-testid="side-menu-more-below" aria-hidden>
            <IconChevronDown size={16} />
          </div>
        ) : null}
        <Box style={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end' }}>
          <ActionIcon
            variant="subtle"
            className={classes.collapseButton}
            onClick={onToggle}
            aria-label={collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
            data-testid="side-menu-toggle"
            size="lg"
          >
            {collapsed ? (
              <IconLayoutSidebarLeftExpand size={20} className={MIRROR_IN_RTL} />
            ) : (
              <IconLayoutSidebarLeftCollapse size={20} className={MIRROR_IN_RTL} />
            )}
          </ActionIcon>
        </Box>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
