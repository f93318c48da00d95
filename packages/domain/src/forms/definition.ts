// The form definition shared by the builder, the renderer, the server and every feature that asks questions
// (applications, coaching evaluations, surveys, feedback requests, profile fields). D2 §3.12, REF-12, REF-13.
// A definition is a flat, ordered list of questions: a `section` question starts a new section (its dependency
// applies to every question up to the next section), `heading`/`sub_heading`/`paragraph`/`video` only display.
// Question ids are stable across versions of a form, so answers, conditions and version comparisons follow them.
import { z } from 'zod';
import { FIELD_TYPES, type FORM_KINDS } from '../reference.js';
import { SUPPORTED_LOCALES, type Locale } from '../locales.js';

export type FieldType = (typeof FIELD_TYPES)[number];
export type FormKind = (typeof FORM_KINDS)[number];

/** Types that show content but take no answer. */
export const DISPLAY_FIELD_TYPES = ['section', 'heading', 'sub_heading', 'paragraph', 'video'] as const satisfies readonly FieldType[];
/** Types whose answer is a choice among options (single or several). */
export const CHOICE_FIELD_TYPES = [
  'select_checkbox', 'select_dropdown', 'tree_single', 'select_radio', 'select_multi_dropdown', 'tree_multi',
] as const satisfies readonly FieldType[];
/** Choice types that take several options. */
export const MULTI_CHOICE_FIELD_TYPES = ['select_checkbox', 'select_multi_dropdown', 'tree_multi'] as const satisfies readonly FieldType[];
/** Choice types whose options nest (optionsDepth levels). */
export const TREE_FIELD_TYPES = ['tree_single', 'tree_multi'] as const satisfies readonly FieldType[];

export function isDisplayField(type: FieldType): boolean {
  return (DISPLAY_FIELD_TYPES as readonly FieldType[]).includes(type);
}
export function isChoiceField(type: FieldType): boolean {
  return (CHOICE_FIELD_TYPES as readonly FieldType[]).includes(type);
}
export function isMultiChoiceField(type: FieldType): boolean {
  return (MULTI_CHOICE_FIELD_TYPES as readonly FieldType[]).includes(type);
}

/** A text in each of the tenant's languages; at least one language is present. */
export type LocalizedText = Partial<Record<Locale, string>>;
const localeSchema = z.enum(SUPPORTED_LOCALES);
export const localizedTextSchema = z
  .partialRecord(localeSchema, z.string().max(5000))
  .refine((value) => Object.values(value).some((text) => typeof text === 'string' && text.trim() !== ''), {
    message: 'A label is needed in at least one language',
  });
const optionalLocalizedTextSchema = z.partialRecord(localeSchema, z.string().max(20000));

/** The text in `locale`, else in `fallback`, else any language that has one. */
export function localizedText(text: LocalizedText | undefined, locale: Locale, fallback: Locale = 'en'): string {
  if (!text) return '';
  return text[locale] || text[fallback] || Object.values(text).find((value) => value && value.trim() !== '') || '';
}

/** Audiences a question may be limited to (flag questionVisibility). Empty or absent: everyone who sees the form. */
export const QUESTION_AUDIENCES = ['respondent', 'staff', 'evaluator', 'mentor'] as const;
export type QuestionAudience = (typeof QUESTION_AUDIENCES)[number];

export interface QuestionOption {
  /** Stable value stored in answers. */
  value: string;
  labels: LocalizedText;
  /** The respondent may type their own text when choosing this option ("Other: …"). */
  isWriteIn?: boolean;
  /** Score of the option (flag qNumericalChoice): used by calculated questions and summaries. */
  numericalValue?: number | null;
  /** Nested options of tree types; depth bounded by the question's optionsDepth. */
  children?: QuestionOption[];
}

export const TABLE_COLUMN_TYPES = ['text', 'number', 'date'] as const;
export type TableColumnType = (typeof TABLE_COLUMN_TYPES)[number];
export interface TableColumn {
  id: string;
  labels: LocalizedText;
  type: TableColumnType;
  required?: boolean;
}

export const TEXT_FORMATS = ['email', 'url'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];

export const CALCULATION_OPERATIONS = ['sum', 'average', 'min', 'max'] as const;
export type CalculationOperation = (typeof CALCULATION_OPERATIONS)[number];

