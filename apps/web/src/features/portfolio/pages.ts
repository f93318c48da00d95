/** The portfolio pages /startups and /coaching (one lazy chunk). */
export { CoachingPortfolioPage, StartupsPortfolioPage } from './PortfolioPage';
