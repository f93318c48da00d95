/**
 * The public surface of features/assessment (D-579): the startup file's Assessment tab. Its pages load through
 * pages.ts (pageRegistry's import()); nothing else is shared.
 */
export type { AssessmentView } from './AssessmentTab';
