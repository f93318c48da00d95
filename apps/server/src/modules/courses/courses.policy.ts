/**
 * Who may call the courses' operations (D-106, D-583), one rule per root field, run before the resolver. Every
 * signed-in person reads the published courses and records their own progress; holders of COURSES:MANAGE build,
 * publish and follow them (drafts included), holders of COURSES:CREATE start new ones. The flag `course` and whether a
 * course is a draft are the services' checks: they need the tenant's flags and the loaded row.
 */
import { allowAnyOf, authenticated, permission } from '../permissions/index.js';

const managers = allowAnyOf([permission('COURSES:MANAGE')], { refused: 'Only course managers can do this.', note: 'flag course' });
const reader = (note: string) => authenticated(`flag course; ${note}`);

export const coursesPolicy = {
  courseLibrary: reader('published courses'),
  course: reader('a published course; a draft: COURSES:MANAGE only (others: NotFound)'),
  managedCourses: managers,
  courseLearners: managers,
  createCourse: allowAnyOf([permission('COURSES:CREATE')], { refused: 'Only course creators can do this.', note: 'flag course' }),
  updateCourse: managers,
  setCoursePublished: managers,
  deleteCourse: managers,
  createCourseChapter: managers,
  updateCourseChapter: managers,
  deleteCourseChapter: managers,
  moveCourseChapter: managers,
  createCourseLesson: managers,
  updateCourseLesson: managers,
  deleteCourseLesson: managers,
  moveCourseLesson: managers,
  setCourseLessonCompleted: reader('a lesson of a published course; a draft: NotFound, or ValidationError for a manager'),
} as const;
