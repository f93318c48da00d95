/** The emails area (/emails, D-584): outgoing emails, their audience and deliveries, templates; types, queries and mutations. */
import { builder } from '../../graphql/builder.js';
import type { EmailTemplateKind, OutgoingEmailStatus } from '../../db/schema/index.js';
import {
  audienceViewIn,
  getEmailAudienceOptions,
  getEmailAudiencePreview,
  searchEmailPeople,
  type EmailAudienceOptionsView,
  type EmailAudiencePreviewView,
  type EmailAudienceProgramView,
  type EmailAudienceRoleView,
  type EmailAudienceTagView,
  type EmailAudienceView,
  type EmailPersonView,
} from './email-audience.service.js';
import {
  createEmailTemplate,
  createOutgoingEmail,
  deleteEmailTemplate,
  deleteOutgoingEmail,
  duplicateOutgoingEmail,
  updateEmailTemplate,
  updateOutgoingEmail,
} from './email-editing.service.js';
import { SCHEDULE_FAILURES, scheduleOutgoingEmail, SCHEDULE_MAX_DAYS, unscheduleOutgoingEmail, type ScheduleFailure } from './email-schedule.service.js';
import { sendOutgoingEmail, sendTestOutgoingEmail } from './email-sending.service.js';
import { emailsPolicy as policy } from './emails.policy.js';
import {
  getEmailDeliveries,
  getEmailTemplates,
  getOutgoingEmail,
  getOutgoingEmails,
  type EmailDeliveryPageView,
  type EmailDeliveryStatus,
  type EmailDeliveryView,
  type EmailTemplateView,
  type OutgoingEmailPageView,
  type OutgoingEmailView,
} from './emails.service.js';

// The wire names are upper case (the contract's); the rows keep the lower-case values of their check constraints.
const KIND_NAMES = { template: 'TEMPLATE', content: 'CONTENT' } as const satisfies Record<EmailTemplateKind, string>;
const STATUS_NAMES = { draft: 'DRAFT', scheduled: 'SCHEDULED', sending: 'SENDING', sent: 'SENT' } as const satisfies Record<OutgoingEmailStatus, string>;
const DELIVERY_NAMES = { pending: 'PENDING', sent: 'SENT', failed: 'FAILED' } as const satisfies Record<EmailDeliveryStatus, string>;
const fromName = <K extends string, V extends string>(names: Record<K, V>, value: V): K => (Object.keys(names) as K[]).find((k) => names[k] === value)!;

const EmailTemplateKindEnum = builder.enumType('EmailTemplateKind', {
  values: Object.values(KIND_NAMES),
  description: 'TEMPLATE: a subject and body that start a new email; CONTENT: a snippet inserted into a body.',
});
const OutgoingEmailStatusEnum = builder.enumType('OutgoingEmailStatus', { values: Object.values(STATUS_NAMES) });
const FAILURE_NAMES = {
  noRecipient: 'NO_RECIPIENT',
  tooManyRecipients: 'TOO_MANY_RECIPIENTS',
  incomplete: 'INCOMPLETE',
  schedulerGone: 'SCHEDULER_GONE',
} as const satisfies Record<ScheduleFailure, string>;
const isScheduleFailure = (value: string): value is ScheduleFailure => (SCHEDULE_FAILURES as readonly string[]).includes(value);
const EmailScheduleFailureEnum = builder.enumType('EmailScheduleFailure', {
  values: Object.values(FAILURE_NAMES),
  description: 'NO_RECIPIENT: nobody left in the audience; TOO_MANY_RECIPIENTS; INCOMPLETE: no subject or body; SCHEDULER_GONE: whoever scheduled it left.',
});
const EmailDeliveryStatusEnum = builder.enumType('EmailDeliveryStatus', {
  values: Object.values(DELIVERY_NAMES),
  description: 'PENDING: in the mail outbox; SENT: delivered by it; FAILED: not sent (failureReason says why).',
});

const EmailTemplateRef = builder.objectRef<EmailTemplateView>('EmailTemplate').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    kind: t.field({ type: EmailTemplateKindEnum, resolve: (e) => KIND_NAMES[e.kind] }),
    name: t.exposeString('name'),
    subject: t.exposeString('subject', { nullable: true, description: 'TEMPLATE only; null for CONTENT.' }),
    body: t.exposeString('body', { description: 'Plain text with merge fields.' }),
    updatedAt: t.field({ type: 'DateTime', resolve: (e) => e.updatedAt }),
  }),
});

