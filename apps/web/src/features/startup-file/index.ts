/**
 * The public surface of features/startup-file: the tab wrapper other startup-file tabs render in (it reads the route
 * and the startupFile summary); its own pages load through pages.ts (pageRegistry's import()).
 */
export { STARTUP_FILE_SUMMARY } from './documents';
export type { StartupFileSummary } from './documents';
export { StartupFileTab } from './StartupFileTab';
export { formatFileSize } from './fileSize';
