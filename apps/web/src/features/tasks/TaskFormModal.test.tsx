import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../lib/alerts/alertStore';
import { toDayString } from './taskDates';
import { TaskFormModal } from './TaskFormModal';
import { makeTask, taskPage, VIEWER } from './testKit';
import { createTestClient, renderWithRouter } from '../../test/testClient';

vi.mock('../../app/viewer/ViewerContext', () => ({
  useViewer: () => ({ status: 'authenticated', user: { _id: 'u-me', fullName: 'Sam Staff' }, roles: ['Staff'] }),
  useCurrentUser: () => ({ _id: 'u-me', fullName: 'Sam Staff' }),
}));

const OPTIONS = {
  data: {
    taskAssigneeOptions: [
      { __typename: 'TaskAssigneeOptionGroup', label: 'Users', options: [{ __typename: 'TaskAssigneeOption', label: 'Sam Staff', type: 'User', value: 'u-me' }, { __typename: 'TaskAssigneeOption', label: 'Cora Founder', type: 'User', value: 'u-cora' }] },
      { __typename: 'TaskAssigneeOptionGroup', label: 'Startups', options: [{ __typename: 'TaskAssigneeOption', label: 'Orbital Labs', type: 'Startup', value: 's-orbital' }] },
    ],
  },
};

function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return toDayString(d);
}

async function openForm(handlers: Record<string, (v: Record<string, unknown>) => unknown> = {}, task: ReturnType<typeof makeTask> | null = null) {
  const onClose = vi.fn();
  const kit = createTestClient({ TaskAssigneeOptions: () => OPTIONS, ...handlers });
  await renderWithRouter(<TaskFormModal opened task={task} onClose={onClose} />, kit.client);
  const dialog = await screen.findByRole('dialog');
  return { kit, onClose, dialog };
}

const field = (dialog: HTMLElement, testId: string) => within(dialog).getByTestId(testId) as HTMLInputElement;

