import { isInRoleGroup, ROLE_TYPES } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { accessAllows } from '../permissions/access-rule.js';
import { contextFor, forbidden, outcome, rulesListedAs, SIGNED_OUT, type TestViewer } from '../permissions/access-test-kit.js';
import { effectivePermissions } from '../permissions/policy.js';
import { MANAGE_METRICS_SETUP, metricsPolicy, VIEW_METRICS_PORTFOLIO } from './metrics.policy.js';

const SETUP_REFUSED = forbidden('You cannot change the metrics set-up');
const PORTFOLIO_REFUSED = forbidden('You cannot see the metrics of the portfolio');

/** Every role type with its defaults, and custom roles holding the metrics keys with each criterion. */
const VIEWERS: TestViewer[] = [
  ...ROLE_TYPES.map((roleType) => ({ roleType })),
  ...(['all', 'assigned'] as const).flatMap((criteria) =>
    ['METRICS:EDIT', 'METRICS/EDIT:VIEW'].map((key) => ({ roleType: 'Coach' as const, permissions: [{ key, permissionCriteria: criteria }] })),
  ),
  { roleType: 'Staff', permissions: [] },
];

function actorOf(who: TestViewer) {
  const viewer = contextFor(who).viewer!;
  const permissions = effectivePermissions(who.roleType, who.permissions ?? null, who.permissions === undefined);
  return { viewer, actor: { userId: viewer.userId, roleType: who.roleType, permissions, assignedStartupIds: new Set<string>() } };
}

describe('metrics policy (D-106)', () => {
  it('set-up: the admin group or METRICS:EDIT for every startup', async () => {
    for (const rule of rulesListedAs(metricsPolicy, 'admin or permission:METRICS:EDIT[all]').map(([, r]) => r)) expect(rule).toBe(MANAGE_METRICS_SETUP);
    expect(await outcome(MANAGE_METRICS_SETUP, 'AdminCoach')).toBe('allowed');
    expect(await outcome(MANAGE_METRICS_SETUP, 'Staff')).toBe('allowed');
    expect(await outcome(MANAGE_METRICS_SETUP, 'Coach')).toBe(SETUP_REFUSED); // METRICS:EDIT for assigned startups only
    expect(await outcome(MANAGE_METRICS_SETUP, 'Cofounder')).toBe(SETUP_REFUSED);
    expect(await outcome(MANAGE_METRICS_SETUP, null)).toBe(SIGNED_OUT);
  });

  it('portfolio and exports: the admin group or METRICS/EDIT:VIEW with any criterion', async () => {
    expect(metricsPolicy.portfolioMetric).toBe(VIEW_METRICS_PORTFOLIO);
    expect(metricsPolicy.exportMetricReport).toBe(VIEW_METRICS_PORTFOLIO);
    expect(await outcome(VIEW_METRICS_PORTFOLIO, 'Mentor')).toBe('allowed');
    expect(await outcome(VIEW_METRICS_PORTFOLIO, 'CommunityMember')).toBe(PORTFOLIO_REFUSED);
    expect(await outcome(VIEW_METRICS_PORTFOLIO, 'Applicant')).toBe(PORTFOLIO_REFUSED);
  });

  it('the rules say what the pre-D-106 checks of metrics-access.ts said, for every role and criterion', () => {
    for (const who of VIEWERS) {
      const { viewer, actor } = actorOf(who);
      const admin = isInRoleGroup(who.roleType, 'admin');
      const label = JSON.stringify(who);
      expect(accessAllows(MANAGE_METRICS_SETUP, viewer, actor), label).toBe(admin || actor.permissions.get('METRICS:EDIT') === 'all');
      expect(accessAllows(VIEW_METRICS_PORTFOLIO, viewer, actor), label).toBe(admin || actor.permissions.has('METRICS/EDIT:VIEW'));
    }
  });

  it('requestMetricData: holders of METRICS:EDIT; each startup is checked with its scope', async () => {
    expect(await outcome(metricsPolicy.requestMetricData, 'Coach')).toBe('allowed');
    expect(await outcome(metricsPolicy.requestMetricData, 'Mentor')).toBe(forbidden('You cannot ask this startup for its metrics'));
  });

  it.each(rulesListedAs(metricsPolicy, 'authenticated'))('%s: any signed-in viewer (the startup checked by the service)', async (_field, rule) => {
    expect(await outcome(rule, 'Applicant')).toBe('allowed');
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });
});
