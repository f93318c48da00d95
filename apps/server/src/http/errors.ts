/** One error handler and one not-found handler, so no request ends in an unhandled 500 or an HTML page. */
import { ERROR_CODES, type ErrorCode } from '@hatchery/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, graphqlErrorBody, isAppError, restErrorBody } from '../errors.js';

const GRAPHQL_PATH = '/graphql';

function isGraphqlPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === GRAPHQL_PATH || path.startsWith(`${GRAPHQL_PATH}/`);
}

export function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const body = isGraphqlPath(request.url) ? graphqlErrorBody(error) : restErrorBody(error);
  return reply.status(error.httpStatus).type('application/json; charset=utf-8').send(body);
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

/** Turns a framework (client-caused) error into our own, or null when it is a real bug. */
export function toClientError(error: unknown): AppError | null {
  if (isAppError(error)) return error;
  if (!isFastifyError(error)) return null;
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

export function registerErrorHandling(app: FastifyInstance, notFound?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown): void {
  app.setErrorHandler((error, request, reply) => {
    const clientError = toClientError(error);
    if (clientError) {
      if (clientError.httpStatus >= 500) request.log.error({ err: error }, 'request failed');
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
