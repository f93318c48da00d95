/**
 * The builder's operations on a form definition: pure functions (definition in, new definition out), so the builder's
 * components stay thin and the operations are tested without a DOM. Question ids are made once here and never
 * change (answers, conditions and version comparisons follow them, D-180).
 */
import {
  isChoiceField,
  isDisplayField,
  type DependencyStatement,
  type DependencyTree,
  type FieldType,
  type FormDefinition,
  type Locale,
  type LocalizedText,
  type Question,
  type QuestionOption,
} from '@hatchery/domain';

/** A short random id fitting the definition's id rule ([A-Za-z0-9_-]). */
export function newId(prefix: string): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID().replace(/-/g, '') : Math.random().toString(36).slice(2);
  return `${prefix}_${random.slice(0, 10)}`;
}

export function emptyDefinition(languages: Locale[]): FormDefinition {
  return { languages: languages.length > 0 ? languages : ['en'], questions: [] };
}

/** A new question of `type` with a label in the form's first language and the defaults the type needs. */
export function newQuestion(type: FieldType, languages: Locale[], label: string): Question {
  const lang = languages[0] ?? 'en';
  const question: Question = { id: newId('q'), type, label: { [lang]: label } };
  if (isChoiceField(type)) {
    question.options = [1, 2].map((n) => ({ value: newId('o'), labels: { [lang]: `${n}` } }));
    if (type === 'tree_single' || type === 'tree_multi') question.optionsDepth = 2;
  }
  if (type === 'number_scale') question.validations = { min: 1, max: 5, step: 1 };
  if (type === 'table') question.validations = { columns: [{ id: newId('c'), labels: { [lang]: '1' }, type: 'text' }], minRows: 1, maxRows: 1 };
  return question;
}

export function addQuestion(definition: FormDefinition, question: Question, index = definition.questions.length): FormDefinition {
  const questions = [...definition.questions];
  questions.splice(Math.max(0, Math.min(index, questions.length)), 0, question);
  return { ...definition, questions };
}

export function updateQuestion(definition: FormDefinition, id: string, patch: Partial<Question>): FormDefinition {
  return { ...definition, questions: definition.questions.map((q) => (q.id === id ? { ...q, ...patch } : q)) };
}

/** Removes the question; conditions that named it are dropped too, so no condition points at nothing. */
export function removeQuestion(definition: FormDefinition, id: string): FormDefinition {
  return {
    ...definition,
    questions: definition.questions
      .filter((q) => q.id !== id)
      .map((q) => {
        const dependency = q.dependency ? pruneTree(q.dependency, id) : q.dependency;
        const calc = q.validations?.calculation;
        const validations = calc ? { ...q.validations, calculation: { ...calc, questionIds: calc.questionIds.filter((qid) => qid !== id) } } : q.validations;
        return { ...q, dependency, validations };
      }),
  };
}

function pruneTree(tree: DependencyTree, questionId: string): DependencyTree | null {
  const statements = tree.statements
    .map((node) => ('statements' in node ? pruneTree(node, questionId) : node.questionId === questionId ? null : node))
    .filter((node): node is DependencyStatement | DependencyTree => node !== null);
  return statements.length > 0 ? { ...tree, statements } : null;
}

/** A copy right after the original, with a new id and new option values (answers never mix between the two). */
export function duplicateQuestion(definition: FormDefinition, id: string, copySuffix: string): FormDefinition {
  const index = definition.questions.findIndex((q) => q.id === id);
  const original = definition.questions[index];
  if (!original) return definition;
  const label: LocalizedText = Object.fromEntries(Object.entries(original.label).map(([lang, text]) => [lang, `${text} ${copySuffix}`]));
  const copy: Question = { ...structuredClone(original), id: newId('q'), label };
  return addQuestion(definition, copy, index + 1);
}

/** Moves the question at `from` to `to` (indexes in the flat list); out-of-range moves change nothing. */
export function moveQuestion(definition: FormDefinition, from: number, to: number): FormDefinition {
  const count = definition.questions.length;
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) return definition;
  const questions = [...definition.questions];
  const [moved] = questions.splice(from, 1);
  if (!moved) return definition;
  questions.splice(to, 0, moved);
  return { ...definition, questions };
}

export function moveQuestionById(definition: FormDefinition, id: string, delta: number): FormDefinition {
  const from = definition.questions.findIndex((q) => q.id === id);
  return from < 0 ? definition : moveQuestion(definition, from, from + delta);
}

/** Sets the languages; labels in a language no longer used stay stored (they come back if it is added again). */
export function setLanguages(definition: FormDefinition, languages: Locale[]): FormDefinition {
  return languages.length === 0 ? definition : { ...definition, languages };
}

export function setText(text: LocalizedText | undefined, lang: Locale, value: string): LocalizedText {
  return { ...(text ?? {}), [lang]: value };
}

// ── Options
export function addOption(options: QuestionOption[] | undefined, lang: Locale, label: string): QuestionOption[] {
  return [...(options ?? []), { value: newId('o'), labels: { [lang]: label } }];
}
export function updateOption(options: QuestionOption[], index: number, patch: Partial<QuestionOption>): QuestionOption[] {
  return options.map((option, i) => (i === index ? { ...option, ...patch } : option));
}
export function removeOption(options: QuestionOption[], index: number): QuestionOption[] {
  return options.filter((_, i) => i !== index);
}
export function moveOption(options: QuestionOption[], index: number, delta: number): QuestionOption[] {
  const to = index + delta;
  if (to < 0 || to >= options.length) return options;
  const next = [...options];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** The flat list of a question's options with their depth (tree types nest them). */
export function optionsWithDepth(options: QuestionOption[] | undefined, depth = 0): Array<{ option: QuestionOption; depth: number }> {
  return (options ?? []).flatMap((option) => [{ option, depth }, ...optionsWithDepth(option.children, depth + 1)]);
}

/** Questions a condition or a calculation may refer to: those that take an answer, other than `selfId`. */
export function answerableQuestions(definition: FormDefinition, selfId?: string): Question[] {
  return definition.questions.filter((q) => q.id !== selfId && !isDisplayField(q.type));
}

/** The section each question belongs to (the id of the nearest `section` above it), for the builder's outline. */
export function sectionOf(definition: FormDefinition): Map<string, string | null> {
  const out = new Map<string, string | null>();
  let current: string | null = null;
  for (const q of definition.questions) {
    if (q.type === 'section') current = q.id;
    out.set(q.id, current);
  }
  return out;
}
