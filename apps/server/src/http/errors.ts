/** One error handler and one not-found handler, so no request ends in an unhandled 500 or an HTML page. */
import { ERROR_CODES, type ErrorCode } from '@hatchery/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StorageRefusedError, storageRefusal } from '../db/refusals.js';
import { AppError, graphqlErrorBody, isAppError, restErrorBody } from '../core/errors.js';

const GRAPHQL_PATH = '/graphql';

export function isGraphqlPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === GRAPHQL_PATH || path.startsWith(`${GRAPHQL_PATH}/`);
}

export function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const body = isGraphqlPath(request.url) ? graphqlErrorBody(error) : restErrorBody(error);
  for (const [name, value] of Object.entries(error.headers)) void reply.header(name, value);
  return reply.status(error.httpStatus).type('application/json; charset=utf-8').send(body);
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

/** Turns a framework (client-caused) error into our own, or null when it is a real bug. */
export function toClientError(error: unknown): AppError | null {
  if (isAppError(error)) return error;
  if (!isFastifyError(error)) return storageRefusal(error);
  const status = error.statusCode ?? 500;
  if (status >= 500) return null;
  if (status === 413) return new AppError(ERROR_CODES.payloadTooLarge, 'Request body is larger than 1 MB', 413);
  if (status === 429) return new AppError(ERROR_CODES.rateLimited, 'Too many requests', 429);
  if (status === 404) return new AppError(ERROR_CODES.notFound, 'Not found', 404);
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return new AppError(ERROR_CODES.badRequest, 'Malformed JSON body', 400);
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return new AppError(ERROR_CODES.badRequest, 'Empty JSON body', 400);
  const code: ErrorCode = ERROR_CODES.badRequest;
  return new AppError(code, error.message || 'Bad request', status);
}

/**
 * A client's mistake (bad input, not found, forbidden, signed out, too many requests) is an info line — a warn for
 * rate limiting and for a value the database refused unnamed — without a stack: nothing for an operator to be woken
 * for. Error level is kept for faults (D-86).
 */
function logClientError(request: FastifyRequest, clientError: AppError, error: unknown): void {
  if (clientError.httpStatus >= 500) request.log.error({ err: error }, 'request failed');
  else if (clientError instanceof StorageRefusedError) request.log.warn({ errorCode: clientError.code, sqlState: clientError.sqlState }, 'database refused a value');
  else if (clientError.httpStatus === 429) request.log.warn({ errorCode: clientError.code, statusCode: 429 }, clientError.message);
  else request.log.info({ errorCode: clientError.code, statusCode: clientError.httpStatus }, clientError.message);
}

/** Errors Fastify answers before any route runs (a URL whose percent-encoding is not UTF-8): our shape, a 400. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const clientError =
    error.code === 'FST_ERR_BAD_URL'
      ? new AppError(ERROR_CODES.badRequest, 'The address is not valid (its percent-encoding is not UTF-8).', 400)
      : (toClientError(error) ?? new AppError(ERROR_CODES.badRequest, 'Bad request', 400));
  logClientError(request, clientError, error);
  void sendAppError(request, reply, clientError);
}

export function registerErrorHandling(app: FastifyInstance, notFound?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown): void {
  app.setErrorHandler((error, request, reply) => {
    const clientError = toClientError(error);
    if (clientError) {
      logClientError(request, clientError, error);
      return sendAppError(request, reply, clientError);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .type('application/json; charset=utf-8')
      .send({ error: 'InternalServerError', message: 'Something went wrong on our side' });
  });

  app.setNotFoundHandler((request, reply) => {
    if (notFound) return notFound(request, reply);
    return sendAppError(request, reply, new AppError(ERROR_CODES.notFound, 'Not found', 404));
  });
}
