/**
 * What one item of each bulk action does (issue 14 item 8), inside the transaction that marks the item done
 * (batch-runner.ts), so an item's effect and its "done" commit together or not at all (D-132). An effect answers
 * `succeeded` (with work to do after the commit: notifications to deliver, mail to send) or `failed` with a reason
 * key; anything thrown rolls the item back and the runner records the failure in a transaction of its own.
 */
import type { BatchAction, BatchItemFailureReason } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { startups, users } from '../../db/schema/index.js';
import type { MailInput } from '../mail/index.js';
import type { CreatedNotification } from '../notifications/index.js';
import { changeRoleInTx } from '../identity/users/index.js';
import { renewInvitationInTx } from '../identity/accounts/index.js';
import { assignMentorInTx } from '../mentors/index.js';
import { joinProgramInTx } from '../programs/index.js';
import { setStartupArchivedInTx } from '../startups/index.js';
import { addStartupTagsInTx } from '../tags/index.js';
import { registeredEffect } from './batch-effects.js';
import { addApplicationTagsInTx, assignEvaluatorsToApplicationInTx, decisionInputSchema, moveApplicationToRoundInTx, tryDecideApplicationInTx } from '../applications/index.js';
import { APPLICATION_BULK_EVALUATORS_MAX, APPLICATION_BULK_TAGS_MAX, APPLICATION_REASON_MAX } from '@hatchery/domain';

/** The parameters each action keeps in batch_jobs.params (read back by the worker, possibly after a restart). */
export const actionParamsSchemas = {
  'startups.assignProgram': z.object({ programId: z.uuid() }),
  'startups.tag': z.object({ tagIds: z.array(z.uuid()).min(1).max(50) }),
  'startups.assignMentor': z.object({ mentorId: z.uuid() }),
  'startups.archive': z.object({}),
  // The origin the invitation links point to: the host the operation was started from.
  'users.invite': z.object({ origin: z.string().min(1).max(300) }),
  'users.changeRole': z.object({ roleId: z.uuid() }),
  // An outgoing email to each user (D-584; the effect is the emails module's, registered in batch-effects.ts).
  'users.sendEmail': z.object({ emailId: z.uuid() }),
  // A bulk decision (issue 16 item 7): the decision for every item, and the origin of the founders' invitation links.
  'applications.decide': decisionInputSchema.extend({ origin: z.string().min(1).max(300) }),
  // The overview's other bulk actions (issue 16 item 3, D-290..D-293).
  'applications.moveRound': z.object({ roundId: z.uuid(), reason: z.string().max(APPLICATION_REASON_MAX).nullish() }),
  'applications.assignEvaluators': z.object({ evaluatorIds: z.array(z.uuid()).min(1).max(APPLICATION_BULK_EVALUATORS_MAX) }),
  'applications.tag': z.object({ tagIds: z.array(z.uuid()).min(1).max(APPLICATION_BULK_TAGS_MAX) }),
} as const satisfies Record<BatchAction, z.ZodType>;

export type ActionParams<A extends BatchAction> = z.output<(typeof actionParamsSchemas)[A]>;

export interface ItemEnv {
  incubatorId: string;
  incubatorName: string;
  /** Who started the operation (the actor of history rows, notifications and the activity log). */
  actorUserId: string | null;
}

/** Work done once the item's transaction committed: notifications delivered after the commit (at most once, D-132); mail queued in the outbox inside it by the runner (D-385). */
export interface AfterCommit {
  notifications: CreatedNotification[];
  mail: MailInput[];
  /** Outbox rows the effect queued itself in the item's transaction (it records their ids, D-584): delivered after the commit with the rest. */
  queued?: string[];
}

export type ItemOutcome = { status: 'succeeded'; after: AfterCommit } | { status: 'failed'; reason: BatchItemFailureReason };

const done = (after: Partial<AfterCommit> = {}): ItemOutcome => ({
  status: 'succeeded',
  after: { notifications: after.notifications ?? [], mail: after.mail ?? [], queued: after.queued ?? [] },
});
const failed = (reason: BatchItemFailureReason): ItemOutcome => ({ status: 'failed', reason });

async function startupOf(tx: Tx, startupId: string) {
  const [startup] = await tx.select({ id: startups.id, name: startups.name }).from(startups).where(eq(startups.id, startupId)).limit(1);
  return startup ?? null;
}

const who = (env: ItemEnv) => ({ incubatorId: env.incubatorId, actorUserId: env.actorUserId });

// Each startup effect below is the one-by-one service's own business function (programs, tags, mentors, startups),
// called in the item's transaction: the rules live there once; here only their refusals become item reasons.

async function assignProgram(tx: Tx, env: ItemEnv, startupId: string, { programId }: ActionParams<'startups.assignProgram'>): Promise<ItemOutcome> {
  const startup = await startupOf(tx, startupId);
  if (!startup) return failed('notFound');
  const refusal = await joinProgramInTx(tx, who(env), programId, startup);
  if (!refusal) return done();
  return failed(refusal === 'alreadyInProgram' ? 'alreadyInProgram' : 'programUnavailable');
}

async function tagStartup(tx: Tx, env: ItemEnv, startupId: string, { tagIds }: ActionParams<'startups.tag'>): Promise<ItemOutcome> {
  if (!(await startupOf(tx, startupId))) return failed('notFound');
  // Adds the tags, keeping those the startup has (a bulk tag never removes one).
  return (await addStartupTagsInTx(tx, env.incubatorId, startupId, tagIds)) ? done() : failed('tagUnavailable');
}

