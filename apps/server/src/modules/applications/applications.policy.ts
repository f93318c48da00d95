/**
 * Who may call the applications operations (D-106; D2 §6.1 Funnel keys; docs/contract-applications.md §4). The root
 * rule lets in administrators and holders of the key; which funnel stays a row-level check in funnels.service.ts: a
 * key held 'assigned' reaches the funnels of the programs the viewer runs (program_admins), the funnels they evaluate
 * in and the ones they created (D-232).
 */
import { ADMIN, allowAnyOf, authenticated, permission, publicAccess, roleGroup } from '../permissions/index.js';

const FUNNEL_READERS = allowAnyOf([ADMIN, permission('FUNNEL:LIST_VIEW'), permission('FUNNEL:EDIT'), permission('FUNNEL:CREATE'), permission('FUNNEL:DELETE')], {
  note: "rows limited to the funnels in the viewer's scope ('assigned': programs they run, rounds they evaluate, funnels they created)",
});
const FUNNEL_CREATORS = allowAnyOf([ADMIN, permission('FUNNEL:CREATE')], { note: 'the program must be one the viewer sees' });
const FUNNEL_EDITORS = allowAnyOf([ADMIN, permission('FUNNEL:EDIT'), permission('FUNNEL:CREATE')], {
  note: "FUNNEL:EDIT 'all': every funnel; 'assigned': funnels in scope; FUNNEL:CREATE: the funnels the viewer created (checked in the service)",
});
const OWN_APPLICATIONS = authenticated("the viewer's own applications only (another person's answers as unknown); starting one: applicant roles");
const LEAD_MAKERS = allowAnyOf([ADMIN, permission('APPLICATION:MANAGE')], { note: "funnels in the viewer's Application scope ('assigned': programs they run, funnels they created)" });
const FUNNEL_DELETERS = allowAnyOf([ADMIN, permission('FUNNEL:DELETE')], { note: "'assigned': funnels in the viewer's scope (checked in the service)" });

// Applications (issue 16 items 3 and 7, D-250..D-259): the root rule lets in holders of the key; which application
// stays a row-level check through application-access.ts (staff scope, or an evaluator assignment without conflict).
const APPLICATION_READERS = allowAnyOf([ADMIN, permission('APPLICATION:VIEW_ALL')], {
  note: "rows limited by application-access.ts: 'all', staff 'assigned' (funnels in scope) or the viewer's evaluator assignments without conflict",
});
const APPLICATION_DECIDERS = allowAnyOf([ADMIN, permission('APPLICATION:DECIDE_ROUND')], {
  note: "the application in the DECIDE_ROUND scope ('assigned': funnels of the programs the viewer runs or created)",
});
// Issue 16 item 8 (D-270): analytics need APPLICATION:DASHBOARD; the funnels it reaches and the flag are the service's.
const ANALYTICS_READERS = allowAnyOf([ADMIN, permission('APPLICATION:DASHBOARD')], {
  note: "'all': every funnel; 'assigned': funnels of the programs the viewer runs or funnels they created; flag applicationsDashboard",
});
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

const SAVED_VIEW_OWNERS = allowAnyOf([ADMIN, permission('APPLICATION:VIEW_ALL')], { note: "the viewer's own saved views of the overview; flag savedViewsApplications" });

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
  applicationAbilities: authenticated('what the viewer may do with applications: read (an Application key), decide (DECIDE_ROUND), list funnels'),
  applications: APPLICATION_READERS,
  applicationCounts: APPLICATION_READERS,
  startupApplications: authenticated("staff with APPLICATION:VIEW_ALL (the applications they reach) or the startup's own people (applicant-safe status); the startup must be visible (D-387)"),
  applicationQueueBar: allowAnyOf([ADMIN, permission('APPLICATION:QUEUE_BAR')], { note: "counts over the rows the viewer's APPLICATION:VIEW_ALL reaches (the overview's)" }),
  application: APPLICATION_READERS,
  addApplicationComment: APPLICATION_READERS,
  decideApplication: APPLICATION_DECIDERS,
  moveApplicationToFunnel: APPLICATION_DECIDERS,
  resetApplicationToDraft: APPLICATION_DECIDERS,
  // Intake (issue 16 item 2).
  publicFunnel: publicAccess('published or closed calls only; a draft or archived one answers as unknown'),
  openCalls: publicAccess('published calls taking applications now'),
  myApplications: OWN_APPLICATIONS,
  myApplication: OWN_APPLICATIONS,
  myRoundForm: OWN_APPLICATIONS,
  startApplication: OWN_APPLICATIONS,
  saveApplicationDraft: OWN_APPLICATIONS,
  submitApplication: OWN_APPLICATIONS,
  fillRoundForm: OWN_APPLICATIONS,
  createApplicationLead: LEAD_MAKERS,
  transferApplication: LEAD_MAKERS,
  // The hand-over page (D-300): for visitors; the one-time link is the key, checked through the secret-check throttle.
  leadTransfer: publicAccess('the one-time hand-over link is the key (throttled like invitation links)'),
  acceptLeadTransfer: publicAccess('the one-time hand-over link plus the offered person\'s password or new account'),
  funnelAnalytics: ANALYTICS_READERS,
  funnelAnalyticsOptions: authenticated('answers for the viewer: feature on, key held, and the funnels in reach (none without the key)'),
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
  // Bulk surroundings of the overview (issue 16 item 3, D-290..D-295).
  applicationBulkOptions: allowAnyOf([ADMIN, permission('APPLICATION:BULK_ACTIONS')], { note: 'the tags and evaluators a bulk action may name' }),
  exportApplications: allowAnyOf([ADMIN, permission('APPLICATION:EXPORT')], {
    note: "ids in the key's reach ('assigned': funnels in the viewer's scope); plan gate bulk application export (checked in the service)",
  }),
  applicationSavedViews: SAVED_VIEW_OWNERS,
  createApplicationSavedView: SAVED_VIEW_OWNERS,
  updateApplicationSavedView: SAVED_VIEW_OWNERS,
  deleteApplicationSavedView: SAVED_VIEW_OWNERS,
  applicationEvaluations: allowAnyOf([ADMIN, permission('APPLICATION:VIEW_ALL'), roleGroup('internal')], { note: 'the application reach rule: staff see every evaluation, an assigned evaluator their own (D-267)' }),
} as const;
