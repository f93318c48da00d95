/**
 * The lazy pages of the later features (forms, events, feedback, applications, coaching, calendar), split from
 * pageRegistry.tsx to keep it readable: one chunk per page group (React.lazy), each bringing its page namespaces
 * (D-370) before it renders. Used only by the registry.
 */
import { Navigate } from 'react-router';
import { lazyPage } from '../errors/chunkReload';
import { PAGE_NAMESPACES, loadPageNamespaces } from '../i18n/i18n';

const account = () => import('../../features/account/pages');
const formPages = () => Promise.all([import('../../features/forms/pages'), loadPageNamespaces(['forms'])]).then(([pages]) => pages);
const eventPages = () => Promise.all([import('../../features/events/pages'), loadPageNamespaces(['events'])]).then(([pages]) => pages);
export const EventsFeedPage = lazyPage<object>(() => eventPages().then((m) => ({ default: m.EventsFeedPage })));
export const EventPage = lazyPage<object>(() => eventPages().then((m) => ({ default: m.EventPage })));
export const EventEditorPage = lazyPage<object>(() => eventPages().then((m) => ({ default: m.EventEditorPage })));
export const MyEventsPage = lazyPage<object>(() => eventPages().then((m) => ({ default: m.MyEventsPage })));
export const EventsPlanningPage = lazyPage<object>(() => eventPages().then((m) => ({ default: m.PlanningPage })));
export const UnpublishedEventsPage = lazyPage<object>(() => eventPages().then((m) => ({ default: m.UnpublishedEventsPage })));
export const FormsListPage = lazyPage<object>(() => formPages().then((m) => ({ default: m.FormsListPage })));
export const FormNewPage = lazyPage<object>(() => formPages().then((m) => ({ default: m.FormNewPage })));
export const FormEditorPage = lazyPage<object>(() => formPages().then((m) => ({ default: m.FormEditorPage })));
export const FormComparePage = lazyPage<object>(() => formPages().then((m) => ({ default: m.FormComparePage })));
export const SharedFormPage = lazyPage<object>(() => formPages().then((m) => ({ default: m.SharedFormPage })));
export const DownloadFormPage = lazyPage<object>(() => formPages().then((m) => ({ default: m.DownloadFormPage })));
export const FormFillPage = lazyPage<object>(() => formPages().then((m) => ({ default: m.FormFillPage })));
const feedbackPages = () => Promise.all([import('../../features/feedback/pages'), loadPageNamespaces(['feedback', 'forms'])]).then(([pages]) => pages);
export const FeedbackListPage = lazyPage<object>(() => feedbackPages().then((m) => ({ default: m.FeedbackListPage })));
export const FeedbackRequestPage = lazyPage<object>(() => feedbackPages().then((m) => ({ default: m.FeedbackRequestPage })));
export const SurveyPage = lazyPage<object>(() => feedbackPages().then((m) => ({ default: m.SurveyPage })));
export const StartupFeedbackPage = lazyPage<object>(() => feedbackPages().then((m) => ({ default: m.StartupFeedbackPage })));
// The applications pages bring their own translations (PAGE_NAMESPACES: not in the first load, issue 12 budget).
const APPLICATION_NAMESPACES = [...PAGE_NAMESPACES.filter((ns) => ns.startsWith('applications')), 'forms' as const];
const applicationPages = () =>
  Promise.all([import('../../features/applications/pages'), loadPageNamespaces(APPLICATION_NAMESPACES)]).then(([pages]) => pages);
