import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StartupActivitiesPage } from '../timeline/StartupActivitiesPage';
import { page, post, STARTUP_ID } from '../timeline/testKit';
import { createTestClient, incubatorFormatHandlers, renderWithClient } from '../../test/testClient';
import { StartupFileFrame } from './StartupFileFrame';

const frame = {
  data: {
    startup: {
      __typename: 'Startup',
      _id: STARTUP_ID,
      name: 'Orbital Labs',
      logo: null,
      status: 'active',
      oneLiner: 'Satellites for everyone',
      programs: [{ __typename: 'Program', _id: 'p-1', name: 'Spring 2026 Cohort' }],
      viewerRights: { __typename: 'StartupViewerRights', edit: false, rename: false, manage: false, delete: false },
    },
  },
};

const abilities = {
  data: {
    startupAbilities: {
      __typename: 'StartupAbilities',
      startupId: STARTUP_ID,
      viewerCanSeeTimeline: true,
      viewerCanPostOnTimeline: false,
      viewerCanPostPrivate: false,
      viewerCanPin: false,
      viewerCanSeeMetrics: false,
    },
  },
};

describe('the startup file frame (issue 14 item 9)', () => {
  it('the activities tab: one h1, the startup’s name, with its programs; the tab’s page is the Activities tab’s panel, without a heading of its own', async () => {
    const kit = createTestClient({ ...incubatorFormatHandlers(), StartupFrame: () => frame, StartupAbilities: () => abilities, StartupTimeline: () => page([post('e-1')]) });
    void renderWithClient(
      <MemoryRouter initialEntries={[`/startup/${STARTUP_ID}/file/activities`]}>
        <Routes>
          <Route
            path="/startup/:id/file/activities"
            element={
              <StartupFileFrame>
                <StartupActivitiesPage />
              </StartupFileFrame>
            }
          />
        </Routes>
      </MemoryRouter>,
      kit.client,
    );
    expect(await screen.findByTestId('startup-activities-page')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual(['Orbital Labs']);
    expect(screen.getByTestId('startup-file-programs')).toHaveTextContent('Spring 2026 Cohort');
    const tab = screen.getByRole('tab', { name: 'Activities' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    expect(within(panel).getByTestId('startup-activities-page')).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Activities' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(11);
  });
});
