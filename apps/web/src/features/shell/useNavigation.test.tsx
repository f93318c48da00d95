import { ApolloProvider } from '@apollo/client/react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { useSidebarEntries, useSitemapEntries } from './useNavigation';
import { createTestClient } from '../../test/testClient';

const viewer = vi.hoisted(() => ({ status: 'anonymous' as 'anonymous' | 'authenticated' }));
vi.mock('../../app/viewer/ViewerContext', () => ({
  useViewer: () =>
    viewer.status === 'authenticated'
      ? { status: 'authenticated', user: { _id: 'u-me', fullName: 'Sam Staff' }, roles: ['Staff'] }
      : { status: 'anonymous' },
}));

function Navigation() {
  const sidebar = useSidebarEntries();
  const sitemap = useSitemapEntries();
  return <p data-testid="nav">{`${sidebar?.length ?? 'none'}/${sitemap?.length ?? 'none'}`}</p>;
}

function navigationServer() {
  const entry = { __typename: 'NavigationItem', name: 'tasks', locked: false, subMenu: [] };
  return createTestClient({
    SidebarV2: () => ({ data: { sidebarV2: [entry] } }),
    Sitemap: () => ({ data: { sitemap: [entry, { ...entry, name: 'home' }] } }),
  });
}

describe('sidebar and sitemap queries (TRN-05)', () => {
  it('are not sent while the visitor is not signed in', async () => {
    viewer.status = 'anonymous';
    const kit = navigationServer();
    await renderWithProviders(
      <ApolloProvider client={kit.client}>
        <Navigation />
      </ApolloProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(kit.calls.map((c) => c.operationName)).toEqual([]);
    expect(screen.getByTestId('nav')).toHaveTextContent('none/none');
  });

  it('are sent (sidebarV2 and sitemap) once signed in', async () => {
    viewer.status = 'authenticated';
    const kit = navigationServer();
    await renderWithProviders(
      <ApolloProvider client={kit.client}>
        <Navigation />
      </ApolloProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('nav')).toHaveTextContent('1/2'));
    expect(kit.calls.map((c) => c.operationName).sort()).toEqual(['SidebarV2', 'Sitemap']);
  });
});
