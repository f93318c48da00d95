/** Who may call the auth operations (D-106): one rule per root field, run before the resolver. */
import { authenticated, publicAccess } from '../../permissions/index.js';

export const authPolicy = {
  logout: authenticated('own token'),
} as const;

export const authRoutePolicy = {
  signIn: publicAccess('e-mail and password in the body'),
  logout: authenticated('own token'),
} as const;
