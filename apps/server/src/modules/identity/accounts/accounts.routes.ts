/** Identity REST of docs/contract-identity.md (D1 §7.3): reset, validation, invitations, sign-up, PUT /user. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireContext } from '../../../http/tenancy.js';
import type { AccessRule } from '../../permissions/index.js';
import { clearLoginFailures } from '../throttling/index.js';
import { accountsRoutePolicy as policy } from './accounts.policy.js';
import { requestPasswordReset, resetPassword, signUp, updateProfile, validateAccount } from './account.service.js';
import {
  acceptInvitationSchema,
  resetPasswordSchema,
  sendResetSchema,
  signUpSchema,
  updateUserSchema,
} from './accounts.schemas.js';
import { parseBody } from '../../../core/input.js';
import { acceptInvitation, invitationDetails } from './invitations.service.js';

/** These answer signed-out visitors; a stale bearer token sent along must not get in the way. */
const visitor = (access: AccessRule) => ({ config: { tokenPolicy: 'ignore' as const, access } });

function userAgentOf(request: FastifyRequest): string | undefined {
  const value = request.headers['user-agent'];
  return typeof value === 'string' ? value : undefined;
}

function tokenParam(request: FastifyRequest): string {
  const params = request.params as { token?: unknown };
  return typeof params.token === 'string' ? params.token : '';
}

export function registerAccountRoutes(scope: FastifyInstance): void {
  scope.post('/api/users/sendresetpassword', visitor(policy.sendResetPassword), async (request) => {
    const ctx = requireContext(request);
    const { email } = parseBody(sendResetSchema, request.body, 'request');
    await requestPasswordReset(ctx, email);
    return { ok: true };
  });

  scope.post('/api/users/resetpassword', visitor(policy.resetPassword), async (request) => {
    const ctx = requireContext(request);
    const input = parseBody(resetPasswordSchema, request.body, 'request');
    const email = await resetPassword(ctx, input.token, input.newPassword);
    await clearLoginFailures(request.server, ctx.incubator.id, email);
    return { ok: true };
  });

  scope.post('/api/users/validate/:token', visitor(policy.validateAccount), async (request) => {
    await validateAccount(requireContext(request), tokenParam(request));
    return { ok: true };
  });

  scope.get('/api/invitations/:token', visitor(policy.invitationDetails), async (request) => invitationDetails(requireContext(request), tokenParam(request)));

  scope.post('/api/users/acceptinvitation', visitor(policy.acceptInvitation), async (request) => {
    const ctx = requireContext(request);
    const input = parseBody(acceptInvitationSchema, request.body, 'request');
    return acceptInvitation(ctx, input, userAgentOf(request));
  });

  scope.post('/api/users/signup', visitor(policy.signUp), async (request) => {
    const ctx = requireContext(request);
    const input = parseBody(signUpSchema, request.body, 'sign-up');
    return signUp(ctx, input, userAgentOf(request));
  });

  scope.put('/user', { config: { access: policy.updateProfile } }, async (request) => {
    const ctx = requireContext(request);
    const { user } = parseBody(updateUserSchema, request.body, 'profile');
    return updateProfile(ctx, user);
  });
}
