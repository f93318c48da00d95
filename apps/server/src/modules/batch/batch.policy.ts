/**
 * Who may start and follow bulk actions (D-106, D-131), one rule per root field, run before the resolver. The rule lets
 * in anyone holding a key of some action of the target; the key of the chosen action (with its criterion: an
 * 'assigned' holder only over assigned startups), the visibility of every id and the bulkDataAssignation flag are
 * checked by the service with the ids, and a refusal there ends the operation as validation FAILED (nothing done).
 */
import { ADMIN, allowAnyOf, authenticated, permission } from '../permissions/index.js';

export const batchPolicy = {
  startStartupBatchOperation: allowAnyOf([permission('STARTUP:CONNECTIONS_EDIT'), permission('TAGS:STARTUP_EDIT'), permission('STARTUP:DELETE')], {
    note: "the action's key over every startup, startups visible, flag bulkDataAssignation",
  }),
  startupBulkActionOptions: allowAnyOf([permission('STARTUP:CONNECTIONS_EDIT'), permission('TAGS:STARTUP_EDIT'), permission('STARTUP:DELETE')], {
    note: 'the programs, startup tags and mentors a bulk action may name',
  }),
  startUserBatchOperation: allowAnyOf([ADMIN, permission('USER:INVITE')], {
    note: 'invite: USER:INVITE (admin roles by the admin group only); role change: admin group; users visible; flag bulkDataAssignation',
  }),
  viewerStartupBulkActions: authenticated('the actions whose key the viewer holds, with the flag on; empty otherwise'),
  batchOperation: authenticated('the operation’s starter or the admin group'),
  startupBatchOperationUpdated: authenticated('the operation’s starter or the admin group; re-checked before each event'),
  startupBulkMentorAssignNotification: authenticated('the operation’s starter or the admin group; re-checked before each event'),
  userBatchOperationUpdated: authenticated('the operation’s starter or the admin group; re-checked before each event'),
  startApplicationBatch: allowAnyOf([ADMIN, permission('APPLICATION:DECIDE_ROUND'), permission('APPLICATION:BULK_ACTIONS')], {
    note: "DECIDE: APPLICATION:DECIDE_ROUND; MOVE_ROUND, ASSIGN_EVALUATORS, TAG: APPLICATION:MANAGE and APPLICATION:BULK_ACTIONS — over every application ('assigned': funnels in the viewer's scope), checked by the service with the ids",
  }),
  applicationBatchOperationUpdated: authenticated('the operation’s starter or the admin group; re-checked before each event'),
} as const;
