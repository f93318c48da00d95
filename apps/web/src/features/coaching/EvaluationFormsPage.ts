/** /admin/configuration/coaching-evaluations (lazy entry of the page registry; the page lives in evaluation-forms/). */
export { EvaluationFormsPage } from './evaluation-forms/EvaluationFormsPage';
