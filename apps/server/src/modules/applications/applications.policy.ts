/**
 * Who may call the applications operations (D-106; D2 §6.1 Funnel keys; docs/contract-applications.md §4). The root
 * rule lets in administrators and holders of the key; which funnel stays a row-level check in funnels.service.ts: a
 * key held 'assigned' reaches the funnels of the programs the viewer runs (program_admins), the funnels they evaluate
 * in and the ones they created (D-232).
 */
import { ADMIN, allowAnyOf, authenticated, permission } from '../permissions/index.js';

const FUNNEL_READERS = allowAnyOf([ADMIN, permission('FUNNEL:LIST_VIEW'), permission('FUNNEL:EDIT'), permission('FUNNEL:CREATE'), permission('FUNNEL:DELETE')], {
  note: "rows limited to the funnels in the viewer's scope ('assigned': programs they run, rounds they evaluate, funnels they created)",
});
const FUNNEL_CREATORS = allowAnyOf([ADMIN, permission('FUNNEL:CREATE')], { note: 'the program must be one the viewer sees' });
const FUNNEL_EDITORS = allowAnyOf([ADMIN, permission('FUNNEL:EDIT'), permission('FUNNEL:CREATE')], {
  note: "FUNNEL:EDIT 'all': every funnel; 'assigned': funnels in scope; FUNNEL:CREATE: the funnels the viewer created (checked in the service)",
});
const FUNNEL_DELETERS = allowAnyOf([ADMIN, permission('FUNNEL:DELETE')], { note: "'assigned': funnels in the viewer's scope (checked in the service)" });

// Issue 16 item 8 (D-270): analytics need APPLICATION:DASHBOARD; the funnels it reaches and the flag are the service's.
const ANALYTICS_READERS = allowAnyOf([ADMIN, permission('APPLICATION:DASHBOARD')], {
  note: "'all': every funnel; 'assigned': funnels of the programs the viewer runs or funnels they created; flag applicationsDashboard",
});

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
  funnelAnalytics: ANALYTICS_READERS,
  funnelAnalyticsOptions: authenticated('answers for the viewer: feature on, key held, and the funnels in reach (none without the key)'),
} as const;
