/** Who may read the activity log (D-106): the organisation settings' admin rule, run before the resolver. */
import { ORGANISATION_ADMIN } from '../permissions/index.js';

export const activityPolicy = {
  activityLogs: ORGANISATION_ADMIN,
} as const;
