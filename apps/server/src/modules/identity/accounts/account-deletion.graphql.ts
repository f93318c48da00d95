/** accountDeletion and deleteMyAccount (GAP-42): self-service account deletion, allowed by allowUserSelfDelete. */
import { builder } from '../../../graphql/builder.js';
import {
  ACCOUNT_DELETION_BLOCKS,
  ACCOUNT_DELETION_PROOFS,
  accountDeletionStatus,
  deleteMyAccount,
  type AccountDeletionView,
} from './account-deletion.service.js';
import { accountsPolicy } from './accounts.policy.js';

const AccountDeletionBlockEnum = builder.enumType('AccountDeletionBlock', {
  description:
    'Why the viewer may not delete their own account: ORGANISATION_SETTING (the organisation does not allow it, allowUserSelfDelete) or ' +
    'LAST_ADMINISTRATOR (the viewer is its last active administrator).',
  values: ACCOUNT_DELETION_BLOCKS,
});

const AccountDeletionProofEnum = builder.enumType('AccountDeletionProof', {
  description: 'What confirms the deletion: PASSWORD, or EMAIL (the address typed out) for an account without a password.',
  values: ACCOUNT_DELETION_PROOFS,
});

const AccountDeletionRef = builder.objectRef<AccountDeletionView>('AccountDeletion').implement({
  description: "Whether the viewer may delete their own account (deleteMyAccount), why not, and what confirms it.",
  fields: (t) => ({
    allowed: t.exposeBoolean('allowed'),
    blockedBy: t.field({ type: AccountDeletionBlockEnum, nullable: true, resolve: (view) => view.blockedBy }),
    confirmWith: t.field({ type: AccountDeletionProofEnum, resolve: (view) => view.confirmWith }),
  }),
});

builder.queryFields((t) => ({
  accountDeletion: t.field({
    access: accountsPolicy.accountDeletion,
    type: AccountDeletionRef,
    description: "Whether the signed-in user may delete their own account (the organisation's allowUserSelfDelete; not its last active administrator).",
    resolve: (_root, _args, ctx) => accountDeletionStatus(ctx),
  }),
}));

builder.mutationFields((t) => ({
  deleteMyAccount: t.boolean({
    access: accountsPolicy.deleteMyAccount,
    description:
      "Deletes the viewer's account: status deleted, profile and contact details erased, memberships removed, every session ended " +
      '(sessionLoggedOut). Confirmed by `password`, or by `confirmEmail` (the account\'s address) when the account has no password. ' +
      'Refusals change nothing: Forbidden with extensions.reason ORGANISATION_SETTING or LAST_ADMINISTRATOR; ValidationError with ' +
      'extensions.field password or confirmEmail; RateLimited after repeated wrong passwords (the sign-in throttle).',
    args: {
      password: t.arg.string(),
      confirmEmail: t.arg.string(),
    },
    resolve: (_root, args, ctx) => deleteMyAccount(ctx, args),
  }),
}));
