import { SUPPORTED_LOCALES, DEFAULT_LOCALE } from '@hatchery/domain';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../../locales/en/common.json';
import enPages from '../../locales/en/pages.json';
import enTasks from '../../locales/en/tasks.json';
import enNotifications from '../../locales/en/notifications.json';
import enHelp from '../../locales/en/help.json';
import enMetrics from '../../locales/en/metrics.json';
import enTimeline from '../../locales/en/timeline.json';
import enPermissions from '../../locales/en/permissions.json';
import enFlags from '../../locales/en/flags.json';
import enStartups from '../../locales/en/startups.json';
import enStartupFile from '../../locales/en/startupFile.json';
import enMilestones from '../../locales/en/milestones.json';
import enCommunity from '../../locales/en/community.json';
import enPortfolio from '../../locales/en/portfolio.json';
import enForms from '../../locales/en/forms.json';
import enFeedback from '../../locales/en/feedback.json';
import enApplications from '../../locales/en/applications.json';
import enCustomFields from '../../locales/en/customFields.json';
import enApplicationsPipeline from '../../locales/en/applicationsPipeline.json';
import enApplicationsIntake from '../../locales/en/applicationsIntake.json';
import enApplicationsAnalytics from '../../locales/en/applicationsAnalytics.json';
import enApplicationsReview from '../../locales/en/applicationsReview.json';

/** One namespace per feature area keeps each feature's strings in its own files. */
export const NAMESPACES = ['common', 'pages', 'tasks', 'notifications', 'help', 'metrics', 'timeline', 'permissions', 'flags', 'startups', 'startupFile', 'milestones', 'community', 'portfolio', 'forms', 'feedback', 'applications', 'customFields', 'applicationsPipeline', 'applicationsIntake', 'applicationsAnalytics', 'applicationsReview'] as const;


/** Every non-English resource file, each its own chunk: only the active locale is fetched (LOC-04). */
const lazyResources = import.meta.glob<ResourceKey>(['../../locales/*/*.json', '!../../locales/en/*.json'], {
  import: 'default',
});

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const loader = lazyResources[`../../locales/${language}/${namespace}.json`];
    if (!loader) {
      callback(null, {});
      return;
    }
    loader().then(
      (resource) => callback(null, resource),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n = i18next.createInstance();

/** English is bundled as the fallback; the effective locale is applied by LocaleSync once known. */
export function initI18n(initialLocale: string = DEFAULT_LOCALE): Promise<unknown> {
  return i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: initialLocale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...SUPPORTED_LOCALES],
      load: 'currentOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: {
        en: {
          common: enCommon,
          pages: enPages,
          tasks: enTasks,
          notifications: enNotifications,
          help: enHelp,
          metrics: enMetrics,
          timeline: enTimeline,
          permissions: enPermissions,
          flags: enFlags,
          startups: enStartups,
          startupFile: enStartupFile,
          milestones: enMilestones,
          community: enCommunity,
          portfolio: enPortfolio,
          forms: enForms,
          feedback: enFeedback,
          applications: enApplications,
          customFields: enCustomFields,
          applicationsPipeline: enApplicationsPipeline,
          applicationsIntake: enApplicationsIntake,
          applicationsAnalytics: enApplicationsAnalytics,
          applicationsReview: enApplicationsReview,
        },
      },
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
}
