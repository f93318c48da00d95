/**
 * The public surface of modules/assessment (D-109, D-579): the startup file's Assessment tab. Anything not exported
 * here is the module's own; lint refuses a deep import from outside.
 */
import './assessment.graphql.js';

export { assessmentPolicy } from './assessment.policy.js';
