/** Who may call the navigation operations (D-106): one rule per root field, run before the resolver. */
import { authenticated } from '../permissions/index.js';

export const navigationPolicy = {
  sidebarV2: authenticated('entries limited by role, permissions and flags'),
  sitemap: authenticated('entries limited by role, permissions and flags'),
  userProfileCard: authenticated('users of the same tenant'),
} as const;
