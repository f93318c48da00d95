/** Who may call the realtime operations (D-106): one rule per root field, run before the resolver. */
import { authenticated } from '../modules/permissions/index.js';

export const realtimePolicy = {
  ping: authenticated(),
} as const;
