/**
 * The intake API (issue 16 item 2; docs/contract-applications.md §3.4): the public call, the applicant's drafts and
 * submission, their own applications and round forms, and staff leads. Who may call each is declared in
 * applications.policy.ts; which rows is the services' rule (own applications only; leads in the viewer's funnels).
 */
import { builder } from '../../graphql/builder.js';
import type { AppContext } from '../../http/context.js';
import { applicationAccess, type ApplicationAccess } from './application-access.js';
import { ApplicationRef } from './application.graphql.js';
import { FunnelRef } from './applications.graphql.js';
import { MyApplicationRef, PublicFunnelRef, RoundFormToFillRef } from './applicant-application.graphql.js';
import { applicationsPolicy } from './applications.policy.js';
import { fillRoundForm, getMyApplication, getPublicFunnel, getRoundForm, listMyApplications, listOpenCalls, saveApplicationDraft, startApplication, submitApplication } from './intake.service.js';
import { createApplicationLead, transferApplication } from './leads.service.js';

builder.queryFields((t) => ({
  publicFunnel: t.field({
    type: PublicFunnelRef,
    nullable: true,
    description: 'A published (or closed) call by its address; null for an unknown, draft or archived one. No sign-in needed.',
    args: { slug: t.arg.string({ required: true }) },
    access: applicationsPolicy.publicFunnel,
    resolve: (_r, args, ctx) => getPublicFunnel(ctx, args.slug),
  }),
  openCalls: t.field({
    type: [PublicFunnelRef],
    description: 'The calls taking applications now, closing soonest first.',
    access: applicationsPolicy.openCalls,
    resolve: (_r, _a, ctx) => listOpenCalls(ctx),
  }),
  myApplications: t.field({
    type: [MyApplicationRef],
    description: 'The viewer’s own applications, newest first.',
    access: applicationsPolicy.myApplications,
    resolve: (_r, _a, ctx) => listMyApplications(ctx),
  }),
  myApplication: t.field({
    type: MyApplicationRef,
    args: { id: t.arg.id({ required: true }) },
    access: applicationsPolicy.myApplication,
    resolve: (_r, args, ctx) => getMyApplication(ctx, String(args.id)),
  }),
  myRoundForm: t.field({
    type: RoundFormToFillRef,
    description: 'A round form the viewer is asked to fill for their application.',
    args: { applicationId: t.arg.id({ required: true }), roundId: t.arg.id({ required: true }) },
    access: applicationsPolicy.myRoundForm,
    resolve: (_r, args, ctx) => getRoundForm(ctx, String(args.applicationId), String(args.roundId)),
  }),
}));

builder.mutationFields((t) => ({
  startApplication: t.field({
    type: MyApplicationRef,
    description: 'The viewer’s open draft of this call, or a new one when the call’s re-apply rule allows.',
    args: { funnelId: t.arg.id({ required: true }) },
    access: applicationsPolicy.startApplication,
    resolve: (_r, args, ctx) => startApplication(ctx, String(args.funnelId)),
  }),
  saveApplicationDraft: t.field({
    type: MyApplicationRef,
    args: { applicationId: t.arg.id({ required: true }), answers: t.arg({ type: 'JSON', required: true }) },
    access: applicationsPolicy.saveApplicationDraft,
    resolve: (_r, args, ctx) => saveApplicationDraft(ctx, String(args.applicationId), args.answers),
  }),
  submitApplication: t.field({
    type: MyApplicationRef,
    description: 'Validates the answers and sends the application into the call’s first round; refused after the closing date.',
    args: { applicationId: t.arg.id({ required: true }), answers: t.arg({ type: 'JSON', required: true }) },
    access: applicationsPolicy.submitApplication,
    resolve: (_r, args, ctx) => submitApplication(ctx, String(args.applicationId), args.answers),
  }),
  fillRoundForm: t.field({
    type: RoundFormToFillRef,
    description: 'Saves (submit false) or submits a round form the viewer is asked to fill.',
    args: { applicationId: t.arg.id({ required: true }), roundId: t.arg.id({ required: true }), answers: t.arg({ type: 'JSON', required: true }), submit: t.arg.boolean({ required: true }) },
    access: applicationsPolicy.fillRoundForm,
    resolve: (_r, args, ctx) => fillRoundForm(ctx, String(args.applicationId), String(args.roundId), args.answers, args.submit),
  }),
  createApplicationLead: t.field({
    type: ApplicationRef,
    description: 'Staff file an application on someone’s behalf (source lead); the person becomes an invited applicant when unknown.',
    args: {
      funnelId: t.arg.id({ required: true }),
      applicantEmail: t.arg.string({ required: true }),
      applicantName: t.arg.string({ required: true }),
      answers: t.arg({ type: 'JSON', required: true }),
    },
    access: applicationsPolicy.createApplicationLead,
    resolve: (_r, args, ctx) => createApplicationLead(ctx, { funnelId: String(args.funnelId), applicantEmail: args.applicantEmail, applicantName: args.applicantName, answers: args.answers }),
  }),
  transferApplication: t.field({
    type: ApplicationRef,
    description: 'Hands a lead to the person with this e-mail (invited when unknown).',
    args: { applicationId: t.arg.id({ required: true }), email: t.arg.string({ required: true }) },
    access: applicationsPolicy.transferApplication,
    resolve: (_r, args, ctx) => transferApplication(ctx, String(args.applicationId), args.email),
  }),
}));

/** The APPLICATION:MANAGE scope once per request (a funnel list asks it per row). */
const manageScope = new WeakMap<AppContext, Promise<ApplicationAccess>>();
function manageAccess(ctx: AppContext): Promise<ApplicationAccess> {
  let found = manageScope.get(ctx);
  if (!found) manageScope.set(ctx, (found = applicationAccess(ctx, 'APPLICATION:MANAGE')));
  return found;
}

builder.objectFields(FunnelRef, (t) => ({
  viewerCanAddLead: t.boolean({
    description: 'Whether the viewer may file an application on someone’s behalf in this funnel (APPLICATION:MANAGE in scope; published or closed).',
    resolve: async (funnel, _a, ctx) => {
      if (funnel.status !== 'published' && funnel.status !== 'closed') return false;
      const access = await manageAccess(ctx);
      return access.staffFunnels === null || access.staffFunnels.has(funnel.id);
    },
  }),
}));
