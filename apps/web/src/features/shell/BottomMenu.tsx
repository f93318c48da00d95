import { AppShell } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { isActivePath, topBarItems } from './navItems';
import { useNavLabel, useNavViewer } from './useShellData';
import classes from './Shell.module.css';

/** LOC-12: the mobile bottom menu, shown below 576 px only. */
export function BottomMenu({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navViewer = useNavViewer();
  const navLabel = useNavLabel();
  const items = navViewer ? topBarItems(navViewer).filter((i) => ['home', 'applications', 'startups', 'events'].includes(i.key)) : [];
  return (
    <AppShell.Footer data-testid="bottom-menu">
      <nav className={classes.bottomMenu} aria-label={t('shell.mobileNavigation')}>
        {items.map((item) => (
          <RouterLink
            key={item.key}
            to={item.to}
            className={classes.bottomLink}
            data-active={isActivePath(item.to, pathname) || undefined}
          >
            <item.icon size={22} stroke={1.6} />
            <span>{navLabel(item)}</span>
          </RouterLink>
        ))}
        <button type="button" className={classes.bottomLink} onClick={onOpenMenu}>
          <IconMenu2 size={22} stroke={1.6} />
          <span>{t('shell.menu')}</span>
        </button>
      </nav>
    </AppShell.Footer>
  );
}
