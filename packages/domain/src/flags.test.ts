import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, isFeatureFlagName } from './flags.js';

/** The 38 flag names of D2 §3.5, written from the checklist rows, in the order given there. */
const FLG_02 = [
  'qUserAddRow', 'qNumericalChoice', 'milestones', 'dataCollection', 'createMetrics', 'bulkDataAssignation', 'startupFilter',
  'customFieldsEdit', 'reminderEmails', 'emailTemplates', 'oneOnOneEvents', 'emailEvents', 'resourceVisibility',
];
const FLG_03 = [
  'activityFeed', 'editIndustries', 'editEvaluationCriteria', 'liveChat', 'feedbackForms', 'isIncubator', 'coreMetrics',
  'hoursAllocation', 'assessment', 'lockedSkills', 'course', 'questionVisibility', 'evaluationVisibility',
];
const FLG_04 = [
  'zapierIntegration', 'savedViewsApplications', 'savedViewsUsers', 'savedViewsStartups', 'auth0', 'groupChat',
  'startupTaxonomyEditable', 'applicationsDashboard', 'microsoftIntegration', 'anonymityApplications', 'zoomIntegration',
  'teamsIntegration',
];

describe('feature flag names (D2 §3.5)', () => {
  it('FLG-02: the first thirteen names', () => {
    expect(FEATURE_FLAGS.slice(0, 13)).toEqual(FLG_02);
  });
  it('FLG-03: the next thirteen names', () => {
    expect(FEATURE_FLAGS.slice(13, 26)).toEqual(FLG_03);
  });
  it('FLG-04: the last twelve names, and no others', () => {
    expect(FEATURE_FLAGS.slice(26)).toEqual(FLG_04);
    expect(FEATURE_FLAGS).toHaveLength(38);
  });
  it('recognises exactly those names (case matters)', () => {
    for (const name of [...FLG_02, ...FLG_03, ...FLG_04]) expect(isFeatureFlagName(name)).toBe(true);
    expect(isFeatureFlagName('LiveChat')).toBe(false);
    expect(isFeatureFlagName('courses')).toBe(false);
  });
});
