import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COURSE_TITLE_MAX, courseInputSchema, DURATION_MAX, DURATION_MIN, lessonInputSchema } from './course-editing.service.js';

const problems = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('a course’s and a lesson’s input (D-583)', () => {
  it('trims titles and takes 1 to 200 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 250 }), (raw) => {
        const title = raw.trim();
        const result = courseInputSchema.safeParse({ title: raw });
        if (title.length >= 1 && title.length <= COURSE_TITLE_MAX) expect(result.success && result.data.title).toBe(title);
        else expect(problems(result)).toEqual([title.length === 0 ? 'title: is required' : `title: at most ${COURSE_TITLE_MAX} characters`]);
      }),
    );
  });

  it('takes a duration of 1 to 600 whole minutes, or none', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 2000 }), (minutes) => {
        const result = lessonInputSchema.safeParse({ title: 'Lesson', durationMinutes: minutes });
        if (minutes >= DURATION_MIN && minutes <= DURATION_MAX) expect(result.success && result.data.durationMinutes).toBe(minutes);
        else expect(problems(result)).toEqual([`durationMinutes: must be between ${DURATION_MIN} and ${DURATION_MAX}`]);
      }),
    );
    expect(problems(lessonInputSchema.safeParse({ title: 'Lesson', durationMinutes: 2.5 }))).toEqual(['durationMinutes: must be a whole number of minutes']);
    expect(lessonInputSchema.parse({ title: 'Lesson', durationMinutes: null }).durationMinutes).toBeNull();
  });

  it('normalises a video link like a resource’s link; blank is none; anything else is refused', () => {
    expect(lessonInputSchema.parse({ title: 'Lesson', videoUrl: 'youtube.com/watch?v=abc' }).videoUrl).toBe('https://youtube.com/watch?v=abc');
    expect(lessonInputSchema.parse({ title: 'Lesson', videoUrl: '   ' }).videoUrl).toBeNull();
    expect(lessonInputSchema.parse({ title: 'Lesson' }).videoUrl).toBeUndefined();
    for (const videoUrl of ['javascript:alert(1)', 'ftp://example.com/v', 'not a link']) {
      expect(problems(lessonInputSchema.safeParse({ title: 'Lesson', videoUrl })), videoUrl).toEqual(['videoUrl: is not a web address (http or https)']);
    }
  });
});
