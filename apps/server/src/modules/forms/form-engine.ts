/**
 * The domain's form functions the server runs (packages/domain/src/forms: one implementation for browser and server,
 * issue 15 item 2). The server imports them from here only, so the module names in one place what it relies on.
 */
export { analyseFormDefinition, computeCalculated, fileExtension, pruneAnswers, validateAnswers, type FieldError, type FormProblem } from '@hatchery/domain';
