import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { StartupProfilePage } from './StartupProfilePage';

const viewer = vi.hoisted(() => ({ roles: ['Cofounder'], startups: [{ _id: 's-orbital' }] as Array<{ _id: string }> }));
vi.mock('../../app/viewer/ViewerContext', () => ({
  useCurrentUser: () => ({ _id: 'u-me', role: { type: viewer.roles }, startups: viewer.startups }),
}));
// The company tab and the frame have tests of their own; here only which startup they are given matters.
vi.mock('./CompanyTabPage', () => ({ CompanyTabPage: ({ startupId }: { startupId?: string }) => <div data-testid="company-tab">{startupId}</div> }));
vi.mock('./StartupFileFrame', () => ({
  StartupFileFrame: ({ startupId, children }: { startupId?: string; children: ReactNode }) => (
    <div data-testid="frame" data-startup={startupId}>
      {children}
    </div>
  ),
}));

function renderAt() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/startups/profile']}>
      <Routes>
        <Route path="/startups/profile" element={<StartupProfilePage />} />
        <Route path="/startups/management" element={<p>management page</p>} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/startups/profile (D-156)', () => {
  beforeEach(() => {
    viewer.roles = ['Cofounder'];
    viewer.startups = [{ _id: 's-orbital' }];
  });

  it("shows a co-founder their own startup's profile in the startup file's frame", async () => {
    await renderAt();
    expect(screen.getByTestId('frame')).toHaveAttribute('data-startup', 's-orbital');
    expect(screen.getByTestId('company-tab')).toHaveTextContent('s-orbital');
  });

  it('sends the staff roles without a startup to /startups/management', async () => {
    viewer.roles = ['SubAdmin'];
    viewer.startups = [];
    await renderAt();
    expect(await screen.findByText('management page')).toBeInTheDocument();
  });

  it('sends anyone else without a startup home (D1 §6)', async () => {
    viewer.roles = ['Mentor'];
    viewer.startups = [];
    await renderAt();
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});
