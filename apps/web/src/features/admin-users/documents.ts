import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RecordStatus, RoleType } from '@hatchery/domain';

/** The record statuses of D1 §4 (REF-24), from the shared list. */
export type UserStatus = RecordStatus;
export type LicenceGroup = 'licensed' | 'externalNetwork' | 'evaluators' | 'other';

export interface AdminUser {
  _id: string;
  fullName: string;
  email: string;
  avatar: string | null;
  status: UserStatus;
  licenceGroup: LicenceGroup;
  role: { _id: string; type: RoleType; label: string; isDefault: boolean };
}

export interface AdminUsersVars {
  search?: string | null;
  roleId?: string | null;
  status?: UserStatus | null;
  page: number;
  pageSize: number;
}

export const ADMIN_USERS: TypedDocumentNode<{ adminUsers: { totalCount: number; page: number; pageSize: number; results: AdminUser[] } }, AdminUsersVars> = gql`
  query AdminUsers($search: String, $roleId: ID, $status: UserStatus, $page: Int, $pageSize: Int) {
    adminUsers(search: $search, roleId: $roleId, status: $status, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      results {
        _id
        fullName
        email
        avatar
        status
        licenceGroup
        role {
          _id
          type
          label
          isDefault
        }
      }
    }
  }
`;

export const LICENCE_USAGE: TypedDocumentNode<
  { licenceUsage: { employeeCountLimit: number | null; groups: Array<{ group: LicenceGroup; count: number; roleTypes: RoleType[] }> } },
  Record<string, never>
> = gql`
  query LicenceUsage {
    licenceUsage {
      employeeCountLimit
      groups {
        group
        count
        roleTypes
      }
    }
  }
`;

export const CHANGE_USER_ROLE: TypedDocumentNode<{ changeUserRole: AdminUser }, { userId: string; roleId: string }> = gql`
  mutation ChangeUserRole($userId: ID!, $roleId: ID!) {
    changeUserRole(userId: $userId, roleId: $roleId) {
      _id
      licenceGroup
      role {
        _id
        type
        label
        isDefault
      }
    }
  }
`;

export const INVITE_USER: TypedDocumentNode<
  { inviteUser: { _id: string; email: string } },
  { input: { email: string; firstName: string; lastName: string; roleId: string } }
> = gql`
  mutation InviteUser($input: InviteUserInput!) {
    inviteUser(input: $input) {
      _id
      email
    }
  }
`;

export const DEACTIVATE_USER: TypedDocumentNode<{ deactivateUser: boolean }, { userId: string }> = gql`
  mutation DeactivateUser($userId: ID!) {
    deactivateUser(userId: $userId)
  }
`;

export const REFETCH_AFTER_CHANGE = ['AdminUsers', 'LicenceUsage', 'Roles'];
