/** The applications pages (one lazy chunk; the page registry's import()). */
export { FunnelsListPage } from './pages/FunnelsListPage';
export { FunnelBuilderPage } from './pages/FunnelBuilderPage';
export { ApplicationsIndexPage } from './overview/ApplicationsIndexPage';
export { ApplicationsOverviewPage } from './overview/ApplicationsOverviewPage';
export { ApplicationFilePage } from './file/ApplicationFilePage';
export { ApplyProgramPage } from './intake/ApplyProgramPage';
export { ApplicationsManagerPage } from './intake/ApplicationsManagerPage';
export { RoundFormFillPage } from './intake/RoundFormFillPage';
export { IntakeStartPage } from './intake/IntakeStartPage';
export { LeadTransferPage } from './intake/LeadTransferPage';
export { ReviewQueuePage } from './review/ReviewQueuePage';
export { EvaluationPage } from './review/EvaluationPage';
export { AssignationPage } from './review/AssignationPage';
export { StartupApplicationsPage } from './startup/StartupApplicationsPage';