const EmailPersonRef = builder.objectRef<EmailPersonView>('EmailPerson').implement({
  fields: (t) => ({ _id: t.exposeID('_id'), fullName: t.exposeString('fullName'), email: t.exposeString('email') }),
});
const EmailAudienceRoleRef = builder.objectRef<EmailAudienceRoleView>('EmailAudienceRole').implement({
  fields: (t) => ({ _id: t.exposeID('_id'), label: t.exposeString('label') }),
});
const EmailAudienceProgramRef = builder.objectRef<EmailAudienceProgramView>('EmailAudienceProgram').implement({
  fields: (t) => ({ _id: t.exposeID('_id'), name: t.exposeString('name') }),
});
const EmailAudienceTagRef = builder.objectRef<EmailAudienceTagView>('EmailAudienceTag').implement({
  fields: (t) => ({ _id: t.exposeID('_id'), name: t.exposeString('name'), color: t.exposeString('color', { nullable: true }) }),
});
const EmailAudienceRef = builder.objectRef<EmailAudienceView>('EmailAudience').implement({
  fields: (t) => ({
    roles: t.field({ type: [EmailAudienceRoleRef], resolve: (a) => a.roles }),
    programs: t.field({ type: [EmailAudienceProgramRef], resolve: (a) => a.programs }),
    tags: t.field({ type: [EmailAudienceTagRef], description: 'Startup tags: their startups\' co-founders (D-591).', resolve: (a) => a.tags }),
    people: t.field({ type: [EmailPersonRef], resolve: (a) => a.people }),
  }),
});
const EmailAudiencePreviewRef = builder.objectRef<EmailAudiencePreviewView>('EmailAudiencePreview').implement({
  fields: (t) => ({
    count: t.exposeInt('count'),
    sample: t.field({ type: [EmailPersonRef], description: 'The first 8 recipients by name.', resolve: (p) => p.sample }),
  }),
});
const EmailAudienceOptionsRef = builder.objectRef<EmailAudienceOptionsView>('EmailAudienceOptions').implement({
  fields: (t) => ({
    roles: t.field({ type: [EmailAudienceRoleRef], resolve: (o) => o.roles }),
    programs: t.field({ type: [EmailAudienceProgramRef], description: 'Active startup programmes.', resolve: (o) => o.programs }),
    tags: t.field({ type: [EmailAudienceTagRef], description: 'The tags a startup can carry, by name.', resolve: (o) => o.tags }),
  }),
});