/** Rules per type; a rule that does not apply to the question's type is refused by the definition schema. */
export interface QuestionValidations {
  /** text, text_long */
  minLength?: number;
  maxLength?: number;
  /** text: a JavaScript regular expression source the whole answer must match; patternMessage replaces the default message. */
  pattern?: string;
  patternMessage?: LocalizedText;
  /** text: an e-mail address or a web address (the spec's "{field} is not a valid email / url" messages) */
  format?: TextFormat;
  /** number, number_scale (scale bounds and step), calculated */
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
  /** number_scale: labels of the two ends */
  minLabel?: LocalizedText;
  maxLabel?: LocalizedText;
  /** multi-choice types */
  minSelected?: number;
  maxSelected?: number;
  /** date: ISO dates (YYYY-MM-DD) */
  minDate?: string;
  maxDate?: string;
  /** file: lower-case extensions without the dot ("pdf"), size of each file in bytes, number of files */
  fileTypes?: string[];
  maxFileSize?: number;
  maxFiles?: number;
  /** table: its columns; rows the respondent may add (flag qUserAddRow) between minRows and maxRows */
  columns?: TableColumn[];
  userAddRow?: boolean;
  minRows?: number;
  maxRows?: number;
  /** calculated: the operation over the numeric answers (numbers, or numericalValue of chosen options) of questionIds */
  calculation?: { operation: CalculationOperation; questionIds: string[] };
  /** custom_field: the custom field this question reads and writes */
  customFieldId?: string;
  /** video: the address of the video shown */
  videoUrl?: string;
}

// ── Conditions (D2 §3.12: a nested tree of operator and statements; a statement has action, questionId, operator, values)
export const DEPENDENCY_OPERATORS = ['and', 'or'] as const;
export type DependencyOperator = (typeof DEPENDENCY_OPERATORS)[number];
/** show: the statement holds when its comparison holds; hide: when it does not (D-180). */
export const STATEMENT_ACTIONS = ['show', 'hide'] as const;
export type StatementAction = (typeof STATEMENT_ACTIONS)[number];
export const CONDITION_OPERATORS = [
  'isAnswered', 'isNotAnswered', 'equals', 'notEquals', 'contains', 'notContains', 'anyOf', 'noneOf', 'allOf',
  'greaterThan', 'lessThan', 'between', 'before', 'after',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export interface DependencyStatement {
  action: StatementAction;
  questionId: string;
  operator: ConditionOperator;
  /** Option values, numbers or ISO dates as text; how many depends on the operator (none, one, two for between, any for anyOf…). */
  values: string[];
}
export interface DependencyTree {
  operator: DependencyOperator;
  statements: Array<DependencyStatement | DependencyTree>;
}
export function isDependencyTree(node: DependencyStatement | DependencyTree): node is DependencyTree {
  return 'statements' in node;
}

export interface Question {
  id: string;
  type: FieldType;
  label: LocalizedText;
  /** Help text under the label. */
  description?: LocalizedText;
  required?: boolean;
  validations?: QuestionValidations;
  options?: QuestionOption[];
  optionsDepth?: number;
  /** Shown only when the tree holds; absent: always shown. */
  dependency?: DependencyTree | null;
  /** Shown only to these audiences (flag questionVisibility); absent or empty: to everyone. */
  audiences?: QuestionAudience[];
}

export interface FormDefinition {
  /** Languages the labels are written in; the first is the form's default. */
  languages: Locale[];
  questions: Question[];
}

// ── Answers (D2 §3.12: textValue, numberValue, arrayValue; tables and write-ins need two more)
export interface TableRowValue {
  [columnId: string]: string | number | null;
}
export interface AnswerValue {
  /** text, text_long, date (YYYY-MM-DD) */
  textValue?: string | null;
  /** number, number_scale, calculated */
  numberValue?: number | null;
  /** choice types (one element for single choice; tree paths as the leaf value), file (file ids) */
  arrayValue?: string[] | null;
  /** the text typed for a chosen write-in option, by option value */
  writeIns?: Record<string, string> | null;
  /** table rows */
  tableValue?: TableRowValue[] | null;
}
/** Answers of one submission, by question id. */
export type Answers = Record<string, AnswerValue>;

/** What the server knows of an uploaded file, for the file rules (size and type are checked at upload and on submit). */
export interface AnswerFileInfo {
  id: string;
  name: string;
  size: number;
}

// ── Schemas (the server parses every saved definition and every submitted answer set with these)
const MAX_QUESTIONS = 1000;
const idSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);

