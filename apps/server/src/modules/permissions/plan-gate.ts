/** The plan-gated refusal: what an organisation's plan does not include (D1 §6). */
import { forbiddenError, type AppError } from '../../core/errors.js';

/** D1 §6: the message of every plan-gated refusal. */
export const PLAN_GATED_MESSAGE = 'This feature is not available in your selected plan';

export function planGatedError(): AppError {
  return forbiddenError(PLAN_GATED_MESSAGE);
}
