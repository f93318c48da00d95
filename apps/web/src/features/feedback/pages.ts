/** The feedback pages (one lazy chunk; the page registry's import()). */
export { FeedbackListPage, FeedbackRequestPage } from './gatedPages';
export { SurveyPage } from './pages/SurveyPage';
export { StartupFeedbackPage } from './startup-tab/StartupFeedbackTab';
