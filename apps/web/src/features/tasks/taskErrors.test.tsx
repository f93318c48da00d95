import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../lib/alerts/alertStore';
import { TaskFormModal } from './TaskFormModal';
import { TasksPage } from './TasksPage';
import { makeTask, taskPage } from './testKit';
import { createTestClient, renderWithRouter } from '../../test/testClient';

vi.mock('../../app/viewer/ViewerContext', () => ({
  useViewer: () => ({ status: 'authenticated', user: { _id: 'u-me', fullName: 'Sam Staff' }, roles: ['Staff'] }),
  useCurrentUser: () => ({ _id: 'u-me', fullName: 'Sam Staff' }),
}));

const TASK = makeTask('t-1', 'Prepare the pitch', 2);
const refusal = (message: string) => ({ errors: [new GraphQLError(message, { extensions: { code: 'TaskRefused' } })] });
const errorAlerts = () => alertStore.get().filter((a) => a.type === 'error').map((a) => a.message);
const itemOf = (name: string) => screen.getByText(name).closest('[data-testid="task-item"]') as HTMLElement;

describe('task errors (ERR-05)', () => {
  beforeEach(() => alertStore.clear());

  it('a refused delete shows an error alert with the server message, and the task stays', async () => {
    const kit = createTestClient({
      TaskList: () => taskPage([TASK]),
      NavbarTasks: () => taskPage([TASK]),
      DeleteTask: () => refusal('You may not delete this task'),
    });
    await renderWithRouter(<TasksPage />, kit.client, '/tasks');
    await screen.findByText('Prepare the pitch');
    fireEvent.click(within(itemOf('Prepare the pitch')).getByTestId('task-options'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(errorAlerts()).toEqual(['You may not delete this task']));
    expect(screen.getByText('Prepare the pitch')).toBeInTheDocument();
  });

  it('a refused update shows an error alert with the server message and keeps the form open', async () => {
    const onClose = vi.fn();
    const kit = createTestClient({
      TaskAssigneeOptions: () => ({ data: { taskAssigneeOptions: [] } }),
      UpdateTask: () => refusal('This task was deleted meanwhile'),
    });
    await renderWithRouter(<TaskFormModal opened task={TASK} onClose={onClose} />, kit.client);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('task-form-name'), { target: { value: 'Prepare the new pitch' } });
    fireEvent.click(within(dialog).getByTestId('task-form-submit'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This task was deleted meanwhile');
    expect(onClose).not.toHaveBeenCalled();
  });
});
