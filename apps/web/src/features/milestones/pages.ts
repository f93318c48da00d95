/** The milestone pages (one lazy chunk). */
export { MilestoneTemplatesPage } from './MilestoneTemplatesPage';
export { StartupMilestonesPage } from './MilestonesTab';
