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
import enStartups from '../../locales/en/startups.json';
import enStartupFile from '../../locales/en/startupFile.json';
import enMilestones from '../../locales/en/milestones.json';
import enCommunity from '../../locales/en/community.json';
import enPortfolio from '../../locales/en/portfolio.json';
import enCustomFields from '../../locales/en/customFields.json';

/** One namespace per feature area keeps each feature's strings in its own files. */
export const NAMESPACES = ['common', 'pages', 'tasks', 'notifications', 'help', 'metrics', 'timeline', 'permissions', 'flags', 'startups', 'startupFile', 'milestones', 'community', 'portfolio', 'forms', 'feedback', 'applications', 'customFields', 'events', 'applicationsPipeline', 'applicationsIntake', 'applicationsAnalytics', 'applicationsReview', 'coaching', 'calendar', 'profile', 'preferences', 'accountDeletion', 'assessment', 'feed', 'resources', 'courses', 'emails', 'articles', 'chat'] as const;


/**
 * Namespaces whose English is NOT bundled either: they belong to pages few users open, so every language of them is
 * fetched with the page (loadPageNamespaces) and the first load stays within its transfer budget (issue 12, D-91).
 */
export const PAGE_NAMESPACES = ['applications', 'applicationsPipeline', 'applicationsIntake', 'applicationsAnalytics', 'applicationsReview', 'calendar', 'coaching', 'events', 'feedback', 'flags', 'forms', 'permissions', 'preferences', 'profile', 'accountDeletion', 'assessment', 'feed', 'resources', 'courses', 'emails', 'articles', 'chat'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/** Every non-English resource file, each its own chunk: only the active locale is fetched (LOC-04). */
const lazyResources: Record<string, () => Promise<ResourceKey>> = {
  ...import.meta.glob<ResourceKey>(['../../locales/*/*.json', '!../../locales/en/*.json'], { import: 'default' }),
  ...import.meta.glob<ResourceKey>(
    ['../../locales/en/applications.json', '../../locales/en/applicationsPipeline.json', '../../locales/en/applicationsIntake.json', '../../locales/en/applicationsAnalytics.json', '../../locales/en/applicationsReview.json', '../../locales/en/calendar.json', '../../locales/en/coaching.json', '../../locales/en/events.json', '../../locales/en/feedback.json', '../../locales/en/flags.json', '../../locales/en/forms.json', '../../locales/en/permissions.json', '../../locales/en/preferences.json', '../../locales/en/profile.json', '../../locales/en/accountDeletion.json', '../../locales/en/assessment.json', '../../locales/en/feed.json', '../../locales/en/resources.json', '../../locales/en/courses.json', '../../locales/en/emails.json', '../../locales/en/articles.json', '../../locales/en/chat.json'],
    { import: 'default' },
  ),
};

/** Loads a page's own namespaces (the active language and English, its fallback) before the page renders. */
export function loadPageNamespaces(namespaces: readonly PageNamespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

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
      ns: NAMESPACES.filter((ns) => !(PAGE_NAMESPACES as readonly string[]).includes(ns)),
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
          startups: enStartups,
          startupFile: enStartupFile,
          milestones: enMilestones,
          community: enCommunity,
          portfolio: enPortfolio,
          customFields: enCustomFields,
        },
      },
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
}
