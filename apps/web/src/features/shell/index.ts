export { useRoleLabel } from './UserMenu';
export { canSeeCreateMenu } from './createMenu';
export { sideMenuItems } from './navItems';
export { entryKey, entryPath, entryRoute, opensAsQuickModal } from './navigationEntries';
export type { EntryViewer, NavigationEntry } from './navigationEntries';
export { sidebarColors } from './sidebarPalette';
export { useSitemapEntries } from './useNavigation';
export { useNavLabel, useNavViewer, useStartupTermOptions, useStartupsLabel } from './useShellData';
export { userMenuLinks } from './userMenuItems';
