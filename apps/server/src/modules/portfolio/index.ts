/**
 * The public surface of modules/portfolio (D-109): the portfolio list of /startups and /coaching, its saved views,
 * the needs-attention signal and the staff home's digest. Anything not exported here is the module's own.
 */
import './portfolio.graphql.js';
import './portfolio-activity.graphql.js';

export { portfolioPolicy } from './portfolio.policy.js';
export { registerPortfolioExportJob } from './portfolio-export.service.js';
export { savedViewStore } from './saved-views.service.js';
export type { SavedViewScopeConfig, SavedViewView } from './saved-views.service.js';