describe('task form (D1 §5; TSK-14…22)', () => {
  beforeEach(() => alertStore.clear());

  it('has name (placeholder "eg: send the deck to my coach"), due date, assignees and url, titled "Add Task" (TSK-14)', async () => {
    const { dialog } = await openForm();
    expect(screen.getByRole('dialog', { name: 'Add Task' })).toBe(dialog);
    expect(within(dialog).getByPlaceholderText('eg: send the deck to my coach')).toBe(field(dialog, 'task-form-name'));
    expect(field(dialog, 'task-form-due-date')).toHaveAttribute('type', 'date');
    expect(field(dialog, 'task-form-due-date')).toHaveAttribute('min', day(-1));
    expect(within(dialog).getByText('Assignees')).toBeInTheDocument();
    expect(within(dialog).getByText('Url (Optional)')).toBeInTheDocument();
  });

  it('shows "Name is a required field" once the name is touched and empty (TSK-15)', async () => {
    const { dialog } = await openForm();
    const name = field(dialog, 'task-form-name');
    expect(within(dialog).queryByText('Name is a required field')).toBeNull();
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(await within(dialog).findByText('Name is a required field')).toBeInTheDocument();
  });

  it('a due day before yesterday shows "The due date can not be in the past"; yesterday is fine (TSK-16)', async () => {
    const { dialog } = await openForm();
    const due = field(dialog, 'task-form-due-date');
    fireEvent.change(due, { target: { value: day(-2) } });
    expect(await within(dialog).findByText('The due date can not be in the past')).toBeInTheDocument();
    fireEvent.change(due, { target: { value: day(-1) } });
    await waitFor(() => expect(within(dialog).queryByText('The due date can not be in the past')).toBeNull());
  });

  it('saving with no assignee fills in the viewer and focuses the assignee field, without saving yet (TSK-18)', async () => {
    const { kit, dialog } = await openForm({ CreateTask: () => ({ data: { createTask: makeTask('t-new', 'Send the deck', 2) } }) });
    fireEvent.change(field(dialog, 'task-form-name'), { target: { value: 'Send the deck' } });
    fireEvent.change(field(dialog, 'task-form-due-date'), { target: { value: day(2) } });
    fireEvent.click(within(dialog).getByTestId('task-form-submit'));
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'task-form-assignees')));
    expect(within(dialog).getByText('Sam Staff')).toBeInTheDocument();
    expect(kit.callsOf('CreateTask')).toHaveLength(0);
  });

  it('saving an empty form says what is missing at once and focuses the name; with a name, the due date (D-93)', async () => {
    const { kit, dialog } = await openForm();
    fireEvent.click(within(dialog).getByTestId('task-form-submit'));
    expect(await within(dialog).findByText('Name is a required field')).toBeInTheDocument();
    expect(within(dialog).getByText('Due date is a required field')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'task-form-name')));
    fireEvent.change(field(dialog, 'task-form-name'), { target: { value: 'Call the bank' } });
    fireEvent.click(within(dialog).getByTestId('task-form-submit'));
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'task-form-due-date')));
    expect(within(dialog).getByText('Due date is a required field')).toBeInTheDocument();
    expect(kit.callsOf('CreateTask')).toHaveLength(0);
  });

  it('creates with done and the assignees as type and value only, then says "Task created" (TSK-14, TSK-20, TSK-21)', async () => {
    const { kit, dialog, onClose } = await openForm({
      CreateTask: () => ({ data: { createTask: makeTask('t-new', 'Send the deck', 2) } }),
      NavbarTasks: () => taskPage([]),
      TaskList: () => taskPage([]),
    });
    fireEvent.change(field(dialog, 'task-form-name'), { target: { value: '  Send the deck ' } });
    fireEvent.change(field(dialog, 'task-form-due-date'), { target: { value: day(2) } });
    fireEvent.change(field(dialog, 'task-form-url'), { target: { value: 'example.com/deck' } });
    fireEvent.click(within(dialog).getByTestId('task-form-submit'));
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'task-form-assignees')));
    fireEvent.click(within(dialog).getByTestId('task-form-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(kit.callsOf('CreateTask')[0]?.variables).toEqual({
      name: 'Send the deck',
      dueDate: day(2),
      done: false,
      assignees: [{ type: 'User', value: VIEWER._id }],
      url: 'example.com/deck',
    });
    expect(alertStore.get().map((a) => [a.type, a.message])).toContainEqual(['success', 'Task created']);
  });

  it("shows the server's ValidationError message as it is, also in an error toast (TSK-21, D1 §8)", async () => {
    const message = 'There has to be at least one assignee. Url is not a valid url';
    const { dialog, onClose } = await openForm({
      CreateTask: () => ({ errors: [new GraphQLError(message, { extensions: { code: 'ValidationError' } })] }),
    });
    fireEvent.change(field(dialog, 'task-form-name'), { target: { value: 'Send the deck' } });
    fireEvent.change(field(dialog, 'task-form-due-date'), { target: { value: day(1) } });
    fireEvent.click(within(dialog).getByTestId('task-form-submit'));
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'task-form-assignees')));
    fireEvent.click(within(dialog).getByTestId('task-form-submit'));
    expect(await within(dialog).findByTestId('task-form-error')).toHaveTextContent(message);
    expect(alertStore.get().map((a) => [a.type, a.message])).toContainEqual(['error', message]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Edit starts from the task and sends updateTask with its id and only what changed (TSK-22)', async () => {
    const task = makeTask('t-edit', 'Send the deck', -3);
    const { kit, dialog, onClose } = await openForm(
      {
        UpdateTask: () => ({ data: { updateTask: { ...task, name: 'Send the new deck' } } }),
        NavbarTasks: () => taskPage([]),
        TaskList: () => taskPage([]),
      },
      task,
    );
    expect(screen.getByRole('dialog', { name: 'Edit task' })).toBe(dialog);
    expect(field(dialog, 'task-form-name').value).toBe('Send the deck');
    // The task's own (overdue) day is kept without complaint.
    expect(field(dialog, 'task-form-due-date').value).toBe(day(-3));
    fireEvent.change(field(dialog, 'task-form-name'), { target: { value: 'Send the new deck' } });
    fireEvent.click(within(dialog).getByTestId('task-form-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(kit.callsOf('UpdateTask')[0]?.variables).toEqual({ taskId: 't-edit', updatedTask: { name: 'Send the new deck' } });
    expect(alertStore.get().map((a) => [a.type, a.message])).toContainEqual(['success', 'Task updated']);
  });
});
