import type { Answers } from '@hatchery/domain';

/**
 * What a form starts from: the answers already saved (a draft, or a submitted survey) when there are any; otherwise
 * the values held in the custom fields its custom_field questions write to (customFieldPrefill, D-213), so a founder
 * confirms what the organisation knows instead of typing it again. A saved answer is never overwritten by a prefill.
 */
export function startingAnswers(saved: unknown, prefill: unknown): Answers {
  const asAnswers = (value: unknown): Answers => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Answers) : {});
  const kept = asAnswers(saved);
  return Object.keys(kept).length > 0 ? kept : asAnswers(prefill);
}
