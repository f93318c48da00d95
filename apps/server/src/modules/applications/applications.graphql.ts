/**
 * The applications API, wave 1 (issue 16 item 1; docs/contract-applications.md §4): funnels and their rounds. What
 * the viewer may do travels with each funnel (viewerCanEdit, viewerCanArchive) so the UI shows only allowed actions.
 */
import {
  APPLICATION_STATUSES,
  FUNNEL_CATEGORIES,
  FUNNEL_REAPPLY_RULES,
  FUNNEL_STATUSES,
  ROUND_EMAIL_MODES,
  ROUND_KINDS,
  funnelPhase,
  type AutoAdvanceRule,
  type RoundEmail,
} from '@hatchery/domain';
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import { builder } from '../../graphql/builder.js';
import { forms, programs, type Form, type Funnel, type FunnelRound, type FunnelRoundEvaluator } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { FormRef } from '../forms/index.js';
import { loadUserRecord, UserRef } from '../identity/users/index.js';
import { ProgramRef } from '../startups/index.js';
import { applicationsPolicy } from './applications.policy.js';
import { closeFunnel } from './funnel-closing.js';
import { funnelEvaluatorCandidates, funnelFormOptions, loadRoundEvaluators, loadRounds, reorderFunnelRounds, saveFunnelRounds } from './funnel-rounds.service.js';
import {
  createFunnel,
  funnelCounts,
  getFunnel,
  listFunnels,
  publishFunnel,
  setFunnelArchived,
  updateFunnel,
  viewerMayArchiveFunnel,
  viewerMayEditFunnel,
  type FunnelPage,
} from './funnels.service.js';

export const FunnelCategoryEnum = builder.enumType('FunnelCategory', { values: FUNNEL_CATEGORIES });
export const FunnelReapplyRuleEnum = builder.enumType('FunnelReapplyRule', { values: FUNNEL_REAPPLY_RULES, description: 'never: one application per person; after_rejection: again once rejected; always.' });
export const FunnelStatusEnum = builder.enumType('FunnelStatus', { values: FUNNEL_STATUSES });
export const FunnelPhaseEnum = builder.enumType('FunnelPhase', { values: ['draft', 'upcoming', 'open', 'closed', 'archived'] as const });
export const RoundKindEnum = builder.enumType('RoundKind', { values: ROUND_KINDS });
export const RoundEmailModeEnum = builder.enumType('RoundEmailMode', { values: ROUND_EMAIL_MODES });
export const FunnelFormKindEnum = builder.enumType('FunnelFormKind', { values: ['intake', 'evaluation'] as const, description: 'The form kinds a funnel names: intake (applicants) and evaluation (evaluators).' });
export const ApplicationStatusEnum = builder.enumType('ApplicationStatus', { values: APPLICATION_STATUSES, description: 'D1 §4 application statuses.' });

interface FunnelLoaders {
  rounds: DataLoader<string, FunnelRound[]>;
  evaluators: DataLoader<string, FunnelRoundEvaluator[]>;
  forms: DataLoader<string, Form | null>;
  programs: DataLoader<string, { _id: string; name: string } | null>;
  counts: DataLoader<string, { rounds: number; applications: number }>;
}
const loaders = new WeakMap<AppContext, FunnelLoaders>();
function loadersOf(ctx: AppContext): FunnelLoaders {
  let found = loaders.get(ctx);
  if (!found) {
    found = {
      rounds: new DataLoader(async (ids) => {
        const rows = await ctx.data.run((tx) => loadRounds(tx, ids));
        return ids.map((id) => rows.filter((r) => r.funnelId === id));
      }),
      evaluators: new DataLoader(async (ids) => {
        const rows = await ctx.data.run((tx) => loadRoundEvaluators(tx, ids));
        return ids.map((id) => rows.filter((r) => r.roundId === id));
      }),
      forms: new DataLoader(async (ids) => {
        const rows = await ctx.data.run((tx) => tx.select().from(forms).where(inArray(forms.id, [...ids])));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
      programs: new DataLoader(async (ids) => {
        const rows = await ctx.data.run((tx) => tx.select({ id: programs.id, name: programs.name }).from(programs).where(inArray(programs.id, [...ids])));
        return ids.map((id) => {
          const row = rows.find((r) => r.id === id);
          return row ? { _id: row.id, name: row.name } : null;
        });
      }),
      counts: new DataLoader(async (ids) => {
        const counts = await ctx.data.run((tx) => funnelCounts(tx, ids));
        return ids.map((id) => ({ rounds: counts.rounds.get(id) ?? 0, applications: counts.applications.get(id) ?? 0 }));
      }),
    };
    loaders.set(ctx, found);
  }
  return found;
}

const RoundEmailRef = builder.objectRef<RoundEmail>('RoundEmail').implement({
  description: 'The acceptance or rejection e-mail of a round: sent as the decision is taken (now) or at scheduledAt.',
  fields: (t) => ({
    mode: t.field({ type: RoundEmailModeEnum, resolve: (e) => e.mode }),
    subject: t.exposeString('subject'),
    body: t.exposeString('body'),
    scheduledAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => (e.mode === 'scheduled' && e.scheduledAt ? new Date(e.scheduledAt) : null) }),
    includeFeedback: t.boolean({ resolve: (e) => e.includeFeedback ?? false }),
  }),
});

