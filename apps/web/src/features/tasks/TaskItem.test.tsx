import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../lib/alerts/alertStore';
import { TaskEditorProvider } from './taskEditor';
import { TaskGroups } from './TaskGroups';
import { TasksPage } from './TasksPage';
import { makeTask, taskPage, userRow, VIEWER } from './testKit';
import { createTestClient, gate, renderWithRouter } from '../../test/testClient';

vi.mock('../../app/viewer/ViewerContext', () => ({
  useViewer: () => ({ status: 'authenticated', user: { _id: 'u-me', fullName: 'Sam Staff' }, roles: ['Staff'] }),
  useCurrentUser: () => ({ _id: 'u-me', fullName: 'Sam Staff' }),
}));

const NORMAL = makeTask('t-normal', 'Send the deck', 0);
const SYSTEM = makeTask('t-profile', 'Complete your profile', 3, { taskType: 'completeUserProfile', createdBy: null, viewerCanCheck: false, viewerCanEdit: false, viewerCanDelete: false });
const NOT_MINE = makeTask('t-other', 'Review the milestones', 2, { viewerCanCheck: false, viewerDone: null, viewerCanEdit: true, viewerCanDelete: false });
const READ_ONLY_MENU = makeTask('t-delete-only', 'Prepare the pitch', 4, { viewerCanEdit: false, viewerCanDelete: true });

function renderGroups(tasks = [NORMAL, SYSTEM, NOT_MINE, READ_ONLY_MENU], handlers = {}) {
  const kit = createTestClient(handlers);
  return renderWithRouter(
    <TaskEditorProvider>
      <TaskGroups tasks={tasks} />
    </TaskEditorProvider>,
    kit.client,
  ).then(() => kit);
}

const itemOf = (name: string) => screen.getByText(name).closest('[data-testid="task-item"]') as HTMLElement;

describe('a task in a list (TSK-02, TSK-03, TSK-24)', () => {
  beforeEach(() => alertStore.clear());

  it('the checkbox is enabled only for a normal task the viewer may tick; system tasks complete by themselves (TSK-02)', async () => {
    await renderGroups();
    expect(screen.getByRole('checkbox', { name: 'Send the deck' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Complete your profile' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Review the milestones' })).toBeDisabled();
  });

  it('the options menu shows only with TASK/TASK:DELETE; Edit only when the task may be edited (TSK-24, TSK-03)', async () => {
    await renderGroups();
    expect(within(itemOf('Complete your profile')).queryByTestId('task-options')).toBeNull();
    expect(within(itemOf('Review the milestones')).queryByTestId('task-options')).toBeNull();
    fireEvent.click(within(itemOf('Prepare the pitch')).getByTestId('task-options'));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    fireEvent.click(within(itemOf('Send the deck')).getByTestId('task-options'));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
  });
});

