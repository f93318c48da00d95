/** Who may unlock an account the sign-in throttle blocked (D-106): the admin group, run before the resolver. */
import { SSO_ADMIN } from '../../permissions/index.js';

export const throttlingPolicy = {
  clearLoginFailures: SSO_ADMIN,
} as const;
