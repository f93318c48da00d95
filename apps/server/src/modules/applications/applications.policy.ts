/**
 * Who may call the applications operations (D-106; D2 §6.1 Funnel keys; docs/contract-applications.md §4). The root
 * rule lets in administrators and holders of the key; which funnel stays a row-level check in funnels.service.ts: a
 * key held 'assigned' reaches the funnels of the programs the viewer runs (program_admins), the funnels they evaluate
 * in and the ones they created (D-232).
 */
import { ADMIN, allowAnyOf, authenticated, permission, roleGroup } from '../permissions/index.js';

const FUNNEL_READERS = allowAnyOf([ADMIN, permission('FUNNEL:LIST_VIEW'), permission('FUNNEL:EDIT'), permission('FUNNEL:CREATE'), permission('FUNNEL:DELETE')], {
  note: "rows limited to the funnels in the viewer's scope ('assigned': programs they run, rounds they evaluate, funnels they created)",
});
const FUNNEL_CREATORS = allowAnyOf([ADMIN, permission('FUNNEL:CREATE')], { note: 'the program must be one the viewer sees' });
const FUNNEL_EDITORS = allowAnyOf([ADMIN, permission('FUNNEL:EDIT'), permission('FUNNEL:CREATE')], {
  note: "FUNNEL:EDIT 'all': every funnel; 'assigned': funnels in scope; FUNNEL:CREATE: the funnels the viewer created (checked in the service)",
});
const FUNNEL_DELETERS = allowAnyOf([ADMIN, permission('FUNNEL:DELETE')], { note: "'assigned': funnels in the viewer's scope (checked in the service)" });

// Review (issue 16 items 4–6, D-260..D-267): criteria, assignment, the evaluator's side, fair scores.
const CRITERIA_READERS = allowAnyOf([ADMIN, permission('EVALUATION_PARAMETER:VIEW'), permission('EVALUATION_PARAMETER:CREATE'), permission('EVALUATION_PARAMETER:EDIT_DELETE')], {
  note: "the round's funnel must be one the viewer reads",
});
const CRITERIA_EDITORS = allowAnyOf([ADMIN, permission('EVALUATION_PARAMETER:CREATE'), permission('EVALUATION_PARAMETER:EDIT_DELETE')], {
  note: 'flag editEvaluationCriteria; CREATE adds criteria, EDIT_DELETE changes and removes them (checked in the service)',
});
const EVALUATOR_ASSIGNERS = allowAnyOf([ADMIN, permission('APPLICATION:MANAGE')], { note: "staff reach of the round's funnel ('assigned': programs they run, funnels they created)" });
const ROUND_REVIEWERS = allowAnyOf([ADMIN, permission('APPLICATION:VIEW_ALL')], { note: "staff reach of the round's funnel (an evaluator's assigned key reaches no round)" });
const EVALUATORS = allowAnyOf([roleGroup('internal')], { note: "the viewer's own assignments only" });

export const applicationsPolicy = {
  funnels: FUNNEL_READERS,
  funnel: FUNNEL_READERS,
  funnelFormOptions: FUNNEL_EDITORS,
  funnelEvaluatorCandidates: FUNNEL_EDITORS,
  createFunnel: FUNNEL_CREATORS,
  updateFunnel: FUNNEL_EDITORS,
  saveFunnelRounds: FUNNEL_EDITORS,
  reorderFunnelRounds: FUNNEL_EDITORS,
  publishFunnel: FUNNEL_EDITORS,
  closeFunnel: FUNNEL_EDITORS,
  archiveFunnel: FUNNEL_DELETERS,
  restoreFunnel: FUNNEL_DELETERS,
  reviewAbilities: authenticated('what the review pages may show the viewer'),
  evaluationCriteria: CRITERIA_READERS,
  saveEvaluationCriteria: CRITERIA_EDITORS,
  assignEvaluators: EVALUATOR_ASSIGNERS,
  unassignEvaluator: EVALUATOR_ASSIGNERS,
  markConflict: EVALUATOR_ASSIGNERS,
  roundReview: ROUND_REVIEWERS,
  roundRanking: ROUND_REVIEWERS,
  myEvaluationQueue: EVALUATORS,
  evaluationAssignment: EVALUATORS,
  saveEvaluation: EVALUATORS,
  submitEvaluation: EVALUATORS,
  declareConflict: EVALUATORS,
  applicationEvaluations: allowAnyOf([ADMIN, permission('APPLICATION:VIEW_ALL'), roleGroup('internal')], { note: 'the application reach rule: staff see every evaluation, an assigned evaluator their own (D-267)' }),
} as const;
