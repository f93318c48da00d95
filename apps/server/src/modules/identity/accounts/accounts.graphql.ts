/** resendConfirmationEmail, changePassword, inviteUser and deactivateUser (docs/contract-identity.md). */
import { builder } from '../../../graphql/builder.js';
import { changePassword, resendConfirmationEmail } from './account.service.js';
import { parseBody } from '../../../core/input.js';
import { inviteUserSchema } from './accounts.schemas.js';
import { deactivateUser, inviteUser } from './invitations.service.js';
import { UserRef } from '../users/index.js';
import { accountsPolicy } from './accounts.policy.js';

const InviteUserInputRef = builder.inputType('InviteUserInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    roleId: t.id({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  resendConfirmationEmail: t.boolean({
    access: accountsPolicy.resendConfirmationEmail,
    description: "Mails the viewer a new email-confirmation link (true, without mail, when already confirmed).",
    resolve: (_root, _args, ctx) => resendConfirmationEmail(ctx),
  }),
  changePassword: t.boolean({
    access: accountsPolicy.changePassword,
    description: "Changes the viewer's password (policy: 8–128 characters, not common). endOtherSessions ends every other session.",
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
      endOtherSessions: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) => changePassword(ctx, args),
  }),
  inviteUser: t.field({
    access: accountsPolicy.inviteUser,
    type: UserRef,
    description: 'Creates a pending user (status pending until they accept) and mails an invitation link. Admin group or USER:INVITE holders (Staff, SubAdmin by default); licensed seats per plan.',
    args: { input: t.arg({ type: InviteUserInputRef, required: true }) },
    resolve: (_root, args, ctx) =>
      inviteUser(ctx, parseBody(inviteUserSchema, { ...args.input, roleId: String(args.input.roleId) }, 'invitation')),
  }),
  deactivateUser: t.boolean({
    access: accountsPolicy.deactivateUser,
    description: "Deactivates a user (status unactive) and ends all of their sessions. Admin group only.",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deactivateUser(ctx, String(args.userId)),
  }),
}));
