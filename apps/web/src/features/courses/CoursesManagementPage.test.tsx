import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../lib/alerts/alertStore';
import { CoursesManagementPage } from './CoursesManagementPage';
import { courseDetail, courseSummary, renderCourses } from './testKit';

const abilities = (viewerCanCreate: boolean, viewerCanManage = true) => () => ({
  data: { courseLibrary: { __typename: 'CourseLibrary', viewerCanCreate, viewerCanManage } },
});
const managed = [
  courseSummary('c-1', { title: 'Pitching', status: 'draft', lessonCount: 0, viewerCanManage: true }),
  courseSummary('c-2', { title: 'Legal basics', lessonCount: 4, learnerCount: 7, viewerCanManage: true }),
];

describe('course management (D-583)', () => {
  beforeEach(() => alertStore.clear());

  it('lists the managed courses with their status, lessons, learners and actions', async () => {
    renderCourses(<CoursesManagementPage />, '/courses/management', { ManagedCourses: () => ({ data: { managedCourses: managed } }), CourseAbilities: abilities(false) });
    const rows = await screen.findAllByTestId('course-row');
    expect(rows.map((row) => row.dataset.courseId)).toEqual(['c-1', 'c-2']);
    expect(within(rows[0]!).getByTestId('course-row-title')).toHaveAttribute('href', '/courses/management/course/c-1/builder');
    expect(within(rows[0]!).getByTestId('course-status')).toHaveTextContent('Draft');
    expect(within(rows[1]!).getByTestId('course-status')).toHaveTextContent('Published');
    expect(within(rows[1]!).getByText('7')).toBeInTheDocument();
    // No "New course" for a manager who may not create one.
    await waitFor(() => expect(screen.queryByTestId('new-course')).toBeNull());
  });

  it('lets a creator make a course, checks its title first, then opens its builder', async () => {
    const kit = renderCourses(<CoursesManagementPage />, '/courses/management', {
      ManagedCourses: () => ({ data: { managedCourses: managed } }),
      CourseAbilities: abilities(true),
      CreateCourse: (variables) => ({ data: { createCourse: courseDetail('c-new', [], { ...(variables.input as object), status: 'draft', viewerCanManage: true }) } }),
    });
    fireEvent.click(await screen.findByTestId('new-course'));
    const dialog = await screen.findByTestId('course-dialog');
    fireEvent.click(within(dialog).getByTestId('course-dialog-save'));
    expect(await within(dialog).findByText('Title is a required field')).toBeInTheDocument();
    expect(kit.callsOf('CreateCourse')).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('course-dialog-title'), { target: { value: '  Market sizing ' } });
    fireEvent.change(within(dialog).getByTestId('course-dialog-summary'), { target: { value: 'TAM, SAM, SOM.' } });
    fireEvent.click(within(dialog).getByTestId('course-dialog-save'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/courses/management/course/c-new/builder'), { timeout: 3000 });
    expect(kit.callsOf('CreateCourse')[0]?.variables).toEqual({ input: { title: 'Market sizing', summary: 'TAM, SAM, SOM.' } });
  });

  it('shows the server’s words when a course without lessons cannot be published', async () => {
    const kit = renderCourses(<CoursesManagementPage />, '/courses/management', {
      ManagedCourses: () => ({ data: { managedCourses: managed } }),
      CourseAbilities: abilities(false),
      SetCoursePublished: () => ({ errors: [{ message: 'Add a lesson before publishing the course.', extensions: { code: 'BAD_USER_INPUT', field: 'published' } }] }),
    });
    const [draft] = await screen.findAllByTestId('course-row');
    fireEvent.click(within(draft!).getByTestId('course-row-menu'));
    fireEvent.click(await screen.findByTestId('course-row-publish'));
    await waitFor(() => expect(alertStore.get().map((a) => [a.type, a.message])).toContainEqual(['error', 'Add a lesson before publishing the course.']));
    expect(kit.callsOf('SetCoursePublished')[0]?.variables).toEqual({ id: 'c-1', published: true });
  });

  it('shows a member who may not manage courses the no-access state, without asking for the list (D-92)', async () => {
    const kit = renderCourses(<CoursesManagementPage />, '/courses/management', {
      ManagedCourses: () => ({ data: { managedCourses: managed } }),
      CourseAbilities: abilities(false, false),
    });
    expect(await screen.findByTestId('no-access')).toBeInTheDocument();
    expect(screen.queryByTestId('course-row')).toBeNull();
    expect(kit.callsOf('ManagedCourses')).toHaveLength(0);
  });

  it('deletes a course after confirmation', async () => {
    const kit = renderCourses(<CoursesManagementPage />, '/courses/management', {
      ManagedCourses: () => ({ data: { managedCourses: managed } }),
      CourseAbilities: abilities(false),
      DeleteCourse: (variables) => ({ data: { deleteCourse: variables.id } }),
    });
    const rows = await screen.findAllByTestId('course-row');
    fireEvent.click(within(rows[1]!).getByTestId('course-row-menu'));
    fireEvent.click(await screen.findByTestId('course-row-delete'));
    fireEvent.click(await screen.findByTestId('course-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('course-row').map((row) => row.dataset.courseId)).toEqual(['c-1']));
    expect(kit.callsOf('DeleteCourse')[0]?.variables).toEqual({ id: 'c-2' });
  });
});
