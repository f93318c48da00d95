/** The community directory pages (one lazy chunk): people, startups and the viewer's own public profile. */
export { CommunityPeoplePage } from './CommunityPeoplePage';
export { CommunityStartupsPage } from './CommunityStartupsPage';
export { MyProfilePage } from './MyProfilePage';
