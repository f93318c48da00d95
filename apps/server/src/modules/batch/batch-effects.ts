/**
 * Bulk actions whose item effect belongs to a module above batch (D-584). batch-actions.ts imports the business
 * function of each module below it; a module that itself starts its jobs through batch (emails: sendOutgoingEmail)
 * cannot be imported by batch without a folder cycle, so it registers its effect here when its index loads
 * (ARCHITECTURE "the higher one registers itself"). The runner calls the effect in the item's transaction, exactly as
 * a built-in one, and `completed` in the transaction that marks the job completed, so what the job finishes (an email
 * turning SENT) commits with it.
 */
import type { BatchAction } from '@hatchery/domain';
import type { Tx } from '../../db/contract.js';
import type { ItemEnv, ItemOutcome } from './batch-actions.js';

/** The actions whose effect is registered by another module. */
export type RegisteredBatchAction = Extract<BatchAction, 'users.sendEmail'>;

export interface RegisteredBatchEffect {
  /** One item, in its transaction (a savepoint of it): answers succeeded (with after-commit work) or failed. */
  apply(tx: Tx, env: ItemEnv, itemId: string, params: unknown): Promise<ItemOutcome>;
  /** In the transaction that marks the job completed (once per job). */
  completed?(tx: Tx, env: ItemEnv, jobId: string, params: unknown): Promise<void>;
}

const effects = new Map<RegisteredBatchAction, RegisteredBatchEffect>();

export function registerBatchEffect(action: RegisteredBatchAction, effect: RegisteredBatchEffect): void {
  effects.set(action, effect);
}

/** The registered effect; a missing one is a wiring fault (the item fails as unexpected, and is logged). */
export function registeredEffect(action: RegisteredBatchAction): RegisteredBatchEffect {
  const effect = effects.get(action);
  if (!effect) throw new Error(`no effect registered for bulk action ${action}`);
  return effect;
}

/** The completion hook of `action`, if it is a registered one that has one. */
export function completionHook(action: BatchAction): RegisteredBatchEffect['completed'] | undefined {
  return action === 'users.sendEmail' ? effects.get(action)?.completed : undefined;
}
