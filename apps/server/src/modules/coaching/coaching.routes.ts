/** REST of coaching: GET /api/coachingsessions, the sessions as CSV (D1 §7.3; D-451). */
import type { FastifyInstance } from 'fastify';
import { requireContext } from '../../http/tenancy.js';
import { coachingRoutePolicy } from './coaching.policy.js';
import { exportCoachingSessions, type ExportQuery } from './export.service.js';

export function registerCoachingRoutes(scope: FastifyInstance): void {
  scope.get('/api/coachingsessions', { config: { access: coachingRoutePolicy.exportSessions } }, async (request, reply) => {
    const ctx = requireContext(request);
    const query = (request.query !== null && typeof request.query === 'object' ? request.query : {}) as ExportQuery;
    const { csv } = await exportCoachingSessions(ctx, { from: query.from, to: query.to, startupId: query.startupId });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'attachment; filename="coaching-sessions.csv"')
      .send(csv);
  });
}
