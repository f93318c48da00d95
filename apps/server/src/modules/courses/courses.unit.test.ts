import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finished, started } from './courses.service.js';

describe('the viewer’s lists of the library (D-583)', () => {
  it('a course is in progress or completed, never both; untouched and empty courses are in neither', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(40), (lessonCount, done) => {
        const course = { lessonCount, viewerCompletedCount: Math.min(done, lessonCount) };
        expect(started(course) && finished(course)).toBe(false);
        expect(finished(course)).toBe(lessonCount > 0 && course.viewerCompletedCount === lessonCount);
        expect(started(course)).toBe(course.viewerCompletedCount > 0 && course.viewerCompletedCount < lessonCount);
      }),
    );
    expect(finished({ lessonCount: 0, viewerCompletedCount: 0 })).toBe(false);
    expect(started({ lessonCount: 3, viewerCompletedCount: 1 })).toBe(true);
    expect(finished({ lessonCount: 3, viewerCompletedCount: 3 })).toBe(true);
  });
});