const EmailDeliveryRef = builder.objectRef<EmailDeliveryView>('EmailDelivery').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    person: t.field({ type: EmailPersonRef, nullable: true, description: 'Null once the person’s account is removed.', resolve: (d) => d.person }),
    address: t.exposeString('address'),
    status: t.field({ type: EmailDeliveryStatusEnum, resolve: (d) => DELIVERY_NAMES[d.status] }),
    sentAt: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.sentAt }),
    failureReason: t.exposeString('failureReason', { nullable: true }),
  }),
});
const EmailDeliveryPageRef = builder.objectRef<EmailDeliveryPageView>('EmailDeliveryPage').implement({
  fields: (t) => ({
    results: t.field({ type: [EmailDeliveryRef], resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount'),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
  }),
});

const OutgoingEmailRef = builder.objectRef<OutgoingEmailView>('OutgoingEmail').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    subject: t.exposeString('subject'),
    body: t.exposeString('body'),
    status: t.field({ type: OutgoingEmailStatusEnum, resolve: (e) => STATUS_NAMES[e.status] }),
    audience: t.field({
      type: EmailAudienceRef,
      description: 'The roles, programmes and people picked (those that still exist).',
      resolve: (e, _args, ctx) => ctx.data.run((tx) => audienceViewIn(tx, e.audienceIds)),
    }),
    recipientCount: t.exposeInt('recipientCount', { nullable: true, description: 'Null while DRAFT; fixed when sending starts.' }),
    sentCount: t.exposeInt('sentCount'),
    failedCount: t.exposeInt('failedCount'),
    operationId: t.exposeID('operationId', { nullable: true, description: 'The bulk job of the send; follow it with userBatchOperationUpdated.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (e) => e.updatedAt }),
    sentAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => e.sentAt }),
    createdBy: t.field({ type: EmailPersonRef, nullable: true, resolve: (e) => e.createdBy }),
    sentBy: t.field({ type: EmailPersonRef, nullable: true, resolve: (e) => e.sentBy }),
    scheduledAt: t.field({ type: 'DateTime', nullable: true, description: 'When a SCHEDULED email goes out (kept once it went).', resolve: (e) => e.scheduledAt }),
    scheduledBy: t.field({ type: EmailPersonRef, nullable: true, description: 'Who scheduled it: its sender when it goes out.', resolve: (e) => e.scheduledBy }),
    scheduleFailure: t.field({
      type: EmailScheduleFailureEnum,
      nullable: true,
      description: 'Why the last scheduled send did not go out (the email is a DRAFT again); null once scheduled again.',
      resolve: (e) => (e.scheduleFailure && isScheduleFailure(e.scheduleFailure) ? FAILURE_NAMES[e.scheduleFailure] : null),
    }),
    deliveries: t.field({
      type: EmailDeliveryPageRef,
      description: 'Who got it, by name; `first` 1 to 200.',
      args: { first: t.arg.int({ defaultValue: 50 }), after: t.arg.string(), status: t.arg({ type: EmailDeliveryStatusEnum }) },
      resolve: (e, args, ctx) =>
        getEmailDeliveries(ctx, { emailId: e._id, first: args.first, after: args.after, status: args.status ? fromName(DELIVERY_NAMES, args.status) : null }),
    }),
  }),
});
const OutgoingEmailPageRef = builder.objectRef<OutgoingEmailPageView>('OutgoingEmailPage').implement({
  fields: (t) => ({
    results: t.field({ type: [OutgoingEmailRef], resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount'),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
  }),
});

const EmailAudienceInput = builder.inputType('EmailAudienceInput', {
  description:
    'Recipients: people who hold one of roleIds, OR co-found a startup in one of programIds or carrying one of tagIds, OR are in userIds; each once.',
  fields: (t) => ({
    roleIds: t.idList({ required: true }),
    programIds: t.idList({ required: true }),
    userIds: t.idList({ required: true }),
    tagIds: t.idList({ required: false, description: 'Startup tags (at most 200); none when left out.' }),
  }),
});
const EmailDraftInput = builder.inputType('EmailDraftInput', {
  fields: (t) => ({
    subject: t.string({ required: true, description: 'At most 200 characters (1 to send).' }),
    body: t.string({ required: true, description: 'Plain text, at most 20000 characters (some to send).' }),
    audience: t.field({ type: EmailAudienceInput, required: true }),
  }),
});
const EmailTemplateInput = builder.inputType('EmailTemplateInput', {
  fields: (t) => ({
    kind: t.field({ type: EmailTemplateKindEnum, required: true }),
    name: t.string({ required: true, description: '1 to 120 characters.' }),
    subject: t.string({ description: 'TEMPLATE: at most 200 characters; ignored for CONTENT.' }),
    body: t.string({ required: true, description: '1 to 20000 characters.' }),
  }),
});

const ids = (list: ReadonlyArray<string | number>) => list.map(String);
type IdList = ReadonlyArray<string | number>;
const audienceArg = (a: { roleIds: IdList; programIds: IdList; userIds: IdList; tagIds?: IdList | null | undefined }) => ({
  roleIds: ids(a.roleIds),
  programIds: ids(a.programIds),
  userIds: ids(a.userIds),
  tagIds: ids(a.tagIds ?? []),
});
const templateArg = (input: { kind: (typeof KIND_NAMES)[EmailTemplateKind]; name: string; subject?: string | null; body: string }) => ({
  ...input,
  kind: fromName(KIND_NAMES, input.kind),
});

builder.queryFields((t) => ({
  outgoingEmails: t.field({
    type: OutgoingEmailPageRef,
    access: policy.outgoingEmails,
    description: 'Latest changed first; `search` in the subject (at most 100 characters); `first` 1 to 100.',
    args: { status: t.arg({ type: OutgoingEmailStatusEnum }), search: t.arg.string(), first: t.arg.int({ defaultValue: 25 }), after: t.arg.string() },
    resolve: (_root, args, ctx) =>
      getOutgoingEmails(ctx, { status: args.status ? fromName(STATUS_NAMES, args.status) : null, search: args.search, first: args.first, after: args.after }),
  }),
  outgoingEmail: t.field({
    type: OutgoingEmailRef,
    nullable: true,
    access: policy.outgoingEmail,
    description: 'Null when not found (another organisation’s id too).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getOutgoingEmail(ctx, { id: String(args.id) }),
  }),
  emailTemplates: t.field({
    type: [EmailTemplateRef],
    access: policy.emailTemplates,
    description: 'The templates of a kind, by name.',
    args: { kind: t.arg({ type: EmailTemplateKindEnum, required: true }) },
    resolve: (_root, args, ctx) => getEmailTemplates(ctx, { kind: fromName(KIND_NAMES, args.kind) }),
  }),
  emailAudiencePreview: t.field({
    type: EmailAudiencePreviewRef,
    access: policy.emailAudiencePreview,
    args: { audience: t.arg({ type: EmailAudienceInput, required: true }) },
    resolve: (_root, args, ctx) => getEmailAudiencePreview(ctx, { audience: audienceArg(args.audience) }),
  }),
  emailAudienceOptions: t.field({
    type: EmailAudienceOptionsRef,
    access: policy.emailAudienceOptions,
    description: 'What the audience picker offers (people are found with emailPeopleSearch).',
    resolve: (_root, _args, ctx) => getEmailAudienceOptions(ctx),
  }),
  emailPeopleSearch: t.field({
    type: [EmailPersonRef],
    access: policy.emailPeopleSearch,
    description: 'People who can receive mail whose name or address contains `search`, by name; `first` 1 to 50.',
    args: { search: t.arg.string({ required: true }), first: t.arg.int({ defaultValue: 20 }) },
    resolve: (_root, args, ctx) => searchEmailPeople(ctx, { search: args.search, first: args.first }),
  }),
}));

builder.mutationFields((t) => ({
  createOutgoingEmail: t.field({
    type: OutgoingEmailRef,
    access: policy.createOutgoingEmail,
    description: 'A DRAFT: empty, or with the template’s subject and body.',
    args: { templateId: t.arg.id() },
    resolve: (_root, args, ctx) => createOutgoingEmail(ctx, { templateId: args.templateId === null || args.templateId === undefined ? null : String(args.templateId) }),
  }),
  updateOutgoingEmail: t.field({
    type: OutgoingEmailRef,
    access: policy.updateOutgoingEmail,
    description: 'DRAFT only (else ValidationError, field status).',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: EmailDraftInput, required: true }) },
    resolve: (_root, args, ctx) =>
      updateOutgoingEmail(ctx, { id: String(args.id), input: { subject: args.input.subject, body: args.input.body, audience: audienceArg(args.input.audience) } }),
  }),
  deleteOutgoingEmail: t.field({
    type: 'ID',
    access: policy.deleteOutgoingEmail,
    description: 'DRAFT only; answers its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteOutgoingEmail(ctx, { id: String(args.id) }),
  }),
  duplicateOutgoingEmail: t.field({
    type: OutgoingEmailRef,
    access: policy.duplicateOutgoingEmail,
    description: 'A new DRAFT with the same subject, body and audience (any status).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => duplicateOutgoingEmail(ctx, { id: String(args.id) }),
  }),
  sendTestOutgoingEmail: t.field({
    type: 'Boolean',
    access: policy.sendTestOutgoingEmail,
    description: 'Rendered for the viewer, to the viewer’s address, subject prefixed "[Test] ".',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => sendTestOutgoingEmail(ctx, { id: String(args.id) }),
  }),
  sendOutgoingEmail: t.field({
    type: OutgoingEmailRef,
    access: policy.sendOutgoingEmail,
    description: 'DRAFT → SENDING (subject 1..200, body 1..20000, at least one recipient) and starts the job; SENT when it completes.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => sendOutgoingEmail(ctx, { id: String(args.id) }),
  }),
  scheduleOutgoingEmail: t.field({
    type: OutgoingEmailRef,
    access: policy.scheduleOutgoingEmail,
    description: `DRAFT → SCHEDULED: sent at sendAt (1 minute to ${SCHEDULE_MAX_DAYS} days ahead) as a send by the viewer would be; checked now as a send is. Not editable until unscheduled.`,
    args: { id: t.arg.id({ required: true }), sendAt: t.arg({ type: 'DateTime', required: true }) },
    resolve: (_root, args, ctx) => scheduleOutgoingEmail(ctx, { id: String(args.id), sendAt: args.sendAt }),
  }),
  unscheduleOutgoingEmail: t.field({
    type: OutgoingEmailRef,
    access: policy.unscheduleOutgoingEmail,
    description: 'SCHEDULED → DRAFT: it will not go out, and can be edited again.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => unscheduleOutgoingEmail(ctx, { id: String(args.id) }),
  }),
  createEmailTemplate: t.field({
    type: EmailTemplateRef,
    access: policy.createEmailTemplate,
    args: { input: t.arg({ type: EmailTemplateInput, required: true }) },
    resolve: (_root, args, ctx) => createEmailTemplate(ctx, { input: templateArg(args.input) }),
  }),
  updateEmailTemplate: t.field({
    type: EmailTemplateRef,
    access: policy.updateEmailTemplate,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: EmailTemplateInput, required: true }) },
    resolve: (_root, args, ctx) => updateEmailTemplate(ctx, { id: String(args.id), input: templateArg(args.input) }),
  }),
  deleteEmailTemplate: t.field({
    type: 'ID',
    access: policy.deleteEmailTemplate,
    description: 'Answers its id; emails started from it keep their copy.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteEmailTemplate(ctx, { id: String(args.id) }),
  }),
}));
