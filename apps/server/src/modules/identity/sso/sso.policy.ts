/**
 * Who may change single sign-on (D-106), and the sign-in routes it serves: the configuration is the admin group's;
 * the start and callback routes answer signed-out visitors (the sealed state proves the round trip).
 */
import { publicAccess } from '../../permissions/index.js';
import { SSO_ADMIN } from '../../permissions/index.js';

export const ssoPolicy = {
  updateSsoConfiguration: SSO_ADMIN,
} as const;

export const ssoRoutePolicy = {
  signIn: publicAccess('sign-in round trip, sealed state'),
} as const;
