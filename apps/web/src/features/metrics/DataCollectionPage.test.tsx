import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { metricsTestClient } from './testKit';
import { DataCollectionPage } from './DataCollectionPage';
import type { MetricCollection, MetricsAbilities } from './documents';
import { type OperationHandler, renderWithClient } from '../../test/testClient';

const abilities = (viewerCanManageSetup: boolean, viewerCanRequestData: boolean) => ({
  data: { metricsAbilities: { __typename: 'MetricsAbilities', viewerCanManageSetup, viewerCanRequestData, viewerCanViewPortfolio: true } satisfies MetricsAbilities },
});

const collection = (id: string, name: string): MetricCollection => ({
  __typename: 'MetricCollection',
  id,
  name,
  program: { __typename: 'Program', _id: `p-${id}`, name: `Program ${id}` },
  startup: null,
  startsOn: '2025-01-01',
  metrics: [],
});

const dataCollection = (collections: MetricCollection[]) => () => ({
  data: { metricCollections: collections, categorizationQuestionSet: [], metrics: [] },
});

const startup = (id: string, name: string, viewerCanRequestMetricData: boolean) => ({
  __typename: 'Startup',
  _id: id,
  name,
  viewerCanRequestMetricData,
  viewerCanSeeMetrics: true,
});

const STARTUPS = () => ({
  data: {
    startups: {
      __typename: 'StartupPage',
      results: [startup('s-own', 'Orbital Labs', true), startup('s-other', 'Greenleaf Analytics', false)],
      nextCursor: null,
    },
  },
});

function renderPage(handlers: Record<string, OperationHandler>) {
  const kit = metricsTestClient({ MetricStartups: STARTUPS, ...handlers });
  void renderWithClient(
    <MemoryRouter>
      <DataCollectionPage />
    </MemoryRouter>,
    kit.client,
  );
  return kit;
}

// jsdom has no scrollIntoView; Mantine's combobox scrolls the selected option into view.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

describe('data collection page: what it shows follows metricsAbilities (D-92)', () => {
  it('a viewer who may neither set up nor ask for data (a coach) gets the no-access state, not "No data collection yet"', async () => {
    const kit = renderPage({ MetricsAbilities: () => abilities(false, false) });
    expect(await screen.findByTestId('no-access')).toBeInTheDocument();
    expect(screen.queryByText('No data collection yet.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('collection-new')).not.toBeInTheDocument();
    expect(screen.queryByTestId('request-data')).not.toBeInTheDocument();
    expect(kit.callsOf('MetricDataCollection')).toHaveLength(0);
  });

  it('a viewer who may only ask for data (a co-founder) gets the request panel, offering only the startups the server accepts', async () => {
    const kit = renderPage({ MetricsAbilities: () => abilities(false, true) });
    expect(await screen.findByTestId('request-data')).toBeInTheDocument();
    expect(screen.getByTestId('request-data-submit')).toHaveAttribute('data-action', 'requestMetricData');
    expect(screen.queryByTestId('collection-new')).not.toBeInTheDocument();
    expect(screen.queryByText('No data collection yet.')).not.toBeInTheDocument();
    expect(kit.callsOf('MetricDataCollection')).toHaveLength(0);

    await waitFor(() => expect(kit.callsOf('MetricStartups').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByTestId('request-data-startups'));
    expect(await screen.findByRole('option', { name: 'Orbital Labs', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Greenleaf Analytics', hidden: true })).not.toBeInTheDocument();
  });

  it('the set-up with three collections lists them, with their actions', async () => {
    renderPage({
      MetricsAbilities: () => abilities(true, true),
      MetricDataCollection: dataCollection([collection('1', 'Spring'), collection('2', 'Climate'), collection('3', 'Bootcamp')]),
    });
    expect(await screen.findAllByTestId('collection-row')).toHaveLength(3);
    expect(screen.getByTestId('collection-new')).toHaveAttribute('data-action', 'setMetricCollection');
    expect(screen.getByRole('button', { name: 'Delete Spring' })).toHaveAttribute('data-action', 'deleteMetricCollection');
    expect(screen.getByTestId('request-data')).toBeInTheDocument();
  });

  it('the set-up with none yet says so (the empty state is only for those who may see the collections)', async () => {
    renderPage({ MetricsAbilities: () => abilities(true, false), MetricDataCollection: dataCollection([]) });
    expect(await screen.findByTestId('collections-empty')).toHaveTextContent('No data collection yet.');
    expect(screen.queryByTestId('request-data')).not.toBeInTheDocument();
  });

  it('the abilities cannot be read: an error, never an empty state', async () => {
    renderPage({ MetricsAbilities: () => ({ errors: [{ message: 'Something broke', extensions: { code: 'InternalServerError' } }] }) });
    expect(await screen.findByTestId('data-collection-error')).toBeInTheDocument();
    expect(screen.queryByTestId('collections-empty')).not.toBeInTheDocument();
  });
});
