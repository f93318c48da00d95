/** Who may call the permissions operations (D-106): one rule per root field, run before the resolver. */
import { authenticated } from '../permissions/access-rule.js';

export const permissionsPolicy = {
  isUserAuthorized: authenticated(),
  criteriaForPermissions: authenticated(),
  userPermissions: authenticated(),
  permissionCatalogue: authenticated(),
} as const;
