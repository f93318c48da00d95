/** Reading a course's outline: its lessons in order, where the viewer stands, and the neighbours of a lesson. */
import type { CourseDetail, CourseLesson } from './documents';

/** Every lesson of the course, chapter after chapter, in order. */
export function lessonsOf(course: Pick<CourseDetail, 'chapters'>): CourseLesson[] {
  return course.chapters.flatMap((chapter) => chapter.lessons);
}

/** Where "Start", "Continue" or "Review" leads: the first lesson not completed, else the first lesson; null without one. */
export function resumeLessonId(course: Pick<CourseDetail, 'chapters' | 'viewerNextLessonId'>): string | null {
  return course.viewerNextLessonId ?? lessonsOf(course)[0]?._id ?? null;
}

/** The lessons before and after one lesson, across chapters. */
export function neighboursOf(course: Pick<CourseDetail, 'chapters'>, lessonId: string): { previous: CourseLesson | null; next: CourseLesson | null } {
  const lessons = lessonsOf(course);
  const at = lessons.findIndex((lesson) => lesson._id === lessonId);
  if (at < 0) return { previous: null, next: null };
  return { previous: lessons[at - 1] ?? null, next: lessons[at + 1] ?? null };
}

/** What the primary button says: start a course not begun, continue one under way, review one finished. */
export function resumeAction(course: { viewerCompletedCount: number; lessonCount: number }): 'start' | 'continue' | 'review' {
  if (course.viewerCompletedCount === 0) return 'start';
  return course.viewerCompletedCount >= course.lessonCount ? 'review' : 'continue';
}
