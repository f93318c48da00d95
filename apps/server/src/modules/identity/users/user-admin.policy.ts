/**
 * Who may call the user-management operations (D-106), one rule per root field, run before the resolver. The user
 * directory is open to every signed-in user and limited row by row (the role's userAccess, in SQL); the licensed-seat
 * limit of a role change depends on the chosen role and stays in licences.ts.
 */
import { adminGroup, authenticated } from '../../permissions/index.js';

export const userAdminPolicy = {
  adminUsers: adminGroup(),
  licenceUsage: adminGroup(),
  users: authenticated('rows limited by the role userAccess'),
  changeUserRole: adminGroup({ note: 'licensed seats per planInfo.employeeCountLimit' }),
} as const;
