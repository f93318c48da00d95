import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestClient, renderWithRouter } from '../../test/testClient';
import { CoachingPortfolioPage, StartupsPortfolioPage } from './PortfolioPage';

vi.mock('../../app/incubator/TenantContext', () => ({
  useTenant: () => ({ incubator: { featureFlags: [{ name: 'savedViewsStartups', enabled: true, activated: true }] } }),
}));

const entry = (id: string, name: string, attention: Array<{ kind: string; days: number | null; count: number | null }>) => ({
  __typename: 'PortfolioEntry',
  startup: { __typename: 'Startup', _id: id, name, logo: null, createdAt: '2026-01-01T00:00:00.000Z', programs: [{ __typename: 'Program', _id: 'p1', name: 'Spring 2026 Cohort' }] },
  stage: 'mvp',
  status: 'active',
  location: null,
  teamSize: 4,
  foundedOn: null,
  industries: [],
  tags: [],
  mentors: [{ __typename: 'User', _id: 'u-m', fullName: 'Mia Mentor' }],
  lastContactAt: null,
  attention: attention.map((a) => ({ __typename: 'AttentionReason', ...a })),
});

const page = (results: unknown[], nextCursor: string | null = null, totalCount = results.length) => ({
  data: { portfolio: { __typename: 'PortfolioPage', totalCount, nextCursor, results } },
});
const OPTIONS = { data: { portfolioFilterOptions: { __typename: 'PortfolioFilterOptions', programs: [], tags: [], industries: [], mentors: [] } } };
const VIEWS = { data: { savedViews: [] } };

describe('the portfolio pages', () => {
  it('/startups shows the rows with their attention reasons spelled out, and pages on with the cursor', async () => {
    const kit = createTestClient({
      Portfolio: (v) =>
        v.cursor === 'c2'
          ? page([entry('s3', 'Tidewater Health', [])], null, 3)
          : page([entry('s1', 'Orbital Labs', []), entry('s2', 'Kiln & Co', [{ kind: 'OVERDUE_TASKS', days: null, count: 2 }, { kind: 'NO_RECENT_CONTACT', days: 45, count: null }])], 'c2', 3),
      PortfolioFilterOptions: () => OPTIONS,
      SavedViews: () => VIEWS,
    });
    await renderWithRouter(<StartupsPortfolioPage />, kit.client, '/startups');
    const rows = await screen.findAllByTestId('portfolio-row');
    expect(rows.map((r) => r.getAttribute('data-startup'))).toEqual(['Orbital Labs', 'Kiln & Co']);
    expect(within(rows[1] as HTMLElement).getAllByTestId('attention-reason').map((b) => b.textContent)).toEqual(['2 overdue tasks', 'No coaching contact for 45 days']);
    expect(within(rows[0] as HTMLElement).getByTestId('attention-none')).toHaveTextContent('All good');
    expect(kit.callsOf('Portfolio')[0]?.variables).toMatchObject({ coaching: false, cursor: null, limit: 25, view: { sort: 'name', direction: 'asc', status: 'active' } });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('portfolio-row').map((r) => r.getAttribute('data-startup'))).toEqual(['Tidewater Health']));
    expect(kit.callsOf('Portfolio').at(-1)?.variables).toMatchObject({ cursor: 'c2' });
  });

  it('searching sends the search and starts from the first page', async () => {
    const kit = createTestClient({ Portfolio: () => page([entry('s1', 'Orbital Labs', [])]), PortfolioFilterOptions: () => OPTIONS, SavedViews: () => VIEWS });
    await renderWithRouter(<StartupsPortfolioPage />, kit.client, '/startups');
    await screen.findAllByTestId('portfolio-row');
    fireEvent.change(screen.getByTestId('portfolio-search'), { target: { value: 'orb' } });
    await waitFor(() => expect(kit.callsOf('Portfolio').at(-1)?.variables).toMatchObject({ view: { search: 'orb' }, cursor: null }));
  });

  it('/coaching asks for the viewer’s assigned startups and says so when there are none', async () => {
    const kit = createTestClient({ Portfolio: () => page([]), PortfolioFilterOptions: () => OPTIONS, SavedViews: () => VIEWS });
    await renderWithRouter(<CoachingPortfolioPage />, kit.client, '/coaching');
    expect(await screen.findByTestId('portfolio-empty')).toHaveTextContent('No startups are assigned to you yet.');
    expect(kit.callsOf('Portfolio')[0]?.variables).toMatchObject({ coaching: true });
  });

  it('offers a selection and the bulk actions the server allows; the page checkbox selects the page', async () => {
    const kit = createTestClient({
      Portfolio: () => page([entry('s1', 'Orbital Labs', []), entry('s2', 'Kiln & Co', [])]),
      PortfolioFilterOptions: () => OPTIONS,
      SavedViews: () => VIEWS,
      ViewerStartupBulkActions: () => ({ data: { viewerStartupBulkActions: ['ASSIGN_PROGRAM', 'TAG'] } }),
    });
    await renderWithRouter(<StartupsPortfolioPage />, kit.client, '/startups');
    const bar = await screen.findByTestId('startup-selection-bar');
    await screen.findAllByTestId('portfolio-row');
    expect(within(bar).getByTestId('startup-bulk-open')).toBeDisabled();
    fireEvent.click(screen.getByTestId('startup-select-page'));
    await waitFor(() => expect(within(bar).getByTestId('startup-selection-count')).toHaveTextContent('Selected: 2'));
    fireEvent.click(screen.getAllByTestId('startup-select')[1] as HTMLElement);
    await waitFor(() => expect(within(bar).getByTestId('startup-bulk-open')).toHaveTextContent('Bulk actions (1)'));
    fireEvent.click(within(bar).getByTestId('startup-bulk-open'));
    const offered = await screen.findAllByTestId('startup-bulk-action');
    expect(offered.map((i) => i.getAttribute('data-action'))).toEqual(['ASSIGN_PROGRAM', 'TAG']);
    fireEvent.click(within(bar).getByTestId('startup-selection-clear'));
    await waitFor(() => expect(within(bar).getByTestId('startup-selection-count')).toHaveTextContent('Selected: 0'));
  });

  it('without an allowed bulk action there is no selection; /coaching does not ask', async () => {
    const kit = createTestClient({
      Portfolio: () => page([entry('s1', 'Orbital Labs', [])]),
      PortfolioFilterOptions: () => OPTIONS,
      SavedViews: () => VIEWS,
      ViewerStartupBulkActions: () => ({ data: { viewerStartupBulkActions: [] } }),
    });
    await renderWithRouter(<StartupsPortfolioPage />, kit.client, '/startups');
    await screen.findAllByTestId('portfolio-row');
    await waitFor(() => expect(kit.callsOf('ViewerStartupBulkActions')).toHaveLength(1));
    expect(screen.queryByTestId('startup-selection-bar')).toBeNull();
    expect(screen.queryByTestId('startup-select')).toBeNull();
    const coaching = createTestClient({ Portfolio: () => page([entry('s1', 'Orbital Labs', [])]), PortfolioFilterOptions: () => OPTIONS, SavedViews: () => VIEWS });
    await renderWithRouter(<CoachingPortfolioPage />, coaching.client, '/coaching');
    await waitFor(() => expect(coaching.callsOf('Portfolio').length).toBeGreaterThan(0));
    expect(coaching.callsOf('ViewerStartupBulkActions')).toHaveLength(0);
  });
});
