/**
 * The applicant's own view of their applications (issue 16 item 2, D-245): a type of its own, `MyApplication`, so
 * nothing of the review (evaluators, scores, comments, the inner statuses) can reach an applicant through it — only
 * the call, the applicant-facing status, the current round's name, the round forms they are asked to fill, and their
 * own intake draft. Also the public view of a call (`PublicFunnel`) visitors read without signing in.
 */
import { APPLICANT_STATUSES, applicantStatus, funnelAcceptsApplications, funnelPhase, type Answers } from '@hatchery/domain';
import DataLoader from 'dataloader';
import { asc, eq, inArray } from 'drizzle-orm';
import { builder } from '../../graphql/builder.js';
import { applicationRoundSubmissions, formSubmissions, formVersions, forms, funnelRounds, funnels, programs, type Application, type Funnel } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { FormSubmissionRef } from '../forms/index.js';
import { FunnelCategoryEnum, FunnelPhaseEnum, RoundKindEnum } from './applications.graphql.js';
import type { PublicFunnelView, RoundFormView } from './intake.service.js';

export const ApplicantStatusEnum = builder.enumType('ApplicantStatus', {
  values: APPLICANT_STATUSES,
  description: 'What an applicant sees of the status: draft, in_review (any step before a decision), accepted, not_selected, closed (a draft of a closed call).',
});

export const PublicFunnelRef = builder.objectRef<PublicFunnelView>('PublicFunnel').implement({
  description: 'A call for applications as visitors see it (/apply/program/{slug}).',
  fields: (t) => ({
    _id: t.string({ resolve: (v) => v.funnel.id }),
    name: t.string({ resolve: (v) => v.funnel.name }),
    description: t.string({ nullable: true, resolve: (v) => v.funnel.description }),
    slug: t.string({ resolve: (v) => v.funnel.slug }),
    category: t.field({ type: FunnelCategoryEnum, resolve: (v) => v.funnel.category }),
    programName: t.string({ nullable: true, resolve: (v) => v.programName }),
    opensAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => v.funnel.opensAt }),
    closesAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => v.funnel.closesAt }),
    phase: t.field({ type: FunnelPhaseEnum, resolve: (v) => funnelPhase(v.funnel, new Date()) }),
    acceptsApplications: t.boolean({ resolve: (v) => funnelAcceptsApplications(v.funnel, new Date()) }),
    intakeDefinition: t.field({ type: 'JSON', nullable: true, description: 'The intake form’s published version (what applicants answer).', resolve: (v) => v.definition }),
  }),
});

interface RoundRequest {
  roundId: string;
  roundName: string;
  formName: string;
  requestedAt: Date;
  submittedAt: Date | null;
}

interface MyLoaders {
  funnels: DataLoader<string, (Funnel & { programName: string | null }) | null>;
  roundNames: DataLoader<string, string | null>;
  requests: DataLoader<string, RoundRequest[]>;
}
const loaders = new WeakMap<AppContext, MyLoaders>();
function loadersOf(ctx: AppContext): MyLoaders {
  let found = loaders.get(ctx);
  if (!found) {
    found = {
      funnels: new DataLoader(async (ids) => {
        const rows = await ctx.data.run((tx) =>
          tx.select({ funnel: funnels, programName: programs.name }).from(funnels).leftJoin(programs, eq(programs.id, funnels.programId)).where(inArray(funnels.id, [...ids])),
        );
        return ids.map((id) => {
          const row = rows.find((r) => r.funnel.id === id);
          return row ? { ...row.funnel, programName: row.programName } : null;
        });
      }),
      roundNames: new DataLoader(async (ids) => {
        const rows = await ctx.data.run((tx) => tx.select({ id: funnelRounds.id, name: funnelRounds.name }).from(funnelRounds).where(inArray(funnelRounds.id, [...ids])));
        return ids.map((id) => rows.find((r) => r.id === id)?.name ?? null);
      }),
      requests: new DataLoader(async (ids) => {
        const rows = await ctx.data.run((tx) =>
          tx
            .select({ applicationId: applicationRoundSubmissions.applicationId, roundId: funnelRounds.id, roundName: funnelRounds.name, formName: forms.name, requestedAt: applicationRoundSubmissions.requestedAt, submittedAt: applicationRoundSubmissions.submittedAt })
            .from(applicationRoundSubmissions)
            .innerJoin(funnelRounds, eq(funnelRounds.id, applicationRoundSubmissions.roundId))
            .innerJoin(forms, eq(forms.id, funnelRounds.formId))
            .where(inArray(applicationRoundSubmissions.applicationId, [...ids]))
            .orderBy(asc(funnelRounds.position)),
        );
        return ids.map((id) => rows.filter((r) => r.applicationId === id));
      }),
    };
    loaders.set(ctx, found);
  }
  return found;
}

