/**
 * The public surface of features/forms (issue 15): the builder, the renderer and the comparison, for every feature
 * that asks questions (applications, evaluations, surveys, feedback requests, profile fields). Its pages load through
 * pages.ts (the page registry's import()).
 */
export { FormBuilder, type FormBuilderProps } from './builder/FormBuilder';
export type { BuilderFeatures } from './builder/BuilderContext';
export { FormRenderer, type FormRendererProps } from './renderer/FormRenderer';
export { AnswerSummary } from './renderer/AnswerSummary';
export { uploadFormFile } from './renderer/uploadFormFile';
export { FormFill, type FormFillProps } from './fill/FormFill';
export { startingAnswers } from './fill/startingAnswers';
export { FormComparison } from './comparison/FormComparison';
export { useFormFeatures } from './useFormFeatures';
// One question's input as the renderer shows it, and its message: custom field values use them (issue 15 item 7).
export { QuestionField } from './renderer/QuestionField';
export type { FieldProps } from './renderer/fieldProps';
export { useFieldErrorText } from './renderer/fieldError';
