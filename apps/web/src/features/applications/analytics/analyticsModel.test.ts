import { describe, expect, it } from 'vitest';
import { conversionSteps, scoreHistogram } from './analyticsModel';

describe('analytics model', () => {
  it('lays out the conversion steps with their share of the submitted applications', () => {
    const steps = conversionSteps(40, [{ roundId: 'a', name: 'Screening', entered: 40 }, { roundId: 'b', name: 'Interview', entered: 10 }], 3, { submitted: 'Submitted', accepted: 'Accepted' });
    expect(steps).toEqual([
      { key: 'submitted', label: 'Submitted', count: 40, percent: 100 },
      { key: 'a', label: 'Screening', count: 40, percent: 100 },
      { key: 'b', label: 'Interview', count: 10, percent: 25 },
      { key: 'accepted', label: 'Accepted', count: 3, percent: 8 },
    ]);
    expect(conversionSteps(0, [], 0, { submitted: 'S', accepted: 'A' }).map((s) => s.percent)).toEqual([null, null]);
  });

  it('fills every whole score of the scale, zero where nobody gave it', () => {
    expect(scoreHistogram([{ score: 2, count: 3 }, { score: 5, count: 1 }])).toEqual([
      { score: 1, count: 0 }, { score: 2, count: 3 }, { score: 3, count: 0 }, { score: 4, count: 0 }, { score: 5, count: 1 },
    ]);
    expect(scoreHistogram([])).toHaveLength(5);
    expect(scoreHistogram([{ score: 7, count: 2 }]).at(-1)).toEqual({ score: 7, count: 2 });
  });
});
