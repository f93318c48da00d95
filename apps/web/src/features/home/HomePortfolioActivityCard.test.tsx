import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderWithRouter } from '../../test/testClient';
import { HomePortfolioActivityCard } from './HomePortfolioActivityCard';

const ORBITAL = { __typename: 'Startup', _id: 's-orbital', name: 'Orbital Labs', logo: null };
const result = (results: unknown[]) => ({ data: { portfolioActivity: { __typename: 'PortfolioActivityPage', results } } });

describe('the home’s portfolio activity card (issue 14 item 9)', () => {
  it('lists each item with its startup (linked to its activities), its kind, author and message; private notes say so', async () => {
    const kit = createTestClient({
      HomePortfolioActivity: () =>
        result([
          {
            __typename: 'PortfolioActivityItem',
            startup: ORBITAL,
            item: {
              __typename: 'TimelineEvent',
              _id: 'e-1',
              eventType: 'NOTE',
              message: 'Call went well',
              isPublic: false,
              createdAt: new Date().toISOString(),
              createdBy: { __typename: 'User', _id: 'u-1', fullName: 'Marcus Bell' },
            },
          },
          { __typename: 'PortfolioActivityItem', startup: ORBITAL, item: { __typename: 'TimelineDataDueEvent', _id: 'd-1', createdAt: new Date().toISOString() } },
        ]),
    });
    renderWithRouter(<HomePortfolioActivityCard coaching />, kit.client);
    const items = await screen.findAllByTestId('home-portfolio-activity-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Note');
    expect(items[0]).toHaveTextContent('Private');
    expect(items[0]).toHaveTextContent('Marcus Bell');
    expect(items[0]).toHaveTextContent('Call went well');
    expect(items[1]).toHaveTextContent('Metrics due');
    expect(screen.getAllByRole('link', { name: 'Open the activities of Orbital Labs' })[0]).toHaveAttribute('href', '/startup/s-orbital/file/activities');
    expect(screen.getByText('Recent activity in your startups')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the portfolio' })).toHaveAttribute('href', '/coaching');
    expect(kit.callsOf('HomePortfolioActivity')[0]?.variables).toEqual({ coaching: true, limit: 6 });
  });

  it('an empty portfolio says what will show up here', async () => {
    const kit = createTestClient({ HomePortfolioActivity: () => result([]) });
    renderWithRouter(<HomePortfolioActivityCard coaching={false} />, kit.client);
    expect(await screen.findByText(/Comments, notes, metrics and coaching sessions of your startups will show up here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the portfolio' })).toHaveAttribute('href', '/startups');
  });
});
