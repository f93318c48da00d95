import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../lib/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CommunityStartupsPage } from './CommunityStartupsPage';
import { COMMUNITY_STARTUPS, DIRECTORY_INDUSTRIES, STARTUP_FILTER_TAGS } from './documents';

// The same document usePermission sends (the server answers whether the viewer holds TAGS:VIEW).
const IS_USER_AUTHORIZED = graphql(`
  query IsUserAuthorized($permission: String!, $data: [String!]) {
    isUserAuthorized(permission: $permission, data: $data)
  }
`);

const startup = (name: string) => ({
  __typename: 'Startup',
  _id: `s-${name}`,
  name,
  logo: null,
  website: null,
  programs: [],
  people: [],
  tags: [],
});

const page = (names: string[]) => ({ data: { startups: { __typename: 'StartupPage', totalCount: names.length, nextCursor: null, results: names.map(startup) } } });
const list = (tagId: string | null, industryId: string | null, names: string[]) => ({
  request: { query: COMMUNITY_STARTUPS, variables: { search: null, tagId, industryId, limit: 24 } },
  result: page(names),
});

function renderPage(mayViewTags: boolean) {
  const mocks = [
    { request: { query: IS_USER_AUTHORIZED, variables: { permission: 'TAGS:VIEW', data: [] } }, result: { data: { isUserAuthorized: mayViewTags } } },
    { request: { query: DIRECTORY_INDUSTRIES }, result: { data: { industries: [{ __typename: 'Industry', _id: 'i1', name: 'Climate tech' }] } } },
    {
      request: { query: STARTUP_FILTER_TAGS },
      result: { data: { startup: [{ __typename: 'Tag', _id: 't1', name: 'Hardware' }], other: [{ __typename: 'Tag', _id: 't2', name: 'Featured' }] } },
    },
    list(null, null, ['Greenleaf', 'Orbital']),
    list(null, 'i1', ['Greenleaf']),
    list('t2', null, []),
  ];
  return renderWithProviders(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/community/startups']}>
        <CommunityStartupsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

async function pick(testId: string, option: string): Promise<void> {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('community directory filters (D-163)', () => {
  it('an industry narrows the startups the server answers', async () => {
    await renderPage(true);
    expect(await screen.findAllByTestId('startup-card')).toHaveLength(2);
    await pick('directory-filter-industry', 'Climate tech');
    await screen.findByText('1 result');
    expect(screen.getAllByTestId('startup-card').map((card) => card.dataset.name)).toEqual(['Greenleaf']);
  });

  it('tags are grouped by list; a tag matching nothing says nothing matches', async () => {
    await renderPage(true);
    await screen.findAllByTestId('startup-card');
    await screen.findByTestId('directory-filter-tag');
    fireEvent.click(screen.getByTestId('directory-filter-tag'));
    expect(await screen.findByText('Startup tags')).toBeInTheDocument();
    expect(screen.getByText('Other tags')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('option', { name: 'Featured', hidden: true }));
    expect(await screen.findByTestId('directory-empty')).toHaveTextContent('Nothing matches your search.');
  });

  it('a role without TAGS:VIEW is offered the industry filter only', async () => {
    await renderPage(false);
    await screen.findAllByTestId('startup-card');
    expect(await screen.findByTestId('directory-filter-industry')).toBeInTheDocument();
    expect(screen.queryByTestId('directory-filter-tag')).toBeNull();
  });
});
