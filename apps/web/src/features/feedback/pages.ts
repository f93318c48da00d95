/** The feedback pages (one lazy chunk; the page registry's import()). */
export { FeedbackListPage } from './pages/FeedbackListPage';
export { FeedbackRequestPage } from './pages/FeedbackRequestPage';
export { SurveyPage } from './pages/SurveyPage';
