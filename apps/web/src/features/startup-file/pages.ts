/** The startup file's tabs of this feature (one lazy chunk). */
export { StartupAnalyticsPage } from './AnalyticsTab';
export { StartupDocumentsPage } from './DocumentsTab';
export { StartupExportPage } from './ExportTab';
export { StartupTasksPage } from './TasksTab';
