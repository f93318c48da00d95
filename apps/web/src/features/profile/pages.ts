/** The profile pages' chunk: /profile and /profile/:id. */
export { ProfilePage } from './ProfilePage';
