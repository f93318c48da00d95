/**
 * The public surface of modules/forms (D-109): the forms engine's server side (issue 15, docs/contract-forms.md §3).
 * Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
// Registers form answers as a kind files can be attached to (files/file-references.ts).
import './form-files.js';
import './forms.graphql.js';

export { FormAnswerRef, FormRef, FormSubmissionRef, FormVersionRef, submissionAnswerList } from './forms.graphql.js';
export { formsPolicy, formsRoutePolicy } from './forms.policy.js';
export { registerFormRoutes } from './forms.routes.js';
export { registerFormResponsesExportJob } from './form-export.service.js';
export { createForm, publishForm, updateFormShareSettings } from './forms.service.js';
export { answerLinkedFormInTx, submitForm } from './form-submissions.service.js';
export type { LinkedAnswerInput } from './form-submissions.service.js';
export { FormKindEnum } from './forms.graphql.js';
