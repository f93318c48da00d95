/**
 * Plan gating (D1 §6, D2 §3.5, GAP-17): a tenant flag is *enabled* when the feature is included in the tenant's
 * plan, and *activated* when the organisation has switched it on. The plan-gated features of D1 §6 have no flag of
 * their own in the catalogue; each is mapped here to the flag(s) that switch it (docs/decisions.md D-09).
 */
import type { FeatureFlagName } from './flags.js';

export interface FlagStateLike {
  readonly name: string;
  readonly enabled: boolean;
  readonly activated: boolean;
}

/** `locked`: not in the plan (lock icon, plan page); `off`: in the plan but switched off; `on`: usable. */
export type FeatureState = 'locked' | 'off' | 'on';

/** The state of one flag; a flag the tenant has no row for is locked. */
export function featureState(flags: ReadonlyArray<FlagStateLike>, name: string): FeatureState {
  const flag = flags.find((f) => f.name === name);
  if (!flag?.enabled) return 'locked';
  return flag.activated ? 'on' : 'off';
}

export const PLAN_FEATURES = [
  'hoursAllocation', 'startupDocuments', 'dataAssets', 'videoConferencing', 'calendarUnlink', 'bulkApplicationExport',
  'customRoles', 'customFieldEditing',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** Plan-gated feature → the flags that carry it; the feature is available when any of them is. */
export const PLAN_FEATURE_FLAGS: Readonly<Record<PlanFeature, readonly FeatureFlagName[]>> = {
  hoursAllocation: ['hoursAllocation'],
  // Documents and data assets are what the organisation collects from its startups.
  startupDocuments: ['dataCollection'],
  dataAssets: ['dataCollection'],
  videoConferencing: ['zoomIntegration', 'teamsIntegration'],
  // Unlinking a synced calendar belongs with the calendar integration.
  calendarUnlink: ['microsoftIntegration'],
  bulkApplicationExport: ['applicationsDashboard'],
  // Custom roles decide who sees which resources.
  customRoles: ['resourceVisibility'],
  customFieldEditing: ['customFieldsEdit'],
};

const RANK: Record<FeatureState, number> = { locked: 0, off: 1, on: 2 };

/** A plan feature's state: the best state among its flags. */
export function planFeatureState(flags: ReadonlyArray<FlagStateLike>, feature: PlanFeature): FeatureState {
  return PLAN_FEATURE_FLAGS[feature]
    .map((name) => featureState(flags, name))
    .reduce<FeatureState>((best, state) => (RANK[state] > RANK[best] ? state : best), 'locked');
}

/** Groups for the plan page (every catalogue flag appears in exactly one). */
export const FEATURE_FLAG_GROUPS: ReadonlyArray<{ key: string; flags: readonly FeatureFlagName[] }> = [
  { key: 'programs', flags: ['isIncubator', 'milestones', 'assessment', 'hoursAllocation', 'course', 'oneOnOneEvents', 'emailEvents', 'startupFilter', 'startupTaxonomyEditable', 'editIndustries'] },
  { key: 'applications', flags: ['applicationsDashboard', 'anonymityApplications', 'editEvaluationCriteria', 'evaluationVisibility', 'questionVisibility', 'savedViewsApplications'] },
  { key: 'data', flags: ['dataCollection', 'createMetrics', 'coreMetrics', 'bulkDataAssignation', 'customFieldsEdit', 'qUserAddRow', 'qNumericalChoice', 'feedbackForms'] },
  { key: 'community', flags: ['activityFeed', 'liveChat', 'groupChat', 'resourceVisibility', 'lockedSkills', 'savedViewsUsers', 'savedViewsStartups', 'reminderEmails', 'emailTemplates'] },
  { key: 'integrations', flags: ['zapierIntegration', 'microsoftIntegration', 'zoomIntegration', 'teamsIntegration', 'auth0'] },
];
