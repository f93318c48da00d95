/**
 * Query operations run compiled by graphql-jit (D-195): a document is compiled once per schema and operation into a
 * plain function, which then runs in place of graphql-js' interpreter (which walks the document and the schema's
 * types anew for every request and every field of every entry of a list). On the /startups page, 25 entries with
 * ~20 fields and nested lists, that interpreter was a tenth of the request's CPU (docs/performance.md).
 *
 * What graphql-js still does, so every answer stays the one the tests and clients know:
 * - mutations and subscriptions (rare or long-lived; mutations run serially, subscriptions through graphql-ws);
 * - an operation graphql-jit cannot compile (it answers a compile error instead of a function): remembered as such;
 * - refused variables: graphql-jit coerces variables with its own messages, while the error masking turns graphql-js'
 *   `Variable "$x" got invalid value …` into a ValidationError naming the field (D-86). A compiled query that refused
 *   its variables has run nothing (coercion comes first), so the request is run again by graphql-js, which refuses it
 *   with its own message. Only refused requests pay twice.
 * Everything around execution — parsing, validation, limits, the input guard, masking — is Yoga's as before.
 */
import type { DocumentNode, ExecutionArgs, ExecutionResult, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import { graphqlJs } from './graphql-js.js';

/** Compiled query of one (schema, document, operation name), or null when graphql-js runs it. */
type Compiled = CompiledQuery | null;

type Execute = (args: ExecutionArgs) => unknown;

/** The operation graphql-js would run: the one named, else the document's only one (several and no name: none). */
export function selectedOperation(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === graphqlJs.Kind.OPERATION_DEFINITION);
  if (operationName) return operations.find((operation) => operation.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

function isPromiseLike<T>(value: unknown): value is PromiseLike<T> {
  return typeof (value as PromiseLike<T> | null)?.then === 'function';
}

/**
 * A compiled query answers a refused variable with `{ errors }` and no `data` (it runs nothing then); an executed
 * operation always carries `data`, null included.
 */
function refusedVariables(result: ExecutionResult): boolean {
  return !('data' in result);
}

export interface CompiledQueriesOptions {
  /** Called once per operation that could not be compiled (it runs on graphql-js). */
  onCompileError?: (operationName: string | undefined, errors: readonly Error[]) => void;
}

export function useCompiledQueries({ onCompileError }: CompiledQueriesOptions = {}): Plugin {
  // Yoga caches parsed documents by their text, so a document object is met again and again; the schema is a key too
  // (the production introspection policy runs `__type` lookups on a stand-in schema).
  const cache = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, Compiled>>>();

  function compiledFor(args: ExecutionArgs): Compiled {
    let bySchema = cache.get(args.schema);
    if (!bySchema) cache.set(args.schema, (bySchema = new WeakMap()));
    let byName = bySchema.get(args.document);
    if (!byName) bySchema.set(args.document, (byName = new Map()));
    const key = args.operationName ?? '';
    const known = byName.get(key);
    if (known !== undefined) return known;
    let compiled: Compiled = null;
    if (selectedOperation(args.document, args.operationName)?.operation === 'query') {
      const result = compileQuery(args.schema, args.document, args.operationName ?? undefined, { disablingCapturingStackErrors: true });
      if (isCompiledQuery(result)) compiled = result;
      else onCompileError?.(args.operationName ?? undefined, result.errors ?? []);
    }
    byName.set(key, compiled);
    return compiled;
  }

  return {
    onExecute({ executeFn, setExecuteFn }) {
      const interpreted = executeFn as Execute;
      // Looked up from the arguments execution gets, not the hook's: a plugin after this one may change them (the
      // introspection policy swaps the schema).
      setExecuteFn(((executionArgs: ExecutionArgs) => {
        const compiled = compiledFor(executionArgs);
        if (!compiled) return interpreted(executionArgs);
        const result = compiled.query(executionArgs.rootValue, executionArgs.contextValue, executionArgs.variableValues);
        const settle = (settled: ExecutionResult) => (refusedVariables(settled) ? interpreted(executionArgs) : settled);
        return isPromiseLike<ExecutionResult>(result) ? Promise.resolve(result).then(settle) : settle(result);
      }) as typeof executeFn);
    },
  };
}
