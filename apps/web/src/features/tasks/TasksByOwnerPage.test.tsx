import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TasksStartupsPage, TasksUsersPage } from './TasksByOwnerPage';
import { makeTask, taskPage, userRow } from './testKit';
import { createTestClient, renderWithRouter } from '../../test/testClient';

vi.mock('../../app/viewer/ViewerContext', () => ({
  useViewer: () => ({ status: 'authenticated', user: { _id: 'u-me', fullName: 'Sam Staff' }, roles: ['Staff'] }),
  useCurrentUser: () => ({ _id: 'u-me', fullName: 'Sam Staff' }),
}));

const ORBITAL = { __typename: 'Startup' as const, _id: 's-orbital', name: 'Orbital Labs' };
const SOLO = { __typename: 'Startup' as const, _id: 's-solo', name: 'Solo Robotics' };
const startupRow = (s: typeof ORBITAL) => ({ ...userRow(s._id, s.name), type: 'Startup' as const, user: null, startup: s });
const DECK = makeTask('t-deck', 'Send the deck', 0, { assignees: [userRow('u-cora', 'Cora Founder'), userRow('u-ben', 'Ben Coach')], isGroupTask: true });
const PITCH = makeTask('t-pitch', 'Prepare the pitch', 3, { startup: ORBITAL, assignees: [startupRow(ORBITAL)] });
const BOTH = makeTask('t-both', 'Share the numbers', 5, { assignees: [startupRow(ORBITAL), startupRow(SOLO), userRow('u-cora', 'Cora Founder')] });

const OPTIONS = {
  data: {
    taskAssigneeOptions: [
      { __typename: 'TaskAssigneeOptionGroup', label: 'Users', options: [{ __typename: 'TaskAssigneeOption', label: 'Cora Founder', type: 'User', value: 'u-cora' }] },
      { __typename: 'TaskAssigneeOptionGroup', label: 'Startups', options: [{ __typename: 'TaskAssigneeOption', label: 'Solo Robotics', type: 'Startup', value: 's-solo' }] },
    ],
  },
};

const groupNames = () => screen.getAllByTestId('task-owner-name').map((n) => n.textContent);

describe('/tasks/users and /tasks/startups', () => {
  it('/tasks/users lists scope USERS grouped by assignee, and filters by person', async () => {
    const kit = createTestClient({
      TaskList: (v) => taskPage((v.queryOptions as { userIds?: string[] }).userIds ? [DECK, BOTH] : [DECK, PITCH, BOTH]),
      TaskAssigneeOptions: () => OPTIONS,
    });
    await renderWithRouter(<TasksUsersPage />, kit.client, '/tasks/users');
    await screen.findAllByTestId('task-owner-group');
    expect(kit.callsOf('TaskList')[0]?.variables).toEqual({ queryOptions: { scope: 'USERS', completionStatus: 'PENDING', approvalStatus: 'APPROVED' }, limit: 20 });
    expect(groupNames()).toEqual(['Ben Coach', 'Cora Founder']);
    const cora = screen.getAllByTestId('task-owner-group')[1] as HTMLElement;
    expect(within(cora).getAllByTestId('task-name').map((n) => n.textContent)).toEqual(['Send the deck', 'Share the numbers']);
    expect(screen.getByRole('tab', { name: 'By person', selected: true })).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('tasks-owner-filter'));
    // jsdom has no layout, so the floating dropdown counts as hidden: look past that.
    fireEvent.click(await screen.findByRole('option', { name: 'Cora Founder', hidden: true }));
    await waitFor(() => expect(groupNames()).toEqual(['Cora Founder']));
    expect(kit.callsOf('TaskList').at(-1)?.variables).toMatchObject({ queryOptions: { scope: 'USERS', userIds: ['u-cora'] } });
  });

  it('/tasks/startups lists scope STARTUPS grouped by startup', async () => {
    const kit = createTestClient({ TaskList: () => taskPage([PITCH, BOTH, DECK]), TaskAssigneeOptions: () => OPTIONS });
    await renderWithRouter(<TasksStartupsPage />, kit.client, '/tasks/startups');
    await screen.findAllByTestId('task-owner-group');
    expect(kit.callsOf('TaskList')[0]?.variables).toEqual({ queryOptions: { scope: 'STARTUPS', completionStatus: 'PENDING', approvalStatus: 'APPROVED' }, limit: 20 });
    expect(groupNames()).toEqual(['Orbital Labs', 'Solo Robotics']);
    const orbital = screen.getAllByTestId('task-owner-group')[0] as HTMLElement;
    expect(within(orbital).getAllByTestId('task-name').map((n) => n.textContent)).toEqual(['Prepare the pitch', 'Share the numbers']);
  });
});
