/**
 * Who may call the milestone operations (D-106), one rule per root field, run before the resolver. A startup's plan
 * is read by who sees the startup and written under the Startup milestone keys (D2 §6.1) for that startup — checked
 * in milestones.service.ts with the loaded startup, since 'assigned' criteria need its id.
 */
import { ADMIN, allowAnyOf, authenticated, permission } from '../permissions/index.js';

/** Templates are the organisation's: administrators, or who may create milestones for every startup. */
export const MILESTONE_TEMPLATE_WRITERS = allowAnyOf([ADMIN, permission('STARTUP_MILESTONE:CREATE', 'all')], {
  note: 'milestones feature flag checked in the service',
});

export const milestonesPolicy = {
  milestoneTemplates: authenticated('staff role group checked in the service; milestones feature flag'),
  createMilestoneTemplate: MILESTONE_TEMPLATE_WRITERS,
  updateMilestoneTemplate: MILESTONE_TEMPLATE_WRITERS,
  deleteMilestoneTemplate: MILESTONE_TEMPLATE_WRITERS,
  startupMilestonePlan: authenticated('the startup must be visible to the viewer; milestones feature flag'),
  createStartupMilestone: authenticated('STARTUP_MILESTONE:CREATE for the startup, checked with its id'),
  applyMilestoneTemplates: authenticated('STARTUP_MILESTONE:CREATE for the startup, checked with its id'),
  updateStartupMilestone: authenticated('STARTUP_MILESTONE:EDIT for the milestone’s startup, checked with its id'),
  deleteStartupMilestone: authenticated('STARTUP_MILESTONE:EDIT for the milestone’s startup, checked with its id'),
} as const;

