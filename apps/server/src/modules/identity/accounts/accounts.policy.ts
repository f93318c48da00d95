/**
 * Who may call the identity operations (D-106): root fields and the REST routes of docs/contract-identity.md, one
 * rule each, run before the resolver or handler (and so before the input is parsed). Which roles an inviter may hand
 * out and the licensed-seat limit depend on the chosen role and stay in user-admin.service.ts.
 */
import { ADMIN, adminGroup, allowAnyOf, authenticated, NOT_ALLOWED_MESSAGE, permission, publicAccess } from '../../permissions/index.js';

/** Reset, validation, invitations and sign-up answer signed-out visitors (the token in the link is the proof). */
const VISITOR = publicAccess('the one-time token or e-mail in the request');

export const accountsPolicy = {
  resendConfirmationEmail: authenticated('own account'),
  changePassword: authenticated('own account'),
  accountDeletion: authenticated('own account'),
  deleteMyAccount: authenticated('own account; refused when the organisation does not allow it or the viewer is its last active administrator'),
  inviteUser: allowAnyOf([ADMIN, permission('USER:INVITE')], { note: 'admin roles by the admin group only; licensed seats' }),
  deactivateUser: adminGroup({ refused: NOT_ALLOWED_MESSAGE }),
} as const;

export const accountsRoutePolicy = {
  sendResetPassword: VISITOR,
  resetPassword: VISITOR,
  validateAccount: VISITOR,
  invitationDetails: VISITOR,
  acceptInvitation: VISITOR,
  signUp: publicAccess('when the organisation allows sign-up'),
  updateProfile: authenticated('own profile'),
} as const;
