import { Box, Burger, Group, Menu, Tooltip, UnstyledButton, useComputedColorScheme } from '@mantine/core';
import { IconChevronDown, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterLink, useLocation, useNavigate } from 'react-router';
import { LanguageChooser } from '../../app/i18n/LanguageChooser';
import { logoSrc, type LogoVariant } from '../../app/incubator/branding';
import { useTenant } from '../../app/incubator/TenantContext';
import { ColorSchemeToggle } from '../../app/layout/ColorSchemeToggle';
import { isActivePath, topBarItems, type NavItem } from './navItems';
import { useSidebarEntries } from './useNavigation';
import { useIsFlagOn, useNavLabel, useNavViewer } from './useShellData';
import { useTopBarOverflow } from './useTopBarOverflow';
import { UserMenu } from './UserMenu';
import { PlanLockedItem } from './PlanLockedItem';
import { CreateMenu } from './CreateMenu';
import { QuickSearch } from '../quick-search';
import { TasksButton } from '../tasks';
import { NotificationsBell } from '../notifications';
import { ContextTabLink, useContextArea } from './ContextTabLink';
import classes from './Shell.module.css';

interface TopBarProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** The logo the top bar shows (when the side bar does not show one), or null. */
  logo: LogoVariant | null;
}

function TopBarLink({ item, label, locked }: { item: NavItem; label: string; locked: boolean }) {
  const { pathname } = useLocation();
  if (locked) return <PlanLockedItem label={label} nav={item.key} className={classes.topLink} iconClassName={classes.lockIcon} />;
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

/** CHR-02: the items that do not fit, in a More menu (locked ones stay locked there). */
function MoreMenu({ items, label, isLocked }: { items: NavItem[]; label: (item: NavItem) => string; isLocked: (item: NavItem) => boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.topLink} data-testid="top-bar-more">
          <span>{t('shell.more')}</span>
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) =>
          isLocked(item) ? (
            <Tooltip key={item.key} label={t('shell.locked')} withArrow position="right">
              <Menu.Item data-nav={item.key} data-locked disabled leftSection={<IconLock size={14} aria-hidden />}>
                {label(item)}
              </Menu.Item>
            </Tooltip>
          ) : (
            <Menu.Item key={item.key} data-nav={item.key} onClick={() => void navigate(item.to)}>
              {label(item)}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function TopBar({ menuOpen, onToggleMenu, logo }: TopBarProps) {
  const { t } = useTranslation();
  const navViewer = useNavViewer();
  const navLabel = useNavLabel();
  const isFlagOn = useIsFlagOn();
  const sidebarEntries = useSidebarEntries();
  const items = navViewer ? topBarItems(navViewer, sidebarEntries) : [];
  const labels = items.map(navLabel);
  const contextArea = useContextArea();
  const { containerRef, measureRef, reserveRef, visible } = useTopBarOverflow(items.length, `${labels.join('|')}#${contextArea}`);
  const isLocked = (item: NavItem) => !isFlagOn(item.flag);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" data-testid="top-bar">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <Burger
          opened={menuOpen}
          onClick={onToggleMenu}
          size="sm"
          aria-label={menuOpen ? t('shell.collapseMenu') : t('shell.expandMenu')}
          data-testid="menu-toggle"
        />
        {logo ? <TopBarLogo variant={logo} /> : null}
        <Box ref={containerRef} visibleFrom="md" style={{ flex: 1, minWidth: 0, position: 'relative' }}>
          {/* Every item, invisible, to measure their widths (CHR-02). */}
          <div ref={measureRef} aria-hidden className={classes.topMeasure}>
            {items.map((item, index) => (
              <span key={item.key} className={classes.topLink}>
                {isLocked(item) ? <IconLock size={14} stroke={1.8} className={classes.lockIcon} /> : null}
                <span>{labels[index]}</span>
              </span>
            ))}
          </div>
          {/* data-items names every item, those in the More menu too (the role × route matrix compares them with the side bar). */}
          <Group component="nav" gap={4} wrap="nowrap" aria-label={t('shell.mainNavigation')} data-items={items.map((item) => item.key).join(' ')}>
            {items.slice(0, visible).map((item) => (
              <TopBarLink key={item.key} item={item} label={navLabel(item)} locked={isLocked(item)} />
            ))}
            {visible < items.length ? <MoreMenu items={items.slice(visible)} label={navLabel} isLocked={isLocked} /> : null}
            <ContextTabLink ref={reserveRef} />
          </Group>
        </Box>
      </Group>
      <Group gap={4} wrap="nowrap">
        <TasksButton />
        <QuickSearch />
        <CreateMenu />
        <LanguageChooser />
        <ColorSchemeToggle />
        <NotificationsBell />
        <UserMenu />
      </Group>
    </Group>
  );
}
