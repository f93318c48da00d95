/**
 * After an admin gives a user another role, whoever follows the role is told (the avail / availCoaching system task
 * of modules/tasks, which sits above identity/users: it registers itself here, D-110, D-410). A listener's failure is
 * logged, never the change's: the role is already committed.
 */
import type { AppContext } from '../../../http/context.js';

export type RoleChangeListener = (ctx: AppContext, userId: string) => Promise<unknown>;

const listeners: RoleChangeListener[] = [];

export function onUserRoleChanged(listener: RoleChangeListener): void {
  listeners.push(listener);
}

export async function notifyUserRoleChanged(ctx: AppContext, userId: string): Promise<void> {
  for (const listener of listeners) {
    try {
      await listener(ctx, userId);
    } catch (error) {
      ctx.log.error({ err: error, userId }, 'a role change listener failed');
    }
  }
}
