/** Addresses of the courses' pages (D-583), as the route table has them. */

export const COURSES_HOME_PATH = '/courses/home';
export const COURSES_CATALOGUE_PATH = '/courses';
export const COURSES_MANAGEMENT_PATH = '/courses/management';

export function coursePath(courseId: string): string {
  return `/courses/${courseId}`;
}

/** One lesson to follow; without a lesson, the courseware picks where the viewer stands. */
export function coursewarePath(courseId: string, lessonId?: string | null): string {
  return `/courses/${courseId}/courseware${lessonId ? `/${lessonId}` : ''}`;
}

export function courseBuilderPath(courseId: string): string {
  return `/courses/management/course/${courseId}/builder`;
}

export function courseDashboardPath(courseId: string): string {
  return `/courses/management/course/${courseId}/dashboard`;
}
