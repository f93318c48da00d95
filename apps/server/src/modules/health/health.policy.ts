/** Liveness and readiness answer anyone, without a tenant (D-106: every REST route states its rule). */
import { publicAccess } from '../permissions/index.js';

export const healthRoutePolicy = {
  probe: publicAccess('no tenant, no data'),
} as const;
