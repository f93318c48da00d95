import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderWithRouter } from '../../../test/testClient';
import { ApplicationsOverviewPage } from './ApplicationsOverviewPage';

const ABILITIES = {
  __typename: 'ApplicationAbilities',
  queueBar: true,
  evaluates: false,
  viewerCanRead: true,
  viewerCanDecide: true,
  viewerCanListFunnels: false,
  bulkActions: [],
  exportState: null,
  savedViews: true,
};
const BAR = { __typename: 'ApplicationQueueBar', toAssign: 3, awaitingEvaluation: 5, awaitingDecision: 2, decided: 7 };
const EMPTY_PAGE = { __typename: 'ApplicationPage', totalCount: 0, nextCursor: null, results: [] };
const STATE_FIELDS = { funnelId: null, roundId: null, statuses: null, group: null, search: null, sources: null, tagIds: null, queue: null };

type Stored = { __typename: 'ApplicationSavedView'; _id: string; name: string; state: Record<string, unknown> };

/** The overview under a client whose saved views live in memory, as the server keeps them. */
function overviewKit() {
  const views: Stored[] = [];
  const kit = createTestClient({
    ApplicationAbilities: () => ({ data: { applicationAbilities: ABILITIES } }),
    ApplicationQueueBar: () => ({ data: { applicationQueueBar: BAR } }),
    Applications: () => ({ data: { applications: EMPTY_PAGE } }),
    ApplicationSavedViews: () => ({ data: { applicationSavedViews: views } }),
    CreateApplicationSavedView: (variables) => {
      const view: Stored = { __typename: 'ApplicationSavedView', _id: `v${views.length + 1}`, name: String(variables.name), state: { __typename: 'ApplicationViewState', ...STATE_FIELDS, ...(variables.state as object) } };
      views.push(view);
      return { data: { createApplicationSavedView: view } };
    },
  });
  const lastQueue = () => (kit.callsOf('Applications').at(-1)?.variables.filter as { queue?: string | null } | undefined)?.queue ?? null;
  return { kit, lastQueue };
}

const stage = (name: string) => screen.getAllByTestId('queue-bar-stage').find((s) => s.getAttribute('data-stage') === name)!;

describe('the overview’s saved views (D-495)', () => {
  it('a saved view stores the queue bar’s stage and brings it back; the default view clears it', async () => {
    const { kit, lastQueue } = overviewKit();
    await renderWithRouter(<ApplicationsOverviewPage />, kit.client);
    await waitFor(() => expect(screen.getAllByTestId('queue-bar-count').map((c) => c.textContent)).toEqual(['3', '5', '2', '7']));

    fireEvent.click(stage('awaitingDecision'));
    await waitFor(() => expect(lastQueue()).toBe('awaitingDecision'));

    fireEvent.click(screen.getByTestId('application-views'));
    fireEvent.click(await screen.findByTestId('application-views-new'));
    fireEvent.change(await screen.findByTestId('application-view-name'), { target: { value: 'Decisions due' } });
    fireEvent.click(screen.getByTestId('application-view-save'));
    await waitFor(() => expect(kit.callsOf('CreateApplicationSavedView')).toHaveLength(1));
    expect(kit.callsOf('CreateApplicationSavedView')[0]!.variables).toEqual({ name: 'Decisions due', state: { queue: 'awaitingDecision' } });
    await waitFor(() => expect(screen.getByTestId('application-views')).toHaveTextContent('Decisions due'));
    expect(stage('awaitingDecision')).toHaveAttribute('aria-pressed', 'true');

    // The default view: every filter goes, the stage too.
    fireEvent.click(screen.getByTestId('application-views'));
    fireEvent.click(await screen.findByText('All applications (default view)'));
    await waitFor(() => expect(stage('awaitingDecision')).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(lastQueue()).toBeNull());

    // The saved view again: the list is asked for its stage, and the bar shows it chosen.
    fireEvent.click(screen.getByTestId('application-views'));
    fireEvent.click(await screen.findByText('Decisions due'));
    await waitFor(() => expect(stage('awaitingDecision')).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(lastQueue()).toBe('awaitingDecision'));
  });
});
