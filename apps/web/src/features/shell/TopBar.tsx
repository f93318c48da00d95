import { Burger, Group, Tooltip, UnstyledButton, useComputedColorScheme } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterLink, useLocation } from 'react-router';
import { LanguageChooser } from '../i18n/LanguageChooser';
import { logoSrc, type LogoVariant } from '../tenant/branding';
import { useTenant } from '../tenant/TenantContext';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { isActivePath, topBarItems, type NavItem } from './navItems';
import { useIsFlagOn, useNavLabel, useNavViewer } from './useShellData';
import { UserMenu } from './UserMenu';
import classes from './Shell.module.css';

interface TopBarProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** The logo the top bar shows (when the side bar does not show one), or null. */
  logo: LogoVariant | null;
}

function TopBarLink({ item, label, locked }: { item: NavItem; label: string; locked: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (locked) {
    return (
      <Tooltip label={t('shell.locked')} withArrow>
        <UnstyledButton className={classes.topLink} data-locked aria-disabled data-nav={item.key}>
          <IconLock size={14} stroke={1.8} className={classes.lockIcon} aria-hidden />
          <span>{label}</span>
        </UnstyledButton>
      </Tooltip>
    );
  }
  return (
    <RouterLink
      to={item.to}
      className={classes.topLink}
      data-active={isActivePath(item.to, pathname) || undefined}
      data-nav={item.key}
    >
      <span>{label}</span>
    </RouterLink>
  );
}

/** GAP-47 in the top bar: the square logo on narrow windows, the full one (white in dark mode) on wide ones. */
function TopBarLogo({ variant }: { variant: LogoVariant }) {
  const { incubator } = useTenant();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  if (!incubator) return null;
  const src = logoSrc(incubator, variant, dark ? 'REVERSE' : 'NORMAL');
  if (!src) return null;
  return (
    <Link to="/" className={classes.topLogo} data-testid="top-bar-logo" data-logo={variant}>
      <img src={src} alt={incubator.name} />
    </Link>
  );
}

export function TopBar({ menuOpen, onToggleMenu, logo }: TopBarProps) {
  const { t } = useTranslation();
  const navViewer = useNavViewer();
  const navLabel = useNavLabel();
  const isFlagOn = useIsFlagOn();
  const items = navViewer ? topBarItems(navViewer) : [];
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" data-testid="top-bar">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={menuOpen}
          onClick={onToggleMenu}
          size="sm"
          aria-label={menuOpen ? t('shell.collapseMenu') : t('shell.expandMenu')}
          data-testid="menu-toggle"
        />
        {logo ? <TopBarLogo variant={logo} /> : null}
        <Group component="nav" gap={4} wrap="nowrap" visibleFrom="md" aria-label={t('shell.mainNavigation')}>
          {items.map((item) => (
            <TopBarLink key={item.key} item={item} label={navLabel(item)} locked={!isFlagOn(item.flag)} />
          ))}
        </Group>
      </Group>
      <Group gap={4} wrap="nowrap">
        <LanguageChooser />
        <ColorSchemeToggle />
        <UserMenu />
      </Group>
    </Group>
  );
}
