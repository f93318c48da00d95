import { act, screen, within } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestClient, incubatorFormatHandlers, renderWithClient } from '../../test/testClient';
import { StartupFileFrame } from './StartupFileFrame';

const STARTUP_ID = '11111111-1111-4111-8111-111111111111';

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

/** A tab's page that counts how often it is mounted. */
function CountingPage({ mounts }: { mounts: { count: number } }) {
  useEffect(() => {
    mounts.count += 1;
  }, [mounts]);
  return <p data-testid="tab-page">The company</p>;
}

/** The frame on /startup/:id/file/<tab>, with the given page as the tab's. */
function renderFrame(tab: string, page: ReactNode, client: ReturnType<typeof createTestClient>['client']) {
  void renderWithClient(
    <MemoryRouter initialEntries={[`/startup/${STARTUP_ID}/file/${tab}`]}>
      <Routes>
        <Route path={`/startup/:id/file/${tab}`} element={<StartupFileFrame>{page}</StartupFileFrame>} />
      </Routes>
    </MemoryRouter>,
    client,
  );
}

describe('the startup file frame (issue 14 item 9)', () => {
  it('one h1, the startup’s name, with its programs; the tab’s page is the selected tab’s panel, labelled by it', async () => {
    const kit = createTestClient({ ...incubatorFormatHandlers(), StartupFrame: () => frame });
    renderFrame('activities', <p data-testid="tab-page">The activities</p>, kit.client);
    expect(await screen.findByTestId('startup-file-frame')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual(['Orbital Labs']);
    expect(screen.getByTestId('startup-file-programs')).toHaveTextContent('Spring 2026 Cohort');
    const tab = screen.getByRole('tab', { name: 'Activities' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    expect(within(panel).getByTestId('tab-page')).toBeInTheDocument();
    expect(kit.callsOf('StartupFrame')[0]?.variables).toEqual({ id: STARTUP_ID });
    expect(screen.getAllByRole('tab')).toHaveLength(11);
  });

  it('keeps the tab’s page mounted when the header arrives (the page loads beside it, not after it)', async () => {
    let answer: (value: typeof frame) => void = () => undefined;
    const kit = createTestClient({ ...incubatorFormatHandlers(), StartupFrame: () => new Promise<typeof frame>((resolve) => (answer = resolve)) });
    const mounts = { count: 0 };
    renderFrame('company', <CountingPage mounts={mounts} />, kit.client);
    // While the header loads: the page is already there, in the selected tab's panel, under a named progress bar.
    expect(await screen.findByTestId('tab-page')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading the startup…' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('startup-file-frame')).toBeNull();
    await act(async () => answer(frame));
    expect(await screen.findByTestId('startup-file-frame')).toBeInTheDocument();
    expect(screen.getByTestId('tab-page')).toBeInTheDocument();
    expect(mounts.count).toBe(1);
  });
});
