import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleType } from '@hatchery/domain';
import { addTaskRequests } from './addTaskRequests';
import { endOfTomorrow } from './taskDates';
import { TasksButton } from './TasksButton';
import { makeTask, taskPage, VIEWER } from './testKit';
import { createTestClient, gate, renderWithRouter } from '../../test/testClient';

const viewerState = vi.hoisted(() => ({ roles: ['Staff'] as RoleType[] }));
vi.mock('../../app/viewer/ViewerContext', () => ({
  useViewer: () => ({ status: 'authenticated', user: { _id: 'u-me', fullName: 'Sam Staff' }, roles: viewerState.roles }),
  useCurrentUser: () => ({ _id: 'u-me', fullName: 'Sam Staff' }),
}));

const OVERDUE = makeTask('t-old', 'Update the cap table', -2);
const TODAY = makeTask('t-today', 'Send the deck to your coach', 0);
const TOMORROW = makeTask('t-tomorrow', 'Book a mentor session', 1);

function server(initial: ReturnType<typeof makeTask>[]) {
  const state = { tasks: initial, hold: null as Promise<void> | null };
  const kit = createTestClient({
    NavbarTasks: async () => {
      if (state.hold) await state.hold;
      return taskPage(state.tasks);
    },
    UpdateTaskDone: (variables) => ({
      data: { updateTaskDone: { ...TODAY, viewerDone: variables.done, done: variables.done } },
    }),
  });
  return { ...kit, state };
}

const count = () => screen.queryByTestId('tasks-count')?.textContent;
const added = (task: ReturnType<typeof makeTask>) => ({
  tasksUpdatedForUser: { __typename: 'TaskUpdateEvent', updateType: 'ADDED', taskId: task._id, task: { __typename: 'Task', _id: task._id, dueDate: task.dueDate } },
});
const removed = (task: ReturnType<typeof makeTask>) => ({
  tasksUpdatedForUser: { __typename: 'TaskUpdateEvent', updateType: 'REMOVED', taskId: task._id, task: { __typename: 'Task', _id: task._id, dueDate: task.dueDate } },
});

