/** Who may call the sessions operations (D-106): one rule per root field, run before the resolver. */
import { authenticated } from '../../permissions/index.js';

export const sessionsPolicy = {
  mySessions: authenticated('own sessions'),
  upsertSession: authenticated('own sessions'),
  logoutSession: authenticated('own sessions'),
  sessionLoggedOut: authenticated('own sessions'),
} as const;
