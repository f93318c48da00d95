/**
 * Files of form answers on the attachment store (D-87 "files follow references", D-188): a file answering question
 * Q of submission S is uploaded with referenceType `formAnswer` and referenceId `S:Q` through the attachment REST
 * API. Its respondent may attach and remove files while the submission is a draft; the respondent and form staff
 * read them. At upload the question's rules hold: a file question of the version answered, an accepted type, at most
 * its size. Anonymous answers (the share link) take no files: uploading needs an account.
 */
import { ERROR_CODES, FORMS_MESSAGES, type FormDefinition } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import { isUuid } from '../../db/index.js';
import { formSubmissions, formVersions } from '../../db/schema/index.js';
import { AppError, validationError } from '../../core/errors.js';
import type { AppContext } from '../../http/context.js';
import { loadActor } from '../permissions/index.js';
import { registerFileReference } from '../files/index.js';
import { fileExtension } from './form-engine.js';
import { isFormStaff } from './forms.service.js';

export const FORM_ANSWER_REFERENCE = 'formAnswer';

interface AnswerTarget {
  respondentUserId: string | null;
  status: 'draft' | 'submitted';
  definition: FormDefinition;
  questionId: string;
}

/** The submission and question a reference id names, in this tenant; null when there is none. */
async function answerTarget(ctx: AppContext, referenceId: string): Promise<AnswerTarget | null> {
  const [submissionId, questionId] = referenceId.split(':');
  if (!submissionId || !questionId || !isUuid(submissionId)) return null;
  const [row] = await ctx.data.run((tx) =>
    tx
      .select({ respondentUserId: formSubmissions.respondentUserId, status: formSubmissions.status, definition: formVersions.definition })
      .from(formSubmissions)
      .innerJoin(formVersions, eq(formVersions.id, formSubmissions.versionId))
      .where(eq(formSubmissions.id, submissionId))
      .limit(1),
  );
  return row ? { ...row, questionId } : null;
}

registerFileReference(FORM_ANSWER_REFERENCE, {
  attachable: true,
  canSeeReference: async (ctx, referenceId) => {
    const viewer = ctx.viewer;
    if (!viewer) return false;
    const target = await answerTarget(ctx, referenceId);
    if (!target) return false;
    if (target.respondentUserId === viewer.userId) return true;
    return target.status === 'submitted' && isFormStaff(viewer, await loadActor(ctx, viewer));
  },
  canEditReference: async (ctx, referenceId) => {
    const target = ctx.viewer ? await answerTarget(ctx, referenceId) : null;
    return !!target && target.status === 'draft' && target.respondentUserId === ctx.viewer?.userId;
  },
  checkUpload: async (ctx, referenceId, file) => {
    const target = await answerTarget(ctx, referenceId);
    const question = target?.definition.questions.find((q) => q.id === target.questionId);
    if (!question || question.type !== 'file') throw validationError(`referenceId: ${FORMS_MESSAGES.notAFileQuestion}`);
    const rules = question.validations ?? {};
    if (rules.fileTypes && rules.fileTypes.length > 0 && !rules.fileTypes.includes(fileExtension(file.name))) {
      throw validationError(`file: ${FORMS_MESSAGES.fileType} (${rules.fileTypes.join(', ')})`);
    }
    if (rules.maxFileSize !== undefined && file.size > rules.maxFileSize) {
      throw new AppError(ERROR_CODES.payloadTooLarge, `file: ${FORMS_MESSAGES.fileTooLarge}`, 413, { details: { maxFileSize: rules.maxFileSize } });
    }
  },
});
