import { AppShell, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { entryPath, entryRoute, LOCK_ICON } from './navigationEntries';
import { isActivePath, topBarItems } from './navItems';
import { useSidebarEntries } from './useNavigation';
import { useNavLabel, useNavViewer, useStartupTermOptions } from './useShellData';
import classes from './Shell.module.css';

/** How many server entries the bottom bar holds after Home; the rest stay in the menu. */
export const BOTTOM_MENU_ENTRIES = 3;

/** LOC-12: the mobile bottom menu, shown below 576 px only — Home and the first sidebarV2 entries (CHR-13). */
export function BottomMenu({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navViewer = useNavViewer();
  const navLabel = useNavLabel();
  const termOptions = useStartupTermOptions();
  const entries = useSidebarEntries();
  const fallback = navViewer && !entries ? topBarItems(navViewer, null).filter((i) => ['home', 'applications', 'events'].includes(i.key)) : [];
  const home = navViewer && entries ? topBarItems(navViewer, entries).filter((i) => i.key === 'home') : [];
  const served = navViewer && entries ? entries.filter((e) => entryRoute(e.name)).slice(0, BOTTOM_MENU_ENTRIES) : [];
  return (
    <AppShell.Footer data-testid="bottom-menu">
      <nav className={classes.bottomMenu} aria-label={t('shell.mobileNavigation')}>
        {[...home, ...fallback].map((item) => (
          <RouterLink key={item.key} to={item.to} className={classes.bottomLink} data-active={isActivePath(item.to, pathname) || undefined}>
            <item.icon size={22} stroke={1.6} />
            <span>{navLabel(item)}</span>
          </RouterLink>
        ))}
        {navViewer
          ? served.map((entry) => {
              const route = entryRoute(entry.name);
              if (!route) return null;
              const label = t(route.labelKey, termOptions);
              if (entry.locked) {
                return (
                  <Tooltip key={entry.name} label={t('shell.locked')} withArrow>
                    <UnstyledButton className={classes.bottomLink} data-nav={entry.name} data-locked aria-disabled>
                      <LOCK_ICON size={22} stroke={1.6} aria-hidden />
                      <span>{label}</span>
                    </UnstyledButton>
                  </Tooltip>
                );
              }
              const path = entryPath(route, navViewer);
              return (
                <RouterLink key={entry.name} to={path} className={classes.bottomLink} data-nav={entry.name} data-active={isActivePath(path, pathname) || undefined}>
                  <route.icon size={22} stroke={1.6} />
                  <span>{label}</span>
                </RouterLink>
              );
            })
          : null}
        <button type="button" className={classes.bottomLink} onClick={onOpenMenu}>
          <IconMenu2 size={22} stroke={1.6} />
          <span>{t('shell.menu')}</span>
        </button>
      </nav>
    </AppShell.Footer>
  );
}
