import { describe, expect, it } from 'vitest';
import { forbidden, outcome, rulesListedAs, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { MILESTONE_TEMPLATE_WRITERS, milestonesPolicy } from './milestones.policy.js';

describe('milestones policy (D-106, D-136)', () => {
  it('templates: the admin group, or STARTUP_MILESTONE:CREATE for every startup', async () => {
    const listed = rulesListedAs(milestonesPolicy, 'admin or permission:STARTUP_MILESTONE:CREATE[all]');
    expect(listed.map(([field]) => field).sort()).toEqual(['createMilestoneTemplate', 'deleteMilestoneTemplate', 'updateMilestoneTemplate']);
    expect(await outcome(MILESTONE_TEMPLATE_WRITERS, 'Admin')).toBe('allowed');
    expect(await outcome(MILESTONE_TEMPLATE_WRITERS, 'Staff')).toBe('allowed');
    expect(await outcome(MILESTONE_TEMPLATE_WRITERS, { roleType: 'Coach', permissions: [{ key: 'STARTUP_MILESTONE:CREATE', permissionCriteria: 'all' }] })).toBe('allowed');
    // Only for assigned startups (the role-type default): not the organisation's templates.
    expect(await outcome(MILESTONE_TEMPLATE_WRITERS, 'Cofounder')).toBe(forbidden('You are not allowed to do this.'));
    expect(await outcome(MILESTONE_TEMPLATE_WRITERS, 'Mentor')).toBe(forbidden('You are not allowed to do this.'));
    expect(await outcome(MILESTONE_TEMPLATE_WRITERS, null)).toBe(SIGNED_OUT);
  });

  it.each(rulesListedAs(milestonesPolicy, 'authenticated'))('%s: any signed-in viewer (the startup and its keys checked by the service)', async (_field, rule) => {
    expect(await outcome(rule, 'Applicant')).toBe('allowed');
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });
});
