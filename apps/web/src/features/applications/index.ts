/**
 * The public surface of features/applications (issue 16): funnels and their builder now; intake, the overview, the
 * application file, review and analytics join in later waves (docs/contract-applications.md). Pages load through
 * pages.ts (the page registry's import()).
 */
export { PhaseBadge } from './pages/PhaseBadge';
// Issue 16 items 4–6: the application file's Evaluations slot (self-contained; the lead wires it into the file).
export { ApplicationEvaluationsPanel } from './review/ApplicationEvaluationsPanel';