async function assignMentor(tx: Tx, env: ItemEnv, startupId: string, { mentorId }: ActionParams<'startups.assignMentor'>): Promise<ItemOutcome> {
  const startup = await startupOf(tx, startupId);
  if (!startup) return failed('notFound');
  // D1 §7.6 "startup bulk mentor assign notification": the mentor hears of each startup, in the item's transaction.
  const result = await assignMentorInTx(tx, { ...who(env), incubatorName: env.incubatorName }, startup, mentorId);
  if (result.refusal) return failed(result.refusal === 'alreadyAssigned' ? 'alreadyAssigned' : 'mentorUnavailable');
  return done({ notifications: result.notification ? [result.notification] : [] });
}

async function archiveStartup(tx: Tx, env: ItemEnv, startupId: string): Promise<ItemOutcome> {
  const result = await setStartupArchivedInTx(tx, who(env), startupId, true);
  if (!result) return failed('notFound');
  return result.changed ? done() : failed('alreadyArchived');
}

async function inviteUser(tx: Tx, env: ItemEnv, userId: string, { origin }: ActionParams<'users.invite'>): Promise<ItemOutcome> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return failed('notFound');
  if (!env.actorUserId) return failed('unexpected');
  const mail = await renewInvitationInTx(tx, { incubatorId: env.incubatorId, incubatorName: env.incubatorName, origin }, env.actorUserId, userId);
  return mail ? done({ mail: [mail] }) : failed('alreadyActive');
}

async function changeRole(tx: Tx, env: ItemEnv, userId: string, { roleId }: ActionParams<'users.changeRole'>): Promise<ItemOutcome> {
  if (!env.actorUserId) return failed('unexpected');
  if (userId === env.actorUserId) return failed('ownRole');
  await changeRoleInTx(tx, env.incubatorId, env.actorUserId, userId, roleId);
  return done();
}

async function decideApplicationItem(tx: Tx, env: ItemEnv, applicationId: string, params: ActionParams<'applications.decide'>): Promise<ItemOutcome> {
  if (!env.actorUserId) return failed('unexpected');
  // The one-by-one decision's own function (applications module), in a savepoint of its own: a refusal rolls back
  // what the decision had begun (a startup created for a program that refuses it) and fails the item with its reason.
  const result = await tryDecideApplicationInTx(tx, { ...env, origin: params.origin }, applicationId, params);
  if (!result.ok) return failed(result.refusal);
  return done({ notifications: result.notifications, mail: result.mail });
}

// The applications module's own item functions (D-290): a refusal there is the item's reason, nothing written.

async function moveApplicationItem(tx: Tx, env: ItemEnv, applicationId: string, params: ActionParams<'applications.moveRound'>): Promise<ItemOutcome> {
  if (!env.actorUserId) return failed('unexpected');
  const result = await moveApplicationToRoundInTx(tx, { incubatorId: env.incubatorId, actorUserId: env.actorUserId }, applicationId, params);
  return result.ok ? done({ notifications: result.notifications }) : failed(result.refusal);
}

async function assignEvaluatorsItem(tx: Tx, env: ItemEnv, applicationId: string, { evaluatorIds }: ActionParams<'applications.assignEvaluators'>): Promise<ItemOutcome> {
  if (!env.actorUserId) return failed('unexpected');
  const result = await assignEvaluatorsToApplicationInTx(tx, { incubatorId: env.incubatorId, actorUserId: env.actorUserId }, applicationId, evaluatorIds);
  return result.ok ? done() : failed(result.refusal);
}

async function tagApplicationItem(tx: Tx, env: ItemEnv, applicationId: string, { tagIds }: ActionParams<'applications.tag'>): Promise<ItemOutcome> {
  if (!env.actorUserId) return failed('unexpected');
  const refusal = await addApplicationTagsInTx(tx, { incubatorId: env.incubatorId, actorUserId: env.actorUserId }, applicationId, tagIds);
  return refusal ? failed(refusal) : done();
}

/** Runs one item of `action`; params were checked against actionParamsSchemas by the caller. */
export function applyItem(tx: Tx, env: ItemEnv, action: BatchAction, itemId: string, params: unknown): Promise<ItemOutcome> {
  switch (action) {
    case 'startups.assignProgram':
      return assignProgram(tx, env, itemId, actionParamsSchemas[action].parse(params));
    case 'startups.tag':
      return tagStartup(tx, env, itemId, actionParamsSchemas[action].parse(params));
    case 'startups.assignMentor':
      return assignMentor(tx, env, itemId, actionParamsSchemas[action].parse(params));
    case 'startups.archive':
      return archiveStartup(tx, env, itemId);
    case 'users.invite':
      return inviteUser(tx, env, itemId, actionParamsSchemas[action].parse(params));
    case 'users.changeRole':
      return changeRole(tx, env, itemId, actionParamsSchemas[action].parse(params));
    case 'users.sendEmail':
      return registeredEffect(action).apply(tx, env, itemId, actionParamsSchemas[action].parse(params));
    case 'applications.decide':
      return decideApplicationItem(tx, env, itemId, actionParamsSchemas[action].parse(params));
    case 'applications.moveRound':
      return moveApplicationItem(tx, env, itemId, actionParamsSchemas[action].parse(params));
    case 'applications.assignEvaluators':
      return assignEvaluatorsItem(tx, env, itemId, actionParamsSchemas[action].parse(params));
    case 'applications.tag':
      return tagApplicationItem(tx, env, itemId, actionParamsSchemas[action].parse(params));
  }
}
