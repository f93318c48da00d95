/**
 * The lead hand-over page's API (/leads/transfer/{token}, D1 §2.1; D-300): public, the one-time link is the key
 * (lead-transfer.service.ts). The person sees the offer, then takes it over and is signed in.
 */
import { builder } from '../../graphql/builder.js';
import { applicationsPolicy } from './applications.policy.js';
import { acceptLeadTransfer, getLeadTransfer, type LeadTransferView } from './lead-transfer.service.js';

const LeadTransferRef = builder.objectRef<LeadTransferView>('LeadTransfer').implement({
  description: 'An application prepared by staff and offered to a person, as the hand-over link shows it.',
  fields: (t) => ({
    funnelName: t.exposeString('funnelName'),
    programName: t.exposeString('programName', { nullable: true }),
    title: t.exposeString('title', { nullable: true }),
    email: t.exposeString('email', { description: 'The e-mail of the person the application is offered to.' }),
    needsAccount: t.exposeBoolean('needsAccount', { description: 'True when that person has no password yet: they choose their name and password on the page.' }),
  }),
});

const LeadTransferTakenRef = builder.objectRef<{ token: string; applicationId: string }>('LeadTransferTaken').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: 'A bearer token: the person is signed in.' }),
    applicationId: t.exposeID('applicationId'),
  }),
});

const AcceptLeadTransferInput = builder.inputType('AcceptLeadTransferInput', {
  fields: (t) => ({
    token: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    firstName: t.string(),
    lastName: t.string(),
  }),
});

builder.queryFields((t) => ({
  leadTransfer: t.field({
    type: LeadTransferRef,
    description: 'The application a hand-over link offers; refused when the link is unknown, expired, superseded or used.',
    args: { token: t.arg.string({ required: true }) },
    access: applicationsPolicy.leadTransfer,
    resolve: (_r, args, ctx) => getLeadTransfer(ctx, args.token),
  }),
}));

builder.mutationFields((t) => ({
  acceptLeadTransfer: t.field({
    type: LeadTransferTakenRef,
    description: 'The person the lead was offered to takes it over: with their password (an account) or by choosing name and password (an invitee).',
    args: { input: t.arg({ type: AcceptLeadTransferInput, required: true }) },
    access: applicationsPolicy.acceptLeadTransfer,
    resolve: (_r, { input }, ctx) => acceptLeadTransfer(ctx, input, undefined),
  }),
}));
