// The analyser's checks of each question on its own: ids, rules that fit the type, bounds, patterns, options,
// table columns, calculations, custom fields and videos.
import {
  TREE_FIELD_TYPES,
  type FieldType,
  type Question,
  type QuestionValidations,
} from './definition.js';
import { flattenOptions, numberScaleBounds, optionTreeDepth, parseIsoDay, type AnswerKind } from './answers.js';
import type { CompiledForm, CompiledQuestion } from './evaluate.js';
import type { FormProblem } from './problems.js';
import { compilePattern } from './validate-kinds.js';

type Rule = keyof QuestionValidations;
const TEXT_RULES: readonly Rule[] = ['minLength', 'maxLength', 'pattern', 'patternMessage', 'format'];
const NUMBER_RULES: readonly Rule[] = ['min', 'max', 'step', 'integer'];
const DATE_RULES: readonly Rule[] = ['minDate', 'maxDate'];
const SELECTED_RULES: readonly Rule[] = ['minSelected', 'maxSelected'];

/** Rules each type takes; any other is refused (ruleNotForType). custom_field: those of the kind it takes (D-181). */
const RULES_BY_TYPE: Record<FieldType, readonly Rule[]> = {
  text: TEXT_RULES,
  text_long: ['minLength', 'maxLength'],
  number: NUMBER_RULES,
  number_scale: ['min', 'max', 'step', 'minLabel', 'maxLabel'],
  select_checkbox: SELECTED_RULES,
  select_multi_dropdown: SELECTED_RULES,
  tree_multi: SELECTED_RULES,
  select_dropdown: [],
  select_radio: [],
  tree_single: [],
  date: DATE_RULES,
  table: ['columns', 'userAddRow', 'minRows', 'maxRows'],
  file: ['fileTypes', 'maxFileSize', 'maxFiles'],
  section: [],
  heading: [],
  sub_heading: [],
  paragraph: [],
  video: ['videoUrl'],
  custom_field: ['customFieldId'],
  calculated: ['min', 'max', 'calculation'],
};
const CUSTOM_FIELD_RULES: Partial<Record<AnswerKind, readonly Rule[]>> = {
  text: TEXT_RULES,
  number: NUMBER_RULES,
  date: DATE_RULES,
  multi: SELECTED_RULES,
};

export function allowedRules(entry: CompiledQuestion): readonly Rule[] {
  const base = RULES_BY_TYPE[entry.question.type];
  return entry.question.type === 'custom_field' ? [...base, ...(CUSTOM_FIELD_RULES[entry.kind] ?? [])] : base;
}

const problem = (code: FormProblem['code'], questionIds: string[], params?: FormProblem['params']): FormProblem =>
  params ? { code, questionIds, params } : { code, questionIds };

export function analyseQuestions(form: CompiledForm): FormProblem[] {
  const problems: FormProblem[] = [];
  const seen = new Set<string>();
  for (const entry of form.questions) {
    const { id } = entry.question;
    if (seen.has(id)) problems.push(problem('duplicateQuestionId', [id]));
    seen.add(id);
    problems.push(...analyseRules(entry), ...analyseOptions(entry), ...analyseTypeNeeds(entry, form));
  }
  return problems;
}

function analyseRules(entry: CompiledQuestion): FormProblem[] {
  const { question } = entry;
  const problems: FormProblem[] = [];
  const rules = question.validations ?? {};
  const allowed = allowedRules(entry);
  for (const rule of Object.keys(rules) as Rule[]) {
    if (rules[rule] !== undefined && !allowed.includes(rule)) problems.push(problem('ruleNotForType', [question.id], { rule }));
  }
  if (question.required && (entry.kind === 'none' || entry.kind === 'calculated')) {
    problems.push(problem('ruleNotForType', [question.id], { rule: 'required' }));
  }
  if (question.optionsDepth !== undefined && !(TREE_FIELD_TYPES as readonly FieldType[]).includes(question.type)) {
    problems.push(problem('ruleNotForType', [question.id], { rule: 'optionsDepth' }));
  }
  const bounds: Array<[Rule, Rule, number | undefined, number | undefined]> = [
    ['minLength', 'maxLength', rules.minLength, rules.maxLength],
    ['min', 'max', rules.min, rules.max],
    ['minSelected', 'maxSelected', rules.minSelected, rules.maxSelected],
    ['minDate', 'maxDate', parseIsoDay(rules.minDate) ?? undefined, parseIsoDay(rules.maxDate) ?? undefined],
    ['minRows', 'maxRows', rules.minRows, rules.maxRows],
  ];
  if (question.type === 'number_scale') {
    const scale = numberScaleBounds(question);
    bounds[1] = ['min', 'max', scale.min, scale.max];
  }
  for (const [low, high, min, max] of bounds) {
    if (min !== undefined && max !== undefined && min > max) problems.push(problem('minAboveMax', [question.id], { min: low, max: high }));
  }
  if (rules.pattern !== undefined && compilePattern(rules.pattern) === null) problems.push(problem('invalidPattern', [question.id]));
  return problems;
}

