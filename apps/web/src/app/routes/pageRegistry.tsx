import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../errors/chunkReload';
import { loadPageNamespaces } from '../i18n/i18n';
import {
  EventsFeedPage, EventPage, EventEditorPage, MyEventsPage, EventsPlanningPage, UnpublishedEventsPage, FormsListPage,
  FormNewPage, FormEditorPage, FormComparePage, SharedFormPage, DownloadFormPage, FormFillPage, FeedbackListPage,
  FeedbackRequestPage, SurveyPage, StartupFeedbackPage, FunnelsListPage, FunnelBuilderPage, ApplicationsIndexPage,
  StartupApplicationsPage, ApplicationsOverviewPage, ApplicationFilePage, ApplyProgramPage, LeadTransferPage,
  ApplicationsManagerPage, RoundFormFillPage, ApplicationNewPage, FunnelAnalyticsPage, ReviewQueuePage,
  EvaluationPage, AssignationPage, BookingPage, InvitationPage, InvitationExpiredPage, CancelMeetingPage,
  AvailabilityPage, CoachingSettingsPage, EvaluationFormsPage, CalendarPage, CoachingSessionPage, MatchingRulesPage,
  PeopleAssignationPage, CustomFieldsPage, SetupProfileFieldsPage, SetupFieldPage, ProfileBuilderPage,
  StartupCustomFieldsPage, PreferencesPage, ProfilePage, DeleteAccountPage, IntegrationsPage, ExportsPage,
  StartupAssessmentPage, AssessmentPerformancePage, AssessmentOverviewPage, AssessmentEvaluationsPage, FeedPage,
  ResourcesPage, ResourceSectionPage, ResourcePage, CoursesHomePage, CoursesPage, CoursePage, CoursewarePage,
  CoursesManagementPage, CourseBuilderPage, CourseDashboardPage, EmailsIndexPage, EmailsManagementPage, EmailPage,
  EmailTemplatesPage, ContentTemplatesPage, FilePage, ArticlesManagementPage, ArticleEditorPage, FirstSettingsSection,
  ChatPage, ChatManagementPage
} from './pageLoaders';

export type PageComponent = LazyExoticComponent<ComponentType<object>>;

