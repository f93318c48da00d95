import { graphql, type ResultOf, type SchemaType, type VariablesOf } from '../../lib/graphql';

export const ADMIN_USERS = graphql(`
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
          roleType
          label
          isDefault
        }
      }
    }
  }
`);

export const LICENCE_USAGE = graphql(`
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
`);

export const CHANGE_USER_ROLE = graphql(`
  mutation ChangeUserRole($userId: ID!, $roleId: ID!) {
    changeUserRole(userId: $userId, roleId: $roleId) {
      _id
      licenceGroup
      role {
        _id
        roleType
        label
        isDefault
      }
    }
  }
`);

export const INVITE_USER = graphql(`
  mutation InviteUser($input: InviteUserInput!) {
    inviteUser(input: $input) {
      _id
      email
    }
  }
`);

export const DEACTIVATE_USER = graphql(`
  mutation DeactivateUser($userId: ID!) {
    deactivateUser(userId: $userId)
  }
`);

/** The record statuses of D1 §4 (REF-24). */
export type UserStatus = SchemaType<'UserStatus'>;
export type LicenceGroup = SchemaType<'LicenceGroup'>;
export type AdminUser = ResultOf<typeof ADMIN_USERS>['adminUsers']['results'][number];
export type AdminUsersVars = VariablesOf<typeof ADMIN_USERS>;

export const REFETCH_AFTER_CHANGE = ['AdminUsers', 'LicenceUsage', 'Roles'];
