// Which questions a respondent sees and what calculated questions hold, for one set of answers. Both depend on each
// other (a condition may read a calculated question; a calculation skips hidden inputs), so one evaluator works them
// out lazily with memos. A question is shown when its audience fits, its section is shown and its dependency holds;
// a condition reading a hidden question reads it as unanswered, so hiding cascades (D-180). A definition with a cycle
// cannot be published (analyseFormDefinition), but if one is evaluated the questions on the cycle are hidden.
import type { Answers, AnswerValue, FormDefinition, Question, QuestionAudience } from './definition.js';
import { answerKind, flattenOptions, type AnswerKind } from './answers.js';
import { evaluateDependency, type ConditionSubject } from './conditions.js';

export interface OptionFacts {
  isWriteIn: boolean;
  numericalValue: number | null;
}
const NO_OPTIONS: ReadonlyMap<string, OptionFacts> = new Map();

export interface CompiledQuestion {
  question: Question;
  index: number;
  kind: AnswerKind;
  /** The section question this question belongs to (null before the first section and for sections themselves). */
  sectionId: string | null;
  /** Values of every option (nested ones included) and the numerical value of each. */
  optionValues: ReadonlyMap<string, OptionFacts>;
}

export interface CompiledForm {
  definition: FormDefinition;
  questions: CompiledQuestion[];
  byId: ReadonlyMap<string, CompiledQuestion>;
}

const compiled = new WeakMap<FormDefinition, CompiledForm>();

/** Whether an index still describes the definition: the same question list holding the same question objects. */
function stillFits(form: CompiledForm, definition: FormDefinition): boolean {
  const { questions } = definition;
  return questions.length === form.questions.length && form.questions.every((entry, i) => entry.question === questions[i]);
}

/**
 * The definition indexed once and kept per definition object, so the renderer, validating on every change, indexes
 * once. Adding, removing or replacing a question (as immutable updates do) is noticed and indexes again; changing a
 * question object in place is not — treat definitions as values.
 */
export function compileForm(definition: FormDefinition): CompiledForm {
  const cached = compiled.get(definition);
  if (cached && stillFits(cached, definition)) return cached;
  let sectionId: string | null = null;
  const questions: CompiledQuestion[] = definition.questions.map((question, index) => {
    if (question.type === 'section') sectionId = null;
    let optionValues: ReadonlyMap<string, OptionFacts> = NO_OPTIONS;
    if (question.options && question.options.length > 0) {
      const map = new Map<string, OptionFacts>();
      for (const option of flattenOptions(question.options)) {
        if (!map.has(option.value)) map.set(option.value, { isWriteIn: option.isWriteIn === true, numericalValue: option.numericalValue ?? null });
      }
      optionValues = map;
    }
    const entry: CompiledQuestion = { question, index, kind: answerKind(question), sectionId, optionValues };
    if (question.type === 'section') sectionId = question.id;
    return entry;
  });
  const byId = new Map<string, CompiledQuestion>();
  // With duplicate ids (refused by the analyser) the first question wins, everywhere.
  for (const entry of questions) if (!byId.has(entry.question.id)) byId.set(entry.question.id, entry);
  const form = { definition, questions, byId };
  compiled.set(definition, form);
  return form;
}

export interface AudienceOptions {
  /** Who fills or reads the form; questions limited to other audiences are hidden. Absent: no audience filter. */
  audience?: QuestionAudience;
}

const PENDING = Symbol('pending');

/** One evaluation of a form against answers: visibility and calculated values, each worked out once. */
export class FormEvaluator {
  readonly form: CompiledForm;
  private readonly answers: Answers;
  private readonly audience: QuestionAudience | undefined;
  private readonly visible = new Map<string, boolean | typeof PENDING>();
  private readonly calculated = new Map<string, number | null | typeof PENDING>();

  constructor(definition: FormDefinition, answers: Answers, options: AudienceOptions = {}) {
    this.form = compileForm(definition);
    this.answers = answers;
    this.audience = options.audience;
  }

  isVisible(questionId: string): boolean {
    const memo = this.visible.get(questionId);
    if (memo === PENDING) return false; // a cycle: seen as hidden while it is being worked out
    if (memo !== undefined) return memo;
    const entry = this.form.byId.get(questionId);
    if (!entry) return false;
    this.visible.set(questionId, PENDING);
    const shown =
      this.audienceFits(entry.question) &&
      (entry.sectionId === null || this.isVisible(entry.sectionId)) &&
      evaluateDependency(entry.question.dependency, (id) => this.subject(id));
    this.visible.set(questionId, shown);
    return shown;
  }

