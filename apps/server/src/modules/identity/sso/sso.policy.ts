/**
 * Who may change single sign-on (D-106), and the sign-in routes it serves: the configuration is the admin group's;
 * the start and callback routes answer signed-out visitors (the sealed state proves the round trip).
 */
import { adminGroup, publicAccess } from '../../permissions/access-rule.js';

/** Kept as the SSO and sign-in-throttle mutations always answered a refusal. */
export const SSO_ADMIN = adminGroup({ refused: 'Only administrators can do this' });

export const ssoPolicy = {
  updateSsoConfiguration: SSO_ADMIN,
} as const;

export const ssoRoutePolicy = {
  signIn: publicAccess('sign-in round trip, sealed state'),
} as const;
