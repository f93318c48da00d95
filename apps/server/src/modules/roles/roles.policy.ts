/**
 * Who may call the role operations (D-106), one rule per root field, run before the resolver. Reading roles is open to
 * those who hand them out (USER:INVITE) or edit them (USER_ROLES:EDIT); changing them is the admin group's. The plan
 * gate of createRole and the protected roles (default, full-access) need the stored role and stay in roles.service.ts.
 */
import { ADMIN, adminGroup, allowAnyOf, permission } from '../permissions/index.js';

const READ_ROLES = allowAnyOf([ADMIN, permission('USER:INVITE'), permission('USER_ROLES:EDIT')], { note: 'read only' });

export const rolesPolicy = {
  roles: READ_ROLES,
  role: READ_ROLES,
  createRole: adminGroup({ note: 'plan feature customRoles' }),
  updateRole: adminGroup(),
  deleteRole: adminGroup(),
} as const;