export const FunnelsListPage = lazyPage<object>(() => applicationPages().then((m) => ({ default: m.FunnelsListPage })));
export const FunnelBuilderPage = lazyPage<object>(() => applicationPages().then((m) => ({ default: m.FunnelBuilderPage })));
export const ApplicationsIndexPage = lazyPage<object>(() => applicationPages().then((m) => ({ default: m.ApplicationsIndexPage })));
export const StartupApplicationsPage = lazyPage<object>(() => applicationPages().then((m) => ({ default: m.StartupApplicationsPage })));
export const ApplicationsOverviewPage = lazyPage<object>(() => applicationPages().then((m) => ({ default: m.ApplicationsOverviewPage })));
export const ApplicationFilePage = lazyPage<object>(() => applicationPages().then((m) => ({ default: m.ApplicationFilePage })));
export const ApplyProgramPage = lazyPage<object>(() => applicationPages().then((m) => ({ default: m.ApplyProgramPage })));
export const LeadTransferPage = lazyPage<object>(() => applicationPages().then((m) => ({ default: m.LeadTransferPage })));
export const ApplicationsManagerPage = lazyPage<object>(() => applicationPages().then((m) => ({ default: m.ApplicationsManagerPage })));
export const RoundFormFillPage = lazyPage<object>(() => applicationPages().then((m) => ({ default: m.RoundFormFillPage })));
// /application/new: the account feature's sign-up for visitors, the applications feature's intake once signed in.
export const ApplicationNewPage = lazyPage<object>(() =>
  Promise.all([account(), applicationPages()]).then(([a, p]) => ({ default: () => <a.ApplicationNewPage signedIn={<p.IntakeStartPage />} /> })),
);
export const FunnelAnalyticsPage = lazyPage<object>(() =>
  Promise.all([import('../../features/applications/AnalyticsPage'), loadPageNamespaces(APPLICATION_NAMESPACES)]).then(([m]) => ({ default: m.FunnelAnalyticsPage })),
);
export const ReviewQueuePage = lazyPage<object>(() => applicationPages().then((m) => ({ default: m.ReviewQueuePage })));
export const EvaluationPage = lazyPage<object>(() => applicationPages().then((m) => ({ default: m.EvaluationPage })));
export const AssignationPage = lazyPage<object>(() => applicationPages().then((m) => ({ default: m.AssignationPage })));
// Coaching booking (issue 17 item 2): the pages bring the coaching page namespace with them.
const bookingPages = () =>
  Promise.all([import('../../features/coaching/CoachingBookingPage'), loadPageNamespaces(['coaching'])]).then(([pages]) => pages);
export const BookingPage = lazyPage<object>(() => bookingPages().then((m) => ({ default: m.BookingPage })));
export const InvitationPage = lazyPage<object>(() => bookingPages().then((m) => ({ default: m.InvitationPage })));
export const InvitationExpiredPage = lazyPage<object>(() => bookingPages().then((m) => ({ default: m.InvitationExpiredPage })));
export const CancelMeetingPage = lazyPage<object>(() => bookingPages().then((m) => ({ default: m.CancelMeetingPage })));
// The coaching pages bring their own translations (the coaching namespace, PAGE_NAMESPACES).
export const AvailabilityPage = lazyPage<object>(() =>
  Promise.all([import('../../features/coaching/AvailabilityPage'), loadPageNamespaces(['coaching'])]).then(([m]) => ({ default: m.AvailabilityPage })),
);
export const CoachingSettingsPage = lazyPage<object>(() =>
  Promise.all([import('../../features/coaching/CoachingSettingsPage'), loadPageNamespaces(['coaching'])]).then(([m]) => ({ default: m.CoachingSettingsPage })),
);
// Issue 17 item 3 (D-448): which evaluation form a session uses, with the coaching namespace.
export const EvaluationFormsPage = lazyPage<object>(() =>
  Promise.all([import('../../features/coaching/EvaluationFormsPage'), loadPageNamespaces(['coaching'])]).then(([m]) => ({ default: m.EvaluationFormsPage })),
);
// The calendar (issue 17 item 6, issue 18): its own page namespace comes with it.
export const CalendarPage = lazyPage<object>(() =>
  Promise.all([import('../../features/calendar/pages'), loadPageNamespaces(['calendar'])]).then(([m]) => ({ default: m.CalendarPage })),
);
// The coaching session page (issue 17 item 3) brings the coaching namespace too.
export const CoachingSessionPage = lazyPage<object>(() =>
  Promise.all([import('../../features/coaching/CoachingSessionPage'), loadPageNamespaces(['coaching', 'forms'])]).then(([m]) => ({ default: m.SessionPage })),
);
// Mentor matching (issue 17 item 5): both pages bring the coaching namespace (keys under coaching:matching).
const matchingPages = () =>
  Promise.all([import('../../features/coaching/MentorMatchingPage'), loadPageNamespaces(['coaching'])]).then(([pages]) => pages);
