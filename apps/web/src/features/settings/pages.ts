/** The /admin/configuration pages of this feature (one lazy chunk). */
export { ActivityLogsPage } from './ActivityLogsPage';
export { BrandingSettingsPage } from './BrandingSettingsPage';
export { DomainSettingsPage } from './DomainSettingsPage';
export { GeneralSettingsPage } from './GeneralSettingsPage';
export { IndustriesPage } from './IndustriesPage';
export { MetadataSettingsPage } from './MetadataSettingsPage';
export { PlanPage } from './PlanPage';
export { SetupIndustriesPage } from './SetupIndustriesPage';
