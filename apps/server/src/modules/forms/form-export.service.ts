/**
 * The responses table as CSV or XLSX (issue 15 item 5) through the export jobs of modules/metrics (export-jobs.ts,
 * D-100): one row per submitted answer, newest first, a column per question of every version (the latest version's
 * order first, then questions only older versions had), answers written as text (answer-text.ts).
 */
import { calendarDateIn, EXPORT_FORMATS, FORMS_MESSAGES, safeTimeZone, type ExportFormat as Format, type FormDefinition, type Question } from '@hatchery/domain';
import { and, asc, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { files, formSubmissions, formVersions, startups, users, type FormSubmission } from '../../db/schema/index.js';
import { notFoundError, validationError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, AppServices } from '../../http/context.js';
import type { JobRunner } from '../../jobs/index.js';
import { registerExportJob, runExportJob, startExportJob, type Cell, type ExportJobView } from '../metrics/index.js';
import type { EffectContext } from '../notifications/index.js';
import { answerableQuestions, answerText, fileIdsOf, questionLabel } from './answer-text.js';
import { findForm, viewerIsFormStaff } from './forms.service.js';

interface ExportSlice {
  page: FormSubmission[];
  people: Map<string, { id: string; name: string; email: string }>;
  startups: Map<string, string>;
  /** The names of the slice's answer files (the sheet lists names, as the PDF does). */
  fileNames: Map<string, string>;
}

export const FORM_RESPONSES_EXPORT_JOB = 'forms.responses.export';
const SLICE = 500;

export async function exportFormResponses(ctx: AppContext, formId: string, format: string): Promise<ExportJobView> {
  const viewer = requireViewer(ctx);
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw validationError(`format: ${FORMS_MESSAGES.format}`);
  if (!isUuid(formId)) throw validationError(`formId: ${FORMS_MESSAGES.formNotFound}`);
  if (!(await viewerIsFormStaff(ctx))) throw notFoundError(FORMS_MESSAGES.formNotFound);
  await ctx.data.run((tx) => findForm(tx, formId));
  return startExportJob(
    ctx,
    { viewerId: viewer.userId, exportType: 'forms', format: format as Format, params: { formId }, jobName: FORM_RESPONSES_EXPORT_JOB },
    runFormResponsesExport,
  );
}

/** Columns: the latest version's questions, then those only older versions had (by id, as answers are keyed). */
function columnsOf(versions: ReadonlyArray<{ definition: FormDefinition }>): Array<{ question: Question; definition: FormDefinition }> {
  const seen = new Set<string>();
  const columns: Array<{ question: Question; definition: FormDefinition }> = [];
  for (const { definition } of versions) {
    for (const question of answerableQuestions(definition)) {
      if (seen.has(question.id)) continue;
      seen.add(question.id);
      columns.push({ question, definition });
    }
  }
  return columns;
}

export async function runFormResponsesExport(ctx: EffectContext, id: string): Promise<void> {
  await runExportJob(ctx, id, async (job) => {
    const formId = String((job.params as { formId?: string }).formId ?? '');
    const { form, versions } = await ctx.data.run(async (tx) => ({
      form: await findForm(tx, formId),
      versions: await tx.select().from(formVersions).where(eq(formVersions.formId, formId)).orderBy(desc(formVersions.number)),
    }));
    const numbers = new Map(versions.map((v) => [v.id, v.number]));
    const definitions = new Map(versions.map((v) => [v.id, v.definition]));
    const columns = columnsOf(versions);
    const today = calendarDateIn(new Date(), safeTimeZone(ctx.incubator.timezone));
    const slug = form.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 60) || 'form';
    return {
      fileName: `${slug}-responses-${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}.${job.format}`,
      sheetName: 'Responses',
      header: ['Submitted at', 'Respondent', 'E-mail', 'Startup', 'Version', ...columns.map((c) => questionLabel(c.question, c.definition))],
      async writeRows(write, progress) {
        let written = 0;
        let cursor: FormSubmission | null = null;
        for (;;) {
          const after: FormSubmission | null = cursor;
          const rows: ExportSlice = await ctx.data.run(async (tx): Promise<ExportSlice> => {
            const page: FormSubmission[] = await tx
              .select()
              .from(formSubmissions)
              .where(
                and(
                  eq(formSubmissions.formId, formId),
                  eq(formSubmissions.status, 'submitted'),
                  after
                    ? or(lt(formSubmissions.submittedAt, after.submittedAt!), and(eq(formSubmissions.submittedAt, after.submittedAt!), lt(formSubmissions.id, after.id)))
                    : undefined,
                ),
              )
              .orderBy(desc(formSubmissions.submittedAt), desc(formSubmissions.id))
              .limit(SLICE);
            const userIds = [...new Set(page.map((r) => r.respondentUserId).filter((v): v is string => v !== null))];
            const startupIds = [...new Set(page.map((r) => r.startupId).filter((v): v is string => v !== null))];
            const people = userIds.length ? await tx.select({ id: users.id, name: users.fullName, email: users.email }).from(users).where(inArray(users.id, userIds)).orderBy(asc(users.id)) : [];
            const names = startupIds.length ? await tx.select({ id: startups.id, name: startups.name }).from(startups).where(inArray(startups.id, startupIds)) : [];
            const fileIds = [...new Set(page.flatMap((r) => fileIdsOf(definitions.get(r.versionId)!, r.answers)))];
            const attached = fileIds.length ? await tx.select({ id: files.id, name: files.originalName }).from(files).where(inArray(files.id, fileIds)) : [];
            return { page, people: new Map(people.map((p) => [p.id, p])), startups: new Map(names.map((s) => [s.id, s.name])), fileNames: new Map(attached.map((f) => [f.id, f.name])) };
          });
          for (const row of rows.page) {
            const person = row.respondentUserId ? rows.people.get(row.respondentUserId) : undefined;
            const definition = definitions.get(row.versionId)!;
            const cells: Cell[] = [
              row.submittedAt!.toISOString(),
              person ? person.name : 'Anonymous',
              person ? person.email : null,
              row.startupId ? (rows.startups.get(row.startupId) ?? null) : null,
              numbers.get(row.versionId) ?? null,
              ...columns.map((c) => {
                const question = definition.questions.find((q) => q.id === c.question.id) ?? c.question;
                const text = answerText(question, definition, row.answers[c.question.id], rows.fileNames);
                return text === '' ? null : text;
              }),
            ];
            await write(cells);
          }
          written += rows.page.length;
          if (rows.page.length < SLICE) break;
          cursor = rows.page[rows.page.length - 1]!;
          await progress(Math.min(0.99, written / Math.max(written + SLICE, 1)));
        }
        return written;
      },
    };
  });
}

/** Registers the responses export job with the runner (main.ts). */
export function registerFormResponsesExportJob(runner: JobRunner, deps: { db: Database; services: AppServices; log: EffectContext['log'] }): void {
  registerExportJob(runner, deps, FORM_RESPONSES_EXPORT_JOB, runFormResponsesExport);
}
