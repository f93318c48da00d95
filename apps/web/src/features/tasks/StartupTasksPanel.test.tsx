import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StartupTasksPanel } from './StartupTasksPanel';
import { toDayString } from './taskDates';
import { makeTask } from './testKit';
import { createTestClient, renderWithRouter } from '../../test/testClient';

vi.mock('../../app/viewer/ViewerContext', () => ({
  useViewer: () => ({ status: 'authenticated', user: { _id: 'u-me', fullName: 'Sam Staff' }, roles: ['Staff'] }),
  useCurrentUser: () => ({ _id: 'u-me', fullName: 'Sam Staff' }),
}));

const ORBITAL = { _id: 's-orbital', name: 'Orbital Labs' };
const groups = (tasks: ReturnType<typeof makeTask>[]) => ({
  data: { startupTasks: { __typename: 'StartupTasks', overdueTasks: [], todayTasks: [], futureTasks: tasks } },
});

function inDays(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return toDayString(d);
}

describe('the startup file’s tasks tab', () => {
  it('shows the startup’s tasks by due date and asks for the viewer’s day', async () => {
    const kit = createTestClient({ StartupTasks: () => groups([makeTask('t-1', 'Prepare the demo day pitch', 3)]) });
    await renderWithRouter(<StartupTasksPanel startup={ORBITAL} />, kit.client);
    expect(await screen.findByText('Prepare the demo day pitch')).toBeInTheDocument();
    const call = kit.callsOf('StartupTasks')[0]!;
    expect(call.variables).toMatchObject({ startupId: 's-orbital', completionStatus: 'PENDING' });
    expect(new Date(String(call.variables.todayEnd)).getTime()).toBeGreaterThan(new Date(String(call.variables.todayStart)).getTime());
  });

  it('Add Task starts with the startup as its assignee and saves it so', async () => {
    const kit = createTestClient({
      StartupTasks: () => groups([]),
      TaskAssigneeOptions: () => ({ data: { taskAssigneeOptions: [] } }),
      CreateTask: () => ({ data: { createTask: makeTask('t-new', 'Send the deck', 2) } }),
    });
    await renderWithRouter(<StartupTasksPanel startup={ORBITAL} />, kit.client);
    expect(await screen.findByTestId('startup-tasks-empty')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('startup-tasks-add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Orbital Labs')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('task-form-name'), { target: { value: 'Send the deck' } });
    fireEvent.change(within(dialog).getByTestId('task-form-due-date'), { target: { value: inDays(2) } });
    fireEvent.click(within(dialog).getByTestId('task-form-submit'));
    await waitFor(() => expect(kit.callsOf('CreateTask')[0]?.variables).toMatchObject({ name: 'Send the deck', assignees: [{ type: 'Startup', value: 's-orbital' }] }));
  });
});