const AutoAdvanceRuleRef = builder.objectRef<AutoAdvanceRule>('AutoAdvanceRule').implement({
  description: 'Advance to the next round once minEvaluations evaluations are in with a mean score of at least minMeanScore.',
  fields: (t) => ({ minEvaluations: t.exposeInt('minEvaluations'), minMeanScore: t.exposeFloat('minMeanScore') }),
});

const formOf = (ctx: AppContext, id: string | null) => (id ? loadersOf(ctx).forms.load(id) : null);

export const FunnelRoundRef = builder.objectRef<FunnelRound>('FunnelRound').implement({
  description: 'One ordered step of a funnel: a form the applicant fills, a meeting, or an evaluation.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    position: t.exposeInt('position', { description: '0-based order in the funnel.' }),
    name: t.exposeString('name'),
    kind: t.field({ type: RoundKindEnum, resolve: (r) => r.kind }),
    form: t.field({ type: FormRef, nullable: true, description: 'kind form: the form the applicant fills.', resolve: (r, _a, ctx) => formOf(ctx, r.formId) }),
    evaluationForm: t.field({ type: FormRef, nullable: true, description: 'The form evaluators fill.', resolve: (r, _a, ctx) => formOf(ctx, r.evaluationFormId) }),
    evaluators: t.field({
      type: [UserRef],
      resolve: async (r, _a, ctx) => {
        const rows = await loadersOf(ctx).evaluators.load(r.id);
        const found = await Promise.all(rows.map((e) => loadUserRecord(ctx, e.userId)));
        return found.filter((u) => u !== null);
      },
    }),
    acceptanceEmail: t.field({ type: RoundEmailRef, nullable: true, resolve: (r) => r.acceptanceEmail }),
    rejectionEmail: t.field({ type: RoundEmailRef, nullable: true, resolve: (r) => r.rejectionEmail }),
    autoAdvance: t.field({ type: AutoAdvanceRuleRef, nullable: true, resolve: (r) => r.autoAdvance }),
  }),
});

export const FunnelRef = builder.objectRef<Funnel>('Funnel').implement({
  description: 'A call for applications of a program (issue 16): its intake form, dates, re-apply rule and ordered rounds.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    slug: t.exposeString('slug', { description: 'The address /apply/program/{slug}.' }),
    category: t.field({ type: FunnelCategoryEnum, resolve: (f) => f.category }),
    program: t.field({ type: ProgramRef, nullable: true, resolve: (f, _a, ctx) => loadersOf(ctx).programs.load(f.programId) }),
    intakeForm: t.field({ type: FormRef, nullable: true, resolve: (f, _a, ctx) => formOf(ctx, f.intakeFormId) }),
    opensAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.opensAt }),
    closesAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.closesAt }),
    reapplyRule: t.field({ type: FunnelReapplyRuleEnum, resolve: (f) => f.reapplyRule }),
    status: t.field({ type: FunnelStatusEnum, resolve: (f) => f.status }),
    phase: t.field({ type: FunnelPhaseEnum, description: 'The status with the dates applied: a published funnel is upcoming, open or closed.', resolve: (f) => funnelPhase(f, new Date()) }),
    rounds: t.field({ type: [FunnelRoundRef], resolve: (f, _a, ctx) => loadersOf(ctx).rounds.load(f.id) }),
    roundCount: t.int({ resolve: async (f, _a, ctx) => (await loadersOf(ctx).counts.load(f.id)).rounds }),
    applicationCount: t.int({ description: 'Applications not archived.', resolve: async (f, _a, ctx) => (await loadersOf(ctx).counts.load(f.id)).applications }),
    publishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.publishedAt }),
    closedAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.closedAt }),
    archivedAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.archivedAt }),
    createdAt: t.field({ type: 'DateTime', resolve: (f) => f.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (f) => f.updatedAt }),
    viewerCanEdit: t.boolean({ description: 'Settings, rounds, publish and close (FUNNEL:EDIT in scope, or FUNNEL:CREATE on own funnels).', resolve: (f, _a, ctx) => viewerMayEditFunnel(ctx, f) }),
    viewerCanArchive: t.boolean({ description: 'Archive and restore (FUNNEL:DELETE in scope).', resolve: (f, _a, ctx) => viewerMayArchiveFunnel(ctx, f) }),
  }),
});

