/**
 * The public surface of modules/applications (D-109, D-230): funnels and their rounds now (issue 16 item 1); the
 * applications, evaluations and decisions of items 2–9 join this module (docs/contract-applications.md).
 */
import './applications.graphql.js';
import './application.graphql.js';

export { applicationsPolicy } from './applications.policy.js';
export { closeDueFunnels, runFunnelClosing, scheduleFunnelClosing } from './funnel-closing.js';
import './review.graphql.js';
export { enterRoundInTx } from './round-entry.js';
