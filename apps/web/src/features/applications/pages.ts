/** The applications pages (one lazy chunk; the page registry's import()). */
export { FunnelsListPage } from './pages/FunnelsListPage';
export { FunnelBuilderPage } from './pages/FunnelBuilderPage';
export { ReviewQueuePage } from './review/ReviewQueuePage';
export { EvaluationPage } from './review/EvaluationPage';
export { AssignationPage } from './review/AssignationPage';
