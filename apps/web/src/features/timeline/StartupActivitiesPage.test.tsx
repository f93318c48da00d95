import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StartupAbilities } from './documents';
import { StartupActivitiesPage } from './StartupActivitiesPage';
import { page, post, STARTUP_ID } from './testKit';
import { createTestClient, incubatorFormatHandlers, type OperationHandler, renderWithClient } from '../../test/testClient';

const abilities = (extra: Partial<StartupAbilities>) => ({
  data: {
    startupAbilities: {
      __typename: 'StartupAbilities',
      startupId: STARTUP_ID,
      viewerCanSeeTimeline: true,
      viewerCanPostOnTimeline: true,
      viewerCanPostPrivate: false,
      viewerCanPin: false,
      viewerCanSeeMetrics: true,
      ...extra,
    },
  },
});

function renderPage(handlers: Record<string, OperationHandler>) {
  const kit = createTestClient({
    ...incubatorFormatHandlers(), StartupMetricSeries: () => ({ data: { startupMetricSeries: [] } }), ...handlers });
  void renderWithClient(
    <MemoryRouter initialEntries={[`/startup/${STARTUP_ID}/file/activities`]}>
      <Routes>
        <Route path="/startup/:id/file/activities" element={<StartupActivitiesPage />} />
      </Routes>
    </MemoryRouter>,
    kit.client,
  );
  return kit;
}

describe('startup activities page: what it shows follows startupAbilities (D-92)', () => {
  it('a viewer who may see neither the timeline nor the metrics gets the no-access state: no composer, no timeline query, no load error', async () => {
    const kit = renderPage({ StartupAbilities: () => abilities({ viewerCanSeeTimeline: false, viewerCanPostOnTimeline: false, viewerCanSeeMetrics: false }) });
    expect(await screen.findByTestId('no-access')).toHaveTextContent("You don't have access to this page");
    expect(screen.queryByTestId('timeline-composer')).not.toBeInTheDocument();
    expect(screen.queryByTestId('timeline-error')).not.toBeInTheDocument();
    expect(kit.callsOf('StartupAbilities')[0]?.variables).toEqual({ startupId: STARTUP_ID });
    expect(kit.callsOf('StartupTimeline')).toHaveLength(0);
    expect(kit.callsOf('StartupMetricSeries')).toHaveLength(0);
  });

  it('an id that names no startup: the not-found state', async () => {
    renderPage({ StartupAbilities: () => ({ errors: [{ message: 'Startup not found', extensions: { code: 'NotFound' } }] }) });
    expect(await screen.findByTestId('not-found-state')).toBeInTheDocument();
    expect(screen.queryByTestId('no-access')).not.toBeInTheDocument();
  });

  it('the timeline without metrics: no section switch, the composer once the page says the viewer may post', async () => {
    const kit = renderPage({ StartupAbilities: () => abilities({ viewerCanSeeMetrics: false }), StartupTimeline: () => page([post('e-1')]) });
    expect(await screen.findByTestId('timeline-composer')).toBeInTheDocument();
    expect(screen.getByTestId('timeline-post')).toHaveAttribute('data-action', 'createTimelineEvent');
    expect(screen.queryByTestId('startup-activities-section')).not.toBeInTheDocument();
    expect(kit.callsOf('StartupMetricSeries')).toHaveLength(0);
    // Inside the startup file's frame: its h1 names the startup and the Activities tab labels this page (issue 14 item 9).
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('metrics without the timeline: the charts only, no timeline query', async () => {
    const kit = renderPage({ StartupAbilities: () => abilities({ viewerCanSeeTimeline: false, viewerCanPostOnTimeline: false }) });
    await waitFor(() => expect(kit.callsOf('StartupMetricSeries')).toHaveLength(1));
    expect(screen.queryByTestId('startup-activities-section')).not.toBeInTheDocument();
    expect(screen.queryByTestId('timeline')).not.toBeInTheDocument();
    expect(kit.callsOf('StartupTimeline')).toHaveLength(0);
  });

  it('both: the section switch offers the timeline and the metrics', async () => {
    renderPage({ StartupAbilities: () => abilities({}), StartupTimeline: () => page([]) });
    const sections = await screen.findByTestId('startup-activities-section');
    expect(sections).toHaveTextContent('Timeline');
    expect(sections).toHaveTextContent('Metrics');
  });
});
