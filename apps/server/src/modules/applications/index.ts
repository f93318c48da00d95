/**
 * The public surface of modules/applications (D-109, D-230): funnels and their rounds now (issue 16 item 1); the
 * applications, evaluations and decisions of items 2–9 join this module (docs/contract-applications.md).
 */
import './applications.graphql.js';
import './application.graphql.js';
import './overview.graphql.js';
import './startup-applications.graphql.js';
import './application-file.graphql.js';
import './application-round-forms.graphql.js';
import './decisions.graphql.js';
import './intake.graphql.js';
import './lead-transfer.graphql.js';
import './analytics.graphql.js';
// Registers who sees and changes an application's custom-field values (D-360) with modules/custom-fields.
import './application-custom-fields.js';
import './application-bulk.graphql.js';

export { applicationsPolicy } from './applications.policy.js';
export { ApplicationDecisionEnum } from './application-file.graphql.js';
export { closeDueFunnels, runFunnelClosing, scheduleFunnelClosing } from './funnel-closing.js';
export { applicationAccess, readableApplication } from './application-access.js';
export type { ApplicationAccess } from './application-access.js';
export { decideAccess } from './application-file.service.js';
export { decideApplicationInTx, decisionInputSchema, DecisionRefused, tryDecideApplicationInTx } from './decisions.service.js';
export type { DecisionEnv, DecisionInput, DecisionRefusal, DecisionResult } from './decisions.service.js';
export { scheduleApplicationEmails, sendDueApplicationEmails } from './application-emails.js';
export { changeApplicationStatusInTx, enterRoundInTx } from './round-entry.js';
import './review.graphql.js';
export { addApplicationTagsInTx, applicationTagsUsable, bulkScope, countInScope, moveApplicationToRoundInTx, roundInScope } from './application-bulk.service.js';
export type { BulkItemEnv, MoveRoundRefusal } from './application-bulk.service.js';
export { assignEvaluatorsToApplicationInTx, evaluatorsUsable } from './evaluator-assignment.service.js';
export type { BulkAssignRefusal } from './evaluator-assignment.service.js';
export { registerApplicationsExportJob } from './application-export.service.js';
// The startup file's assessment reads the startup's application reviews under D-267's staff rule (D-579).
export { readStartupApplicationReviews, startupReviewAccess } from './startup-reviews.js';
export type { StartupReview, StartupReviewScore } from './startup-reviews.js';
