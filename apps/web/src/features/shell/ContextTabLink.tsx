import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { contextTabFor } from './contextualTab';
import classes from './Shell.module.css';

/** CHR-04: the top bar's extra tab for the current area (calendar, settings, tasks…), shown active. */
export function ContextTabLink({ ref }: { ref?: Ref<HTMLAnchorElement> }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tab = contextTabFor(pathname);
  if (!tab) return null;
  return (
    <RouterLink ref={ref} to={tab.to} className={classes.topLink} data-active aria-current="page" data-testid="context-tab" data-area={tab.area} end={false}>
      <span>{t(`contextTabs.${tab.area}`)}</span>
    </RouterLink>
  );
}

/** The current area, for the overflow signature (the tab takes room from the other items). */
export function useContextArea(): string {
  return contextTabFor(useLocation().pathname)?.area ?? '';
}
