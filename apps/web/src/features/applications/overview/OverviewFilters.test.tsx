import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticMediaQueryList } from '../../../test/mediaQueryList';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { PipelineFunnel } from './documents';
import { OverviewFilters } from './OverviewFilters';

const FUNNELS: PipelineFunnel[] = [{ _id: 'f-1', name: 'Spring call', status: 'published', rounds: [] }];

/** The filters with their own state, as the overview holds it. */
function Harness({ funnels = FUNNELS, initialStatus = null }: { funnels?: PipelineFunnel[] | null; initialStatus?: string | null }) {
  const [funnelId, setFunnelId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(initialStatus);
  const [search, setSearch] = useState('');
  return <OverviewFilters funnels={funnels} funnelId={funnelId} onFunnel={setFunnelId} status={status} onStatus={setStatus} search={search} onSearch={setSearch} />;
}

describe('the applications overview filters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a phone: the search stays in sight, Call and Status fold behind a Filters button that counts those in use', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => staticMediaQueryList(query, query.includes('max-width: 36em')));
    await renderWithProviders(<Harness initialStatus="group:allPending" />);
    expect(screen.getByTestId('overview-search')).toBeVisible();
    expect(screen.queryByTestId('overview-status')).not.toBeInTheDocument();
    expect(screen.queryByTestId('overview-funnel')).not.toBeInTheDocument();
    const toggle = screen.getByTestId('overview-filters-toggle');
    expect(toggle).toHaveTextContent('Filters');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveAttribute('aria-controls');
    // A status chosen before (a saved view) is counted while folded: the list is narrowed, and the button says so.
    expect(toggle.closest('.mantine-Indicator-root')).toHaveTextContent('1');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByTestId('overview-filters').id);
    fireEvent.click(screen.getByTestId('overview-funnel'));
    fireEvent.click(await screen.findByRole('option', { name: 'Spring call', hidden: true }));
    expect(toggle.closest('.mantine-Indicator-root')).toHaveTextContent('2');

    fireEvent.click(toggle);
    expect(screen.queryByTestId('overview-filters')).not.toBeInTheDocument();
    expect(toggle.closest('.mantine-Indicator-root')).toHaveTextContent('2');
  });

  it('on a wider screen: Call, Status and the search in one row, with no button', async () => {
    await renderWithProviders(<Harness />);
    expect(screen.getByTestId('overview-funnel')).toBeInTheDocument();
    expect(screen.getByTestId('overview-status')).toBeInTheDocument();
    expect(screen.getByTestId('overview-search')).toBeInTheDocument();
    expect(screen.queryByTestId('overview-filters-toggle')).not.toBeInTheDocument();
  });

  it('has no Call filter for a viewer who may not list the calls', async () => {
    await renderWithProviders(<Harness funnels={null} />);
    expect(screen.queryByTestId('overview-funnel')).not.toBeInTheDocument();
    expect(screen.getByTestId('overview-status')).toBeInTheDocument();
  });
});
