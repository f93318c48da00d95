/** The queue bar's pure parts (D-386): its stages in order, and the evaluator's next evaluation. */
import type { ApplicationQueueStage } from './documents';

export const QUEUE_STAGES: readonly ApplicationQueueStage[] = ['toAssign', 'awaitingEvaluation', 'awaitingDecision', 'decided'];

/** The first assignment still to evaluate (the queue's own order: oldest assignment first), or null. */
export function nextToEvaluate(items: ReadonlyArray<{ _id: string; state: string }>): string | null {
  return items.find((item) => item.state === 'pending')?._id ?? null;
}
