/**
 * The avail / availCoaching system tasks (D1 §4, TSK-01; issue 17 item 1; D-410): a person who hosts sessions and has
 * no weekly availability rule is asked to set one; saving rules completes the task, and removing every rule opens it
 * again. Mentors and experts get `avail`, coaches (Coach, AdminCoach) `availCoaching`. Other internal roles (staff,
 * admins, evaluators) may keep availability but are not asked to. Synced after commit by whoever changes one of the
 * inputs: account creation or invitation acceptance, a role change, saving the weekly rules — and by the seed.
 */
import { BLOCKED_STATUSES, type RoleType } from '@hatchery/domain';
import { count, eq } from 'drizzle-orm';
import { availabilityRules, roles, users } from '../../db/schema/index.js';
import type { EffectContext } from '../notifications/index.js';
import { completeSystemTask, createSystemTask, type SyncOutcome } from './system-tasks.service.js';
import { flushTaskEffects, noEffects } from './task-events.js';

type AvailabilityTaskType = 'avail' | 'availCoaching';

/** Which task asks this role for availability (null: the role is not asked). */
export function availabilityTaskTypeOf(role: RoleType): AvailabilityTaskType | null {
  if (role === 'Mentor' || role === 'Expert') return 'avail';
  if (role === 'Coach' || role === 'AdminCoach') return 'availCoaching';
  return null;
}

export const availabilityTaskKey = (type: AvailabilityTaskType, userId: string) => `${type}:${userId}`;

const TASK_NAMES: Record<AvailabilityTaskType, string> = {
  avail: 'Set your availability',
  availCoaching: 'Set your availability for coaching',
};

/** Opens or completes the user's availability task to match their role and rules (idempotent). */
export async function syncAvailabilityTask(ctx: EffectContext, userId: string): Promise<SyncOutcome> {
  const effects = noEffects();
  const outcome = await ctx.data.run(async (tx): Promise<SyncOutcome> => {
    const [user] = await tx
      .select({ status: users.status, roleType: roles.type })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) return 'unchanged';
    const wanted = BLOCKED_STATUSES.has(user.status) ? null : availabilityTaskTypeOf(user.roleType);
    const [rules] = await tx.select({ n: count() }).from(availabilityRules).where(eq(availabilityRules.hostUserId, userId));
    const hasRules = Number(rules?.n ?? 0) > 0;
    let completed = false;
    // A task of the other type (the role changed) or one whose rules now exist is done.
    for (const type of ['avail', 'availCoaching'] as const) {
      if (type !== wanted || hasRules) completed = (await completeSystemTask(tx, availabilityTaskKey(type, userId), effects)) || completed;
    }
    if (!wanted || hasRules) return completed ? 'completed' : 'unchanged';
    const created = await createSystemTask(
      tx,
      ctx,
      { type: wanted, name: TASK_NAMES[wanted], url: '/availability', sourceKey: availabilityTaskKey(wanted, userId), targets: { userIds: [userId], startupIds: [] } },
      effects,
    );
    return created ? 'created' : completed ? 'completed' : 'unchanged';
  });
  await flushTaskEffects(ctx, effects);
  return outcome;
}
