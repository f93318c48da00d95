/** Feature flags of D2 §3.5. */
export const FEATURE_FLAGS = [
  'qUserAddRow', 'qNumericalChoice', 'milestones', 'dataCollection', 'createMetrics', 'bulkDataAssignation',
  'startupFilter', 'customFieldsEdit', 'reminderEmails', 'emailTemplates', 'oneOnOneEvents', 'emailEvents',
  'resourceVisibility', 'activityFeed', 'editIndustries', 'editEvaluationCriteria', 'liveChat', 'feedbackForms',
  'isIncubator', 'coreMetrics', 'hoursAllocation', 'assessment', 'lockedSkills', 'course', 'questionVisibility',
  'evaluationVisibility', 'zapierIntegration', 'savedViewsApplications', 'savedViewsUsers', 'savedViewsStartups',
  'auth0', 'groupChat', 'startupTaxonomyEditable', 'applicationsDashboard', 'microsoftIntegration',
  'anonymityApplications', 'zoomIntegration', 'teamsIntegration',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number];
export function isFeatureFlagName(value: string): value is FeatureFlagName {
  return (FEATURE_FLAGS as readonly string[]).includes(value);
}
/** Flags that gate whole route areas (D2 §3.5). */
export const ROUTE_GATING_FLAGS = ['feedbackForms', 'customFieldsEdit', 'course', 'liveChat'] as const satisfies readonly FeatureFlagName[];
export const PLAN_SETTINGS_PATH = '/admin/configuration/plan';
