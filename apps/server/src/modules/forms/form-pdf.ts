/**
 * /download/forms/{uuid} (RTE-12, D-189): the answers of one submitted submission as a PDF, written with the startup
 * file's text writer (embedded Noto faces by script, right-to-left paragraphs, D-164). The uuid is the submission's
 * download key — unguessable and given only to its respondent (and to form staff through the responses table) — so
 * the address opens without signing in, like a signed file link. The SPA page of that path fetches
 * GET /api/forms/download/{uuid} (forms.routes.ts).
 */
import { FORMS_MESSAGES, isDisplayField, localizedText, type Answers, type FormDefinition } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import { isUuid } from '../../db/index.js';
import { forms, formSubmissions, formVersions } from '../../db/schema/index.js';
import { notFoundError } from '../../core/errors.js';
import { loadPdfKit } from '../../core/lazy-packages.js';
import type { AppContext } from '../../http/context.js';
import { createTextWriter } from '../startup-file/index.js';
import { answerText } from './answer-text.js';
import { submissionFiles } from './form-submissions.service.js';

/** The PDF itself (what the page /download/forms/{uuid} fetches, or any link for a direct download). */
export function downloadPathOf(downloadKey: string): string {
  return `/api/forms/download/${downloadKey}`;
}

export interface SubmissionPdfContent {
  formName: string;
  versionNumber: number;
  submittedAt: Date;
  definition: FormDefinition;
  answers: Answers;
  fileNames: Map<string, string>;
}

export async function readSubmissionForPdf(ctx: AppContext, downloadKey: string): Promise<SubmissionPdfContent> {
  if (!isUuid(downloadKey)) throw notFoundError(FORMS_MESSAGES.submissionNotFound);
  const found = await ctx.data.run(async (tx) => {
    const [row] = await tx
      .select({ submission: formSubmissions, formName: forms.name, definition: formVersions.definition, versionNumber: formVersions.number })
      .from(formSubmissions)
      .innerJoin(forms, eq(forms.id, formSubmissions.formId))
      .innerJoin(formVersions, eq(formVersions.id, formSubmissions.versionId))
      .where(eq(formSubmissions.downloadKey, downloadKey))
      .limit(1);
    if (!row || row.submission.status !== 'submitted') return null;
    const attached = await submissionFiles(tx, row.submission.id);
    return { ...row, attached };
  });
  if (!found) throw notFoundError(FORMS_MESSAGES.submissionNotFound);
  return {
    formName: found.formName,
    versionNumber: found.versionNumber,
    submittedAt: found.submission.submittedAt!,
    definition: found.definition,
    answers: found.submission.answers,
    fileNames: new Map(found.attached.map((f) => [f.id, f.name])),
  };
}

export async function submissionPdf(content: SubmissionPdfContent): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: content.formName, Creator: 'Hatchery' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = createTextWriter(doc);
  const locale = content.definition.languages[0] ?? 'en';
  write.paragraph([{ text: content.formName, weight: 'bold' }], 20);
  doc.fillColor('#555555');
  write.paragraph([{ text: `Version ${content.versionNumber}, submitted ${content.submittedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` }], 9);
  doc.fillColor('#000000');
  for (const question of content.definition.questions) {
    const label = localizedText(question.label, locale) || question.id;
    if (question.type === 'section' || question.type === 'heading') {
      doc.moveDown(0.8);
      write.paragraph([{ text: label, weight: 'bold' }], 13);
      continue;
    }
    if (isDisplayField(question.type)) continue;
    const answer = content.answers[question.id];
    // Hidden questions were pruned on submit: a question without an answer here was skipped or not shown.
    if (!answer) continue;
    doc.moveDown(0.4);
    write.paragraph([{ text: label, weight: 'bold' }], 10);
    write.paragraph([{ text: answerText(question, content.definition, answer, content.fileNames) || '-' }], 10);
  }
  doc.end();
  return done;
}
