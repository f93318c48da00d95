/** inviteStartupFounder and removeStartupPerson (issue 14 item 1): both answer the startup, its people refreshed. */
import { builder } from '../../graphql/builder.js';
import { StartupRef } from '../startups/index.js';
import { startupPeoplePolicy } from './startup-people.policy.js';
import { inviteStartupFounder, removeStartupPerson } from './startup-people.service.js';

const FounderInvitationInput = builder.inputType('FounderInvitationInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  inviteStartupFounder: t.field({
    type: StartupRef,
    description: 'Invites a founder by e-mail (a pending Co/Founder and the invitation mail), or adds an existing Co/Founder at once.',
    args: { startupId: t.arg.id({ required: true }), input: t.arg({ type: FounderInvitationInput, required: true }) },
    access: startupPeoplePolicy.inviteStartupFounder,
    resolve: (_r, args, ctx) => inviteStartupFounder(ctx, String(args.startupId), args.input),
  }),
  removeStartupPerson: t.field({
    type: StartupRef,
    args: { startupId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    access: startupPeoplePolicy.removeStartupPerson,
    resolve: (_r, args, ctx) => removeStartupPerson(ctx, String(args.startupId), String(args.userId)),
  }),
}));
