/** Courses (/courses, flag course, D-583): chapters of lessons and the learners' progress; types, queries and mutations. */
import { builder } from '../../graphql/builder.js';
import { COURSE_STATUSES } from '../../db/schema/index.js';
import {
  createCourse,
  createCourseChapter,
  createCourseLesson,
  deleteCourse,
  deleteCourseChapter,
  deleteCourseLesson,
  moveCourseChapter,
  moveCourseLesson,
  setCoursePublished,
  updateCourse,
  updateCourseChapter,
  updateCourseLesson,
} from './course-editing.service.js';
import { setCourseLessonCompleted } from './course-progress.service.js';
import { coursesPolicy as policy } from './courses.policy.js';
import {
  courseOutlineOf,
  getCourse,
  getCourseLearners,
  getCourseLibrary,
  getManagedCourses,
  type CourseChapterView,
  type CourseLearnersReportView,
  type CourseLearnerView,
  type CourseLessonView,
  type CourseLibraryView,
  type CourseView,
} from './courses.service.js';

const CourseStatusEnum = builder.enumType('CourseStatus', { values: COURSE_STATUSES, description: 'draft: seen by course managers only; published: in everyone’s library.' });

const CourseLessonRef = builder.objectRef<CourseLessonView>('CourseLesson').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    chapterId: t.exposeID('chapterId'),
    courseId: t.exposeID('courseId'),
    title: t.exposeString('title'),
    body: t.exposeString('body', { description: 'Plain text; line breaks kept (the web app draws the links).' }),
    videoUrl: t.exposeString('videoUrl', { nullable: true, description: 'An http(s) link to a video.' }),
    durationMinutes: t.exposeInt('durationMinutes', { nullable: true, description: '1 to 600.' }),
    viewerCompleted: t.exposeBoolean('viewerCompleted'),
  }),
});

const CourseChapterRef = builder.objectRef<CourseChapterView>('CourseChapter').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    title: t.exposeString('title'),
    lessons: t.field({ type: [CourseLessonRef], description: 'In order.', resolve: (c) => c.lessons }),
  }),
});

const CourseRef = builder.objectRef<CourseView>('Course').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    title: t.exposeString('title'),
    summary: t.exposeString('summary'),
    status: t.field({ type: CourseStatusEnum, resolve: (c) => c.status }),
    chapters: t.field({
      type: [CourseChapterRef],
      description: 'In order, with their lessons; read only when asked (the detail pages), for every course of the answer at once.',
      resolve: (c, _args, ctx) => courseOutlineOf(ctx, c._id),
    }),
    lessonCount: t.exposeInt('lessonCount'),
    viewerCompletedCount: t.exposeInt('viewerCompletedCount'),
    viewerNextLessonId: t.exposeID('viewerNextLessonId', { nullable: true, description: 'The first lesson (in order) the viewer has not completed; null when none is left.' }),
    viewerLastActivityAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.viewerLastActivityAt }),
    learnerCount: t.exposeInt('learnerCount', { description: 'People who completed at least one lesson.' }),
    publishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.publishedAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (c) => c.updatedAt }),
    viewerCanManage: t.exposeBoolean('viewerCanManage', { description: 'The viewer holds COURSES:MANAGE: builder, dashboard, publish, delete.' }),
  }),
});

const CourseLibraryRef = builder.objectRef<CourseLibraryView>('CourseLibrary').implement({
  fields: (t) => ({
    courses: t.field({ type: [CourseRef], description: 'Published courses matching `search` (title or summary), newest published first.', resolve: (l) => l.courses }),
    inProgress: t.field({ type: [CourseRef], description: 'Published courses the viewer has started and not finished; latest activity first.', resolve: (l) => l.inProgress }),
    completed: t.field({ type: [CourseRef], description: 'Published courses the viewer has completed every lesson of.', resolve: (l) => l.completed }),
    viewerCanCreate: t.exposeBoolean('viewerCanCreate', { description: 'The viewer holds COURSES:CREATE.' }),
    viewerCanManage: t.exposeBoolean('viewerCanManage', { description: 'The viewer holds COURSES:MANAGE.' }),
  }),
});

const CourseLearnerRef = builder.objectRef<CourseLearnerView>('CourseLearner').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    name: t.exposeString('name'),
    roleName: t.exposeString('roleName'),
    completedCount: t.exposeInt('completedCount'),
    lastActivityAt: t.field({ type: 'DateTime', resolve: (l) => l.lastActivityAt }),
    finishedAt: t.field({ type: 'DateTime', nullable: true, description: 'When the last remaining lesson was completed; null until all are.', resolve: (l) => l.finishedAt }),
  }),
});

const CourseLearnersReportRef = builder.objectRef<CourseLearnersReportView>('CourseLearnersReport').implement({
  fields: (t) => ({
    courseId: t.exposeID('courseId'),
    lessonCount: t.exposeInt('lessonCount'),
    learners: t.field({ type: [CourseLearnerRef], description: 'Most recent activity first.', resolve: (r) => r.learners }),
  }),
});

const CourseInput = builder.inputType('CourseInput', {
  fields: (t) => ({
    title: t.string({ required: true, description: '1 to 200 characters.' }),
    summary: t.string({ description: 'At most 2000 characters.' }),
  }),
});

