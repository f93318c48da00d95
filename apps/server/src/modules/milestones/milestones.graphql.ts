/** Milestone templates and a startup's milestone plan (issue 14 item 4): types, queries and mutations. */
import type { MilestoneTemplate, StartupMilestone } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import { milestonesPolicy as policy } from './milestones.policy.js';
import { ownPercent, type MilestoneNode } from './milestone-rules.js';
import {
  applyMilestoneTemplates,
  createMilestoneTemplate,
  createStartupMilestone,
  deleteMilestoneTemplate,
  deleteStartupMilestone,
  listMilestoneTemplates,
  startupMilestonePlan,
  updateMilestoneTemplate,
  updateStartupMilestone,
  type MilestonePlan,
  type TemplateNode,
} from './milestones.service.js';

const MilestoneTemplateRef = builder.objectRef<MilestoneTemplate>('MilestoneTemplate').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    goal: t.exposeString('goal', { nullable: true }),
    unit: t.exposeString('unit', { nullable: true }),
    target: t.exposeFloat('target', { nullable: true }),
    parentId: t.exposeID('parentId', { nullable: true }),
  }),
});

const MilestoneTemplateNodeRef = builder.objectRef<TemplateNode>('MilestoneTemplateNode').implement({
  fields: (t) => ({
    template: t.field({ type: MilestoneTemplateRef, resolve: (n) => n.template }),
    children: t.field({ type: [MilestoneTemplateRef], resolve: (n) => n.children }),
  }),
});

const StartupMilestoneRef = builder.objectRef<StartupMilestone>('StartupMilestone').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    goal: t.exposeString('goal', { nullable: true }),
    unit: t.exposeString('unit', { nullable: true }),
    target: t.exposeFloat('target', { nullable: true }),
    progress: t.exposeFloat('progress'),
    dueOn: t.exposeString('dueOn', { nullable: true, description: 'YYYY-MM-DD' }),
    flagged: t.exposeBoolean('flagged'),
    completed: t.boolean({ resolve: (m) => m.completedAt !== null }),
    percent: t.int({ description: 'Own completion 0–100: progress over target, or 100 when completed by hand.', resolve: (m) => ownPercent(m) }),
    parentId: t.exposeID('parentId', { nullable: true }),
    templateId: t.exposeID('templateId', { nullable: true }),
  }),
});

const MilestoneNodeRef = builder.objectRef<MilestoneNode<StartupMilestone>>('StartupMilestoneNode').implement({
  fields: (t) => ({
    milestone: t.field({ type: StartupMilestoneRef, resolve: (n) => n.milestone }),
    subMilestones: t.field({ type: [StartupMilestoneRef], resolve: (n) => n.children }),
    percent: t.int({ description: 'Its own percent; without a target of its own, the mean of its sub-milestones.', resolve: (n) => n.percent }),
  }),
});

const MilestonePlanRef = builder.objectRef<MilestonePlan>('StartupMilestonePlan').implement({
  fields: (t) => ({
    startupId: t.exposeID('startupId'),
    percent: t.exposeInt('percent', { description: 'The mean of the top-level milestones’ percents.' }),
    milestones: t.field({ type: [MilestoneNodeRef], resolve: (p) => p.nodes }),
    viewerCanCreate: t.exposeBoolean('viewerCanCreate'),
    viewerCanEdit: t.exposeBoolean('viewerCanEdit'),
  }),
});

const MilestoneTemplateInput = builder.inputType('MilestoneTemplateInput', {
  fields: (t) => ({ name: t.string(), goal: t.string(), unit: t.string(), target: t.float(), parentId: t.id() }),
});
const StartupMilestoneInput = builder.inputType('StartupMilestoneInput', {
  fields: (t) => ({ name: t.string(), goal: t.string(), unit: t.string(), target: t.float(), parentId: t.id(), dueOn: t.string({ description: 'YYYY-MM-DD' }) }),
});
const StartupMilestonePatch = builder.inputType('StartupMilestonePatch', {
  fields: (t) => ({
    name: t.string(),
    goal: t.string(),
    unit: t.string(),
    target: t.float(),
    progress: t.float(),
    dueOn: t.string({ description: 'YYYY-MM-DD; null clears it.' }),
    flagged: t.boolean(),
    completed: t.boolean({ description: 'For a milestone without a target: done by hand.' }),
  }),
});

/** GraphQL gives absent fields as undefined and explicit nulls as null; zod reads both. */
const plain = (input: object): Record<string, unknown> => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

builder.queryFields((t) => ({
  milestoneTemplates: t.field({
    type: [MilestoneTemplateNodeRef],
    access: policy.milestoneTemplates,
    description: 'The organisation’s milestone templates with their sub-milestones (staff; milestones flag).',
    resolve: (_root, _args, ctx) => listMilestoneTemplates(ctx),
  }),
  startupMilestonePlan: t.field({
    type: MilestonePlanRef,
    access: policy.startupMilestonePlan,
    description: 'A startup’s milestone plan with progress; NotFound when the viewer does not see the startup.',
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => startupMilestonePlan(ctx, String(args.startupId)),
  }),
}));

builder.mutationFields((t) => ({
  createMilestoneTemplate: t.field({
    type: MilestoneTemplateRef,
    access: policy.createMilestoneTemplate,
    args: { input: t.arg({ type: MilestoneTemplateInput, required: true }) },
    resolve: (_root, args, ctx) => createMilestoneTemplate(ctx, plain(args.input)),
  }),
  updateMilestoneTemplate: t.field({
    type: MilestoneTemplateRef,
    access: policy.updateMilestoneTemplate,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: MilestoneTemplateInput, required: true }) },
    resolve: (_root, args, ctx) => updateMilestoneTemplate(ctx, String(args.id), plain(args.input)),
  }),
  deleteMilestoneTemplate: t.field({
    type: 'Boolean',
    access: policy.deleteMilestoneTemplate,
    description: 'Deletes a template and its sub-milestones; plans copied from it keep their milestones.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteMilestoneTemplate(ctx, String(args.id)),
  }),
  createStartupMilestone: t.field({
    type: MilestonePlanRef,
    access: policy.createStartupMilestone,
    args: { startupId: t.arg.id({ required: true }), input: t.arg({ type: StartupMilestoneInput, required: true }) },
    resolve: (_root, args, ctx) => createStartupMilestone(ctx, String(args.startupId), plain(args.input)),
  }),
  applyMilestoneTemplates: t.field({
    type: MilestonePlanRef,
    access: policy.applyMilestoneTemplates,
    description: 'Copies the given templates (default: all) into the plan; a template already applied is skipped.',
    args: { startupId: t.arg.id({ required: true }), templateIds: t.arg.idList() },
    resolve: (_root, args, ctx) => applyMilestoneTemplates(ctx, String(args.startupId), args.templateIds ? args.templateIds.map(String) : null),
  }),
  updateStartupMilestone: t.field({
    type: MilestonePlanRef,
    access: policy.updateStartupMilestone,
    description: 'Only the given fields change; reaching the target completes the milestone.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: StartupMilestonePatch, required: true }) },
    resolve: (_root, args, ctx) => updateStartupMilestone(ctx, String(args.id), plain(args.input)),
  }),
  deleteStartupMilestone: t.field({
    type: MilestonePlanRef,
    access: policy.deleteStartupMilestone,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteStartupMilestone(ctx, String(args.id)),
  }),
}));
