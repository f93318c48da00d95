/** Who may call the startups operations (D-106): one rule per root field, run before the resolver. */
import { authenticated } from '../permissions/index.js';

export const startupsPolicy = {
  startupAbilities: authenticated("the viewer's own abilities; startups of the tenant"),
  startups: authenticated('rows limited by the role startupAccess'),
} as const;
