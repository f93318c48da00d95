export * from './definition.js';
export * from './answers.js';
export * from './conditions.js';
export {
  calculateOperation,
  compileForm,
  computeCalculated,
  FormEvaluator,
  visibleQuestionIds,
  type AudienceOptions,
  type CompiledForm,
  type CompiledQuestion,
  type OptionFacts,
} from './evaluate.js';
export * from './validate.js';
export { compilePattern, isEmail, isWebAddress, onStep, tableRowLimit } from './validate-kinds.js';
export * from './prune.js';
export * from './problems.js';
export { analyseFormDefinition } from './analyse.js';
export { allowedRules } from './analyse-questions.js';
export * from './compare.js';
export * from './rule-builder.js';
export * from './translations.js';
export * from './summary.js';