// One chunk per page group (React.lazy); /login pulls only the auth chunk.
const LoginPage = lazyPage<object>(() => import('../../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const HomePage = lazyPage<object>(() => import('../../features/home/HomePage').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazyPage<object>(() =>
  import('../errors/NotFoundPage').then((m) => ({ default: () => <m.NotFoundPage /> })),
);
const IncubatorNotFoundPage = lazyPage<object>(() =>
  import('../errors/IncubatorNotFoundPage').then((m) => ({ default: m.IncubatorNotFoundPage })),
);
const ErrorPage = lazyPage<object>(() => import('../errors/ErrorPage').then((m) => ({ default: m.ErrorPage })));
const account = () => import('../../features/account/pages');
const ForgotPasswordPage = lazyPage<object>(() => account().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazyPage<object>(() => account().then((m) => ({ default: m.ResetPasswordPage })));
const ValidateAccountPage = lazyPage<object>(() => account().then((m) => ({ default: m.ValidateAccountPage })));
const AcceptInvitationPage = lazyPage<object>(() => account().then((m) => ({ default: m.AcceptInvitationPage })));
const AccountConfirmationPage = lazyPage<object>(() => account().then((m) => ({ default: m.AccountConfirmationPage })));
const SecurityPage = lazyPage<object>(() => import('../../features/account/SecurityPage').then((m) => ({ default: m.SecurityPage })));
const sso = () => import('../../features/auth/AuthCallbackPage');
const AuthCallbackPage = lazyPage<object>(() => sso().then((m) => ({ default: m.AuthCallbackPage })));
const AuthLinkedinPage = lazyPage<object>(() => sso().then((m) => ({ default: m.AuthLinkedinPage })));
const AuthUrlPage = lazyPage<object>(() => sso().then((m) => ({ default: m.AuthUrlPage })));
const DevMailboxPage = lazyPage<object>(() =>
  import('../../features/devtools/DevMailboxPage').then((m) => ({ default: m.DevMailboxPage })),
);
// The plan page and the activity log name feature flags: the flags namespace comes with them (D-370's rule).
const adminSettings = () => Promise.all([import('../../features/settings/pages'), loadPageNamespaces(['flags'])]).then(([pages]) => pages);
const GeneralSettingsPage = lazyPage<object>(() => adminSettings().then((m) => ({ default: m.GeneralSettingsPage })));
const DomainSettingsPage = lazyPage<object>(() => adminSettings().then((m) => ({ default: m.DomainSettingsPage })));
const BrandingSettingsPage = lazyPage<object>(() => adminSettings().then((m) => ({ default: m.BrandingSettingsPage })));
const MetadataSettingsPage = lazyPage<object>(() => adminSettings().then((m) => ({ default: m.MetadataSettingsPage })));
const IndustriesPage = lazyPage<object>(() => adminSettings().then((m) => ({ default: m.IndustriesPage })));
const SetupIndustriesPage = lazyPage<object>(() => adminSettings().then((m) => ({ default: m.SetupIndustriesPage })));
const ActivityLogsPage = lazyPage<object>(() => adminSettings().then((m) => ({ default: m.ActivityLogsPage })));
const PlanPage = lazyPage<object>(() => adminSettings().then((m) => ({ default: m.PlanPage })));
const adminRoles = () => Promise.all([import('../../features/roles/pages'), loadPageNamespaces(['permissions'])]).then(([pages]) => pages);
const RolesPage = lazyPage<object>(() => adminRoles().then((m) => ({ default: m.RolesPage })));
const PermissionsMatrixPage = lazyPage<object>(() => adminRoles().then((m) => ({ default: m.PermissionsMatrixPage })));
const UsersPage = lazyPage<object>(() => import('../../features/users/UsersPage').then((m) => ({ default: m.UsersPage })));
const tasks = () => import('../../features/tasks/pages');
const TasksPage = lazyPage<object>(() => tasks().then((m) => ({ default: m.TasksPage })));
const TasksUsersPage = lazyPage<object>(() => tasks().then((m) => ({ default: m.TasksUsersPage })));
const TasksStartupsPage = lazyPage<object>(() => tasks().then((m) => ({ default: m.TasksStartupsPage })));
const StartupActivitiesPage = lazyPage<object>(() =>
  import('../../features/timeline/StartupActivitiesPage').then((m) => ({ default: m.StartupActivitiesPage })),
);
const metricsStaff = () => import('../../features/metrics/pages');
const StaffMetricsPage = lazyPage<object>(() => metricsStaff().then((m) => ({ default: m.StaffMetricsPage })));
const MetricsConfigPage = lazyPage<object>(() => metricsStaff().then((m) => ({ default: m.MetricsConfigPage })));
const DataCollectionPage = lazyPage<object>(() => metricsStaff().then((m) => ({ default: m.DataCollectionPage })));
const startupPages = () => import('../../features/startups/pages');
const CompanyTabPage = lazyPage<object>(() => startupPages().then((m) => ({ default: m.CompanyTabPage })));
const StartupFileIndexPage = lazyPage<object>(() => startupPages().then((m) => ({ default: m.StartupFileIndexPage })));
const StartupsManagementPage = lazyPage<object>(() => startupPages().then((m) => ({ default: m.StartupsManagementPage })));
const StartupProfilePage = lazyPage<object>(() => startupPages().then((m) => ({ default: m.StartupProfilePage })));
const programPages = () => import('../../features/programs/pages');
const IncubatorPlansPage = lazyPage<object>(() => programPages().then((m) => ({ default: m.IncubatorPlansPage })));
const StartupAssignationsPage = lazyPage<object>(() => programPages().then((m) => ({ default: m.StartupAssignationsPage })));
const startupFile = () => import('../../features/startup-file/pages');
const StartupDocumentsPage = lazyPage<object>(() => startupFile().then((m) => ({ default: m.StartupDocumentsPage })));
const StartupTasksPage = lazyPage<object>(() => startupFile().then((m) => ({ default: m.StartupTasksPage })));
const StartupAnalyticsPage = lazyPage<object>(() => startupFile().then((m) => ({ default: m.StartupAnalyticsPage })));
const StartupExportPage = lazyPage<object>(() => startupFile().then((m) => ({ default: m.StartupExportPage })));
const milestones = () => import('../../features/milestones/pages');
const StartupMilestonesPage = lazyPage<object>(() => milestones().then((m) => ({ default: m.StartupMilestonesPage })));
const MilestoneTemplatesPage = lazyPage<object>(() => milestones().then((m) => ({ default: m.MilestoneTemplatesPage })));
const tagPages = () => import('../../features/tags/pages');
const TagsPage = lazyPage<object>(() => tagPages().then((m) => ({ default: m.TagsPage })));
const MentorsPage = lazyPage<object>(() => import('../../features/mentors/pages').then((m) => ({ default: m.MentorsPage })));
// MyProfilePage's custom fields render with the forms renderer (its words: the forms page namespace).
const communityPages = () => Promise.all([import('../../features/community/pages'), loadPageNamespaces(['forms'])]).then(([pages]) => pages);
const CommunityPeoplePage = lazyPage<object>(() => communityPages().then((m) => ({ default: m.CommunityPeoplePage })));
const CommunityStartupsPage = lazyPage<object>(() => communityPages().then((m) => ({ default: m.CommunityStartupsPage })));
const MyProfilePage = lazyPage<object>(() => communityPages().then((m) => ({ default: m.MyProfilePage })));
const portfolio = () => import('../../features/portfolio/pages');
const StartupsPortfolioPage = lazyPage<object>(() => portfolio().then((m) => ({ default: m.StartupsPortfolioPage })));
const CoachingPortfolioPage = lazyPage<object>(() => portfolio().then((m) => ({ default: m.CoachingPortfolioPage })));

const BUILT_PAGES = {
  login: LoginPage,
  home: HomePage,
  notFound: NotFoundPage,
  incubatorNotFound: IncubatorNotFoundPage,
  error: ErrorPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  validateAccount: ValidateAccountPage,
  acceptInvitation: AcceptInvitationPage,
  applicationNew: ApplicationNewPage,
  accountConfirmation: AccountConfirmationPage,
  security: SecurityPage,
  authCallback: AuthCallbackPage,
  authLinkedinCallback: AuthCallbackPage,
  authLinkedin: AuthLinkedinPage,
  authUrl: AuthUrlPage,
  devMailbox: DevMailboxPage,
  'settings.roles': RolesPage,
  'settings.permissions': PermissionsMatrixPage,
  'settings.users': UsersPage,
  organisationSettings: FirstSettingsSection,
  'settings.general': GeneralSettingsPage,
  'settings.domain': DomainSettingsPage,
  'settings.branding': BrandingSettingsPage,
  'settings.metadata': MetadataSettingsPage,
  'settings.industries': IndustriesPage,
  'settings.logs': ActivityLogsPage,
  'settings.plan': PlanPage,
  activityFeed: FeedPage,
  // D-592: the live chat and who may chat with whom.
  chat: ChatPage,
  chatManagement: ChatManagementPage,
  // The resource library (D-582).
  resources: ResourcesPage,
  resourceSection: ResourceSectionPage,
  resource: ResourcePage,
  // The courses (D-583).
  coursesHome: CoursesHomePage,
  courses: CoursesPage,
  course: CoursePage,
  courseware: CoursewarePage,
  coursesManagement: CoursesManagementPage,
  courseDashboard: CourseDashboardPage,
  courseBuilder: CourseBuilderPage,
  // The emails area (D-584).
  emails: EmailsIndexPage,
  emailsManagement: EmailsManagementPage,
  emailTemplates: EmailTemplatesPage,
  contentTemplates: ContentTemplatesPage,
  email: EmailPage,
  // An attachment behind sign-in (GAP-06).
  file: FilePage,
  // Article management (D-586).
  articlesManagement: ArticlesManagementPage,
  articleEditor: ArticleEditorPage,
  tasks: TasksPage,
  tasksUsers: TasksUsersPage,
  tasksStartups: TasksStartupsPage,
  'startupTab.activities': StartupActivitiesPage,
  'startupTab.company': CompanyTabPage,
  startupFile: StartupFileIndexPage,
  startupsManagement: StartupsManagementPage,
  incubatorPlans: IncubatorPlansPage,
  startupAssignations: StartupAssignationsPage,
  'startupTab.documents': StartupDocumentsPage,
  'startupTab.tasks': StartupTasksPage,
  'startupTab.analytics': StartupAnalyticsPage,
  'startupTab.export': StartupExportPage,
  'startupTab.milestones': StartupMilestonesPage,
  'startupTab.assessment': StartupAssessmentPage,
  'assessmentTab.performance-overview': AssessmentPerformancePage,
  'assessmentTab.overview': AssessmentOverviewPage,
  'assessmentTab.evaluations': AssessmentEvaluationsPage,
  'startupTab.applications': StartupApplicationsPage,
  'startupTab.feedback': StartupFeedbackPage,
  milestoneTemplates: MilestoneTemplatesPage,
  metrics: StaffMetricsPage,
  metricsDataCollection: DataCollectionPage,
  'settings.metrics': MetricsConfigPage,
  'tags.user': TagsPage,
  'tags.event': TagsPage,
  'tags.forms': TagsPage,
  'tags.mentortag': TagsPage,
  'tags.startup': TagsPage,
  'tags.community': TagsPage,
  'tags.application': TagsPage,
  'tags.other': TagsPage,
  'tags.skills': TagsPage,
  'tags.topic': TagsPage,
  adminTags: TagsPage,
  mentors: MentorsPage,
  communityPeople: CommunityPeoplePage,
  communityStartups: CommunityStartupsPage,
  profileFieldsBuilder: MyProfilePage,
  myProfile: MyProfilePage,
  startups: StartupsPortfolioPage,
  portfolio: CoachingPortfolioPage,
  // D-156..D-158: the admin and setup variants of GAP-07 / RTE-58 show the same pages as their portfolio routes.
  startupProfile: StartupProfilePage,
  adminStartups: StartupsManagementPage,
  adminPrograms: IncubatorPlansPage,
  adminMentors: MentorsPage,
  // D-587: the metrics data collection and the forms list, at their GAP-07 addresses.
  adminMetricsDataCollection: DataCollectionPage,
  adminForms: FormsListPage,
  setupIndustries: SetupIndustriesPage,
  formsManagement: FormsListPage,
  formNew: FormNewPage,
  formEditor: FormEditorPage,
  formCompare: FormComparePage,
  sharedForm: SharedFormPage,
  downloadForm: DownloadFormPage,
  formFill: FormFillPage,
  feedbackManagement: FeedbackListPage,
  feedback: FeedbackRequestPage,
  survey: SurveyPage,
  funnelsManagement: FunnelsListPage,
  funnelBuilder: FunnelBuilderPage,
  applications: ApplicationsIndexPage,
  applicationsOverview: ApplicationsOverviewPage,
  applicationFile: ApplicationFilePage,
  applicationActivities: ApplicationFilePage,
  applicationForm: ApplicationFilePage,
  applicationMeeting: ApplicationFilePage,
  setupFunnels: FunnelsListPage,
  applyProgram: ApplyProgramPage,
  leadTransfer: LeadTransferPage,
  applicationsManager: ApplicationsManagerPage,
  applicationFormFill: RoundFormFillPage,
  applicationsAnalytics: FunnelAnalyticsPage,
  customFields: CustomFieldsPage,
  setupProfileFields: SetupProfileFieldsPage,
  setupField: SetupFieldPage,
  profileBuilder: ProfileBuilderPage,
  'startupTab.custom-fields': StartupCustomFieldsPage,
  applicationReviews: ReviewQueuePage,
  applicationReview: EvaluationPage,
  evaluationAssignation: AssignationPage,
  coachingBook: BookingPage,
  coachingInvitation: InvitationPage,
  invitationExpired: InvitationExpiredPage,
  cancelMeeting: CancelMeetingPage,
  availability: AvailabilityPage,
  coachingPreferences: CoachingSettingsPage,
  'settings.coaching-evaluations': EvaluationFormsPage,
  coachingSession: CoachingSessionPage,
  'settings.mentormatching': MatchingRulesPage,
  peopleAssignation: PeopleAssignationPage,
  // Issue 18 wave 1: the feed, one event, its editor.
  eventsFeed: EventsFeedPage,
  event: EventPage,
  eventEditor: EventEditorPage,
  // Issue 18 item 3: the viewer's events and the staff's planning lists.
  myEvents: MyEventsPage,
  eventsPlanning: EventsPlanningPage,
  eventsUnpublished: UnpublishedEventsPage,
  // Issue 17 item 6: the day, week and month views and the private ICS address.
  calendar: CalendarPage,
  // The viewer's preferences and a person's profile (the user menu's and side bar's account entries).
  preferences: PreferencesPage,
  profile: ProfilePage,
  deleteAccount: DeleteAccountPage,
  integrations: IntegrationsPage,
  exports: ExportsPage,
} satisfies Record<string, PageComponent>;

/**
 * The pages of the route table not built yet: each renders the labelled placeholder, titled from the `pages`
 * namespace (translations.test.ts holds every locale to a title for each).
 */
const PLANNED_PAGES = [
  'internalComponents', 'confirmIncubatorEmail', 'welcome', 'adminDataAssets',
] as const;

/**
 * Every page a route may name (D-113): a built page or a planned one. The route table's `page` is typed by it, so a
 * route naming a page that is in neither list does not compile (pageKeys.typetest.ts).
 */
export type PageKey = keyof typeof BUILT_PAGES | (typeof PLANNED_PAGES)[number];

/** Every key of the registry (for its tests; a function, so the app's files do not carry the list). */
export function pageKeys(): PageKey[] {
  return [...(Object.keys(BUILT_PAGES) as (keyof typeof BUILT_PAGES)[]), ...PLANNED_PAGES];
}

export function isBuiltPage(page: string): boolean {
  return page in BUILT_PAGES;
}

/** The built component of a page, if it is built (RoutePage.tsx renders it, or the placeholder). */
export function builtPage(page: string): PageComponent | undefined {
  return (BUILT_PAGES as Partial<Record<string, PageComponent>>)[page];
}
