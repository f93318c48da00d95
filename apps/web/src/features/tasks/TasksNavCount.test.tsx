import { act, screen, waitFor } from '@testing-library/react';
import type { RoleType } from '@hatchery/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TasksNavCount } from './TasksNavCount';
import { makeTask, taskPage } from './testKit';
import { createTestClient, renderWithRouter } from '../../test/testClient';

const viewerState = vi.hoisted(() => ({ roles: ['Cofounder'] as RoleType[] }));
vi.mock('../../app/viewer/ViewerContext', () => ({
  useViewer: () => ({ status: 'authenticated', user: { _id: 'u-me', fullName: 'Casey Cofounder' }, roles: viewerState.roles }),
  useCurrentUser: () => ({ _id: 'u-me', fullName: 'Casey Cofounder' }),
}));

const TODAY = makeTask('t-today', 'Send the deck to your coach', 0);
const TOMORROW = makeTask('t-tomorrow', 'Book a mentor session', 1);

describe('side-bar tasks count (D-60)', () => {
  beforeEach(() => {
    viewerState.roles = ['Cofounder'];
  });

  it('shows a co-founder their live pending count; an assignment raises it at once', async () => {
    const state = { tasks: [TODAY] };
    const kit = createTestClient({ NavbarTasks: () => taskPage(state.tasks) });
    await renderWithRouter(<TasksNavCount />, kit.client);
    await waitFor(() => expect(screen.getByTestId('tasks-nav-count').textContent).toBe('1'));
    state.tasks = [TODAY, TOMORROW];
    act(() =>
      kit.emit({
        tasksUpdatedForUser: {
          __typename: 'TaskUpdateEvent',
          updateType: 'ADDED',
          taskId: TOMORROW._id,
          task: { __typename: 'Task', _id: TOMORROW._id, dueDate: TOMORROW.dueDate },
        },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('tasks-nav-count').textContent).toBe('2'));
    expect(screen.getByTestId('tasks-nav-count')).toHaveAccessibleName('Pending tasks: 2');
  });

  it('is not shown to staff (their count is on the tasks button) nor to roles without /tasks', async () => {
    for (const roles of [['Staff'], ['Admin'], ['Mentor'], ['Applicant']] as RoleType[][]) {
      viewerState.roles = roles;
      const kit = createTestClient({ NavbarTasks: () => taskPage([TODAY]) });
      const view = await renderWithRouter(<TasksNavCount />, kit.client);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByTestId('tasks-nav-count'), roles.join()).toBeNull();
      expect(kit.callsOf('NavbarTasks'), roles.join()).toEqual([]);
      view.unmount();
    }
  });
});
