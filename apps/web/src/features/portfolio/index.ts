/** The public surface of features/portfolio: what the home shows of the portfolio (its pages load through pages.ts). */
export { AttentionBadges } from './AttentionBadges';
