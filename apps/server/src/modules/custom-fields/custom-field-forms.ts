/**
 * Custom fields in the forms engine (issue 15 item 7: "answered once and reused"): a `custom_field` question names a
 * field (validations.customFieldId). When a form is submitted, its answers to such questions write through to the
 * values — of the startup the answers are about, of the respondent for a user field, or of the application an intake
 * belongs to for an application field (D-360) — and a form opened for a startup starts from the values already held
 * (prefill). Only fields the respondent sees and may edit take part
 * (D-213): another answer stays in the submission only. A written value is checked by its field's own rules too.
 */
import type { AnswerValue, FormDefinition } from '@hatchery/domain';
import type { Tx } from '../../db/contract.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { activeFieldsById, recordAccess, sees, valuesOf, writeFieldValuesInTx, type RecordAccess } from './custom-field-values.service.js';

/** The custom_field questions of a definition: question id → field id. */
export function customFieldQuestions(definition: FormDefinition): Map<string, string> {
  const found = new Map<string, string>();
  for (const question of definition.questions) {
    const fieldId = question.type === 'custom_field' ? question.validations?.customFieldId : undefined;
    if (fieldId) found.set(question.id, fieldId);
  }
  return found;
}

/** The records a form's answers are about. An application's rights here are the applicant's own (the intake). */
interface FormRecords {
  startupId: string | null;
  applicationId?: string | null;
}

async function targetsOf(ctx: AppContext, tx: Tx, fieldIds: string[], about: FormRecords) {
  const viewer = requireViewer(ctx);
  const out: Array<{ access: RecordAccess; fields: Awaited<ReturnType<typeof activeFieldsById>> }> = [];
  const records: Array<[RecordAccess['target'], string | null]> = [['startup', about.startupId], ['user', viewer.userId], ['application', about.applicationId ?? null]];
  for (const [target, recordId] of records) {
    if (!recordId) continue;
    const fields = await activeFieldsById(tx, target, fieldIds);
    if (fields.size === 0) continue;
    const access = await recordAccess(ctx, tx, viewer, target, recordId);
    out.push({ access, fields: new Map([...fields].filter(([, field]) => sees(access, field))) });
  }
  return out;
}

/** Writes the submitted answers of custom_field questions to their fields' values, in the submit's transaction. */
export async function writeThroughInTx(ctx: AppContext, tx: Tx, input: FormRecords & { definition: FormDefinition; answers: Record<string, AnswerValue> }): Promise<void> {
  const questions = customFieldQuestions(input.definition);
  if (questions.size === 0) return;
  const byField = new Map<string, AnswerValue>();
  for (const [questionId, fieldId] of questions) {
    const answer = input.answers[questionId];
    if (answer) byField.set(fieldId, answer);
  }
  if (byField.size === 0) return;
  const viewer = requireViewer(ctx);
  for (const { access, fields } of await targetsOf(ctx, tx, [...byField.keys()], input)) {
    if (!access.mayEdit) continue;
    const values = Object.fromEntries([...fields.keys()].map((fieldId) => [fieldId, byField.get(fieldId)!]));
    if (Object.keys(values).length === 0) continue;
    await writeFieldValuesInTx(tx, { incubatorId: ctx.incubator.id, target: access.target, recordId: access.recordId, updatedBy: viewer.userId, values, known: fields });
  }
}

/** Answers by question id from the values the viewer sees (the startup's, and their own), to start a form from. */
export async function prefillInTx(ctx: AppContext, tx: Tx, input: FormRecords & { definition: FormDefinition }): Promise<Record<string, AnswerValue>> {
  const questions = customFieldQuestions(input.definition);
  if (questions.size === 0) return {};
  const held = new Map<string, AnswerValue>();
  for (const { access, fields } of await targetsOf(ctx, tx, [...new Set(questions.values())], input)) {
    for (const [fieldId, value] of await valuesOf(tx, access.target, access.recordId, [...fields.keys()])) held.set(fieldId, value);
  }
  const answers: Record<string, AnswerValue> = {};
  for (const [questionId, fieldId] of questions) {
    const value = held.get(fieldId);
    if (value) answers[questionId] = value;
  }
  return answers;
}
