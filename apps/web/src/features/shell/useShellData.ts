import { useTranslation } from 'react-i18next';
import { useViewer } from '../auth/ViewerContext';
import { startupLabelFor } from '../tenant/branding';
import { useTenant } from '../tenant/TenantContext';
import { useLocale } from '../i18n/LocaleProvider';
import type { NavViewer } from './navItems';

export function useNavViewer(): NavViewer | null {
  const viewer = useViewer();
  if (viewer.status !== 'authenticated') return null;
  const { user } = viewer;
  return {
    userId: user._id,
    roles: viewer.roles,
    startupIds: user.startups.map((s) => s._id),
    userVisibility: user.role.userAccess.visibilitySettings,
    startupVisibility: user.role.startupAccess.visibilitySettings,
  };
}

/** TEN-05: the tenant's startup label for the current language when active, else the translated default. */
export function useStartupsLabel(): string {
  const { t } = useTranslation();
  const { incubator } = useTenant();
  const { locale } = useLocale();
  return startupLabelFor(incubator?.startupNameAlternative, locale) ?? t('nav.startups');
}

export function useIsFlagOn(): (flag: string | undefined) => boolean {
  const { incubator } = useTenant();
  return (flag) => {
    if (!flag) return true;
    const state = incubator?.featureFlags.find((f) => f.name === flag);
    return Boolean(state?.enabled && state.activated);
  };
}
