/** Who may call the startup people operations (D-106); the row-level checks need the startup (the service). */
import { ADMIN, allowAnyOf, roleGroup } from '../permissions/index.js';

export const startupPeoplePolicy = {
  inviteStartupFounder: allowAnyOf([ADMIN, roleGroup('staff')], { note: 'STARTUP:CONNECTIONS_EDIT for the startup, which the viewer sees; licensed seats' }),
  removeStartupPerson: allowAnyOf([ADMIN, roleGroup('staff')], { note: 'STARTUP:CONNECTIONS_EDIT for the startup, which the viewer sees' }),
} as const;
