/**
 * The hostAssignation and availEventSpecific / availEventCoaching system tasks (D1 §4, TSK-01; issue 18 wave 2;
 * D-489). The events module works out the facts (who hosts, who has no hours in the event's window — it owns the
 * engine call) and hands them here after its transaction commits; this file opens and completes the tasks to match,
 * idempotently, by source key:
 * - `hostAssignation:<event>:<host>` — a host other than the creator of an active one-on-one event, while the event is
 *   a draft or the host has no hours in its window: "check the event and your hours"; done once it is published and
 *   they have hours, or they stop hosting it, or it is archived, deleted or over.
 * - `availEventSpecific:<event>:<host>` (event-specific hours) / `availEventCoaching:<event>:<host>` (the host's
 *   coaching availability) — a host with no hours in the window; done once they have some (or as above).
 * A change to a host's availability re-runs the sync of their events through `onHostAvailabilityChanged`.
 */
import type { EffectContext } from '../notifications/index.js';
import { completeSystemTask, createSystemTask } from './system-tasks.service.js';
import { flushTaskEffects, noEffects } from './task-events.js';

export type EventAvailabilityTaskType = 'availEventSpecific' | 'availEventCoaching';

export interface EventHostFacts {
  userId: string;
  /** Still a host of an active (one-on-one, unarchived, not ended, not deleted) event. */
  hosting: boolean;
  /** Has no free hours at all in the event's window (what the hours offer, bookings aside). */
  lacksAvailability: boolean;
  isCreator: boolean;
}

export interface EventTaskFacts {
  eventId: string;
  title: string;
  published: boolean;
  availabilityTask: EventAvailabilityTaskType;
  hosts: readonly EventHostFacts[];
}

export const eventTaskKey = (type: 'hostAssignation' | EventAvailabilityTaskType, eventId: string, userId: string) => `${type}:${eventId}:${userId}`;

/** Opens or completes each host's event tasks to match the facts (after the event's transaction has committed). */
export async function syncEventHostTasks(ctx: EffectContext, facts: EventTaskFacts): Promise<void> {
  const effects = noEffects();
  await ctx.data.run(async (tx) => {
    for (const host of facts.hosts) {
      const wantsAssignation = host.hosting && !host.isCreator && (!facts.published || host.lacksAvailability);
      const wantsAvailability = host.hosting && host.lacksAvailability;
      const assignationKey = eventTaskKey('hostAssignation', facts.eventId, host.userId);
      const targets = { userIds: [host.userId], startupIds: [] };
      const url = `/events/${facts.eventId}`;
      if (wantsAssignation) {
        await createSystemTask(tx, ctx, { type: 'hostAssignation', name: `You host “${facts.title}”: check the event and your hours`, url, sourceKey: assignationKey, targets }, effects);
      } else {
        await completeSystemTask(tx, assignationKey, effects);
      }
      for (const type of ['availEventSpecific', 'availEventCoaching'] as const) {
        const key = eventTaskKey(type, facts.eventId, host.userId);
        if (wantsAvailability && type === facts.availabilityTask) {
          const name = type === 'availEventSpecific' ? `Give your hours for “${facts.title}”` : `Set your availability for “${facts.title}”`;
          await createSystemTask(tx, ctx, { type, name, url: '/availability', sourceKey: key, targets }, effects);
        } else {
          await completeSystemTask(tx, key, effects);
        }
      }
    }
  });
  await flushTaskEffects(ctx, effects);
}

type AvailabilityListener = (ctx: EffectContext, hostUserId: string) => Promise<void>;
const listeners: AvailabilityListener[] = [];

/** A module that follows hosts' hours (events) registers here; coaching's availability writes call the port below. */
export function onHostAvailabilityChanged(listener: AvailabilityListener): void {
  listeners.push(listener);
}

/** After a host's rules or exceptions changed (committed): every registered follower re-syncs. */
export async function hostAvailabilityChanged(ctx: EffectContext, hostUserId: string): Promise<void> {
  for (const listener of listeners) await listener(ctx, hostUserId);
}