const optionSchema: z.ZodType<QuestionOption> = z.lazy(() =>
  z.object({
    value: z.string().min(1).max(200),
    labels: localizedTextSchema,
    isWriteIn: z.boolean().optional(),
    numericalValue: z.number().finite().nullable().optional(),
    children: z.array(optionSchema).max(500).optional(),
  }),
);

const statementSchema = z.object({
  action: z.enum(STATEMENT_ACTIONS),
  questionId: idSchema,
  operator: z.enum(CONDITION_OPERATORS),
  values: z.array(z.string().max(1000)).max(200),
});
export const dependencyTreeSchema: z.ZodType<DependencyTree> = z.lazy(() =>
  z.object({
    operator: z.enum(DEPENDENCY_OPERATORS),
    statements: z.array(z.union([statementSchema, dependencyTreeSchema])).min(1).max(100),
  }),
);

const validationsSchema = z.object({
  minLength: z.number().int().min(0).optional(),
  maxLength: z.number().int().min(1).optional(),
  pattern: z.string().max(500).optional(),
  patternMessage: optionalLocalizedTextSchema.optional(),
  format: z.enum(TEXT_FORMATS).optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  step: z.number().positive().finite().optional(),
  integer: z.boolean().optional(),
  minLabel: optionalLocalizedTextSchema.optional(),
  maxLabel: optionalLocalizedTextSchema.optional(),
  minSelected: z.number().int().min(0).optional(),
  maxSelected: z.number().int().min(1).optional(),
  minDate: z.iso.date().optional(),
  maxDate: z.iso.date().optional(),
  fileTypes: z.array(z.string().regex(/^[a-z0-9]{1,10}$/)).max(50).optional(),
  maxFileSize: z.number().int().positive().optional(),
  maxFiles: z.number().int().min(1).max(50).optional(),
  columns: z
    .array(z.object({ id: idSchema, labels: localizedTextSchema, type: z.enum(TABLE_COLUMN_TYPES), required: z.boolean().optional() }))
    .max(30)
    .optional(),
  userAddRow: z.boolean().optional(),
  minRows: z.number().int().min(0).optional(),
  maxRows: z.number().int().min(1).max(500).optional(),
  calculation: z
    .object({ operation: z.enum(CALCULATION_OPERATIONS), questionIds: z.array(idSchema).min(1).max(200) })
    .optional(),
  customFieldId: z.string().min(1).max(64).optional(),
  videoUrl: z.url().max(2000).optional(),
});

export const questionSchema = z.object({
  id: idSchema,
  type: z.enum(FIELD_TYPES),
  label: localizedTextSchema,
  description: optionalLocalizedTextSchema.optional(),
  required: z.boolean().optional(),
  validations: validationsSchema.optional(),
  options: z.array(optionSchema).max(500).optional(),
  optionsDepth: z.number().int().min(1).max(5).optional(),
  dependency: dependencyTreeSchema.nullable().optional(),
  audiences: z.array(z.enum(QUESTION_AUDIENCES)).max(QUESTION_AUDIENCES.length).optional(),
});

/** Shape only; the rules across questions (ids unique, references exist, rules fit the type, no cycles…) are in analyseFormDefinition. */
export const formDefinitionSchema = z.object({
  languages: z.array(localeSchema).min(1).max(SUPPORTED_LOCALES.length),
  questions: z.array(questionSchema).max(MAX_QUESTIONS),
});

export const answerValueSchema = z.object({
  textValue: z.string().max(100000).nullable().optional(),
  numberValue: z.number().finite().nullable().optional(),
  arrayValue: z.array(z.string().max(1000)).max(1000).nullable().optional(),
  writeIns: z.record(z.string().max(200), z.string().max(5000)).nullable().optional(),
  tableValue: z
    .array(z.record(z.string().max(64), z.union([z.string().max(5000), z.number().finite(), z.null()])))
    .max(500)
    .nullable()
    .optional(),
});
export const answersSchema = z.record(idSchema, answerValueSchema);
