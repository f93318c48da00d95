/** Who may call the incubator operations (D-106): one rule per root field, run before the resolver. */
import { publicAccess } from '../permissions/index.js';

export const incubatorPolicy = {
  publicIncubator: publicAccess(),
  startupLabel: publicAccess(),
  ssoConfiguration: publicAccess(),
} as const;
