/** The public surface of features/milestones: its pages load through pages.ts (pageRegistry's import()). */
export { STARTUP_MILESTONE_PLAN } from './documents';
export type { MilestonePlan } from './documents';
