/**
 * `Application.roundForms` (issue 16 item 2, D-494): the forms a form round asked the applicant to fill
 * (/application/{id}/forms/{round}/fill), as the file's Form tab shows them to staff beside the intake answers. The
 * same gate as the intake answers (`answerFilter`): APPLICATION:VIEW_FULL_DATA for staff, identity questions withheld
 * from external evaluators under blind review. A form still being filled shows no answers: the draft is the
 * applicant's until they submit it.
 */
import { asc, eq } from 'drizzle-orm';
import { builder } from '../../graphql/builder.js';
import { applicationRoundSubmissions, forms, funnelRounds } from '../../db/schema/index.js';
import { FormAnswerRef, submissionAnswerList } from '../forms/index.js';
import { answerFilter, ApplicationRef, loadSubmission } from './application.graphql.js';

interface ApplicationRoundForm {
  roundId: string;
  roundName: string;
  formName: string;
  requestedAt: Date;
  submittedAt: Date | null;
  submissionId: string | null;
  keep: NonNullable<Awaited<ReturnType<typeof answerFilter>>>;
}

const ApplicationRoundFormRef = builder.objectRef<ApplicationRoundForm>('ApplicationRoundForm').implement({
  description: 'A form a form round asked the applicant to fill, and their answers once submitted.',
  fields: (t) => ({
    roundId: t.exposeID('roundId'),
    roundName: t.exposeString('roundName'),
    formName: t.exposeString('formName'),
    requestedAt: t.expose('requestedAt', { type: 'DateTime' }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    answers: t.field({
      type: [FormAnswerRef],
      description: 'Empty until the applicant submits the form.',
      args: { language: t.arg.string() },
      resolve: async (f, args, ctx) => {
        if (!f.submittedAt || !f.submissionId) return [];
        const submission = await loadSubmission(ctx, f.submissionId);
        return submission ? submissionAnswerList(ctx, submission, args.language, f.keep) : [];
      },
    }),
  }),
});

builder.objectField(ApplicationRef, 'roundForms', (t) =>
  t.field({
    type: [ApplicationRoundFormRef],
    nullable: true,
    description: 'The round forms asked of the applicant, in round order; null for a viewer who may not read the answers (as `answers`).',
    resolve: async (application, _a, ctx) => {
      const keep = await answerFilter(ctx, application);
      if (!keep) return null;
      const rows = await ctx.data.run((tx) =>
        tx
          .select({
            roundId: funnelRounds.id,
            roundName: funnelRounds.name,
            formName: forms.name,
            requestedAt: applicationRoundSubmissions.requestedAt,
            submittedAt: applicationRoundSubmissions.submittedAt,
            submissionId: applicationRoundSubmissions.submissionId,
          })
          .from(applicationRoundSubmissions)
          .innerJoin(funnelRounds, eq(funnelRounds.id, applicationRoundSubmissions.roundId))
          .innerJoin(forms, eq(forms.id, funnelRounds.formId))
          .where(eq(applicationRoundSubmissions.applicationId, application.id))
          .orderBy(asc(funnelRounds.position), asc(applicationRoundSubmissions.requestedAt)),
      );
      return rows.map((row) => ({ ...row, keep }));
    },
  }),
);
