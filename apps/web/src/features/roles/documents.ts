import { graphql, type ResultOf, type SchemaType } from '../../lib/graphql';

const ROLE_FIELDS = graphql(`
  fragment ManagedRoleFields on ManagedRole {
    _id
    type
    label
    isDefault
    fullAccess
    userCount
    permissions {
      key
      name
      permissionCriteria
      permissionCriteriaTypes
    }
    userAccess {
      roles
      visibilitySettings
    }
    startupAccess {
      visibilitySettings
      startups
    }
  }
`);

export const ROLES = graphql(`
  query Roles {
    roles {
      ...ManagedRoleFields
    }
  }
`, [ROLE_FIELDS]);

export const PERMISSION_CATALOGUE = graphql(`
  query PermissionCatalogue {
    permissionCatalogue {
      key
      area
      name
      description
      supportsAssigned
    }
  }
`);

export const STARTUP_OPTIONS = graphql(`
  query StartupOptions {
    startups(limit: 100) {
      results {
        _id
        name
      }
    }
  }
`);

export const CREATE_ROLE = graphql(`
  mutation CreateRole($input: CreateRoleInput!) {
    createRole(input: $input) {
      ...ManagedRoleFields
    }
  }
`, [ROLE_FIELDS]);

export const UPDATE_ROLE = graphql(`
  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {
    updateRole(id: $id, input: $input) {
      ...ManagedRoleFields
    }
  }
`, [ROLE_FIELDS]);

export const DELETE_ROLE = graphql(`
  mutation DeleteRole($id: ID!) {
    deleteRole(id: $id)
  }
`);

export type ManagedRole = ResultOf<typeof ROLE_FIELDS>;
export type Visibility = SchemaType<'VisibilitySetting'>;
/** A permission's criterion: 'all', or 'assigned' = limited to assigned startups, funnels or sessions. */
export type Criteria = SchemaType<'PermissionCriteriaValue'>;
export type CatalogueEntry = ResultOf<typeof PERMISSION_CATALOGUE>['permissionCatalogue'][number];
