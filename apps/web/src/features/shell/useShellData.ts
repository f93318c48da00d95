import { useTranslation } from 'react-i18next';
import { useViewer } from '../../app/viewer/ViewerContext';
import { startupLabelFor } from '../../app/incubator/branding';
import { useTenant } from '../../app/incubator/TenantContext';
import { useLocale } from '../../app/i18n/LocaleProvider';
import type { NavItem, NavViewer } from './navItems';

export function useNavViewer(): NavViewer | null {
  const viewer = useViewer();
  if (viewer.status !== 'authenticated') return null;
  const { user } = viewer;
  return {
    userId: user._id,
    roles: viewer.roles,
    startupIds: user.startups.map((s) => s._id),
    // The viewer always sees their own role's settings (D-107); a null would mean "not shown", read as NONE.
    userVisibility: user.role.userAccess?.visibilitySettings ?? 'NONE',
    startupVisibility: user.role.startupAccess?.visibilitySettings ?? 'NONE',
  };
}

/** The tenant's own startup label for the current language, or null when it has none active (TEN-05). */
export function useCustomStartupLabel(): string | null {
  const { incubator } = useTenant();
  const { locale } = useLocale();
  return startupLabelFor(incubator?.startupNameAlternative, locale);
}

/** TEN-05: the tenant's startup label for the current language when active, else the translated default. */
export function useStartupsLabel(): string {
  const { t } = useTranslation();
  return useCustomStartupLabel() ?? t('nav.startups');
}

/**
 * TEN-05: options for t() on every text that names startups. With a custom label the `_custom` variant of the key
 * is used: it names the label in a form that stays grammatical whatever the label (no article, gender or plural to
 * agree with, e.g. "Projet : activités"); without one, the natural default wording.
 */
export function useStartupTermOptions(): { label: string; context?: 'custom' } {
  const { t } = useTranslation();
  const custom = useCustomStartupLabel();
  return custom ? { label: custom, context: 'custom' } : { label: t('nav.startups') };
}

/** The label of a navigation item: the startups item is the label itself; others may name it (TEN-05). */
export function useNavLabel(): (item: NavItem) => string {
  const { t } = useTranslation();
  const startupsLabel = useStartupsLabel();
  const options = useStartupTermOptions();
  return (item) => (item.key === 'startups' ? startupsLabel : t(item.labelKey, options));
}

export function useIsFlagOn(): (flag: string | undefined) => boolean {
  const { incubator } = useTenant();
  return (flag) => {
    if (!flag) return true;
    const state = incubator?.featureFlags.find((f) => f.name === flag);
    return Boolean(state?.enabled && state.activated);
  };
}