function analyseOptions(entry: CompiledQuestion): FormProblem[] {
  const { question, kind } = entry;
  const problems: FormProblem[] = [];
  const options = question.options ?? [];
  const takesOptions = kind === 'single' || kind === 'multi';
  if (!takesOptions) {
    if (options.length > 0) problems.push(problem('optionsNotForType', [question.id]));
    return problems;
  }
  if (options.length === 0) problems.push(problem('missingOptions', [question.id]));
  const values = new Set<string>();
  for (const option of flattenOptions(options)) {
    if (values.has(option.value)) problems.push(problem('duplicateOptionValue', [question.id], { value: option.value }));
    values.add(option.value);
  }
  const minSelected = question.validations?.minSelected;
  if (kind === 'multi' && minSelected !== undefined && options.length > 0 && minSelected > values.size) {
    problems.push(problem('minAboveMax', [question.id], { min: 'minSelected', max: 'options' }));
  }
  const isTree = (TREE_FIELD_TYPES as readonly FieldType[]).includes(question.type);
  const maxDepth = isTree ? (question.optionsDepth ?? 1) : 1;
  const depth = optionTreeDepth(options);
  if (depth > maxDepth) problems.push(problem('optionsTooDeep', [question.id], { depth, max: maxDepth }));
  return problems;
}

function analyseTypeNeeds(entry: CompiledQuestion, form: CompiledForm): FormProblem[] {
  const { question } = entry;
  const rules = question.validations ?? {};
  const problems: FormProblem[] = [];
  if (question.type === 'table') {
    const columns = rules.columns ?? [];
    if (columns.length === 0) problems.push(problem('missingColumns', [question.id]));
    const ids = new Set<string>();
    for (const column of columns) {
      if (ids.has(column.id)) problems.push(problem('duplicateColumnId', [question.id], { column: column.id }));
      ids.add(column.id);
    }
  }
  if (question.type === 'custom_field' && !rules.customFieldId) problems.push(problem('missingCustomField', [question.id]));
  if (question.type === 'video' && !rules.videoUrl) problems.push(problem('missingVideoUrl', [question.id]));
  if (question.type === 'calculated') problems.push(...analyseCalculation(question, form));
  return problems;
}

/** Inputs of a calculation must be numbers, calculated questions, or choices (their options' numerical values). */
function analyseCalculation(question: Question, form: CompiledForm): FormProblem[] {
  const calculation = question.validations?.calculation;
  if (!calculation) return [problem('missingCalculation', [question.id])];
  const problems: FormProblem[] = [];
  for (const inputId of new Set(calculation.questionIds)) {
    const input = form.byId.get(inputId);
    if (inputId === question.id) problems.push(problem('calculationOnItself', [question.id]));
    else if (!input) problems.push(problem('calculationUnknownQuestion', [question.id, inputId]));
    else if (!isNumericInput(input)) {
      problems.push(problem('calculationNotNumeric', [question.id, inputId]));
    }
  }
  return problems;
}

function isNumericInput(input: CompiledQuestion): boolean {
  if (input.kind === 'number' || input.kind === 'calculated') return true;
  // A choice counts through its options' numerical values (qNumericalChoice); without any it adds nothing.
  if (input.kind === 'single' || input.kind === 'multi') {
    return [...input.optionValues.values()].some((option) => typeof option.numericalValue === 'number');
  }
  return false;
}
