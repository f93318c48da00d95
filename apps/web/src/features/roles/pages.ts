/** The admin-roles chunk: /admin/configuration/roles and /admin/configuration/permissions. */
export { RolesPage } from './RolesPage';
export { PermissionsMatrixPage } from './PermissionsMatrixPage';