describe('tasks button and slide-over (CHR-32, TSK-06, TSK-08…13)', () => {
  beforeEach(() => {
    viewerState.roles = ['Staff'];
  });

  it('is shown to staff-type roles, with the pending count, and not to other roles (CHR-32)', async () => {
    const kit = server([TODAY, TOMORROW]);
    const { unmount } = await renderWithRouter(<TasksButton />, kit.client);
    expect(screen.getByRole('button', { name: 'Tasks' })).toBeInTheDocument();
    await waitFor(() => expect(count()).toBe('2'));
    unmount();
    for (const roles of [['Cofounder'], ['Mentor'], ['CommunityMember'], ['Applicant']] as RoleType[][]) {
      viewerState.roles = roles;
      const other = await renderWithRouter(<TasksButton />, server([TODAY]).client);
      expect(screen.queryByTestId('tasks-button'), roles.join()).toBeNull();
      other.unmount();
    }
  });

  it('asks for approved pending tasks due by the end of tomorrow, 15 of them (TSK-08, TSK-11)', async () => {
    const kit = server([TODAY]);
    await renderWithRouter(<TasksButton />, kit.client);
    await waitFor(() => expect(kit.callsOf('NavbarTasks').length).toBeGreaterThan(0));
    expect(kit.callsOf('NavbarTasks')[0]?.variables).toEqual({
      queryOptions: { before: endOfTomorrow(new Date()).toISOString(), approvalStatus: 'APPROVED', completionStatus: 'PENDING' },
      limit: 15,
    });
  });

  it('opens "Today\'s Tasks" with Add Task, View all tasks (→ /tasks) and the tasks grouped overdue, today, future (CHR-32, TSK-06)', async () => {
    const kit = server([TOMORROW, OVERDUE, TODAY]);
    await renderWithRouter(<TasksButton />, kit.client);
    fireEvent.click(screen.getByTestId('tasks-button'));
    const dialog = await screen.findByRole('dialog', { name: "Today's Tasks" });
    expect(within(dialog).getByRole('button', { name: 'Add Task' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View all tasks' })).toHaveAttribute('href', '/tasks');
    await within(dialog).findByText('Update the cap table');
    const groups = ['overdue', 'today', 'future'].map((g) => within(dialog).getByTestId(`task-group-${g}`));
    expect(within(groups[0] as HTMLElement).getByText('Overdue')).toBeInTheDocument();
    expect(within(groups[0] as HTMLElement).getByText('Update the cap table')).toBeInTheDocument();
    expect(within(groups[1] as HTMLElement).getByText('Send the deck to your coach')).toBeInTheDocument();
    expect(within(groups[2] as HTMLElement).getByText('Book a mentor session')).toBeInTheDocument();
  });

  it('says "You have no pending tasks!" when there are none, and shows no count (TSK-13)', async () => {
    const kit = server([]);
    await renderWithRouter(<TasksButton />, kit.client);
    fireEvent.click(screen.getByTestId('tasks-button'));
    const dialog = await screen.findByRole('dialog', { name: "Today's Tasks" });
    expect(await within(dialog).findByText('You have no pending tasks!')).toBeInTheDocument();
    expect(count()).toBeUndefined();
  });

  it('ADDED raises the count at once, but not for a task due after tomorrow; REMOVED lowers it; then the list is fetched again (TSK-09, TSK-10)', async () => {
    const kit = server([TODAY]);
    await renderWithRouter(<TasksButton />, kit.client);
    await waitFor(() => expect(count()).toBe('1'));
    await waitFor(() => expect(kit.subscriptions()).toBe(1));
    expect(kit.callsOf('TasksUpdatedForUser')[0]?.variables).toEqual({ userId: VIEWER._id });

    // The server's answer to the refetch is held back, so what shows is the count the events give.
    const first = gate();
    kit.state.hold = first.wait;
    const later = makeTask('t-later', 'Prepare the demo day', 5);
    act(() => kit.emit(added(TOMORROW)));
    await waitFor(() => expect(count()).toBe('2'));
    act(() => kit.emit(added(later)));
    act(() => kit.emit(removed(makeTask('t-unknown', 'Not counted', 0))));
    expect(count()).toBe('2');
    const fetchesBefore = kit.callsOf('NavbarTasks').length;
    expect(fetchesBefore).toBeGreaterThanOrEqual(2);

    kit.state.tasks = [TODAY, TOMORROW];
    await act(async () => first.open());
    await waitFor(() => expect(count()).toBe('2'));

    const second = gate();
    kit.state.hold = second.wait;
    act(() => kit.emit(removed(TODAY)));
    await waitFor(() => expect(count()).toBe('1'));
    kit.state.tasks = [TOMORROW];
    await act(async () => second.open());
    await waitFor(() => expect(kit.callsOf('NavbarTasks').length).toBeGreaterThan(fetchesBefore));
    expect(count()).toBe('1');
  });

  it('completing a task in the slide-over removes it from the list (TSK-12)', async () => {
    const kit = server([TODAY, TOMORROW]);
    await renderWithRouter(<TasksButton />, kit.client);
    fireEvent.click(screen.getByTestId('tasks-button'));
    const dialog = await screen.findByRole('dialog', { name: "Today's Tasks" });
    const checkbox = await within(dialog).findByRole('checkbox', { name: 'Send the deck to your coach' });
    kit.state.tasks = [TOMORROW];
    fireEvent.click(checkbox);
    await waitFor(() => expect(within(dialog).queryByText('Send the deck to your coach')).toBeNull());
    expect(kit.callsOf('UpdateTaskDone')[0]?.variables).toEqual({ taskId: 't-today', assigneeId: VIEWER._id, done: true });
    await waitFor(() => expect(count()).toBe('1'));
  });

  it('the Create menu\'s "task" opens Add Task in the slide-over; with no tasks button it is not handled (GAP-46)', async () => {
    expect(addTaskRequests.request()).toBe(false);
    const kit = createTestClient({
      NavbarTasks: () => taskPage([]),
      TaskAssigneeOptions: () => ({ data: { taskAssigneeOptions: [] } }),
    });
    await renderWithRouter(<TasksButton />, kit.client);
    let handled = false;
    act(() => {
      handled = addTaskRequests.request();
    });
    expect(handled).toBe(true);
    expect(await screen.findByRole('dialog', { name: "Today's Tasks" })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Add Task' })).toBeInTheDocument();
  });
});
