/** The startup file's Assessment pages (one lazy chunk, D-579): the tab opens on the performance overview. */
import { createElement } from 'react';
import { AssessmentPage } from './AssessmentTab';

export function StartupAssessmentPage() {
  return createElement(AssessmentPage, { view: 'performance-overview' });
}

export function AssessmentPerformancePage() {
  return createElement(AssessmentPage, { view: 'performance-overview' });
}

export function AssessmentOverviewPage() {
  return createElement(AssessmentPage, { view: 'overview' });
}

export function AssessmentEvaluationsPage() {
  return createElement(AssessmentPage, { view: 'evaluations' });
}