export const MatchingRulesPage = lazyPage<object>(() => matchingPages().then((m) => ({ default: m.MatchingRulesPage })));
export const PeopleAssignationPage = lazyPage<object>(() => matchingPages().then((m) => ({ default: m.AssignationPage })));
const customFieldPages = () => Promise.all([import('../../features/custom-fields/pages'), loadPageNamespaces(['forms'])]).then(([pages]) => pages);
export const CustomFieldsPage = lazyPage<object>(() => customFieldPages().then((m) => ({ default: m.CustomFieldsPage })));
export const SetupProfileFieldsPage = lazyPage<object>(() => customFieldPages().then((m) => ({ default: m.SetupProfileFieldsPage })));
export const SetupFieldPage = lazyPage<object>(() => customFieldPages().then((m) => ({ default: m.SetupFieldPage })));
export const ProfileBuilderPage = lazyPage<object>(() => customFieldPages().then((m) => ({ default: m.ProfileBuilderPage })));
export const StartupCustomFieldsPage = lazyPage<object>(() => customFieldPages().then((m) => ({ default: m.StartupCustomFieldsPage })));
// The viewer's own settings and a person's profile page: each brings its own page namespace.
export const PreferencesPage = lazyPage<object>(() =>
  Promise.all([import('../../features/account/PreferencesPage'), loadPageNamespaces(['preferences'])]).then(([m]) => ({ default: m.PreferencesPage })),
);
export const ProfilePage = lazyPage<object>(() =>
  Promise.all([import('../../features/profile/pages'), loadPageNamespaces(['profile'])]).then(([m]) => ({ default: m.ProfilePage })),
);
export const DeleteAccountPage = lazyPage<object>(() =>
  Promise.all([import('../../features/account/DeleteAccountPage'), loadPageNamespaces(['accountDeletion'])]).then(([m]) => ({ default: m.DeleteAccountPage })),
);
// The member's own integrations: the calendar subscription, with the calendar namespace it speaks.
export const IntegrationsPage = lazyPage<object>(() =>
  Promise.all([import('../../features/account/IntegrationsPage'), loadPageNamespaces(['calendar'])]).then(([m]) => ({ default: m.IntegrationsPage })),
);
// The viewer's export history (every kind of export job they ran).
export const ExportsPage = lazyPage<object>(() => import('../../features/account/ExportsPage').then((m) => ({ default: m.ExportsPage })));
// The startup file's Assessment tab and its three views (D-579), with the assessment namespace.
const assessmentPages = () => Promise.all([import('../../features/assessment/pages'), loadPageNamespaces(['assessment'])]).then(([pages]) => pages);
export const StartupAssessmentPage = lazyPage<object>(() => assessmentPages().then((m) => ({ default: m.StartupAssessmentPage })));
export const AssessmentPerformancePage = lazyPage<object>(() => assessmentPages().then((m) => ({ default: m.AssessmentPerformancePage })));
export const AssessmentOverviewPage = lazyPage<object>(() => assessmentPages().then((m) => ({ default: m.AssessmentOverviewPage })));
export const AssessmentEvaluationsPage = lazyPage<object>(() => assessmentPages().then((m) => ({ default: m.AssessmentEvaluationsPage })));
// The organisation's activity feed (D-581), with the feed namespace.
export const FeedPage = lazyPage<object>(() =>
  Promise.all([import('../../features/feed/pages'), loadPageNamespaces(['feed'])]).then(([m]) => ({ default: m.FeedPage })),
);
// The resource library (D-582): the library, a section, one resource — with the resources namespace.
const resourcePages = () => Promise.all([import('../../features/resources/pages'), loadPageNamespaces(['resources'])]).then(([pages]) => pages);
export const ResourcesPage = lazyPage<object>(() => resourcePages().then((m) => ({ default: m.ResourcesPage })));
export const ResourceSectionPage = lazyPage<object>(() => resourcePages().then((m) => ({ default: m.ResourceSectionPage })));
export const ResourcePage = lazyPage<object>(() => resourcePages().then((m) => ({ default: m.ResourcePage })));
// The courses (D-583): learning, the catalogue, a course, its courseware; managing, building, following learners.
const coursePages = () => Promise.all([import('../../features/courses/pages'), loadPageNamespaces(['courses'])]).then(([pages]) => pages);
export const CoursesHomePage = lazyPage<object>(() => coursePages().then((m) => ({ default: m.CoursesHomePage })));
export const CoursesPage = lazyPage<object>(() => coursePages().then((m) => ({ default: m.CoursesPage })));
export const CoursePage = lazyPage<object>(() => coursePages().then((m) => ({ default: m.CoursePage })));
export const CoursewarePage = lazyPage<object>(() => coursePages().then((m) => ({ default: m.CoursewarePage })));
export const CoursesManagementPage = lazyPage<object>(() => coursePages().then((m) => ({ default: m.CoursesManagementPage })));
export const CourseBuilderPage = lazyPage<object>(() => coursePages().then((m) => ({ default: m.CourseBuilderPage })));
export const CourseDashboardPage = lazyPage<object>(() => coursePages().then((m) => ({ default: m.CourseDashboardPage })));
// The emails area (D-584): the list, one email (composer, progress or sent view), the two kinds of templates.
const emailPages = () => Promise.all([import('../../features/emails/pages'), loadPageNamespaces(['emails'])]).then(([pages]) => pages);
export const EmailsIndexPage = lazyPage<object>(() => emailPages().then((m) => ({ default: m.EmailsIndexPage })));
export const EmailsManagementPage = lazyPage<object>(() => emailPages().then((m) => ({ default: m.EmailsManagementPage })));
export const EmailPage = lazyPage<object>(() => emailPages().then((m) => ({ default: m.EmailPage })));
export const EmailTemplatesPage = lazyPage<object>(() => emailPages().then((m) => ({ default: m.EmailTemplatesPage })));
export const ContentTemplatesPage = lazyPage<object>(() => emailPages().then((m) => ({ default: m.ContentTemplatesPage })));
// Article management (D-586): the list and one article's editor.
const articlePages = () => Promise.all([import('../../features/articles/pages'), loadPageNamespaces(['articles'])]).then(([pages]) => pages);
export const ArticlesManagementPage = lazyPage<object>(() => articlePages().then((m) => ({ default: m.ArticlesManagementPage })));
export const ArticleEditorPage = lazyPage<object>(() => articlePages().then((m) => ({ default: m.ArticleEditorPage })));
const chatPages = () => Promise.all([import('../../features/chat/pages'), loadPageNamespaces(['chat'])]).then(([pages]) => pages);
export const ChatPage = lazyPage<object>(() => chatPages().then((m) => ({ default: m.ChatPage })));
export const ChatManagementPage = lazyPage<object>(() => chatPages().then((m) => ({ default: m.ChatManagementPage })));
// An attachment behind sign-in (GAP-06): strings in common.
export const FilePage = lazyPage<object>(() => import('../../features/files/pages').then((m) => ({ default: m.FilePage })));
/**
 * An unknown organisation-settings section (D-588): the first section, once the catch-all's own guard (the admin group)
 * has let the viewer in — a redirect entry would skip that guard.
 */
export const FirstSettingsSection = lazyPage<object>(() =>
  Promise.resolve({ default: () => <Navigate to="/admin/configuration/general" replace /> }),
);
