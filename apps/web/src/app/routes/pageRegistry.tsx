import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyPage } from '../errors/chunkReload';
import { PageLoader } from '../layout/PageLoader';

type PageComponent = LazyExoticComponent<ComponentType<object>>;


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
const ApplicationNewPage = lazyPage<object>(() => account().then((m) => ({ default: m.ApplicationNewPage })));
const AccountConfirmationPage = lazyPage<object>(() => account().then((m) => ({ default: m.AccountConfirmationPage })));
const SecurityPage = lazyPage<object>(() => import('../../features/account/SecurityPage').then((m) => ({ default: m.SecurityPage })));
const sso = () => import('../../features/auth/AuthCallbackPage');
const AuthCallbackPage = lazyPage<object>(() => sso().then((m) => ({ default: m.AuthCallbackPage })));
const AuthLinkedinPage = lazyPage<object>(() => sso().then((m) => ({ default: m.AuthLinkedinPage })));
const AuthUrlPage = lazyPage<object>(() => sso().then((m) => ({ default: m.AuthUrlPage })));
const DevMailboxPage = lazyPage<object>(() =>
  import('../../features/devtools/DevMailboxPage').then((m) => ({ default: m.DevMailboxPage })),
);
const adminSettings = () => import('../../features/settings/pages');
const GeneralSettingsPage = lazyPage<object>(() => adminSettings().then((m) => ({ default: m.GeneralSettingsPage })));
const DomainSettingsPage = lazyPage<object>(() => adminSettings().then((m) => ({ default: m.DomainSettingsPage })));
const BrandingSettingsPage = lazyPage<object>(() => adminSettings().then((m) => ({ default: m.BrandingSettingsPage })));
const MetadataSettingsPage = lazyPage<object>(() => adminSettings().then((m) => ({ default: m.MetadataSettingsPage })));
const IndustriesPage = lazyPage<object>(() => adminSettings().then((m) => ({ default: m.IndustriesPage })));
const ActivityLogsPage = lazyPage<object>(() => adminSettings().then((m) => ({ default: m.ActivityLogsPage })));
const PlanPage = lazyPage<object>(() => adminSettings().then((m) => ({ default: m.PlanPage })));
const adminRoles = () => import('../../features/roles/pages');
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
const PlaceholderPage = lazyPage<{ page: string }>(() => import('./PlaceholderPage'));

const BUILT_PAGES: Record<string, PageComponent> = {
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
  'settings.general': GeneralSettingsPage,
  'settings.domain': DomainSettingsPage,
  'settings.branding': BrandingSettingsPage,
  'settings.metadata': MetadataSettingsPage,
  'settings.industries': IndustriesPage,
  'settings.logs': ActivityLogsPage,
  'settings.plan': PlanPage,
  tasks: TasksPage,
  tasksUsers: TasksUsersPage,
  tasksStartups: TasksStartupsPage,
  'startupTab.activities': StartupActivitiesPage,
  metrics: StaffMetricsPage,
  metricsDataCollection: DataCollectionPage,
  'settings.metrics': MetricsConfigPage,
};

export function isBuiltPage(page: string): boolean {
  return page in BUILT_PAGES;
}

export function RoutePage({ page }: { page: string }) {
  const Built = BUILT_PAGES[page];
  return (
    <Suspense fallback={<PageLoader />}>{Built ? <Built /> : <PlaceholderPage page={page} />}</Suspense>
  );
}

export function NotFound() {
  return <RoutePage page="notFound" />;
}
