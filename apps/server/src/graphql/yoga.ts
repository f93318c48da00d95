/** GraphQL Yoga: schema, limits (graphql-armor), CSRF prevention, error masking, introspection policy. */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { PREFLIGHT_HEADER } from '@hatchery/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError } from 'graphql';
import { createGraphQLError, createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { AppError } from '../errors.js';
import type { AppContext } from '../http/context.js';
import { graphqlJs } from './graphql-js.js';
import { buildSchema } from './schema.js';

/** Explicit limits (DEVELOPERS.md: depth, cost, size). */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  maxCost: 5000,
  maxDirectives: 50,
} as const;

/** What Yoga receives from its host (Fastify or the websocket server). */
export interface GraphqlServerContext {
  appContext: AppContext;
}

export type HatcheryYoga = YogaServerInstance<GraphqlServerContext, AppContext>;

interface GraphQLErrorLike extends Error {
  originalError?: unknown;
  path?: ReadonlyArray<string | number>;
  nodes?: GraphQLError['nodes'];
  source?: GraphQLError['source'];
  positions?: GraphQLError['positions'];
}

/**
 * Duck-typed on purpose: under Vitest graphql may be loaded twice (ESM and CJS builds), so `instanceof
 * GraphQLError` is not reliable across the app and Yoga.
 */
function isGraphQLErrorLike(error: unknown): error is GraphQLErrorLike {
  return error instanceof Error && error.name === 'GraphQLError';
}

function unwrapOriginal(error: unknown): unknown {
  let current = error;
  while (isGraphQLErrorLike(current) && current.originalError) current = current.originalError;
  return current;
}

export function createMaskError(log: FastifyBaseLogger) {
  return (error: unknown, message: string): Error => {
    const original = unwrapOriginal(error);
    const located = isGraphQLErrorLike(error) ? error : undefined;
    if (original instanceof AppError) {
      return createGraphQLError(original.message, {
        nodes: located?.nodes,
        source: located?.source,
        positions: located?.positions,
        path: located?.path,
        extensions: { code: original.code },
      });
    }
    // Errors raised by graphql-js or Yoga itself (syntax, validation, limits, CSRF) are safe to show.
    if (isGraphQLErrorLike(original)) return located ?? original;
    log.error({ err: original }, 'unexpected GraphQL resolver error');
    return createGraphQLError(message, { path: located?.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  };
}

function disableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(graphqlJs.NoSchemaIntrospectionCustomRule);
    },
  };
}

export interface YogaOptions {
  log: FastifyBaseLogger;
  production: boolean;
  /** Extra envelop plugins (e.g. the privileged services of modules/security). */
  plugins?: Plugin[];
}

export function createGraphqlServer({ log, production, plugins: extra = [] }: YogaOptions): HatcheryYoga {
  const plugins: Plugin[] = [
    useCSRFPrevention({ requestHeaders: [PREFLIGHT_HEADER] }),
    EnvelopArmorPlugin({
      maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
      maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
      maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
      costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
      maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
      blockFieldSuggestion: { enabled: production },
    }),
  ];
  if (production) plugins.push(disableIntrospection());
  plugins.push(...extra);
  return createYoga<GraphqlServerContext, AppContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    // Sign-in is REST only and batching stays off: one operation per request (a batch cannot multiply attempts).
    batching: false,
    context: ({ appContext }) => appContext,
    maskedErrors: { maskError: createMaskError(log) },
    graphiql: !production,
    landingPage: false,
    logging: {
      debug: (...args) => log.debug(args.length === 1 ? args[0] : args),
      info: (...args) => log.info(args.length === 1 ? args[0] : args),
      warn: (...args) => log.warn(args.length === 1 ? args[0] : args),
      error: (...args) => log.error(args.length === 1 ? args[0] : args),
    },
    plugins,
  });
}
