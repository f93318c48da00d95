/** Who may call the users operations (D-106): one rule per root field, run before the resolver. */
import { authenticated } from '../../permissions/access-rule.js';

export const usersPolicy = {
  currentUser: authenticated(),
} as const;