const CourseLessonInput = builder.inputType('CourseLessonInput', {
  fields: (t) => ({
    title: t.string({ required: true, description: '1 to 200 characters.' }),
    body: t.string({ description: 'Plain text, at most 20000 characters.' }),
    videoUrl: t.string({ description: 'An http(s) link; a missing scheme is taken as https.' }),
    durationMinutes: t.int({ description: '1 to 600.' }),
  }),
});

const SearchArg = { description: 'Up to 100 characters; matches titles and summaries.' };
const PositionArg = { description: '0-based target index, clamped to the list.' };

builder.queryFields((t) => ({
  courseLibrary: t.field({
    type: CourseLibraryRef,
    access: policy.courseLibrary,
    args: { search: t.arg.string(SearchArg) },
    resolve: (_root, args, ctx) => getCourseLibrary(ctx, args),
  }),
  managedCourses: t.field({
    type: [CourseRef],
    access: policy.managedCourses,
    description: 'Drafts and published courses, latest updated first.',
    args: { search: t.arg.string(SearchArg) },
    resolve: (_root, args, ctx) => getManagedCourses(ctx, args),
  }),
  course: t.field({
    type: CourseRef,
    access: policy.course,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getCourse(ctx, { id: String(args.id) }),
  }),
  courseLearners: t.field({
    type: CourseLearnersReportRef,
    access: policy.courseLearners,
    args: { courseId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getCourseLearners(ctx, { courseId: String(args.courseId) }),
  }),
}));

builder.mutationFields((t) => ({
  createCourse: t.field({
    type: CourseRef,
    access: policy.createCourse,
    description: 'Starts a draft without chapters.',
    args: { input: t.arg({ type: CourseInput, required: true }) },
    resolve: (_root, args, ctx) => createCourse(ctx, args.input),
  }),
  updateCourse: t.field({
    type: CourseRef,
    access: policy.updateCourse,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CourseInput, required: true }) },
    resolve: (_root, args, ctx) => updateCourse(ctx, { ...args.input, id: String(args.id) }),
  }),
  setCoursePublished: t.field({
    type: CourseRef,
    access: policy.setCoursePublished,
    description: 'Publishing needs at least one lesson.',
    args: { id: t.arg.id({ required: true }), published: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => setCoursePublished(ctx, { id: String(args.id), published: args.published }),
  }),
  deleteCourse: t.field({
    type: 'ID',
    access: policy.deleteCourse,
    description: 'Removes a course with its chapters, lessons and progress; answers its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteCourse(ctx, { id: String(args.id) }),
  }),
  createCourseChapter: t.field({
    type: CourseRef,
    access: policy.createCourseChapter,
    args: { courseId: t.arg.id({ required: true }), title: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => createCourseChapter(ctx, { courseId: String(args.courseId), title: args.title }),
  }),
  updateCourseChapter: t.field({
    type: CourseRef,
    access: policy.updateCourseChapter,
    args: { id: t.arg.id({ required: true }), title: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => updateCourseChapter(ctx, { id: String(args.id), title: args.title }),
  }),
  deleteCourseChapter: t.field({
    type: CourseRef,
    access: policy.deleteCourseChapter,
    description: 'Removes a chapter with its lessons and their progress; answers the course.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteCourseChapter(ctx, { id: String(args.id) }),
  }),
  moveCourseChapter: t.field({
    type: CourseRef,
    access: policy.moveCourseChapter,
    args: { id: t.arg.id({ required: true }), position: t.arg.int({ required: true, ...PositionArg }) },
    resolve: (_root, args, ctx) => moveCourseChapter(ctx, { id: String(args.id), position: args.position }),
  }),
  createCourseLesson: t.field({
    type: CourseRef,
    access: policy.createCourseLesson,
    args: { chapterId: t.arg.id({ required: true }), input: t.arg({ type: CourseLessonInput, required: true }) },
    resolve: (_root, args, ctx) => createCourseLesson(ctx, { ...args.input, chapterId: String(args.chapterId) }),
  }),
  updateCourseLesson: t.field({
    type: CourseRef,
    access: policy.updateCourseLesson,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CourseLessonInput, required: true }) },
    resolve: (_root, args, ctx) => updateCourseLesson(ctx, { ...args.input, id: String(args.id) }),
  }),
  deleteCourseLesson: t.field({
    type: CourseRef,
    access: policy.deleteCourseLesson,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteCourseLesson(ctx, { id: String(args.id) }),
  }),
  moveCourseLesson: t.field({
    type: CourseRef,
    access: policy.moveCourseLesson,
    description: 'Moves a lesson within its course, to another chapter or inside its own.',
    args: { id: t.arg.id({ required: true }), chapterId: t.arg.id({ required: true }), position: t.arg.int({ required: true, ...PositionArg }) },
    resolve: (_root, args, ctx) => moveCourseLesson(ctx, { id: String(args.id), chapterId: String(args.chapterId), position: args.position }),
  }),
  setCourseLessonCompleted: t.field({
    type: CourseRef,
    access: policy.setCourseLessonCompleted,
    description: 'Marks a lesson of a published course done (or not) for the viewer; answers the course.',
    args: { id: t.arg.id({ required: true }), completed: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => setCourseLessonCompleted(ctx, { id: String(args.id), completed: args.completed }),
  }),
}));
