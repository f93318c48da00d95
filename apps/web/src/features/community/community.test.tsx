import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { displayHost } from './CommunityStartupsPage';
import { CommunityStartupsPage } from './CommunityStartupsPage';
import { COMMUNITY_STARTUPS } from './documents';
import { profileErrors } from './MyProfilePage';

const startup = (name: string) => ({
  __typename: 'Startup',
  _id: `s-${name}`,
  name,
  logo: null,
  website: `https://${name.toLowerCase()}.example.com/`,
  programs: [{ __typename: 'Program', _id: 'p1', name: 'Spring 2026 Cohort' }],
  people: [],
  tags: [{ __typename: 'Tag', _id: 't1', kind: 'startup', name: 'Climate', color: 'green' }],
});

function renderStartups(results: ReturnType<typeof startup>[]) {
  const mock = {
    request: { query: COMMUNITY_STARTUPS, variables: { search: null, tagId: null, industryId: null, limit: 24 } },
    result: { data: { startups: { __typename: 'StartupPage', totalCount: results.length, nextCursor: null, results } } },
  };
  return renderWithProviders(
    <MockedProvider mocks={[mock]}>
      <MemoryRouter initialEntries={['/community/startups']}>
        <CommunityStartupsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('community directory (issue 14 item 7)', () => {
  it('shows each visible startup with its website, programs and tags', async () => {
    await renderStartups([startup('Greenleaf')]);
    const card = await screen.findByTestId('startup-card');
    expect(card).toHaveTextContent('Greenleaf');
    expect(card).toHaveTextContent('greenleaf.example.com');
    expect(card).toHaveTextContent('Spring 2026 Cohort');
    expect(card).toHaveTextContent('Climate');
  });

  it('says so when the role shows no startup (visibility NONE)', async () => {
    await renderStartups([]);
    expect(await screen.findByTestId('directory-empty')).toHaveTextContent('Your role does not show you any startup here yet.');
  });

  it('a website reads without its scheme; a profile field over its limit is named', () => {
    expect(displayHost('https://orbital.example.com/')).toBe('orbital.example.com');
    expect(profileErrors({ headline: 'x'.repeat(121), bio: '', expertise: '', country: '' })).toEqual({ headline: true });
    expect(profileErrors({ headline: 'Fine', bio: '', expertise: '', country: '' })).toEqual({});
  });
});