const FunnelPageRef = builder.objectRef<FunnelPage>('FunnelPage').implement({
  fields: (t) => ({
    results: t.field({ type: [FunnelRef], resolve: (p) => p.results }),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
  }),
});

const FunnelInput = builder.inputType('FunnelInput', {
  fields: (t) => ({
    programId: t.id({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    slug: t.string({ description: 'Lower-case letters, digits and hyphens; proposed from the name when empty.' }),
    category: t.field({ type: FunnelCategoryEnum }),
    intakeFormId: t.id({ description: 'A published form of kind intake; required to publish.' }),
    opensAt: t.field({ type: 'DateTime' }),
    closesAt: t.field({ type: 'DateTime', description: 'After opensAt; when it passes the funnel closes and its drafts are archived.' }),
    reapplyRule: t.field({ type: FunnelReapplyRuleEnum }),
  }),
});

const RoundEmailInput = builder.inputType('RoundEmailInput', {
  fields: (t) => ({
    mode: t.field({ type: RoundEmailModeEnum, required: true }),
    subject: t.string({ required: true }),
    body: t.string({ required: true }),
    scheduledAt: t.field({ type: 'DateTime', description: 'Required when mode is scheduled.' }),
    includeFeedback: t.boolean({ description: 'Rejection e-mails: carry the evaluation feedback per criterion.' }),
  }),
});

const AutoAdvanceRuleInput = builder.inputType('AutoAdvanceRuleInput', {
  fields: (t) => ({ minEvaluations: t.int({ required: true }), minMeanScore: t.float({ required: true }) }),
});

const FunnelRoundInput = builder.inputType('FunnelRoundInput', {
  fields: (t) => ({
    id: t.id({ description: 'A round kept (its id); absent for a new round.' }),
    name: t.string({ required: true }),
    kind: t.field({ type: RoundKindEnum, required: true }),
    formId: t.id({ description: 'kind form: a published form of kind intake.' }),
    evaluationFormId: t.id({ description: 'A published form of kind evaluation; required for kind evaluation.' }),
    evaluatorIds: t.idList({ description: 'Users of the internal staff set (evaluators included).' }),
    acceptanceEmail: t.field({ type: RoundEmailInput }),
    rejectionEmail: t.field({ type: RoundEmailInput }),
    autoAdvance: t.field({ type: AutoAdvanceRuleInput, description: 'kind evaluation only.' }),
  }),
});

const iso = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/** GraphQL's parsed input → the services' raw shape (dates back to ISO strings, ids to strings). */
function settingsOf(input: typeof FunnelInput.$inferInput): Record<string, unknown> {
  return { ...input, programId: String(input.programId), intakeFormId: input.intakeFormId == null ? input.intakeFormId : String(input.intakeFormId), opensAt: iso(input.opensAt), closesAt: iso(input.closesAt) };
}

function roundsOf(rounds: ReadonlyArray<typeof FunnelRoundInput.$inferInput>): unknown[] {
  const email = (e: typeof RoundEmailInput.$inferInput | null | undefined) => (e ? { ...e, scheduledAt: iso(e.scheduledAt) } : e);
  return rounds.map((r) => ({
    ...r,
    id: r.id == null ? r.id : String(r.id),
    formId: r.formId == null ? r.formId : String(r.formId),
    evaluationFormId: r.evaluationFormId == null ? r.evaluationFormId : String(r.evaluationFormId),
    evaluatorIds: r.evaluatorIds?.map(String) ?? [],
    acceptanceEmail: email(r.acceptanceEmail),
    rejectionEmail: email(r.rejectionEmail),
  }));
}

builder.queryFields((t) => ({
  funnels: t.field({
    type: FunnelPageRef,
    description: 'Funnels by last change; without status every funnel that is not archived. Limited to the viewer’s scope.',
    args: { search: t.arg.string(), status: t.arg({ type: FunnelStatusEnum }), programId: t.arg.id(), first: t.arg.int(), after: t.arg.string() },
    access: applicationsPolicy.funnels,
    resolve: (_r, args, ctx) => listFunnels(ctx, { ...args, programId: args.programId == null ? null : String(args.programId) }),
  }),
  funnelFormOptions: t.field({
    type: [FormRef],
    description: 'Published forms of this kind (intake or evaluation) a funnel or round may name.',
    args: { kind: t.arg({ type: FunnelFormKindEnum, required: true }) },
    access: applicationsPolicy.funnelFormOptions,
    resolve: (_r, args, ctx) => funnelFormOptions(ctx, args.kind),
  }),
  funnelEvaluatorCandidates: t.field({
    type: [UserRef],
    description: 'Active people of the internal staff set, evaluators included: who a round may list as evaluators.',
    args: { search: t.arg.string() },
    access: applicationsPolicy.funnelEvaluatorCandidates,
    resolve: async (_r, args, ctx) => {
      const rows = await funnelEvaluatorCandidates(ctx, args.search ?? null);
      const found = await Promise.all(rows.map((r) => loadUserRecord(ctx, r.id)));
      return found.filter((u) => u !== null);
    },
  }),
  funnel: t.field({
    type: FunnelRef,
    args: { id: t.arg.id({ required: true }) },
    access: applicationsPolicy.funnel,
    resolve: (_r, args, ctx) => getFunnel(ctx, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createFunnel: t.field({
    type: FunnelRef,
    args: { input: t.arg({ type: FunnelInput, required: true }) },
    access: applicationsPolicy.createFunnel,
    resolve: (_r, args, ctx) => createFunnel(ctx, settingsOf(args.input)),
  }),
  updateFunnel: t.field({
    type: FunnelRef,
    args: { funnelId: t.arg.id({ required: true }), input: t.arg({ type: FunnelInput, required: true }) },
    access: applicationsPolicy.updateFunnel,
    resolve: (_r, args, ctx) => updateFunnel(ctx, String(args.funnelId), settingsOf(args.input)),
  }),
  saveFunnelRounds: t.field({
    type: FunnelRef,
    description: 'Replaces the rounds with this ordered list: kept rounds carry their id, new ones none, missing ones are removed.',
    args: { funnelId: t.arg.id({ required: true }), rounds: t.arg({ type: [FunnelRoundInput], required: true }) },
    access: applicationsPolicy.saveFunnelRounds,
    resolve: (_r, args, ctx) => saveFunnelRounds(ctx, String(args.funnelId), { rounds: roundsOf(args.rounds) }),
  }),
  reorderFunnelRounds: t.field({
    type: FunnelRef,
    args: { funnelId: t.arg.id({ required: true }), roundIds: t.arg.idList({ required: true }) },
    access: applicationsPolicy.reorderFunnelRounds,
    resolve: (_r, args, ctx) => reorderFunnelRounds(ctx, String(args.funnelId), { roundIds: args.roundIds.map(String) }),
  }),
  publishFunnel: t.field({
    type: FunnelRef,
    args: { funnelId: t.arg.id({ required: true }) },
    access: applicationsPolicy.publishFunnel,
    resolve: (_r, args, ctx) => publishFunnel(ctx, String(args.funnelId)),
  }),
  closeFunnel: t.field({
    type: FunnelRef,
    description: 'Closes a published funnel now and archives its drafts.',
    args: { funnelId: t.arg.id({ required: true }) },
    access: applicationsPolicy.closeFunnel,
    resolve: (_r, args, ctx) => closeFunnel(ctx, String(args.funnelId)),
  }),
  archiveFunnel: t.field({
    type: FunnelRef,
    args: { funnelId: t.arg.id({ required: true }) },
    access: applicationsPolicy.archiveFunnel,
    resolve: (_r, args, ctx) => setFunnelArchived(ctx, String(args.funnelId), true),
  }),
  restoreFunnel: t.field({
    type: FunnelRef,
    description: 'An archived funnel becomes a draft again.',
    args: { funnelId: t.arg.id({ required: true }) },
    access: applicationsPolicy.restoreFunnel,
    resolve: (_r, args, ctx) => setFunnelArchived(ctx, String(args.funnelId), false),
  }),
}));
