// The problems that stop a form from being published (analyseFormDefinition), shared by the builder, which shows them
// on the questions they name, and the server, which refuses publishForm with them (docs/contract-forms.md §2).

export const FORM_PROBLEM_CODES = [
  // questions and their rules
  'duplicateQuestionId', 'ruleNotForType', 'minAboveMax', 'invalidPattern', 'missingOptions', 'duplicateOptionValue',
  'optionsNotForType', 'optionsTooDeep', 'missingColumns', 'duplicateColumnId', 'missingCalculation',
  'calculationUnknownQuestion', 'calculationNotNumeric', 'calculationOnItself', 'missingCustomField', 'missingVideoUrl',
  // conditions
  'conditionUnknownQuestion', 'conditionOnDisplayQuestion', 'conditionOnItself', 'conditionOperatorNotForType',
  'conditionValueCount', 'conditionValueNotOption', 'conditionValueNotNumber', 'conditionValueNotDate',
  'conditionForwardReference', 'conditionCycle', 'conditionNeverMet',
] as const;
export type FormProblemCode = (typeof FORM_PROBLEM_CODES)[number];

/**
 * One problem. `questionIds` names the questions: first the question the problem is on, then the ones it involves
 * (the referenced question of a condition, the input of a calculation); for a cycle, the questions of the cycle in
 * order (each depends on the next, the last on the first). The web shows `t('forms.problems.<code>', params)`.
 */
export interface FormProblem {
  code: FormProblemCode;
  questionIds: string[];
  params?: Record<string, string | number>;
}
