/** GraphQL documents of the courses (/courses, D-583), written against the shared contract. */
import { graphql, type ResultOf } from '../../lib/graphql';

/** What a card, a row and a header show of a course: no outline. */
const COURSE_SUMMARY_FIELDS = graphql(`
  fragment CourseSummaryFields on Course {
    __typename
    _id
    title
    summary
    status
    lessonCount
    viewerCompletedCount
    viewerNextLessonId
    viewerLastActivityAt
    learnerCount
    publishedAt
    updatedAt
    viewerCanManage
  }
`);

const COURSE_LESSON_FIELDS = graphql(`
  fragment CourseLessonFields on CourseLesson {
    __typename
    _id
    chapterId
    courseId
    title
    body
    videoUrl
    durationMinutes
    viewerCompleted
  }
`);

/**
 * A course with its outline: the course page, the courseware and the builder read it, and every change of the builder
 * answers it whole, so the cache (Course, CourseChapter and CourseLesson normalised by _id) updates every page at once.
 */
const COURSE_DETAIL_FIELDS = graphql(`
  fragment CourseDetailFields on Course {
    ...CourseSummaryFields
    chapters {
      __typename
      _id
      title
      lessons { ...CourseLessonFields }
    }
  }
`, [COURSE_SUMMARY_FIELDS, COURSE_LESSON_FIELDS]);

export const COURSE_LIBRARY = graphql(`
  query CourseLibrary($search: String) {
    courseLibrary(search: $search) {
      __typename
      courses { ...CourseSummaryFields }
      inProgress { ...CourseSummaryFields }
      completed { ...CourseSummaryFields }
      viewerCanCreate
      viewerCanManage
    }
  }
`, [COURSE_SUMMARY_FIELDS]);

/** What the viewer may do with courses (the management page's "New course"). */
export const COURSE_ABILITIES = graphql(`
  query CourseAbilities {
    courseLibrary {
      __typename
      viewerCanCreate
      viewerCanManage
    }
  }
`);

export const MANAGED_COURSES = graphql(`
  query ManagedCourses($search: String) {
    managedCourses(search: $search) { ...CourseSummaryFields }
  }
`, [COURSE_SUMMARY_FIELDS]);

export const COURSE = graphql(`
  query Course($id: ID!) {
    course(id: $id) { ...CourseDetailFields }
  }
`, [COURSE_DETAIL_FIELDS]);

export const COURSE_LEARNERS = graphql(`
  query CourseLearners($courseId: ID!) {
    course(id: $courseId) { ...CourseSummaryFields }
    courseLearners(courseId: $courseId) {
      __typename
      courseId
      lessonCount
      learners {
        __typename
        userId
        name
        roleName
        completedCount
        lastActivityAt
        finishedAt
      }
    }
  }
`, [COURSE_SUMMARY_FIELDS]);

export const CREATE_COURSE = graphql(`
  mutation CreateCourse($input: CourseInput!) {
    createCourse(input: $input) { ...CourseDetailFields }
  }
`, [COURSE_DETAIL_FIELDS]);

export const UPDATE_COURSE = graphql(`
  mutation UpdateCourse($id: ID!, $input: CourseInput!) {
    updateCourse(id: $id, input: $input) { ...CourseDetailFields }
  }
`, [COURSE_DETAIL_FIELDS]);

export const SET_COURSE_PUBLISHED = graphql(`
  mutation SetCoursePublished($id: ID!, $published: Boolean!) {
    setCoursePublished(id: $id, published: $published) { ...CourseDetailFields }
  }
`, [COURSE_DETAIL_FIELDS]);

export const DELETE_COURSE = graphql(`
  mutation DeleteCourse($id: ID!) {
    deleteCourse(id: $id)
  }
`);

export const CREATE_COURSE_CHAPTER = graphql(`
  mutation CreateCourseChapter($courseId: ID!, $title: String!) {
    createCourseChapter(courseId: $courseId, title: $title) { ...CourseDetailFields }
  }
`, [COURSE_DETAIL_FIELDS]);

export const UPDATE_COURSE_CHAPTER = graphql(`
  mutation UpdateCourseChapter($id: ID!, $title: String!) {
    updateCourseChapter(id: $id, title: $title) { ...CourseDetailFields }
  }
`, [COURSE_DETAIL_FIELDS]);

export const DELETE_COURSE_CHAPTER = graphql(`
  mutation DeleteCourseChapter($id: ID!) {
    deleteCourseChapter(id: $id) { ...CourseDetailFields }
  }
`, [COURSE_DETAIL_FIELDS]);

export const MOVE_COURSE_CHAPTER = graphql(`
  mutation MoveCourseChapter($id: ID!, $position: Int!) {
    moveCourseChapter(id: $id, position: $position) { ...CourseDetailFields }
  }
`, [COURSE_DETAIL_FIELDS]);

export const CREATE_COURSE_LESSON = graphql(`
  mutation CreateCourseLesson($chapterId: ID!, $input: CourseLessonInput!) {
    createCourseLesson(chapterId: $chapterId, input: $input) { ...CourseDetailFields }
  }
`, [COURSE_DETAIL_FIELDS]);

export const UPDATE_COURSE_LESSON = graphql(`
  mutation UpdateCourseLesson($id: ID!, $input: CourseLessonInput!) {
    updateCourseLesson(id: $id, input: $input) { ...CourseDetailFields }
  }
`, [COURSE_DETAIL_FIELDS]);

export const DELETE_COURSE_LESSON = graphql(`
  mutation DeleteCourseLesson($id: ID!) {
    deleteCourseLesson(id: $id) { ...CourseDetailFields }
  }
`, [COURSE_DETAIL_FIELDS]);

export const MOVE_COURSE_LESSON = graphql(`
  mutation MoveCourseLesson($id: ID!, $chapterId: ID!, $position: Int!) {
    moveCourseLesson(id: $id, chapterId: $chapterId, position: $position) { ...CourseDetailFields }
  }
`, [COURSE_DETAIL_FIELDS]);

export const SET_COURSE_LESSON_COMPLETED = graphql(`
  mutation SetCourseLessonCompleted($id: ID!, $completed: Boolean!) {
    setCourseLessonCompleted(id: $id, completed: $completed) { ...CourseDetailFields }
  }
`, [COURSE_DETAIL_FIELDS]);

export type CourseLibrary = ResultOf<typeof COURSE_LIBRARY>['courseLibrary'];
export type CourseSummary = ResultOf<typeof MANAGED_COURSES>['managedCourses'][number];
export type CourseDetail = ResultOf<typeof COURSE>['course'];
export type CourseChapter = CourseDetail['chapters'][number];
export type CourseLesson = CourseChapter['lessons'][number];
export type CourseLearnersReport = ResultOf<typeof COURSE_LEARNERS>['courseLearners'];
export type CourseLearner = CourseLearnersReport['learners'][number];
