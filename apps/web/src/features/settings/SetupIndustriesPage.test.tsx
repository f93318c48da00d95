import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { INDUSTRIES } from './documents';
import { SetupIndustriesPage } from './SetupIndustriesPage';

const viewer = vi.hoisted(() => ({ roles: ['Admin'] }));
vi.mock('../../app/viewer/ViewerContext', () => ({
  useViewer: () => ({ status: 'authenticated', user: { _id: 'u-me' }, roles: viewer.roles }),
}));

const industries = {
  request: { query: INDUSTRIES },
  result: { data: { industries: [{ __typename: 'Industry', _id: 'i1', name: 'Climate' }, { __typename: 'Industry', _id: 'i2', name: 'Health' }] } },
};

async function renderAs(roles: string[]) {
  viewer.roles = roles;
  return renderWithProviders(
    <MockedProvider mocks={[industries]}>
      <MemoryRouter initialEntries={['/setup/industries']}>
        <SetupIndustriesPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('/setup/industries (RTE-58, D-158)', () => {
  it('gives the admin group the list with its editor', async () => {
    await renderAs(['Admin']);
    expect(await screen.findByText('Climate')).toBeInTheDocument();
    expect(screen.getByTestId('add-industry')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Rename/ })).toHaveLength(2);
    expect(screen.queryByTestId('settings-tabs')).not.toBeInTheDocument();
  });

  it('shows others the list only: the server refuses them every change', async () => {
    await renderAs(['Staff']);
    expect(await screen.findByText('Health')).toBeInTheDocument();
    expect(screen.queryByTestId('add-industry')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rename|Delete/ })).not.toBeInTheDocument();
    expect(document.querySelector('[data-action]')).toBeNull();
  });
});
