import { Tooltip, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { useQuickModal } from '../../lib/quickModal/quickModal';
import { TasksNavCount } from '../tasks';
import { entryKey, entryPath, entryRoute, LOCK_ICON, opensAsQuickModal, type EntryRoute, type EntryViewer, type NavigationEntry } from './navigationEntries';
import { isActivePath } from './navItems';
import { useStartupTermOptions } from './useShellData';
import classes from './Shell.module.css';

interface EntriesProps {
  entries: readonly NavigationEntry[];
  viewer: EntryViewer;
  collapsed: boolean;
  tooltipSide: 'left' | 'right';
  onNavigate: () => void;
}

function WithTooltip({ show, label, side, children }: { show: boolean; label: string; side: 'left' | 'right'; children: ReactNode }) {
  if (!show) return children;
  return (
    <Tooltip label={label} position={side} withArrow>
      {children}
    </Tooltip>
  );
}

/** CHR-13/14: the server's side-bar entries; a locked one shows a lock, the plan tooltip and no sub-items. */
export function SideMenuEntries({ entries, viewer, collapsed, tooltipSide, onNavigate }: EntriesProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const termOptions = useStartupTermOptions();
  const quickModal = useQuickModal();
  const label = (route: EntryRoute) => t(route.labelKey, termOptions);
  return entries.map((entry) => {
    const route = entryRoute(entry.name);
    if (!route) return null;
    const text = label(route);
    if (entry.locked) {
      return (
        <Tooltip key={entry.name} label={t('shell.locked')} position={tooltipSide} withArrow>
          <UnstyledButton className={classes.sideLink} data-nav={entry.name} data-locked aria-disabled aria-label={collapsed ? text : undefined}>
            <LOCK_ICON size={20} stroke={1.6} style={{ flexShrink: 0 }} aria-hidden />
            {collapsed ? null : <span>{text}</span>}
          </UnstyledButton>
        </Tooltip>
      );
    }
    const path = entryPath(route, viewer);
    const subMenu = collapsed ? [] : (entry.subMenu ?? []);
    return (
      <div key={entry.name}>
        <WithTooltip show={collapsed} label={text} side={tooltipSide}>
          <RouterLink
            to={path}
            className={classes.sideLink}
            data-active={isActivePath(path, pathname) || undefined}
            data-nav={entry.name}
            onClick={onNavigate}
            aria-label={collapsed ? text : undefined}
          >
            <route.icon size={20} stroke={1.6} style={{ flexShrink: 0 }} />
            {collapsed ? null : <span>{text}</span>}
            {entry.name === 'tasks' ? <TasksNavCount /> : null}
          </RouterLink>
        </WithTooltip>
        {subMenu.map((sub) => {
          const subRoute = entryRoute(sub.name, entry.name);
          if (!subRoute) return null;
          const subText = label(subRoute);
          if (sub.locked) {
            return (
              <Tooltip key={sub.name} label={t('shell.locked')} position={tooltipSide} withArrow>
                <UnstyledButton className={classes.sideSubLink} data-nav={entryKey(sub.name, entry.name)} data-locked aria-disabled>
                  <LOCK_ICON size={14} stroke={1.6} aria-hidden style={{ marginInlineEnd: 6 }} />
                  {subText}
                </UnstyledButton>
              </Tooltip>
            );
          }
          const subPath = entryPath(subRoute, viewer);
          if (quickModal && opensAsQuickModal(sub.name, entry.name)) {
            return (
              <UnstyledButton
                key={sub.name}
                className={classes.sideSubLink}
                data-nav={entryKey(sub.name, entry.name)}
                data-quick-modal
                onClick={() => {
                  onNavigate();
                  quickModal.open({ path: subPath, title: subText });
                }}
              >
                {subText}
              </UnstyledButton>
            );
          }
          return (
            <RouterLink
              key={sub.name}
              to={subPath}
              className={classes.sideSubLink}
              data-active={pathname === subPath || undefined}
              data-nav={entryKey(sub.name, entry.name)}
              onClick={onNavigate}
            >
              {subText}
            </RouterLink>
          );
        })}
      </div>
    );
  });
}
