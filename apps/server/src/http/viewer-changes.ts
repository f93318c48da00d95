/**
 * What keeps the viewer cache (viewer-cache.ts) honest: every write in a tenant — a GraphQL mutation or a REST call
 * other than GET/HEAD/OPTIONS — drops the tenant's cached viewers here, before the response leaves, and on every other
 * instance through pub/sub. Writes are judged by kind rather than listed one by one (logout, session limit, password
 * change, blocking a user, changing a role or its permissions, assigning a startup…), so a new write path cannot forget.
 */
import type { FastifyInstance } from 'fastify';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { PubSub } from '../realtime/pubsub.js';
import type { AppContext } from './context.js';
import type { ViewerCache } from './viewer-cache.js';

/** Not a tenant channel: carries only an incubator id, read by server instances, never by clients. */
export const VIEWERS_CHANGED_CHANNEL = 'registry:viewersChanged';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** After a write in the tenant of `ctx`: forget its viewers here now, and tell the other instances. */
export async function viewersChanged(ctx: Pick<AppContext, 'incubator' | 'services' | 'log'>): Promise<void> {
  const { viewers, pubsub } = ctx.services;
  viewers.invalidateTenant(ctx.incubator.id);
  try {
    await pubsub.publish(VIEWERS_CHANGED_CHANNEL, { incubatorId: ctx.incubator.id });
  } catch (error) {
    // Other instances then keep their answers until the cache's short TTL runs out.
    ctx.log.error({ err: error }, 'viewersChanged publish failed');
  }
}

/** Applies other instances' (and this one's, harmlessly) invalidations to this app's cache; returns the stopper. */
export function watchViewerChanges(pubsub: PubSub, cache: ViewerCache): () => Promise<void> {
  const subscription = pubsub.subscribe<{ incubatorId?: unknown }>(VIEWERS_CHANGED_CHANNEL);
  void (async () => {
    for (;;) {
      const next = await subscription.next();
      if (next.done) return;
      const { incubatorId } = next.value;
      if (typeof incubatorId === 'string') cache.invalidateTenant(incubatorId);
      else cache.clear();
    }
  })();
  return async () => {
    await subscription.return?.();
  };
}

function isMutation(document: DocumentNode): boolean {
  return document.definitions.some((definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation');
}

/** Yoga plugin: a mutation, once executed (its transactions committed), counts as a write in its tenant. */
export function useViewersChangedOnMutation(): Plugin {
  const plugin: Plugin<AppContext> = {
    onExecute({ args }) {
      if (!isMutation(args.document as DocumentNode)) return undefined;
      return {
        onExecuteDone: async () => {
          await viewersChanged(args.contextValue);
        },
      };
    },
  };
  return plugin as Plugin;
}

/** REST writes of the tenancy scope (GraphQL is left to the plugin: its queries are POSTs too). */
export function registerViewersChangedOnWrite(scope: FastifyInstance, graphqlPath: string): void {
  scope.addHook('onSend', async (request, _reply, payload) => {
    const ctx = request.appContext;
    if (ctx && !READ_METHODS.has(request.method) && request.url.split('?')[0] !== graphqlPath) await viewersChanged(ctx);
    return payload;
  });
}
