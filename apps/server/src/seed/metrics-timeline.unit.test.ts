/** When the seeded startups sent their monthly data: never in the future, in the startups' order, after the due time. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { submissionTime } from './metrics-timeline.js';

const HOUR = 3_600_000;
const due = new Date('2026-12-01T05:00:00.000Z'); // midnight in New York on the first of December

describe('submissionTime', () => {
  it('is three days after the due time, an hour apart per startup, once that has passed', () => {
    const now = new Date('2026-12-20T12:00:00.000Z');
    expect(submissionTime(due, 0, 9, now).toISOString()).toBe('2026-12-04T14:00:00.000Z');
    expect(submissionTime(due, 2, 9, now).toISOString()).toBe('2026-12-04T16:00:00.000Z');
  });

  it('on the first days of a month (the failing CI run: 1 December, 05:10 UTC), between the due time and an hour ago', () => {
    const now = new Date('2026-12-01T07:10:00.000Z');
    const times = [0, 1, 2, 3].map((s) => submissionTime(due, s, 4, now).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(4);
    for (const time of times) expect(time > due.getTime() && time <= now.getTime() - HOUR).toBe(true);
  });

  it('whatever the instant after the due time: never after now, never before the due time, in the startups’ order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 * 24 * HOUR }), fc.integer({ min: 1, max: 30 }), (since, count) => {
        const now = new Date(due.getTime() + since);
        const times = Array.from({ length: count }, (_, s) => submissionTime(due, s, count, now).getTime());
        for (const time of times) expect(time >= due.getTime() && time <= now.getTime()).toBe(true);
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }),
    );
  });
});
