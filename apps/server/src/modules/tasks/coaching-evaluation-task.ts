/**
 * The coachingEvaluation system task (D1 §4, TSK-01; issue 17 item 3; D-450): a host of a session that took place is
 * asked to evaluate it when an evaluation form is configured for them; url `/coaching/session/{id}`, where the
 * evaluation card is. Opened by the coaching module's repeating job (coaching/evaluation-tasks.ts), completed by the
 * host's evaluation in its transaction. One task per host and session (source key), so a second run changes nothing.
 */
import type { Tx } from '../../db/contract.js';
import type { EffectContext } from '../notifications/index.js';
import { completeSystemTask, createSystemTask } from './system-tasks.service.js';
import type { TaskEffects } from './task-events.js';

export const coachingEvaluationTaskKey = (sessionId: string, userId: string) => `coachingEvaluation:${sessionId}:${userId}`;

/** Opens the host's task unless one exists (open); null when nothing was created. */
export function openCoachingEvaluationTask(
  tx: Tx,
  ctx: Pick<EffectContext, 'incubator'>,
  input: { sessionId: string; userId: string; startupId: string; startupName: string },
  effects: TaskEffects,
): Promise<string | null> {
  return createSystemTask(
    tx,
    ctx,
    {
      type: 'coachingEvaluation',
      name: `Evaluate your session with ${input.startupName}`,
      url: `/coaching/session/${input.sessionId}`,
      sourceKey: coachingEvaluationTaskKey(input.sessionId, input.userId),
      targets: { userIds: [input.userId], startupIds: [] },
      startupId: input.startupId,
    },
    effects,
  );
}

/** Completes the host's task of this session (their evaluation was submitted). */
export function completeCoachingEvaluationTask(tx: Tx, sessionId: string, userId: string, effects: TaskEffects): Promise<boolean> {
  return completeSystemTask(tx, coachingEvaluationTaskKey(sessionId, userId), effects);
}
