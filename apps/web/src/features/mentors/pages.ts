/** The mentor directory of /startups/mentors (one lazy chunk). */
export { MentorsPage } from './MentorsPage';
