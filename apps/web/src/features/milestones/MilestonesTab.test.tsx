import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTab, STARTUP_ID, summary } from '../../test/startupFileKit';
import { StartupMilestonesPage } from './MilestonesTab';

const milestone = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'StartupMilestone',
  _id: id,
  name: `Milestone ${id}`,
  goal: null,
  unit: null,
  target: null,
  progress: 0,
  dueOn: null,
  flagged: false,
  completed: false,
  percent: 0,
  parentId: null,
  ...extra,
});

const plan = (extra: Record<string, unknown> = {}) => ({
  __typename: 'StartupMilestonePlan',
  startupId: STARTUP_ID,
  percent: 50,
  viewerCanCreate: true,
  viewerCanEdit: true,
  milestones: [
    { __typename: 'StartupMilestoneNode', percent: 50, milestone: milestone('m1', { name: 'Raise a seed round', unit: 'kUSD', target: 500, progress: 250, percent: 50, flagged: true }), subMilestones: [] },
    { __typename: 'StartupMilestoneNode', percent: 50, milestone: milestone('m2', { name: 'Launch' }), subMilestones: [milestone('s1', { name: 'Beta', parentId: 'm2', completed: true, percent: 100 }), milestone('s2', { name: 'GA', parentId: 'm2' })] },
  ],
  ...extra,
});

describe('milestones tab', () => {
  it('shows the plan’s progress, each milestone’s percent and amount, flags and sub-milestones', async () => {
    renderTab('milestones', <StartupMilestonesPage />, { StartupMilestonePlan: () => ({ data: { startupMilestonePlan: plan() } }) });
    expect(await screen.findByTestId('milestone-plan-summary')).toHaveAttribute('data-percent', '50');
    const [seed, launch] = screen.getAllByTestId('milestone');
    expect(seed).toHaveTextContent('250 / 500 kUSD');
    expect(within(seed!).getByTestId('milestone-flagged')).toBeInTheDocument();
    expect(screen.getByText('Flagged for attention: 1')).toBeInTheDocument();
    expect(launch).toHaveAttribute('data-percent', '50');
    expect(screen.getAllByTestId('sub-milestone').map((s) => s.getAttribute('data-name'))).toEqual(['Beta', 'GA']);
  });

  it('who may edit flags a milestone and updates progress; the answer replaces the plan', async () => {
    const kit = renderTab('milestones', <StartupMilestonesPage />, {
      StartupMilestonePlan: () => ({ data: { startupMilestonePlan: plan() } }),
      UpdateStartupMilestone: () => ({ data: { updateStartupMilestone: plan({ percent: 75 }) } }),
    });
    const [seed] = await screen.findAllByTestId('milestone');
    await userEvent.click(within(seed!).getByTestId('milestone-flag'));
    await waitFor(() => expect(kit.callsOf('UpdateStartupMilestone')[0]?.variables).toEqual({ id: 'm1', input: { flagged: false } }));
    await userEvent.click(within(seed!).getByTestId('milestone-update-progress'));
    const input = await screen.findByTestId('milestone-progress-input');
    await userEvent.clear(input);
    await userEvent.type(input, '400');
    await userEvent.click(screen.getByTestId('milestone-progress-save'));
    await waitFor(() => expect(kit.callsOf('UpdateStartupMilestone')[1]?.variables).toEqual({ id: 'm1', input: { progress: 400 } }));
    await waitFor(() => expect(screen.getByTestId('milestone-plan-summary')).toHaveAttribute('data-percent', '75'));
  });

  it('a viewer without the milestone keys reads the plan without any control', async () => {
    renderTab('milestones', <StartupMilestonesPage />, { StartupMilestonePlan: () => ({ data: { startupMilestonePlan: plan({ viewerCanCreate: false, viewerCanEdit: false }) } }) });
    await screen.findAllByTestId('milestone');
    expect(screen.queryByTestId('milestone-add')).not.toBeInTheDocument();
    expect(screen.queryByTestId('milestone-flag')).not.toBeInTheDocument();
    expect(screen.queryByTestId('milestone-update-progress')).not.toBeInTheDocument();
  });

  it('adding a milestone needs a name; the server gets the typed values', async () => {
    const kit = renderTab('milestones', <StartupMilestonesPage />, {
      StartupMilestonePlan: () => ({ data: { startupMilestonePlan: plan({ milestones: [], percent: 0 }) } }),
      CreateStartupMilestone: () => ({ data: { createStartupMilestone: plan() } }),
    });
    await userEvent.click(await screen.findByTestId('milestone-add'));
    await userEvent.click(await screen.findByTestId('milestone-form-save'));
    expect(await screen.findByText('Name is a required field')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('milestone-form-name'), 'First customers');
    await userEvent.type(screen.getByTestId('milestone-form-target'), '10');
    await userEvent.click(screen.getByTestId('milestone-form-save'));
    await waitFor(() =>
      expect(kit.callsOf('CreateStartupMilestone')[0]?.variables).toEqual({
        startupId: STARTUP_ID,
        input: { name: 'First customers', goal: null, unit: null, target: 10, dueOn: null, parentId: null },
      }),
    );
  });

  it('milestones switched off: the notice, no plan asked', async () => {
    const kit = renderTab('milestones', <StartupMilestonesPage />, { StartupFileSummary: () => summary({ milestonesAvailable: false }) });
    expect(await screen.findByTestId('milestones-off')).toBeInTheDocument();
    expect(kit.callsOf('StartupMilestonePlan')).toHaveLength(0);
  });
});
