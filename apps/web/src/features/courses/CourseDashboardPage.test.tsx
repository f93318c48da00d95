import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseDashboardPage } from './CourseDashboardPage';
import { courseSummary, renderCourses } from './testKit';

const ROUTE = '/courses/management/course/c-1/dashboard';
const learner = (userId: string, completedCount: number, finishedAt: string | null = null) => ({
  __typename: 'CourseLearner',
  userId,
  name: `Person ${userId}`,
  roleName: 'Cofounder',
  completedCount,
  lastActivityAt: '2026-11-20T10:00:00.000Z',
  finishedAt,
});
const answer = (learners: unknown[]) => () => ({
  data: {
    course: courseSummary('c-1', { title: 'Pitching', lessonCount: 4, viewerCanManage: true }),
    courseLearners: { __typename: 'CourseLearnersReport', courseId: 'c-1', lessonCount: 4, learners },
  },
});

describe('course dashboard (D-583)', () => {
  it('shows the figures and each learner’s progress', async () => {
    renderCourses(<CourseDashboardPage />, ROUTE, { CourseLearners: answer([learner('u-1', 4, '2026-11-19T09:00:00.000Z'), learner('u-2', 1)]) });
    const rows = await screen.findAllByTestId('learner-row');
    expect(screen.getByTestId('course-stat-learners-value')).toHaveTextContent('2');
    expect(screen.getByTestId('course-stat-finished-value')).toHaveTextContent('1');
    expect(screen.getByTestId('course-stat-average-value')).toHaveTextContent('63%');
    expect(rows.map((row) => row.dataset.userId)).toEqual(['u-1', 'u-2']);
    expect(within(rows[0]!).getByText('Person u-1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Cofounder')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('course-progress')).toHaveAttribute('data-completed', '4');
    expect(within(rows[0]!).getByTestId('course-progress')).toHaveAttribute('data-total', '4');
    expect(within(rows[1]!).getByText('1 of 4 lessons')).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('learner-finished')).toHaveTextContent('Not yet');
    expect(screen.getByTestId('course-dashboard-builder')).toHaveAttribute('href', '/courses/management/course/c-1/builder');
    expect(screen.getByTestId('course-dashboard-management')).toHaveAttribute('href', '/courses/management');
  });

  it('says when nobody has started the course yet', async () => {
    renderCourses(<CourseDashboardPage />, ROUTE, { CourseLearners: answer([]) });
    expect(await screen.findByTestId('course-dashboard-empty')).toHaveTextContent('Nobody has completed a lesson');
    expect(screen.getByTestId('course-stat-average-value')).toHaveTextContent('0%');
    expect(screen.queryByTestId('learner-row')).toBeNull();
  });
});