  private audienceFits(question: Question): boolean {
    if (!this.audience || !question.audiences || question.audiences.length === 0) return true;
    return question.audiences.includes(this.audience);
  }

  /** What a condition reads of a question: nothing when it is hidden or unknown. */
  subject(questionId: string): ConditionSubject {
    const entry = this.form.byId.get(questionId);
    if (!entry || !this.isVisible(questionId)) return { kind: entry?.kind ?? 'none', answer: null };
    return { kind: entry.kind, answer: this.answerOf(entry) };
  }

  /** The answer of a shown question as the engine sees it (a calculated question: its computed value). */
  answerOf(entry: CompiledQuestion): AnswerValue | null {
    if (entry.kind === 'calculated') {
      const value = this.calculatedValue(entry.question.id);
      return value === null ? null : { numberValue: value };
    }
    return this.answers[entry.question.id] ?? null;
  }

  /** The value of a calculated question over its shown, answered inputs; null when none is answered. */
  calculatedValue(questionId: string): number | null {
    const memo = this.calculated.get(questionId);
    if (memo === PENDING) return null;
    if (memo !== undefined) return memo;
    const entry = this.form.byId.get(questionId);
    const calculation = entry?.question.validations?.calculation;
    if (!entry || entry.kind !== 'calculated' || !calculation) return null;
    this.calculated.set(questionId, PENDING);
    const numbers: number[] = [];
    for (const inputId of calculation.questionIds) {
      const input = this.form.byId.get(inputId);
      if (!input || input.question.id === questionId || !this.isVisible(inputId)) continue;
      const value = this.numericValue(input);
      if (value !== null) numbers.push(value);
    }
    const result = calculateOperation(calculation.operation, numbers);
    this.calculated.set(questionId, result);
    return result;
  }

  /** The number an input contributes: its number, or the numerical values of its chosen options (summed). */
  private numericValue(input: CompiledQuestion): number | null {
    if (input.kind === 'calculated') return this.calculatedValue(input.question.id);
    const answer = this.answers[input.question.id];
    if (!answer) return null;
    if (input.kind === 'number') {
      return typeof answer.numberValue === 'number' && Number.isFinite(answer.numberValue) ? answer.numberValue : null;
    }
    if (input.kind === 'single' || input.kind === 'multi') {
      let total: number | null = null;
      for (const value of answer.arrayValue ?? []) {
        const score = input.optionValues.get(value)?.numericalValue;
        if (typeof score === 'number') total = (total ?? 0) + score;
      }
      return total;
    }
    return null;
  }

  visibleIds(): Set<string> {
    const ids = new Set<string>();
    for (const entry of this.form.questions) if (this.isVisible(entry.question.id)) ids.add(entry.question.id);
    return ids;
  }
}

/** sum, average, min or max of the numbers; null for none. */
export function calculateOperation(operation: 'sum' | 'average' | 'min' | 'max', numbers: readonly number[]): number | null {
  if (numbers.length === 0) return null;
  switch (operation) {
    case 'sum':
      return numbers.reduce((total, value) => total + value, 0);
    case 'average':
      return numbers.reduce((total, value) => total + value, 0) / numbers.length;
    case 'min':
      return Math.min(...numbers);
    case 'max':
      return Math.max(...numbers);
  }
}

/** Ids of the questions shown for these answers (display questions included). */
export function visibleQuestionIds(definition: FormDefinition, answers: Answers, options: AudienceOptions = {}): Set<string> {
  return new FormEvaluator(definition, answers, options).visibleIds();
}

/**
 * The answers with every calculated question filled from its shown inputs (removed when no input is answered or the
 * calculated question is hidden). Other answers are returned as they are.
 */
export function computeCalculated(definition: FormDefinition, answers: Answers, options: AudienceOptions = {}): Answers {
  const evaluator = new FormEvaluator(definition, answers, options);
  const result: Answers = { ...answers };
  for (const entry of evaluator.form.questions) {
    if (entry.kind !== 'calculated') continue;
    const value = evaluator.isVisible(entry.question.id) ? evaluator.calculatedValue(entry.question.id) : null;
    if (value === null) delete result[entry.question.id];
    else result[entry.question.id] = { numberValue: value };
  }
  return result;
}
