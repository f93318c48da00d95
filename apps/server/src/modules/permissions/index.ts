/**
 * The public surface of modules/permissions (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
export { ACCESS_ENFORCED_EXTENSION, ACCESS_RULE_EXTENSION, ADMIN, NOT_ALLOWED_MESSAGE, accessAllows, adminGroup, isAdminGroup, allowAnyOf, authenticated, describeAccess, enforceAccess, permission, publicAccess, roleGroup } from './access-rule.js';
export type { AccessRule } from './access-rule.js';
export { PERMISSION_CATALOGUE, permissionDefinition } from './catalogue.js';
export { FULL_ACCESS_ROLES } from './defaults.js';
export { registerPermissionsSchema } from './permissions.graphql.js';
export { planGatedError } from './plan-gate.js';
export { can, effectivePermissions, loadActor, registerResourceResolver } from './policy.js';
export type { Actor } from './policy.js';
export { ORGANISATION_ADMIN, SSO_ADMIN } from './shared-rules.js';
export { loadVisibility, resolveVisibility, seesNoUsers } from './visibility.js';
export type { IdScope, ViewerVisibility } from './visibility.js';
