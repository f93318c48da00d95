/** The courses' pages (one lazy chunk, D-583). */
export { CoursesHomePage } from './CoursesHomePage';
export { CoursesPage } from './CoursesPage';
export { CoursePage } from './CoursePage';
export { CoursewarePage } from './CoursewarePage';
export { CoursesManagementPage } from './CoursesManagementPage';
export { CourseBuilderPage } from './CourseBuilderPage';
export { CourseDashboardPage } from './CourseDashboardPage';
