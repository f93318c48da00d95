/** GraphQL Yoga: schema, limits (graphql-armor), CSRF prevention, error masking, introspection policy. */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { ERROR_CODES, PREFLIGHT_HEADER } from '@hatchery/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import { createGraphQLError, createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { storageRefusal } from '../db/refusals.js';
import { AppError } from '../core/errors.js';
import type { AppContext } from '../http/context.js';
import { useCompiledQueries } from './compiled-queries.js';
import { useInputGuard, variableValueError } from './input-guard.js';
import { useProductionIntrospectionPolicy, withoutSuggestions } from './introspection.js';
import { useRateLimitedHttpStatus } from './rate-limited-status.js';
import { useReadOnlyQueries } from './read-only-queries.js';

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
  extensions?: Readonly<Record<string, unknown>>;
  path?: ReadonlyArray<string | number>;
  nodes?: GraphQLError['nodes'];
  source?: GraphQLError['source'];
  positions?: GraphQLError['positions'];
  locations?: GraphQLError['locations'];
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

/**
 * A masked error keeps where it happened. graphql-js' errors carry their AST nodes, from which the new error computes
 * its locations; a compiled query's (graphql-jit, compiled-queries.ts) carry only the locations: copied as they are.
 */
function located(error: GraphQLError, from: GraphQLErrorLike | undefined): GraphQLError {
  if (error.locations === undefined && from?.locations?.length) (error as { locations: GraphQLError['locations'] }).locations = from.locations;
  return error;
}

/**
 * Our errors keep their code; client mistakes (an AppError below 500, a refused variable) are logged at info without
 * a stack — nothing for an operator to act on — and only a real fault is logged at error level, once (D-86).
 */
export function createMaskError(log: FastifyBaseLogger, { hideSuggestions = false }: { hideSuggestions?: boolean } = {}) {
  return (error: unknown, message: string): Error => {
    const original = unwrapOriginal(error);
    const carrier = isGraphQLErrorLike(error) ? error : undefined;
    const where = { nodes: carrier?.nodes, source: carrier?.source, positions: carrier?.positions, path: carrier?.path };
    // Variable coercion (before execution, so no path): `Variable "$x" got invalid value …` → a named ValidationError.
    const variable = carrier && !carrier.path ? variableValueError(carrier) : null;
    if (variable) {
      log.info({ errorCode: ERROR_CODES.validation, field: variable.field }, 'GraphQL variable refused');
      // Production hides graphql-js' "Did you mean …?" hints (D-88) here too: this message is built after that plugin ran.
      const reason = hideSuggestions ? withoutSuggestions(variable.reason) : variable.reason;
      return located(createGraphQLError(`${variable.field}: ${reason}`, {
        ...where,
        extensions: { code: ERROR_CODES.validation, field: variable.field, http: carrier?.extensions?.http },
      }), carrier);
    }
    if (original instanceof AppError) {
      if (original.httpStatus >= 500) log.error({ errorCode: original.code, err: original }, 'GraphQL request failed');
      else log.info({ errorCode: original.code, path: carrier?.path }, original.message);
      // Details (e.g. retryAfterSeconds of RateLimited) beside the code; the code itself cannot be overridden.
      return located(createGraphQLError(original.message, { ...where, extensions: { ...original.details, code: original.code } }), carrier);
    }
    // Errors raised by graphql-js or Yoga itself (syntax, validation, limits, CSRF) are safe to show.
    if (isGraphQLErrorLike(original)) return carrier ?? original;
    const refusal = storageRefusal(original);
    if (refusal) {
      // The client's values, but a refusal no service named: worth a warning (a missing check?), not an alert.
      log.warn({ errorCode: refusal.code, sqlState: refusal.sqlState, path: carrier?.path }, 'database refused a value');
      return located(createGraphQLError(refusal.message, { ...where, extensions: { code: refusal.code } }), carrier);
    }
    log.error({ err: original }, 'unexpected GraphQL resolver error');
    return located(createGraphQLError(message, { path: carrier?.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } }), carrier);
  };
}

/**
 * Yoga logs at error level every error that masking replaced — our AppErrors included, and a fault a second time.
 * createMaskError has already logged each at the level it deserves, so an Error handed to Yoga's error log goes to
 * debug; Yoga's own messages (strings) keep their level.
 */
function yogaLogger(log: FastifyBaseLogger) {
  const one = (args: unknown[]): unknown => (args.length === 1 ? args[0] : args);
  return {
    debug: (...args: unknown[]) => log.debug(one(args)),
    info: (...args: unknown[]) => log.info(one(args)),
    warn: (...args: unknown[]) => log.warn(one(args)),
    error: (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      if (error) log.debug({ error: error.message }, 'GraphQL error (logged by masking)');
      else log.error(one(args));
    },
  };
}

export interface YogaOptions {
  /** The assembled schema (src/schema.ts): passed in, so graphql/ depends on no module. */
  schema: GraphQLSchema;
  log: FastifyBaseLogger;
  production: boolean;
  /** Extra envelop plugins (e.g. the privileged services of graphql/privileged.ts). */
  plugins?: Plugin[];
}

export function createGraphqlServer({ schema, log, production, plugins: extra = [] }: YogaOptions): HatcheryYoga {
  const plugins: Plugin[] = [
    useCSRFPrevention({ requestHeaders: [PREFLIGHT_HEADER] }),
    useInputGuard(),
    EnvelopArmorPlugin({
      maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
      maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
      maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
      costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
      maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
      blockFieldSuggestion: { enabled: production },
    }),
    useRateLimitedHttpStatus(),
    // Before the introspection policy, which wraps whatever execute function it finds (compiled-queries.ts); the
    // read-only context wraps the compiled execution, so it comes after it.
    useCompiledQueries({ onCompileError: (operation, errors) => log.warn({ operation, errors: errors.map((e) => e.message) }, 'GraphQL operation not compiled; graphql-js runs it') }),
    useReadOnlyQueries(),
  ];
  if (production) plugins.push(useProductionIntrospectionPolicy());
  plugins.push(...extra);
  return createYoga<GraphqlServerContext, AppContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // Sign-in is REST only and batching stays off: one operation per request (a batch cannot multiply attempts).
    batching: false,
    // Yoga's default CORS answers every Origin with credentials; http/cors.ts allows the tenant's own origins only.
    cors: false,
    context: ({ appContext }) => appContext,
    maskedErrors: { maskError: createMaskError(log, { hideSuggestions: production }) },
    graphiql: !production,
    landingPage: false,
    logging: yogaLogger(log),
    plugins,
  });
}
