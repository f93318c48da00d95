/**
 * The public surface of modules/milestones (D-109): milestone templates and each startup's milestone plan. Anything
 * not exported here is the module's own; lint refuses a deep import from outside.
 */
import './milestones.graphql.js';

export { featureIsOn, planFeatureIsOn } from './feature-gates.js';
export { ownPercent } from './milestone-rules.js';
export { readMilestonePlanForExport } from './milestones.service.js';
export type { MilestonePlan } from './milestones.service.js';
export { milestonesPolicy } from './milestones.policy.js';