const MyRoundFormRef = builder.objectRef<RoundRequest>('MyRoundForm').implement({
  description: 'A round form the applicant is asked to fill (/application/{id}/forms/{roundId}/fill).',
  fields: (t) => ({
    roundId: t.string({ resolve: (r) => r.roundId }),
    roundName: t.string({ resolve: (r) => r.roundName }),
    formName: t.string({ resolve: (r) => r.formName }),
    requestedAt: t.field({ type: 'DateTime', resolve: (r) => r.requestedAt }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.submittedAt }),
  }),
});

export const MyApplicationRef = builder.objectRef<Application>('MyApplication').implement({
  description: 'One of the viewer’s own applications, as an applicant may see it: never reviewers, scores or comments.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    title: t.exposeString('title'),
    status: t.field({ type: ApplicantStatusEnum, resolve: (a) => applicantStatus(a) }),
    funnelName: t.string({ resolve: async (a, _x, ctx) => (await loadersOf(ctx).funnels.load(a.funnelId))?.name ?? '' }),
    funnelSlug: t.string({ resolve: async (a, _x, ctx) => (await loadersOf(ctx).funnels.load(a.funnelId))?.slug ?? '' }),
    programName: t.string({ nullable: true, resolve: async (a, _x, ctx) => (await loadersOf(ctx).funnels.load(a.funnelId))?.programName ?? null }),
    closesAt: t.field({ type: 'DateTime', nullable: true, resolve: async (a, _x, ctx) => (await loadersOf(ctx).funnels.load(a.funnelId))?.closesAt ?? null }),
    roundName: t.string({ nullable: true, description: 'The round it is in; null while a draft.', resolve: (a, _x, ctx) => (a.roundId ? loadersOf(ctx).roundNames.load(a.roundId) : null) }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    viewerCanEdit: t.boolean({
      description: 'A draft the applicant may still change and submit (the call takes applications).',
      resolve: async (a, _x, ctx) => {
        if (a.status !== 'draft' || a.archivedAt) return false;
        const funnel = await loadersOf(ctx).funnels.load(a.funnelId);
        return !!funnel && funnelAcceptsApplications(funnel, new Date());
      },
    }),
    roundForms: t.field({ type: [MyRoundFormRef], resolve: (a, _x, ctx) => loadersOf(ctx).requests.load(a.id) }),
    intakeDefinition: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The intake form version this application answers.',
      resolve: async (a, _x, ctx) => {
        if (!a.submissionId) return null;
        const [row] = await ctx.data.run((tx) =>
          tx.select({ definition: formVersions.definition }).from(formSubmissions).innerJoin(formVersions, eq(formVersions.id, formSubmissions.versionId)).where(eq(formSubmissions.id, a.submissionId!)).limit(1),
        );
        return row?.definition ?? null;
      },
    }),
    intakeSubmission: t.field({
      type: FormSubmissionRef,
      nullable: true,
      description: 'The applicant’s own intake submission (its files, for uploads to the draft).',
      resolve: async (a, _x, ctx) => {
        if (!a.submissionId) return null;
        const [row] = await ctx.data.run((tx) => tx.select().from(formSubmissions).where(eq(formSubmissions.id, a.submissionId!)).limit(1));
        return row ?? null;
      },
    }),
    answers: t.field({
      type: 'JSON',
      description: 'The applicant’s own intake answers (the draft so far, or what was submitted).',
      resolve: async (a, _x, ctx) => {
        if (!a.submissionId) return {};
        const [row] = await ctx.data.run((tx) => tx.select({ answers: formSubmissions.answers }).from(formSubmissions).where(eq(formSubmissions.id, a.submissionId!)).limit(1));
        return (row?.answers ?? {}) as Answers;
      },
    }),
  }),
});

export const RoundFormToFillRef = builder.objectRef<RoundFormView>('RoundFormToFill').implement({
  description: 'A round form the applicant fills, with their draft or submitted answers.',
  fields: (t) => ({
    applicationId: t.string({ resolve: (v) => v.application.id }),
    applicationTitle: t.string({ resolve: (v) => v.application.title }),
    roundId: t.string({ resolve: (v) => v.round.id }),
    roundName: t.string({ resolve: (v) => v.round.name }),
    roundKind: t.field({ type: RoundKindEnum, resolve: (v) => v.round.kind }),
    formName: t.string({ resolve: (v) => v.form.name }),
    formDescription: t.string({ nullable: true, resolve: (v) => v.form.description }),
    definition: t.field({ type: 'JSON', resolve: (v) => v.definition }),
    answers: t.field({ type: 'JSON', resolve: (v) => (v.submission?.answers ?? {}) as Answers }),
    requestedAt: t.field({ type: 'DateTime', resolve: (v) => v.requestedAt }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => v.submittedAt }),
  }),
});
