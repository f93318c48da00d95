import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RoleType } from '@hatchery/domain';
import type { CatalogueEntry, Criteria } from './permissionPicker';

export type Visibility = 'ALL' | 'ASSIGNED' | 'NONE' | 'SELECTED';

export interface ManagedRole {
  _id: string;
  type: RoleType;
  label: string;
  isDefault: boolean;
  fullAccess: boolean;
  userCount: number;
  permissions: Array<{ key: string; name: string; permissionCriteria: Criteria; permissionCriteriaTypes: Criteria[] }>;
  userAccess: { roles: RoleType[]; visibilitySettings: Visibility };
  startupAccess: { visibilitySettings: Visibility; startups: string[] };
}

const ROLE_FIELDS = gql`
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
`;

export const ROLES: TypedDocumentNode<{ roles: ManagedRole[] }, Record<string, never>> = gql`
  query Roles {
    roles {
      ...ManagedRoleFields
    }
  }
  ${ROLE_FIELDS}
`;

export const PERMISSION_CATALOGUE: TypedDocumentNode<{ permissionCatalogue: CatalogueEntry[] }, Record<string, never>> = gql`
  query PermissionCatalogue {
    permissionCatalogue {
      key
      area
      name
      description
      supportsAssigned
    }
  }
`;

export const STARTUP_OPTIONS: TypedDocumentNode<{ startups: { results: Array<{ _id: string; name: string }> } }, Record<string, never>> = gql`
  query StartupOptions {
    startups(limit: 100) {
      results {
        _id
        name
      }
    }
  }
`;

export interface RoleInput {
  label: string;
  permissions: Array<{ key: string; permissionCriteria: Criteria }>;
  userAccess: { visibilitySettings: Visibility; roles: RoleType[] };
  startupAccess: { visibilitySettings: Visibility; startups: string[] };
}

export const CREATE_ROLE: TypedDocumentNode<{ createRole: ManagedRole }, { input: RoleInput & { type: RoleType } }> = gql`
  mutation CreateRole($input: CreateRoleInput!) {
    createRole(input: $input) {
      ...ManagedRoleFields
    }
  }
  ${ROLE_FIELDS}
`;

export const UPDATE_ROLE: TypedDocumentNode<{ updateRole: ManagedRole }, { id: string; input: Partial<RoleInput> }> = gql`
  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {
    updateRole(id: $id, input: $input) {
      ...ManagedRoleFields
    }
  }
  ${ROLE_FIELDS}
`;

export const DELETE_ROLE: TypedDocumentNode<{ deleteRole: boolean }, { id: string }> = gql`
  mutation DeleteRole($id: ID!) {
    deleteRole(id: $id)
  }
`;
