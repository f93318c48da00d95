import { Burger, Group, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { LanguageChooser } from '../i18n/LanguageChooser';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { isActivePath, topBarItems, type NavItem } from './navItems';
import { useIsFlagOn, useNavViewer, useStartupsLabel } from './useShellData';
import { UserMenu } from './UserMenu';
import classes from './Shell.module.css';

interface TopBarProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
}

function TopBarLink({ item, label, locked }: { item: NavItem; label: string; locked: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (locked) {
    return (
      <Tooltip label={t('shell.locked')} withArrow>
        <UnstyledButton className={classes.topLink} data-locked aria-disabled data-nav={item.key}>
          <IconLock size={14} stroke={1.8} />
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

export function TopBar({ menuOpen, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  const navViewer = useNavViewer();
  const startupsLabel = useStartupsLabel();
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
        <Group component="nav" gap={4} wrap="nowrap" visibleFrom="md" aria-label={t('shell.mainNavigation')}>
          {items.map((item) => (
            <TopBarLink
              key={item.key}
              item={item}
              label={item.key === 'startups' ? startupsLabel : t(item.labelKey)}
              locked={!isFlagOn(item.flag)}
            />
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