describe('the /tasks page (TSK-05, TSK-06, TSK-08, TSK-12, TSK-23)', () => {
  beforeEach(() => alertStore.clear());

  function pageServer(tasks = [NORMAL, READ_ONLY_MENU]) {
    const state = { tasks };
    const kit = createTestClient({
      TaskList: () => taskPage(state.tasks),
      NavbarTasks: () => taskPage(state.tasks),
      DeleteTask: (variables) => {
        state.tasks = state.tasks.filter((t) => t._id !== variables.taskId);
        return { data: { deleteTask: true } };
      },
      UpdateTaskDone: (variables) =>
        variables.taskId === 't-normal' && variables.done
          ? { errors: [new GraphQLError('You can only check your own tasks', { extensions: { code: 'SomethingElse' } })] }
          : { data: { updateTaskDone: NORMAL } },
    });
    return { ...kit, state };
  }

  it('lists my pending approved tasks by due date, then completed ones or the ones I created (TSK-06, TSK-08)', async () => {
    const kit = pageServer();
    await renderWithRouter(<TasksPage />, kit.client, '/tasks');
    await screen.findByText('Send the deck');
    expect(kit.callsOf('TaskList')[0]?.variables).toEqual({
      queryOptions: { scope: 'MINE', completionStatus: 'PENDING', approvalStatus: 'APPROVED' },
      limit: 20,
    });
    expect(screen.getByTestId('task-group-today')).toHaveTextContent('Send the deck');
    expect(screen.getByTestId('task-group-future')).toHaveTextContent('Prepare the pitch');
    fireEvent.click(screen.getByRole('radio', { name: 'Completed' }));
    await waitFor(() => expect(kit.callsOf('TaskList').some((c) => JSON.stringify(c.variables).includes('COMPLETED'))).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Created by me' }));
    await waitFor(() => expect(kit.callsOf('TaskList').some((c) => JSON.stringify(c.variables).includes('CREATED'))).toBe(true));
  });

  it('ticking shows at once, before the server answers, and sends taskId, the viewer as assignee and done (TSK-05)', async () => {
    const answer = gate();
    const kit = createTestClient({
      TaskList: () => taskPage([NORMAL]),
      NavbarTasks: () => taskPage([]),
      UpdateTaskDone: async () => {
        await answer.wait;
        return { data: { updateTaskDone: { ...NORMAL, viewerDone: true, done: true, assignees: [userRow(VIEWER._id, VIEWER.fullName, true)] } } };
      },
    });
    await renderWithRouter(<TasksPage />, kit.client, '/tasks');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Send the deck' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Send the deck' })).toBeChecked());
    expect(kit.callsOf('UpdateTaskDone')).toHaveLength(1);
    expect(kit.callsOf('UpdateTaskDone')[0]?.variables).toEqual({ taskId: 't-normal', assigneeId: VIEWER._id, done: true });
    await act(async () => answer.open());
    expect(screen.getByRole('checkbox', { name: 'Send the deck' })).toBeChecked();
  });

  it('a refused tick goes back, with the error in an alert (TSK-05, D1 §8)', async () => {
    const kit = pageServer();
    await renderWithRouter(<TasksPage />, kit.client, '/tasks');
    const checkbox = await screen.findByRole('checkbox', { name: 'Send the deck' });
    fireEvent.click(checkbox);
    // Optimistic first…
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Send the deck' })).toBeChecked());
    // …then rolled back when the server refuses.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Send the deck' })).not.toBeChecked());
    expect(alertStore.get().map((a) => [a.type, a.message])).toContainEqual(['error', 'You can only check your own tasks']);
  });

  it('Delete asks "Are you sure you want to delete this task?"; Cancel keeps it, Confirm deletes it and it leaves the list (TSK-23, TSK-12)', async () => {
    const kit = pageServer();
    const { unmount } = await renderWithRouter(<TasksPage />, kit.client, '/tasks');
    await screen.findByText('Prepare the pitch');
    fireEvent.click(within(itemOf('Prepare the pitch')).getByTestId('task-options'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete this task?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to delete this task?')).toBeNull());
    expect(kit.callsOf('DeleteTask')).toHaveLength(0);
    expect(screen.getByText('Prepare the pitch')).toBeInTheDocument();

    // Again, on a fresh page (jsdom cannot place a menu reopened over a closed modal).
    unmount();
    await renderWithRouter(<TasksPage />, kit.client, '/tasks');
    await screen.findByText('Prepare the pitch');
    fireEvent.click(within(itemOf('Prepare the pitch')).getByTestId('task-options'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Prepare the pitch')).toBeNull());
    expect(kit.callsOf('DeleteTask')[0]?.variables).toEqual({ taskId: 't-delete-only' });
    expect(screen.getByText('Send the deck')).toBeInTheDocument();
    expect(screen.getByTestId('tasks-shown')).toHaveTextContent('1 of 1 task');
  });

  it('loads more through the next cursor and appends (TSK-08)', async () => {
    const more = makeTask('t-more', 'Book the venue', 6);
    const kit = createTestClient({
      TaskList: (variables) => (variables.cursor ? taskPage([more], 2, null) : taskPage([NORMAL], 2, 'cursor-2')),
    });
    await renderWithRouter(<TasksPage />, kit.client, '/tasks');
    await screen.findByText('Send the deck');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Book the venue');
    expect(screen.getByText('Send the deck')).toBeInTheDocument();
    expect(kit.callsOf('TaskList').at(-1)?.variables).toMatchObject({ cursor: 'cursor-2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
