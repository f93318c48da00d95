import { graphql, type ResultOf, type SchemaType } from '../../../lib/graphql';

/** Whether the viewer may delete their own account, why not, what confirms it — and the address the EMAIL proof names. */
export const ACCOUNT_DELETION_STATUS = graphql(`
  query AccountDeletionStatus {
    accountDeletion {
      allowed
      blockedBy
      confirmWith
    }
    currentUser {
      _id
      email
    }
  }
`);

export const DELETE_MY_ACCOUNT = graphql(`
  mutation DeleteMyAccount($password: String, $confirmEmail: String) {
    deleteMyAccount(password: $password, confirmEmail: $confirmEmail)
  }
`);

export type AccountDeletionStatus = ResultOf<typeof ACCOUNT_DELETION_STATUS>['accountDeletion'];
export type AccountDeletionBlock = SchemaType<'AccountDeletionBlock'>;
export type AccountDeletionProof = SchemaType<'AccountDeletionProof'>;
