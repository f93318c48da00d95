/**
 * `incubatorUpdated`: after a settings or flag change commits, open sessions of the tenant refetch its branding and
 * flags (issue 4 item 4). The registry cache of every server instance is dropped too, so the next request of any
 * instance reads the new row (a changed slug or palette must not linger for the cache's 5 s).
 */
import type { IncubatorLookup } from '../../http/incubator-cache.js';
import type { AppContext } from '../../http/context.js';
import { tenantChannel, type PubSub } from '../../realtime/pubsub.js';

export const INCUBATOR_UPDATED_TOPIC = 'incubatorUpdated';
/** Not a tenant channel: carries only an incubator id, read by server instances, never by clients. */
export const REGISTRY_CHANGED_CHANNEL = 'registry:incubatorChanged';

export type SettingsSection = 'general' | 'domain' | 'branding' | 'seo' | 'startupLabel' | 'industries' | 'flags';

export interface IncubatorUpdatedEvent {
  incubatorId: string;
  sections: SettingsSection[];
  updatedAt: string;
}

/** Cache droppers of the apps of this process (several in tests): called synchronously before publishing. */
const localInvalidators = new Set<() => void>();

export async function publishIncubatorUpdated(ctx: AppContext, sections: SettingsSection[]): Promise<void> {
  for (const invalidate of localInvalidators) invalidate();
  const event: IncubatorUpdatedEvent = { incubatorId: ctx.incubator.id, sections, updatedAt: new Date().toISOString() };
  const { pubsub } = ctx.services;
  try {
    await pubsub.publish(REGISTRY_CHANGED_CHANNEL, { incubatorId: ctx.incubator.id });
    await pubsub.publish(tenantChannel(ctx.incubator.id, INCUBATOR_UPDATED_TOPIC), event);
  } catch (error) {
    // The change is committed; a lost notification only delays other sessions until their next load.
    ctx.log.error({ err: error }, 'incubatorUpdated publish failed');
  }
}

/** Wires an app's incubator cache to changes made here and on other instances; returns the stopper. */
export function watchIncubatorChanges(pubsub: PubSub, lookup: IncubatorLookup): () => Promise<void> {
  const invalidate = () => lookup.clear();
  localInvalidators.add(invalidate);
  const subscription = pubsub.subscribe<{ incubatorId: string }>(REGISTRY_CHANGED_CHANNEL);
  void (async () => {
    while (!(await subscription.next()).done) invalidate();
  })();
  return async () => {
    localInvalidators.delete(invalidate);
    await subscription.return?.();
  };
}
