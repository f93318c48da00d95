/**
 * Pure shaping of the analytics answer for the charts (issue 16 item 8): the numbers are the server's aggregates; this
 * only lays them out — the conversion steps with their share of the submitted applications, and every whole score of
 * a criterion's scale with its count (zero where nobody gave it).
 */
export interface ConversionStep {
  key: string;
  label: string;
  count: number;
  /** Share of the submitted applications, 0–100, rounded; null when nothing was submitted. */
  percent: number | null;
}

export function conversionSteps(submitted: number, rounds: ReadonlyArray<{ roundId: string; name: string; entered: number }>, accepted: number, labels: { submitted: string; accepted: string }): ConversionStep[] {
  const share = (n: number) => (submitted > 0 ? Math.round((n / submitted) * 100) : null);
  return [
    { key: 'submitted', label: labels.submitted, count: submitted, percent: share(submitted) },
    ...rounds.map((r) => ({ key: r.roundId, label: r.name, count: r.entered, percent: share(r.entered) })),
    { key: 'accepted', label: labels.accepted, count: accepted, percent: share(accepted) },
  ];
}

/** Every whole score from 1 (or the lowest given) to 5 (or the highest given), with its count. */
export function scoreHistogram(buckets: ReadonlyArray<{ score: number; count: number }>): Array<{ score: number; count: number }> {
  const counts = new Map(buckets.map((b) => [b.score, b.count]));
  const low = Math.min(1, ...buckets.map((b) => b.score));
  const high = Math.max(5, ...buckets.map((b) => b.score));
  return Array.from({ length: high - low + 1 }, (_, i) => ({ score: low + i, count: counts.get(low + i) ?? 0 }));
}
