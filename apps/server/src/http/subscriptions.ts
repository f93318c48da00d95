/**
 * graphql-ws 6 on `ws` at /subscriptions, sharing the HTTP port. Execution goes through Yoga's envelop
 * (same plugins: limits, masking), following the documented Yoga + graphql-ws recipe.
 */
import type { FastifyInstance } from 'fastify';
import type { ExecutionArgs, GraphQLError } from 'graphql';
import type { ExecutionResult } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { clientAddress } from './client-address.js';
import type { AppContext } from './context.js';
import { buildAppContext, type TenancyDeps } from './tenancy.js';
import { graphqlJs } from '../graphql/graphql-js.js';
import type { HatcheryYoga } from '../graphql/yoga.js';
import { checkWebsocketOrigin } from './ws-origin.js';

export const SUBSCRIPTIONS_PATH = '/subscriptions';
const MAX_MESSAGE_BYTES = 1_048_576;

/** D1 §7.1 connection params. */
export type ConnectionParams = {
  sessionId?: unknown;
  incubator?: unknown;
  userAgent?: unknown;
  authToken?: unknown;
};

type OperationResult = Promise<AsyncIterable<ExecutionResult> | ExecutionResult>;

interface EnvelopedRoot {
  execute(args: ExecutionArgs): OperationResult;
  subscribe(args: ExecutionArgs): OperationResult;
}

function isGraphQLErrorLike(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

/** The raw token of the authToken param (with or without a `Bearer ` prefix); null when none is sent. */
export function connectionToken(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const token = value.replace(/^\s*Bearer\s+/i, '').trim();
  return token === '' || token === 'null' || token === 'undefined' ? null : token;
}

export function attachSubscriptions(app: FastifyInstance, yoga: HatcheryYoga, deps: TenancyDeps): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

  const server = useServer<ConnectionParams, { appContext: AppContext }>(
    {
      execute: (args: ExecutionArgs) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as EnvelopedRoot).subscribe(args),
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        // On an API host the Origin names the tenant: the connection must claim that same tenant.
        const origin = checkWebsocketOrigin(ctx.extra.request.headers, deps.config);
        const claimed = typeof params.incubator === 'string' ? params.incubator.trim().toLowerCase() : undefined;
        if (!origin.allowed || (origin.tenant !== null && claimed !== undefined && claimed !== origin.tenant)) return false;
        try {
          ctx.extra.appContext = await buildAppContext(deps, {
            host: ctx.extra.request.headers.host,
            claimedTenant: typeof params.incubator === 'string' ? params.incubator : undefined,
            token: connectionToken(params.authToken),
            log: app.log,
            clientIp: clientAddress(ctx.extra.request, deps.config.trustProxy),
          });
          return true;
        } catch (error) {
          app.log.debug({ err: error }, 'websocket connection refused');
          return false; // graphql-ws closes with 4403 Forbidden
        }
      },
      onSubscribe: async (ctx, _id, payload) => {
        const appContext = ctx.extra.appContext;
        if (!appContext) return [new graphqlJs.GraphQLError('Connection not initialised')];
        const enveloped = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
          appContext,
        });
        let document: ReturnType<typeof enveloped.parse>;
        try {
          document = enveloped.parse(payload.query);
          const errors = enveloped.validate(enveloped.schema, document);
          if (errors.length > 0) return errors;
        } catch (error) {
          // Syntax errors and armor's limits (which throw): answered as GraphQL errors, the socket stays open.
          if (isGraphQLErrorLike(error)) return [error];
          throw error;
        }
        const root: EnvelopedRoot = { execute: enveloped.execute, subscribe: enveloped.subscribe };
        return {
          schema: enveloped.schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: root,
        };
      },
    },
    wss,
  );

  app.server.on('upgrade', (request, socket, head) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname !== SUBSCRIPTIONS_PATH) {
      socket.destroy();
      return;
    }
    const origin = checkWebsocketOrigin(request.headers, deps.config);
    if (!origin.allowed) {
      app.log.info({ origin: request.headers.origin, host: request.headers.host }, `websocket upgrade refused: ${origin.reason}`);
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  app.addHook('preClose', async () => {
    await server.dispose();
  });
}
