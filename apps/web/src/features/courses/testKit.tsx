/** Fixtures of the courses' tests (used by *.test.tsx only): answers shaped as the documents select them. */
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { createTestClient, renderWithRouter, type OperationHandler } from '../../test/testClient';

type Fields = Record<string, unknown>;

export function courseSummary(id: string, overrides: Fields = {}) {
  return {
    __typename: 'Course',
    _id: id,
    title: `Course ${id}`,
    summary: `What ${id} teaches`,
    status: 'published',
    lessonCount: 3,
    viewerCompletedCount: 0,
    viewerNextLessonId: null,
    viewerLastActivityAt: null,
    learnerCount: 0,
    publishedAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    viewerCanManage: false,
    ...overrides,
  };
}

export function lesson(id: string, chapterId: string, overrides: Fields = {}) {
  return {
    __typename: 'CourseLesson',
    _id: id,
    chapterId,
    courseId: 'c-1',
    title: `Lesson ${id}`,
    body: `Body of ${id}`,
    videoUrl: null,
    durationMinutes: null,
    viewerCompleted: false,
    ...overrides,
  };
}

export function chapter(id: string, lessons: ReturnType<typeof lesson>[], overrides: Fields = {}) {
  return { __typename: 'CourseChapter', _id: id, title: `Chapter ${id}`, lessons, ...overrides };
}

/** A course with its outline; its counts and next lesson follow from the lessons, as the server's would. */
export function courseDetail(id: string, chapters: ReturnType<typeof chapter>[], overrides: Fields = {}) {
  const lessons = chapters.flatMap((c) => c.lessons);
  return {
    ...courseSummary(id, {
      lessonCount: lessons.length,
      viewerCompletedCount: lessons.filter((l) => l.viewerCompleted).length,
      viewerNextLessonId: lessons.find((l) => !l.viewerCompleted)?._id ?? null,
    }),
    chapters,
    ...overrides,
  };
}

/** Shows where the router is, for the tests that follow a navigation. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** The courses' routes as the route table has them, each showing `ui`, with the location probe beside them. */
export function renderCourses(ui: ReactElement, route: string, handlers: Record<string, OperationHandler>) {
  const kit = createTestClient(handlers);
  void renderWithRouter(
    <>
      <Routes>
        <Route path="/courses/home" element={ui} />
        <Route path="/courses" element={ui} />
        <Route path="/courses/:id" element={ui} />
        <Route path="/courses/:id/courseware/*" element={ui} />
        <Route path="/courses/management" element={ui} />
        <Route path="/courses/management/course/:courseId/builder/*" element={ui} />
        <Route path="/courses/management/course/:courseId/dashboard/*" element={ui} />
      </Routes>
      <LocationProbe />
    </>,
    kit.client,
    route,
  );
  return kit;
}
