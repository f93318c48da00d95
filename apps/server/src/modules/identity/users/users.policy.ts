/** Who may call the users operations (D-106): one rule per root field, run before the resolver. */
import { authenticated } from '../../permissions/index.js';

export const usersPolicy = {
  currentUser: authenticated(),
} as const;
