/**
 * After a startup's profile changes, whoever follows its completeness is told (the completeStartupProfile system
 * task of modules/tasks, which sits above startups: it registers itself here, D-110). A listener's failure is logged,
 * never the change's: the profile is already committed.
 */
import type { AppContext } from '../../http/context.js';

export type StartupProfileListener = (ctx: AppContext, startupId: string) => Promise<unknown>;

const listeners: StartupProfileListener[] = [];

export function onStartupProfileChanged(listener: StartupProfileListener): void {
  listeners.push(listener);
}

export async function notifyStartupProfileChanged(ctx: AppContext, startupId: string): Promise<void> {
  for (const listener of listeners) {
    try {
      await listener(ctx, startupId);
    } catch (error) {
      ctx.log.error({ err: error, startupId }, 'a startup profile listener failed');
    }
  }
}
