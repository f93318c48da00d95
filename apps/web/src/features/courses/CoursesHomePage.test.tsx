import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoursesHomePage } from './CoursesHomePage';
import { courseSummary, renderCourses } from './testKit';

const library = (extra: Record<string, unknown> = {}) => ({
  data: { courseLibrary: { __typename: 'CourseLibrary', courses: [], inProgress: [], completed: [], viewerCanCreate: false, viewerCanManage: false, ...extra } },
});

describe('courses home (D-583)', () => {
  it('shows the courses under way with the way back in, the finished ones and those still to explore', async () => {
    const underWay = courseSummary('c-1', { title: 'Pitching', lessonCount: 4, viewerCompletedCount: 1, viewerNextLessonId: 'l-2' });
    const finished = courseSummary('c-2', { title: 'Legal basics', lessonCount: 2, viewerCompletedCount: 2 });
    const fresh = courseSummary('c-3', { title: 'Fundraising' });
    render({ courses: [underWay, finished, fresh], inProgress: [underWay], completed: [finished] });

    const continuing = await screen.findByTestId('courses-home-in-progress');
    const card = within(continuing).getByTestId('course-card');
    expect(card).toHaveAttribute('data-course-id', 'c-1');
    expect(within(card).getByTestId('course-progress')).toHaveAttribute('data-completed', '1');
    expect(within(card).getByTestId('course-progress')).toHaveAttribute('data-total', '4');
    expect(within(card).getByText('1 of 4 lessons')).toBeInTheDocument();
    expect(within(card).getByTestId('course-continue')).toHaveAttribute('href', '/courses/c-1/courseware/l-2');

    const completed = screen.getByTestId('courses-home-completed');
    expect(within(completed).getByRole('link', { name: 'Legal basics' })).toHaveAttribute('href', '/courses/c-2');

    const explore = screen.getByTestId('courses-home-explore');
    expect(within(explore).getAllByTestId('course-card').map((c) => c.dataset.courseId)).toEqual(['c-3']);
    expect(within(explore).queryByTestId('course-progress')).toBeNull();
    expect(screen.queryByTestId('courses-home-manage')).toBeNull();
  });

  it('welcomes a viewer when no course is published, and shows managers the way to the management', async () => {
    render({ viewerCanManage: true });
    expect(await screen.findByTestId('courses-home-empty')).toHaveTextContent('No courses yet');
    expect(screen.getByTestId('courses-home-manage')).toHaveAttribute('href', '/courses/management');
    expect(screen.queryByTestId('course-card')).toBeNull();
  });

  it('tells a learner what to expect when the library is empty', async () => {
    render({});
    expect(await screen.findByTestId('courses-home-empty')).toHaveTextContent('When the programme team publishes a course');
    expect(screen.queryByTestId('courses-home-manage')).toBeNull();
  });
});

function render(extra: Record<string, unknown>) {
  return renderCourses(<CoursesHomePage />, '/courses/home', { CourseLibrary: () => library(extra) });
}
