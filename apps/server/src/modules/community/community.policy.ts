/**
 * Who may call the community operations (D-106; issue 14 item 7). The directories themselves are the `users` and
 * `startups` lists, already limited by the role's visibility; here only the viewer's own public profile.
 */
import { authenticated } from '../permissions/index.js';

export const communityPolicy = {
  updateMyProfile: authenticated("the viewer's own profile only"),
} as const;
