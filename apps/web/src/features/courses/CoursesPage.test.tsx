import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoursePage } from './CoursePage';
import { CoursesPage } from './CoursesPage';
import { chapter, courseDetail, courseSummary, lesson, renderCourses } from './testKit';

const library = (courses: unknown[], extra: Record<string, unknown> = {}) => ({
  data: { courseLibrary: { __typename: 'CourseLibrary', courses, inProgress: [], completed: [], viewerCanCreate: false, viewerCanManage: false, ...extra } },
});

describe('course catalogue (D-583)', () => {
  it('lists the published courses with their lesson counts and the viewer’s progress once started', async () => {
    renderCourses(<CoursesPage />, '/courses', {
      CourseLibrary: () => library([courseSummary('c-1', { title: 'Pitching', lessonCount: 1 }), courseSummary('c-2', { lessonCount: 5, viewerCompletedCount: 2 })]),
    });
    const cards = await screen.findAllByTestId('course-card');
    expect(cards.map((card) => card.dataset.courseId)).toEqual(['c-1', 'c-2']);
    expect(within(cards[0]!).getByTestId('course-card-link')).toHaveAttribute('href', '/courses/c-1');
    expect(within(cards[0]!).getByTestId('course-card-lessons')).toHaveTextContent('1 lesson');
    expect(within(cards[0]!).queryByTestId('course-progress')).toBeNull();
    expect(within(cards[1]!).getByTestId('course-progress')).toHaveAttribute('data-completed', '2');
    expect(within(cards[1]!).getByText('40%')).toBeInTheDocument();
  });

  it('searches by title or summary and says when nothing matches', async () => {
    const kit = renderCourses(<CoursesPage />, '/courses', {
      CourseLibrary: (variables) => {
        if (variables.search === 'pitch') return library([courseSummary('c-1', { title: 'Pitching' })]);
        if (variables.search === 'zzz') return library([]);
        return library([courseSummary('c-1', { title: 'Pitching' }), courseSummary('c-2')]);
      },
    });
    expect(await screen.findAllByTestId('course-card')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('courses-search'), { target: { value: ' pitch ' } });
    expect(await screen.findByTestId('courses-results-count', undefined, { timeout: 2000 })).toHaveTextContent('1 course found');
    await waitFor(() => expect(screen.getAllByTestId('course-card')).toHaveLength(1));
    expect(kit.callsOf('CourseLibrary').at(-1)?.variables).toEqual({ search: 'pitch' });
    fireEvent.change(screen.getByTestId('courses-search'), { target: { value: 'zzz' } });
    expect(await screen.findByTestId('courses-no-match', undefined, { timeout: 2000 })).toHaveTextContent('No course matches “zzz”.');
  });

  it('says so when no course is published yet', async () => {
    renderCourses(<CoursesPage />, '/courses', { CourseLibrary: () => library([]) });
    expect(await screen.findByTestId('courses-catalogue-empty')).toHaveTextContent('No courses yet');
  });
});

describe('course page (D-583)', () => {
  const outline = (done: boolean[]) => {
    const lessons = done.map((viewerCompleted, i) => lesson(`l-${i + 1}`, i < 2 ? 'ch-1' : 'ch-2', { viewerCompleted, durationMinutes: i === 0 ? 15 : null }));
    return [chapter('ch-1', lessons.slice(0, 2), { title: 'Basics' }), chapter('ch-2', lessons.slice(2), { title: 'Practice' })];
  };
  const open = (course: unknown) => renderCourses(<CoursePage />, '/courses/c-1', { Course: () => ({ data: { course } }) });

  it('starts a course not begun at its first lesson, and shows the outline with links and lengths', async () => {
    open(courseDetail('c-1', outline([false, false, false])));
    const start = await screen.findByTestId('course-start');
    expect(start).toHaveTextContent('Start');
    expect(start).toHaveAttribute('href', '/courses/c-1/courseware/l-1');
    const links = within(screen.getByTestId('course-outline')).getAllByTestId('course-lesson-link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/courses/c-1/courseware/l-1', '/courses/c-1/courseware/l-2', '/courses/c-1/courseware/l-3']);
    expect(screen.getByText('Chapter 1: Basics')).toBeInTheDocument();
    expect(screen.getByText('15 min')).toBeInTheDocument();
    expect(screen.queryByTestId('course-edit')).toBeNull();
    expect(screen.queryByTestId('course-draft-badge')).toBeNull();
  });

  it('continues at the first lesson not completed, with the progress and the completed lessons checked', async () => {
    open(courseDetail('c-1', outline([true, false, false])));
    const start = await screen.findByTestId('course-start');
    expect(start).toHaveTextContent('Continue');
    expect(start).toHaveAttribute('href', '/courses/c-1/courseware/l-2');
    expect(screen.getByTestId('course-progress')).toHaveAttribute('data-completed', '1');
    expect(screen.getAllByTestId('course-lesson-link').map((link) => link.dataset.completed)).toEqual(['true', 'false', 'false']);
  });

  it('offers a review from the first lesson once every lesson is completed', async () => {
    open(courseDetail('c-1', outline([true, true, true])));
    const start = await screen.findByTestId('course-start');
    expect(start).toHaveTextContent('Review');
    expect(start).toHaveAttribute('href', '/courses/c-1/courseware/l-1');
  });

  it('shows a manager the draft badge and the ways to the builder and the learners', async () => {
    open(courseDetail('c-1', outline([false, false, false]), { status: 'draft', viewerCanManage: true }));
    expect(await screen.findByTestId('course-draft-badge')).toHaveTextContent('Draft');
    expect(screen.getByTestId('course-edit')).toHaveAttribute('href', '/courses/management/course/c-1/builder');
    expect(screen.getByTestId('course-learners')).toHaveAttribute('href', '/courses/management/course/c-1/dashboard');
  });

  it('answers a course the viewer may not see with the server’s refusal', async () => {
    renderCourses(<CoursePage />, '/courses/c-9', { Course: () => ({ errors: [{ message: 'Not found', extensions: { code: 'NotFound' } }] }) });
    expect(await screen.findByTestId('course-error')).toHaveTextContent('This item does not exist or was removed.');
  });
});
