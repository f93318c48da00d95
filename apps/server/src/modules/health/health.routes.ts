/** Liveness and readiness (database answers). Tenant-independent. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/contract.js';
import { healthRoutePolicy } from './health.policy.js';

const PROBE = { config: { access: healthRoutePolicy.probe } };

const READY_TIMEOUT_MS = 2000;

export function registerHealthRoutes(app: FastifyInstance, db: Database): void {
  app.get('/healthz', PROBE, async () => ({ status: 'ok' }));

  app.get('/readyz', PROBE, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.ping(),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), READY_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ error: 'NotReady', message: 'Database unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
