// pruneAnswers: what the server stores of a submission — answers of shown questions only, in the fields their kind
// uses, calculated questions as computed (D-182). Run after validateAnswers on the same answers.
import type { Answers, AnswerValue } from './definition.js';
import type { FormDefinition } from './definition.js';
import { isAnswered, isRowFilled } from './answers.js';
import { FormEvaluator, type AudienceOptions, type CompiledQuestion } from './evaluate.js';

/**
 * Drops answers of hidden and display questions, unknown ids and empty answers; keeps only the fields a question's
 * kind uses (write-in texts of chosen write-in options only; filled table rows only); fills calculated questions.
 */
export function pruneAnswers(definition: FormDefinition, answers: Answers, options: AudienceOptions = {}): Answers {
  const evaluator = new FormEvaluator(definition, answers, options);
  const pruned: Answers = {};
  for (const entry of evaluator.form.questions) {
    const id = entry.question.id;
    if (evaluator.form.byId.get(id) !== entry || !evaluator.isVisible(id)) continue;
    const answer = evaluator.answerOf(entry);
    if (!isAnswered(entry.kind, answer) || !answer) continue;
    pruned[id] = keepFields(entry, answer);
  }
  return pruned;
}

function keepFields(entry: CompiledQuestion, answer: AnswerValue): AnswerValue {
  switch (entry.kind) {
    case 'text':
    case 'date':
      return { textValue: answer.textValue ?? null };
    case 'number':
    case 'calculated':
      return { numberValue: answer.numberValue ?? null };
    case 'file':
      return { arrayValue: [...(answer.arrayValue ?? [])] };
    case 'table':
      return { tableValue: (answer.tableValue ?? []).filter(isRowFilled).map((row) => ({ ...row })) };
    case 'single':
    case 'multi': {
      const arrayValue = [...(answer.arrayValue ?? [])];
      const writeIns: Record<string, string> = {};
      for (const value of arrayValue) {
        const text = answer.writeIns?.[value];
        if (entry.optionValues.get(value)?.isWriteIn && typeof text === 'string') writeIns[value] = text;
      }
      return Object.keys(writeIns).length > 0 ? { arrayValue, writeIns } : { arrayValue };
    }
    default:
      return {};
  }
}
