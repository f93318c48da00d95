/**
 * A query operation reads: its resolvers get the tenant's data `forReads()` (http/context.ts), whose statements go
 * without a BEGIN/COMMIT round trip on PostgreSQL and fall back to a transaction at the first write (D-196). Mutations
 * and subscriptions keep the context as it is.
 *
 * The context is not changed in place (a websocket connection may share one between operations): execution gets a
 * copy of the request's context with its own `data`. A copy, not `Object.create(context)`: an object whose prototype
 * is a new object on every request has a new hidden class on every request, so every resolver's `ctx.…` read went
 * megamorphic and walked the prototype chain; copies of same-shaped contexts share one (D-554).
 */
import type { ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { TenantData } from '../http/context.js';
import { selectedOperation } from './compiled-queries.js';

interface WithData {
  data?: TenantData;
}

export function useReadOnlyQueries(): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(((args: ExecutionArgs) => {
        const context = args.contextValue as WithData | undefined;
        const reads = context?.data?.forReads?.();
        if (!reads || selectedOperation(args.document, args.operationName)?.operation !== 'query') return executeFn(args);
        return executeFn({ ...args, contextValue: { ...context, data: reads } });
      }) as typeof executeFn);
    },
  };
}
