/** Who may call the users operations (D-106): one rule per root field, run before the resolver. */
import { authenticated } from '../permissions/access-rule.js';

export const usersPolicy = {
  currentUser: authenticated(),
} as const;

export const usersRoutePolicy = {
  /** GET /bench/raw-current-user: the currentUser baseline of bench/. */
  benchCurrentUser: authenticated(),
} as const;
