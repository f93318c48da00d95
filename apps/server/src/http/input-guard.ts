/**
 * The REST edge for bad input (D-86): every route's path parameters, query string and parsed JSON body are walked
 * once, before any handler, and a string (or key) that the database cannot store — a NUL byte, an unpaired surrogate —
 * is refused with 400 `{error: "ValidationError", message: "<field>: <rule>"}`. Routes need no schema of their own
 * for it, and a route added later is covered without being told. GraphQL has its own edge (graphql/input-guard.ts),
 * which names the argument rather than the body field.
 */
import { findUnstorableText, SETTINGS_MESSAGES } from '@hatchery/domain';
import type { FastifyInstance } from 'fastify';
import { validationError } from '../core/errors.js';
import { isGraphqlPath } from './errors.js';

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (isGraphqlPath(request.url)) return;
    const field = findUnstorableText(request.params, 'params') ?? findUnstorableText(request.query, 'query') ?? findUnstorableText(request.body);
    if (field !== null) throw validationError(`${field || 'body'}: ${SETTINGS_MESSAGES.unstorableText}`);
  });
}
