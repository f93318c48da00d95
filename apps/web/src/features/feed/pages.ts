/** The activity feed's page (one lazy chunk). */
export { FeedPage } from './FeedPage';
