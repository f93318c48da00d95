/** The public surface of features/startups (D-112): what other features may use. */
export { usePortfolioAlerts, usePortfolioMessage } from './portfolioUi';
export { StartupStageBadge, StartupStatusBadge } from './StartupBadges';
